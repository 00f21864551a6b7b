// The examiner's question bank: the shape of a question (stage, wording, topic, concepts, wrong
// facts, bindings) and the lookup by id. The questions themselves are data, in content/bank.ts and
// content/bank-more.ts.
import type { Category, InterviewStage } from '../../shared/constants.js';
import { CIVIC_QUESTIONS, CLOSING_QUESTIONS, IDENTITY_QUESTIONS, MOTIVATION_QUESTIONS, OPENING_QUESTIONS, VALUES_QUESTIONS } from './content/bank.js';

export { CIVIC_QUESTIONS, CLOSING_QUESTIONS, IDENTITY_QUESTIONS, MOTIVATION_QUESTIONS, OPENING_QUESTIONS, VALUES_QUESTIONS } from './content/bank.js';

export interface Concept {
  id: string;
  /** How the concept is named in the report. */
  label: string;
  /** Phrases any of which shows the concept (matched with folding, stemming and fuzziness). */
  terms: string[];
  /** A short prompt for it when it is missing (« Et Marianne ? »), asked after an incomplete answer. */
  ask?: string;
}

export interface WrongFact {
  /** Tested on each folded clause of the answer, words separated by single spaces (facts.ts). */
  pattern: RegExp;
  /** The correction said by the examiner and shown in the report. */
  correction: string;
  /** Not counted when the same clause also matches this (the right fact, or another subject). */
  except?: RegExp;
  /** Concepts the clause must not earn (or 'clause': none), so a wrong pairing is never credited. */
  poisons?: string[] | 'clause';
  /** The pattern contains its own negation ("on n'a pas le droit de…"): a negated clause still counts. */
  negationIsClaim?: boolean;
  /** Counts even in a clause about the past (by default "avant c'était sept ans" is not an error). */
  pastToo?: boolean;
  /** Tested on the whole sentence rather than clause by clause (a list such as "travail, famille, patrie"). */
  scope?: 'sentence';
}

/** A subject and what belongs to it: "8 mai" ↔ "victoire de 1945". A key said with another key's value is wrong. */
export interface Binding {
  key: RegExp;
  value: RegExp;
  /** The right pairing, said in the correction. */
  fact: string;
}

export type CivicArea = 'symboles' | 'institutions' | 'histoire' | 'geographie' | 'culture' | 'droits_devoirs';

export interface BankQuestion {
  id: string;
  stage: InterviewStage;
  text: string;
  /** A simpler rephrasing used after a non-answer, an off-topic or a non-French answer. */
  simpler: string;
  /** A deeper question asked after a strong answer. */
  deeper?: string;
  /** Words that show an answer is on topic. */
  topic: string[];
  /** Words of the expected length: a full answer is about this long. */
  targetWords: number;
  area?: CivicArea;
  category?: Category;
  /** What the question is about, for the report ("la devise de la République"). */
  topicLabel?: string;
  concepts?: Concept[];
  /** Concepts needed for full marks. */
  required?: number;
  wrongFacts?: WrongFact[];
  bindings?: Binding[];
  /** Questions on equality between women and men: a negated equality counts as a rejection. */
  gender?: boolean;
  /** Facts about the candidate's own life (their region, their département): checked like knowledge. */
  checksFacts?: boolean;
  /** The right facts, said when the candidate did not give them ("Lyon est dans la région…"). */
  factNote?: string;
}

export const ALL_BANK_QUESTIONS: BankQuestion[] = [
  ...OPENING_QUESTIONS,
  ...IDENTITY_QUESTIONS,
  ...MOTIVATION_QUESTIONS,
  ...CIVIC_QUESTIONS,
  ...VALUES_QUESTIONS,
  ...CLOSING_QUESTIONS,
];

const BY_ID = new Map(ALL_BANK_QUESTIONS.map((q) => [q.id, q]));

export function getQuestion(id: string): BankQuestion {
  const q = BY_ID.get(id);
  if (!q) throw new Error(`Unknown interview question ${id}`);
  return q;
}

export const CIVIC_AREAS: CivicArea[] = ['symboles', 'institutions', 'histoire', 'geographie', 'culture', 'droits_devoirs'];
