// Overload and a failing database (docs/security.md, "Overload"): a quick 503 with Retry-After
// instead of queueing, and /api/health says why.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app.js';

const sampled = () => new Promise((resolve) => setTimeout(resolve, 1300));

describe('load shedding', () => {
  it('under heap pressure, requests get a translated 503 with Retry-After; the health check reports it', async () => {
    // A threshold any live heap is above: the server is "overloaded" from the first sample on.
    const t = await createTestApp({ LOAD_SHEDDING_HEAP_MB: '1' });
    try {
      await sampled();
      const res = await t.app.inject({ method: 'GET', url: '/api/questions/counts', headers: { 'x-product-language': 'en' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('10');
      expect(res.json()).toEqual({ message: 'The service is very busy. Please try again in a few seconds.' });
      // A refusal is an answer like any other: it carries the security headers.
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const trpc = await t.app.inject({ method: 'GET', url: '/trpc/community.leaderboard' });
      expect(trpc.statusCode).toBe(503);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      // The status alone: anyone may ask, the figures are in the log.
      expect(health.json()).toEqual({ status: 'overloaded' });
    } finally {
      await t.close();
    }
  });

  it('with room to spare, nothing is shed', async () => {
    const t = await createTestApp();
    try {
      await sampled();
      expect((await t.app.inject({ method: 'GET', url: '/api/questions/counts' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    } finally {
      await t.close();
    }
  });
});

describe('the health check', () => {
  it('reports a database that does not answer with 503', async () => {
    const t = await createTestApp();
    try {
      await t.handle.close();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'failing' });
    } finally {
      await t.app.close();
    }
  });
});
