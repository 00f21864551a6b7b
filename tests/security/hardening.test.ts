// Smaller defences (docs/security.md): no side effect on a GET a cross-site link can trigger, the
// Origin check compares scheme and host, expired sessions are swept, a member's open quizzes and
// exams are bounded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpired } from '../../src/server/app.js';
import { OPEN_ATTEMPTS_MAX } from '../../src/server/services/attempt.service.js';
import { newAttemptId } from '../../src/shared/schemas/quiz.js';
import { createSession, generateSessionToken } from '../../src/server/auth/session.js';
import { createTestApp, createUser, request, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const exams = async (userId: string) =>
  (await t.db.selectFrom('attempts').select('id').where('userId', '=', userId).where('type', '=', 'exam').execute()).length;

describe('no side effects on GET', () => {
  it('a cross-site link to the exam start creates nothing; the start is a POST', async () => {
    const u = await createUser(t.db);
    // What an <a href> or <img src> on another site makes the browser send, cookie included (SameSite=Lax).
    const link = await request(t.app, {
      method: 'GET',
      url: '/api/questions/exam?attemptId=attempt_1700000000000_abcdef1234',
      user: u,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(link.statusCode).toBe(404);
    expect(await exams(u.id)).toBe(0);
    // A cross-site POST is refused by the origin check.
    const forged = await request(t.app, { method: 'POST', url: '/api/questions/exam', payload: {}, user: u, headers: { origin: 'https://evil.example' } });
    expect(forged.statusCode).toBe(403);
    expect(await exams(u.id)).toBe(0);
    // The page's own POST starts it.
    const started = await request(t.app, { method: 'POST', url: '/api/questions/exam', payload: {}, user: u });
    expect(started.statusCode).toBe(200);
    expect(await exams(u.id)).toBe(1);
  });
});

describe('the Origin check', () => {
  it('compares the scheme too: http://site is not https://site', async () => {
    const site = await createTestApp({ PUBLIC_URL: 'https://prepa.example.fr' });
    try {
      const payload = { name: 'A', email: 'a@example.fr', category: 'bug', subject: 's', message: 'm' };
      const send = (origin: string) => site.app.inject({ method: 'POST', url: '/api/contact', payload, headers: { origin } });
      expect((await send('http://prepa.example.fr')).statusCode).toBe(403);
      expect((await send('https://prepa.example.fr:8443')).statusCode).toBe(403);
      expect((await send('https://prepa.example.fr')).statusCode).toBe(201);
    } finally {
      await site.close();
    }
  });
});

describe('expired sessions', () => {
  it('are swept, live ones kept', async () => {
    const u = await createUser(t.db);
    const expired = generateSessionToken();
    await createSession(t.db, expired, u.id);
    await t.db.updateTable('sessions').set({ expiresAt: Date.now() - 1000 }).where('userId', '=', u.id).where('id', '!=', '').execute();
    const live = generateSessionToken();
    await createSession(t.db, live, u.id);
    const before = await t.db.selectFrom('sessions').select('id').where('userId', '=', u.id).execute();
    expect(before.length).toBeGreaterThanOrEqual(2);
    await sweepExpired(t.db);
    const after = await t.db.selectFrom('sessions').select('expiresAt').where('userId', '=', u.id).execute();
    expect(after).toHaveLength(1);
    expect(after[0]!.expiresAt).toBeGreaterThan(Date.now());
  });
});

describe('bounded storage per member', () => {
  it(`at most ${OPEN_ATTEMPTS_MAX} quizzes and exams in progress at once`, async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    const create = () =>
      request(t.app, { method: 'POST', url: '/api/attempts', user: u, payload: { id: newAttemptId(), type: 'full', totalQuestions: 5 }, remoteAddress: '203.0.113.150' });
    for (let i = 0; i < OPEN_ATTEMPTS_MAX; i++) expect((await create()).statusCode).toBe(201);
    const refused = await request(t.app, { method: 'POST', url: '/api/attempts', user: u, payload: { id: newAttemptId(), type: 'full', totalQuestions: 5 }, headers: { 'x-product-language': 'en' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/too many quizzes in progress/);
    // An exam is an attempt too.
    expect((await request(t.app, { method: 'POST', url: '/api/questions/exam', payload: {}, user: u })).statusCode).toBe(409);
    // Finishing one frees a place.
    const open = await t.db.selectFrom('attempts').select('id').where('userId', '=', u.id).executeTakeFirstOrThrow();
    await request(t.app, { method: 'PATCH', url: `/api/attempts/${open.id}`, user: u, payload: { isCompleted: true } });
    expect((await create()).statusCode).toBe(201);
  });
  // The race shows on PostgreSQL (a pool of connections): 30 of 30 were created before the count
  // and the insert shared a locked transaction.
  it('holds the cap when many creations arrive at once', async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    const statuses = await Promise.all(
      Array.from({ length: OPEN_ATTEMPTS_MAX + 10 }, () =>
        request(t.app, { method: 'POST', url: '/api/attempts', user: u, payload: { id: newAttemptId(), type: 'full', totalQuestions: 5 } }).then((r) => r.statusCode),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(OPEN_ATTEMPTS_MAX);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    const rows = await t.db.selectFrom('attempts').select('id').where('userId', '=', u.id).execute();
    expect(rows).toHaveLength(OPEN_ATTEMPTS_MAX);
  });
});
