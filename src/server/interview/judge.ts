// The learned judge (issue 34): three small logistic regressions, trained by
// scripts/train-examiner.ts on answers written by people who never read the rules
// (tests/fixtures/interview-corpus/tune.json and tests/fixtures/interview-train/), used beside the
// hand-written rules of stances.ts, values.ts, scoring.ts and general-facts.ts:
// - stance: the answer takes a position contrary to the law (any stage);
// - evasive: the answer does not answer the question (evasion, stock sentence, off topic);
// - wrongFact: the answer states something about France that looks wrong.
// The features are sparse and binary (accent-folded Snowball stems, word bigrams, words under a
// negation or after a reservation marked as such, the question's topic and the overlap of question
// and answer); the weights are a committed JSON (content/judge-weights.json), read once at start;
// other weights are passed in (evaluateAnswer's `weights`: the training script's folds, the tests'
// hand-set model).
// How the judgement is combined with the rules, and what it measures on answers it never saw, is in
// docs/interview-scoring.md. Pure functions, no I/O beyond the one JSON import.
import type { InterviewStage } from '../../shared/constants.js';
import weightsJson from './content/judge-weights.json' with { type: 'json' };
import { STANCE_TOPICS, TOPIC_LAW, topicsOf, type StanceTopicId } from './stances.js';
import type { RedFlag } from './values.js';
import { FRENCH_STOPWORDS, MAX_ANALYSED_CHARS, fold, stem } from './text.js';

export type JudgeModelId = 'stance' | 'evasive' | 'wrongFact';

export interface LinearModel {
  bias: number;
  /** Feature name → weight. Features absent here weigh nothing. */
  weights: Record<string, number>;
  /** Probability from which the model alone decides (chosen on validation folds, never on test.json). */
  threshold: number;
  /** For the stance model: a red flag of the rules stands unless the probability is below this. */
  veto?: number;
}

export interface JudgeWeights {
  version: number;
  /** Feature groups the models were trained with (the featuriser must produce the same). */
  groups: FeatureGroup[];
  models: Partial<Record<JudgeModelId, LinearModel>>;
}

export type FeatureGroup = 'unigram' | 'bigram' | 'negation' | 'reservation' | 'question' | 'overlap' | 'length' | 'rules';

export const ALL_GROUPS: FeatureGroup[] = ['unigram', 'bigram', 'negation', 'reservation', 'question', 'overlap', 'length', 'rules'];

/** What the hand-written rules made of the answer, read by the judge as features. */
export interface RuleVerdicts {
  /** The topic (or rule id) of each red flag of the rules. */
  topics: string[];
  /** The topic of each position of the catalogue the answer takes that conforms to the law. */
  conforms: string[];
  /** A word that takes a clear position (scoring.ts STANCE). */
  stance: boolean;
  clarification: boolean;
  evasive: boolean;
  offTopic: boolean;
  wrongFact: boolean;
  /** A principle of the Republic named (values.ts). */
  values: boolean;
  /** A concept of a knowledge question credited. */
  concepts: boolean;
}

// Negation starters: "ne/n'" (with its "pas/jamais/plus/rien/point" consumed), or a bare "pas",
// "jamais", "aucun", "sans", "non", "personne ne", "rien". A second negation in the same scope
// turns it back ("il n'est pas question qu'elles n'aient pas la même part").
const NE = new Set(['ne', 'n']);
const NEG_TAIL = new Set(['pas', 'jamais', 'plus', 'rien', 'point', 'guere', 'aucun', 'aucune', 'personne', 'nullement']);
const NEG_BARE = new Set(['pas', 'jamais', 'aucun', 'aucune', 'sans', 'non', 'nullement']);
// Reservations and contrasts: what follows is judged on its own.
const RESERVATION = new Set(['mais', 'sauf', 'cependant', 'pourtant', 'toutefois', 'sinon', 'excepte', 'condition', 'moment', 'seulement', 'quand']);
// Pieces of elision and fillers that carry nothing.
const FILLER = new Set(['euh', 'heu', 'bah', 'ben', 'hein', 'hmm', 'bon', 'ah', 'oh']);

const stemCache = new Map<string, string>();
function stemOf(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    s = word.length <= 2 || /^\d+$/.test(word) ? fold(word) : stem(word) || fold(word);
    if (stemCache.size > 50_000) stemCache.clear();
    stemCache.set(word, s);
  }
  return s;
}

interface Tok {
  s: string;
  neg: boolean;
  res: boolean;
}

/** Words of a text (lower case, accents kept for the stemmer), sentence by sentence, with their scope. */
function scopedTokens(text: string): Tok[][] {
  const out: Tok[][] = [];
  for (const piece of text.slice(0, MAX_ANALYSED_CHARS).toLowerCase().split(/[.!?;:…\n]+/u)) {
    const words = piece.replace(/[’‘`´]/g, "'").match(/[\p{L}\p{N}]+|,/gu) ?? [];
    const toks: Tok[] = [];
    let neg = false;
    let pendingTail = false;
    let res = false;
    for (const raw of words) {
      if (raw === ',') {
        // A comma ends a bare negation's reach but not a reservation's.
        neg = false;
        pendingTail = false;
        continue;
      }
      const w = raw === 'qu' ? 'que' : raw === 'n' ? 'ne' : raw;
      const f = fold(w);
      if (FILLER.has(f)) continue;
      if (RESERVATION.has(f)) {
        res = true;
        neg = false;
        pendingTail = false;
      }
      if (NE.has(f)) {
        neg = !neg;
        pendingTail = true;
        toks.push({ s: 'ne', neg, res });
        continue;
      }
      if (pendingTail && NEG_TAIL.has(f)) {
        pendingTail = false;
        toks.push({ s: f, neg, res });
        continue;
      }
      if (NEG_BARE.has(f)) {
        neg = !neg;
        toks.push({ s: f, neg, res });
        continue;
      }
      toks.push({ s: stemOf(w), neg, res });
    }
    if (toks.length) out.push(toks);
  }
  return out;
}

const contentStems = (text: string): Set<string> =>
  new Set(
    (fold(text.slice(0, MAX_ANALYSED_CHARS)).match(/[a-z0-9]+/g) ?? [])
      .filter((w) => w.length > 3 && !FRENCH_STOPWORDS.has(w))
      .map(stemOf),
  );

// The question's topics and content stems: the bank has a few hundred questions, each read once.
const questionCache = new Map<string, { topics: Set<StanceTopicId>; stems: Set<string> }>();
function questionInfo(question: string): { topics: Set<StanceTopicId>; stems: Set<string> } {
  let info = questionCache.get(question);
  if (!info) {
    info = { topics: topicsOf(question), stems: contentStems(question) };
    if (questionCache.size > 2000) questionCache.clear();
    questionCache.set(question, info);
  }
  return info;
}

const bin = (n: number, edges: number[]) => {
  let i = 0;
  while (i < edges.length && n > edges[i]!) i++;
  return i;
};

/** The judge's features for one answer to one question (a set of names, each worth 1). */
export function judgeFeatures(
  question: string,
  answer: string,
  stage: InterviewStage | string,
  rules: RuleVerdicts | null,
  groups: readonly FeatureGroup[] = ALL_GROUPS,
): string[] {
  const on = new Set(groups);
  const f = new Set<string>();
  const sentences = scopedTokens(answer);
  let words = 0;
  for (const toks of sentences) {
    let prev = '^';
    for (const t of toks) {
      words++;
      if (on.has('unigram')) f.add(`w:${t.s}`);
      if (on.has('negation') && t.neg) f.add(`n:${t.s}`);
      if (on.has('reservation') && t.res) f.add(`r:${t.s}`);
      if (on.has('bigram')) f.add(`b:${prev}_${t.s}`);
      prev = t.s;
    }
    if (on.has('bigram')) f.add(`b:${prev}_$`);
  }
  if (on.has('length')) {
    f.add(`len:${bin(words, [0, 2, 4, 8, 15, 30, 60])}`);
    if (answer.includes('?')) f.add('has?');
  }
  const q = questionInfo(question);
  if (on.has('question')) {
    f.add(`stage:${stage}`);
    for (const t of q.topics) f.add(`qt:${t}`);
  }
  if (on.has('overlap')) {
    const a = contentStems(answer);
    const shared = [...a].filter((s) => q.stems.has(s)).length;
    f.add(`ov:${bin(shared, [0, 1, 2, 4])}`);
    f.add(`ovr:${a.size === 0 ? 'none' : bin(shared / a.size, [0, 0.1, 0.25, 0.5])}`);
    const qt = q.topics;
    const at = topicsOf(answer);
    if (qt.size) f.add([...qt].some((t) => at.has(t)) ? 'topic:same' : at.size ? 'topic:other' : 'topic:none');
  }
  if (on.has('rules') && rules) {
    if (rules.topics.length) f.add('R:flag');
    for (const t of rules.topics) f.add(`R:flag:${t}`);
    if (rules.conforms.length) f.add('R:conf');
    for (const t of rules.conforms) f.add(`R:conf:${t}`);
    if (rules.stance) f.add('R:stance');
    if (rules.clarification) f.add('R:clarify');
    if (rules.evasive) f.add('R:evasive');
    if (rules.offTopic) f.add('R:offtopic');
    if (rules.wrongFact) f.add('R:wrong');
    if (rules.values) f.add('R:values');
    if (rules.concepts) f.add('R:concepts');
  }
  return [...f];
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function probability(model: LinearModel, features: readonly string[]): number {
  let z = model.bias;
  for (const name of features) z += model.weights[name] ?? 0;
  return sigmoid(z);
}

const COMMITTED = weightsJson as unknown as JudgeWeights;

export interface Judgement {
  /** Probability that the answer takes a position contrary to the law. */
  contrary: number;
  /** Probability that the answer does not answer the question. */
  evasive: number;
  /** Probability that the answer states a wrong fact about France. */
  wrongFact: number;
}

/** The three probabilities for one answer (0 for a model the weights do not hold). */
export function judge(question: string, answer: string, stage: InterviewStage, rules: RuleVerdicts | null, weights: JudgeWeights = COMMITTED): Judgement {
  const features = judgeFeatures(question, answer, stage, rules, weights.groups);
  const p = (id: JudgeModelId) => {
    const m = weights.models[id];
    return m ? probability(m, features) : 0;
  };
  return { contrary: p('stance'), evasive: p('evasive'), wrongFact: p('wrongFact') };
}

/** The committed weights (thresholds included). */
export function judgeWeights(): JudgeWeights {
  return COMMITTED;
}

/** The topic a learned position is about: the question's topic the answer speaks of, else the question's, else the answer's. */
export function judgedTopic(question: string, answer: string): StanceTopicId {
  const q = topicsOf(question);
  const a = topicsOf(answer);
  const order = STANCE_TOPICS.map((t) => t.id);
  return order.find((t) => q.has(t) && a.has(t)) ?? order.find((t) => q.has(t)) ?? order.find((t) => a.has(t)) ?? 'religion_law';
}

/**
 * A red flag for a position the stance model judges contrary to the law where no stance of the
 * catalogue matched: the topic's law and source (stances.ts), and the sentence the model finds
 * most contrary as its clause.
 */
export function learnedRedFlag(question: string, answer: string, stage: InterviewStage, rules: RuleVerdicts | null, weights: JudgeWeights = COMMITTED): RedFlag {
  const topic = judgedTopic(question, answer);
  const model = weights.models.stance;
  const sentences = answer.slice(0, MAX_ANALYSED_CHARS).split(/(?<=[.!?;…])\s+|\n+/u).filter((s) => /[\p{L}]/u.test(s));
  let clause = answer.trim();
  if (model && sentences.length > 1) {
    let best = -1;
    for (const s of sentences) {
      const p = probability(model, judgeFeatures(question, s, stage, rules, weights.groups));
      if (p > best) {
        best = p;
        clause = s.trim();
      }
    }
  }
  const label = STANCE_TOPICS.find((t) => t.id === topic)!.label;
  return { id: `learned_${topic}`, label: `prend, sur ${label}, une position que la loi ne permet pas`, clause, ...TOPIC_LAW[topic], topic };
}
