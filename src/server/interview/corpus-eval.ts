// The held-out evaluation of the examiner (issue 34): a corpus of answers written by a pass that never
// read the rules (tests/fixtures/interview-corpus/, README there), each labelled contrary, sincere,
// evasive or wrong_fact. Each answer is played as the first answer to its question: a bank question
// when the item's question is one of the bank's (closest by its words), otherwise a question built
// from the item's own text, at the stage its topic belongs to. Test support only.
import type { InterviewStage } from '../../shared/constants.js';
import { firstReaction, type FollowUpKind } from './examiner.js';
import type { EvaluateOptions } from './scoring.js';
import { ALL_BANK_QUESTIONS, type BankQuestion } from './interview-bank.js';
import { answerStems, containsStems, phraseToStems, tokenize, FRENCH_STOPWORDS } from './text.js';

export interface CorpusItem {
  id: string;
  category: 'contrary' | 'sincere' | 'evasive' | 'wrong_fact';
  topic: string;
  subcategory?: string;
  area?: string;
  question: string;
  answer: string;
}

export function stageOfTopic(topic: string): InterviewStage {
  if (topic === 'path') return 'identity';
  if (topic === 'motivation') return 'motivation';
  if (topic === 'civic') return 'civic_knowledge';
  return 'values';
}

const contentWords = (text: string) =>
  [...new Set(tokenize(text).map((t) => t.folded).filter((w) => w.length > 3 && !FRENCH_STOPWORDS.has(w)))];

/** The bank question of the same stage that shares the most content words with `text`, if it shares at least two. */
export function closestBankQuestion(text: string, stage: InterviewStage): BankQuestion | undefined {
  const words = contentWords(text);
  let best: { q: BankQuestion; score: number } | undefined;
  for (const q of ALL_BANK_QUESTIONS.filter((x) => x.stage === stage)) {
    const stems = answerStems(`${q.text} ${q.simpler} ${q.topicLabel ?? ''}`);
    const score = words.filter((w) => containsStems(stems, phraseToStems(w))).length;
    if (!best || score > best.score) best = { q, score };
  }
  return best && best.score >= 2 ? best.q : undefined;
}

/** The question an item answers: the closest bank question for knowledge, else one built from its text. */
export function questionForItem(item: CorpusItem): BankQuestion {
  const stage = stageOfTopic(item.topic);
  if (stage === 'civic_knowledge') {
    // The bank's concepts and wrong facts, with the question as the candidate heard it.
    const bank = closestBankQuestion(item.question, stage);
    if (bank) return { ...bank, text: item.question };
  }
  return {
    id: `corpus-${item.id}`,
    stage,
    text: item.question,
    simpler: item.question,
    topic: contentWords(item.question),
    targetWords: 25,
  };
}

export interface ItemOutcome {
  item: CorpusItem;
  kind: FollowUpKind | null;
  flagged: boolean;
  wrongFact: boolean;
}

/** `judge: false`: the hand-written rules alone, without the learned judge (judge.ts). */
export function playItem(item: CorpusItem, options: EvaluateOptions = {}): ItemOutcome {
  const { kind, evaluation } = firstReaction(questionForItem(item), item.answer, undefined, options);
  // A wrong fact is questioned when a rule found it or when the judge doubts the statement.
  return { item, kind, flagged: evaluation.redFlags.length > 0, wrongFact: evaluation.wrongFacts.length > 0 || evaluation.doubtedFact === true };
}

export interface CorpusRates {
  contraryCaught: [number, number];
  sincereFlagged: [number, number];
  evasiveFollowedUp: [number, number];
  wrongFactsQuestioned: [number, number];
}

/** A follow-up that asks for more (not a deeper question after a strong answer, not a challenge). */
const ASKS_AGAIN: (FollowUpKind | null)[] = ['empty', 'not_french', 'dont_know', 'too_short', 'off_topic', 'incomplete', 'thin_motivation', 'clarify', 'evasive', 'repeated'];

export function rates(outcomes: ItemOutcome[]): CorpusRates {
  const of = (c: CorpusItem['category']) => outcomes.filter((o) => o.item.category === c);
  const count = (xs: ItemOutcome[], ok: (o: ItemOutcome) => boolean): [number, number] => [xs.filter(ok).length, xs.length];
  return {
    contraryCaught: count(of('contrary'), (o) => o.flagged && o.kind === 'challenge'),
    sincereFlagged: count(of('sincere'), (o) => o.flagged),
    evasiveFollowedUp: count(of('evasive'), (o) => ASKS_AGAIN.includes(o.kind)),
    wrongFactsQuestioned: count(of('wrong_fact'), (o) => o.wrongFact),
  };
}
