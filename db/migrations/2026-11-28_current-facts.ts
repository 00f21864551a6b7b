// Frozen: never edit a migration that has shipped; add a new dated one instead.
// Facts that change over time (who holds an office, how many regions, the exam's rules), each with
// the date it was last checked, and the key of the fact a question's answer depends on.
import type { Kysely } from 'kysely';
import { nowIso } from '../dialect.js';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('current_facts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value_fr', 'text', (c) => c.notNull())
    .addColumn('value_en', 'text', (c) => c.notNull())
    .addColumn('value_ar', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    // Day (YYYY-MM-DD) the value was last checked against its source.
    .addColumn('verified_at', 'text', (c) => c.notNull())
    // The admin who last changed or verified it; null for the seeded value.
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowIso(db)))
    .execute();
  await db.schema.alterTable('questions').addColumn('fact_key', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('questions').dropColumn('fact_key').execute();
  await db.schema.dropTable('current_facts').execute();
}
