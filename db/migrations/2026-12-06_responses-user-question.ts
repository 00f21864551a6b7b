// Frozen: never edit a migration that has shipped; add a new dated one instead.
// A member's earlier answers to one question, found through the index: the counting rule
// (src/server/services/counted-answers.ts) counts a daily session's answer only when it is the
// member's first answer to that question, and asks "is there an earlier one?" per answer.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('responses_user_question').on('responses').columns(['user_id', 'question_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('responses_user_question').execute();
}
