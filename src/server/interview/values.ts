// Adherence to the principles of the Republic: signals of adherence and red flags (a rejection of
// equality between women and men, religion put above the law, a rejection of the law, violence
// justified, forced marriage or polygamy accepted, discrimination, refusal of the Charter).
import { answerStems, containsStems, fold, phraseToStems } from './text.js';


/** Clauses: split on sentence ends, commas, and on 'mais' / 'cependant' / 'pourtant' / 'par contre'. */
export function clauses(text: string): string[] {
  return fold(text)
    .split(/[.!?;:,\n]+|\s(?:mais|cependant|pourtant|par contre|alors que|tandis que)\s/)
    .map((s) => ` ${s.replace(/[^a-z0-9-]+/g, ' ').trim()} `)
    .filter((s) => s.trim().length > 0);
}

const NEGATION = /\s(ne|n)\s(?:\S+\s){0,3}?(pas|jamais|plus|point|guere)\s|\sjamais\s|\spas\s/;
const CONDEMN = /\s(interdit\w*|illegal\w*|inacceptable\w*|inadmissible|condamn\w*|puni\w*|crime\w*|delit\w*|refuse\w*|rejette\w*|contre|ceux qui|celles qui)\s/;
const EQUALITY = /\s(egalite|egaux|egal|egales?|meme droits|memes droits|parite|pareil|pareils)\s/;
const GENDER = /\s(femmes?|hommes?|filles?|garcons?|sexes?|epouses?|maris?)\s/;
const REJECT = /\s(pas d accord|contre|refuse\w*|rejette\w*|n accepte\w* pas|ne crois pas|impossible|faux)\s/;
const BAD_CONCEPTS = /\s(discrimin\w*|inegal\w*|violen\w*|racis\w*|sexis\w*|intoleran\w*|oppress\w*|harcel\w*|injust\w*)\s/;
const DESCRIPTIVE = /\s(salaires?|encore|toujours pas|devrai\w*|doivent etre|doit etre|il faut|pas encore|dans mon pays|dans certains pays|ailleurs)\s/;

interface RedFlagRule {
  id: string;
  label: string;
  pattern: RegExp;
  /** A negation or a condemnation in the clause turns the statement around. */
  negatable: boolean;
}

const RULES: RedFlagRule[] = [
  {
    id: 'religion_above_law',
    label: 'place la religion au-dessus des lois de la République',
    pattern: /\s(religion|religions|dieu|coran|bible|torah|charia|loi religieuse|loi de dieu|regles religieuses|regle religieuse|foi)\s(?:.*\s)?(au-dessus|au dessus|avant|plus importante?s?|superieure?s?|passe en premier|passent en premier|prime|d abord)\s/,
    negatable: true,
  },
  {
    id: 'religion_above_law',
    label: 'place la religion au-dessus des lois de la République',
    pattern: /\s(d abord|en premier|avant tout)\s(?:.*\s)?(religion|dieu|regles religieuses|la foi|charia)\s/,
    negatable: true,
  },
  { id: 'religion_above_law', label: 'se réclame de la charia', pattern: /\scharia\s/, negatable: true },
  {
    id: 'women_submission',
    label: 'défend la soumission des femmes',
    pattern: /\s(femmes?|epouses?|filles?)\s(?:.*\s)?(doit|doivent|devrait|devraient|dois)\s(?:.*\s)?(obeir|rester a la maison|rester au foyer|se soumettre|porter le voile|demander la permission|ecouter son mari|servir)\s/,
    negatable: true,
  },
  {
    id: 'male_superiority',
    label: 'affirme la supériorité des hommes sur les femmes',
    pattern: /\s(hommes?|maris?)\s(?:.*\s)?(superieurs?|au-dessus|au dessus|chef de la femme|chef de famille|chef de la famille|commande|decide pour|doit decider|decide tout|plus importants?)\s/,
    negatable: true,
  },
  {
    id: 'women_rights_denied',
    label: 'refuse aux femmes des droits que la loi leur garantit',
    pattern: /\s(femmes?|epouses?|filles?)\s(?:.*\s)?(ne doit pas|ne doivent pas|ne peut pas|ne peuvent pas|ne devrait pas|ne devraient pas|n ont pas le droit de|n a pas le droit de)\s(?:.*\s)?(travailler|voter|sortir|conduire|etudier|divorcer|choisir|decider|se marier)\s/,
    negatable: false,
  },
  {
    id: 'women_rights_denied',
    label: 'refuse un professionnel à cause de son sexe',
    pattern: /\s(refuse\w*|n accepte\w* pas|n accepterai\w* pas|jamais)\s(?:.*\s)?(medecin|docteur|enseignante?|professeure?|policiere?|infirmiere?)\s(?:.*\s)?(femme|homme|sexe)\s/,
    negatable: false,
  },
  {
    id: 'rejects_law',
    label: 'refuse de respecter les lois',
    pattern: /\s(ne respecte\w* pas|ne suis pas oblige\w* de respecter|pas oblige\w* de respecter|ne veux pas respecter)\s(la loi|les lois)\s|\sles lois (francaises )?ne (me )?concernent pas\s|\sau-dessus des lois\s/,
    negatable: false,
  },
  {
    id: 'violence',
    label: 'justifie le recours à la violence',
    pattern: /\sviolence\s(?:.*\s)?(justifiee|necessaire|normale|acceptable|utile|permise|solution)\s/,
    negatable: true,
  },
  {
    id: 'violence',
    label: 'justifie le recours à la violence',
    pattern: /\s(frapper|battre|gifler|corriger)\s(?:.*\s)?(femme|femmes|epouse|enfant|enfants|mari|fille|fils)\s(?:.*\s)?(normal|permis|droit|parfois|necessaire|faut)\s|\s(droit|normal|faut|parfois)\s(?:.*\s)?(frapper|battre|gifler)\s/,
    negatable: true,
  },
  {
    id: 'forced_marriage',
    label: 'accepte le mariage forcé ou la polygamie',
    pattern: /\s(polygamie|mariage force|mariages forces|plusieurs epouses|plusieurs femmes)\s(?:.*\s)?(normal|normale|acceptable|bien|tradition|permis|droit|accepte|bonne chose)\s/,
    negatable: true,
  },
  {
    id: 'forced_marriage',
    label: 'entend imposer un mariage à son enfant',
    pattern: /\s(je|nous)\s(?:.*\s)?(choisirai|choisirais|choisis|decide|deciderai|deciderais|imposerai|imposerais|interdirai|interdirais|refuserai|refuserais)\s(?:.*\s)?(mari|epoux|mariage|epouser)\s/,
    negatable: true,
  },
  {
    id: 'discrimination',
    label: 'tient des propos discriminatoires',
    pattern: /\s(homosexuel\w*|gays?|lesbiennes?|juifs?|musulmans?|chretiens?|noirs?|arabes?|etrangers?|athees?)\s(?:.*\s)?(inferieur\w*|malades?|ne meritent pas|dehors|dangereux|pas normaux|pas normal|interdits?)\s/,
    negatable: true,
  },
  {
    id: 'rejects_laicite',
    label: 'rejette la laïcité',
    pattern: /\s(contre|rejette|refuse|n accepte pas|ne respecte pas|pas d accord avec)\s(la )?laicite\s/,
    negatable: false,
  },
  {
    id: 'refuses_charter',
    label: 'refuse de signer la Charte des droits et devoirs du citoyen',
    pattern: /\s(refuse\w*|ne veux pas|ne vais pas|ne signerai pas|ne signerais pas|pas signer)\s(?:.*\s)?(signer|charte)\s|\sne signerai pas\s/,
    negatable: false,
  },
];

export interface RedFlag {
  id: string;
  label: string;
  /** The clause of the answer that carried it, as said. */
  clause: string;
}

/**
 * Red flags in an answer. `genderQuestion` marks a question about equality between women and men,
 * where "ce n'est pas égal" rejects equality even without naming women or men.
 */
export function detectRedFlags(text: string, genderQuestion = false): RedFlag[] {
  const found: RedFlag[] = [];
  const seen = new Set<string>();
  for (const clause of clauses(text)) {
    const negated = NEGATION.test(clause) || CONDEMN.test(clause);
    for (const rule of RULES) {
      if (seen.has(rule.id)) continue;
      if (!rule.pattern.test(clause)) continue;
      if (rule.negatable && negated) continue;
      seen.add(rule.id);
      found.push({ id: rule.id, label: rule.label, clause: clause.trim() });
    }
    if (
      !seen.has('rejects_equality') &&
      EQUALITY.test(clause) &&
      (genderQuestion || GENDER.test(clause)) &&
      (NEGATION.test(clause) || REJECT.test(clause)) &&
      !BAD_CONCEPTS.test(clause) &&
      !DESCRIPTIVE.test(clause)
    ) {
      seen.add('rejects_equality');
      found.push({ id: 'rejects_equality', label: 'rejette l’égalité entre les femmes et les hommes', clause: clause.trim() });
    }
  }
  return found;
}

/** Words that show adherence to the principles of the Republic, with how the report names them. */
export const VALUE_SIGNALS: { id: string; label: string; terms: string[] }[] = [
  { id: 'liberte', label: 'la liberté', terms: ['liberté', 'libre', 'libres', 'choisir', 'choix'] },
  { id: 'egalite', label: 'l’égalité', terms: ['égalité', 'égaux', 'mêmes droits', 'même salaire', 'parité'] },
  { id: 'fraternite', label: 'la fraternité et la solidarité', terms: ['fraternité', 'solidarité', 'entraide', 'aider', 'partage', 'ensemble'] },
  { id: 'laicite', label: 'la laïcité', terms: ['laïcité', 'neutralité', 'neutre', 'liberté de conscience', 'sphère privée', 'vie privée'] },
  { id: 'loi', label: 'le respect de la loi', terms: ['respecter la loi', 'respecter les lois', 'la loi', 'les lois', 'état de droit', 'justice', 'tribunal'] },
  { id: 'respect', label: 'le respect et la tolérance', terms: ['respect', 'respecter', 'tolérance', 'dignité', 'accepter'] },
  { id: 'nonviolence', label: 'le refus de la violence', terms: ['dialogue', 'discuter', 'parler calmement', 'médiateur', 'police', 'porter plainte', 'plainte', 'jamais la violence'] },
  { id: 'antidiscrimination', label: 'le refus des discriminations', terms: ['discrimination', 'racisme', 'défenseur des droits', 'signaler', 'inacceptable', 'interdit', 'illégal', 'consentement'] },
  { id: 'democratie', label: 'la démocratie', terms: ['démocratie', 'voter', 'citoyen', 'république', 'charte', 'signer'] },
];

const VALUE_STEMS = VALUE_SIGNALS.map((s) => ({ ...s, stems: s.terms.map(phraseToStems) }));

export function findValueSignals(text: string): string[] {
  const stems = answerStems(text);
  return VALUE_STEMS.filter((s) => s.stems.some((t) => containsStems(stems, t))).map((s) => s.id);
}

export function valueSignalLabel(id: string): string {
  return VALUE_SIGNALS.find((s) => s.id === id)?.label ?? id;
}
