// Frozen: never edit a migration that has shipped; add a new dated one instead.
// The item analysis list (docs/item-analysis.md, 'The recent window') keeps, per process, the last
// 90 days' sums of every question for the days before yesterday, and reads only yesterday and today
// from question_stat_days. This version is bumped by any write to a daily row of an earlier day (a
// deleted attempt or account, an exam closed after its day): the copies are then read again.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.insertInto('cache_versions').values({ name: 'question_stat_days_past', version: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('cache_versions').where('name', '=', 'question_stat_days_past').execute();
}
