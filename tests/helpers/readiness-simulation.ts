// Simulated members with known ability play the real question bank, and the real readiness
// service predicts their pass probability; each member then sits simulated exams drawn by the
// real draw with their true chances. Brier score and reliability table (docs/readiness.md,
// "Calibration"). Used by src/server/services/learning/calibration.test.ts and
// scripts/readiness-calibration.ts (which writes the table into the doc).
import type { Db } from '../../db/client.js';
import { drawExamQuestions, sample } from '../../src/server/services/exam-draw.js';
import { getReadiness } from '../../src/server/services/learning.service.js';
import { rebuildKeptEvidence } from '../../src/server/services/learning/kept-evidence.js';
import { getQuestionBank } from '../../src/server/services/question-bank.js';
import { EXAM_PASS_MARK, SUBTHEMES, type Subtheme } from '../../src/shared/constants.js';
import type { QuestionDto } from '../../src/shared/dto.js';

/** A seeded generator, so that a run is the same every time. */
export function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

function normal(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));
const DAY_MS = 86_400_000;

export interface SimulationOptions {
  members: number;
  seed: number;
  /** Simulated exams each member sits at the end, with their true chances. */
  examsPerMember: number;
  now: Date;
}

export interface SimulatedMember {
  predicted: number | null;
  /** Pass rate over the member's simulated exams. */
  observed: number;
  /** The member's true pass probability's estimate is `observed`; their counted answers and mock exams: */
  answers: number;
  mockExams: number;
  learner: boolean;
}

export interface ReliabilityRow {
  from: number;
  to: number;
  members: number;
  predicted: number;
  observed: number;
}

export interface GroupSummary {
  members: number;
  predicted: number;
  observed: number;
}

export interface SimulationResult {
  members: SimulatedMember[];
  /** Members of constant ability, and those who learn as they practise. */
  steady: GroupSummary;
  learners: GroupSummary;
  /** Members below the minimum of answers: no prediction, left out of the scores. */
  withoutPrediction: number;
  brier: number;
  /** The Brier score of always predicting the population's pass rate (a forecast without skill). */
  baseRateBrier: number;
  /** By tenths of the predicted probability (0–10 %, 10–20 %, …). */
  table: ReliabilityRow[];
  /** By deciles of the members: ten groups of equal size, from the lowest prediction up. */
  deciles: ReliabilityRow[];
}

/**
 * Each member: a level θ ~ N(0.9, 0.9) on the logit scale, a deviation per subtheme ~ N(0, 0.35);
 * half of them learn (θ grows by 0.01–0.05 a practice day). Each question has a difficulty from its
 * editor's level plus noise. P(right) = logistic(θ + deviation − difficulty). A member practises
 * 1–21 days, one quiz a day (10 or 20 questions, mixed or on one subtheme), and half of them hand
 * in one or two mock exams drawn by the real draw on their later days. Rows are written as the app
 * writes finished attempts; the prediction comes from getReadiness at `now`.
 */
export async function simulateReadiness(db: Db, options: SimulationOptions): Promise<SimulationResult> {
  const random = lcg(options.seed);
  const bank = await getQuestionBank(db);
  const pool = bank.active.filter((q) => q.type === 'mcq');
  const difficulty = new Map<string, number>(pool.map((q) => [q.id, 0.5 * (q.difficulty - 2.5) + 0.5 * normal(random)]));
  const bySubtheme = new Map<string, QuestionDto[]>();
  for (const q of pool) (bySubtheme.get(q.subtheme) ?? bySubtheme.set(q.subtheme, []).get(q.subtheme)!).push(q);
  const members: SimulatedMember[] = [];
  const now = options.now.getTime();

  for (let m = 0; m < options.members; m += 1) {
    const userId = `sim-${options.seed}-${m}`;
    const theta0 = 0.9 + 0.9 * normal(random);
    const deviation = Object.fromEntries(SUBTHEMES.map((s) => [s, 0.35 * normal(random)])) as Record<Subtheme, number>;
    const learner = random() < 0.5;
    const gain = learner ? 0.01 + 0.04 * random() : 0;
    const days = 1 + Math.floor(random() * 21);
    const chance = (q: QuestionDto, day: number) => logistic(theta0 + gain * day + deviation[q.subtheme as Subtheme] - difficulty.get(q.id)!);
    const examDays = new Set<number>();
    if (random() < 0.5) {
      const count = random() < 0.5 ? 1 : 2;
      for (let k = 0; k < count; k += 1) examDays.add(Math.floor(days / 2) + Math.floor(random() * Math.ceil(days / 2)));
    }
    await db
      .insertInto('users')
      .values({ id: userId, email: `${userId}@example.fr`, passwordHash: null, googleId: null, firstName: 'Sim', lastName: null, city: null, isAdmin: 0, hasFullAccess: 1 })
      .execute();
    const attempts: Parameters<ReturnType<Db['insertInto']>['values']>[0][] = [];
    const responses: { userId: string; questionId: string; attemptId: string; userAnswer: string; isCorrect: 0 | 1; timeSpent: number; createdAt: string }[] = [];
    let answers = 0;
    const play = (type: 'full' | 'exam', questions: QuestionDto[], day: number, hour: number) => {
      const at = new Date(now - (days - day) * DAY_MS + hour * 3_600_000).toISOString();
      const id = `${userId}-${type}-${day}`;
      let right = 0;
      for (const q of questions) {
        const ok = random() < chance(q, day);
        right += ok ? 1 : 0;
        responses.push({ userId, questionId: q.id, attemptId: id, userAnswer: ok ? q.correctAnswer : '-', isCorrect: ok ? 1 : 0, timeSpent: 10, createdAt: at });
      }
      answers += questions.length;
      attempts.push({
        id,
        userId,
        type,
        startedAt: at,
        completedAt: at,
        deadlineAt: null,
        isCompleted: 1,
        score: String(Math.round((100 * right) / questions.length)),
        correctAnswers: right,
        totalQuestions: questions.length,
        questionIds: type === 'exam' ? JSON.stringify(questions.map((q) => q.id)) : null,
        translationOpened: null,
      });
    };
    for (let day = 0; day < days; day += 1) {
      const size = random() < 0.5 ? 10 : 20;
      const one = random() < 0.5 ? bySubtheme.get(SUBTHEMES[Math.floor(random() * SUBTHEMES.length)]!) : undefined;
      play('full', sample(one ?? pool, size, random), day, 1);
      if (examDays.has(day)) play('exam', drawExamQuestions(bank, random)!, day, 2);
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('attempts').values(attempts as never).execute();
      for (let i = 0; i < responses.length; i += 200) await trx.insertInto('responses').values(responses.slice(i, i + 200)).execute();
      // The sums the readiness figure reads, as finishing these attempts keeps them.
      await rebuildKeptEvidence(trx, userId);
    });

    const readiness = await getReadiness(db, { id: userId }, options.now);
    let passed = 0;
    for (let e = 0; e < options.examsPerMember; e += 1) {
      const score = drawExamQuestions(bank, random)!.filter((q) => random() < chance(q, days)).length;
      if (score >= EXAM_PASS_MARK) passed += 1;
    }
    members.push({ predicted: readiness.passProbability, observed: passed / options.examsPerMember, answers, mockExams: examDays.size, learner });
  }

  const scored = members.filter((m) => m.predicted !== null) as (SimulatedMember & { predicted: number })[];
  // Brier over every (member, exam): the mean of (p − o)² is (p − r)² + r(1 − r) for a pass rate r.
  const brierOf = (p: (m: SimulatedMember & { predicted: number }) => number) =>
    scored.reduce((s, m) => s + (p(m) - m.observed) ** 2 + m.observed * (1 - m.observed), 0) / scored.length;
  const baseRate = scored.reduce((s, m) => s + m.observed, 0) / scored.length;
  const table: ReliabilityRow[] = [];
  for (let d = 0; d < 10; d += 1) {
    const inBin = scored.filter((m) => m.predicted >= d / 10 && (m.predicted < (d + 1) / 10 || (d === 9 && m.predicted <= 1)));
    table.push({
      from: d / 10,
      to: (d + 1) / 10,
      members: inBin.length,
      predicted: inBin.length ? inBin.reduce((s, m) => s + m.predicted, 0) / inBin.length : Number.NaN,
      observed: inBin.length ? inBin.reduce((s, m) => s + m.observed, 0) / inBin.length : Number.NaN,
    });
  }
  const sorted = [...scored].sort((a, b) => a.predicted - b.predicted);
  const deciles: ReliabilityRow[] = Array.from({ length: 10 }, (_, d) => {
    const group = sorted.slice(Math.round((d * sorted.length) / 10), Math.round(((d + 1) * sorted.length) / 10));
    return {
      from: group[0]!.predicted,
      to: group[group.length - 1]!.predicted,
      members: group.length,
      predicted: group.reduce((s, m) => s + m.predicted, 0) / group.length,
      observed: group.reduce((s, m) => s + m.observed, 0) / group.length,
    };
  });
  const summary = (list: typeof scored): GroupSummary => ({
    members: list.length,
    predicted: list.reduce((s, m) => s + m.predicted, 0) / list.length,
    observed: list.reduce((s, m) => s + m.observed, 0) / list.length,
  });
  return {
    members,
    steady: summary(scored.filter((m) => !m.learner)),
    learners: summary(scored.filter((m) => m.learner)),
    deciles,
    withoutPrediction: members.length - scored.length, brier: brierOf((m) => m.predicted), baseRateBrier: brierOf(() => baseRate), table };
}

export type CalibrationLanguage = 'en' | 'fr' | 'ar';

const WORDS = {
  en: {
    run: (n: number, seed: number, scored: number, under: number, exams: number) =>
      `${n} simulated members (seed ${seed}), ${scored} with a prediction (${under} under the minimum), ${exams} simulated exams each.`,
    brier: (b: string, base: string) => `**Brier score: ${b}** (always predicting the population's pass rate: ${base}; 0 is perfect).`,
    steady: (n: number, p: string, o: string) => `Members of constant ability (${n}): mean predicted ${p}, observed ${o}.`,
    learners: (n: number, p: string, o: string) => `Members still learning (${n}): mean predicted ${p}, observed ${o} (the figure is cautious for them).`,
    head: '| Predicted pass probability | Members | Mean predicted | Observed pass rate |',
    decilesIntro: 'The same members in ten groups of equal size (deciles), from the lowest prediction up:',
    decileHead: '| Decile | Predicted from–to | Mean predicted | Observed pass rate |',
  },
  fr: {
    run: (n: number, seed: number, scored: number, under: number, exams: number) =>
      `${n} candidats simulés (graine ${seed}), ${scored} avec une estimation (${under} sous le minimum), ${exams} examens simulés chacun.`,
    brier: (b: string, base: string) => `**Score de Brier : ${b}** (en annonçant à tous le taux de réussite moyen : ${base} ; 0 serait parfait).`,
    steady: (n: number, p: string, o: string) => `Candidats de niveau constant (${n}) : ${p} annoncé en moyenne, ${o} de réussite observée.`,
    learners: (n: number, p: string, o: string) => `Candidats qui progressent encore (${n}) : ${p} annoncé, ${o} observé (le chiffre est prudent pour eux).`,
    head: '| Chance annoncée | Candidats | Moyenne annoncée | Réussite observée |',
    decilesIntro: 'Les mêmes candidats en dix groupes de même taille (déciles), de la chance annoncée la plus basse à la plus haute :',
    decileHead: '| Décile | Chance annoncée, de–à | Moyenne annoncée | Réussite observée |',
  },
  ar: {
    run: (n: number, seed: number, scored: number, under: number, exams: number) =>
      `${n} مترشحًا محاكًى (البذرة ${seed})، ${scored} منهم لديهم تقدير (${under} دون الحد الأدنى)، و${exams} امتحانًا محاكًى لكل واحد.`,
    brier: (b: string, base: string) => `**مؤشر براير: ${b}** (لو أُعلن للجميع متوسط نسبة النجاح: ${base}؛ والصفر هو الكمال).`,
    steady: (n: number, p: string, o: string) => `مترشحون مستواهم ثابت (${n}): ${p} معلنة في المتوسط، و${o} نجاح ملاحظ.`,
    learners: (n: number, p: string, o: string) => `مترشحون ما زالوا يتقدمون (${n}): ${p} معلنة، و${o} ملاحظة (الرقم حذر بالنسبة لهم).`,
    head: '| الفرصة المعلنة | المترشحون | متوسط المعلن | النجاح الملاحظ |',
    decilesIntro: 'المترشحون أنفسهم في عشر مجموعات متساوية الحجم (أعشار)، من أدنى فرصة معلنة إلى أعلاها:',
    decileHead: '| العُشر | الفرصة المعلنة، من–إلى | متوسط المعلن | النجاح الملاحظ |',
  },
} as const;

/** The result as the markdown written into docs/readiness.md, in the page's three languages. */
export function calibrationMarkdown(r: SimulationResult, options: SimulationOptions, language: CalibrationLanguage = 'en'): string {
  const w = WORDS[language];
  const sign = language === 'en' ? '%' : '\u202f%';
  const pct = (x: number) => (Number.isNaN(x) ? '—' : `${Math.round(x * 100)}${sign}`);
  const num = (x: number) => (language === 'fr' ? x.toFixed(3).replace('.', ',') : x.toFixed(3));
  const scored = r.members.length - r.withoutPrediction;
  const lines = [
    w.run(r.members.length, options.seed, scored, r.withoutPrediction, options.examsPerMember),
    '',
    `- ${w.brier(num(r.brier), num(r.baseRateBrier))}`,
    `- ${w.steady(r.steady.members, pct(r.steady.predicted), pct(r.steady.observed))}`,
    `- ${w.learners(r.learners.members, pct(r.learners.predicted), pct(r.learners.observed))}`,
    '',
    w.head,
    '|---|---:|---:|---:|',
    ...r.table.map((row) => `| ${Math.round(row.from * 100)}–${Math.round(row.to * 100)}${sign} | ${row.members} | ${pct(row.predicted)} | ${pct(row.observed)} |`),
    '',
    w.decilesIntro,
    '',
    w.decileHead,
    '|---:|---|---:|---:|',
    ...r.deciles.map((row, d) => `| ${d + 1} | ${pct(row.from)}–${pct(row.to)} | ${pct(row.predicted)} | ${pct(row.observed)} |`),
  ];
  return lines.join('\n');
}

/** Puts each language's table between its `<!-- calibration:LANG:begin -->` and `:end -->` markers. */
export function withCalibration(doc: string, r: SimulationResult, options: SimulationOptions): string {
  let out = doc;
  for (const language of ['en', 'fr', 'ar'] as const) {
    const begin = `<!-- calibration:${language}:begin -->`;
    const end = `<!-- calibration:${language}:end -->`;
    const from = out.indexOf(begin);
    const to = out.indexOf(end);
    if (from < 0 || to < from) throw new Error(`docs/readiness.md has no ${begin} … ${end} block`);
    out = `${out.slice(0, from + begin.length)}\n${calibrationMarkdown(r, options, language)}\n${out.slice(to)}`;
  }
  return out;
}
