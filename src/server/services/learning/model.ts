// The learning engine's pure part (docs/readiness.md): a member's memory of one question (an FSRS
// card from ts-fsrs plus recency-weighted right/wrong evidence), and the readiness model that turns
// those memories into a mastery per official subtheme and an exact pass probability for the civic
// exam's draw. No database here: the service reads rows and calls these functions.
import { createEmptyCard, fsrs, Rating, type State, type Card } from 'ts-fsrs';
import { EXAM_DRAW, EXAM_PASS_MARK, SUBTHEMES, SUBTHEME_THEME, THEMES, type Subtheme, type Theme } from '../../../shared/constants.js';

/**
 * Day-sized intervals (no minute-long learning steps): the product reviews once a day, and
 * without fuzz the same answers always give the same schedule.
 */
export const scheduler = fsrs({ enable_fuzz: false, enable_short_term: false });

/** The stored memory of one question (question_memory row without its keys). */
export interface MemoryState {
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: string | null;
  rightWeight: number;
  wrongWeight: number;
  answers: number;
  correct: number;
}

/** An answer counts half as much after this many days: what a candidate knew in spring says less today. */
export const EVIDENCE_HALF_LIFE_DAYS = 30;
/** One question weighs at most two answers in its subtheme: drilling one question says little about the others. */
export const QUESTION_EVIDENCE_CAP = 2;
const DAY_MS = 86_400_000;

export function decay(fromIso: string | null, to: Date): number {
  if (!fromIso) return 1;
  const days = Math.max(0, (to.getTime() - Date.parse(fromIso)) / DAY_MS);
  return 0.5 ** (days / EVIDENCE_HALF_LIFE_DAYS);
}

function toCard(m: MemoryState): Card {
  return {
    due: new Date(m.due),
    stability: m.stability,
    difficulty: m.difficulty,
    elapsed_days: m.elapsedDays,
    scheduled_days: m.scheduledDays,
    learning_steps: m.learningSteps,
    reps: m.reps,
    lapses: m.lapses,
    state: m.state as State,
    last_review: m.lastReview ? new Date(m.lastReview) : undefined,
  };
}

/** The memory after one answer: FSRS 'Good' when right, 'Again' when wrong. */
export function nextMemory(prev: MemoryState | null, correct: boolean, at: Date): MemoryState {
  // An exam handed in at its deadline may be older than a later quiz answer: time never runs back.
  const now = prev?.lastReview && Date.parse(prev.lastReview) > at.getTime() ? new Date(prev.lastReview) : at;
  const card = prev ? toCard(prev) : createEmptyCard(now);
  const next = scheduler.next(card, now, correct ? Rating.Good : Rating.Again).card;
  const f = decay(prev?.lastReview ?? null, now);
  return {
    due: next.due.toISOString(),
    stability: next.stability,
    difficulty: next.difficulty,
    elapsedDays: next.elapsed_days,
    scheduledDays: next.scheduled_days,
    learningSteps: next.learning_steps,
    reps: next.reps,
    lapses: next.lapses,
    state: next.state,
    lastReview: now.toISOString(),
    rightWeight: (prev?.rightWeight ?? 0) * f + (correct ? 1 : 0),
    wrongWeight: (prev?.wrongWeight ?? 0) * f + (correct ? 0 : 1),
    answers: (prev?.answers ?? 0) + 1,
    correct: (prev?.correct ?? 0) + (correct ? 1 : 0),
  };
}

/** The evidence one memory gives its subtheme today: decayed to now, capped per question. */
export function questionEvidence(m: Pick<MemoryState, 'rightWeight' | 'wrongWeight' | 'lastReview'>, now: Date): { right: number; wrong: number } {
  const f = decay(m.lastReview, now);
  let right = m.rightWeight * f;
  let wrong = m.wrongWeight * f;
  const total = right + wrong;
  if (total > QUESTION_EVIDENCE_CAP) {
    right *= QUESTION_EVIDENCE_CAP / total;
    wrong *= QUESTION_EVIDENCE_CAP / total;
  }
  return { right, wrong };
}

// ------------------------------------------------------------------ readiness

/**
 * Partial pooling: before its own answers, a subtheme is assumed to go like the member's overall
 * level, worth PRIOR_STRENGTH answers. A subtheme never practised therefore stays very uncertain,
 * which lowers the pass probability instead of raising it.
 */
export const PRIOR_STRENGTH = 4;
/** The member's overall level starts from this many right and as many wrong answers: no optimism. */
export const LEVEL_PRIOR = 5;
/** Below this many counted answers there is no prediction at all (docs/readiness.md: why 20). */
export const READINESS_MIN_ANSWERS = 20;
/** How many subthemes "À réviser ensuite" names. */
export const NEXT_FOCUS_COUNT = 3;
/**
 * A mock exam measures the member's level on its day, on a paper drawn like the real one: every
 * mock exam handed in later halves the weight of the answers given before it.
 */
export const EXAM_SUPERSEDES = 0.5;
/**
 * In the readiness model an answer counts half as much after this many days: a candidate who
 * prepares is learning, and their last two weeks say more about the exam than their first.
 */
export const READINESS_HALF_LIFE_DAYS = 14;
/** The score range holds the exam score with 80 % probability: from the 10th to the 90th percentile. */
export const RANGE_TAIL = 0.1;
/** Points over which the overall level's uncertainty is integrated (± 4 standard deviations). */
const LEVEL_GRID = 33;

export interface SubthemeEvidence {
  /** Weighted right and wrong answers (recency, mock exams, at most two answers a question). */
  right: number;
  wrong: number;
  /** Counted answers (not weighted) and how many were right. */
  answered: number;
  correct: number;
  due: number;
}

export interface SubthemeReadiness {
  subtheme: Subtheme;
  theme: Theme;
  /** Posterior mean of the chance to answer one of its questions right, null before any answer. */
  mastery: number | null;
  answered: number;
  correct: number;
  due: number;
}

export interface ReadinessResult {
  passProbability: number | null;
  expectedScore: number | null;
  /** The exam score lies in [scoreLow, scoreHigh] with 80 % probability; null with the prediction. */
  scoreLow: number | null;
  scoreHigh: number | null;
  answered: number;
  correct: number;
  /** Answers still needed before a prediction (0 once there is one). */
  needed: number;
  dueToday: number;
  themes: { theme: Theme; mastery: number | null; answered: number; correct: number }[];
  subthemes: SubthemeReadiness[];
  nextFocus: Subtheme[];
}

/** log Γ(x), Lanczos approximation (g = 7, n = 9), accurate to ~1e-15 for x > 0. */
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = LANCZOS[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i += 1) a += LANCZOS[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

const logBeta = (a: number, b: number) => logGamma(a) + logGamma(b) - logGamma(a + b);

/**
 * P(k right out of n) when the chance p of a right answer is itself uncertain, p ~ Beta(a, b):
 * the beta-binomial distribution, k = 0..n.
 */
export function betaBinomial(n: number, a: number, b: number): number[] {
  const logChoose = (k: number) => logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);
  const pmf = Array.from({ length: n + 1 }, (_, k) => Math.exp(logChoose(k) + logBeta(k + a, n - k + b) - logBeta(a, b)));
  const total = pmf.reduce((s, p) => s + p, 0);
  return pmf.map((p) => p / total);
}

/** The distribution of a sum of independent counts: discrete convolution. */
export function convolve(a: number[], b: number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i += 1) for (let j = 0; j < b.length; j += 1) out[i + j]! += a[i]! * b[j]!;
  return out;
}

/** The official draw's number of questions per subtheme. */
export const SUBTHEME_QUOTA = Object.fromEntries(
  THEMES.flatMap((t) => Object.entries(EXAM_DRAW[t] as Record<string, number>)),
) as Record<Subtheme, number>;

/**
 * P(score ≥ pass mark) and the expected score for a member whose chance per subtheme is
 * Beta(a_s, b_s): each subtheme's count of right answers is beta-binomial over its quota, the
 * exam's score their sum (exact, 41 values).
 */
export function examOutlook(posteriors: Record<Subtheme, { a: number; b: number }>, passMark = EXAM_PASS_MARK): { passProbability: number; expectedScore: number; distribution: number[] } {
  let distribution = [1];
  let expectedScore = 0;
  for (const s of SUBTHEMES) {
    const n = SUBTHEME_QUOTA[s];
    const { a, b } = posteriors[s];
    distribution = convolve(distribution, betaBinomial(n, a, b));
    expectedScore += (n * a) / (a + b);
  }
  const passProbability = distribution.slice(passMark).reduce((sum, p) => sum + p, 0);
  return { passProbability: Math.min(1, Math.max(0, passProbability)), expectedScore, distribution };
}

const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;

function totals(evidence: Partial<Record<Subtheme, SubthemeEvidence>>): { right: number; wrong: number } {
  let right = 0;
  let wrong = 0;
  for (const s of SUBTHEMES) {
    right += evidence[s]?.right ?? 0;
    wrong += evidence[s]?.wrong ?? 0;
  }
  return { right, wrong };
}

/** Each subtheme's Beta posterior of mastery when the member's overall level is `level`. */
function posteriorsAt(evidence: Partial<Record<Subtheme, SubthemeEvidence>>, level: number): Record<Subtheme, { a: number; b: number }> {
  const posteriors = {} as Record<Subtheme, { a: number; b: number }>;
  for (const s of SUBTHEMES) {
    posteriors[s] = { a: PRIOR_STRENGTH * level + (evidence[s]?.right ?? 0), b: PRIOR_STRENGTH * (1 - level) + (evidence[s]?.wrong ?? 0) };
  }
  return posteriors;
}

/**
 * Each subtheme's Beta posterior of mastery: a prior centred on the member's overall share right
 * (weighted PRIOR_STRENGTH answers), updated by that subtheme's evidence.
 */
export function subthemePosteriors(evidence: Partial<Record<Subtheme, SubthemeEvidence>>): Record<Subtheme, { a: number; b: number }> {
  const { right, wrong } = totals(evidence);
  return posteriorsAt(evidence, (LEVEL_PRIOR + right) / (2 * LEVEL_PRIOR + right + wrong));
}

/**
 * The distribution of the exam score (0..40), the member's overall level being itself uncertain:
 * Beta(5 + right, 5 + wrong). Each subthemes' beta-binomials are convolved at each of LEVEL_GRID
 * levels, and the results mixed with the level's probability. A member with few answers thus gets
 * a wide range, and the subthemes move together as they do in a real candidate.
 */
export function scoreDistribution(evidence: Partial<Record<Subtheme, SubthemeEvidence>>): number[] {
  const { right, wrong } = totals(evidence);
  const a = LEVEL_PRIOR + right;
  const b = LEVEL_PRIOR + wrong;
  const mean = a / (a + b);
  const sd = Math.sqrt((a * b) / ((a + b) ** 2 * (a + b + 1)));
  const levels: { x: number; logW: number }[] = [];
  for (let k = 0; k < LEVEL_GRID; k += 1) {
    const x = Math.min(1 - 1e-4, Math.max(1e-4, mean + sd * (-4 + (8 * k) / (LEVEL_GRID - 1))));
    levels.push({ x, logW: (a - 1) * Math.log(x) + (b - 1) * Math.log(1 - x) });
  }
  const top = Math.max(...levels.map((l) => l.logW));
  const weights = levels.map((l) => Math.exp(l.logW - top));
  const sum = weights.reduce((s, w) => s + w, 0);
  const mixed = new Array<number>(41).fill(0);
  levels.forEach((l, k) => {
    const w = weights[k]! / sum;
    if (w < 1e-9) return;
    const { distribution } = examOutlook(posteriorsAt(evidence, l.x));
    for (let i = 0; i < mixed.length; i += 1) mixed[i]! += w * distribution[i]!;
  });
  const total = mixed.reduce((s, p) => s + p, 0);
  return mixed.map((p) => p / total);
}

/** Pass probability, expected score and the 80 % range from a score distribution. */
export function outlookOf(distribution: number[], passMark = EXAM_PASS_MARK) {
  let cumulative = 0;
  let low: number | null = null;
  let high = distribution.length - 1;
  for (let score = 0; score < distribution.length; score += 1) {
    cumulative += distribution[score]!;
    if (low === null && cumulative >= RANGE_TAIL - 1e-12) low = score;
    if (cumulative >= 1 - RANGE_TAIL - 1e-12) {
      high = score;
      break;
    }
  }
  const passProbability = Math.min(1, Math.max(0, distribution.slice(passMark).reduce((s, p) => s + p, 0)));
  const expectedScore = distribution.reduce((s, p, k) => s + p * k, 0);
  return { passProbability, expectedScore, scoreLow: low ?? 0, scoreHigh: high };
}

/** One counted answer (counted-answers.ts), as the readiness model needs it. */
export interface AnswerEvidence {
  questionId: string;
  subtheme: string;
  /** ISO instant its quiz was finished or its mock exam handed in. */
  completedAt: string;
  correct: boolean;
}

/**
 * Each subtheme's evidence from the counted answers: every answer weighs
 * decay(age) × EXAM_SUPERSEDES^(mock exams handed in after it), and one question's weights are
 * scaled down to at most QUESTION_EVIDENCE_CAP answers. `examsAt`: when each mock exam was handed in.
 */
export function evidenceFromAnswers(answers: readonly AnswerEvidence[], examsAt: readonly string[], now: Date, dueBySubtheme: ReadonlyMap<string, number> = new Map()): Partial<Record<Subtheme, SubthemeEvidence>> {
  // ISO instants compare as strings: no date parsing per answer, one weight per distinct instant.
  const exams = [...examsAt].sort();
  const known = new Set<string>(SUBTHEMES);
  const weights = new Map<string, number>();
  const weightOf = (at: string) => {
    let w = weights.get(at);
    if (w === undefined) {
      let later = 0;
      for (let i = exams.length - 1; i >= 0 && exams[i]! > at; i -= 1) later += 1;
      const age = Math.max(0, (now.getTime() - Date.parse(at)) / DAY_MS);
      w = 0.5 ** (age / READINESS_HALF_LIFE_DAYS) * EXAM_SUPERSEDES ** later;
      weights.set(at, w);
    }
    return w;
  };
  const perQuestion = new Map<string, { subtheme: Subtheme; right: number; wrong: number; answered: number; correct: number }>();
  for (const a of answers) {
    if (!known.has(a.subtheme)) continue;
    let q = perQuestion.get(a.questionId);
    if (!q) {
      q = { subtheme: a.subtheme as Subtheme, right: 0, wrong: 0, answered: 0, correct: 0 };
      perQuestion.set(a.questionId, q);
    }
    const weight = weightOf(a.completedAt);
    if (a.correct) q.right += weight;
    else q.wrong += weight;
    q.answered += 1;
    q.correct += a.correct ? 1 : 0;
  }
  const evidence: Partial<Record<Subtheme, SubthemeEvidence>> = {};
  for (const q of perQuestion.values()) {
    const e = evidence[q.subtheme] ?? { right: 0, wrong: 0, answered: 0, correct: 0, due: 0 };
    evidence[q.subtheme] = e;
    const scale = q.right + q.wrong > QUESTION_EVIDENCE_CAP ? QUESTION_EVIDENCE_CAP / (q.right + q.wrong) : 1;
    e.right += q.right * scale;
    e.wrong += q.wrong * scale;
    e.answered += q.answered;
    e.correct += q.correct;
  }
  for (const [s, due] of dueBySubtheme) {
    if (!known.has(s)) continue;
    const e = evidence[s as Subtheme] ?? { right: 0, wrong: 0, answered: 0, correct: 0, due: 0 };
    evidence[s as Subtheme] = e;
    e.due += due;
  }
  return evidence;
}

/** The readiness of one member from their evidence per subtheme (missing subthemes: no answers). */
export function readinessFrom(evidence: Partial<Record<Subtheme, SubthemeEvidence>>): ReadinessResult {
  const posteriors = subthemePosteriors(evidence);
  const subthemes: SubthemeReadiness[] = [];
  const empty: SubthemeEvidence = { right: 0, wrong: 0, answered: 0, correct: 0, due: 0 };
  let answered = 0;
  let correct = 0;
  let dueToday = 0;
  for (const s of SUBTHEMES) {
    const e = evidence[s] ?? empty;
    const { a, b } = posteriors[s];
    answered += e.answered;
    correct += e.correct;
    dueToday += e.due;
    subthemes.push({ subtheme: s, theme: SUBTHEME_THEME[s], mastery: e.answered > 0 ? round(a / (a + b)) : null, answered: e.answered, correct: e.correct, due: e.due });
  }
  const themes = THEMES.map((theme) => {
    const own = subthemes.filter((s) => s.theme === theme);
    const seen = own.filter((s) => s.mastery !== null);
    const weight = seen.reduce((sum, s) => sum + SUBTHEME_QUOTA[s.subtheme], 0);
    return {
      theme,
      // Weighted as the exam weighs its subthemes.
      mastery: weight > 0 ? round(seen.reduce((sum, s) => sum + SUBTHEME_QUOTA[s.subtheme] * s.mastery!, 0) / weight) : null,
      answered: own.reduce((sum, s) => sum + s.answered, 0),
      correct: own.reduce((sum, s) => sum + s.correct, 0),
    };
  });
  // Points the member may lose on each subtheme at the exam, on the cautious side (posterior mean
  // minus one standard deviation): weak subthemes and barely practised ones come first.
  const nextFocus = SUBTHEMES.map((s) => {
    const { a, b } = posteriors[s];
    const mean = a / (a + b);
    const sd = Math.sqrt((a * b) / ((a + b) ** 2 * (a + b + 1)));
    // Rounded: the kept sums and a full read add the same evidence in another order, and a last-bit
    // difference must not reorder two equal subthemes (the sort is stable: the bank's order then).
    return { s, lost: Math.round(SUBTHEME_QUOTA[s] * (1 - Math.max(0, mean - sd)) * 1e9) / 1e9 };
  })
    .sort((x, y) => y.lost - x.lost)
    .slice(0, NEXT_FOCUS_COUNT)
    .map((x) => x.s);
  const base = { answered, correct, dueToday, themes, subthemes, nextFocus };
  if (answered < READINESS_MIN_ANSWERS) {
    return { passProbability: null, expectedScore: null, scoreLow: null, scoreHigh: null, needed: READINESS_MIN_ANSWERS - answered, ...base };
  }
  const outlook = outlookOf(scoreDistribution(evidence));
  return {
    passProbability: round(outlook.passProbability),
    expectedScore: round(outlook.expectedScore, 1),
    scoreLow: outlook.scoreLow,
    scoreHigh: outlook.scoreHigh,
    needed: 0,
    ...base,
  };
}
