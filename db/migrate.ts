import { Migrator, type MigrationResultSet } from 'kysely';
import type { DbHandle } from './client.js';
import { PortableSchemaPlugin } from './dialect.js';
import { migrations } from './migrations/index.js';

/**
 * Brings the schema to the latest migration, all pending migrations in ONE transaction: a failing
 * migration leaves the database exactly as it was. Kysely does not wrap DDL in transactions on
 * SQLite, but better-sqlite3 is a single connection, so BEGIN/COMMIT around the migrator covers
 * every statement it sends.
 */
export async function migrateToLatest(handle: DbHandle): Promise<MigrationResultSet> {
  if (handle.dialect === 'postgres') {
    // PostgreSQL: Kysely runs the pending migrations in one transaction itself (DDL is
    // transactional there) under an advisory lock, so processes starting together migrate once.
    const migrator = new Migrator({ db: handle.db.withPlugin(new PortableSchemaPlugin()), provider: { getMigrations: async () => migrations } });
    const result = await migrator.migrateToLatest();
    if (result.error) throw result.error;
    return result;
  }
  const { db, sqlite } = handle;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  sqlite.exec('BEGIN IMMEDIATE');
  try {
    const result = await migrator.migrateToLatest();
    if (result.error) throw result.error;
    sqlite.exec('COMMIT');
    return result;
  } catch (error) {
    if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
    throw error;
  }
}
