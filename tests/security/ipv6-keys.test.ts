// IPv6 clients are counted by their /64 (issue 35, item 8): one connection usually owns a whole
// /64, so counting each address let 14 of 14 registrations through from one. IPV6_PREFIX_LENGTH
// (default 64; 56 where providers hand out /56) sets the block.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey } from '../../src/server/http/client-address.js';
import { ROUTE_LIMITS } from '../../src/server/limits/route-limits.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('addressKey', () => {
  it('keys IPv6 by its prefix, IPv4 and mapped IPv4 as they are', () => {
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd', 64)).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2::1', 64)).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2ff::1', 56)).toBe('2001:db8:1:200::/56');
    expect(addressKey('fe80::1%eth0', 64)).toBe('fe80::/64');
    expect(addressKey('::1', 64)).toBe('::/64');
    expect(addressKey('::ffff:203.0.113.7', 64)).toBe('203.0.113.7');
    expect(addressKey('203.0.113.7', 64)).toBe('203.0.113.7');
    expect(addressKey('2001:db8::1', 128)).toBe('2001:db8::1/128');
  });
});

describe('per-address limits over IPv6', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let n = 0;
  const body = () => ({ email: `v6-${++n}@example.fr`, password: 'motdepasse-solide', firstName: 'A', lastName: 'B' });

  it('one /64 registers no more than one address would, on both doors', async () => {
    const max = ROUTE_LIMITS['auth.register'].max;
    const statuses: number[] = [];
    for (let i = 1; i <= max + 4; i++) {
      const remoteAddress = `2001:db8:5:6:${i.toString(16)}::${i.toString(16)}`;
      const res =
        i % 2
          ? await t.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress, payload: body() })
          : await t.app.inject({ method: 'POST', url: '/trpc/auth.register', remoteAddress, headers: { 'content-type': 'application/json' }, payload: body() });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 201 || s === 200)).toHaveLength(max);
    expect(statuses.slice(max)).toEqual([429, 429, 429, 429]);
    // The next /64 is another client.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: '2001:db8:5:7::1', payload: body() })).statusCode).toBe(201);
  });

  it('the general limit too', async () => {
    const small = await createTestApp({ RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const statuses = [];
      for (let i = 1; i <= 7; i++) statuses.push((await small.app.inject({ method: 'GET', url: '/api/questions/counts', remoteAddress: `2001:db8:9:9::${i}` })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    } finally {
      await small.close();
    }
  });

  it('IPV6_PREFIX_LENGTH=56 widens the block', async () => {
    const wide = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2', IPV6_PREFIX_LENGTH: '56' });
    try {
      const at = (a: string) => wide.app.inject({ method: 'GET', url: '/api/questions/counts', remoteAddress: a }).then((r) => r.statusCode);
      expect([await at('2001:db8:1:100::1'), await at('2001:db8:1:1ff::1'), await at('2001:db8:1:1aa::1')]).toEqual([200, 200, 429]);
    } finally {
      await wide.close();
    }
  });
});
