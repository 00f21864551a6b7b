// Questions drawn from the candidate's file, as a prefecture agent asks them: their own region and
// its chef-lieu, their département and its prefecture, their years in France, and how their job
// meets the values (a nurse and laïcité at the hospital, a teacher and neutrality at school).
// They are rebuilt from the profile stored with the interview, so the state holds no regular
// expression. Places come from src/shared/regions.ts, the data of the /french-regions page.
import { REGIONS, type Departement, type Region } from '../../shared/regions.js';
import type { InterviewProfile } from '../../shared/schemas/interview.js';
import type { BankQuestion, Concept } from './interview-bank.js';
import { fold } from './text.js';

export const PROFILE_QUESTION_IDS = ['prof-years', 'prof-region', 'prof-dept', 'prof-job'] as const;
export type ProfileQuestionId = (typeof PROFILE_QUESTION_IDS)[number];

/** Folded with single spaces, as facts.ts tests clauses ("provence-alpes-cote d azur"). */
const key = (s: string) => fold(s).replace(/[^a-z0-9-]+/g, ' ').trim();
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const words = (names: string[]) => new RegExp(`\\b(${names.map((n) => escapeRegExp(key(n))).join('|')})\\b`);

export interface Place {
  region: Region;
  departement?: Departement;
}

/** The candidate's region (and département when it can be told) from what the profile says. */
export function resolvePlace(profile: InterviewProfile | undefined): Place | null {
  if (!profile) return null;
  const all = REGIONS.flatMap((region) => region.departements.map((departement) => ({ region, departement })));
  const dep = profile.department ? key(profile.department) : '';
  const byDep = dep ? all.find((x) => key(x.departement.name) === dep || x.departement.code.toLowerCase() === dep) : undefined;
  if (byDep) return byDep;
  const city = profile.city ? key(profile.city) : '';
  // A prefecture town names its département (Lyon → Rhône).
  const byCity = city ? all.find((x) => key(x.departement.prefecture) === city) : undefined;
  if (byCity) return byCity;
  const reg = profile.region ? key(profile.region) : '';
  const region = REGIONS.find((r) => (reg && key(r.name) === reg) || (city && key(r.capital) === city));
  return region ? { region } : null;
}

function c(id: string, label: string, terms: string[], ask: string): Concept {
  return { id, label, terms, ask };
}

const CARE = /infirmi|aide.soignant|medecin|sage-femme|soignant|hopital|pharmacien|kinesi|ambulanc|auxiliaire de vie|ehpad/;
const TEACHING = /enseignant|professeu?r|institut|educat|atsem|ecole|animat|surveillant|creche|puericult/;
const PUBLIC = /fonctionnaire|agent|mairie|police|gendarm|prefecture|administrat|fonction publique|guichet/;

/** The question about the job and the values, in the candidate's own trade. */
function jobText(profession: string): string {
  const p = key(profession);
  const intro = `Vous m’avez indiqué être ${profession.toLowerCase()}.`;
  if (CARE.test(p)) {
    return `${intro} À l’hôpital ou au cabinet, que demande la laïcité aux soignants, et que feriez-vous si un patient refusait d’être soigné par une femme ou par un homme\u202f?`;
  }
  if (TEACHING.test(p)) {
    return `${intro} Que signifie la neutralité à l’école publique, pour les enseignants et pour les élèves, et comment la vivez-vous\u202f?`;
  }
  if (PUBLIC.test(p)) {
    return `${intro} Qu’impose la neutralité aux agents du service public, et comment traitez-vous les usagers, quelles que soient leurs convictions\u202f?`;
  }
  return `${intro} Dans votre travail, comment se vivent l’égalité entre les femmes et les hommes et le respect des convictions de chacun\u202f?`;
}

/** The profile's questions, each a bank question rebuilt from the profile. */
export function profileQuestion(id: string, profile: InterviewProfile | undefined, now = new Date()): BankQuestion | null {
  if (!profile) return null;
  const place = resolvePlace(profile);
  const cityText = profile.city ? `Vous habitez à ${profile.city}.` : '';
  switch (id) {
    case 'prof-years': {
      if (!profile.arrivalYear) return null;
      const years = now.getFullYear() - profile.arrivalYear;
      const ago = years <= 0 ? 'cette année' : years === 1 ? 'il y a un an' : `il y a ${years} ans`;
      const y = String(profile.arrivalYear);
      return {
        id,
        stage: 'identity',
        text: `{Vous êtes arrivé en France en ${y}|Vous êtes arrivée en France en ${y}|Votre arrivée en France date de ${y}}, ${ago}. Qu’avez-vous fait pendant ces années, et qu’est-ce qui a changé pour vous\u202f?`,
        simpler: `Depuis ${y}, qu’avez-vous fait en France\u202f: le travail, les études, la famille\u202f?`,
        topic: ['ans', 'années', 'travail', 'travaille', 'études', 'appris', 'enfants', 'famille', 'France', 'depuis', 'arrivé', 'arrivée', 'formation', 'français'],
        targetWords: 30,
      };
    }
    case 'prof-region': {
      if (!place) return null;
      const { region } = place;
      const others = REGIONS.filter((r) => r !== region);
      return {
        id,
        stage: 'identity',
        text: `${cityText} Dans quelle région vivez-vous, quel en est le chef-lieu, et que pouvez-vous me dire de votre région, un monument, un paysage ou une personnalité\u202f?`.trim(),
        simpler: 'Comment s’appelle votre région, et quelle est sa grande ville, son chef-lieu\u202f?',
        topic: ['région', 'chef-lieu', 'ville', 'monument', region.name, region.capital],
        targetWords: 25,
        concepts: [
          c('region', `la région ${region.name}`, [region.name], 'Et le nom de votre région\u202f?'),
          c('capital', `${region.capital}, son chef-lieu`, [region.capital], `Et le chef-lieu de la région ${region.name}\u202f?`),
        ],
        required: 2,
        checksFacts: true,
        factNote: `${profile.city ? `${profile.city} est dans la région ${region.name}` : `Votre région est ${region.name}`}, dont le chef-lieu est ${region.capital}.`,
        wrongFacts: [
          {
            pattern: words(others.map((r) => r.name)),
            except: words([region.name]),
            correction: `${profile.city ? `${profile.city} se trouve` : 'Vous vivez'} dans la région ${region.name}, dont le chef-lieu est ${region.capital}.`,
            poisons: ['region'],
          },
        ],
      };
    }
    case 'prof-dept': {
      const dep = place?.departement;
      if (!place || !dep) return null;
      const others = place.region.departements.filter((d) => d !== dep && key(d.prefecture) !== key(dep.prefecture));
      return {
        id,
        stage: 'identity',
        text: 'Dans quel département habitez-vous, et quelle en est la préfecture\u202f?',
        simpler: 'Quel est le nom ou le numéro de votre département, et dans quelle ville se trouve sa préfecture\u202f?',
        topic: ['département', 'préfecture', 'numéro', dep.name, dep.prefecture, dep.code],
        targetWords: 15,
        concepts: [
          c('departement', `le département ${dep.name} (${dep.code})`, [dep.name, dep.code], 'Et le nom de votre département\u202f?'),
          c('prefecture', `sa préfecture, ${dep.prefecture}`, [dep.prefecture], 'Et sa préfecture\u202f?'),
        ],
        required: 2,
        checksFacts: true,
        factNote: `Le département ${dep.name} (${dep.code}) a pour préfecture ${dep.prefecture}.`,
        wrongFacts: others.length
          ? [
              {
                pattern: new RegExp(`\\bprefecture\\b.*${words(others.map((d) => d.prefecture)).source}|${words(others.map((d) => d.prefecture)).source}.*\\bprefecture\\b`),
                except: words([dep.prefecture]),
                correction: `La préfecture du département ${dep.name} est ${dep.prefecture}.`,
                poisons: ['prefecture'],
              },
            ]
          : [],
      };
    }
    case 'prof-job': {
      if (!profile.profession) return null;
      return {
        id,
        stage: 'values',
        text: jobText(profile.profession),
        simpler: 'Dans votre travail, traitez-vous tout le monde de la même façon, femmes et hommes, quelle que soit leur religion\u202f?',
        topic: ['laïcité', 'neutralité', 'égalité', 'patient', 'patients', 'élèves', 'religion', 'respect', 'femme', 'homme', 'soigner', 'collègues', 'usagers', 'clients', 'travail'],
        targetWords: 30,
      };
    }
    default:
      return null;
  }
}

/** The profile questions an interview asks (three or four when the profile says enough). */
export function profilePlan(profile: InterviewProfile | undefined): { identity: ProfileQuestionId[]; values: ProfileQuestionId[] } {
  const has = (id: ProfileQuestionId) => profileQuestion(id, profile) !== null;
  return {
    identity: (['prof-years', 'prof-region', 'prof-dept'] as const).filter(has),
    values: (['prof-job'] as const).filter(has),
  };
}
