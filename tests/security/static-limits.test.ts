// The app's own files are not counted against the per-address limit (issue 35, item 13): a cold
// load of /glossaire is 36 requests and the service worker's precache 150-200, so a family, a
// class or a carrier's shared address ran out on the app's files. Only /api and /trpc count.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let clientDir: string;
const LIMIT = 50;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepa-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.mkdirSync(path.join(clientDir, 'icons'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(clientDir, 'assets', 'index-ABC1.js'), 'export const a = 1;');
  fs.writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(clientDir, 'manifest.webmanifest'), '{}');
  fs.writeFileSync(path.join(clientDir, 'icons', 'icon-192.png'), 'png');
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT) }, { clientDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const from = (url: string, ip: string) => t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { 'x-product-language': 'en' } });

describe('the per-address limit and the app itself', () => {
  it('400 requests for files and pages from one address, then an API call still succeeds', async () => {
    const ip = '198.51.100.7';
    const files = ['/assets/index-ABC1.js', '/sw.js', '/manifest.webmanifest', '/icons/icon-192.png', '/glossaire', '/', '/assets/missing-OLD1.js'];
    for (let i = 0; i < 400; i++) {
      const res = await from(files[i % files.length]!, ip);
      expect(res.statusCode, files[i % files.length]).not.toBe(429);
    }
    const api = await from('/api/questions/counts', ip);
    expect(api.statusCode).toBe(200);
  });

  it('/api and /trpc still count, calls of a batch each', async () => {
    const ip = '198.51.100.8';
    for (let i = 0; i < LIMIT; i++) expect((await from('/api/questions/counts', ip)).statusCode).toBe(200);
    const refused = await from('/trpc/questions.counts', ip);
    expect(refused.statusCode).toBe(429);
    // Files go on being served to that address.
    expect((await from('/assets/index-ABC1.js', ip)).statusCode).toBe(200);
  });
});
