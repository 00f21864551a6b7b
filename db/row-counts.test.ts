// The attempts/responses counters the admin overview reads (row_counts) follow inserts and deletes of
// any size, on SQLite (a trigger per row) and on PostgreSQL (a trigger per statement, so that a bulk
// copy does not update one counter row millions of times in one transaction).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectOf } from './dialect.js';
import { createTestApp, createUser, type TestApp } from '../tests/helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function counted(table: 'attempts' | 'responses') {
  const kept = await t.db.selectFrom('rowCounts').select('n').where('name', '=', table).executeTakeFirstOrThrow();
  const real = await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { kept: Number(kept.n), real: Number(real.n) };
}

describe('row counters', () => {
  it('count a multi-row insert, single inserts and a multi-row delete exactly', async () => {
    const user = await createUser(t.db);
    const question = await t.db.selectFrom('questions').select('id').executeTakeFirstOrThrow();
    const row = (i: number) => ({ userId: user.id, questionId: question.id, attemptId: null, userAnswer: `réponse ${i}`, isCorrect: (i % 2 === 1 ? 1 : 0) as 0 | 1, timeSpent: 3 });
    const before = await counted('responses');
    expect(before.kept).toBe(before.real);

    await t.db.insertInto('responses').values(Array.from({ length: 500 }, (_, i) => row(i))).execute();
    await t.db.insertInto('responses').values(row(500)).execute();
    await t.db.insertInto('responses').values(row(501)).execute();
    expect(await counted('responses')).toEqual({ kept: before.real + 502, real: before.real + 502 });

    await t.db.deleteFrom('responses').where('userId', '=', user.id).where('isCorrect', '=', 1).execute();
    const after = await counted('responses');
    expect(after.kept).toBe(after.real);
    expect(after.real).toBe(before.real + 251);

    // A statement that changes nothing leaves the counter alone.
    await t.db.deleteFrom('responses').where('userId', '=', 'nobody').execute();
    expect((await counted('responses')).kept).toBe(after.real);
    const attempts = await counted('attempts');
    expect(attempts.kept).toBe(attempts.real);
  });

  it('on PostgreSQL, run once per statement, not once per row', async () => {
    if (dialectOf(t.db) !== 'postgres') return;
    const { rows } = await sql<{ table: string; orientation: string }>`
      SELECT event_object_table AS table, action_orientation AS orientation FROM information_schema.triggers
      WHERE event_object_table IN ('attempts', 'responses') AND trigger_name LIKE '%_count%'`.execute(t.db);
    expect(rows.length).toBe(4);
    expect(new Set(rows.map((r) => r.orientation))).toEqual(new Set(['STATEMENT']));
  });
});
