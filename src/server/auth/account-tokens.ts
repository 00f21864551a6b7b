// One-time links of account recovery (docs/decisions/0003-sessions.md applies): a random 20-byte
// token goes in the link, only its SHA-256 is stored in `account_tokens`. A token is consumed by
// deleting its row, so two openings of the same link cannot both succeed; issuing a new link of
// the same purpose replaces the previous one.
import type { Db } from '../../../db/client.js';
import type { AccountTokenTable } from '../../../db/schema.js';
import { generateSessionToken, sessionIdFromToken } from './session.js';

export type TokenPurpose = AccountTokenTable['purpose'];

const HOUR_MS = 60 * 60 * 1000;
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  password_reset: HOUR_MS,
  email_change: 24 * HOUR_MS,
};

export interface IssuedToken {
  token: string;
  expiresAt: number;
}

export async function issueAccountToken(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
  newEmail: string | null = null,
  now = Date.now(),
): Promise<IssuedToken> {
  const token = generateSessionToken();
  const expiresAt = now + TOKEN_LIFETIME_MS[purpose];
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('accountTokens').where('userId', '=', userId).where('purpose', '=', purpose).execute();
    await trx.deleteFrom('accountTokens').where('expiresAt', '<=', now).execute();
    await trx.insertInto('accountTokens').values({ id: sessionIdFromToken(token), userId, purpose, newEmail, expiresAt }).execute();
  });
  return { token, expiresAt };
}

export interface TokenOwner {
  userId: string;
  newEmail: string | null;
}

/** The owner of a live token, without using it up (to check before costly work). */
export async function peekAccountToken(db: Db, token: string, purpose: TokenPurpose, now = Date.now()): Promise<TokenOwner | undefined> {
  return db
    .selectFrom('accountTokens')
    .select(['userId', 'newEmail'])
    .where('id', '=', sessionIdFromToken(token))
    .where('purpose', '=', purpose)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

/** Uses the token up: its owner when it was live, undefined when unknown, expired or already used. */
export async function consumeAccountToken(db: Db, token: string, purpose: TokenPurpose, now = Date.now()): Promise<TokenOwner | undefined> {
  const row = await db
    .deleteFrom('accountTokens')
    .where('id', '=', sessionIdFromToken(token))
    .where('purpose', '=', purpose)
    .returning(['userId', 'newEmail', 'expiresAt'])
    .executeTakeFirst();
  if (!row || row.expiresAt <= now) return undefined;
  return { userId: row.userId, newEmail: row.newEmail };
}

/** Ends every outstanding link of `purpose` for the user, or every link of any kind without one (a password change or reset). */
export async function revokeAccountTokens(db: Db, userId: string, purpose?: TokenPurpose): Promise<void> {
  let query = db.deleteFrom('accountTokens').where('userId', '=', userId);
  if (purpose) query = query.where('purpose', '=', purpose);
  await query.execute();
}
