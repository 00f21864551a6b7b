// Sign-in limits (docs/security.md, "Sign-in limits"). Every attempt is counted BEFORE the password
// is checked, and refused past the limit, so a batch or a burst of parallel attempts cannot all pass
// the check before the first failure is recorded. A success only gives back its own slot: it never
// clears the failures of attempts still in flight.
//
// Which counters an attempt uses depends on where it comes from:
// - from a device that signed this account in before (device cookie, see auth/devices.ts): only
//   `login:account:<email>|device:<id>`. A member on their own device is never locked out by what
//   others do from the same address or against the same account;
// - otherwise: `login:account:<email>|ip:<address>` (the account from this address, locked with a
//   back-off that doubles at each lockout), `login:ip:<address>` (all accounts from this address:
//   slows guessing across accounts) and `login:account:<email>` (the account from anywhere, high
//   enough that only a distributed attack reaches it).
//
// Counters live in the `rate_limits` table (fixed windows, atomic upserts): shared by every process
// on the database and kept across a restart.
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import { countHit } from '../limits/fixed-window.js';

/** Attempts per account from one address (or one trusted device) in a window. */
export const FAILED_SIGNIN_MAX = 10;
/** Attempts per address across accounts, from devices not trusted by the account. */
export const SIGNIN_IP_MAX = 30;
/** Attempts per account across addresses, from devices not trusted by the account. */
export const SIGNIN_ACCOUNT_MAX = 100;
export const FAILED_SIGNIN_WINDOW_MS = 15 * 60 * 1000;
/** A lock of an account from one address doubles at each lockout, up to a day. */
const MAX_LOCK_MS = 24 * 60 * 60 * 1000;

const normalise = (email: string) => email.trim().toLowerCase();

/** The key of an account; every other counter of the account starts with it and a '|'. */
export function accountKey(email: string): string {
  return `login:account:${normalise(email)}`;
}

export function ipKey(ip: string): string {
  return `login:ip:${ip}`;
}

export function accountFromIpKey(email: string, ip: string): string {
  return `${accountKey(email)}|ip:${ip}`;
}

export function accountFromDeviceKey(email: string, deviceId: string): string {
  return `${accountKey(email)}|device:${deviceId}`;
}

const strikesKey = (key: string) => `login:strikes:${key}`;

interface Counter {
  key: string;
  max: number;
  /** Lock longer at each lockout (the account from one address). */
  backoff: boolean;
}

/** The counters of one attempt (see the header). */
export function signInCounters(email: string, from: { ip: string; deviceId: string | null }): Counter[] {
  if (from.deviceId) return [{ key: accountFromDeviceKey(email, from.deviceId), max: FAILED_SIGNIN_MAX, backoff: true }];
  return [
    { key: accountFromIpKey(email, from.ip), max: FAILED_SIGNIN_MAX, backoff: true },
    { key: ipKey(from.ip), max: SIGNIN_IP_MAX, backoff: false },
    { key: accountKey(email), max: SIGNIN_ACCOUNT_MAX, backoff: false },
  ];
}

/**
 * Counts one attempt against each counter, first, and tells whether it may go on: false when any
 * counter is past its limit (the caller answers 429 without checking the password). The attempt
 * that first goes past a back-off counter locks it for the window times 2^(earlier lockouts).
 */
export async function takeSignInAttempt(db: Db, counters: Counter[], now = Date.now()): Promise<boolean> {
  let allowed = true;
  for (const counter of counters) {
    const { count } = await countHit(db, counter.key, FAILED_SIGNIN_WINDOW_MS, now);
    if (count <= counter.max) continue;
    allowed = false;
    if (counter.backoff && count === counter.max + 1) {
      const strikes = await countHit(db, strikesKey(counter.key), MAX_LOCK_MS, now);
      const lockMs = Math.min(MAX_LOCK_MS, FAILED_SIGNIN_WINDOW_MS * 2 ** (strikes.count - 1));
      await db.updateTable('rateLimits').set({ resetAt: now + lockMs }).where('key', '=', counter.key).execute();
    }
  }
  return allowed;
}

/** A successful attempt gives its own slot back; the failures counted by others stay. */
export async function giveBackSignInAttempt(db: Db, counters: Counter[]): Promise<void> {
  for (const counter of counters) {
    await db
      .updateTable('rateLimits')
      .set({ count: sql<number>`case when count > 0 then count - 1 else 0 end` })
      .where('key', '=', counter.key)
      .execute();
  }
}

/**
 * Forgets every counter of the given accounts (`accountKey(email)`: from every address and device,
 * and their back-off) or of the given exact keys: after a password reset the owner has proved who
 * they are, and a deleted account leaves nothing behind.
 */
export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  for (const key of keys) {
    await db
      .deleteFrom('rateLimits')
      .where((eb) =>
        eb.or([
          eb('key', '=', key),
          eb(sql`substr(key, 1, ${key.length + 1})`, '=', `${key}|`),
          eb(sql`substr(key, 1, ${strikesKey(key).length + 1})`, '=', `${strikesKey(key)}|`),
          eb('key', '=', strikesKey(key)),
        ]),
      )
      .execute();
  }
}
