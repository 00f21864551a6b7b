// Frozen: never edit a migration that has shipped; add a new dated one instead.
// The offline exam papers a member has handed in (docs/offline.md): a paper is scored once, and
// stays used when its exam is deleted from the history, so the same paper (whose answers the
// correction showed) cannot be scored again. Rows go with the member (ON DELETE CASCADE).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('offline_exam_papers')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The hash of the paper's signed token (the same one the exam's attempt id carries).
    .addColumn('paper_id', 'text', (c) => c.notNull())
    // Not a foreign key: the exam may be deleted, the paper stays used.
    .addColumn('attempt_id', 'text', (c) => c.notNull())
    .addColumn('handed_in_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('offline_exam_papers_pk', ['user_id', 'paper_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('offline_exam_papers').execute();
}
