// Requests broken before any route sees them — a URL that cannot be decoded, a path parameter
// longer than the router takes, a body tRPC cannot read — get the same translated JSON refusal as
// everything else, never a 500 and never an echo of the request. Each case here was found by the
// bad-input fuzz test (bad-input.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, request, type TestApp, type TestUser } from '../helpers/test-app.js';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.db);
});
afterAll(() => t.close());

function expectJsonMessage(res: { headers: Record<string, unknown>; body: string }, message: string) {
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  expect(JSON.parse(res.body).message ?? JSON.parse(res.body).error?.message).toBe(message);
}

describe('tRPC reads JSON only', () => {
  it('refuses a multipart body with 415 (it was a 500: the adapter tried to read it as form data)', async () => {
    const res = await request(t.app, {
      method: 'POST',
      url: '/trpc/interview.start',
      user,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '"1 ` &"!',
    });
    expect(res.statusCode).toBe(415);
    expectJsonMessage(res, 'Format de requête non pris en charge : envoyez du JSON.');
  });

  it('refuses a text/plain body with a translated JSON 415 (it was text/plain with an English parser message)', async () => {
    const res = await request(t.app, {
      method: 'POST',
      url: '/trpc/contact.send',
      headers: { 'content-type': 'text/plain', 'x-product-language': 'en' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expectJsonMessage(res, 'Unsupported request format: send JSON.');
  });

  it('still takes JSON, with or without a charset', async () => {
    const res = await request(t.app, {
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers broken JSON and unknown procedures with translated messages, not the parser’s', async () => {
    const broken = await request(t.app, { method: 'POST', url: '/trpc/contact.send', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(broken.statusCode).toBe(400);
    expectJsonMessage(broken, "Le corps de la requête n'est pas un JSON valide.");
    const brokenQuery = await request(t.app, { method: 'GET', url: '/trpc/questions.list?input=%7B', user });
    expect(brokenQuery.statusCode).toBe(400);
    expectJsonMessage(brokenQuery, "Le corps de la requête n'est pas un JSON valide.");
    const unknown = await request(t.app, { method: 'GET', url: '/trpc/nothing.here', headers: { 'x-product-language': 'en' } });
    expect(unknown.statusCode).toBe(404);
    expectJsonMessage(unknown, 'Unknown address.');
  });
});

describe('broken JSON to a tRPC procedure without input', () => {
  it('is refused before the procedure runs: no sign-out, no account deletion', async () => {
    const member = await createUser(t.db);
    for (const path of ['auth.logout', 'account.delete']) {
      const res = await request(t.app, { method: 'POST', url: `/trpc/${path}`, user: member, headers: { 'content-type': 'application/json' }, payload: '{"a":' });
      expect(res.statusCode, path).toBe(400);
      expectJsonMessage(res, "Le corps de la requête n'est pas un JSON valide.");
    }
    expect((await request(t.app, { method: 'GET', url: '/api/auth/user', user: member })).statusCode).toBe(200);
    // A well-formed call still works.
    const ok = await request(t.app, { method: 'POST', url: '/trpc/auth.logout', user: member, headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(ok.statusCode).toBe(200);
    expect((await request(t.app, { method: 'GET', url: '/api/auth/user', user: member })).statusCode).toBe(401);
  });
});

describe('URLs the router cannot take', () => {
  it('answers a URL that cannot be decoded with a translated 400', async () => {
    const res = await request(t.app, { method: 'GET', url: '/api/%' });
    expect(res.statusCode).toBe(400);
    expectJsonMessage(res, 'Adresse inconnue.');
  });

  it('answers a path parameter over the router’s limit with a translated 414 that does not echo it', async () => {
    const res = await request(t.app, { method: 'PATCH', url: `/api/attempts/${'x'.repeat(6_000)}`, user, payload: { isCompleted: true } });
    expect(res.statusCode).toBe(414);
    expectJsonMessage(res, 'Adresse inconnue.');
    expect(res.body.length).toBeLessThan(200);
  });
});
