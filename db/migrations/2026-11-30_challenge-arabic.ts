// Frozen: never edit a migration that has shipped; add a new dated one instead.
// The Arabic texts of a challenge (title, description, prize), next to the French and English ones.
// Nullable: rows written before this migration have none until the challenge calendar fills them in.
import type { Kysely } from 'kysely';

const COLUMNS = ['title_ar', 'description_ar', 'prize_ar'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  // One statement per column: SQLite's ALTER TABLE adds a single column at a time.
  for (const column of COLUMNS) await db.schema.alterTable('challenges').addColumn(column, 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable('challenges').dropColumn(column).execute();
}
