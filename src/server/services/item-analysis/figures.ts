// The arithmetic of the item analysis, without a database: what one finished attempt adds to its
// questions' figures, and what the kept sums say (share right, median time, discrimination, flags).
import type { AnalysisFiguresDto, QuestionFlag } from '../../../shared/schemas/item-analysis.js';
import {
  DISCRIMINATION_MIN_ANSWERS,
  MEASURED_DIFFICULTY_MIN_ANSWERS,
  MEASURED_LEVEL_MIN_P,
  DISCRIMINATION_MIN_ATTEMPT_ANSWERS,
  REVERSE_DISCRIMINATION_BELOW,
  REVIEW_NEW_EVIDENCE,
  SLOW_FACTOR,
  SLOW_MIN_ANSWERS,
  TOO_EASY_MIN_ANSWERS,
  TOO_EASY_P,
  TRAP_MIN_ANSWERS,
} from '../../../shared/item-analysis-thresholds.js';

/**
 * Upper bounds (seconds, exclusive) of the time buckets t0..t8; t9 holds 120 s and more. Finer
 * where most answers fall; the median is read by linear interpolation inside its bucket.
 */
export const TIME_EDGES = [5, 10, 15, 20, 30, 45, 60, 90, 120] as const;
/** Lower bound of each bucket, in seconds. */
export const TIME_FROM = [0, ...TIME_EDGES] as const;
export const TIME_COLUMNS = ['t0', 't1', 't2', 't3', 't4', 't5', 't6', 't7', 't8', 't9'] as const;
export type TimeColumn = (typeof TIME_COLUMNS)[number];

export const STAT_FIELDS = ['answers', 'correct', ...TIME_COLUMNS, 'discN', 'discRight', 'sumX', 'sumXx', 'sumXy'] as const;

/** The kept sums of one question over one window: the columns of question_stats (db/schema.ts). */
export type StatSums = Record<(typeof STAT_FIELDS)[number], number>;

export const emptySums = (): StatSums => Object.fromEntries(STAT_FIELDS.map((f) => [f, 0])) as unknown as StatSums;

export function timeBucket(seconds: number): number {
  const i = TIME_EDGES.findIndex((edge) => seconds < edge);
  return i === -1 ? TIME_EDGES.length : i;
}

export interface AnswerRow {
  questionId: string;
  userAnswer: string;
  isCorrect: number;
  timeSpent: number;
}

export interface Contribution {
  questionId: string;
  answer: string;
  right: 0 | 1;
  bucket: number;
  /** The member's share right on the attempt's other answers, in thousandths; null when it does not feed the index. */
  x: number | null;
}

/**
 * What one finished attempt adds: each answer, with the rest-of-attempt score that stands for the
 * member's mastery of the rest of the bank (share right on the attempt's other questions, so the
 * question never correlates with itself). Fixed once the attempt is finished, so it can be taken
 * away exactly when the attempt or the member goes.
 */
export function contributions(answers: AnswerRow[]): Contribution[] {
  const n = answers.length;
  const c = answers.reduce((s, a) => s + (a.isCorrect === 1 ? 1 : 0), 0);
  return answers.map((a) => {
    const right = a.isCorrect === 1 ? 1 : 0;
    return {
      questionId: a.questionId,
      answer: a.userAnswer,
      right,
      bucket: timeBucket(a.timeSpent),
      x: n >= DISCRIMINATION_MIN_ATTEMPT_ANSWERS ? Math.round((1000 * (c - right)) / (n - 1)) : null,
    };
  });
}

/** Adds (sign 1) or takes away (sign -1) one contribution to a window's sums. */
export function addTo(sums: StatSums, k: Contribution, sign: 1 | -1 = 1): void {
  sums.answers += sign;
  sums.correct += sign * k.right;
  sums[TIME_COLUMNS[k.bucket]!] += sign;
  if (k.x !== null) {
    sums.discN += sign;
    sums.discRight += sign * k.right;
    sums.sumX += sign * k.x;
    sums.sumXx += sign * k.x * k.x;
    sums.sumXy += sign * k.x * k.right;
  }
}

/** Median seconds from the histogram, interpolated inside its bucket (the open last bucket gives 120). */
export function medianSeconds(sums: Pick<StatSums, TimeColumn>): number | null {
  const counts = TIME_COLUMNS.map((c) => Number(sums[c]));
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const half = total / 2;
  let before = 0;
  for (let i = 0; i < counts.length; i++) {
    const n = counts[i]!;
    if (before + n >= half && n > 0) {
      if (i === counts.length - 1) return TIME_FROM[i]!;
      const from = TIME_FROM[i]!;
      const to = TIME_EDGES[i]!;
      return Math.round((from + ((to - from) * (half - before)) / n) * 10) / 10;
    }
    before += n;
  }
  return TIME_FROM[counts.length - 1]!;
}

/**
 * Point-biserial correlation between being right (y) and the rest-of-attempt score (x), from the
 * kept sums: r = (nΣxy − ΣxΣy) / √((nΣx² − (Σx)²)(nΣy − (Σy)²)). Null without spread on either side.
 */
export function pointBiserial(s: Pick<StatSums, 'discN' | 'discRight' | 'sumX' | 'sumXx' | 'sumXy'>): number | null {
  const n = s.discN;
  if (n < 2) return null;
  const varX = n * s.sumXx - s.sumX * s.sumX;
  const varY = n * s.discRight - s.discRight * s.discRight;
  if (varX <= 0 || varY <= 0) return null;
  const r = (n * s.sumXy - s.sumX * s.discRight) / Math.sqrt(varX * varY);
  return Math.round(Math.max(-1, Math.min(1, r)) * 1000) / 1000;
}

export function figures(s: StatSums): AnalysisFiguresDto {
  return {
    answers: s.answers,
    correct: s.correct,
    p: s.answers > 0 ? Math.round((s.correct / s.answers) * 1000) / 1000 : null,
    medianSeconds: medianSeconds(s),
    discrimination: pointBiserial(s),
  };
}

export interface FlagInput {
  type: 'mcq' | 'open';
  isActive: boolean;
  correctAnswer: string;
  options: string[];
  all: StatSums;
  /** Answered at least once in the recent window. */
  seenInWindow: boolean;
  /** Answer text → times chosen (all time). */
  choices: Map<string, number>;
  themeMedianSeconds: number | null;
}

/** The flags the figures raise, in QUESTION_FLAGS order. */
export function rawFlags(q: FlagInput): QuestionFlag[] {
  const flags: QuestionFlag[] = [];
  const all = q.all;
  if (all.answers >= TOO_EASY_MIN_ANSWERS && all.correct / all.answers > TOO_EASY_P) flags.push('too_easy');
  if (q.type === 'mcq' && all.answers >= TRAP_MIN_ANSWERS) {
    const key = q.choices.get(q.correctAnswer) ?? 0;
    if (q.options.some((o) => o !== q.correctAnswer && (q.choices.get(o) ?? 0) > key)) flags.push('likely_trap');
  }
  const index = pointBiserial(all);
  if (all.discN >= DISCRIMINATION_MIN_ANSWERS && index !== null && index < REVERSE_DISCRIMINATION_BELOW) flags.push('reverse_discrimination');
  if (q.isActive && !q.seenInWindow) flags.push('never_seen');
  const median = medianSeconds(all);
  if (all.answers >= SLOW_MIN_ANSWERS && median !== null && q.themeMedianSeconds !== null && median > SLOW_FACTOR * q.themeMedianSeconds) {
    flags.push('slow');
  }
  return flags;
}

/** A review hides the flags until `REVIEW_NEW_EVIDENCE` new answers have arrived since. */
export function shownFlags(raw: QuestionFlag[], answers: number, answersAtReview: number | null): QuestionFlag[] {
  if (answersAtReview === null) return raw;
  return answers - answersAtReview >= REVIEW_NEW_EVIDENCE ? raw : [];
}

/** The level (1-5) the answers give a question, or null below MEASURED_DIFFICULTY_MIN_ANSWERS answers. */
export function measuredLevel(answers: number, correct: number): number | null {
  if (answers < MEASURED_DIFFICULTY_MIN_ANSWERS) return null;
  const p = correct / answers;
  const i = MEASURED_LEVEL_MIN_P.findIndex((min) => p >= min);
  return i === -1 ? MEASURED_LEVEL_MIN_P.length + 1 : i + 1;
}
