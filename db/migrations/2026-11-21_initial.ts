// Frozen: never edit a migration that has shipped; add a new dated one instead.
import type { Kysely } from 'kysely';
import { dialectOf, nowIso } from '../dialect.js';

export async function up(db: Kysely<any>): Promise<void> {
  // ISO text of the insert time; db/dialect.ts has its PostgreSQL form (same text).
  const now = nowIso(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('google_id', 'text', (c) => c.unique())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('city', 'text')
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_full_access', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('questions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('content_en', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('mcq'))
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('options_en', 'text', (c) => c.notNull())
    .addColumn('correct_answer', 'text', (c) => c.notNull())
    .addColumn('explanation', 'text', (c) => c.notNull())
    .addColumn('explanation_en', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('subtheme', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('official_ref', 'text')
    .addColumn('media_url', 'text')
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('questions_active_category_difficulty')
    .on('questions')
    .columns(['is_active', 'category', 'difficulty'])
    .execute();
  await db.schema
    .createIndex('questions_active_theme_subtheme')
    .on('questions')
    .columns(['is_active', 'theme', 'subtheme'])
    .execute();

  await db.schema
    .createTable('attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('deadline_at', 'text')
    .addColumn('is_completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score', 'text')
    .addColumn('correct_answers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_questions', 'integer', (c) => c.notNull())
    .addColumn('question_ids', 'text')
    .execute();
  await db.schema
    .createIndex('attempts_user_started')
    .on('attempts')
    .columns(['user_id', 'started_at'])
    .execute();

  // Demo answers from visitors are kept under user id 'demo_user', which is not a users row,
  // so user_id carries no foreign key here; account deletion removes a user's rows explicitly.
  await db.schema
    .createTable('responses')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('question_id', 'text', (c) => c.notNull().references('questions.id'))
    .addColumn('attempt_id', 'text', (c) => c.references('attempts.id').onDelete('cascade'))
    .addColumn('user_answer', 'text', (c) => c.notNull())
    .addColumn('is_correct', 'integer', (c) => c.notNull())
    .addColumn('time_spent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('responses_attempt').on('responses').column('attempt_id').execute();
  await db.schema
    .createIndex('responses_user_created')
    .on('responses')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('interview_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('attempt_id', 'text', (c) => c.references('attempts.id').onDelete('set null'))
    .addColumn('applicant_name', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('current_question', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('assessment', 'text', (c) => c.notNull())
    .addColumn('is_complete', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('report', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('interview_sessions_user')
    .on('interview_sessions')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('interview_turns')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('session_id', 'text', (c) =>
      c.notNull().references('interview_sessions.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('scores', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('interview_turns_session')
    .on('interview_turns')
    .column('session_id')
    .execute();

  await db.schema
    .createTable('success_stories')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('original_country', 'text', (c) => c.notNull())
    .addColumn('naturalization_date', 'text', (c) => c.notNull())
    .addColumn('story', 'text', (c) => c.notNull())
    // SQLite keeps a decimal score (15.5) in an integer column as it is; PostgreSQL needs a real.
    .addColumn('quiz_score', dialectOf(db) === 'postgres' ? 'real' : 'integer')
    .addColumn('interview_tips', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('submitted_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('submitter_ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('moderated_at', 'text')
    .execute();
  await db.schema
    .createIndex('success_stories_status_created')
    .on('success_stories')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('story_likes')
    .addColumn('story_id', 'integer', (c) =>
      c.notNull().references('success_stories.id').onDelete('cascade'),
    )
    .addColumn('liker_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('story_likes_pk', ['story_id', 'liker_key'])
    .execute();

  await db.schema
    .createTable('challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('target_score', 'integer', (c) => c.notNull())
    .addColumn('target_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('prize', 'text', (c) => c.notNull())
    .addColumn('prize_en', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('challenge_participants')
    .addColumn('challenge_id', 'text', (c) =>
      c.notNull().references('challenges.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('joined_at', 'text', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('challenge_participants_pk', ['challenge_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('handled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('details', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'rate_limits',
    'audit_log',
    'contact_messages',
    'challenge_participants',
    'challenges',
    'story_likes',
    'success_stories',
    'interview_turns',
    'interview_sessions',
    'responses',
    'attempts',
    'questions',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
