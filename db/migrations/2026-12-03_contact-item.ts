// Frozen: never edit a migration that has shipped; add a new dated one instead.
// « Signaler une erreur » (issue 38): a contact message may name the item it reports, a question
// ('question:val-002') or a glossary entry ('glossary:laicite'), so the admins see open reports per
// item. Null for an ordinary message. Indexed for the count of open reports per item.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contact_messages').addColumn('item_id', 'text').execute();
  await db.schema.createIndex('contact_messages_item').on('contact_messages').columns(['item_id', 'handled']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contact_messages_item').execute();
  await db.schema.alterTable('contact_messages').dropColumn('item_id').execute();
}
