// Frozen: never edit a migration that has shipped; add a new dated one instead.
// Sign-ups waiting for their address to be confirmed (with SMTP configured, issue 35, item 14): the
// account is only created once the link mailed to the address is opened, so that registering
// never tells whether an address has an account. Only the SHA-256 of the link's token is stored,
// with what the account will be made of; rows live 24 hours.
import type { Kysely } from 'kysely';
import { nowIso } from '../dialect.js';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pending_registrations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIso(db)))
    .execute();
  await db.schema.createIndex('pending_registrations_email').on('pending_registrations').column('email').execute();
  await db.schema.createIndex('pending_registrations_expires').on('pending_registrations').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pending_registrations').execute();
}
