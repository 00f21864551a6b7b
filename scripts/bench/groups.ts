// `npx tsx scripts/bench/groups.ts`: the trainer's table of one large group (docs/groups.md).
// A temp SQLite database migrated and seeded for real (scripts/lib/bench-members.ts); BENCH_GROUP
// members (default 500) who each answered BENCH_ANSWERS questions (default 1,000) over the last
// BENCH_DAYS days (default 90): quizzes of 20, a mock exam every 14th session, a daily session every
// 5th, 5 to 9 answers in 10 right depending on the member; plus BENCH_OTHERS members (default
// 9,500) with BENCH_OTHER_ANSWERS answers each (default 100) outside the group, so that the
// indexes are as deep as at 10,000 members. What the app keeps on write from those answers (the
// readiness sums, the attempts' scores and days, the memory of each question) comes from the
// migrations' backfills, as in scripts/bench/readiness.ts. The kept figures are then written for
// each member of the group (keepGroupFigures, what each of their finished quizzes runs: its cost
// is printed), then getGroup() runs BENCH_SAMPLES times (default 30): median and p95, in process
// (no HTTP), and a summary of the figures the table shows (it stops if they are empty: the read
// would be timed on nothing).
import { performance } from 'node:perf_hooks';
import { createGroup, getGroup } from '../../src/server/services/groups.service.js';
import { keepGroupFigures } from '../../src/server/services/groups/kept-figures.js';
import { benchMemberId as id, keepFromAnswers, openBenchDb, practiceWriter } from '../lib/bench-members.js';

const GROUP = Number(process.env.BENCH_GROUP ?? 500);
const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 1_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 90);
const OTHERS = Number(process.env.BENCH_OTHERS ?? 9_500);
const OTHER_ANSWERS = Number(process.env.BENCH_OTHER_ANSWERS ?? 100);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);

const bench = await openBenchDb('groups');
const { db, sqlite } = bench;
const { fillMember } = practiceWriter(bench, Date.now());

const t0 = performance.now();
// Member 0 is the trainer; 1..GROUP the group; the others after them.
const fill = sqlite.transaction((from: number, to: number) => {
  for (let i = from; i < to; i++) {
    if (i === 0) fillMember(0, 0, { lastName: 'Formatrice', isTrainer: true });
    // From 5 to 9 right answers in 10: a group has its strong and its struggling members.
    else fillMember(i, i <= GROUP ? ANSWERS : OTHER_ANSWERS, { lastName: `N${i}`, days: DAYS, rightInTen: 5 + (i % 5) });
  }
});
const total = 1 + GROUP + OTHERS;
for (let from = 0; from < total; from += 100) fill(from, Math.min(total, from + 100));
const answers = GROUP * ANSWERS + OTHERS * OTHER_ANSWERS;
console.log(`filled ${GROUP} members × ${ANSWERS} answers and ${OTHERS} × ${OTHER_ANSWERS} (${answers.toLocaleString('en')} answers) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const kept = await keepFromAnswers(db);
console.log(`kept from the answers (migrations' backfills): readiness sums ${kept.readiness.toFixed(1)} s, scores and days ${kept.scores.toFixed(1)} s, memory of each question ${kept.memory.toFixed(1)} s`);

const trainer = { id: id(0), email: 'm0@example.fr', isTrainer: 1 as const };
const group = await createGroup(db, trainer, { name: 'Grand groupe', examDate: null }, 'http://localhost');
const addMember = sqlite.prepare('INSERT INTO group_members (group_id, user_id, consented_at, share_email) VALUES (?, ?, ?, 0)');
sqlite.transaction(() => {
  for (let i = 1; i <= GROUP; i++) addMember.run(group.id, id(i), new Date().toISOString());
})();

// The kept figures, as each member's last finished quiz would have written them.
const k0 = performance.now();
for (let i = 1; i <= GROUP; i++) await keepGroupFigures(db, id(i), new Date());
console.log(`kept figures: ${((performance.now() - k0) / GROUP).toFixed(2)} ms per member (paid once per finished quiz or exam)`);

const times: number[] = [];
let detail = await getGroup(db, trainer, group.id);
for (let s = 0; s < SAMPLES + 3; s++) {
  const start = performance.now();
  detail = await getGroup(db, trainer, group.id);
  const ms = performance.now() - start;
  if (detail.members.length !== GROUP) throw new Error(`expected ${GROUP} rows, got ${detail.members.length}`);
  if (s >= 3) times.push(ms);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
console.log(`group table, ${GROUP} members (kept figures): median ${at(0.5)} ms, p95 ${at(0.95)} ms over ${SAMPLES} reads`);

// What the table showed: the read is only worth timing if its figures are there.
const rows = detail.members;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.floor(s.length / 2)]!;
};
const scored = rows.filter((r) => r.expectedScore !== null);
const summary = {
  withExpectedScore: scored.length,
  expectedScore: `${Math.min(...scored.map((r) => r.expectedScore!))} / ${median(scored.map((r) => r.expectedScore!))} / ${Math.max(...scored.map((r) => r.expectedScore!))} (min / median / max)`,
  rangeMedian: `${median(scored.map((r) => r.scoreLow!))}–${median(scored.map((r) => r.scoreHigh!))}`,
  passProbability: `${Math.min(...scored.map((r) => r.passProbability!))} / ${median(scored.map((r) => r.passProbability!))} / ${Math.max(...scored.map((r) => r.passProbability!))}`,
  answeredMedian: median(rows.map((r) => r.answered)),
  withWeakest: rows.filter((r) => r.weakest.length > 0).length,
  mockExamsShown: rows.reduce((n, r) => n + r.mockExams.length, 0),
  daysActiveThisWeekMedian: median(rows.map((r) => r.daysActiveThisWeek)),
  groupWeakest: detail.weakestSubthemes.map((s) => `${s.subtheme} ${s.mastery} (${s.members})`).join(', '),
};
console.log(`the table's figures: ${JSON.stringify(summary)}`);
if (GROUP > 0 && (scored.length === 0 || summary.withWeakest === 0 || summary.mockExamsShown === 0)) throw new Error('the table read came out without figures');
await bench.close();
