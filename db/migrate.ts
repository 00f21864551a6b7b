import { Migrator, type MigrationResultSet } from 'kysely';
import type { DbHandle } from './client.js';
import { migrations } from './migrations/index.js';

/**
 * Brings the schema to the latest migration, all pending migrations in ONE transaction: a failing
 * migration leaves the database exactly as it was. Kysely does not wrap DDL in transactions on
 * SQLite, but better-sqlite3 is a single connection, so BEGIN/COMMIT around the migrator covers
 * every statement it sends.
 */
export async function migrateToLatest({ db, sqlite }: DbHandle): Promise<MigrationResultSet> {
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
