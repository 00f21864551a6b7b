import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, createUser, request, type TestApp } from '../../../tests/helpers/test-app.js';
import { SESSION_COOKIE, sessionIdFromToken } from '../../server/auth/session.js';
import { FAILED_SIGNIN_MAX, SIGNIN_IP_MAX } from '../../server/auth/rate-limit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each test gets its own client address so the per-IP limit of one test does not leak into another. */
function freshIp() {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
}

function sessionCookie(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === SESSION_COOKIE);
}

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return request(t.app, { method: 'POST', url, payload: payload as object, headers: { 'x-forwarded-for': freshIp(), ...headers } });
}

const amina = { email: 'Amina.Diallo@Example.FR', password: 'liberte-egalite', firstName: 'Amina', lastName: 'Diallo' };
const USER_KEYS = ['createdAt', 'email', 'firstName', 'hasFullAccess', 'id', 'isAdmin', 'lastName'];

describe('POST /api/auth/register', () => {
  it('gives a new account the demo only when FREE_FULL_ACCESS=false (the day the product changes)', async () => {
    const paid = await createTestApp({ FREE_FULL_ACCESS: 'false' });
    try {
      const res = await request(paid.app, { method: 'POST', url: '/api/auth/register', payload: { ...amina, email: 'paid@example.fr' } });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ hasFullAccess: false });
    } finally {
      await paid.close();
    }
  });

  it('creates the account (email lowercased) with full access (free test phase), answers 201 with the user and sets the session cookie', async () => {
    const res = await post('/api/auth/register', amina);
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(Object.keys(user).sort()).toEqual(USER_KEYS);
    expect(user).toMatchObject({ email: 'amina.diallo@example.fr', firstName: 'Amina', lastName: 'Diallo', isAdmin: false, hasFullAccess: true });
    expect(res.body).not.toMatch(/argon|hash|password/i);
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.email).toBe('amina.diallo@example.fr');
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(amina.password);

    const cookie = sessionCookie(res);
    expect(cookie?.value).toBeTruthy();
    const me = await request(t.app, { method: 'GET', url: '/api/auth/user', headers: { cookie: `${SESSION_COOKIE}=${cookie!.value}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
    // Only the token's SHA-256 is stored.
    const session = await t.db.selectFrom('sessions').selectAll().where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect(session.id).toBe(sessionIdFromToken(cookie!.value));
    expect(session.id).not.toBe(cookie!.value);
  });

  it('answers 409 for an email already registered, whatever its case', async () => {
    const res = await post('/api/auth/register', { ...amina, email: '  AMINA.DIALLO@example.fr ' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Un compte existe déjà avec cet email.');
    expect(sessionCookie(res)).toBeUndefined();
    const en = await post('/api/auth/register', amina, { 'x-product-language': 'en' });
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe('An account already exists with this email.');
  });

  it('answers 400 with the translated list of messages for invalid input', async () => {
    const res = await post('/api/auth/register', { email: 'pas-un-email', password: '12345', firstName: ' ', lastName: '' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors).toEqual([
      { path: 'email', message: "L'adresse email n'est pas valide." },
      { path: 'password', message: 'Le mot de passe doit contenir au moins 6 caractères.' },
      { path: 'firstName', message: 'Le prénom est requis.' },
      { path: 'lastName', message: 'Le nom est requis.' },
    ]);
    expect(body.message).toBe(body.errors.map((e: { message: string }) => e.message).join(', '));

    const en = await post('/api/auth/register', { email: 'x@y.fr', password: '12345', firstName: 'A', lastName: 'B' }, { 'x-product-language': 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual([{ path: 'password', message: 'The password must contain at least 6 characters.' }]);
  });

  it('accepts passwords of 6 to 256 characters and refuses 257', async () => {
    const base = { firstName: 'Léa', lastName: 'Martin' };
    expect((await post('/api/auth/register', { ...base, email: 'six@example.fr', password: '123456' })).statusCode).toBe(201);
    expect((await post('/api/auth/register', { ...base, email: 'long@example.fr', password: 'a'.repeat(256) })).statusCode).toBe(201);
    const tooLong = await post('/api/auth/register', { ...base, email: 'toolong@example.fr', password: 'a'.repeat(257) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0]).toEqual({ path: 'password', message: 'Le mot de passe doit contenir au plus 256 caractères.' });
  });

  it('answers 400 for missing fields and for a body that is not an object', async () => {
    const missing = await post('/api/auth/register', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { path: string }) => e.path)).toEqual(['email', 'password', 'firstName', 'lastName']);
    expect(missing.json().errors[0].message).toBe("L'email est requis.");
    const notObject = await request(t.app, { method: 'POST', url: '/api/auth/register', headers: { 'content-type': 'application/json' }, payload: '"x"' });
    expect(notObject.statusCode).toBe(400);
  });
});

describe('POST /api/auth/login', () => {
  let user: { email: string; password: string; id: string };
  beforeAll(async () => {
    user = await createUser(t.db, { email: 'karim@example.fr', password: 'marianne-1789', firstName: 'Karim' });
  });

  it('signs in (email case-insensitive) with a new session each time, and the cookie is HttpOnly, SameSite=Lax, Path=/', async () => {
    const first = await post('/api/auth/login', { email: 'KARIM@example.fr', password: 'marianne-1789' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: user.id, email: 'karim@example.fr', firstName: 'Karim' });
    expect(Object.keys(first.json()).sort()).toEqual(USER_KEYS);
    const c1 = sessionCookie(first)!;
    expect(c1).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(c1.secure).toBeFalsy(); // plain-http localhost
    expect(new Date(c1.expires!).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    const raw = String(first.headers['set-cookie']);
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Lax/);
    expect(raw).toMatch(/Path=\//);

    const second = await post('/api/auth/login', { email: 'karim@example.fr', password: 'marianne-1789' });
    const c2 = sessionCookie(second)!;
    expect(c2.value).not.toBe(c1.value);
    // Signing in again from the same browser ends its previous session (no fixation).
    const third = await post('/api/auth/login', { email: 'karim@example.fr', password: 'marianne-1789' }, { cookie: `${SESSION_COOKIE}=${c2.value}` });
    const c3 = sessionCookie(third)!;
    expect(c3.value).not.toBe(c2.value);
    const old = await request(t.app, { method: 'GET', url: '/api/auth/user', headers: { cookie: `${SESSION_COOKIE}=${c2.value}` } });
    expect(old.statusCode).toBe(401);
    const current = await request(t.app, { method: 'GET', url: '/api/auth/user', headers: { cookie: `${SESSION_COOKIE}=${c3.value}` } });
    expect(current.statusCode).toBe(200);
  });

  it('sets a Secure cookie when the site is served over https, whatever the Host header says', async () => {
    // Without PUBLIC_URL: the scheme of the request, as the trusted proxy reports it.
    const proxied = await post('/api/auth/login', { email: 'karim@example.fr', password: 'marianne-1789' }, { 'x-forwarded-proto': 'https' });
    expect(sessionCookie(proxied)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    const plain = await post('/api/auth/login', { email: 'karim@example.fr', password: 'marianne-1789' }, { host: 'prepa.example.fr' });
    expect(sessionCookie(plain)?.secure).toBeFalsy();
    // With PUBLIC_URL: its scheme decides; a Host header cannot turn Secure off.
    for (const [url, secure] of [['https://prepa.example.fr', true], ['http://intranet.example', false]] as const) {
      const site = await createTestApp({ PUBLIC_URL: url });
      try {
        await createUser(site.db, { email: 'karim@example.fr', password: 'marianne-1789' });
        const res = await site.app.inject({ method: 'POST', url: '/api/auth/login', headers: { host: 'localhost' }, payload: { email: 'karim@example.fr', password: 'marianne-1789' } });
        expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure ?? false).toBe(secure);
      } finally {
        await site.close();
      }
    }
  });

  it('answers the same 401 for an unknown email and for a wrong password, without a cookie', async () => {
    const wrong = await post('/api/auth/login', { email: 'karim@example.fr', password: 'mauvais-mot' });
    const unknown = await post('/api/auth/login', { email: 'personne@example.fr', password: 'mauvais-mot' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Email ou mot de passe incorrect.' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(sessionCookie(wrong)).toBeUndefined();
    const en = await post('/api/auth/login', { email: 'karim@example.fr', password: 'mauvais-mot' }, { 'x-product-language': 'en' });
    expect(en.json()).toEqual({ message: 'Incorrect email or password.' });
  });

  it('refuses a Google-only account (no password) with the same 401', async () => {
    await t.db
      .insertInto('users')
      .values({ id: crypto.randomUUID(), email: 'google-only@example.fr', passwordHash: null, googleId: 'g-123', firstName: 'G', lastName: null, city: null, isAdmin: 0, hasFullAccess: 0 })
      .execute();
    const res = await post('/api/auth/login', { email: 'google-only@example.fr', password: 'anything' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Email ou mot de passe incorrect.');
  });

  it('answers 400 when the email or the password is missing', async () => {
    const res = await post('/api/auth/login', { email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'email', message: "L'email est requis." },
      { path: 'password', message: 'Le mot de passe est requis.' },
    ]);
  });
});

describe('failed sign-in limits', () => {
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it(`locks an account from one address after ${FAILED_SIGNIN_MAX} failures in 15 minutes, even with the right password; not from elsewhere`, async () => {
    await createUser(t.db, { email: 'cible@example.fr', password: 'le-bon-mot-de-passe' });
    const attacker = '203.0.113.41';
    for (let i = 0; i < FAILED_SIGNIN_MAX; i += 1) {
      const res = await post('/api/auth/login', { email: 'cible@example.fr', password: `faux-${i}` }, from(attacker));
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post('/api/auth/login', { email: 'CIBLE@example.fr', password: 'le-bon-mot-de-passe' }, from(attacker));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Trop de tentatives de connexion. Réessayez dans 15 minutes.');
    expect(sessionCookie(blocked)).toBeUndefined();
    const en = await post('/api/auth/login', { email: 'cible@example.fr', password: 'x' }, { ...from(attacker), 'x-product-language': 'en' });
    expect(en.statusCode).toBe(429);
    expect(en.json().message).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    // The owner, from their own address, is not locked out by the attacker.
    expect((await post('/api/auth/login', { email: 'cible@example.fr', password: 'le-bon-mot-de-passe' }, from('198.51.100.41'))).statusCode).toBe(200);

    // Once the lock is over, the account can sign in from that address again.
    await t.db.updateTable('rateLimits').set({ resetAt: Date.now() - 1 }).where('key', '=', `login:account:cible@example.fr|ip:${attacker}`).execute();
    expect((await post('/api/auth/login', { email: 'cible@example.fr', password: 'le-bon-mot-de-passe' }, from(attacker))).statusCode).toBe(200);
  });

  it(`slows an address after ${SIGNIN_IP_MAX} attempts on any accounts`, async () => {
    const ip = '203.0.113.77';
    const victim = await createUser(t.db, { email: 'ip-test@example.fr', password: 'mot-de-passe-ip' });
    for (let i = 0; i < SIGNIN_IP_MAX; i += 1) {
      const res = await post('/api/auth/login', { email: `inconnu-${i}@example.fr`, password: 'devine' }, from(ip));
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post('/api/auth/login', { email: victim.email, password: victim.password }, from(ip));
    expect(blocked.statusCode).toBe(429);
    // The same account from another address still works.
    expect((await post('/api/auth/login', { email: victim.email, password: victim.password })).statusCode).toBe(200);
  });

  it('a success gives back its own attempt only: the failures counted stay', async () => {
    const u = await createUser(t.db, { email: 'oublieux@example.fr', password: 'je-me-souviens' });
    const ip = from('203.0.113.78');
    for (let i = 0; i < FAILED_SIGNIN_MAX - 1; i += 1) {
      expect((await post('/api/auth/login', { email: u.email, password: 'oups' }, ip)).statusCode).toBe(401);
    }
    expect((await post('/api/auth/login', { email: u.email, password: u.password }, ip)).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: u.email, password: u.password }, ip)).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: u.email, password: 'oups' }, ip)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: u.email, password: u.password }, ip)).statusCode).toBe(429);
  });
});

describe('POST /api/auth/logout', () => {
  it('deletes the session server-side, clears the cookie and answers JSON', async () => {
    const login = await post('/api/auth/register', { email: 'sortie@example.fr', password: 'au-revoir', firstName: 'Sam', lastName: 'Petit' });
    const token = sessionCookie(login)!.value;
    const cookie = `${SESSION_COOKIE}=${token}`;
    const res = await post('/api/auth/logout', undefined, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const cleared = sessionCookie(res)!;
    expect(cleared.value).toBe('');
    expect(cleared.maxAge).toBe(0);
    expect(await t.db.selectFrom('sessions').select('id').where('id', '=', sessionIdFromToken(token)).executeTakeFirst()).toBeUndefined();
    // The old token is dead even if a client kept it.
    expect((await request(t.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('answers 200 without a session too', async () => {
    expect((await post('/api/auth/logout', undefined)).statusCode).toBe(200);
  });

  it('refuses a cross-origin logout, login or register with 403', async () => {
    const u = await createUser(t.db);
    const evil = { origin: 'https://evil.example', cookie: u.cookie };
    expect((await post('/api/auth/logout', undefined, evil)).statusCode).toBe(403);
    expect((await request(t.app, { method: 'GET', url: '/api/auth/user', user: u })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: u.email, password: u.password }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post('/api/auth/register', { ...amina, email: 'x@evil.example' }, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await post('/api/auth/logout', undefined, { origin: 'http://localhost:3000', host: 'localhost:3000', cookie: u.cookie, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 with the translated message when signed out', async () => {
    const res = await request(t.app, { method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Connectez-vous pour accéder à cette page.' });
  });

  it('answers 401 for an expired session and deletes it', async () => {
    const u = await createUser(t.db);
    const id = sessionIdFromToken(u.cookie.split('=')[1]!);
    await t.db.updateTable('sessions').set({ expiresAt: Date.now() - 1000 }).where('id', '=', id).execute();
    expect((await request(t.app, { method: 'GET', url: '/api/auth/user', user: u })).statusCode).toBe(401);
    expect(await t.db.selectFrom('sessions').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });
});

describe('the same behaviours over tRPC', () => {
  it('auth.register, auth.user, auth.logout, auth.login', async () => {
    const reg = await post('/trpc/auth.register', { email: 'Trpc@Example.fr', password: 'secret-trpc', firstName: 'Tom', lastName: 'Roux' });
    expect(reg.statusCode).toBe(200);
    expect(reg.json().result.data).toMatchObject({ email: 'trpc@example.fr', firstName: 'Tom', isAdmin: false });
    const cookie = `${SESSION_COOKIE}=${sessionCookie(reg)!.value}`;
    expect(sessionCookie(reg)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await request(t.app, { method: 'GET', url: '/trpc/auth.user', headers: { cookie } });
    expect(me.json().result.data.email).toBe('trpc@example.fr');

    const dup = await post('/trpc/auth.register', { email: 'trpc@example.fr', password: 'secret-trpc', firstName: 'Tom', lastName: 'Roux' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('Un compte existe déjà avec cet email.');

    const out = await post('/trpc/auth.logout', undefined, { cookie, 'content-type': 'application/json' });
    expect(out.statusCode).toBe(200);
    const after = await request(t.app, { method: 'GET', url: '/trpc/auth.user', headers: { cookie } });
    expect(after.json().result.data).toBeNull();

    const bad = await post('/trpc/auth.login', { email: 'trpc@example.fr', password: 'faux-mot' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.message).toBe('Email ou mot de passe incorrect.');
    const ok = await post('/trpc/auth.login', { email: 'TRPC@example.fr', password: 'secret-trpc' });
    expect(ok.statusCode).toBe(200);
    expect(sessionCookie(ok)?.value).toBeTruthy();

    const invalid = await post('/trpc/auth.register', { email: 'nope', password: '1', firstName: 'A', lastName: 'B' }, { 'x-product-language': 'en' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.data.errors).toEqual([
      { path: 'email', message: 'The email address is not valid.' },
      { path: 'password', message: 'The password must contain at least 6 characters.' },
    ]);
  });
});

describe('GET /api/login', () => {
  it('redirects to the sign-in page', async () => {
    const res = await request(t.app, { method: 'GET', url: '/api/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
  });
});
