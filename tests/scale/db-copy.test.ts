// npm run db:copy: a SQLite deployment with members, quizzes, answers (with a gap in the ids),
// stories, messages and community figures is copied into an empty PostgreSQL with every row and id,
// and the app then runs on the copy; a database that is not empty is refused.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { openDatabase } from '../../src/server/database.js';
import { parseEnv } from '../../src/server/env.js';
import { createTestPostgresDatabase, createUser, testPostgresUrl } from '../helpers/test-app.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepa-copy-'));
const sqlitePath = path.join(dir, 'app.db');
let target: { url: string; drop: () => Promise<void> };
let member: Awaited<ReturnType<typeof createUser>>;

const run = (args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/db-copy.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_PATH: sqlitePath, DATABASE_URL: '', LOG_LEVEL: 'silent' },
  });

beforeAll(async () => {
  const cluster = testPostgresUrl();
  if (!cluster) throw new Error('runs in the server-pg project (vitest --project server-pg)');
  const empty = await createTestPostgresDatabase(cluster);
  // An empty database, not the migrated template: drop the copy and create a bare one by name.
  await empty.drop();
  const { default: pg } = await import('pg');
  const name = new URL(empty.url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: cluster });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE template0`);
  await admin.end();
  target = empty;

  // A SQLite deployment used through the app.
  const handle = await openDatabase(sqlitePath);
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dir, DATABASE_PATH: sqlitePath, LOG_LEVEL: 'silent', LOAD_SHEDDING_DELAY_MS: '0' });
  const app = await buildApp({ env, db: handle.db, logger: false, clientDir: path.join(dir, 'no-client') });
  await app.ready();
  member = await createUser(handle.db, { hasFullAccess: true, firstName: 'Zoé' });
  const questions = await handle.db.selectFrom('questions').select(['id', 'correctAnswer']).where('isActive', '=', 1).where('isDemo', '=', 0).orderBy('id').limit(5).execute();
  const attemptId = `attempt_${Date.now()}_copy0001`;
  const inject = (method: 'POST' | 'PATCH', url: string, payload: unknown) =>
    app.inject({ method, url, payload: payload as object, headers: { cookie: member.cookie } });
  expect((await inject('POST', '/api/attempts', { id: attemptId, type: 'full', totalQuestions: 5 })).statusCode).toBe(201);
  for (const q of questions) {
    expect((await inject('POST', '/api/responses', { attemptId, questionId: q.id, userAnswer: q.correctAnswer, timeSpent: 3 })).statusCode).toBe(201);
  }
  expect((await inject('PATCH', `/api/attempts/${attemptId}`, { isCompleted: true })).statusCode).toBeLessThan(300);
  // A gap in the autoincrement ids: ids must be kept, not renumbered.
  const first = await handle.db.selectFrom('responses').select('id').orderBy('id').executeTakeFirstOrThrow();
  await handle.db.deleteFrom('responses').where('id', '=', first.id).execute();
  expect((await app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Zoé', email: 'zoe@example.fr', category: 'question', subject: 'Une question', message: 'Bonjour, une question sur le test civique.' } })).statusCode).toBeLessThan(300);
  await app.close();
  await handle.close();
}, 60_000);

afterAll(async () => {
  await target?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

function sqliteRows(table: string, order: string): unknown[] {
  const db = new SQLite(sqlitePath, { readonly: true });
  try {
    return db.prepare(`SELECT * FROM ${table} ORDER BY ${order}`).all();
  } finally {
    db.close();
  }
}

describe('npm run db:copy', () => {
  it('copies every table with its ids into an empty PostgreSQL, says what it copied, and the app runs on it', async () => {
    const { stdout } = await run(['--to', target.url]);
    expect(stdout).toMatch(/^responses: 4 rows$/m);
    expect(stdout).toMatch(/^users: 1 rows$/m);
    expect(stdout).toMatch(/Copied \d+ tables, \d+ rows/);

    const copy = await openDatabase(target.url, { seed: false, poolSize: 2 });
    try {
      const { sql } = await import('kysely');
      for (const [table, order] of [
        ['users', 'id'],
        ['sessions', 'id'],
        ['attempts', 'id'],
        ['responses', 'id'],
        ['questions', 'id'],
        ['contact_messages', 'id'],
        ['attempt_scores', 'attempt_id'],
        ['member_stats', 'user_id'],
        ['question_memory', 'user_id, question_id'],
        ['challenges', 'id'],
      ] as const) {
        const { rows } = await sql.raw(`SELECT * FROM ${table} ORDER BY ${order}`).execute(copy.db.withoutPlugins());
        expect(rows, table).toEqual(sqliteRows(table, order));
      }
      const counted = await copy.db.selectFrom('rowCounts').select(['name', 'n']).orderBy('name').execute();
      expect(counted).toEqual([
        { name: 'attempts', n: 1 },
        { name: 'responses', n: 4 },
      ]);
      // The identity continues after the copied ids.
      const maxId = Math.max(...(sqliteRows('responses', 'id') as { id: number }[]).map((r) => r.id));
      const env = parseEnv({ NODE_ENV: 'test', DATABASE_URL: target.url, LOG_LEVEL: 'silent', LOAD_SHEDDING_DELAY_MS: '0' });
      const app = await buildApp({ env, db: copy.db, logger: false, clientDir: path.join(dir, 'no-client') });
      await app.ready();
      try {
        const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: member.cookie } });
        expect(me.json()).toMatchObject({ email: member.email });
        const attemptId = `attempt_${Date.now()}_copy0002`;
        expect((await app.inject({ method: 'POST', url: '/api/attempts', payload: { id: attemptId, type: 'full', totalQuestions: 5 }, headers: { cookie: member.cookie } })).statusCode).toBe(201);
        const q = await copy.db.selectFrom('questions').select(['id', 'correctAnswer']).where('isDemo', '=', 0).orderBy('id').executeTakeFirstOrThrow();
        const answer = await app.inject({ method: 'POST', url: '/api/responses', payload: { attemptId, questionId: q.id, userAnswer: q.correctAnswer, timeSpent: 2 }, headers: { cookie: member.cookie } });
        expect(answer.statusCode).toBe(201);
        expect(answer.json().id).toBeGreaterThan(maxId);
      } finally {
        await app.close();
      }
    } finally {
      await copy.close();
    }
  }, 60_000);

  it('refuses a database that is not empty, and a missing --to', async () => {
    await expect(run(['--to', target.url])).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/not empty/) });
    await expect(run([])).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/--to postgres:/) });
  }, 60_000);
});
