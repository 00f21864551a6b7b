// Web defences that hold for every path (docs/security.md lists each with its test).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../tests/helpers/test-app.js';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepa-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>shell</title>');
  t = await createTestApp({}, { clientDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('sends a page a CSP without inline scripts, nosniff and frame-ancestors none', async () => {
    const res = await request(t.app, { method: 'GET', url: '/quiz' });
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  // Set on Fastify's reply (one header block written at once): every way out of the server keeps
  // them, refusals and errors included. JSON is never a page: a CSP that allows nothing, and none
  // of the page-only headers (security-headers.ts).
  it.each([
    ['a tRPC read', 'GET', '/trpc/questions.demo', 200],
    ['a tRPC refusal', 'GET', '/trpc/questions.nope', 404],
    ['a REST read', 'GET', '/api/health', 200],
    ['an unknown /api path', 'GET', '/api/nope', 404],
    ['a body too large', 'POST', '/api/contact', 413],
    ['a cross-site write', 'POST', '/trpc/contact.send', 403],
    ['a URL that cannot be decoded', 'GET', '/api/questions/%E0%A4%A', 400],
    ['a batch longer than the router takes', 'GET', `/trpc/${'questions.demo,'.repeat(40)}questions.demo`, 400],
  ])('sends the API set on %s', async (_what, method, url, status) => {
    const big = url === '/api/contact' ? JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) }) : undefined;
    const res = await request(t.app, {
      method: method as 'GET' | 'POST',
      url,
      headers: { 'content-type': 'application/json', 'sec-fetch-site': status === 403 ? 'cross-site' : 'same-origin', host: 'localhost:3000' },
      payload: method === 'POST' ? (big ?? '{}') : undefined,
    });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['x-powered-by']).toBeUndefined();
    for (const pageOnly of ['referrer-policy', 'cross-origin-opener-policy', 'x-dns-prefetch-control', 'x-xss-protection']) {
      expect(res.headers[pageOnly], pageOnly).toBeUndefined();
    }
  });
});

describe('request size', () => {
  it('refuses a body over 1 MB with 413 and a translated message', async () => {
    const res = await request(t.app, {
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('La requête est trop volumineuse.');
  });

  it('answers a wrong content type with 415, not 500', async () => {
    const res = await request(t.app, { method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/JSON/);
  });
});

describe('cross-origin writes', () => {
  it('refuses a POST whose Origin is another site, and one marked cross-site by the browser', async () => {
    const payload = { name: 'A', email: 'a@example.fr', category: 'bug', subject: 's', message: 'm' };
    const evil = await request(t.app, { method: 'POST', url: '/api/contact', payload, headers: { origin: 'https://evil.example', host: 'localhost:3000' } });
    expect(evil.statusCode).toBe(403);
    const crossSite = await request(t.app, { method: 'POST', url: '/trpc/contact.send', payload, headers: { 'sec-fetch-site': 'cross-site', host: 'localhost:3000' } });
    expect(crossSite.statusCode).toBe(403);
    const same = await request(t.app, { method: 'POST', url: '/api/contact', payload, headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' } });
    expect(same.statusCode).toBe(201);
  });
});

describe('general per-IP rate limit', () => {
  it('answers 429 with a translated message past RATE_LIMIT_PER_MINUTE', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await request(limited.app, { method: 'GET', url: '/api/questions/demo' })).statusCode);
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual([429, 429]);
      const res = await request(limited.app, { method: 'GET', url: '/api/questions/demo', headers: { 'x-product-language': 'en' } });
      expect(res.json().message).toMatch(/Too many requests/);
    } finally {
      await limited.close();
    }
  });
});
