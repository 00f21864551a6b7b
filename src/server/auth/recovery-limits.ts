// Limits of account recovery that count something other than the caller: the e-mail address a
// reset is asked for (whoever asks, whether or not it has an account, so the limit reveals
// nothing), and the member's own e-mail changes and wrong current passwords. The per-address and
// per-member limits of the routes themselves are in src/server/limits/route-limits.ts.
//
// Same counter as those (fixed-window.ts), keys under 'limit:'.
import { TRPCError } from '@trpc/server';
import type { Db } from '../../../db/client.js';
import { countHit, currentCount } from '../limits/fixed-window.js';
import type { MessageKey } from '../i18n/messages.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const RECOVERY_LIMITS = {
  /** Reset e-mails to one address: a few tries cover a lost message, not a mailbox flood. */
  resetPerAddress: { max: 5, windowMs: HOUR, message: 'auth.reset_too_many' },
  /**
   * Sign-ups with one address (SMTP configured): each sends a confirmation link, or a notice to the
   * owner of an address that has an account. Counted either way, so the limit tells nothing.
   */
  registrationPerAddress: { max: 3, windowMs: HOUR, message: 'auth.registration_too_many' },
  /** Confirmation e-mails asked by one account, and sent to one address. */
  emailChangePerAccount: { max: 5, windowMs: HOUR, message: 'account.email_change_too_many' },
  emailChangePerAddress: { max: 3, windowMs: HOUR, message: 'account.email_change_too_many' },
  /** Wrong current passwords on one account: guessing it from an open session stays slow. */
  wrongPasswordPerAccount: { max: 10, windowMs: 15 * MINUTE, message: 'account.password_too_many' },
} as const satisfies Record<string, { max: number; windowMs: number; message: MessageKey }>;

export type RecoveryLimit = keyof typeof RECOVERY_LIMITS;

export function recoveryKey(limit: RecoveryLimit, subject: string): string {
  return `limit:${limit}:${subject.trim().toLowerCase()}`;
}

/** Counts one against the key; past the limit, a 429 with the limit's message. */
export async function takeRecoverySlot(db: Db, limit: RecoveryLimit, subject: string, now = Date.now()): Promise<void> {
  const rule = RECOVERY_LIMITS[limit];
  const key = recoveryKey(limit, subject);
  const row = await countHit(db, key, rule.windowMs, now);
  if (row.count > rule.max) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: rule.message });
}

/** True once the key has used its slots in the current window (checked before a password check). */
export async function isRecoveryBlocked(db: Db, limit: RecoveryLimit, subject: string, now = Date.now()): Promise<boolean> {
  return (await currentCount(db, recoveryKey(limit, subject), now)) >= RECOVERY_LIMITS[limit].max;
}
