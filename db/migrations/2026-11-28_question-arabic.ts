// Frozen: never edit a migration that has shipped; add a new dated one instead.
// The Arabic help translation of each question (text, options as JSON text, explanation), shown
// under the French when the interface is Arabic. Nullable: a question may not be translated yet.
import type { Kysely } from 'kysely';

const COLUMNS = ['content_ar', 'options_ar', 'explanation_ar'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  // One statement per column: SQLite's ALTER TABLE adds a single column at a time.
  for (const column of COLUMNS) await db.schema.alterTable('questions').addColumn(column, 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable('questions').dropColumn(column).execute();
}
