// Frozen: never edit a migration that has shipped; add a new dated one instead.
// Devices that signed an account in (only the SHA-256 of the device cookie's token is stored), so
// that a member's own device is never locked out by failures from its shared address; and the
// visitors' demo answers counted per question instead of stored one row each.
import type { Kysely } from 'kysely';
import { nowIso } from '../dialect.js';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_devices')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIso(db)))
    .addPrimaryKeyConstraint('sign_in_devices_pk', ['id', 'user_id'])
    .execute();
  await db.schema.createIndex('sign_in_devices_user').on('sign_in_devices').column('user_id').execute();
  await db.schema
    .createTable('demo_answer_tallies')
    .addColumn('question_id', 'text', (c) => c.primaryKey())
    .addColumn('answered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('correct', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('demo_answer_tallies').execute();
  await db.schema.dropTable('sign_in_devices').execute();
}
