// Failed sign-in limits, per account and per IP (issue 3): at most FAILED_SIGNIN_MAX failures in a
// fixed window of FAILED_SIGNIN_WINDOW_MS for each key; past that, sign-in answers 429 until the
// window ends, even with the right password.
//
// Counters live in the `rate_limits` table rather than in memory: they survive a restart (an
// attacker cannot reset them by crashing or waiting for a deploy) and they are shared by every
// process that opens the same database. One row per key: `login:account:<email>` or
// `login:ip:<address>`; expired rows are swept at most once a minute.
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';

export const FAILED_SIGNIN_MAX = 10;
export const FAILED_SIGNIN_WINDOW_MS = 15 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 1000;

export function accountKey(email: string): string {
  return `login:account:${email.trim().toLowerCase()}`;
}

export function ipKey(ip: string): string {
  return `login:ip:${ip}`;
}

/** Milliseconds until the first blocked key frees up, or 0 when none of `keys` is blocked. */
export async function blockedFor(db: Db, keys: string[], now = Date.now()): Promise<number> {
  const rows = await db
    .selectFrom('rateLimits')
    .select(['count', 'resetAt'])
    .where('key', 'in', keys)
    .where('resetAt', '>', now)
    .where('count', '>=', FAILED_SIGNIN_MAX)
    .execute();
  return rows.reduce((max, r) => Math.max(max, r.resetAt - now), 0);
}

/** Counts one failure against each key; a key whose window has ended starts a new one. */
export async function recordFailure(db: Db, keys: string[], now = Date.now()): Promise<void> {
  const resetAt = now + FAILED_SIGNIN_WINDOW_MS;
  for (const key of keys) {
    await db
      .insertInto('rateLimits')
      .values({ key, count: 1, resetAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
          resetAt: sql<number>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
        }),
      )
      .execute();
  }
  await sweep(db, now);
}

/** Forgets the failures counted against `keys` (the account's, after a successful sign-in). */
export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  await db.deleteFrom('rateLimits').where('key', 'in', keys).execute();
}

let lastSweep = 0;
async function sweep(db: Db, now: number): Promise<void> {
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  await db.deleteFrom('rateLimits').where('resetAt', '<=', now).where('key', 'like', 'login:%').execute();
}
