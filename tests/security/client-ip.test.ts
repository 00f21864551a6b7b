// Per-IP limits (failed sign-ins, the general RATE_LIMIT_PER_MINUTE, story submissions) are only
// as good as the address they count. X-Forwarded-For is believed only from a trusted proxy
// (TRUST_PROXY, default: a proxy on this machine); a client talking to the server directly cannot
// pick a new address per request to escape the limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNIN_IP_MAX } from '../../src/server/auth/rate-limit.js';
import { createTestApp, createUser, type TestApp } from '../helpers/test-app.js';

describe('with the default TRUST_PROXY (loopback)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (remoteAddress: string, forwardedFor: string, body: { email: string; password: string }) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, headers: { 'x-forwarded-for': forwardedFor }, payload: body });

  it('a remote client cannot escape the per-IP sign-in limit with a new X-Forwarded-For each time', async () => {
    const attacker = '203.0.113.50';
    for (let i = 0; i < SIGNIN_IP_MAX; i++) {
      const res = await login(attacker, `198.18.0.${i}`, { email: `inconnu-${i}@example.fr`, password: 'devine' });
      expect(res.statusCode).toBe(401);
    }
    const victim = await createUser(t.db);
    expect((await login(attacker, '198.18.1.1', victim)).statusCode).toBe(429);
  });

  it('behind a proxy on this machine, the address it forwards is the one counted', async () => {
    const client = '198.51.100.77';
    for (let i = 0; i < SIGNIN_IP_MAX; i++) {
      expect((await login('127.0.0.1', client, { email: `proxy-${i}@example.fr`, password: 'devine' })).statusCode).toBe(401);
    }
    const u = await createUser(t.db);
    expect((await login('127.0.0.1', client, u)).statusCode).toBe(429);
    // Another client behind the same proxy is not blocked.
    expect((await login('127.0.0.1', '198.51.100.78', u)).statusCode).toBe(200);
  });
});

describe('the general per-IP limit', () => {
  it('counts the real address of a direct client, whatever X-Forwarded-For says', async () => {
    const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({ method: 'GET', url: '/api/questions/demo', remoteAddress: '203.0.113.60', headers: { 'x-forwarded-for': `198.18.2.${i}` } });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await t.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('names the proxies to believe: an address, a hop count, or true/false', async () => {
    const t = await createTestApp({ TRUST_PROXY: '10.0.0.5' });
    try {
      expect(t.env.TRUST_PROXY).toBe('10.0.0.5');
      const u = await createUser(t.db);
      // From the named proxy the forwarded address counts; from anywhere else it is ignored.
      for (let i = 0; i < SIGNIN_IP_MAX; i++) {
        const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '198.51.100.90' }, payload: { email: `x-${i}@example.fr`, password: 'devine' } });
        expect(res.statusCode).toBe(401);
      }
      const blocked = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '198.51.100.90' }, payload: { email: u.email, password: u.password } });
      expect(blocked.statusCode).toBe(429);
      const other = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '198.51.100.91' }, payload: { email: u.email, password: u.password } });
      expect(other.statusCode).toBe(200);
    } finally {
      await t.close();
    }
    const parsed = await Promise.all(
      ['true', 'false', '2', 'loopback, 10.0.0.0/8'].map(async (value) => {
        const app = await createTestApp({ TRUST_PROXY: value });
        const v = app.env.TRUST_PROXY;
        await app.close();
        return v;
      }),
    );
    expect(parsed).toEqual([true, false, 2, 'loopback, 10.0.0.0/8']);
  });
});
