// `npx tsx scripts/bench/groups.ts`: the trainer's table of one large group (docs/groups.md).
// A temp SQLite database migrated and seeded for real; BENCH_GROUP members (default 500) who each
// remember BENCH_MEMORY questions (default 300 of the bank), hold 6 finished mock exams and 30 days
// of practice; plus BENCH_OTHERS members (default 9,500) with the same history outside the group,
// so the indexes are as deep as at 10,000 members. The kept figures are written for each member
// (their cost per finished quiz is printed), then getGroup() runs BENCH_SAMPLES times (default 30):
// median and p95, in process (no HTTP).
import { performance } from 'node:perf_hooks';
import { createGroup, getGroup } from '../../src/server/services/groups.service.js';
import { benchMemberId as id, DAY, openBenchDb } from '../lib/bench-members.js';

const GROUP = Number(process.env.BENCH_GROUP ?? 500);
const OTHERS = Number(process.env.BENCH_OTHERS ?? 9_500);
const MEMORY = Number(process.env.BENCH_MEMORY ?? 300);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);

const bench = await openBenchDb('groups');
const { db, sqlite, questions } = bench;
const now = Date.now();

const insertUser = sqlite.prepare("INSERT INTO users (id, email, first_name, last_name, is_admin, has_full_access, is_trainer, created_at) VALUES (?, ?, 'Membre', ?, 0, 1, ?, ?)");
const insertMemory = sqlite.prepare(
  'INSERT INTO question_memory (user_id, question_id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review, right_weight, wrong_weight, answers, correct) VALUES (?, ?, ?, 3, 5, 1, 3, 0, 2, 0, 2, ?, ?, ?, 2, ?)',
);
const insertScore = sqlite.prepare("INSERT INTO attempt_scores (attempt_id, user_id, type, completed_at, day, points, correct, total, categories) VALUES (?, ?, 'exam', ?, ?, 0, ?, 40, '{}')");
const insertDay = sqlite.prepare('INSERT INTO learning_days (user_id, day, new_questions, reviews) VALUES (?, ?, 10, 5)');
const fill = sqlite.transaction((from: number, to: number) => {
  for (let i = from; i < to; i++) {
    const u = id(i);
    insertUser.run(u, `m${i}@example.fr`, `N${i}`, i === 0 ? 1 : 0, new Date(now - 90 * DAY).toISOString());
    for (let q = 0; q < MEMORY; q++) {
      const right = (i + q) % 4 !== 0;
      const at = new Date(now - ((q % 30) + 1) * DAY).toISOString();
      insertMemory.run(u, questions[(i * 7 + q) % questions.length], at, at, right ? 2 : 0, right ? 0 : 2, right ? 2 : 0);
    }
    for (let e = 0; e < 6; e++) {
      const at = new Date(now - (e * 5 + 1) * DAY);
      insertScore.run(`exam-${i}-${e}`, u, at.toISOString(), at.toISOString().slice(0, 10), 24 + ((i + e) % 14));
    }
    for (let d = 0; d < 30; d++) insertDay.run(u, new Date(now - d * DAY).toISOString().slice(0, 10));
  }
});
const t0 = performance.now();
// Exam scores without their attempts: the table reads only the kept scores.
sqlite.pragma('foreign_keys = OFF');
for (let from = 0; from < GROUP + OTHERS; from += 500) fill(from, Math.min(GROUP + OTHERS, from + 500));
sqlite.pragma('foreign_keys = ON');
console.log(`filled ${GROUP + OTHERS} members × ${MEMORY} memories in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const trainer = { id: id(0), email: 'm0@example.fr', isTrainer: 1 as const };
const group = await createGroup(db, trainer, { name: 'Grand groupe', examDate: null }, 'http://localhost');
const addMember = sqlite.prepare('INSERT INTO group_members (group_id, user_id, consented_at, share_email) VALUES (?, ?, ?, 0)');
sqlite.transaction(() => {
  for (let i = 1; i <= GROUP; i++) addMember.run(group.id, id(i), new Date().toISOString());
})();

// The kept figures, as each member's last finished quiz would have written them.
const { keepGroupFigures } = await import('../../src/server/services/groups/kept-figures.js');
const k0 = performance.now();
for (let i = 1; i <= GROUP; i++) await keepGroupFigures(db, id(i), new Date());
console.log(`kept figures: ${((performance.now() - k0) / GROUP).toFixed(2)} ms per member (paid once per finished quiz or exam)`);

const times: number[] = [];
for (let s = 0; s < SAMPLES + 3; s++) {
  const start = performance.now();
  const detail = await getGroup(db, trainer, group.id);
  const ms = performance.now() - start;
  if (detail.members.length !== GROUP) throw new Error(`expected ${GROUP} rows, got ${detail.members.length}`);
  if (s >= 3) times.push(ms);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
console.log(`group table, ${GROUP} members (kept figures): median ${at(0.5)} ms, p95 ${at(0.95)} ms over ${SAMPLES} reads`);
await bench.close();
