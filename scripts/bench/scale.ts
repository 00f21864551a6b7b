// `npm run bench:scale`: the app at the size of a busy year, started the way `npm start` starts it.
//   1. A temp database migrated by the real migrations, then filled in bulk (prepared statements in
//      big transactions, no journal and no fsync during the fill only): BENCH_MEMBERS members
//      (default 100,000) and BENCH_ANSWERS answers (default 20,000,000) in finished quizzes, exams,
//      reviews, demos and interviews over the last year, challenge participants, stories, contact
//      messages and audit entries.
//   2. The one-off backfills of the community figures, of the item analysis and of the readiness
//      sums (the migrations' own code) over that data.
//   3. The bundled server with npm start's Node flags and defaults (only the per-address request
//      limit is lifted for the load generator), its log written to a file.
//   4. Every member and admin read, BENCH_SAMPLES times each (members of every size, the most active
//      one included), one request at a time: median and p99 per read. Also a trainer's group of
//      BENCH_GROUP members (default 500, spread over every size of activity, their memory replayed
//      from their answers and the figures the table reads kept, docs/groups.md): its table and a
//      member's page.
//   5. The event loop's longest stall as the app itself measured it (perf_hooks, logged on close),
//      each stall over 100 ms with the read that caused it (the app's "event loop blocked" lines)
//      and the process's peak memory (VmHWM). BENCH_KEEP=1 keeps the filled database; BENCH_REUSE=<dir>
//      runs steps 3–5 again on it; BENCH_READS=<regular expression> makes only the reads whose name
//      matches (BENCH_READS=analysis: the item analysis alone, for before/after rounds).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type SQLite from 'better-sqlite3';
import { createDb } from '../../db/client.js';
import { migrateToLatest } from '../../db/migrate.js';
import { backfill } from '../../db/migrations/2026-11-24_community-aggregates.js';
import { backfill as backfillItemStats } from '../../db/migrations/2026-12-03_question-stats.js';
import { backfill as backfillReadiness } from '../../db/migrations/2026-12-08_readiness-kept.js';
import { backfillMembers } from '../../db/migrations/2026-11-26_learning-backfill.js';
import { createGroup } from '../../src/server/services/groups.service.js';
import { keepGroupFigures } from '../../src/server/services/groups/kept-figures.js';
import { runSeeds } from '../../db/seeds/index.js';
import { ensurePeriodChallenges } from '../../src/server/services/challenge-calendar.js';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../../src/server/auth/session.js';
import { buildAllIfStale, SERVER_ENTRY } from '../build.js';
import { npmStartArgs, spawnServer, type SpawnedServer } from '../lib/spawn-server.js';
import { copySqliteToPostgres } from '../db-copy.js';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 20_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const GROUP = Number(process.env.BENCH_GROUP ?? 500);
const KEEP = process.env.BENCH_KEEP === '1';
const REUSE = process.env.BENCH_REUSE;
const ONLY = process.env.BENCH_READS ? new RegExp(process.env.BENCH_READS) : null;
const DAY = 86_400_000;
const NOW = Date.now();

const t0 = performance.now();
const elapsed = () => `${((performance.now() - t0) / 1000).toFixed(0)} s`;
const log = (msg: string) => console.log(`[${elapsed()}] ${msg}`);

/** Deterministic pseudo-random numbers, so that two runs fill the same database. */
let seed = 0x9e3779b9;
function rand(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
/** Ordered ids: B-tree inserts append, as ids made over time mostly do. */
const memberId = (i: number) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;

await buildAllIfStale();
const dir = REUSE ? path.resolve(REUSE) : fs.mkdtempSync(path.join(process.env.BENCH_DIR ?? os.tmpdir(), 'prepa-scale-'));
const dbPath = path.join(dir, 'app.db');

// --- 1. Migrate and fill -------------------------------------------------------------------------
interface Filled {
  attemptsWritten: number;
  answersWritten: number;
  backfillSeconds: number;
  adminId: string;
  /** The members the reads are made as. */
  sampleUserIds: string[];
  /** Members in the database (BENCH_MEMBERS, or as found by BENCH_REUSE). */
  members: number;
}

const handle = createDb(dbPath);
await migrateToLatest(handle);
let run: Filled;
if (REUSE) run = await reuseFilled();
else {
  await runSeeds(handle.db);
  await ensurePeriodChallenges(handle.db);
  run = fill();
  run.backfillSeconds = await backfillAll();
}
const { attemptsWritten, answersWritten, backfillSeconds, adminId } = run;

/** Fills the migrated, seeded database in bulk; returns what the reads are made as. */
function fill(): Filled {
  const sqlite = handle.sqlite;
  sqlite.pragma('journal_mode = OFF');
  sqlite.pragma('synchronous = OFF');
  // The fill writes consistent rows (members before their attempts, attempts before their answers).
  sqlite.pragma('foreign_keys = OFF');
  sqlite.pragma('cache_size = -1000000');

  const questions = sqlite.prepare('SELECT id, correct_answer AS answer, category, is_demo AS demo FROM questions WHERE is_active = 1').all() as {
    id: string;
    answer: string;
    category: string;
    demo: number;
  }[];
  const demoQuestions = questions.filter((q) => q.demo === 1);
  const byCategory = new Map<string, typeof questions>();
  for (const q of questions) byCategory.set(q.category, [...(byCategory.get(q.category) ?? []), q]);

  // Activity per member: most do little, a few do a lot (a Pareto-like spread), scaled so that the
  // answers add up to ANSWERS.
  const weights = Array.from({ length: MEMBERS }, () => 1 / (1 - rand() * 0.999) ** 0.8);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const answersPerMember = weights.map((w) => Math.round((w / weightSum) * ANSWERS));
  const heaviest = answersPerMember.reduce((best, n, i) => (n > answersPerMember[best]! ? i : best), 0);

  const insertUser = sqlite.prepare(
    `INSERT INTO users (id, email, password_hash, google_id, first_name, last_name, city, is_admin, has_full_access, created_at)
     VALUES (?, ?, NULL, NULL, ?, ?, ?, ?, ?, ?)`,
  );
  const insertAttempt = sqlite.prepare(
    `INSERT INTO attempts (id, user_id, type, started_at, completed_at, deadline_at, is_completed, score, correct_answers, total_questions, question_ids)
     VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, NULL)`,
  );
  // One statement per attempt's answers (a multi-row VALUES, prepared once per row count).
  const insertResponses = new Map<number, SQLite.Statement<unknown[]>>();
  function responsesStatement(n: number) {
    let statement = insertResponses.get(n);
    if (!statement) {
      statement = sqlite.prepare(
        `INSERT INTO responses (user_id, question_id, attempt_id, user_answer, is_correct, time_spent, created_at) VALUES ${Array(n).fill('(?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      );
      insertResponses.set(n, statement);
    }
    return statement;
  }
  const FIRST = ['Amina', 'Yousef', 'Lina', 'Karim', 'Sofia', 'Mamadou', 'Elena', 'Hugo', 'Nadia', 'Omar', 'Chloé', 'Ivan'];
  const LAST = ['Diallo', 'Martin', 'Nguyen', 'Haddad', 'Petit', 'Kone', 'Rossi', 'Durand', 'Benali', 'Silva'];
  const CITIES = ['Paris', 'Lyon', 'Marseille', 'Lille', 'Toulouse', 'Nantes', null];

  let answersWritten = 0;
  let attemptsWritten = 0;
  const fillMembers = sqlite.transaction((from: number, to: number) => {
    for (let m = from; m < to; m++) {
      const userId = memberId(m);
      const joined = NOW - 365 * DAY * rand();
      insertUser.run(userId, `membre${m}@example.fr`, pick(FIRST), pick(LAST), pick(CITIES), 0, rand() < 0.7 ? 1 : 0, new Date(joined - DAY).toISOString());
      const skill = 0.45 + rand() * 0.5;
      let left = answersPerMember[m]!;
      let seq = 0;
      while (left > 0) {
        const r = rand();
        const type = r < 0.7 ? 'full' : r < 0.82 ? 'exam' : r < 0.9 ? 'review' : r < 0.97 ? 'demo' : 'interview';
        const size = type === 'exam' ? 40 : type === 'demo' ? demoQuestions.length : type === 'interview' ? 0 : type === 'review' ? 10 : pick([5, 10, 20, 20, 20, 40]);
        const n = Math.min(size, left);
        const completedMs = joined + (NOW - joined) * rand();
        const completedAt = new Date(completedMs).toISOString();
        // Ids grow over time, as the client's timestamped ids do.
        const attemptId = `attempt_${1_600_000_000_000 + attemptsWritten}_${m.toString(36).padStart(4, '0')}x${(seq++).toString(36)}`;
        const pool = type === 'demo' ? demoQuestions : rand() < 0.3 ? byCategory.get(pick([...byCategory.keys()]))! : questions;
        const answers: [string, string, 0 | 1][] = [];
        let correct = 0;
        // Distinct questions: an attempt answers each question once.
        const picked = new Set<number>();
        while (picked.size < Math.min(n, pool.length)) picked.add(Math.floor(rand() * pool.length));
        for (const index of picked) {
          const q = pool[index]!;
          const right = rand() < skill;
          if (right) correct++;
          answers.push([q.id, right ? q.answer : 'autre réponse', right ? 1 : 0]);
        }
        if (type === 'interview') {
          correct = 8 + Math.floor(rand() * 10);
          left -= 1;
        } else left -= Math.max(1, answers.length);
        const total = type === 'interview' ? 20 : answers.length;
        insertAttempt.run(attemptId, userId, type, new Date(completedMs - 15 * 60_000).toISOString(), completedAt, 1, String(Math.round((correct / Math.max(1, total)) * 100)), correct, total);
        if (answers.length > 0) {
          const values: unknown[] = [];
          for (const [questionId, answer, right] of answers) values.push(userId, questionId, attemptId, answer, right, 5 + Math.floor(rand() * 40), completedAt);
          responsesStatement(answers.length).run(...values);
        }
        attemptsWritten++;
        answersWritten += answers.length;
      }
    }
  });
  const CHUNK = 500;
  for (let m = 0; m < MEMBERS; m += CHUNK) {
    fillMembers(m, Math.min(MEMBERS, m + CHUNK));
    if ((m / CHUNK) % 20 === 0) log(`members ${m.toLocaleString('en-US')}, attempts ${attemptsWritten.toLocaleString('en-US')}, answers ${answersWritten.toLocaleString('en-US')}`);
  }
  log(`filled: ${MEMBERS.toLocaleString('en-US')} members, ${attemptsWritten.toLocaleString('en-US')} attempts, ${answersWritten.toLocaleString('en-US')} answers`);

  // Challenge participants (a third of the members in this period's challenges), stories, messages,
  // audit entries, one admin, and sessions for the members the reads are made as.
  const challenges = sqlite.prepare('SELECT id FROM challenges').all() as { id: string }[];
  const adminId = memberId(MEMBERS + 1);
  sqlite.transaction(() => {
    const join = sqlite.prepare('INSERT OR IGNORE INTO challenge_participants (challenge_id, user_id, joined_at) VALUES (?, ?, ?)');
    for (let m = 0; m < MEMBERS; m++) if (rand() < 0.33) join.run(pick(challenges).id, memberId(m), new Date(NOW - 3 * DAY).toISOString());
    const story = sqlite.prepare(
      `INSERT INTO success_stories (name, city, region, original_country, naturalization_date, story, quiz_score, interview_tips, status, likes, submitted_by, submitter_ip, created_at)
       VALUES (?, 'Lyon', 'Auvergne-Rhône-Alpes', 'Maroc', 'mars 2025', ?, 17, NULL, ?, ?, ?, '127.0.0.1', ?)`,
    );
    for (let i = 0; i < 2000; i++) {
      story.run(pick(FIRST), "J'ai révisé chaque soir pendant trois mois, puis l'entretien s'est bien passé.", i % 4 === 0 ? 'pending' : 'published', Math.floor(rand() * 30), memberId(Math.floor(rand() * MEMBERS)), new Date(NOW - rand() * 365 * DAY).toISOString());
    }
    const message = sqlite.prepare(
      `INSERT INTO contact_messages (user_id, name, email, category, subject, message, handled, created_at) VALUES (?, ?, ?, 'question', ?, ?, ?, ?)`,
    );
    for (let i = 0; i < 20_000; i++) {
      const m = Math.floor(rand() * MEMBERS);
      message.run(memberId(m), pick(FIRST), `membre${m}@example.fr`, `Question ${i}`, 'Une question sur le quiz et les catégories.', rand() < 0.8 ? 1 : 0, new Date(NOW - rand() * 365 * DAY).toISOString());
    }
    const audit = sqlite.prepare(
      `INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, details, created_at) VALUES (?, 'admin@example.fr', 'user.access', 'user', ?, '{}', ?)`,
    );
    for (let i = 0; i < 20_000; i++) audit.run(adminId, memberId(Math.floor(rand() * MEMBERS)), new Date(NOW - rand() * 365 * DAY).toISOString());
    insertUser.run(adminId, 'admin@example.fr', 'Admin', 'Bench', null, 1, 1, new Date(NOW - 400 * DAY).toISOString());
  })();
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  if ((sqlite.pragma('foreign_key_check') as unknown[]).length > 0) throw new Error('the fill broke a foreign key');
  log('participants, stories, messages, audit entries');
  // Who the reads are made as: members of every size (quantiles of activity) and the most active.
  const order = answersPerMember.map((n, i) => [n, i] as const).sort((a, b) => a[0] - b[0]);
  const sample = [...new Set([...Array.from({ length: 49 }, (_, k) => order[Math.floor((k / 49) * (order.length - 1))]![1]), heaviest])];
  log(`the heaviest member has ${answersPerMember[heaviest]!.toLocaleString('en-US')} answers`);
  return { attemptsWritten, answersWritten, backfillSeconds: 0, adminId, sampleUserIds: sample.map(memberId), members: MEMBERS };
}

/** The one-off backfill of the community figures (the migration's own code) over the filled data. */
async function backfillAll(): Promise<number> {
  const sqlite = handle.sqlite;
  for (const table of ['attempt_scores', 'member_stats', 'member_days', 'member_months']) sqlite.exec(`DELETE FROM ${table}`);
  const backfillStart = performance.now();
  sqlite.exec('BEGIN IMMEDIATE');
  await backfill(handle.db);
  sqlite.exec('COMMIT');
  const seconds = (performance.now() - backfillStart) / 1000;
  log(`backfill of the community figures: ${seconds.toFixed(0)} s`);
  // The item analysis (docs/item-analysis.md), from the same answers, with the migration's code.
  for (const table of ['question_stats', 'question_stat_days', 'question_choices']) sqlite.exec(`DELETE FROM ${table}`);
  const itemStart = performance.now();
  sqlite.exec('BEGIN IMMEDIATE');
  await backfillItemStats(handle.db);
  sqlite.exec('COMMIT');
  log(`backfill of the item analysis: ${((performance.now() - itemStart) / 1000).toFixed(0)} s`);
  // The sums the readiness figure reads (docs/readiness.md, « How it is kept »), with the migration's code.
  for (const table of ['readiness_evidence', 'readiness_members']) sqlite.exec(`DELETE FROM ${table}`);
  const readinessStart = performance.now();
  sqlite.exec('BEGIN IMMEDIATE');
  await backfillReadiness(handle.db);
  sqlite.exec('COMMIT');
  log(`backfill of the readiness sums: ${((performance.now() - readinessStart) / 1000).toFixed(0)} s`);
  return seconds;
}

/**
 * BENCH_REUSE=<dir kept by BENCH_KEEP=1>: the reads again on that database (migrated to the latest
 * schema, not refilled), as members of every size by their number of finished quizzes.
 */
async function reuseFilled(): Promise<Filled> {
  const sqlite = handle.sqlite;
  const count = (sql: string) => (sqlite.prepare(sql).get() as { n: number }).n;
  const byActivity = (sqlite.prepare('SELECT user_id AS id FROM member_stats ORDER BY quizzes, user_id').all() as { id: string }[]).map((r) => r.id);
  if (byActivity.length === 0) throw new Error(`${dbPath} holds no filled database`);
  const sample = [...new Set([...Array.from({ length: 50 }, (_, k) => byActivity[Math.floor((k / 49) * (byActivity.length - 1))]!)])];
  const admin = sqlite.prepare('SELECT id FROM users WHERE is_admin = 1 ORDER BY created_at LIMIT 1').get() as { id: string };
  log(`reusing ${dbPath}`);
  return {
    attemptsWritten: count('SELECT count(*) AS n FROM attempts WHERE is_completed = 1'),
    answersWritten: count('SELECT count(*) AS n FROM responses'),
    backfillSeconds: Number.NaN,
    adminId: admin.id,
    sampleUserIds: sample,
    members: count('SELECT count(*) AS n FROM users WHERE is_admin = 0 AND is_trainer = 0'),
  };
}

/**
 * A trainer and one group of GROUP members taken evenly from every member (ordered by id, so of
 * every size of activity). Their memory of each question is replayed from their answers (the
 * learning backfill's code, as the app has it for members who answered before it existed), then
 * the figures the table reads are kept, as a finished quiz keeps them. Made once per database.
 */
async function fillGroup(): Promise<{ trainerId: string; groupId: string; memberIds: string[] }> {
  const trainerId = '00000000-0000-4000-9000-000000000001';
  const db = handle.db;
  const existing = await db.selectFrom('groupTrainers').select('groupId').where('userId', '=', trainerId).executeTakeFirst();
  if (existing) {
    const rows = await db.selectFrom('groupMembers').select('userId').where('groupId', '=', existing.groupId).execute();
    return { trainerId, groupId: existing.groupId, memberIds: rows.map((r) => r.userId) };
  }
  const start = performance.now();
  const all = (handle.sqlite.prepare("SELECT id FROM users WHERE is_admin = 0 AND id LIKE '00000000-0000-4000-8000-%' ORDER BY id").all() as { id: string }[]).map((r) => r.id);
  const memberIds = Array.from({ length: Math.min(GROUP, all.length) }, (_, k) => all[Math.floor((k * all.length) / Math.min(GROUP, all.length))]!);
  handle.sqlite
    .prepare("INSERT INTO users (id, email, first_name, last_name, is_admin, has_full_access, is_trainer, created_at) VALUES (?, 'formatrice@example.fr', 'Sophie', 'Bench', 0, 1, 1, ?)")
    .run(trainerId, new Date(NOW - 400 * DAY).toISOString());
  const group = await createGroup(db, { id: trainerId, email: 'formatrice@example.fr', isTrainer: 1 }, { name: 'Bench group', examDate: null }, 'http://localhost');
  const consentedAt = new Date(NOW - 30 * DAY).toISOString();
  await db.insertInto('groupMembers').values(memberIds.map((userId) => ({ groupId: group.id, userId, consentedAt, shareEmail: 0 as const }))).execute();
  // The members' memory (none is written by the bulk fill), in the backfill's chunks.
  const haveMemory = new Set((await db.selectFrom('questionMemory').select('userId').distinct().where('userId', 'in', memberIds).execute()).map((r) => r.userId));
  const without = memberIds.filter((id) => !haveMemory.has(id));
  for (let i = 0; i < without.length; i += 100) await backfillMembers(db, without.slice(i, i + 100));
  const keepStart = performance.now();
  for (const userId of memberIds) await keepGroupFigures(db, userId, new Date(NOW));
  log(`group of ${memberIds.length} members: memory replayed and figures kept in ${((performance.now() - start) / 1000).toFixed(0)} s (${((performance.now() - keepStart) / memberIds.length).toFixed(1)} ms a member to keep)`);
  return { trainerId, groupId: group.id, memberIds };
}
const group = await fillGroup();

const cookies: string[] = [];
for (const userId of run.sampleUserIds) {
  const token = generateSessionToken();
  await createSession(handle.db, token, userId);
  cookies.push(`${SESSION_COOKIE}=${token}`);
}
const adminToken = generateSessionToken();
await createSession(handle.db, adminToken, adminId);
const adminCookie = `${SESSION_COOKIE}=${adminToken}`;
const trainerToken = generateSessionToken();
await createSession(handle.db, trainerToken, group.trainerId);
const trainerCookie = `${SESSION_COOKIE}=${trainerToken}`;
await handle.close();
const dbSizeMb = Math.round(fs.statSync(dbPath).size / 1048576);
log(`database: ${dbSizeMb.toLocaleString('en-US')} MB`);
// DATABASE_URL set (an empty PostgreSQL): the filled file is moved there with npm run db:copy's
// code, and the app below runs on PostgreSQL (it inherits DATABASE_URL).
if (process.env.DATABASE_URL) {
  const copyStart = performance.now();
  const copied = await copySqliteToPostgres(dbPath, process.env.DATABASE_URL);
  log(`copied into PostgreSQL: ${copied.tables.reduce((n, t) => n + t.rows, 0).toLocaleString('en-US')} rows in ${((performance.now() - copyStart) / 1000).toFixed(0)} s`);
}

// --- 3. The app, as npm start runs it ------------------------------------------------------------
const logFile = path.join(dir, 'app.log');
const logFd = fs.openSync(logFile, 'w');

interface Read {
  name: string;
  url: (i: number) => string;
  /** Made as the admin, or as the group's trainer; otherwise as the members of every size. */
  as?: 'admin' | 'trainer';
  /** Fewer requests for a read the app limits per member (the export: 2 a minute). */
  samples?: number;
}
const reads: Read[] = [
  { name: 'GET /api/auth/user', url: () => '/api/auth/user' },
  { name: 'GET /api/dashboard/stats', url: () => '/api/dashboard/stats' },
  { name: 'GET /api/attempts (history, page 1)', url: () => '/api/attempts?page=1&pageSize=20' },
  { name: 'GET /api/questions?limit=20', url: () => '/api/questions?limit=20' },
  { name: 'GET /api/questions/review', url: () => '/api/questions/review' },
  { name: 'GET /api/community/leaderboard', url: () => '/api/community/leaderboard' },
  { name: 'GET /api/community/user-stats', url: () => '/api/community/user-stats' },
  { name: 'GET /api/community/challenges', url: () => '/api/community/challenges' },
  { name: 'GET /api/success-stories', url: () => '/api/success-stories' },
  { name: 'GET /api/questions/demo', url: () => '/api/questions/demo' },
  { name: 'GET /api/questions/counts', url: () => '/api/questions/counts' },
  { name: 'GET /api/account/export (once per member)', url: () => '/api/account/export', samples: 50 },
  { name: 'GET /api/admin/stats', url: () => '/api/admin/stats', as: 'admin' },
  { name: 'GET /api/admin/users (page 1)', url: () => '/api/admin/users?page=1&pageSize=50', as: 'admin' },
  { name: 'GET /api/admin/users (a deep page)', url: (i) => `/api/admin/users?page=${1 + ((i * 37) % 2000)}&pageSize=50`, as: 'admin' },
  { name: 'GET /api/admin/users?q= (search)', url: (i) => `/api/admin/users?q=${encodeURIComponent(['membre12', 'diallo', 'amina', 'zzz', `membre${i}@`][i % 5]!)}`, as: 'admin' },
  { name: 'GET /api/admin/questions (page 1)', url: () => '/api/admin/questions?page=1&pageSize=50', as: 'admin' },
  { name: 'GET /api/admin/questions/analysis (page 1, flagged first)', url: () => '/api/admin/questions/analysis?page=1&pageSize=50', as: 'admin' },
  { name: 'GET /api/admin/questions/analysis?flag=any&sort=p', url: () => '/api/admin/questions/analysis?flag=any&sort=p&order=asc&page=1', as: 'admin' },
  { name: 'GET /api/admin/questions/analysis?sort=answers90', url: () => '/api/admin/questions/analysis?sort=answers90&page=1', as: 'admin' },
  { name: 'GET /api/admin/questions/{id}/analysis', url: (i) => `/api/admin/questions/${['inst-001', 'hist-001', 'cult-001', 'geo-001', 'val-001'][i % 5]}/analysis`, as: 'admin' },
  { name: 'GET /api/admin/contact-messages', url: () => '/api/admin/contact-messages?status=open&page=1', as: 'admin' },
  { name: 'GET /api/admin/success-stories', url: () => '/api/admin/success-stories?status=pending&page=1', as: 'admin' },
  { name: 'GET /api/admin/audit-log', url: () => '/api/admin/audit-log?page=1', as: 'admin' },
  { name: `GET /api/groups/{id} (table of ${group.memberIds.length} members)`, url: () => `/api/groups/${group.groupId}`, as: 'trainer' },
  { name: "GET /api/groups/{id}/members/{userId} (a member's page)", url: (i) => `/api/groups/${group.groupId}/members/${group.memberIds[i % group.memberIds.length]}`, as: 'trainer' },
];

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
let metrics: { eventLoopDelayMaxMs?: number; eventLoopDelayP99Ms?: number; peakRssMb?: number } = {};
const rows: string[] = [];
const stalls: string[] = [];
let app: SpawnedServer | undefined;
try {
  const bootStart = performance.now();
  app = await spawnServer(
    { LOG_LEVEL: undefined, LOAD_SHEDDING_DELAY_MS: undefined, DATA_DIR: dir, DATABASE_PATH: dbPath, RATE_LIMIT_PER_MINUTE: '100000000' },
    { args: npmStartArgs(SERVER_ENTRY), stdout: logFd, stderr: 'inherit', startTimeoutMs: 120_000 },
  );
  const base = app.base;
  log(`app up in ${((performance.now() - bootStart) / 1000).toFixed(1)} s`);
  for (const read of reads.filter((r) => !ONLY || ONLY.test(r.name))) {
    const times: number[] = [];
    let status = 0;
    let bytes = 0;
    for (let i = 0; i < Math.min(SAMPLES, read.samples ?? SAMPLES); i++) {
      const cookie = read.as === 'admin' ? adminCookie : read.as === 'trainer' ? trainerCookie : cookies[i % cookies.length]!;
      const start = performance.now();
      const res = await fetch(`${base}${read.url(i)}`, { headers: { cookie } });
      const body = await res.arrayBuffer();
      times.push(performance.now() - start);
      if (res.status !== 200) status = res.status;
      bytes = Math.max(bytes, body.byteLength);
    }
    const row = `| ${read.name} | ${quantile(times, 0.5).toFixed(1)} | ${quantile(times, 0.99).toFixed(1)} | ${(bytes / 1024).toFixed(1)} |${status ? ` ${status}` : ''}`;
    rows.push(row);
    console.log(row);
  }
} finally {
  await app?.stop('SIGTERM');
  fs.closeSync(logFd);
  // The app's own account: its runtime metrics, and each stall over its threshold with the request
  // answered just before it (the one that held the loop, one request at a time).
  let previous = '';
  for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
    if (line.includes('"runtime metrics"')) metrics = JSON.parse(line);
    else if (line.includes('"event loop blocked"')) {
      const before = previous ? (JSON.parse(previous) as { method?: string; url?: string; ms?: number }) : {};
      stalls.push(`${(JSON.parse(line) as { stallMs: number }).stallMs} ms after ${before.method ?? '?'} ${before.url ?? '(no request)'} (${before.ms ?? '?'} ms)`);
    } else if (line.includes('"response"')) previous = line;
  }
  if (!KEEP && !REUSE) fs.rmSync(dir, { recursive: true, force: true });
  else log(`kept ${dir}`);
}

console.log(
  `\n${run.members.toLocaleString('en-US')} members, ${attemptsWritten.toLocaleString('en-US')} finished attempts, ${answersWritten.toLocaleString('en-US')} answers (${dbSizeMb.toLocaleString('en-US')} MB); ` +
    `${SAMPLES} requests per read, one at a time, as ${cookies.length} members of every size; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}\n`,
);
console.log('| read | median ms | p99 ms | largest body KiB |');
console.log('|---|---:|---:|---:|');
for (const row of rows) console.log(row);
console.log(`\nBackfill of the community figures: ${REUSE ? 'done earlier (BENCH_REUSE)' : `${backfillSeconds.toFixed(0)} s`}`);
console.log(`Event loop, longest stall while serving: ${metrics.eventLoopDelayMaxMs ?? '?'} ms (p99 ${metrics.eventLoopDelayP99Ms ?? '?'} ms)`);
console.log(`App process peak memory (VmHWM): ${metrics.peakRssMb ?? '?'} MB`);
console.log(`Stalls over 100 ms logged by the app: ${stalls.length}${stalls.map((s) => `\n  - ${s}`).join('')}`);
