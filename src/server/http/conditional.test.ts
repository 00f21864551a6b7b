import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../../tests/helpers/test-app.js';
import { matchesIfNoneMatch } from './conditional.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('conditional public reads', () => {
  // Each /api read and its tRPC twin. The client reads the demo through tRPC, alone
  // (src/client/trpc.ts): the door users take gets the same caching as /api, and so do the other
  // twins when called alone.
  for (const [url, cache] of [
    ['/api/questions/demo', 'public, max-age=60'],
    ['/trpc/questions.demo', 'public, max-age=60'],
    ['/api/questions/counts', 'public, max-age=60'],
    ['/trpc/questions.counts', 'public, max-age=60'],
    ['/api/community/challenges', 'private, no-cache'],
    ['/trpc/community.challenges.list', 'private, no-cache'],
    ['/api/success-stories', 'private, no-cache'],
    ['/trpc/community.stories.list', 'private, no-cache'],
    ['/api/glossary', 'public, max-age=60'],
    ['/trpc/glossary.list', 'public, max-age=60'],
  ] as const) {
    it(`${url}: ETag and Cache-Control, 304 without a body when the tag matches`, async () => {
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe(cache);
      expect(first.headers['content-type']).toMatch(/application\/json/);
      const body = first.json() as { result: { data: unknown } };
      expect(url.startsWith('/trpc/') ? body.result.data : body).toBeTruthy();
      expect((await t.app.inject({ method: 'GET', url })).headers.etag).toBe(etag);

      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(cache);
      expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': `"other", W/${etag}` } })).statusCode).toBe(304);
      expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"stale"' } })).statusCode).toBe(200);
    });
  }

  it('gives a new tag once the data changes', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/success-stories' });
    await t.db
      .insertInto('successStories')
      .values({ name: 'Nadia', city: 'Lyon', region: 'Auvergne-Rhône-Alpes', originalCountry: 'Maroc', naturalizationDate: 'mars 2025', story: "Trois mois de révisions chaque soir, et l'entretien s'est bien passé.", quizScore: null, interviewTips: null, status: 'published', likes: 0, submittedBy: null, submitterIp: null })
      .execute();
    const after = await t.app.inject({ method: 'GET', url: '/api/success-stories', headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('answers a member with their own tag for a read that depends on who asks', async () => {
    const user = await createUser(t.db);
    const anon = await t.app.inject({ method: 'GET', url: '/api/community/challenges' });
    const id = (anon.json() as { id: string }[])[0]!.id;
    await t.app.inject({ method: 'POST', url: `/api/community/challenges/${id}/join`, headers: { cookie: user.cookie } });
    const mine = await t.app.inject({ method: 'GET', url: '/api/community/challenges', headers: { cookie: user.cookie, 'if-none-match': anon.headers.etag as string } });
    expect(mine.statusCode).toBe(200);
    const anonTrpc = await t.app.inject({ method: 'GET', url: '/trpc/community.challenges.list' });
    const mineTrpc = await t.app.inject({ method: 'GET', url: '/trpc/community.challenges.list', headers: { cookie: user.cookie, 'if-none-match': anonTrpc.headers.etag as string } });
    expect(mineTrpc.statusCode).toBe(200);
    expect(mineTrpc.headers.etag).not.toBe(anonTrpc.headers.etag);
    expect(mineTrpc.headers['cache-control']).toBe('private, no-cache');
  });

  it("keeps a member's own answers out of every cache, on both doors, and public data cacheable", async () => {
    const user = await createUser(t.db);
    for (const url of ['/api/dashboard/stats', '/api/auth/user', '/trpc/dashboard.stats']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
    const demo = await t.app.inject({ method: 'GET', url: '/api/questions/demo', headers: { cookie: user.cookie } });
    expect(demo.headers['cache-control']).toBe('public, max-age=60');
  });

  it('/trpc/questions.demo: a new tag after an edit of a demo question, and none on a batch', async () => {
    const admin = await createUser(t.db, { isAdmin: true });
    const before = await t.app.inject({ method: 'GET', url: '/trpc/questions.demo' });
    const id = (before.json() as { result: { data: { id: string }[] } }).result.data[0]!.id;
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/questions/${id}`,
      headers: { cookie: admin.cookie },
      payload: { explanation: 'Une explication revue, assez longue pour être acceptée.' },
    });
    expect(edit.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/trpc/questions.demo', headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(after.headers.etag).not.toBe(before.headers.etag);

    // A batch's body mixes calls: no tag, whatever If-None-Match says.
    const batch = await t.app.inject({
      method: 'GET',
      url: `/trpc/questions.demo,questions.counts?batch=1&input=${encodeURIComponent('{}')}`,
      headers: { 'if-none-match': after.headers.etag as string },
    });
    expect(batch.statusCode).toBe(200);
    expect(batch.headers.etag).toBeUndefined();
  });

  it('reads If-None-Match lists, weak tags and *', () => {
    expect(matchesIfNoneMatch(undefined, '"a"')).toBe(false);
    expect(matchesIfNoneMatch('"b", "a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('W/"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"ab"', '"a"')).toBe(false);
  });
});
