// Frozen: never edit a migration that has shipped; add a new dated one instead.
// A version number per shared in-memory copy: each app process keeps the question bank in memory,
// and several processes may share one database (docs/operations.md, "PostgreSQL"). A write to the questions
// bumps the number; every process compares it with its copy's every 2 seconds.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cache_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('cache_versions').values({ name: 'questions', version: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cache_versions').execute();
}
