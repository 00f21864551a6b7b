import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.js';
import { countHit, currentCount } from './fixed-window.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the fixed-window counter', () => {
  it('counts hits in the window, then starts again once it has ended', async () => {
    const now = 1_000_000;
    expect(await countHit(t.db, 'test:a', 1000, now)).toEqual({ count: 1, resetAt: now + 1000 });
    expect(await countHit(t.db, 'test:a', 1000, now + 10)).toEqual({ count: 2, resetAt: now + 1000 });
    expect(await currentCount(t.db, 'test:a', now + 999)).toBe(2);
    expect(await currentCount(t.db, 'test:a', now + 1000)).toBe(0);
    expect(await countHit(t.db, 'test:a', 1000, now + 1000)).toEqual({ count: 1, resetAt: now + 2000 });
  });

  it('gives each of many simultaneous hits its own count', async () => {
    const now = Date.now();
    const counts = await Promise.all(Array.from({ length: 20 }, () => countHit(t.db, 'test:race', 60_000, now)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('sweeps ended windows of every kind of key', async () => {
    const now = Date.now() + 10 * 60_000;
    await t.db.insertInto('rateLimits').values([
      { key: 'login:ended', count: 3, resetAt: now - 1 },
      { key: 'limit:ended', count: 3, resetAt: now - 1 },
      { key: 'limit:open', count: 3, resetAt: now + 60_000 },
    ]).execute();
    await countHit(t.db, 'test:sweep', 1000, now);
    const keys = (await t.db.selectFrom('rateLimits').select('key').execute()).map((r) => r.key);
    expect(keys).not.toContain('login:ended');
    expect(keys).not.toContain('limit:ended');
    expect(keys).toContain('limit:open');
  });
});
