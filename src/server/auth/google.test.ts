// Google sign-in end to end through the app, with Google's token endpoint faked at the edge
// (global fetch), as arctic calls it.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createUser, request, type TestApp } from '../../../tests/helpers/test-app.js';
import { GOOGLE_STATE_COOKIE, GOOGLE_VERIFIER_COOKIE } from './google.js';
import { SESSION_COOKIE } from './session.js';

const CLIENT_ID = 'client-123.apps.googleusercontent.com';
let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'shh',
    GOOGLE_REDIRECT_URI: 'http://localhost:3000/api/auth/google/callback',
  });
  plain = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await plain.close();
});
afterEach(() => vi.restoreAllMocks());

const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
function idToken(claims: Record<string, unknown>) {
  return `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    exp: Math.floor(Date.now() / 1000) + 3600,
    iat: Math.floor(Date.now() / 1000),
    ...claims,
  })}.c2lnbmF0dXJl`;
}

/** Fakes Google's token endpoint; records the form each exchange posted. */
function fakeGoogle(claims: Record<string, unknown>, status = 200) {
  const forms: URLSearchParams[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const req = input as Request;
    expect(req.url).toBe('https://oauth2.googleapis.com/token');
    forms.push(new URLSearchParams(await req.text()));
    const body = status === 200
      ? { access_token: 'at', token_type: 'Bearer', expires_in: 3600, id_token: idToken(claims) }
      : { error: 'invalid_grant' };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return forms;
}

/** Starts the flow and returns the state, the verifier cookie and Google's URL. */
async function start() {
  const res = await request(t.app, { method: 'GET', url: '/api/auth/google' });
  expect(res.statusCode).toBe(302);
  const url = new URL(res.headers.location as string);
  const state = res.cookies.find((c) => c.name === GOOGLE_STATE_COOKIE)!;
  const verifier = res.cookies.find((c) => c.name === GOOGLE_VERIFIER_COOKIE)!;
  return { url, state, verifier, cookie: `${GOOGLE_STATE_COOKIE}=${state.value}; ${GOOGLE_VERIFIER_COOKIE}=${verifier.value}` };
}

function callback(query: string, cookie: string) {
  return request(t.app, { method: 'GET', url: `/api/auth/google/callback?${query}`, headers: { cookie } });
}

describe('Google sign-in not configured', () => {
  it('/api/auth/google and its callback redirect to /login?google=unavailable', async () => {
    for (const url of ['/api/auth/google', '/api/auth/google/callback?code=x&state=y']) {
      const res = await request(plain.app, { method: 'GET', url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?google=unavailable');
    }
  });
});

describe('Google sign-in configured', () => {
  it('starts a PKCE flow with state and verifier in short-lived HttpOnly cookies', async () => {
    const { url, state, verifier } = await start();
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/google/callback');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
    expect(url.searchParams.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(url.searchParams.get('state')).toBe(state.value);
    for (const c of [state, verifier]) {
      expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google', maxAge: 600 });
    }
    expect(url.searchParams.get('code_challenge')).not.toBe(verifier.value);
  });

  it('creates an account for a new verified email, signs it in and sends the verifier to Google', async () => {
    const { state, verifier, cookie } = await start();
    const forms = fakeGoogle({ sub: 'google-sub-1', email: 'Nadia@Gmail.com', email_verified: true, given_name: 'Nadia', family_name: 'Benali' });
    const res = await callback(`code=the-code&state=${state.value}`, cookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?google=registered');
    expect(forms).toHaveLength(1);
    expect(forms[0]!.get('code')).toBe('the-code');
    expect(forms[0]!.get('code_verifier')).toBe(verifier.value);
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The flow cookies are spent.
    expect(res.cookies.find((c) => c.name === GOOGLE_STATE_COOKIE)?.maxAge).toBe(0);
    const me = await request(t.app, { method: 'GET', url: '/api/auth/user', headers: { cookie: `${SESSION_COOKIE}=${session.value}` } });
    expect(me.json()).toMatchObject({ email: 'nadia@gmail.com', firstName: 'Nadia', lastName: 'Benali', hasFullAccess: true });
    const row = await t.db.selectFrom('users').selectAll().where('email', '=', 'nadia@gmail.com').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ googleId: 'google-sub-1', passwordHash: null });

    // Next time the same Google account signs in to the same user.
    const again = await start();
    fakeGoogle({ sub: 'google-sub-1', email: 'nadia@gmail.com', email_verified: true });
    const second = await callback(`code=c2&state=${again.state.value}`, again.cookie);
    expect(second.headers.location).toBe('/login?google=success');
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'nadia@gmail.com').execute()).toHaveLength(1);
  });

  it('links an existing password account with the same verified email, ending the password and sessions of whoever registered it', async () => {
    const existing = await createUser(t.db, { email: 'omar@example.fr', firstName: 'Omar' });
    const { state, cookie } = await start();
    fakeGoogle({ sub: 'google-sub-omar', email: 'OMAR@example.fr', email_verified: true, given_name: 'O.' });
    const res = await callback(`code=c&state=${state.value}`, cookie);
    expect(res.headers.location).toBe('/login?google=success');
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', existing.id).executeTakeFirstOrThrow();
    expect(row.googleId).toBe('google-sub-omar');
    expect(row.firstName).toBe('Omar');
    // The address was never proved by the password account: a squatter's password and session end.
    expect(row.passwordHash).toBeNull();
    expect((await request(t.app, { method: 'GET', url: '/api/auth/user', user: existing })).statusCode).toBe(401);
    const squatter = await request(t.app, { method: 'POST', url: '/api/auth/login', payload: { email: existing.email, password: existing.password } });
    expect(squatter.statusCode).toBe(401);
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const me = await request(t.app, { method: 'GET', url: '/api/auth/user', headers: { cookie: `${SESSION_COOKIE}=${session.value}` } });
    expect(me.json().id).toBe(existing.id);
  });

  it('refuses an unverified email', async () => {
    const { state, cookie } = await start();
    fakeGoogle({ sub: 'google-sub-2', email: 'unverified@example.fr', email_verified: false });
    const res = await callback(`code=c&state=${state.value}`, cookie);
    expect(res.headers.location).toBe('/login?google=unverified');
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'unverified@example.fr').executeTakeFirst()).toBeUndefined();
  });

  it('refuses a state that does not match the cookie, without calling Google', async () => {
    const { cookie } = await start();
    const spy = fakeGoogle({ sub: 's', email: 'a@b.fr', email_verified: true });
    const res = await callback('code=c&state=forged', cookie);
    expect(res.headers.location).toBe('/login?google=error');
    expect(spy).toHaveLength(0);
    const noCookie = await callback('code=c&state=forged', '');
    expect(noCookie.headers.location).toBe('/login?google=error');
  });

  it('refuses a token for another audience and a failed code exchange', async () => {
    const a = await start();
    fakeGoogle({ sub: 's', email: 'aud@example.fr', email_verified: true, aud: 'someone-else' });
    expect((await callback(`code=c&state=${a.state.value}`, a.cookie)).headers.location).toBe('/login?google=error');
    const b = await start();
    fakeGoogle({}, 400);
    expect((await callback(`code=c&state=${b.state.value}`, b.cookie)).headers.location).toBe('/login?google=error');
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'aud@example.fr').executeTakeFirst()).toBeUndefined();
  });

  it('sends a user who cancelled at Google back to /login', async () => {
    const res = await callback('error=access_denied&state=x', '');
    expect(res.headers.location).toBe('/login?google=cancelled');
  });
});
