// The set-up shared by the in-process benches of members' figures (scripts/bench/readiness.ts,
// scripts/bench/groups.ts; docs/benchmarks.md): a temp SQLite database migrated and seeded for real,
// and members with a history of finished quizzes, mock exams and daily sessions written straight
// into it (attempts and their answers, as the app stores them), many thousands a second.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type SQLite from 'better-sqlite3';
import { createDb, type Db, type DbHandle } from '../../db/client.js';
import { migrateToLatest } from '../../db/migrate.js';
import { backfill as backfillScores } from '../../db/migrations/2026-11-24_community-aggregates.js';
import { backfillMembers as backfillMemory } from '../../db/migrations/2026-11-26_learning-backfill.js';
import { backfill as backfillReadiness } from '../../db/migrations/2026-12-08_readiness-kept.js';
import { runSeeds } from '../../db/seeds/index.js';

export const DAY = 86_400_000;

/** The member id of bench member `i` (a valid UUID: the same on every run). */
export const benchMemberId = (i: number) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;

export interface BenchDb {
  handle: DbHandle;
  db: Db;
  sqlite: SQLite.Database;
  /** The ids of the bank's active questions. */
  questions: string[];
  close: () => Promise<void>;
}

/** A temp SQLite database with the real migrations and seeds; close() deletes it. */
export async function openBenchDb(name: string): Promise<BenchDb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `prepa-${name}-bench-`));
  const handle = createDb(path.join(dir, 'app.db'));
  await migrateToLatest(handle);
  await runSeeds(handle.db);
  const questions = (await handle.db.selectFrom('questions').select('id').where('isActive', '=', 1).execute()).map((q) => q.id);
  return {
    handle,
    db: handle.db,
    sqlite: handle.sqlite,
    questions,
    close: async () => {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PracticeOptions {
  /** Over how many days before `now` the sessions are spread, the last one a span/sessions before now (default 365). */
  days?: number;
  /** users.last_name (default none). */
  lastName?: string;
  isTrainer?: boolean;
  /** Right answers in ten (default 7). */
  rightInTen?: number;
}

/**
 * Writes members' histories into the bench database, as prepared statements: call fillMember()
 * inside a transaction (bench.sqlite.transaction) for speed. `now` is the instant histories end at.
 */
export function practiceWriter(bench: BenchDb, now: number) {
  const { sqlite, questions } = bench;
  const insertUser = sqlite.prepare('INSERT INTO users (id, email, first_name, last_name, is_admin, has_full_access, is_trainer, created_at) VALUES (?, ?, ?, ?, 0, 1, ?, ?)');
  const insertAttempt = sqlite.prepare(
    'INSERT INTO attempts (id, user_id, type, started_at, completed_at, is_completed, score, correct_answers, total_questions) VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?)',
  );
  const insertResponse = sqlite.prepare('INSERT INTO responses (user_id, question_id, attempt_id, user_answer, is_correct, time_spent, created_at) VALUES (?, ?, ?, ?, ?, 5, ?)');

  /**
   * Member `i` with `answers` answers: quizzes of 20, a mock exam of 40 every 14th session, a daily
   * session every 5th, spread evenly over `days` days up to `now`; `rightInTen` answers in 10 right.
   * Questions are drawn across the bank so that members differ.
   */
  function fillMember(i: number, answers: number, options: PracticeOptions = {}) {
    const span = options.days ?? 365;
    const rightInTen = options.rightInTen ?? 7;
    const u = benchMemberId(i);
    insertUser.run(u, `m${i}@example.fr`, 'Membre', options.lastName ?? null, options.isTrainer ? 1 : 0, new Date(now - (span + 35) * DAY).toISOString());
    const sessions: { type: string; size: number }[] = [];
    for (let n = 0, k = 0; n < answers; k += 1) {
      const type = k % 14 === 13 ? 'exam' : k % 5 === 4 ? 'spaced' : 'full';
      const size = Math.min(type === 'exam' ? 40 : 20, answers - n);
      sessions.push({ type, size });
      n += size;
    }
    sessions.forEach((s, k) => {
      const at = new Date(now - Math.round(((sessions.length - k) * span * DAY) / sessions.length)).toISOString();
      const attemptId = `${u}-${k}`;
      let right = 0;
      const rows: [string, number][] = [];
      for (let j = 0; j < s.size; j += 1) {
        const ok = (i + k * 7 + j * 3) % 10 < rightInTen ? 1 : 0;
        right += ok;
        rows.push([questions[(i * 31 + k * 20 + j * 13) % questions.length]!, ok]);
      }
      insertAttempt.run(attemptId, u, s.type, at, at, String(Math.round((100 * right) / s.size)), right, s.size);
      for (const [q, ok] of rows) insertResponse.run(u, q, attemptId, ok ? 'right' : 'wrong', ok, at);
    });
  }

  return { fillMember, insertAttempt, insertResponse };
}

/**
 * What the app keeps on write from finished attempts, computed at once from the answers written
 * above by the migrations' backfills (each exported for this; the community one is compared with
 * what the writes keep by its test): the readiness sums (readiness_evidence, readiness_members),
 * the attempts' scores and days (attempt_scores, member_days, member_months, member_stats) and the
 * members' memory of each question (question_memory, learning_days). Returns the seconds each took.
 */
export async function keepFromAnswers(db: Db): Promise<{ readiness: number; scores: number; memory: number }> {
  const timed = async (work: () => Promise<void>) => {
    const start = performance.now();
    await work();
    return (performance.now() - start) / 1000;
  };
  const readiness = await timed(() => backfillReadiness(db));
  const scores = await timed(() => backfillScores(db));
  const memory = await timed(async () => {
    const members = (await db.selectFrom('responses').select('userId').distinct().where('attemptId', 'is not', null).orderBy('userId').execute()).map((m) => m.userId);
    for (let i = 0; i < members.length; i += 100) await backfillMemory(db, members.slice(i, i + 100));
  });
  return { readiness, scores, memory };
}
