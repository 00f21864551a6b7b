// Bounded work per request (docs/decisions/0006-trpc-batch-cap.md, docs/security.md): a tRPC batch
// carries at most MAX_BATCH_CALLS calls and a bigger one is refused before any procedure runs;
// every call of a batch counts against the general per-address limit; the per-action limits of
// route-limits.ts hold on both doors, on one shared counter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../src/routers/_app.js';
import { MAX_BATCH_CALLS } from '../../src/server/http/request-limits.js';
import { ROUTE_LIMITS } from '../../src/server/limits/route-limits.js';
import { createTestApp, createUser, type TestApp } from '../helpers/test-app.js';
import { freshIp } from './harness.js';
import { REST } from './route-table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const contact = { name: 'Nadia', email: 'nadia@example.fr', category: 'question', subject: 'Bonjour', message: 'Une question sur le quiz.' };
const batchPath = (name: string, n: number) => Array.from({ length: n }, () => name).join(',');
const batchBody = (n: number, input: unknown) => JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i), input])));
const countContacts = async () => Number((await t.db.selectFrom('contactMessages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('the tRPC batch cap', () => {
  it(`refuses a GET batch of 200 leaderboards with a translated 400, at once`, async () => {
    const started = Date.now();
    const res = await t.app.inject({
      method: 'GET',
      url: `/trpc/${batchPath('community.leaderboard', 200)}?batch=1`,
      headers: { 'x-product-language': 'en', 'x-forwarded-for': freshIp() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Too many calls in one request: 10 at most.');
    expect(Date.now() - started).toBeLessThan(500);
  });

  it(`refuses a batch of ${MAX_BATCH_CALLS + 1} mutations before any of them runs`, async () => {
    const before = await countContacts();
    const res = await t.app.inject({
      method: 'POST',
      url: `/trpc/${batchPath('contact.send', MAX_BATCH_CALLS + 1)}?batch=1`,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      payload: batchBody(MAX_BATCH_CALLS + 1, contact),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Trop d'appels dans une seule requête\u202f: 10 au plus.");
    expect(await countContacts()).toBe(before);
  });

  it(`lets a batch of ${MAX_BATCH_CALLS} of the longest procedure names through`, async () => {
    const longest = Object.keys(appRouter._def.procedures).reduce((a, b) => (b.length > a.length ? b : a));
    const res = await t.app.inject({ method: 'GET', url: `/trpc/${batchPath(longest, MAX_BATCH_CALLS)}?batch=1`, headers: { 'x-forwarded-for': freshIp() } });
    // Whatever each call answers (input errors, 401…), the batch itself is accepted: no 400 for its size.
    expect(res.statusCode).not.toBe(404);
    expect(res.json()).toHaveLength(MAX_BATCH_CALLS);
  });
});

describe('the general per-address limit counts every call of a batch', () => {
  it('a batch of 6 calls uses 6 of 5 requests a minute', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const res = await limited.app.inject({ method: 'GET', url: `/trpc/${batchPath('community.leaderboard', 6)}?batch=1`, headers: { 'x-product-language': 'en' } });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/Too many requests/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // The refusal says the limit and when the window resets; an answer within the limit carries
      // none of these headers (three more on every call, read by no client of ours).
      expect(res.headers['x-ratelimit-limit']).toBe('5');
      expect(res.headers['x-ratelimit-remaining']).toBe('0');
      expect(Number(res.headers['x-ratelimit-reset'])).toBe(Number(res.headers['retry-after']));
      const other = await limited.app.inject({ method: 'GET', url: '/api/questions/counts', remoteAddress: '203.0.113.9' });
      expect(other.statusCode).toBe(200);
      expect(Object.keys(other.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
      expect((await limited.app.inject({ method: 'GET', url: '/api/questions/counts' })).statusCode).toBe(429);
      // Supervisors keep their health check.
      expect((await limited.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('per-action limits: one table, both doors', () => {
  it('every row of the table names a real procedure and a real REST route', async () => {
    const procedures = new Set(Object.keys(appRouter._def.procedures));
    for (const [action, limit] of Object.entries(ROUTE_LIMITS)) {
      expect(procedures.has(limit.procedure), `${action}: ${limit.procedure}`).toBe(true);
      const [method, url] = limit.rest.split(' ') as [string, string];
      expect(t.app.hasRoute({ method: method as 'GET', url }), `${action}: ${limit.rest}`).toBe(true);
    }
  });

  it('contact.send ×10 in one tRPC batch is allowed, the 11th message is a translated 429 (not stored)', async () => {
    const ip = freshIp();
    const before = await countContacts();
    const batch = await t.app.inject({
      method: 'POST',
      url: `/trpc/${batchPath('contact.send', 10)}?batch=1`,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      payload: batchBody(10, contact),
    });
    expect(batch.statusCode).toBe(200);
    const next = await t.app.inject({
      method: 'POST',
      url: '/trpc/contact.send',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'x-product-language': 'en' },
      payload: contact,
    });
    expect(next.statusCode).toBe(429);
    expect(next.json().error.message).toBe('You have done this too often. Please try again a little later.');
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countContacts()).toBe(before + 10);
  });

  it('a hundred contact.send over several batches store ten messages', async () => {
    const ip = freshIp();
    const before = await countContacts();
    for (let i = 0; i < 10; i++) {
      await t.app.inject({
        method: 'POST',
        url: `/trpc/${batchPath('contact.send', 10)}?batch=1`,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        payload: batchBody(10, contact),
      });
    }
    expect(await countContacts()).toBe(before + 10);
  });

  it('the two doors share one counter, and REST answers 429 at the same point', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res =
        i % 2 === 0
          ? await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'x-forwarded-for': ip }, payload: contact })
          : await t.app.inject({ method: 'POST', url: '/trpc/contact.send', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, payload: contact });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 200, 201, 200, 201, 200, 201, 200, 201, 200, 429]);
    // Even a malformed request counts and is refused first: the action never starts.
    const bad = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'x-forwarded-for': ip }, payload: {} });
    expect(bad.statusCode).toBe(429);
  });

  it('registration is throttled per address on both doors', async () => {
    const ip = freshIp();
    const max = ROUTE_LIMITS['auth.register'].max;
    const body = () => ({ email: `r-${crypto.randomUUID().slice(0, 10)}@example.fr`, password: 'un-bon-mot-de-passe', firstName: 'A', lastName: 'B' });
    const statuses: number[] = [];
    for (let i = 0; i < max + 1; i++) {
      const res =
        i % 2 === 0
          ? await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: { 'x-forwarded-for': ip }, payload: body() })
          : await t.app.inject({ method: 'POST', url: '/trpc/auth.register', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, payload: body() });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, max).every((s) => s === 200 || s === 201)).toBe(true);
    expect(statuses[max]).toBe(429);
    // Another address still registers.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: { 'x-forwarded-for': freshIp() }, payload: body() })).statusCode).toBe(201);
  });

  it('a member is counted as a member, a visitor by address', async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    const max = ROUTE_LIMITS['attempts.create'].max;
    let last = 0;
    for (let i = 0; i <= max; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/trpc/attempts.create',
        headers: { 'content-type': 'application/json', cookie: u.cookie, 'x-forwarded-for': freshIp() },
        payload: { type: 'full', totalQuestions: 5 },
      });
      last = res.statusCode;
      if (last === 429) break;
    }
    expect(last).toBe(429);
  });

  it('the export, which reads everything about a member, is limited per member on both doors', async () => {
    const u = await createUser(t.db);
    const max = ROUTE_LIMITS['account.export'].max;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      const res = await t.app.inject({ method: 'GET', url: i % 2 ? '/trpc/account.export' : '/api/account/export', headers: { cookie: u.cookie, 'x-forwarded-for': freshIp() } });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(statuses[max]).toBe(429);
  });

  // Fastify answers HEAD on every GET route by running the GET handler: a limited read asked with
  // HEAD does all its work (an export, a pack drawn and signed) and must count like the GET.
  it.each(Object.values(ROUTE_LIMITS).filter((l) => l.rest.startsWith('GET ')))('HEAD counts against the limit of $rest', async (limit) => {
    const u = await createUser(t.db, { hasFullAccess: true });
    // A route with parameters (an invitation code) is asked with the authorisation table's valid request.
    const url = limit.rest.includes(':')
      ? (await REST[limit.rest]!.build({ db: t.db, owner: u, member: u })).url
      : limit.rest.slice('GET '.length);
    const send = (method: 'GET' | 'HEAD') => t.app.inject({ method, url, headers: { cookie: u.cookie, 'x-forwarded-for': freshIp() } });
    for (let i = 0; i < limit.max; i++) expect((await send('HEAD')).statusCode).toBe(200);
    expect((await send('HEAD')).statusCode).toBe(429);
    expect((await send('GET')).statusCode).toBe(429);
  });
});
