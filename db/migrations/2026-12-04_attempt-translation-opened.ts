// Frozen: never edit a migration that has shipped; add a new dated one instead.
// The mock exam is taken in French, as the real one; a candidate may open the help translation on
// a question, and the correction says on which ones. The ids of those questions (a JSON array) are
// kept with the attempt so that they survive a resume on any device. Null: none opened.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attempts').addColumn('translation_opened', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attempts').dropColumn('translation_opened').execute();
}
