// Load and crash: the server under concurrent answers, and killed with SIGKILL in the middle of a
// stream of answers. Every acknowledged answer must be in the database afterwards
// (journal_mode=WAL + synchronous=FULL, docs/decisions/0002-storage.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../../scripts/lib/spawn-server.js';
import { openDatabase } from './database.js';
import { createSession, generateSessionToken, SESSION_COOKIE } from './auth/session.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepa-durability-'));
const dbPath = path.join(dir, 'app.db');
let questions: { id: string; correctAnswer: string }[] = [];

const startServer = () =>
  spawnServer({ DATA_DIR: dir, DATABASE_PATH: dbPath, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000' }, { stdout: 'ignore', stderr: 'ignore' });

async function makeUsers(n: number): Promise<{ id: string; cookie: string }[]> {
  const handle = await openDatabase(dbPath);
  const users = [];
  for (let i = 0; i < n; i++) {
    const id = crypto.randomUUID();
    await handle.db.insertInto('users').values({ id, email: `load${i}-${id.slice(0, 8)}@example.fr`, passwordHash: null, googleId: null, firstName: `U${i}`, lastName: null, city: null, isAdmin: 0, hasFullAccess: 1 }).execute();
    const token = generateSessionToken();
    await createSession(handle.db, token, id);
    users.push({ id, cookie: `${SESSION_COOKIE}=${token}` });
  }
  if (!questions.length) {
    questions = await handle.db.selectFrom('questions').select(['id', 'correctAnswer']).where('isActive', '=', 1).orderBy('id').limit(50).execute();
  }
  await handle.close();
  return users;
}

function post(base: string, url: string, cookie: string, body: unknown) {
  return fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
}

beforeAll(async () => {
  (await openDatabase(dbPath)).close();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('under load', () => {
  it('acknowledges and counts every answer of 40 users answering 10 questions at once', async () => {
    const users = await makeUsers(40);
    const { base, stop } = await startServer();
    try {
      const attempts = users.map((u, i) => ({ user: u, id: `attempt_${Date.now()}_load${i}x` }));
      await Promise.all(attempts.map(async (a) => expect((await post(base, '/api/attempts', a.user.cookie, { id: a.id, type: 'full', totalQuestions: 10 })).status).toBe(201)));
      const results = await Promise.all(
        attempts.flatMap((a) =>
          questions.slice(0, 10).map(async (q, i) => {
            const res = await post(base, '/api/responses', a.user.cookie, { questionId: q.id, userAnswer: i % 2 ? q.correctAnswer : 'faux', timeSpent: 2, attemptId: a.id });
            return { status: res.status, body: await res.text() };
          }),
        ),
      );
      const failures = results.filter((r) => r.status !== 201);
      expect(failures).toEqual([]);
      expect(results.map((r) => r.body).join('')).not.toMatch(/SQLITE_BUSY|database is locked/);
      const db = new SQLite(dbPath, { readonly: true });
      const counts = db.prepare(`select attempt_id, count(*) as n, sum(is_correct) as ok from responses where attempt_id like 'attempt_%_load%' group by attempt_id`).all() as { n: number; ok: number }[];
      db.close();
      expect(counts).toHaveLength(40);
      for (const c of counts) expect(c).toEqual(expect.objectContaining({ n: 10, ok: 5 }));
    } finally {
      await stop('SIGTERM');
    }
  }, 60_000);
});

describe('after a crash', () => {
  it('keeps every acknowledged answer when the server is killed with SIGKILL mid-stream', async () => {
    const [user] = await makeUsers(1);
    const { child, base, exited } = await startServer();
    const acknowledged: number[] = [];
    // Eight parallel streams of answers, each into its own attempt; the kill lands while
    // requests are in flight.
    const attemptIds = Array.from({ length: 8 }, (_, i) => `attempt_${Date.now()}_crash${i}`);
    for (const id of attemptIds) {
      expect((await post(base, '/api/attempts', user!.cookie, { id, type: 'full', totalQuestions: 50 })).status).toBe(201);
    }
    const stream = async (attemptId: string) => {
      for (const q of questions) {
        try {
          const res = await post(base, '/api/responses', user!.cookie, { questionId: q.id, userAnswer: q.correctAnswer, timeSpent: 1, attemptId });
          if (res.status !== 201) return;
          acknowledged.push((await res.json()).id as number);
        } catch {
          return; // connection refused or reset: the server is gone
        }
      }
    };
    const streams = attemptIds.map(stream);
    // Kill once a few answers are in (a fixed delay was too short on a busy 2-core machine).
    for (let i = 0; i < 200 && acknowledged.length <= 20; i++) await new Promise((r) => setTimeout(r, 25));
    child.kill('SIGKILL');
    await Promise.all(streams);
    await exited;
    // The kill landed in the middle: some answers were acknowledged, not all were sent.
    expect(acknowledged.length).toBeGreaterThan(20);
    expect(acknowledged.length).toBeLessThan(attemptIds.length * questions.length);
    // Restart on the same files: the WAL is replayed, and every acknowledged answer is there.
    const restarted = await startServer();
    await restarted.stop('SIGTERM');
    const db = new SQLite(dbPath, { readonly: true });
    const stored = new Set((db.prepare(`select id from responses where attempt_id like 'attempt_%_crash%'`).all() as { id: number }[]).map((r) => r.id));
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
    const missing = acknowledged.filter((id) => !stored.has(id));
    expect(missing).toEqual([]);
  }, 60_000);
});
