import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from './client.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepa-migrate-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function tables(db: Kysely<any>) {
  const rows = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
  return rows.rows.map((r) => r.name);
}

describe('migrations', () => {
  it('migrate an empty database to the latest schema, and a second run does nothing', async () => {
    const handle = createDb(path.join(dir, 'a.db'));
    const first = await migrateToLatest(handle);
    expect(first.results?.map((r) => r.status)).toEqual(Object.keys(migrations).map(() => 'Success'));
    expect(await tables(handle.db)).toEqual(expect.arrayContaining(['users', 'sessions', 'questions', 'attempts', 'responses', 'audit_log']));
    const second = await migrateToLatest(handle);
    expect(second.results).toEqual([]);
    await handle.close();
  });

  it('leave the database exactly as it was when a migration fails half-way', async () => {
    const handle = createDb(path.join(dir, 'b.db'));
    await migrateToLatest(handle);
    const before = await tables(handle.db);
    const broken = {
      ...migrations,
      '9999-12-31_broken': {
        async up(db: Kysely<any>) {
          await db.schema.createTable('half_done').addColumn('id', 'integer').execute();
          await sql`insert into users (id, email) values ('x', 'x@example.fr')`.execute(db);
          throw new Error('boom in the middle of a migration');
        },
      },
    };
    // The same runner, with one extra (failing) migration in its list.
    Object.assign(migrations, broken);
    try {
      await expect(migrateToLatest(handle)).rejects.toThrow(/boom/);
    } finally {
      delete (migrations as Record<string, unknown>)['9999-12-31_broken'];
    }
    expect(await tables(handle.db)).toEqual(before);
    const users = await sql<{ n: number }>`select count(*) as n from users`.execute(handle.db);
    expect(users.rows[0]?.n).toBe(0);
    const recorded = await sql<{ name: string }>`select name from kysely_migration`.execute(handle.db);
    expect(recorded.rows.map((r) => r.name)).toEqual(Object.keys(migrations));
    await handle.close();
  });
});
