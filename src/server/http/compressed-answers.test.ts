import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser, request, type TestApp } from '../../../tests/helpers/test-app.js';
import { compressedVersions, forgetCompressedAnswers, MIN_COMPRESSED_BYTES } from './compressed-answers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => forgetCompressedAnswers());

const decode = (encoding: unknown, bytes: Buffer) => (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');

describe('large tagged answers, compressed once per version', () => {
  for (const url of ['/trpc/glossary.list', '/api/glossary']) {
    it(`${url}: brotli for a browser, gzip for a client without it, as is for one that asks for neither`, async () => {
      const plain = await t.app.inject({ method: 'GET', url });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(100_000);
      expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);

      const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^application\/json/);
      expect(br.headers.etag).toBe(plain.headers.etag);
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode('br', br.rawPayload)).toBe(plain.body);

      const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(decode('gzip', gz.rawPayload)).toBe(plain.body);

      const refused = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.body).toBe(plain.body);
    });

    it(`${url}: a version is compressed once, then served from what is kept; a known tag is still a 304`, async () => {
      const headers = { 'accept-encoding': 'br' };
      const first = await t.app.inject({ method: 'GET', url, headers });
      const again = await t.app.inject({ method: 'GET', url, headers });
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(compressedVersions()).toBe(1);
      const known = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'if-none-match': first.headers.etag as string } });
      expect(known.statusCode).toBe(304);
      expect(known.rawPayload.length).toBe(0);
      expect(known.headers['content-encoding']).toBeUndefined();
    });
  }

  it('leaves small tagged answers and a member’s own (untagged) answers as they are', async () => {
    const counts = await t.app.inject({ method: 'GET', url: '/trpc/questions.counts', headers: { 'accept-encoding': 'br' } });
    expect(counts.statusCode).toBe(200);
    expect(counts.headers.etag).toBeDefined();
    expect(counts.rawPayload.length).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(counts.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(counts.body)).toHaveProperty('result.data');

    const member = await createUser(t.db);
    const own = await request(t.app, { method: 'GET', url: '/api/account/export', user: member, headers: { 'accept-encoding': 'br' } });
    expect(own.statusCode).toBe(200);
    expect(own.headers.etag).toBeUndefined();
    expect(own.headers['content-encoding']).toBeUndefined();
    expect(compressedVersions()).toBe(0);
  });
});
