// Frozen: never edit a migration that has shipped; add a new dated one instead.
// One answer per attempt and question, enforced by the database: an answer sent again (the
// offline queue replays what may already have arrived) can never become a second row.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The services already kept one row per attempt and question; any older duplicate keeps its
  // latest row (the answer that counted for an exam).
  await sql`
    DELETE FROM responses
    WHERE attempt_id IS NOT NULL
      AND id NOT IN (SELECT max(id) FROM responses WHERE attempt_id IS NOT NULL GROUP BY attempt_id, question_id)
  `.execute(db);
  await db.schema
    .createIndex('responses_attempt_question')
    .on('responses')
    .columns(['attempt_id', 'question_id'])
    .unique()
    .where(sql.ref('attempt_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('responses_attempt_question').execute();
}
