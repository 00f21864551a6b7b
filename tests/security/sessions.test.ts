// Sessions (docs/security.md), over both doors — REST and tRPC: a token is dead after sign-out, every
// sign-in issues a new token (a cookie planted before sign-in is never adopted, and a session the
// browser had is ended), and failed sign-ins are limited with 429. The accounts tests
// (src/routers/rest/auth.rest.test.ts) prove the REST side in detail; this file adds the tRPC side
// and session fixation.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILED_SIGNIN_MAX, SIGNIN_IP_MAX } from '../../src/server/auth/rate-limit.js';
import { issueAccountToken } from '../../src/server/auth/account-tokens.js';
import { SESSION_COOKIE, sessionIdFromToken } from '../../src/server/auth/session.js';
import { createTestApp, createUser, type TestApp } from '../helpers/test-app.js';
import { freshIp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Door = 'rest' | 'trpc';
const DOORS: Door[] = ['rest', 'trpc'];

const tokenOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;

function login(door: Door, body: { email: string; password: string }, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: door === 'rest' ? '/api/auth/login' : '/trpc/auth.login',
    headers: { 'x-forwarded-for': freshIp(), ...headers },
    payload: body,
  });
}

function logout(door: Door, token: string) {
  return t.app.inject({
    method: 'POST',
    url: door === 'rest' ? '/api/auth/logout' : '/trpc/auth.logout',
    headers: { cookie: `${SESSION_COOKIE}=${token}`, 'content-type': 'application/json' },
    payload: '{}',
  });
}

/** Whether the server still takes this token as a session. */
async function signedIn(token: string): Promise<boolean> {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `${SESSION_COOKIE}=${token}` } });
  return res.statusCode === 200;
}

describe.each(DOORS)('sessions over %s', (door) => {
  it('a token is dead after sign-out, for every copy of it', async () => {
    const u = await createUser(t.db);
    const token = tokenOf(await login(door, u))!;
    expect(await signedIn(token)).toBe(true);
    const out = await logout(door, token);
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    // A copy kept elsewhere (another tab, a stolen cookie) no longer works either.
    expect(await signedIn(token)).toBe(false);
    expect(await t.db.selectFrom('sessions').select('id').where('id', '=', sessionIdFromToken(token)).executeTakeFirst()).toBeUndefined();
    const trpcUser = await t.app.inject({ method: 'GET', url: '/trpc/auth.user', headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(trpcUser.json().result.data).toBeNull();
  });

  it('sign-in never adopts a cookie planted before it (session fixation)', async () => {
    const u = await createUser(t.db);
    const planted = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    const res = await login(door, u, { cookie: `${SESSION_COOKIE}=${planted}` });
    expect(res.statusCode).toBe(200);
    const issued = tokenOf(res)!;
    expect(issued).toMatch(/^[a-z2-7]{32}$/);
    expect(issued).not.toBe(planted);
    expect(await signedIn(planted)).toBe(false);
    expect(await signedIn(issued)).toBe(true);
  });

  it("a password reset opened in a browser signed in as someone else ends that session too", async () => {
    const other = await createUser(t.db);
    const owner = await createUser(t.db);
    const { token } = await issueAccountToken(t.db, owner.id, 'password_reset');
    const res = await t.app.inject({
      method: 'POST',
      url: door === 'rest' ? '/api/auth/password-reset/confirm' : '/trpc/auth.confirmPasswordReset',
      headers: { 'content-type': 'application/json', cookie: other.cookie },
      payload: { token, password: 'un-nouveau-mot-de-passe' },
    });
    expect(res.statusCode).toBe(200);
    expect(await signedIn(other.cookie.split('=')[1]!)).toBe(false);
    expect(await signedIn(tokenOf(res)!)).toBe(true);
  });

  it('a new session id on every sign-in; the one the browser had is ended', async () => {
    const u = await createUser(t.db);
    const first = tokenOf(await login(door, u))!;
    // An attacker's own valid session planted in the victim's browser is ended too.
    const attacker = await createUser(t.db);
    const second = tokenOf(await login(door, u, { cookie: `${SESSION_COOKIE}=${first}` }))!;
    expect(second).not.toBe(first);
    expect(await signedIn(first)).toBe(false);
    expect(await signedIn(second)).toBe(true);
    const attackerToken = attacker.cookie.split('=')[1]!;
    const third = tokenOf(await login(door, u, { cookie: attacker.cookie }))!;
    expect(third).not.toBe(attackerToken);
    expect(await signedIn(attackerToken)).toBe(false);
    // Only the token's SHA-256 is stored, never the token itself.
    const rows = await t.db.selectFrom('sessions').select('id').where('userId', '=', u.id).execute();
    expect(rows.map((r) => r.id)).toContain(sessionIdFromToken(third));
    expect(rows.map((r) => r.id)).not.toContain(third);
  });

  it(`failed sign-ins are limited: 429 after ${FAILED_SIGNIN_MAX} failures from one address, even with the right password, and no cookie`, async () => {
    const u = await createUser(t.db);
    const ip = freshIp();
    for (let i = 0; i < FAILED_SIGNIN_MAX; i++) {
      expect((await login(door, { email: u.email, password: `faux-${i}` }, { 'x-forwarded-for': ip })).statusCode).toBe(401);
    }
    const blocked = await login(door, u, { 'x-product-language': 'en', 'x-forwarded-for': ip });
    expect(blocked.statusCode).toBe(429);
    expect(tokenOf(blocked)).toBeUndefined();
    const message = door === 'rest' ? blocked.json().message : blocked.json().error.message;
    expect(message).toBe('Too many sign-in attempts. Try again in 15 minutes.');
  });

  it('failed sign-ins from one address are limited across accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < SIGNIN_IP_MAX; i++) {
      const res = await login(door, { email: `personne-${door}-${i}@example.fr`, password: 'devine' }, { 'x-forwarded-for': ip });
      expect(res.statusCode).toBe(401);
    }
    const u = await createUser(t.db);
    expect((await login(door, u, { 'x-forwarded-for': ip })).statusCode).toBe(429);
    expect((await login(door, u)).statusCode).toBe(200);
  });
});

describe('the token stays in its cookie', () => {
  it('never appears in an answer body, and the cookie is HttpOnly and SameSite=Lax', async () => {
    const u = await createUser(t.db);
    for (const door of DOORS) {
      const res = await login(door, u);
      const token = tokenOf(res)!;
      expect(res.body).not.toContain(token);
      const raw = String(res.headers['set-cookie']);
      expect(raw).toMatch(/HttpOnly/);
      expect(raw).toMatch(/SameSite=Lax/);
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `${SESSION_COOKIE}=${token}` } });
      expect(me.body).not.toContain(token);
    }
  });
});
