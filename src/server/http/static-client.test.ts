// The built client: hashed files under /assets are served as they are, a page route gets the app
// shell, and a hashed file that does not exist (a chunk of an earlier deployment asked by a tab
// opened before it) is a 404, not the shell: as HTML it failed as a module with a MIME error.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../../tests/helpers/test-app.js';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepa-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(clientDir, 'assets', 'Quiz.page-NEW1.js'), 'export const page = 1;');
  t = await createTestApp({}, { clientDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('the built client', () => {
  it('serves a page route with the app shell', async () => {
    const res = await request(t.app, { method: 'GET', url: '/quiz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('shell');
  });

  it('serves a hashed file that exists, for a year', async () => {
    const res = await request(t.app, { method: 'GET', url: '/assets/Quiz.page-NEW1.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 for a hashed file that does not exist, never the shell', async () => {
    const res = await request(t.app, { method: 'GET', url: '/assets/Quiz.page-OLD0.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/text\/html/);
    expect(res.body).not.toContain('shell');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('other files of the client', () => {
  it.each(['/favicon-old.png', '/robots.txt', '/icons/icon-9.webp'])('answers 404 for %s when it does not exist, never the shell', async (url) => {
    const res = await request(t.app, { method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('shell');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('still serves the shell for a page route with a query string holding a dot', async () => {
    const res = await request(t.app, { method: 'GET', url: '/reset-password?token=a.b' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('shell');
  });
});

describe('one route for the client files', () => {
  // Files are looked up on disk under one wildcard route: a route per file of the built client
  // (~400 of them, each with its context) was 48,000 objects of the heap that every full garbage
  // collection had to mark (docs/benchmarks.md, "Garbage collection").
  it('registers no route per file', () => {
    expect(t.app.hasRoute({ method: 'GET', url: '/assets/Quiz.page-NEW1.js' })).toBe(false);
    expect(t.app.hasRoute({ method: 'GET', url: '/*' })).toBe(true);
  });

  it.each([{}, { 'accept-encoding': 'br, gzip' }])('serves the page at / with the app shell (headers %o)', async (headers) => {
    const res = await request(t.app, { method: 'GET', url: '/', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('shell');
  });

  it('answers 404 for a folder, never a listing or the shell', async () => {
    const res = await request(t.app, { method: 'GET', url: '/assets/' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('shell');
  });

  it('refuses a path that climbs out of the client folder, with a translated message', async () => {
    // Over a real socket (the injector normalises the path): encoded dot segments reach
    // @fastify/static as they are, which refuses them with its 403, in the asker's language.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      // Host, port and path given apart: a URL string would resolve the dot segments first.
      const { hostname, port } = new URL(address);
      http
        .get({ hostname, port, path: '/%2e%2e/package.json', headers: { 'accept-language': 'en' } }, (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk)).on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        })
        .on('error', reject);
    });
    expect(status).toBe(403);
    expect(JSON.parse(body)).toEqual({ message: 'You do not have permission to do this.' });
  });
});
