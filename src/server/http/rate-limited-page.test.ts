// A page navigation refused by the general per-address limit gets a translated HTML page that says
// when to come back (never a raw JSON page), in the language the visitor chose in the app (its
// cookie) or asked for; calls of the API keep their JSON answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1' });
});
afterAll(() => t.close());

let ipCounter = 0;
/** A fresh address that has already used its one request of the minute. */
async function spentAddress(): Promise<string> {
  ipCounter += 1;
  const ip = `203.0.113.${ipCounter}`;
  await t.app.inject({ method: 'GET', url: '/api/questions/demo', headers: { 'x-forwarded-for': ip } });
  return ip;
}

describe('429 on a page navigation', () => {
  it('answers a translated HTML page with Retry-After, in the language chosen in the app', async () => {
    for (const [lang, cookie, accept, text, dir] of [
      ['ar', 'product-language=ar', 'fr-FR', /حاول مرة أخرى/, 'rtl'],
      ['en', 'other=1; product-language=en', 'fr-FR', /Try again in/, 'ltr'],
      ['fr', '', 'fr-FR,fr;q=0.9', /Réessayez dans/, 'ltr'],
      ['en', '', 'en-GB,en;q=0.9', /Try again in/, 'ltr'],
    ] as const) {
      const ip = await spentAddress();
      const res = await t.app.inject({
        method: 'GET',
        // An /api address a browser opens in the tab (the Google sign-in), counted by the limit.
        url: '/api/auth/google',
        headers: { 'x-forwarded-for': ip, accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-language': accept, ...(cookie ? { cookie } : {}) },
      });
      expect(res.statusCode).toBe(429);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const seconds = Number(res.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain(`<html lang="${lang}" dir="${dir}">`);
      expect(res.body).toMatch(text);
      expect(res.body).toContain('Prépa Naturalisation');
      // A way back that does not hammer the server: the same address, by hand.
      expect(res.body).toContain('href="/api/auth/google"');
      expect(res.body).not.toMatch(/^\s*\{/);
    }
  });

  it('escapes the address it links back to', async () => {
    const ip = await spentAddress();
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google?x="><script>alert(1)</script>', headers: { 'x-forwarded-for': ip, accept: 'text/html' } });
    expect(res.statusCode).toBe(429);
    expect(res.body).not.toContain('<script>alert(1)');
  });

  it("keeps JSON for the app's own calls, tRPC and API clients", async () => {
    const ip = await spentAddress();
    for (const [url, accept] of [
      ['/api/questions/demo', '*/*'],
      ['/api/questions/demo', 'application/json'],
      ['/trpc/questions.demo', 'text/html'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': ip, accept } });
      expect(res.statusCode).toBe(429);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().message).toMatch(/Trop de requêtes/);
    }
  });
});
