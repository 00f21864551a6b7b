// Hardening, third round (issue 35): what one member may store, stale account links, absolute-form
// targets, text/plain and invisible characters, the public health answer, static files and the
// per-address limit. Each defence through Fastify, on both doors where there are two.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialectOf } from '../../db/dialect.js';
import { issueAccountToken } from '../../src/server/auth/account-tokens.js';
import { DAILY_QUOTA_KEY, ROUTE_LIMITS } from '../../src/server/limits/route-limits.js';
import { getQuestionBank } from '../../src/server/services/question-bank.js';
import { examSubmission, fetchExamPack } from '../helpers/offline-exam.js';
import { createTestApp, createUser, request, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** One raw HTTP/1.1 request over a socket (absolute-form targets cannot go through inject). */
function raw(text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => {
      answer += d.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ status: Number(answer.slice(9, 12)), body: answer.slice(answer.indexOf('\r\n\r\n') + 4) }));
    // Not end(): a half-closed socket may be dropped before a slower answer (PostgreSQL).
    socket.write(text);
  });
}
const rawPost = (target: string, body: string, headers = '') =>
  raw(`POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Product-Language: en\r\n${headers}\r\n${body}`);

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

describe('deeply nested JSON (item 3)', () => {
  // 1,048,000 bytes, under the 1 MB limit: 180-840 ms of CPU per request to parse, before.
  const deep = `${'['.repeat(524_000)}${']'.repeat(524_000)}`;
  const nested = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;

  for (const url of ['/api/contact', '/api/auth/login', '/trpc/contact.send', '/trpc/auth.logout', '/trpc/auth.login,contact.send?batch=1']) {
    it(`is refused before parsing with a translated 400, quickly: POST ${url}`, async () => {
      const spy = vi.spyOn(JSON, 'parse');
      const started = performance.now();
      try {
        const res = await t.app.inject({ method: 'POST', url, payload: deep, headers: { 'content-type': 'application/json', ...en } });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: 'Some information is invalid.' });
        // Never parsed (the proof); and quick, though a busy machine's stalls are not ours to count.
        expect(spy.mock.calls.filter(([text]) => text === deep)).toHaveLength(0);
        expect(performance.now() - started).toBeLessThan(500);
      } finally {
        spy.mockRestore();
      }
    });
  }

  it('the scan counts brackets in strings as text, and lets 32 levels through', async () => {
    const inString = JSON.stringify({ name: 'A', email: 'a@example.fr', category: 'question', subject: 'Crochets', message: '['.repeat(5000) });
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: inString, headers: { 'content-type': 'application/json' }, remoteAddress: '203.0.113.201' })).statusCode).toBe(201);
    // 32 levels reach the schema (a 400 of its own), 33 are refused before parsing.
    const spy = vi.spyOn(JSON, 'parse');
    try {
      await t.app.inject({ method: 'POST', url: '/api/contact', payload: nested(33), headers: { 'content-type': 'application/json' } });
      expect(spy.mock.calls.filter(([text]) => typeof text === 'string' && text.startsWith('{"a":'))).toHaveLength(0);
    } finally {
      spy.mockRestore();
    }
  });

  // tRPC parses it (Request.json()) when a call has an input; our hooks parsed it once more before.
  it('a tRPC body is parsed once: by tRPC when its calls have input, by us when none has', async () => {
    const body = JSON.stringify({ name: 'A', email: 'a@example.fr', category: 'question', subject: 'Une fois', message: 'Parsé une seule fois.' });
    const spy = vi.spyOn(JSON, 'parse');
    try {
      const res = await t.app.inject({ method: 'POST', url: '/trpc/contact.send', payload: body, headers: { 'content-type': 'application/json' }, remoteAddress: '203.0.113.202' });
      expect(res.statusCode).toBe(200);
      expect(spy.mock.calls.filter(([text]) => text === body)).toHaveLength(1);
      const logout = await t.app.inject({ method: 'POST', url: '/trpc/auth.logout', payload: '{"x":1}', headers: { 'content-type': 'application/json' } });
      expect(logout.statusCode).toBe(200);
      expect(spy.mock.calls.filter(([text]) => text === '{"x":1}')).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('stale account links (item 4)', () => {
  // Someone who knew the password asked for an e-mail change to their own address; the owner
  // then changes or resets the password. The pending link must be dead, or it takes the account.
  it('a password change revokes every pending link of the account: e-mail change and reset', async () => {
    const owner = await createUser(t.db);
    const change = await issueAccountToken(t.db, owner.id, 'email_change', 'attaquant@example.fr');
    const reset = await issueAccountToken(t.db, owner.id, 'password_reset');
    const changed = await request(t.app, { method: 'POST', url: '/api/account/password', user: owner, payload: { currentPassword: owner.password, newPassword: 'tout-nouveau-mot' } });
    expect(changed.statusCode).toBe(200);
    expect((await request(t.app, { method: 'POST', url: '/api/account/email/confirm', payload: { token: change.token } })).statusCode).toBe(400);
    expect((await request(t.app, { method: 'POST', url: '/trpc/account.confirmEmailChange', payload: { token: change.token } })).statusCode).toBe(400);
    expect((await request(t.app, { method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token: reset.token, password: 'repris-par-lui' } })).statusCode).toBe(400);
    const row = await t.db.selectFrom('users').select('email').where('id', '=', owner.id).executeTakeFirstOrThrow();
    expect(row.email).toBe(owner.email);
    expect(await t.db.selectFrom('accountTokens').select('id').where('userId', '=', owner.id).execute()).toEqual([]);
  });

  it('a password reset revokes them too', async () => {
    const owner = await createUser(t.db);
    const change = await issueAccountToken(t.db, owner.id, 'email_change', 'attaquant2@example.fr');
    const reset = await issueAccountToken(t.db, owner.id, 'password_reset');
    const done = await request(t.app, { method: 'POST', url: '/trpc/auth.confirmPasswordReset', payload: { token: reset.token, password: 'remis-par-le-proprio' } });
    expect(done.statusCode).toBe(200);
    expect((await request(t.app, { method: 'POST', url: '/api/account/email/confirm', payload: { token: change.token } })).statusCode).toBe(400);
    expect((await t.db.selectFrom('users').select('email').where('id', '=', owner.id).executeTakeFirstOrThrow()).email).toBe(owner.email);
  });
});

describe('absolute-form request targets (item 5)', () => {
  const message = JSON.stringify({ name: 'A', email: 'a@example.fr', category: 'question', subject: 'Absolu', message: 'Bonjour' });
  it('get the Origin check', async () => {
    const res = await rawPost(`http://127.0.0.1:${port}/api/contact`, message, 'Origin: https://evil.example\r\n');
    expect(res.status).toBe(403);
    const trpc = await rawPost(`http://127.0.0.1:${port}/trpc/contact.send`, message, 'Origin: https://evil.example\r\n');
    expect(trpc.status).toBe(403);
    expect(await t.db.selectFrom('contactMessages').select('id').where('subject', '=', 'Absolu').execute()).toEqual([]);
  });

  it('get the control-character check', async () => {
    const res = await rawPost(`http://127.0.0.1:${port}/api/contact`, message.replace('Bonjour', 'Bon\\u0000jour'));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).message).toMatch(/invisible character/);
  });

  it('get the batch cap and the per-call counting', async () => {
    const eleven = Array.from({ length: 11 }, () => 'questions.counts').join(',');
    const res = await raw(`GET http://127.0.0.1:${port}/trpc/${eleven}?batch=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nX-Product-Language: en\r\n\r\n`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).message).toMatch(/^Too many calls in one request/);
  });

  it('are served as their path', async () => {
    const res = await raw(`GET HTTP://127.0.0.1:${port}/api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ status: 'ok' });
  });
});

describe('REST bodies and invisible characters (item 12)', () => {
  it('a REST mutation refuses text/plain with a translated 415, whatever the route', async () => {
    for (const [method, url] of [['POST', '/api/contact'], ['POST', '/api/auth/login'], ['PATCH', '/api/account/profile'], ['POST', '/api/auth/logout']] as const) {
      const res = await t.app.inject({ method, url, payload: '{"name":"A"}', headers: { 'content-type': 'text/plain', ...en } });
      expect(res.statusCode, `${method} ${url}`).toBe(415);
      expect(res.json().message).toMatch(/format/i);
    }
  });

  const names = { 'U+202E (right-to-left override)': 'Amina\u202egnp.exe', 'U+2066 (isolate)': 'A\u2066b', 'U+0085 (C1 next line)': 'Am\u0085ina', 'U+009B (C1 CSI)': 'A\u009b31m' };
  for (const [label, name] of Object.entries(names)) {
    it(`a name or a text with ${label} is refused on both doors, raw or escaped`, async () => {
      const u = await createUser(t.db);
      const rest = await request(t.app, { method: 'PATCH', url: '/api/account/profile', user: u, payload: { firstName: name, lastName: 'Diallo' }, headers: en });
      expect(rest.statusCode).toBe(400);
      expect(rest.json().message).toMatch(/invisible character/);
      const trpc = await request(t.app, { method: 'POST', url: '/trpc/account.updateProfile', user: u, payload: { firstName: name, lastName: 'Diallo' } });
      expect(trpc.statusCode).toBe(400);
      // JSON.stringify leaves them raw: the escaped form (\u202e as six characters) must not pass either.
      const escaped = JSON.stringify({ name: 'A', email: 'a@example.fr', category: 'question', subject: 'Sujet', message: name }).replace(/[\u0080-\u009f\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
      expect(escaped).toMatch(/\\u(00[89]|20[26])/);
      const contact = await t.app.inject({ method: 'POST', url: '/trpc/contact.send', payload: escaped, headers: { 'content-type': 'application/json' }, remoteAddress: '203.0.113.210' });
      expect(contact.statusCode).toBe(400);
      const viaRest = await t.app.inject({ method: 'POST', url: '/api/contact', payload: escaped, headers: { 'content-type': 'application/json' }, remoteAddress: '203.0.113.211' });
      expect(viaRest.statusCode).toBe(400);
      expect((await t.db.selectFrom('users').select('firstName').where('id', '=', u.id).executeTakeFirstOrThrow()).firstName).toBe('Amina');
    });
  }

  it('Arabic text with its ordinary marks (RLM, LRM) still passes', async () => {
    const u = await createUser(t.db);
    const res = await request(t.app, { method: 'PATCH', url: '/api/account/profile', user: u, payload: { firstName: 'أمينة\u200f', lastName: 'ديالو\u200e' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('offline exam papers (item 9)', () => {
  const minutes = (n: number) => n * 60_000;
  const hours = (n: number) => minutes(60 * n);

  it('a paper older than 48 hours is refused with a translated 400, on both doors; 47 hours is in time', async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    const correct = new Map((await getQuestionBank(t.db)).active.map((q) => [q.id, q.correctAnswer]));
    const old = await fetchExamPack(t.app, u, hours(24 * 7));
    const start = Date.now() - minutes(25);
    const res = await request(t.app, { method: 'POST', url: '/api/offline/exam', user: u, payload: examSubmission(old, correct, 40, start, start + minutes(20), 30_000), headers: en });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This offline exam paper has expired (48 hours after it was downloaded). Start a new exam.');
    expect((await request(t.app, { method: 'POST', url: '/trpc/offline.submitExam', user: u, payload: examSubmission(old, correct, 40, start, start + minutes(20), 30_000) })).statusCode).toBe(400);
    // 47 hours is still in time.
    const recent = await fetchExamPack(t.app, u, hours(47));
    const body = examSubmission(recent, correct, 40, start, start + minutes(20), 30_000);
    expect((await request(t.app, { method: 'POST', url: '/api/offline/exam', user: u, payload: body })).statusCode).toBe(200);
  });

  it('an answer stamped after the exam finished does not count; the exam ends at most 45 min + grace after its start', async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    const correct = new Map((await getQuestionBank(t.db)).active.map((q) => [q.id, q.correctAnswer]));
    const pack = await fetchExamPack(t.app, u, hours(3));
    const start = Date.now() - hours(2);
    const body = examSubmission(pack, correct, 40, start, start + minutes(20), 30_000);
    // Forged: answered two hours after the start, past the deadline, "finished" at 20 minutes.
    for (const a of body.answers.slice(30)) a.answeredAt = new Date(start + hours(2) - 1000).toISOString();
    const res = await request(t.app, { method: 'POST', url: '/api/offline/exam', user: u, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json().correctAnswers).toBe(30);
    // Finished two hours after its start: stored as finished at its deadline.
    const late = await fetchExamPack(t.app, u, hours(3));
    const lateBody = examSubmission(late, correct, 10, start, start + hours(2) - 1000, 30_000);
    const lateRes = await request(t.app, { method: 'POST', url: '/api/offline/exam', user: u, payload: lateBody });
    expect(lateRes.statusCode).toBe(200);
    const row = await t.db.selectFrom('attempts').select(['startedAt', 'completedAt']).where('userId', '=', u.id).orderBy('completedAt', 'desc').executeTakeFirstOrThrow();
    expect(Date.parse(row.completedAt!) - Date.parse(row.startedAt)).toBeLessThanOrEqual(minutes(47));
  });
});

describe('traces after account deletion (item 10)', () => {
  it('the audit details are pseudonymised and every counter naming the account goes', async () => {
    const admin = await createUser(t.db, { isAdmin: true });
    const u = await createUser(t.db, { email: `trace_${Date.now()}@example.fr` });
    // An admin action on the member: the audit row names them by e-mail.
    expect((await request(t.app, { method: 'PATCH', url: `/api/admin/users/${u.id}`, user: admin, payload: { hasFullAccess: true } })).statusCode).toBe(200);
    // Counters of the member: by id (an answer, a wrong current password) and by address (a reset asked).
    const q = await demoQuestion();
    await request(t.app, { method: 'POST', url: '/api/responses', user: u, payload: { questionId: q.id, userAnswer: 'x' } });
    await request(t.app, { method: 'POST', url: '/api/account/password', user: u, payload: { currentPassword: 'pas-le-bon', newPassword: 'nouveau-mot-de-passe' } });
    await request(t.app, { method: 'POST', url: '/api/auth/password-reset', payload: { email: u.email } });
    await request(t.app, { method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: 'pas-le-bon' }, remoteAddress: '203.0.113.230' });
    const naming = async () =>
      (await t.db.selectFrom('rateLimits').select('key').execute()).map((r) => r.key).filter((k) => k.includes(u.id) || k.includes(u.email));
    expect((await naming()).length).toBeGreaterThanOrEqual(4);
    // Another account whose address differs by a LIKE wildcard keeps its counters.
    const lookalike = `tracex${u.email.slice(6)}`;
    await request(t.app, { method: 'POST', url: '/api/auth/password-reset', payload: { email: lookalike } });

    expect((await request(t.app, { method: 'DELETE', url: '/api/account', user: u })).statusCode).toBe(200);
    expect(await naming()).toEqual([]);
    expect((await t.db.selectFrom('rateLimits').select('key').execute()).some((r) => r.key.includes(lookalike))).toBe(true);
    const audit = await t.db.selectFrom('auditLog').select(['targetId', 'details']).where('targetId', '=', u.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).not.toContain(u.email);
    expect(JSON.parse(audit[0]!.details!)).toMatchObject({ field: 'hasFullAccess', from: false, to: true });
  });

  it('SQLite overwrites what it deletes (secure_delete)', async () => {
    if (dialectOf(t.db) !== 'sqlite') return;
    const { rows } = await sql<Record<string, number>>`pragma secure_delete`.execute(t.db);
    expect(Object.values(rows[0]!)).toEqual([1]);
  });
});
