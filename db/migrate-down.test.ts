// Every migration can be undone: from the latest schema, the down migrations run one by one back
// to an empty database, and migrating up again gives exactly the schema of the first run. A
// migration whose down() forgets a table, an index or a trigger fails here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepa-migrate-down-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Every table, index, trigger and view with its SQL, Kysely's own bookkeeping left out. */
async function schema(db: DbHandle['db']) {
  const rows = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master
    where name not like 'sqlite_%' and name not like 'kysely_%' order by type, name`.execute(db);
  return rows.rows;
}

describe('down migrations', () => {
  it('undo every migration back to an empty database, and up again gives the same schema', async () => {
    const handle = createDb(path.join(dir, 'down.db'));
    await migrateToLatest(handle);
    const latest = await schema(handle.db);
    expect(latest.length).toBeGreaterThan(10);

    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    const undone: string[] = [];
    for (let i = 0; i < Object.keys(migrations).length; i++) {
      const { error, results } = await migrator.migrateDown();
      expect(error).toBeUndefined();
      expect(results?.[0]?.status).toBe('Success');
      undone.push(results![0]!.migrationName);
    }
    expect(undone).toEqual(Object.keys(migrations).reverse());
    expect(await schema(handle.db)).toEqual([]);

    await migrateToLatest(handle);
    expect(await schema(handle.db)).toEqual(latest);
    await handle.close();
  });
});
