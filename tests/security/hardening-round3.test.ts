// Hardening, third round (issue 35): what one member may store, stale account links, absolute-form
// targets, text/plain and invisible characters, the public health answer, static files and the
// per-address limit. Each defence through Fastify, on both doors where there are two.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_QUOTA_KEY, ROUTE_LIMITS } from '../../src/server/route-limits.js';
import { createTestApp, createUser, request, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const en = { 'x-product-language': 'en' };
const demoQuestion = async () => (await t.db.selectFrom('questions').select(['id', 'correctAnswer']).where('isDemo', '=', 1).limit(1).executeTakeFirstOrThrow());

describe('what one member can store (item 1)', () => {
  it('a quiz answer is at most 300 characters (the longest an option can be), on both doors', async () => {
    const u = await createUser(t.db);
    const q = await demoQuestion();
    const long = { questionId: q.id, userAnswer: 'é'.repeat(301) };
    expect((await request(t.app, { method: 'POST', url: '/api/responses', user: u, payload: long })).statusCode).toBe(400);
    expect((await request(t.app, { method: 'POST', url: '/trpc/attempts.respond', user: u, payload: long })).statusCode).toBe(400);
    const ok = await request(t.app, { method: 'POST', url: '/api/responses', user: u, payload: { questionId: q.id, userAnswer: 'é'.repeat(300) } });
    expect(ok.statusCode).toBe(201);
    expect(await t.db.selectFrom('responses').select('id').where('userId', '=', u.id).execute()).toHaveLength(1);
  });

  it('answers per day are bounded per member, on both doors, whatever the per-minute pace', async () => {
    const u = await createUser(t.db);
    const q = await demoQuestion();
    const { perDay } = ROUTE_LIMITS['attempts.respond'];
    // A day's answers already given (the per-minute limit alone let 172,800 a day through).
    await t.db.insertInto('rateLimits').values({ key: DAILY_QUOTA_KEY('attempts.respond', u.id), count: perDay, resetAt: Date.now() + 3_600_000 }).execute();
    const rest = await request(t.app, { method: 'POST', url: '/api/responses', user: u, payload: { questionId: q.id, userAnswer: 'x' }, headers: en });
    expect(rest.statusCode).toBe(429);
    expect(rest.json().message).toBe("You have reached today's limit for this action. Try again tomorrow.");
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(3000);
    const trpc = await request(t.app, { method: 'POST', url: '/trpc/attempts.respond', user: u, payload: { questionId: q.id, userAnswer: 'x' } });
    expect(trpc.statusCode).toBe(429);
    expect(await t.db.selectFrom('responses').select('id').where('userId', '=', u.id).execute()).toHaveLength(0);
    // Another member is not concerned.
    const other = await createUser(t.db);
    expect((await request(t.app, { method: 'POST', url: '/api/responses', user: other, payload: { questionId: q.id, userAnswer: 'x' } })).statusCode).toBe(201);
  });

  it('interviews and offline exams per day are bounded too', async () => {
    expect(ROUTE_LIMITS['interview.start'].perDay).toBeLessThanOrEqual(50);
    expect(ROUTE_LIMITS['offline.submitExam'].perDay).toBeLessThanOrEqual(50);
    const u = await createUser(t.db);
    await t.db.insertInto('rateLimits').values({ key: DAILY_QUOTA_KEY('interview.start', u.id), count: ROUTE_LIMITS['interview.start'].perDay, resetAt: Date.now() + 3_600_000 }).execute();
    expect((await request(t.app, { method: 'POST', url: '/api/interview/start', user: u, payload: { applicantName: 'Lina' } })).statusCode).toBe(429);
    expect((await request(t.app, { method: 'POST', url: '/trpc/interview.start', user: u, payload: { applicantName: 'Lina' } })).statusCode).toBe(429);
    expect(await t.db.selectFrom('interviewSessions').select('id').where('userId', '=', u.id).execute()).toHaveLength(0);
  });
});
