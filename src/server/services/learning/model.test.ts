// The readiness model against simulated members whose true accuracy per subtheme is known: their
// answers go through the same memory update and evidence as the service's, the prediction is
// compared with the pass rate of exams drawn by the official draw (drawExamQuestions). Also the
// FSRS direction (right → later, wrong → sooner) and the recency weighting.
import { describe, expect, it } from 'vitest';
import { EXAM_PASS_MARK, SUBTHEMES, SUBTHEME_THEME, type Subtheme } from '../../../shared/constants.js';
import type { QuestionDto } from '../../../shared/dto.js';
import { drawExamQuestions } from '../exam-draw.js';
import type { QuestionBank } from '../question-bank.js';
import {
  type AnswerEvidence,
  betaBinomial,
  EXAM_SUPERSEDES,
  evidenceFromAnswers,
  READINESS_HALF_LIFE_DAYS,
  SUBTHEME_QUOTA,
  EVIDENCE_HALF_LIFE_DAYS,
  examOutlook,
  nextMemory,
  questionEvidence,
  readinessFrom,
  READINESS_MIN_ANSWERS,
  type MemoryState,
  type SubthemeEvidence,
} from './model.js';

/** A seeded generator, so that the test is the same on every run. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const PER_SUBTHEME = 30;
const questions: QuestionDto[] = SUBTHEMES.flatMap((s) =>
  Array.from({ length: PER_SUBTHEME }, (_, i) => ({ id: `${s}-${i}`, type: 'mcq', theme: SUBTHEME_THEME[s], subtheme: s }) as unknown as QuestionDto),
);
const bank = { active: questions, byId: new Map(questions.map((q) => [q.id, q])), demo: [], demoJson: '[]' } as unknown as QuestionBank;

type Profile = (s: Subtheme) => number;

/** A member who answered every question of the bank once, right with their subtheme's chance. */
function simulatedMember(p: Profile, random: () => number, at: Date) {
  const evidence: Partial<Record<Subtheme, SubthemeEvidence>> = {};
  for (const q of questions) {
    const s = q.subtheme as Subtheme;
    const memory = nextMemory(null, random() < p(s), at);
    const { right, wrong } = questionEvidence(memory, at);
    const e = evidence[s] ?? { right: 0, wrong: 0, answered: 0, correct: 0, due: 0 };
    evidence[s] = e;
    e.right += right;
    e.wrong += wrong;
    e.answered += 1;
    e.correct += right > 0 ? 1 : 0;
  }
  return readinessFrom(evidence);
}

function passRate(p: Profile, random: () => number, exams: number): number {
  let passed = 0;
  for (let i = 0; i < exams; i += 1) {
    const drawn = drawExamQuestions(bank, random)!;
    expect(drawn).toHaveLength(40);
    const score = drawn.filter((q) => random() < p(q.subtheme as Subtheme)).length;
    if (score >= EXAM_PASS_MARK) passed += 1;
  }
  return passed / exams;
}

const situations = (s: Subtheme) => s.startsWith('situations');
const PROFILES: Record<string, Profile> = {
  'uniform 95 %': () => 0.95,
  'uniform 50 %': () => 0.5,
  'uniform 75 %': () => 0.75,
  'uniform 80 %': () => 0.8,
  'uniform 85 %': () => 0.85,
  'strong on situations, weak on geography and Europe': (s) => (situations(s) ? 0.95 : ['europe', 'territoires', 'patrimoine'].includes(s) ? 0.55 : 0.82),
  'weak on situations': (s) => (situations(s) ? 0.6 : 0.92),
};

describe('readiness is calibrated against simulated exams', () => {
  const at = new Date('2026-11-24T10:00:00Z');
  it.each(Object.keys(PROFILES))('%s: predicted pass probability within ±0.07 of the simulated pass rate', (name) => {
    const p = PROFILES[name]!;
    const random = lcg(name.length * 7919 + 17);
    const members = 60;
    let predicted = 0;
    let observed = 0;
    for (let m = 0; m < members; m += 1) {
      const r = simulatedMember(p, random, at);
      expect(r.passProbability).not.toBeNull();
      predicted += r.passProbability!;
      observed += passRate(p, random, 30);
    }
    expect(Math.abs(predicted / members - observed / members), `${name}: predicted ${predicted / members}, simulated ${observed / members}`).toBeLessThanOrEqual(0.07);
  });

  it('a 95 % member is predicted to pass and a 50 % member to fail', () => {
    const random = lcg(4242);
    const strong = simulatedMember(() => 0.95, random, at);
    const weak = simulatedMember(() => 0.5, random, at);
    expect(strong.passProbability).toBeGreaterThan(0.9);
    expect(strong.expectedScore).toBeGreaterThan(35);
    expect(weak.passProbability).toBeLessThan(0.05);
    expect(weak.expectedScore).toBeLessThan(24);
  });
});

describe('no optimism without evidence', () => {
  it('no prediction before enough answers, and it says how many are missing', () => {
    const none = readinessFrom({});
    expect(none).toMatchObject({ passProbability: null, expectedScore: null, answered: 0, needed: READINESS_MIN_ANSWERS });
    expect(none.subthemes.every((s) => s.mastery === null)).toBe(true);
    const few = readinessFrom({ laicite: { right: 5, wrong: 0, answered: 5, correct: 5, due: 0 } });
    expect(few).toMatchObject({ passProbability: null, needed: READINESS_MIN_ANSWERS - 5 });
  });

  it('a few good answers on two subthemes do not predict a pass', () => {
    const r = readinessFrom({ patrimoine: { right: 23, wrong: 4, answered: 27, correct: 23, due: 0 }, installation: { right: 2, wrong: 1, answered: 3, correct: 2, due: 0 } });
    expect(r.passProbability).not.toBeNull();
    expect(r.passProbability!).toBeLessThan(0.5);
  });

  it('a subtheme never practised lowers the prediction instead of raising it', () => {
    const all: Partial<Record<Subtheme, SubthemeEvidence>> = {};
    for (const s of SUBTHEMES) all[s] = { right: 9, wrong: 1, answered: 10, correct: 9, due: 0 };
    const withAll = readinessFrom(all);
    const { situations_droits: _, ...missing } = all;
    const withoutOne = readinessFrom(missing);
    expect(withoutOne.passProbability!).toBeLessThan(withAll.passProbability!);
    // The untouched subtheme is among the next ones to work on.
    expect(withoutOne.nextFocus).toContain('situations_droits');
  });

  it('the exact distribution sums to 1 and matches the binomial when the chance is known', () => {
    const pmf = betaBinomial(6, 2, 3);
    expect(pmf.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    // Very strong evidence for 80 %: close to Binomial(40, 0.8) ≥ 32 ≈ 0.593.
    const posteriors = Object.fromEntries(SUBTHEMES.map((s) => [s, { a: 80_000, b: 20_000 }])) as Record<Subtheme, { a: number; b: number }>;
    const outlook = examOutlook(posteriors);
    expect(outlook.distribution.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(outlook.expectedScore).toBeCloseTo(32, 6);
    expect(outlook.passProbability).toBeCloseTo(0.5931, 3);
  });
});

describe('a mock exam is strong evidence, and the range says how sure the figure is', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  /** `n` quiz answers finished on `at`, the first `right` of them right, spread over the subthemes. */
  const quiz = (n: number, right: number, at: string): AnswerEvidence[] =>
    Array.from({ length: n }, (_, k) => ({ questionId: `q-${at}-${k}`, subtheme: SUBTHEMES[k % SUBTHEMES.length]!, completedAt: at, correct: k < right }));
  /** A mock exam handed in on `at` with `score` right out of 40, drawn like the real one. */
  const exam = (score: number, at: string): AnswerEvidence[] => {
    const out: AnswerEvidence[] = [];
    for (const s of SUBTHEMES) for (let j = 0; j < SUBTHEME_QUOTA[s]; j += 1) out.push({ questionId: `e-${at}-${out.length}`, subtheme: s, completedAt: at, correct: false });
    // Right answers spread evenly through the paper.
    for (let k = 0; k < score; k += 1) out[Math.floor((k * 40) / score)]!.correct = true;
    return out;
  };

  it('passing 32/40 after weaker quizzes moves the figure up a lot, and the range holds the exam\'s score', () => {
    const quizzes = quiz(34, 20, '2026-11-20T10:00:00Z');
    const before = readinessFrom(evidenceFromAnswers(quizzes, [], now));
    const examAt = '2026-11-27T10:00:00Z';
    const after = readinessFrom(evidenceFromAnswers([...quizzes, ...exam(32, examAt)], [examAt], now));
    expect(after.answered).toBe(74);
    expect(after.passProbability! - before.passProbability!).toBeGreaterThan(0.2);
    expect(after.scoreLow!).toBeLessThanOrEqual(32);
    expect(after.scoreHigh!).toBeGreaterThanOrEqual(32);
    // Counting the same answers as ordinary ones (no mock exam weight) would say less.
    const asQuiz = readinessFrom(evidenceFromAnswers([...quizzes, ...exam(32, examAt)], [], now));
    expect(after.passProbability!).toBeGreaterThan(asQuiz.passProbability!);
    expect(after.expectedScore!).toBeGreaterThan(asQuiz.expectedScore!);
  });

  it('answers before a mock exam count half, an answer older than the half-life half as much', () => {
    const examAt = '2026-11-27T10:00:00Z';
    const e = evidenceFromAnswers([{ questionId: 'a', subtheme: 'laicite', completedAt: '2026-11-26T12:00:00Z', correct: true }], [examAt], new Date('2026-11-26T12:00:00Z'));
    expect(e.laicite).toMatchObject({ right: EXAM_SUPERSEDES, wrong: 0, answered: 1, correct: 1 });
    const old = evidenceFromAnswers([{ questionId: 'a', subtheme: 'laicite', completedAt: '2026-11-01T12:00:00Z', correct: false }], [], new Date(Date.parse('2026-11-01T12:00:00Z') + READINESS_HALF_LIFE_DAYS * 86_400_000));
    expect(old.laicite!.wrong).toBeCloseTo(0.5, 10);
    // One question drilled ten times weighs two answers, but counts ten.
    const drilled = evidenceFromAnswers(
      Array.from({ length: 10 }, () => ({ questionId: 'same', subtheme: 'europe', completedAt: '2026-11-28T11:00:00Z', correct: true })),
      [],
      now,
    );
    expect(drilled.europe!.right).toBeCloseTo(2, 6);
    expect(drilled.europe).toMatchObject({ answered: 10, correct: 10 });
  });

  it('the range narrows with evidence and always holds the expected score', () => {
    const few = readinessFrom(evidenceFromAnswers(quiz(24, 18, '2026-11-27T10:00:00Z'), [], now));
    const many = readinessFrom(evidenceFromAnswers(quiz(400, 300, '2026-11-27T10:00:00Z'), [], now));
    for (const r of [few, many]) {
      expect(r.scoreLow!).toBeLessThanOrEqual(r.expectedScore!);
      expect(r.scoreHigh!).toBeGreaterThanOrEqual(r.expectedScore!);
    }
    expect(many.scoreHigh! - many.scoreLow!).toBeLessThan(few.scoreHigh! - few.scoreLow!);
    const none = readinessFrom({});
    expect(none).toMatchObject({ scoreLow: null, scoreHigh: null });
  });
});

describe('memory of one question', () => {
  const t0 = new Date('2026-11-01T09:00:00Z');
  it('right → Good comes back later than wrong → Again, and a lapse is counted', () => {
    const right = nextMemory(null, true, t0);
    const wrong = nextMemory(null, false, t0);
    expect(Date.parse(right.due)).toBeGreaterThan(Date.parse(wrong.due));
    expect(right.stability).toBeGreaterThan(wrong.stability);
    const later = new Date(Date.parse(right.due));
    const forgotten = nextMemory(right, false, later);
    expect(forgotten.lapses).toBe(1);
    expect(Date.parse(forgotten.due) - later.getTime()).toBeLessThan(Date.parse(right.due) - t0.getTime() + 1);
    const kept = nextMemory(right, true, later);
    expect(Date.parse(kept.due) - later.getTime()).toBeGreaterThan(Date.parse(right.due) - t0.getTime());
  });

  it('an answer weighs half as much after the half-life, and one question weighs at most two answers', () => {
    const m = nextMemory(null, true, t0);
    const halfLater = new Date(t0.getTime() + EVIDENCE_HALF_LIFE_DAYS * 86_400_000);
    expect(questionEvidence(m, halfLater).right).toBeCloseTo(0.5, 10);
    let drilled: MemoryState = m;
    for (let i = 1; i <= 10; i += 1) drilled = nextMemory(drilled, true, new Date(t0.getTime() + i * 60_000));
    const e = questionEvidence(drilled, new Date(t0.getTime() + 11 * 60_000));
    expect(e.right + e.wrong).toBeCloseTo(2, 6);
  });

  it('time never runs back: an answer dated before the last review is applied at the last review', () => {
    const m = nextMemory(null, true, t0);
    const earlier = nextMemory(m, true, new Date(t0.getTime() - 3_600_000));
    expect(earlier.lastReview).toBe(m.lastReview);
  });
});
