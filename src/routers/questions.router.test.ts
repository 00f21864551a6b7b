// questions.* called without HTTP on a real seeded database: who may draw, and the draw's size.
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_QUIZ_LIMIT } from '../shared/constants.js';
import { createTestApp, createUser, type TestApp } from '../../tests/helpers/test-app.js';
import { callerFor } from '../../tests/helpers/router-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('questions router', () => {
  it('gives a visitor the three demo questions and the counts, and no quiz draw', async () => {
    const visitor = await callerFor(t.db, t.env);
    expect(await visitor.questions.demo()).toHaveLength(3);
    const counts = await visitor.questions.counts();
    expect(counts.total).toBeGreaterThan(100);
    await expect(visitor.questions.list({ limit: 10 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(visitor.questions.review()).rejects.toBeInstanceOf(TRPCError);
  });

  it('draws the demo quota for a member without full access, whatever the asked size', async () => {
    const member = await createUser(t.db);
    const caller = await callerFor(t.db, t.env, member);
    expect(await caller.questions.list({ limit: 20 })).toHaveLength(DEMO_QUIZ_LIMIT);
  });

  it('draws the asked size and theme for a member with full access', async () => {
    const member = await createUser(t.db, { hasFullAccess: true });
    const caller = await callerFor(t.db, t.env, member);
    const drawn = await caller.questions.list({ limit: 10, theme: 'histoire_geo_culture' });
    expect(drawn).toHaveLength(10);
    expect(new Set(drawn.map((q) => q.theme))).toEqual(new Set(['histoire_geo_culture']));
  });

  it('refuses a subtheme of another theme before any service runs', async () => {
    const member = await createUser(t.db, { hasFullAccess: true });
    const caller = await callerFor(t.db, t.env, member);
    await expect(caller.questions.list({ theme: 'histoire_geo_culture', subtheme: 'laicite' } as never)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
