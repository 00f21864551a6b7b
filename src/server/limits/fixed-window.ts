// The one fixed-window counter of the app: sign-in limits (auth/rate-limit.ts), per-action limits
// (route-limits.ts) and recovery limits (auth/recovery-limits.ts) all count here. One row per key
// in `rate_limits`, counted by one atomic upsert, so that every process sharing the database sees
// the same count; ended windows are swept at most once a minute per process (and hourly by the
// app's timer, app.ts).
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';

const SWEEP_EVERY_MS = 60_000;
let lastSweep = 0;

/** One more hit on `key`: its count in the current window and when the window ends. */
export async function countHit(db: Db, key: string, windowMs: number, now = Date.now()): Promise<{ count: number; resetAt: number }> {
  const resetAt = now + windowMs;
  const row = await db
    .insertInto('rateLimits')
    .values({ key, count: 1, resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        resetAt: sql<number>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'resetAt'])
    .executeTakeFirstOrThrow();
  if (now - lastSweep >= SWEEP_EVERY_MS) {
    lastSweep = now;
    await db.deleteFrom('rateLimits').where('resetAt', '<=', now).execute();
  }
  return row;
}

/** The count of `key` in its current window (0 when none is open), without counting. */
export async function currentCount(db: Db, key: string, now = Date.now()): Promise<number> {
  const row = await db.selectFrom('rateLimits').select('count').where('key', '=', key).where('resetAt', '>', now).executeTakeFirst();
  return row?.count ?? 0;
}
