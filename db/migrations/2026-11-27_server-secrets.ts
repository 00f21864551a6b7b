// Frozen: never edit a migration that has shipped; add a new dated one instead.
// Secrets the server makes for itself on first use and keeps across restarts and processes
// (the key that signs offline exam packs, docs/offline.md). Never sent to a client.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
}
