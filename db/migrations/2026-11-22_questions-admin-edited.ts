// Frozen: never edit a migration that has shipped; add a new dated one instead.
// Marks questions whose content an admin edited, so the question seed leaves them alone.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('questions').addColumn('admin_edited_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('questions').dropColumn('admin_edited_at').execute();
}
