// Frozen: never edit a migration that has shipped; add a new dated one instead.
// The learning engine (docs/readiness.md): a member's memory of each question (an FSRS card kept
// as plain numbers and ISO text, plus recency-weighted right/wrong evidence), what they did each
// Paris day (new questions, reviews) for the plan, and their plan to the exam date. Rows go with
// the member (ON DELETE CASCADE).
import type { Kysely } from 'kysely';
import { nowIso } from '../dialect.js';

export async function up(db: Kysely<any>): Promise<void> {
  const now = nowIso(db);
  await db.schema
    .createTable('question_memory')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'text', (c) => c.notNull())
    // ts-fsrs Card, field by field.
    .addColumn('due', 'text', (c) => c.notNull())
    .addColumn('stability', 'real', (c) => c.notNull())
    .addColumn('difficulty', 'real', (c) => c.notNull())
    .addColumn('elapsed_days', 'integer', (c) => c.notNull())
    .addColumn('scheduled_days', 'integer', (c) => c.notNull())
    .addColumn('learning_steps', 'integer', (c) => c.notNull())
    .addColumn('reps', 'integer', (c) => c.notNull())
    .addColumn('lapses', 'integer', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('last_review', 'text')
    // Recency-weighted evidence for the readiness model, decayed to `last_review`.
    .addColumn('right_weight', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('wrong_weight', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('answers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('correct', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('question_memory_pk', ['user_id', 'question_id'])
    .execute();
  // Due questions, most overdue first, one member at a time.
  await db.schema.createIndex('question_memory_user_due').on('question_memory').columns(['user_id', 'due']).execute();

  await db.schema
    .createTable('learning_days')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('new_questions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reviews', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('learning_days_pk', ['user_id', 'day'])
    .execute();

  await db.schema
    .createTable('study_plans')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('exam_date', 'text', (c) => c.notNull())
    .addColumn('daily_minutes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('study_plans').execute();
  await db.schema.dropTable('learning_days').execute();
  await db.schema.dropTable('question_memory').execute();
}
