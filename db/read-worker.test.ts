// Long reads run off the main thread on a SQLite file: the same rows as on the main thread, the
// event loop turning meanwhile, SQLite's own error, and the query where it is on PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectOf } from './dialect.js';
import { readOffThread } from './read-worker.js';
import { createTestApp, createUser, type TestApp } from '../tests/helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 5; i++) await createUser(t.db, { firstName: `Lecteur${i}` });
});
afterAll(() => t.close());

describe('readOffThread', () => {
  it('gives the rows the main thread gives', async () => {
    const query = t.db.selectFrom('users').select(['users.id', 'users.email']).where('email', 'like', '%@%').orderBy('email').limit(3);
    expect(await readOffThread(t.db, query)).toEqual(await query.execute());
    const counted = t.db.selectFrom('users').select((e) => e.fn.countAll<number>().as('n'));
    expect(Number((await readOffThread(t.db, counted))[0]!.n)).toBe(Number((await counted.executeTakeFirstOrThrow()).n));
  });

  it('keeps the event loop turning while a long read runs', async () => {
    // About a quarter of a second of work inside SQLite: a recursive count.
    const slow = t.db
      .selectNoFrom(sql<number>`(WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 3000000) SELECT count(*) FROM c)`.as('n'))
      .$castTo<{ n: number }>();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = performance.now();
    try {
      const [row] = await readOffThread(t.db, slow);
      expect(Number(row!.n)).toBe(3_000_000);
    } finally {
      clearInterval(timer);
    }
    const took = performance.now() - started;
    if (dialectOf(t.db) === 'sqlite') {
      // On the main thread the timer could not fire once before the query ended.
      expect(took).toBeGreaterThan(50);
      expect(ticks).toBeGreaterThan(3);
    }
  });

  it("rejects with SQLite's error, then serves the next read", async () => {
    await expect(readOffThread(t.db, t.db.selectFrom('users').select(sql<number>`no_such_function(1)`.as('x')))).rejects.toThrow(/no_such_function/);
    const again = await readOffThread(t.db, t.db.selectFrom('users').select('users.id').limit(1));
    expect(again).toHaveLength(1);
  });
});
