// Several app processes share one database (docs/operations.md, "PostgreSQL"): an admin edit made through one
// reaches the in-memory question bank of another within a few seconds. Two apps on two separate
// connections (pools) to the same database stand for the two processes; on SQLite, the same file.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../../db/client.js';
import { buildApp } from '../app.js';
import { openDatabase } from '../database.js';
import { databaseLocation } from '../env.js';
import { createTestApp, createUser, request, type TestApp } from '../../../tests/helpers/test-app.js';
import { VERSION_CHECK_MS } from './versioned-cache.js';

let t: TestApp;
let other: { app: FastifyInstance; handle: DbHandle };

beforeAll(async () => {
  t = await createTestApp();
  const handle = await openDatabase(databaseLocation(t.env), { seed: false, poolSize: 2 });
  const app = await buildApp({ env: t.env, db: handle.db, logger: false, clientDir: path.join(t.dir, 'no-client') });
  await app.ready();
  other = { app, handle };
});

afterAll(async () => {
  await other.app.close();
  await other.handle.close();
  await t.close();
});

describe('the question bank of another process', () => {
  it('shows an admin edit made through the first app within the version check period', async () => {
    const before = (await other.app.inject({ method: 'GET', url: '/api/questions/demo' })).json() as { id: string; content: string }[];
    expect(before.length).toBeGreaterThan(0);
    const target = before[0]!;
    const admin = await createUser(t.db, { isAdmin: true, hasFullAccess: true });
    const content = `${target.content} (modifiée par l'admin)`;
    const edit = await request(t.app, { method: 'PATCH', url: `/api/admin/questions/${target.id}`, payload: { content }, user: admin });
    expect(edit.statusCode).toBe(200);

    // The editing app itself sees it at once.
    const here = (await t.app.inject({ method: 'GET', url: '/api/questions/demo' })).json() as { id: string; content: string }[];
    expect(here.find((q) => q.id === target.id)?.content).toBe(content);

    const editedAt = Date.now();
    let seen: number | null = null;
    while (Date.now() - editedAt < 10_000) {
      const there = (await other.app.inject({ method: 'GET', url: '/api/questions/demo' })).json() as { id: string; content: string }[];
      if (there.find((q) => q.id === target.id)?.content === content) {
        seen = Date.now() - editedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen).not.toBeNull();
    // One check period, plus slack for a loaded machine (a 2-core CI box has taken 3.2 s): what this
    // guards against is a cache that never looks again, or only on a long timer.
    expect(seen!).toBeLessThanOrEqual(2 * VERSION_CHECK_MS + 1000);
  });
});
