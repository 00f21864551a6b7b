// The order of a question's options, per attempt (issue 37): the same question no longer has its
// answer at the same letter every time. The order is a function of a seed (the attempt id) and the
// question id, so the server gives the same order again on resume, in the correction and after
// an offline hand-in, without storing it. Answers are kept and scored as text, so the order never
// changes what is right; the English and Arabic options move with the French ones.
import { createHash, randomUUID } from 'node:crypto';

interface WithOptions {
  id: string;
  options: string[];
  optionsEn: string[];
  optionsAr?: string[] | null;
}

/** A permutation of 0..n-1 from the seed and question id (Fisher–Yates over a hash stream). */
export function optionPermutation(seed: string, questionId: string, n: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  const bytes = createHash('sha256').update(`${seed}\u0000${questionId}`).digest();
  for (let i = n - 1; i > 0; i -= 1) {
    // Two bytes per step: enough for the handful of options a question has (at most 8).
    const r = bytes.readUInt16BE(((n - 1 - i) * 2) % (bytes.length - 1));
    const j = r % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

const permute = <T>(list: T[], order: number[]): T[] => (list.length === order.length ? order.map((i) => list[i]!) : list);

/** The question with its options (and their translations) in the seed's order. */
export function withOptionOrder<Q extends WithOptions>(question: Q, seed: string): Q {
  const n = question.options.length;
  if (n < 2) return question;
  const order = optionPermutation(seed, question.id, n);
  return {
    ...question,
    options: permute(question.options, order),
    optionsEn: permute(question.optionsEn, order),
    ...(question.optionsAr ? { optionsAr: permute(question.optionsAr, order) } : {}),
  };
}

/**
 * The demo's order: the same for every visitor (the demo is one cached public read), never with
 * every right answer at one letter (all three at « B » was the complaint).
 */
export function demoOptionOrder<Q extends WithOptions & { correctAnswer: string }>(questions: Q[]): Q[] {
  for (let round = 0; ; round += 1) {
    const ordered = inOptionOrder(questions, `demo-${round}`);
    const letters = new Set(ordered.map((q) => q.options.indexOf(q.correctAnswer)));
    if (letters.size > 1 || questions.length < 2 || round === 50) return ordered;
  }
}

/** Every question in the seed's order; without a seed (a draw outside any attempt) a fresh one. */
export function inOptionOrder<Q extends WithOptions>(questions: Q[], seed: string = randomUUID()): Q[] {
  return questions.map((q) => withOptionOrder(q, seed));
}
