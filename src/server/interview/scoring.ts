// Scoring of one answer and of the whole interview on the four axes (out of 20) plus overall.
// The rules are written down in docs/interview-scoring.md; keep both in step.
import type { InterviewStage } from '../../shared/constants.js';
import { analyseLanguage, type DetectedLanguage } from './language.js';
import type { BankQuestion } from './interview-bank.js';
import { checkFacts } from './facts.js';
import { generalFactCheck } from './general-facts.js';
import { FRENCH_STOPWORDS, MAX_ANALYSED_CHARS, answerStems, containsStems, phraseToStems, spacedFoldText, tokenize, type MatchToken } from './text.js';
import { detectStances, topicsOf } from './stances.js';
import { detectRedFlags, findValueSignals, type RedFlag } from './values.js';
import { judge, judgeWeights, learnedRedFlag, type JudgeWeights, type RuleVerdicts } from './judge.js';

export interface Assessment {
  languageSkills: number;
  civicKnowledge: number;
  motivation: number;
  republicanValues: number;
  overall: number;
}

export type Axis = Exclude<keyof Assessment, 'overall'>;

/** What the examiner made of one answer. Plain JSON: it is stored with the examiner state. */
export interface AnswerEvaluation {
  language: DetectedLanguage;
  wordCount: number;
  languageScore: number;
  languageNotes: string[];
  connectors: string[];
  spellingRate: number;
  lexicalDiversity: number;
  /** 'je ne sais pas' and the like, with nothing else. */
  nonAnswer: boolean;
  /** The answer shares no word with the question's topic (and found no concept). */
  offTopic: boolean;
  conceptsFound: string[];
  wrongFacts: string[];
  motivationSignals: string[];
  motivationScore: number | null;
  valueSignals: string[];
  valuesScore: number | null;
  redFlags: RedFlag[];
  /** A request to repeat or reword the question ("pouvez-vous répéter ?"): not an answer, not scored. */
  clarification?: boolean;
  /** An answer that takes no position ("ça dépend", "on verra", "pas d'avis"). */
  evasive?: boolean;
  /** The same answer as one given to an earlier question (set by the examiner). */
  repeated?: boolean;
  /** The clause (folded) that stated each wrong fact, in the order of `wrongFacts`. */
  wrongSaid?: string[];
  /**
   * A statement about France the learned judge finds doubtful, where no rule found a wrong fact: the
   * examiner puts it back to the candidate once (« vous êtes sûr ? »), with no correction to give.
   */
  doubtedFact?: boolean;
}

/** Options of `evaluateAnswer`: `judge: false` gives the hand-written rules alone (training, comparisons). */
export interface EvaluateOptions {
  judge?: boolean;
  /** The judge's weights (default: the committed ones, judgeWeights()); the training script judges its folds with its own. */
  weights?: JudgeWeights;
  /** Receives the rules' verdicts as the judge reads them (the training script reads them so). */
  onVerdicts?: (verdicts: RuleVerdicts) => void;
}

/**
 * How the judge and the rules combine (the training script mirrors it to pick the thresholds):
 * - a rule's red flag is dropped when the stance model is below its veto, on answers of at least
 *   VETO_MIN_WORDS words only (a short answer gives the model too little to overrule a rule);
 * - the stance model flags alone from its threshold, unless the catalogue found a position that
 *   conforms to the law in the answer;
 * - the evasive model needs EVASIVE_WITH_POSITION where the rules see a position of the catalogue or
 *   a principle, and never calls evasive an answer of one or two words (the rules ask for more);
 * - a doubt on a fact is never raised on one or two words.
 */
export const VETO_MIN_WORDS = 20;
/** The evasive model's threshold where the rules see a principle or a position of the catalogue. */
export const EVASIVE_WITH_POSITION = 0.85;

// Stages the evasive model was trained on (the welcome and the Charte are not in its corpora).
const JUDGED_EVASION_STAGES: ReadonlySet<InterviewStage> = new Set(['identity', 'motivation', 'values', 'civic_knowledge']);

const NON_ANSWER = [
  /\bje (ne )?(sais|connais) (pas|rien|plus)\b/, /\bj (en )?sais (pas|rien)\b/, /\baucune idee\b/, /\bpas d idee\b/,
  /\bje (ne )?m en souviens (pas|plus)\b/, /\bje (ne )?me (souviens|rappelle) (pas|plus)\b/, /\bje (ne )?peux pas (vous )?(repondre|dire)\b/,
  /\bje n ai pas de reponse\b/, /\bpas de reponse\b/, /\bje (ne )?comprends pas\b/, /\bi (don t|do not) know\b/, /\bno idea\b/,
  /\bno se\b/, /\bje passe\b/, /\bsans idee\b/, /\baucun avis\b/, /\bje sais pas\b/,
];
const FILLER = new Set(
  ('je ne sais pas rien plus desole desolee excusez-moi excusez moi pardon monsieur madame euh heu bah ben vraiment malheureusement ' +
    'du tout aucune idee pas d idee connais me souviens rappelle comprends peux vous repondre dire i don t know do not no idea se ' +
    'en m j n oui non c est la question cette honnetement franchement de ca cela passe sans reponse avis aucun').split(/\s+/),
);

/** Words that take a clear position (the red flags are checked first, so here they uphold the values). */
const STANCE =
  /\s(oui|bien sur|evidemment|absolument|jamais|toujours|non|interdit\w*|inacceptable|normal|d accord|respecte\w*|signe\w*|signerai|libre|libres|egaux|egal|egales|pareil|compte|contre|refuse\w*|au-dessus|au dessus|en premier|d abord|avant|prive|privee|neutre|yes|never|always|of course|personne ne|aucune raison|punis?|punie|qui (elle|il) veut|peut critiquer|droit de)\s|\s(ne|n)\s(?:\S+\s){0,3}?(pas|jamais|rien)\s/;

// A request to hear the question again or reworded. Strong markers count in any short answer; weak
// ones ("pardon ?", "c'est quoi ?") only in a very short question.
const CLARIFY_STRONG =
  / (?:repeter|repetez|repete|reformuler|reformulez|redire|redites|dire autrement|dire plus simple|plus simplement|plus simple|plus lentement|encore une fois|pas (?:bien |tres bien |trop )?compris|pas (?:bien |tres bien )?entendu|pas saisi|c est-a-dire|c est a dire|ca veut dire quoi|qu est-ce que ca veut dire|que veut dire|connais pas ce mot|connais pas le mot|comprends pas (?:le|ce) mot|que voulez-vous dire|qu entendez-vous)(?= )/;
const CLARIFY_WEAK = / (?:pardon|c est quoi|de quoi|comment|quoi|excusez-moi|desole|desolee|hein)(?= )/;
// No position taken: "ça dépend", "on verra", "pas d'avis", "c'est compliqué".
const EVASION =
  / (?:ca depend|cela depend|ca depend de|on verra|je verrai|nous verrons|c est complique|c est delicat|c est difficile a dire|pas mes affaires|pas mon affaire|pas nos affaires|ca me regarde pas|ca ne me regarde pas|pas d avis|aucun avis|sans avis|je prefere pas|je prefere ne pas|peut-etre pas|chacun fait comme il veut|chacun fait ce qu il veut|chacun voit|chacun eleve|chaque famille est differente|chaque famille|c est elle qui verra|c est lui qui verra|c est eux qui verront|je m en mele pas|je ne m en mele pas|question pour les|j y ai jamais pense|je n y ai jamais pense|je sais pas encore|je ne sais pas encore|des avis pour et des avis contre|avis pour et|bof|je vais voir|pas encore lu|une longue histoire|c est loin|on sait jamais|ca arrive a tout le monde|c est personnel|je reponds pas|je ne reponds pas|pas de commentaire|sur le bout de la langue|c est la vie)(?= )/;

/** True when the answer asks for the question again, or reworded, rather than answering it. */
export function isClarificationRequest(text: string): boolean {
  const s = spacedFoldText(text);
  const words = s.trim().split(' ').filter(Boolean).length;
  if (words === 0 || words > 30) return false;
  if (CLARIFY_STRONG.test(s)) return true;
  return text.includes('?') && words <= 10 && CLARIFY_WEAK.test(s);
}

// Words of a stock answer that could be said to any question ("Je respecte les lois de la République
// et les valeurs de la France", "Liberté, égalité, fraternité", "J'aime la France").
const GENERIC = new Set(
  ('je j ai suis me moi on nous la le les l de des du d un une et ou a au aux en c est ce ca cela voila tout monde pareil pareils tous ' +
    'liberte egalite fraternite france francaise francais republique loi lois valeur valeurs respecte respecter respect pays droits ' +
    'droit homme hommes bien integre integree travaille paie paye mes impots aime mon ma maintenant jamais eu probleme problemes ' +
    'beau belle grand grande vraiment tres important importante principes principe devoirs devoir citoyen citoyenne ici toujours ' +
    'oui euh bah ben alors donc vive pour').split(' '),
);

/** True when every word of a short answer is one a stock sentence is made of. */
export function isGenericOnly(text: string): boolean {
  const words = spacedFoldText(text).trim().split(' ').filter(Boolean);
  return words.length >= 3 && words.length <= 20 && words.every((w) => GENERIC.has(w));
}

/** True when the answer avoids taking a position. */
export function isEvasive(text: string): boolean {
  const s = spacedFoldText(text);
  const words = s.trim().split(' ').filter(Boolean).length;
  return words > 0 && words <= 35 && EVASION.test(s);
}

/** True when the answer says only that the candidate does not know (in any wording). */
export function isNonAnswer(text: string): boolean {
  const s = spacedFoldText(text);
  if (!NON_ANSWER.some((re) => re.test(s))) return false;
  const rest = s.split(' ').filter((w) => w && !FILLER.has(w));
  return rest.length <= 2;
}

/** Ties to France and concrete reasons, grouped; each group counts once. */
export const MOTIVATION_SIGNALS: { id: string; label: string; terms: string[] }[] = [
  { id: 'travail', label: 'le travail', terms: ['travail', 'travaille', 'emploi', 'métier', 'entreprise', 'salarié', 'cdi', 'collègues', 'profession', 'carrière', 'infirmière', 'ingénieur', 'commerce'] },
  { id: 'famille', label: 'la famille', terms: ['famille', 'enfants', 'enfant', 'mari', 'épouse', 'conjoint', 'fils', 'fille', 'parents', 'petits-enfants', 'mariée', 'marié'] },
  { id: 'duree', label: 'les années vécues en France', terms: ['depuis', 'ans', 'années', 'arrivé', 'toute ma vie'] },
  { id: 'participation', label: 'la participation à la vie collective', terms: ['association', 'bénévole', 'bénévolat', 'voter', 'vote', 'élections', 'impôts', 'participer', 'engagement', 'citoyen', 'citoyenne', 'syndicat', 'conseil', 'parents d’élèves'] },
  { id: 'attachement', label: 'l’attachement à la France', terms: ['aime la france', 'aime', 'attaché', 'appartenir', 'appartenance', 'chez moi', 'mon pays', 'patrie', 'fier', 'fière', 'reconnaissant', 'reconnaissance', 'sentiment'] },
  { id: 'valeurs', label: 'les valeurs et la culture françaises', terms: ['valeurs', 'liberté', 'égalité', 'fraternité', 'laïcité', 'démocratie', 'culture', 'langue française', 'histoire', 'droits'] },
  { id: 'avenir', label: 'un projet d’avenir en France', terms: ['avenir', 'projet', 'futur', 'construire', 'rester', 'vivre ici', 'installer', 'acheter', 'créer'] },
  { id: 'integration', label: 'l’intégration dans la société', terms: ['intégré', 'intégration', 'amis', 'voisins', 'quartier', 'français couramment'] },
];
const MOTIVATION_STEMS = MOTIVATION_SIGNALS.map((s) => ({ ...s, stems: s.terms.map(phraseToStems) }));

const NOT_FAMILY = / (?:parents? d eleves?|mairies?|mariage blanc)(?= )/;

export function findMotivationSignals(text: string, precomputed?: MatchToken[]): string[] {
  const stems = precomputed ?? answerStems(text);
  const found = MOTIVATION_STEMS.filter((s) => s.stems.some((t) => containsStems(stems, t))).map((s) => s.id);
  // "les parents d'élèves", "la mairie" are not the family (« Dans votre réponse — la famille » was
  // listed for answers that never spoke of it).
  if (found.includes('famille') && NOT_FAMILY.test(spacedFoldText(text))) {
    const family = MOTIVATION_STEMS.find((s) => s.id === 'famille')!;
    const rest = answerStems(spacedFoldText(text).replace(new RegExp(NOT_FAMILY.source, 'g'), ' '));
    if (!family.stems.some((t) => containsStems(rest, t))) found.splice(found.indexOf('famille'), 1);
  }
  // 'depuis' alone is not a duration: require a number or a year nearby.
  if (found.includes('duree') && !/\b(\d{1,4}|un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|trente|plusieurs|longtemps|toute)\b/.test(spacedFoldText(text))) {
    return found.filter((s) => s !== 'duree');
  }
  return found;
}

function onTopic(question: BankQuestion, stems: MatchToken[]): boolean {
  return question.topic.some((t) => containsStems(stems, phraseToStems(t)));
}

/** A yes/no question ("Accepteriez-vous…", "peut-on…", "est-ce que…") is answered by a clear yes or no. */
const YES_NO_QUESTION = /\w-(?:vous|il|elle|on|ils|elles|t-il|t-elle|t-on|je|tu)\b|\best-ce qu|^(?:\s*)(?:avez|êtes|etes|seriez|pourriez|accepteriez|voterez|irez|paierez|serez)\b/i;
const CLEAR_ANSWER = /^ (?:oui|non|si|bien sur|evidemment|absolument|jamais|pas du tout|bah non|bah oui|ah non|ah oui|euh non|euh oui|exactement|tout a fait|totalement|d accord|aucun|aucune|assez|tres|oui oui|non non|pas vraiment|un peu)(?= )/;

/**
 * Whether a values answer speaks of what its question is about: the question names topics of the
 * catalogue (stances.ts: excision, inheritance, the Charte…) and the answer must speak of one of
 * them, take a position on one, or answer a yes/no question with a clear yes or no. Generic words
 * ("je respecte les lois de la République") do not make an answer relevant. Null when the question
 * names no topic of the catalogue (the bank's topic words decide).
 */
export function valuesRelevance(question: BankQuestion, text: string): boolean | null {
  const wanted = topicsOf(question.text);
  if (!wanted.size) return null;
  const stances = detectStances(text, question.text);
  if (stances.some((h) => wanted.has(h.topic))) return true;
  const folded = spacedFoldText(text);
  if (YES_NO_QUESTION.test(question.text) && CLEAR_ANSWER.test(folded)) return true;
  // Speaking of the subject counts when the answer takes a position on something (not a description
  // of one's neighbours or of the hospital's car park).
  const said = topicsOf(text);
  const stems = answerStems(text);
  const shared = [...wanted].some((t) => said.has(t)) || questionWords(question).some((w) => containsStems(stems, w));
  const position = STANCE.test(folded) || stances.length > 0 || findValueSignals(text, stems).length > 0;
  return position || (shared && JUDGEMENT.test(folded));
}

/** Words that judge or take a side, short of a clear position. */
const JUDGEMENT =
  / (?:c est (?:bien|mal|juste|injuste|faux|vrai|utile|important|grave|normal|la loi)|ca me (?:gene|derange|choque)|pas de difference|aucune difference|je pense|je trouve|je crois|a mon avis|pour moi|je suis (?:d accord|pour|contre)|j accepte|ca m a gene|je remercie|je laisse|je le remercie|je la remercie|je defends|j ai defendu|il a le droit|elle a le droit|on peut|on doit|il faut|personnel|ca regarde que moi)(?= )/;

const questionWordCache = new WeakMap<BankQuestion, MatchToken[][]>();
/** The question's own content words (and its topic words), as stems. */
function questionWords(question: BankQuestion): MatchToken[][] {
  let words = questionWordCache.get(question);
  if (!words) {
    const own = tokenize(`${question.text} ${question.simpler}`)
      .map((t) => t.folded)
      .filter((w) => w.length > 3 && !FRENCH_STOPWORDS.has(w) && !/^(?:pensez|penser|pourriez|seriez|feriez|votre|vous|selon|quelle?s?|comment|pourquoi|faire|faites|avez|etes|est-ce)$/.test(w));
    words = [...own, ...question.topic].map(phraseToStems).filter((x) => x.length > 0);
    questionWordCache.set(question, words);
  }
  return words;
}

const clamp20 = (n: number) => Math.max(0, Math.min(20, n));
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Evaluates one answer to `question` (a main question or one of its follow-ups). */
export function evaluateAnswer(question: BankQuestion, text: string, options: EvaluateOptions = {}): AnswerEvaluation {
  // What is analysed is capped: a spoken answer is far shorter, and the cost stays bounded.
  const trimmed = text.trim().slice(0, MAX_ANALYSED_CHARS);
  const lang = analyseLanguage(trimmed, question.targetWords);
  const nonAnswer = trimmed.length > 0 && isNonAnswer(trimmed);
  const stage: InterviewStage = question.stage;
  const facts = nonAnswer ? { conceptsFound: [], wrongFacts: [] } : checkFacts(question, trimmed);
  const { conceptsFound } = facts;
  // Wrong facts about France are questioned wherever they are said, not only where a knowledge question expects them.
  const wrongFacts = [...facts.wrongFacts];
  const wrongSaid = [...(facts.wrongSaid ?? [])];
  if (!nonAnswer && trimmed) {
    const general = generalFactCheck(question.text, trimmed);
    general.wrongFacts.forEach((w, i) => {
      if (wrongFacts.includes(w)) return;
      wrongFacts.push(w);
      wrongSaid.push(general.wrongSaid[i] ?? '');
    });
  }
  const stems = answerStems(trimmed);
  const motivationSignals = nonAnswer ? [] : findMotivationSignals(trimmed, stems);
  const valueSignals = nonAnswer ? [] : findValueSignals(trimmed, stems);
  const seen = { conforms: [] as string[] };
  const ruleFlags = trimmed ? detectRedFlags(trimmed, question.gender ?? false, question.stage === 'values' || question.stage === 'closing' ? question.text : '', seen) : [];
  const words = tokenize(trimmed).length;
  // Requests to repeat, evasion and relevance, as the rules see them for a given set of red flags.
  const relevanceWith = (flagged: boolean) => {
    const clarification = trimmed.length > 0 && !flagged && isClarificationRequest(trimmed);
    const evasive = !clarification && !flagged && conceptsFound.length === 0 &&
      (isEvasive(trimmed) || (stage !== 'opening' && stage !== 'closing' && isGenericOnly(trimmed)));
    // Values questions on a topic of the catalogue: the answer must speak of it (generic words do not count).
    const relevance = stage === 'values' && !nonAnswer && !clarification ? valuesRelevance(question, trimmed) : null;
    const offTopic = !nonAnswer && !clarification && !flagged && (relevance === false
      ? words >= 3
      : words >= 4 && conceptsFound.length === 0 && !onTopic(question, stems) &&
        (stage === 'civic_knowledge' || (motivationSignals.length === 0 && valueSignals.length === 0)));
    return { clarification, evasive, offTopic };
  };
  const rules = relevanceWith(ruleFlags.length > 0);
  let redFlags = ruleFlags;
  let { clarification, evasive, offTopic } = rules;
  let doubtedFact = false;
  // The learned judge (judge.ts) beside the rules, which it reads as features. A rule's red flag
  // stands unless the stance model finds the answer clearly not contrary (below its veto); the
  // model alone flags from its threshold. The thresholds were chosen on validation folds.
  const weights = options.weights ?? judgeWeights();
  const judging = options.judge !== false && trimmed !== '' && !nonAnswer;
  let verdicts: RuleVerdicts | null = null;
  if (judging || options.onVerdicts) {
    verdicts = {
      topics: ruleFlags.map((f) => f.topic ?? f.id),
      conforms: seen.conforms,
      stance: STANCE.test(spacedFoldText(trimmed)),
      clarification: rules.clarification,
      evasive: rules.evasive,
      offTopic: rules.offTopic,
      wrongFact: wrongFacts.length > 0,
      values: valueSignals.length > 0,
      concepts: conceptsFound.length > 0,
    };
    options.onVerdicts?.(verdicts);
  }
  if (judging && verdicts) {
    const judged = judge(question.text, trimmed, stage, verdicts, weights);
    const stanceModel = weights.models.stance;
    if (stanceModel) {
      if (redFlags.length > 0 && words >= VETO_MIN_WORDS && stanceModel.veto !== undefined && judged.contrary < stanceModel.veto) redFlags = [];
      if (redFlags.length === 0 && verdicts.conforms.length === 0 && judged.contrary >= stanceModel.threshold) {
        redFlags = [learnedRedFlag(question.text, trimmed, stage, verdicts, weights)];
      }
      if ((redFlags.length > 0) !== (ruleFlags.length > 0)) ({ clarification, evasive, offTopic } = relevanceWith(redFlags.length > 0));
    }
    // An answer the evasive model finds beside the question: followed up once, like the rules' (a
    // knowledge question has no « position personnelle » to ask for: it is off topic there).
    const evasionModel = weights.models.evasive;
    if (evasionModel && JUDGED_EVASION_STAGES.has(stage) && words > 2 && !clarification && !evasive && !offTopic && redFlags.length === 0 &&
      conceptsFound.length === 0 && wrongFacts.length === 0 &&
      judged.evasive >= (verdicts.values || verdicts.conforms.length > 0 ? Math.max(evasionModel.threshold, EVASIVE_WITH_POSITION) : evasionModel.threshold)) {
      if (stage === 'civic_knowledge') offTopic = true;
      else evasive = true;
    }
    const factModel = weights.models.wrongFact;
    doubtedFact = !!factModel && words > 2 && wrongFacts.length === 0 && redFlags.length === 0 && !evasive && !offTopic && !clarification &&
      stage !== 'opening' && judged.wrongFact >= factModel.threshold;
  }

  let languageScore = lang.score;
  if (nonAnswer) languageScore = Math.min(languageScore, 2);

  // Motivation: concrete reasons and ties, scaled by how developed the answer is.
  let motivationScore: number | null = null;
  if (stage === 'motivation' || stage === 'identity' || stage === 'closing') {
    const developed = Math.min(1, words / Math.max(12, question.targetWords * 0.8));
    motivationScore = trimmed === '' || nonAnswer || offTopic || evasive
      ? nonAnswer ? 1 : 0
      : round1(clamp20(developed * (6 + 3.5 * Math.min(4, motivationSignals.length))));
    if (lang.language === 'en' || lang.language === 'other') motivationScore = round1(motivationScore * 0.6);
  }

  // Republican values: adherence shown in values answers and the closing; red flags weigh anywhere.
  let valuesScore: number | null = null;
  if (stage === 'values' || stage === 'closing' || redFlags.length > 0) {
    if (redFlags.length > 0) valuesScore = redFlags.length > 1 ? 0 : 2;
    else if (trimmed === '' || nonAnswer) valuesScore = nonAnswer ? 2 : 0;
    else {
      const developed = Math.min(1, words / Math.max(10, question.targetWords * 0.7));
      const signals = Math.min(4, valueSignals.length);
      // A clear position for the values scores at least 12 however short it is; length and the
      // principles named add to it. Without a position, the old scale stays below 12.
      valuesScore = valueSignals.length > 0 || STANCE.test(spacedFoldText(trimmed))
        ? round1(clamp20(12 + 2 * signals * (0.5 + 0.5 * developed)))
        : round1(Math.min(10, (8 + 3 * signals) * (0.5 + 0.5 * developed)));
      // An answer beside the question, or one that takes no position, earns none of the stage's marks.
      if (offTopic || evasive) valuesScore = 0;
      if (lang.language === 'en' || lang.language === 'other') valuesScore = round1(valuesScore * 0.6);
    }
  }

  if (clarification) {
    motivationScore = null;
    valuesScore = null;
  }

  return {
    language: lang.language,
    wordCount: lang.wordCount,
    languageScore: round1(languageScore),
    languageNotes: lang.notes,
    connectors: [...lang.connectors, ...lang.advancedConnectors],
    spellingRate: round1(lang.spellingRate * 100) / 100,
    lexicalDiversity: Math.round(lang.lexicalDiversity * 100) / 100,
    nonAnswer,
    offTopic,
    conceptsFound,
    wrongFacts,
    motivationSignals,
    motivationScore,
    valueSignals,
    valuesScore,
    redFlags,
    ...(clarification ? { clarification } : {}),
    ...(evasive ? { evasive } : {}),
    ...(wrongSaid.length ? { wrongSaid } : {}),
    ...(doubtedFact ? { doubtedFact } : {}),
  };
}

/** A knowledge answer that states a wrong fact is worth at most this much, whatever else it says. */
export const WRONG_FACT_CAP = 10;

/**
 * Score of one civic question out of 20 from the concepts found over its answers: capped at 10 by a
 * wrong fact, and 5 points less for each further one.
 */
export function civicQuestionScore(question: BankQuestion, conceptsFound: string[], wrongFacts: number): number {
  const required = question.required ?? 1;
  const found = new Set(conceptsFound).size;
  const base = 20 * Math.min(1, found / required);
  if (wrongFacts <= 0) return round1(clamp20(base));
  return round1(clamp20(Math.min(base, WRONG_FACT_CAP) - 5 * (wrongFacts - 1)));
}

export interface ScoredAnswer {
  questionId: string;
  stage: InterviewStage;
  evaluation: AnswerEvaluation;
}

/** Weights of the axes in the training appraisal (`overall`); the civic revision is not counted. */
export const OVERALL_WEIGHTS: Record<Axis, number> = { motivation: 0.4, republicanValues: 0.4, languageSkills: 0.2, civicKnowledge: 0 };

/**
 * The running assessment from every answer so far (see docs/interview-scoring.md).
 * An axis with no evidence yet stays at 0 and is left out of `overall`.
 */
export function computeAssessment(
  answers: ScoredAnswer[],
  getQuestion: (id: string) => BankQuestion,
  overrides: Partial<Record<number, Partial<Record<Axis, number>>>> = {},
): Assessment & { evaluated: Axis[] } {
  const evaluated: Axis[] = [];
  // A request to repeat the question is not an answer: it weighs on no axis.
  const kept = answers.map((a, i) => ({ a, i })).filter(({ a }) => !a.evaluation.clarification);
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const withOverride = (index: number, axis: Axis, value: number) => {
    const o = overrides[index]?.[axis];
    return o === undefined ? value : (value + o) / 2;
  };

  // Language: the mean over every answer.
  const languageScores = kept.map(({ a, i }) => withOverride(i, 'languageSkills', a.evaluation.languageScore));
  const languageSkills = mean(languageScores);
  if (kept.length) evaluated.push('languageSkills');

  // Civic knowledge: the mean over the civic questions asked, concepts pooled over follow-ups.
  const civic = new Map<string, { concepts: string[]; wrong: Set<string>; indexes: number[] }>();
  answers.forEach((a, i) => {
    if (a.stage !== 'civic_knowledge') return;
    const entry = civic.get(a.questionId) ?? { concepts: [], wrong: new Set<string>(), indexes: [] };
    entry.concepts.push(...a.evaluation.conceptsFound);
    // The same error repeated in a follow-up counts once.
    for (const w of a.evaluation.wrongFacts) entry.wrong.add(w);
    entry.indexes.push(i);
    civic.set(a.questionId, entry);
  });
  const civicScores = [...civic.entries()].map(([id, e]) => {
    let score = civicQuestionScore(getQuestion(id), e.concepts, e.wrong.size);
    for (const i of e.indexes) score = withOverride(i, 'civicKnowledge', score);
    return score;
  });
  const civicKnowledge = mean(civicScores);
  if (civicScores.length) evaluated.push('civicKnowledge');

  // Motivation: 70 % the answers of the motivation stage, 30 % the ties named over the interview.
  const motivationAnswers = answers
    .map((a, i) => ({ a, i }))
    .filter(({ a }) => a.stage === 'motivation' && a.evaluation.motivationScore !== null);
  const ties = new Set(
    answers.filter((a) => a.stage !== 'civic_knowledge').flatMap((a) => a.evaluation.motivationSignals),
  );
  const tiesScore = 20 * Math.min(1, ties.size / 5);
  let motivation = 0;
  if (motivationAnswers.length) {
    const m = mean(motivationAnswers.map(({ a, i }) => withOverride(i, 'motivation', a.evaluation.motivationScore ?? 0)));
    motivation = 0.7 * m + 0.3 * tiesScore;
    evaluated.push('motivation');
  } else if (answers.some((a) => a.stage === 'identity')) {
    motivation = tiesScore * 0.8;
    evaluated.push('motivation');
  }

  // Republican values: the mean over the answers that carry evidence, capped by red flags.
  const valueAnswers = answers
    .map((a, i) => ({ a, i }))
    .filter(({ a }) => a.evaluation.valuesScore !== null);
  let republicanValues = mean(valueAnswers.map(({ a, i }) => withOverride(i, 'republicanValues', a.evaluation.valuesScore ?? 0)));
  const redFlags = answers.flatMap((a) => a.evaluation.redFlags);
  if (redFlags.length >= 2) republicanValues = Math.min(republicanValues, 3);
  else if (redFlags.length === 1) republicanValues = Math.min(republicanValues, 6);
  if (valueAnswers.length) evaluated.push('republicanValues');

  const byAxis: Record<Axis, number> = { languageSkills, civicKnowledge, motivation, republicanValues };
  // The training appraisal weighs what the interview is about since 2026; the civic revision is
  // shown apart and left out (the civic exam checks knowledge).
  const weighed = evaluated.filter((axis) => OVERALL_WEIGHTS[axis] > 0);
  const totalWeight = weighed.reduce((n, axis) => n + OVERALL_WEIGHTS[axis], 0);
  let overall = totalWeight ? weighed.reduce((n, axis) => n + OVERALL_WEIGHTS[axis] * byAxis[axis], 0) / totalWeight : 0;
  // Adherence to the values of the Republic is a legal condition (Code civil art. 21-24).
  if (redFlags.length > 0) overall = Math.min(overall, 12);

  return {
    languageSkills: round1(clamp20(languageSkills)),
    civicKnowledge: round1(clamp20(civicKnowledge)),
    motivation: round1(clamp20(motivation)),
    republicanValues: round1(clamp20(republicanValues)),
    overall: round1(clamp20(overall)),
    evaluated,
  };
}
