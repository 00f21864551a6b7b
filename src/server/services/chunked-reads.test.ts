import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../../tests/helpers/test-app.js';
import { pagesByKey, pagesByTimeThenId } from './chunked-reads.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function collect<R>(pages: AsyncIterable<R[]>): Promise<R[][]> {
  const all: R[][] = [];
  for await (const page of pages) all.push(page);
  return all;
}

describe('pagesByTimeThenId', () => {
  it('reads each row of the member once in (time, id) order, pages cut inside a run of equal times', async () => {
    const [member, other] = [await createUser(t.db), await createUser(t.db)];
    const day = (n: number) => new Date(Date.UTC(2026, 2, n)).toISOString();
    // Ids that do not follow the times, and three rows on one day across a page boundary.
    const rows = [
      { id: 's-g', createdAt: day(1) },
      { id: 's-a', createdAt: day(3) },
      { id: 's-e', createdAt: day(2) },
      { id: 's-c', createdAt: day(2) },
      { id: 's-f', createdAt: day(2) },
      { id: 's-b', createdAt: day(4) },
      { id: 's-d', createdAt: day(1) },
    ];
    // Only these rows: the session createUser signed the member in with goes.
    await t.db.deleteFrom('sessions').where('userId', '=', member.id).execute();
    await t.db.insertInto('sessions').values(rows.map((r) => ({ ...r, userId: member.id, expiresAt: 0 }))).execute();
    await t.db.insertInto('sessions').values({ id: 's-0', userId: other.id, createdAt: day(2), expiresAt: 0 }).execute();

    const query = t.db.selectFrom('sessions').select(['id', 'createdAt']).where('userId', '=', member.id);
    const pages = await collect(pagesByTimeThenId(query, 'createdAt', 2));
    expect(pages.map((p) => p.length)).toEqual([2, 2, 2, 1]);
    expect(pages.flat().map((r) => r.id)).toEqual(['s-d', 's-g', 's-c', 's-e', 's-f', 's-a', 's-b']);
  });
});

describe('pagesByKey', () => {
  it('reads each row of the member once in key order, and stops on a short or empty page', async () => {
    const [member, other] = [await createUser(t.db), await createUser(t.db)];
    const message = (userId: string, n: number) => ({ userId, name: 'Nom', email: 'a@example.fr', category: 'question' as const, subject: `Sujet ${n}`, message: 'Bonjour', handled: 0 as const });
    for (let n = 0; n < 7; n += 1) {
      await t.db.insertInto('contactMessages').values(message(member.id, n)).execute();
      if (n % 3 === 0) await t.db.insertInto('contactMessages').values(message(other.id, n)).execute();
    }
    const query = t.db.selectFrom('contactMessages').select(['id', 'subject']).where('userId', '=', member.id);
    const pages = await collect(pagesByKey(query, 'id', 3));
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    const read = pages.flat();
    expect(read.map((r) => r.subject)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => `Sujet ${n}`));
    expect(read.map((r) => r.id)).toEqual([...read.map((r) => r.id)].sort((a, b) => a - b));
    // A last page exactly full: the next read comes back empty and yields nothing.
    expect((await collect(pagesByKey(query, 'id', 7))).map((p) => p.length)).toEqual([7]);
    expect(await collect(pagesByKey(t.db.selectFrom('contactMessages').select('id').where('userId', '=', 'nobody'), 'id'))).toEqual([]);
  });
});
