// Adherence to the principles of the Republic: signals of adherence and red flags (a rejection of
// equality between women and men, religion put above the law, a rejection of the law, violence
// justified, forced marriage or polygamy accepted, discrimination, refusal of the Charter).
import { detectStances } from './stances.js';
import { answerStems, containsStems, fold, phraseToStems, spacedFoldText, type MatchToken } from './text.js';


/** Clauses: split on sentence ends, commas, and on 'mais' / 'cependant' / 'pourtant' / 'par contre'. */
export function clauses(text: string): string[] {
  return fold(text)
    .split(/[.!?;:,\n]+|\s(?:mais|cependant|pourtant|par contre|alors que|tandis que)\s/)
    .map((s) => ` ${s.replace(/[^a-z0-9-]+/g, ' ').trim()} `)
    .filter((s) => s.trim().length > 0);
}

// A negation governs a statement when it comes before the end of it: "je n'ai jamais refusé un
// médecin femme" denies the refusal; "je préfère un médecin homme, pas une femme" does not.
const NEGATION =
  /\s(ne|n)\s(?:\S+\s){0,4}?(pas|jamais|plus|point|guere|rien)\s|\sjamais\s|\spas\s|\s(aucun|aucune|personne ne|nul ne|rien ne|not|never|no)\s/;
// Reported or condemned statements: "ceux qui frappent leur femme doivent être punis".
const CONDEMN =
  /\s(interdit\w*|illegal\w*|inacceptable\w*|inadmissible|condamn\w*|puni\w*|crime\w*|delit\w*|contre|ceux qui|celles qui|certains disent|certains pensent|on dit que|ont tort|a tort|faux de|discrimin\w*|sexis\w*|racis\w*|grave)\s/;
const CONDEMNED_SENTENCE =
  /\sc est (de la |du |un |une |vraiment |tres )?(discrimination|interdit|illegal|inacceptable|inadmissible|grave|mal|sexiste|raciste|crime|delit|honteux|puni)\s|\s(est|sont) (interdit|interdite|interdits|puni|punie|punis|illegal|illegale)\s/;
/** Idioms that contain a negation or a refusal but affirm the value: removed before any rule is tested. */
const IDIOMS = new RegExp(
  [
    'ne se discute\\w* (pas|meme pas)', 'ne se negocie\\w* pas', 'ca se discute pas', 'ne se pose (meme )?pas',
    '(il n y a |n y a |y a )?(pas|aucune) (de )?difference', 'ne fait (aucune|pas de) difference', 'pas de probleme', 'aucun probleme',
    'ne me derange\\w* pas', 'ne change rien', 'peu importe', 'sans distinction', 'ne depend pas du sexe',
    'pourquoi (je |j )?(refuserais|refuserai|refuser|refuse)', 'bien sur que (je |j )?\\w+', 'au contraire', 'pas de souci',
  ].map((p) => `\\s${p}\\s`).join('|'),
  'g',
);
const EQUALITY_REJECTED = new RegExp(
  [
    '(pas|jamais) (d accord|pour) (avec )?(l )?egalite',
    '(contre|refuse\\w*|rejette\\w*|n accepte\\w* pas) (l )?egalite',
    'ne (sont|seront|peuvent|peut|sera|est|serons) (pas|jamais) (etre )?(vraiment )?(egaux|egales|egal|egale|pareils|pareil)',
    'n est pas (egal|pareil|la meme chose)', 'pas (egaux|egales)',
    '(ne doivent|ne devraient|ne peuvent) pas avoir (les )?memes droits',
    'n ont pas (les )?memes droits',
    'egalite\\b.*\\b(impossible|faux|fausse|une erreur|contre nature|pas naturel\\w*|n existe pas|une illusion)',
    '(ne crois|ne pense) pas (a |en |que )?(l )?egalite',
  ].map((p) => `\\s${p}\\s`).join('|'),
);
const GENDER = /\s(femmes?|hommes?|filles?|garcons?|sexes?|epouses?|maris?|elles?)\s/;
const DESCRIPTIVE = /\s(salaires?|encore|toujours pas|pas encore|dans mon pays|dans certains pays|ailleurs|autrefois|avant|la-bas)\s/;

interface RedFlagRule {
  id: string;
  label: string;
  pattern: RegExp;
  /** A negation governing the statement, or a condemnation in the clause, turns it around. */
  negatable: boolean;
  /** The statement's own negative words ("n'accepterai pas"), not counted as a negation of it. */
  ownNegation?: RegExp;
  /** Tested on the whole sentence (the statement spans commas: "une gifle à un enfant, c'est normal"). */
  sentence?: boolean;
  /** Not raised when the same sentence says this ("…, mais si c'est un homme, j'accepte"). */
  unlessSentence?: RegExp;
}

/** A preference said together with its acceptance is not a refusal. */
const ACCEPTS = /\s(ce n est pas grave|c est pas grave|pas grave|pas de probleme|aucun probleme|j accepte|j accepterai\w*|je l accepte|ca ne me derange pas|ca me va|c est normal aussi)\s/;

const REFUSAL = '(refuse\\w*|n accepte\\w* pas|n accepterai\\w* pas|ne laisse\\w* pas|ne laisserai\\w* pas|ne veux pas|ne voudrais pas|interdi\\w*|n autorise\\w* pas|n autoriserai\\w* pas)';
const REFUSAL_OWN = /\s(n accepte\w* pas|n accepterai\w* pas|ne laisse\w* pas|ne laisserai\w* pas|ne veux pas|ne voudrais pas|n autorise\w* pas|n autoriserai\w* pas)\s/g;
const OTHER_FAITH = '(autre religion|autre confession|autre origine|non-musulman\\w*|non musulman\\w*|non-chretien\\w*|non chretien\\w*|chretien\\w*|juif\\w*|juive\\w*|musulman\\w*|athee\\w*|etranger\\w*|noir\\w*|blanc\\w*|arabe\\w*|pas de (notre|ma) religion)';

const RULES: RedFlagRule[] = [
  {
    id: 'religion_above_law',
    label: 'place la religion au-dessus des lois de la République',
    pattern: /\s(religion|religions|dieu|coran|bible|torah|charia|loi religieuse|loi de dieu|regles religieuses|regle religieuse|regles de ma religion|foi)\s(?:.{0,200}\s)?(au-dessus|au dessus|avant|plus importante?s?|superieure?s?|passe en premier|passent en premier|prime|d abord)\s/,
    negatable: true,
  },
  {
    id: 'religion_above_law',
    label: 'place la religion au-dessus des lois de la République',
    pattern: /\s(religion|religions|dieu|coran|bible|charia|foi)\s(?:.{0,200}\s)?plus (important\w* |fort\w* )?que (la |les )?lois?\s|\s(religion|god|faith)\s(?:.{0,200}\s)?(comes? before|above|more important than|over) (the )?laws?\s/,
    negatable: true,
  },
  {
    id: 'religion_above_law',
    label: 'place la religion au-dessus des lois de la République',
    pattern: /\s(d abord|en premier|avant tout)\s(?:.{0,200}\s)?(religion|dieu|regles religieuses|la foi|charia)\s/,
    negatable: true,
  },
  {
    id: 'religion_above_law',
    label: 'place la religion au-dessus des lois de la République',
    pattern: /\s(si je dois choisir|entre la loi et (ma|la) religion|s il faut choisir)\s(?:.{0,200}\s)?(je suis|je choisis|je choisirai|je prends|je prendrai|je garde|je suivrai|ce sera|c est) (ma |la |mon )?(religion|dieu|foi)\s|\s(respecte\w*|suis|obei\w*|accepte\w*) (la |les )?lois?\s(?:.{0,200}\s)?(seulement si|que si|si elle est d accord|quand elle est d accord|si elle respecte)\s(?:.{0,200}\s)?(religion|dieu|foi|coran)\s/,
    negatable: true,
    sentence: true,
  },
  { id: 'religion_above_law', label: 'se réclame de la charia', pattern: /\scharia\s/, negatable: true },
  {
    id: 'women_submission',
    label: 'défend la soumission des femmes',
    pattern: /\s(femmes?|fames?|epouses?|filles?)\s(?:.{0,200}\s)?(doit|doivent|devrait|devraient|dois)\s(?:.{0,200}\s)?(obeir|rester a la maison|rester au foyer|se soumettre|porter le voile|demander la permission|ecouter son mari|servir|s occuper de la maison|s occuper du foyer|s occuper des enfants|faire le menage|faire la cuisine)\s|\splace (de la|d une) (femme|fame)\s(?:.{0,200}\s)?(a la maison|au foyer|a la cuisine)\s/,
    negatable: true,
  },
  {
    id: 'male_superiority',
    label: 'affirme la supériorité des hommes sur les femmes',
    pattern: /\s(hommes?|maris?)\s(?:.{0,200}\s)?(superieurs?|au-dessus|au dessus|chef de la femme|chef de famille|chef de la famille|commande|decide pour|doit decider|decide tout|plus importants?)\s/,
    negatable: true,
  },
  {
    id: 'women_rights_denied',
    label: 'refuse aux femmes des droits que la loi leur garantit',
    pattern: /\s(femmes?|epouses?|filles?)\s(?:.{0,200}\s)?(ne doit pas|ne doivent pas|ne peut pas|ne peuvent pas|ne devrait pas|ne devraient pas|n ont pas le droit de|n a pas le droit de)\s(?:.{0,200}\s)?(travailler|voter|sortir|conduire|etudier|divorcer|choisir|decider|se marier)\s/,
    negatable: false,
  },
  {
    id: 'women_rights_denied',
    label: 'refuse un professionnel à cause de son sexe',
    pattern: new RegExp(
      `\\s${REFUSAL}\\s(?:.*\\s)?(medecin|docteur|enseignante?|professeure?|policiere?|infirmiere?|homme|femme)\\s(?:.*\\s)?(femme|homme|sexe|soign\\w*|examin\\w*|ausculte\\w*|touche\\w*)\\s` +
        `|\\sprefere\\w* (qu )?(un |une )?(medecin |docteur )?(homme|femme)\\s(?:.*\\s)?(soign\\w*|examin\\w*|ausculte\\w*|medecin|docteur)\\s` +
        `|\\sprefere\\w* (un |une )?(medecin|docteur|enseignant\\w*|professeur\\w*) (homme|femme)\\s`,
    ),
    negatable: true,
    ownNegation: REFUSAL_OWN,
    unlessSentence: ACCEPTS,
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
    pattern: /\sviolence\s(?:.{0,200}\s)?(justifiee|necessaire|normale|acceptable|utile|permise|solution)\s/,
    negatable: true,
  },
  {
    id: 'violence',
    label: 'justifie le recours à la violence',
    pattern: /\s(frapper|battre|gifler|corriger|taper)\s(?:.{0,200}\s)?(femme|femmes|epouse|enfant|enfants|mari|fille|fils)\s(?:.{0,200}\s)?(normal|permis|droit|parfois|necessaire|faut)\s|\s(droit|normal|faut|parfois)\s(?:.{0,200}\s)?(frapper|battre|gifler|corriger|taper)\s/,
    negatable: true,
  },
  {
    id: 'violence',
    label: 'justifie le recours à la violence',
    pattern: /\s(gifle\w*|fessee\w*|claque\w*|coups?)\s(?:.{0,200}\s)?(normal|normale|permis|necessaire|utile|pour eduquer|educati\w*|pas grave|faut)\s/,
    negatable: true,
    sentence: true,
  },
  {
    id: 'forced_marriage',
    label: 'accepte le mariage forcé ou la polygamie',
    pattern: /\s(polygamie|mariage force|mariages forces|plusieurs epouses|plusieurs femmes)\s(?:.{0,200}\s)?(normal|normale|acceptable|bien|tradition|permis|droit|accepte|bonne chose)\s/,
    negatable: true,
    sentence: true,
  },
  {
    id: 'forced_marriage',
    label: 'entend imposer un mariage à son enfant',
    pattern: /\s(je|nous|parents?|pere|famille)\s(?:.{0,200}\s)?(choisirai|choisirais|choisis|choisir|decide|deciderai|deciderais|decider|imposerai|imposerais|imposer|interdirai|interdirais|refuserai|refuserais)\s(?:.{0,200}\s)?(mari|epoux|mariage|epouser)\s/,
    negatable: true,
  },
  {
    id: 'forced_marriage',
    label: 'refuse que son enfant épouse une personne d’une autre religion ou origine',
    pattern: new RegExp(
      `\\s${REFUSAL}\\s(?:.*\\s)?(epouse\\w*|marie\\w*|mariage)\\s(?:.*\\s)?${OTHER_FAITH}\\s` +
        `|\\s(fille|fils|enfants?|elle|il)\\s(?:.*\\s)?(n epousera|ne se mariera|ne pourra pas (epouser|se marier)|n a pas le droit (d epouser|de se marier))\\s(?:.*\\s)?${OTHER_FAITH}\\s`,
    ),
    negatable: true,
    ownNegation: /\s(n accepte\w* pas|n accepterai\w* pas|ne laisse\w* pas|ne laisserai\w* pas|ne veux pas|ne voudrais pas|n autorise\w* pas|n autoriserai\w* pas|n epousera jamais|n epousera|ne se mariera jamais|ne se mariera|ne pourra pas|n a pas le droit)\s/g,
  },
  {
    id: 'discrimination',
    label: 'tient des propos discriminatoires',
    pattern: /\s(homosexuel\w*|gays?|lesbiennes?|juifs?|musulmans?|chretiens?|noirs?|arabes?|etrangers?|athees?)\s(?:.{0,200}\s)?(inferieur\w*|malades?|ne meritent pas|dehors|dangereux|pas normaux|pas normal|interdits?)\s/,
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
    pattern: /\s(refuse\w*|ne veux pas|ne vais pas|ne signerai pas|ne signerais pas|pas signer)\s(?:.{0,200}\s)?(signer|charte)\s|\sne signerai pas\s/,
    negatable: true,
    ownNegation: /\s(ne veux pas|ne vais pas|ne signerai pas|ne signerais pas|pas signer)\s/g,
  },
];

export interface RedFlag {
  id: string;
  label: string;
  /** The clause of the answer that carried it, as said. */
  clause: string;
  /** For a position of the catalogue (stances.ts): what the law provides, and its source. */
  law?: string;
  source?: string;
  topic?: string;
}

/** Whether a negation governs the statement matched at `end` (or the clause condemns it). */
function negatedUpTo(clause: string, end: number, own?: RegExp): boolean {
  let head = clause.slice(0, end + 1);
  if (own) head = head.replace(own, ' ');
  return NEGATION.test(`${head} `) || CONDEMN.test(clause);
}

/**
 * Red flags in an answer. `genderQuestion` marks a question about equality between women and men,
 * where "ce n'est pas égal" rejects equality even without naming women or men.
 */
export function detectRedFlags(text: string, genderQuestion = false, question = '', seen?: { conforms: string[] }): RedFlag[] {
  // The catalogue of positions (stances.ts) decides first, with its negation scope and reservations.
  const stances = detectStances(text, question);
  // The positions that conform to the law, for the learned judge (judge.ts), which reads them as features.
  if (seen) seen.conforms = stances.filter((h) => h.polarity === 'conforms').map((h) => h.topic);
  const contrary = stances.filter((h) => h.polarity === 'contrary');
  const fromCatalogue: RedFlag[] = contrary.map((h) => ({ id: h.id, label: h.label, clause: h.sentence, law: h.law, source: h.source, topic: h.topic }));
  // The older rules below add what the catalogue does not hold, never a second flag for a sentence it judged.
  const judged = stances.map((h) => h.sentence.replace(/ , /g, ' '));
  const legacy = legacyRedFlags(text, genderQuestion).filter((f) => !judged.some((s) => s.includes(f.clause.trim()) || f.clause.includes(s)));
  return [...fromCatalogue, ...legacy];
}

/** The subject of each older rule, as the catalogue names its topics. */
export const LEGACY_TOPIC: Record<string, string> = {
  religion_above_law: 'religion_law',
  rejects_law: 'religion_law',
  women_submission: 'equality',
  male_superiority: 'equality',
  women_rights_denied: 'equality',
  rejects_equality: 'equality',
  violence: 'domestic_violence',
  forced_marriage: 'marriage',
  discrimination: 'hate_speech',
  rejects_laicite: 'laicite',
  refuses_charter: 'charter',
};

function legacyRedFlags(text: string, genderQuestion: boolean): RedFlag[] {
  const found: RedFlag[] = [];
  const seen = new Set<string>();
  const add = (rule: { id: string; label: string }, clause: string) => {
    seen.add(rule.id);
    const topic = /professionnel/.test(rule.label) ? 'care_choice' : LEGACY_TOPIC[rule.id];
    found.push({ id: rule.id, label: rule.label, clause: clause.trim(), ...(topic ? { topic } : {}) });
  };
  for (const rawSentence of fold(text).split(/[.!?;\n]+/)) {
    const sentence = ` ${rawSentence.replace(/[^a-z0-9-]+/g, ' ').trim()} `.replace(IDIOMS, ' ');
    if (!sentence.trim()) continue;
    // "Refuser un médecin femme, c'est de la discrimination": the sentence condemns what it quotes.
    const condemned = CONDEMNED_SENTENCE.test(sentence);
    // Whole-sentence rules: any negation or condemnation in the sentence turns them around.
    for (const rule of RULES.filter((r) => r.sentence)) {
      if (seen.has(rule.id)) continue;
      const m = rule.pattern.exec(sentence);
      if (!m) continue;
      if (rule.negatable && (condemned || negatedUpTo(sentence, sentence.length, rule.ownNegation))) continue;
      add(rule, sentence);
    }
    const rawSpaced = ` ${rawSentence.replace(/[^a-z0-9-]+/g, ' ').trim()} `;
    for (const clause of clauses(rawSentence).map((c) => c.replace(IDIOMS, ' '))) {
      for (const rule of RULES) {
        if (rule.sentence || seen.has(rule.id)) continue;
        const m = rule.pattern.exec(clause);
        if (!m) continue;
        if (rule.unlessSentence?.test(rawSpaced)) continue;
        if (rule.negatable && (condemned || negatedUpTo(clause, m.index + m[0].length, rule.ownNegation))) continue;
        add(rule, clause);
      }
      if (
        !seen.has('rejects_equality') &&
        EQUALITY_REJECTED.test(clause) &&
        (genderQuestion || GENDER.test(clause)) &&
        !DESCRIPTIVE.test(clause) &&
        !CONDEMN.test(clause)
      ) {
        add({ id: 'rejects_equality', label: 'rejette l’égalité entre les femmes et les hommes' }, clause);
      }
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
  { id: 'antidiscrimination', label: 'le refus des discriminations', terms: ['discrimination', 'racisme', 'défenseur des droits', 'signaler', 'inacceptable', 'illégal', 'consentement'] },
  { id: 'democratie', label: 'la démocratie', terms: ['démocratie', 'voter', 'citoyen', 'république', 'charte', 'signer'] },
];

const VALUE_STEMS = VALUE_SIGNALS.map((s) => ({ ...s, stems: s.terms.map(phraseToStems) }));

/**
 * The same principles said in everyday words ("un médecin est un médecin, homme ou femme", "on
 * décide à deux", "chacun croit ce qu'il veut"): an answer of equal substance scores like one that
 * names liberté, égalité or laïcité. Matched on the folded text, word boundaries as spaces.
 */
const NATURAL_SIGNALS: { id: string; pattern: RegExp }[] = [
  {
    id: 'egalite',
    pattern:
      /\s(homme ou (une )?femme|femme ou (un )?homme|hommes? ou femmes?|femmes? ou hommes?|tous pareils|toutes pareilles|pareil pour tous|la meme chose pour|les memes (droits|chances)|a deux|ensemble nous decidons|elle decide|elles decident|comme moi|comme mon fils|comme son frere|pas de difference|aucune difference|un (medecin|docteur|professeur|policier|juge) (reste|est) un (medecin|docteur|professeur|policier|juge)|sont pareils|on est tous (pareils|egaux|les memes))\s/,
  },
  {
    id: 'liberte',
    pattern: /\s(ce qu (il|elle|on) veut|qui (il|elle) veut|choisira|choisit|choisir (sa|son|ses)|c est sa vie|sa propre vie|elle fera ses etudes|librement|sans obligation)\s/,
  },
  {
    id: 'laicite',
    pattern: /\s(chacun (croit|pratique|prie)|chacun sa religion|croire ou ne pas croire|religion (reste|c est) (a la maison|prive|personnel)|sans gener personne|ne (montre|montrent) pas (sa|leur) religion|a l ecole (on|il n y a)|chez (lui|soi|moi) (pour|sa|ma) (religion|foi))\s/,
  },
  { id: 'loi', pattern: /\s(la loi (est|reste) la meme|meme loi pour|la loi pour tout le monde|la loi s applique)\s/ },
  {
    id: 'fraternite',
    pattern: /\s(j aide|nous aidons|on aide|aider (les|ma|mon|mes)|donne mon sang|don du sang|benevole|banque alimentaire|restos du coeur|mes voisins|ma voisine|mon voisin)\s/,
  },
  { id: 'respect', pattern: /\s(ce qui compte c est (qu il|qu elle|la competence|le travail|la personne)|je respecte (tout le monde|les autres|chacun))\s/ },
  { id: 'nonviolence', pattern: /\s(on ne frappe (jamais|pas)|ne jamais frapper|on parle|on s explique|on discute|sans violence)\s/ },
  {
    id: 'antidiscrimination',
    pattern: /\s(peu importe (d ou|la couleur|l origine|la religion|le sexe|son origine|sa couleur|sa religion)|quelle que soit (sa|son|leur) (origine|couleur|religion))\s/,
  },
];

export function findValueSignals(text: string, precomputed?: MatchToken[]): string[] {
  const stems = precomputed ?? answerStems(text);
  const found = VALUE_STEMS.filter((s) => s.stems.some((t) => containsStems(stems, t))).map((s) => s.id);
  const folded = spacedFoldText(text);
  for (const n of NATURAL_SIGNALS) if (!found.includes(n.id) && n.pattern.test(folded)) found.push(n.id);
  return found;
}

export function valueSignalLabel(id: string): string {
  return VALUE_SIGNALS.find((s) => s.id === id)?.label ?? id;
}
