// The public reads that every visit makes walk an index in the order they return, instead of
// sorting a whole table per request (SQLite's plan; PostgreSQL's planner picks by its statistics).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedStoriesQuery } from '../src/server/services/story.service.js';
import { createTestApp, testPostgresUrl, type TestApp } from '../tests/helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// SQLite's plans: PostgreSQL chooses by its statistics (docs/operations.md, "PostgreSQL").
describe.skipIf(Boolean(testPostgresUrl()))('read plans', () => {
  it('lists the published stories from their index, without a sort', async () => {
    const { sql: text, parameters } = publishedStoriesQuery(t.db, 'ip:127.0.0.1').compile();
    const rows = t.handle.sqlite.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...parameters) as { detail: string }[];
    const details = rows.map((r) => r.detail).join('\n');
    expect(details).toContain('success_stories_published_order');
    expect(details).not.toContain('TEMP B-TREE');
  });
});
