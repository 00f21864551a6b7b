import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../shared/constants.js';
import { createTestApp, request, type TestApp } from '../../../tests/helpers/test-app.js';
import { invalidateQuestionBank } from './question-bank.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the database says, independently of the cached bank. */
async function countsInDb() {
  const rows = await t.db
    .selectFrom('questions')
    .select(['category', (eb) => eb.fn.countAll<number>().as('n')])
    .where('isActive', '=', 1)
    .groupBy('category')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.category, Number(r.n)]));
}

describe('GET /api/questions/counts', () => {
  it('answers the live count of active questions per category and in total, without a session', async () => {
    const res = await request(t.app, { method: 'GET', url: '/api/questions/counts' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { total: number; categories: { category: string; count: number }[] };
    const db = await countsInDb();
    expect(body.categories.map((c) => c.category)).toEqual([...CATEGORIES]);
    for (const { category, count } of body.categories) expect(count).toBe(db[category] ?? 0);
    expect(body.total).toBe(Object.values(db).reduce((a, b) => a + b, 0));
    expect(body.total).toBeGreaterThan(0);
    expect(body.categories.reduce((a, c) => a + c.count, 0)).toBe(body.total);
  });

  it('follows the bank when a question is deactivated', async () => {
    const before = (await request(t.app, { method: 'GET', url: '/api/questions/counts' })).json();
    const victim = await t.db.selectFrom('questions').select(['id', 'category']).where('isActive', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('questions').set({ isActive: 0 }).where('id', '=', victim.id).execute();
    invalidateQuestionBank(t.db);
    const after = (await request(t.app, { method: 'GET', url: '/api/questions/counts' })).json();
    expect(after.total).toBe(before.total - 1);
    const cat = (body: typeof before) => body.categories.find((c: { category: string }) => c.category === victim.category).count;
    expect(cat(after)).toBe(cat(before) - 1);
    await t.db.updateTable('questions').set({ isActive: 1 }).where('id', '=', victim.id).execute();
    invalidateQuestionBank(t.db);
  });

  it('gives the same answer over tRPC (questions.counts)', async () => {
    const rest = (await request(t.app, { method: 'GET', url: '/api/questions/counts' })).json();
    const res = await request(t.app, { method: 'GET', url: '/trpc/questions.counts' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toEqual(rest);
  });
});
