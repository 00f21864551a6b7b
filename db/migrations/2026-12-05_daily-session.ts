// Frozen: never edit a migration that has shipped; add a new dated one instead.
// The daily session (docs/readiness.md, « La séance du jour »): the readiness a member had when they
// started their latest session, so that its end can say what changed (one row per member, replaced
// by the next session); and the opt-in reminder e-mail: the Europe/Paris hour chosen, the language of
// the e-mail and the Paris day of the last one sent. Only members who opted in have a row; the
// scheduler reads the members of one hour through (hour, last_sent_day). Rows go with the member.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('daily_sessions')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('attempt_id', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    // JSON (readiness_before): pass probability, expected score and mastery per subtheme at the start.
    .addColumn('readiness_before', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('member_reminders')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // 0-23, Europe/Paris.
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    // YYYY-MM-DD (Paris) of the last day handled ('' before the first): the scheduler's
    // « last_sent_day < today » is then a range on the index, never an OR with NULL.
    .addColumn('last_sent_day', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_reminders_hour').on('member_reminders').columns(['hour', 'last_sent_day']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('member_reminders_hour').execute();
  await db.schema.dropTable('member_reminders').execute();
  await db.schema.dropTable('daily_sessions').execute();
}
