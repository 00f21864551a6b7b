// `npx tsx scripts/bench/readiness.ts`: the readiness figure of a member with a long history, read
// from every counted answer (as before issue 37's follow-up) and from the sums kept on write
// (docs/readiness.md, « How it is kept »). A temp SQLite database migrated and seeded for real;
// one member with BENCH_ANSWERS counted answers (default 5,500: quizzes of 20 questions over a year,
// a mock exam a fortnight, daily sessions), and BENCH_OTHERS members (default 300) with 1,000 each so
// that the indexes are not a single member's. The kept rows come from the migration's backfill.
// Then, in process (no HTTP), BENCH_ROUNDS rounds (default 3) of BENCH_SAMPLES reads (default 30)
// of each, the two ways interleaved so that the machine's load weighs on both alike: the readiness
// (GET /api/learning/readiness), the dashboard's counts (GET /api/dashboard/stats) and a group
// member's figures (what a finished quiz recomputes for the trainer's table). Median per round,
// p10–p90 over all rounds. Then the writes: a finished quiz's answers added to the kept rows, and
// the member recomputed from every answer (a deleted attempt, a finish out of order).
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { backfill } from '../../db/migrations/2026-12-08_readiness-kept.js';
import { finalizeExpiredExams } from '../../src/server/services/attempt.service.js';
import { countedEvidenceOf, countedResponses } from '../../src/server/services/counted-answers.js';
import { getDashboardStats } from '../../src/server/services/dashboard.service.js';
import { readinessOf } from '../../src/server/services/groups/figures.js';
import { rebuildKeptEvidence, recordCountedAttempt } from '../../src/server/services/learning/kept-evidence.js';
import { getReadiness } from '../../src/server/services/learning.service.js';
import { evidenceFromAnswers, readinessFrom } from '../../src/server/services/learning/model.js';
import { getQuestionBank } from '../../src/server/services/question-bank.js';
import { benchMemberId, openBenchDb, practiceWriter } from '../lib/bench-members.js';

const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 5_500);
const OTHERS = Number(process.env.BENCH_OTHERS ?? 300);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const bench = await openBenchDb('readiness');
const { db, sqlite, questions } = bench;
const { fillMember, insertAttempt, insertResponse } = practiceWriter(bench, Date.now());

const t0 = performance.now();
sqlite.transaction(() => {
  fillMember(1, ANSWERS);
  for (let i = 2; i < OTHERS + 2; i += 1) fillMember(i, 1_000);
})();
const member = { id: benchMemberId(1) };
const counted = (await countedEvidenceOf(db, [member.id])).get(member.id)!;
console.log(`filled: 1 member with ${counted.answers.length} counted answers (${counted.exams.length} mock exams), ${OTHERS} with 1,000 answers, in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const b0 = performance.now();
await db.deleteFrom('readinessEvidence').execute();
await db.deleteFrom('readinessMembers').execute();
await backfill(db);
const kept = await db.selectFrom('readinessEvidence').select(sql<number>`count(*)`.as('n')).where('userId', '=', member.id).executeTakeFirstOrThrow();
console.log(`backfill of the readiness sums (${OTHERS + 1} members): ${((performance.now() - b0) / 1000).toFixed(1)} s; the member's kept rows: ${kept.n}`);

/** Before: every counted answer read and weighed (getReadiness as it was). */
async function readinessFromEveryAnswer() {
  const at = new Date();
  await finalizeExpiredExams(db, member.id, at);
  const [, , all] = await Promise.all([
    getQuestionBank(db),
    db.selectFrom('questionMemory').select(['questionId', 'due']).where('userId', '=', member.id).execute(),
    countedEvidenceOf(db, [member.id]),
  ]);
  const { answers, exams } = all.get(member.id)!;
  return readinessFrom(evidenceFromAnswers(answers, exams.map((e) => e.completedAt), at));
}

/** Before: the dashboard's counts summed in SQL over every counted answer. */
async function statsFromEveryAnswer() {
  await finalizeExpiredExams(db, member.id, new Date());
  return countedResponses(db, [member.id])
    .select(['q.category as category', 'q.theme as theme', 'q.subtheme as subtheme', 'q.kind as kind', sql<number>`count(*)`.as('total'), sql<number>`coalesce(sum(r.is_correct), 0)`.as('correct')])
    .groupBy(['q.category', 'q.theme', 'q.subtheme', 'q.kind'])
    .execute();
}

/** Before: a group member's figures from every counted answer (groups/figures.ts as it was). */
async function groupFiguresFromEveryAnswer() {
  const { answers, exams } = (await countedEvidenceOf(db, [member.id])).get(member.id)!;
  return readinessFrom(evidenceFromAnswers(answers, exams.map((e) => e.completedAt), new Date()));
}

// The same figure both ways, before timing anything.
const before = await readinessFromEveryAnswer();
const after = await getReadiness(db, member);
if (before.passProbability !== after.passProbability || before.answered !== after.answered) {
  throw new Error(`the two reads disagree: ${before.passProbability}/${before.answered} vs ${after.passProbability}/${after.answered}`);
}

const reads: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
  ['readiness (GET /api/learning/readiness)', readinessFromEveryAnswer, () => getReadiness(db, member)],
  ['dashboard counts (GET /api/dashboard/stats)', statsFromEveryAnswer, () => getDashboardStats(db, member)],
  ["a group member's figures (kept per finished quiz)", groupFiguresFromEveryAnswer, () => readinessOf(db, [member.id], new Date())],
];
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
for (const [name, old, kept] of reads) {
  const times = { old: [] as number[], kept: [] as number[] };
  const medians = { old: [] as string[], kept: [] as string[] };
  for (let r = 0; r < ROUNDS; r += 1) {
    const round = { old: [] as number[], kept: [] as number[] };
    for (let s = 0; s < SAMPLES + 2; s += 1) {
      for (const [key, fn] of [['old', old], ['kept', kept]] as const) {
        const start = performance.now();
        await fn();
        if (s >= 2) round[key].push(performance.now() - start);
      }
    }
    for (const key of ['old', 'kept'] as const) {
      times[key].push(...round[key]);
      medians[key].push(pct(round[key], 0.5).toFixed(1));
    }
  }
  console.log(`${name}:`);
  for (const key of ['old', 'kept'] as const) {
    console.log(`  ${key === 'old' ? 'every answer' : 'kept sums  '}: median per round ${medians[key].join(', ')} ms; p10–p90 ${pct(times[key], 0.1).toFixed(1)}–${pct(times[key], 0.9).toFixed(1)} ms`);
  }
}
// The writes: what finishing a quiz of 20 adds (its answers into the kept rows), and the recompute
// from every counted answer that a deleted attempt or a finish out of order costs.
const adds: number[] = [];
const rebuilds: number[] = [];
for (let s = 0; s < SAMPLES; s += 1) {
  const at = new Date(Date.now() + s * 60_000).toISOString();
  const attemptId = `bench-add-${s}`;
  insertAttempt.run(attemptId, member.id, 'full', at, at, '70', 14, 20);
  for (let j = 0; j < 20; j += 1) insertResponse.run(member.id, questions[(s * 20 + j * 7) % questions.length]!, attemptId, 'x', j < 14 ? 1 : 0, at);
  let start = performance.now();
  await db.transaction().execute((trx) => recordCountedAttempt(trx, { id: attemptId, userId: member.id, type: 'full', totalQuestions: 20 }, at, 14));
  adds.push(performance.now() - start);
  start = performance.now();
  await db.transaction().execute((trx) => rebuildKeptEvidence(trx, member.id));
  rebuilds.push(performance.now() - start);
}
console.log(`writes: a finished quiz of 20 adds its answers in median ${pct(adds, 0.5).toFixed(1)} ms (p10–p90 ${pct(adds, 0.1).toFixed(1)}–${pct(adds, 0.9).toFixed(1)}); recomputing the member from every answer ${pct(rebuilds, 0.5).toFixed(1)} ms (p10–p90 ${pct(rebuilds, 0.1).toFixed(1)}–${pct(rebuilds, 0.9).toFixed(1)})`);
await bench.close();
