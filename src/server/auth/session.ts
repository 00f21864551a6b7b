// Sessions the way Lucia's guide builds them (docs/decisions/0003-sessions.md): a random token in
// the cookie, only its SHA-256 in the database, a sliding 30-day expiry.
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { Db } from '../../../db/client.js';
import type { User } from '../../../db/schema.js';

export const SESSION_COOKIE = 'session';
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** Past half of its life, a used session is extended to a full 30 days again. */
const RENEW_THRESHOLD_MS = 15 * DAY_MS;

export interface SessionInfo {
  id: string;
  userId: string;
  expiresAt: number;
}

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(db: Db, token: string, userId: string): Promise<SessionInfo> {
  const session = {
    id: sessionIdFromToken(token),
    userId,
    expiresAt: Date.now() + SESSION_LIFETIME_MS,
  };
  await db.insertInto('sessions').values(session).execute();
  return session;
}

export type SessionValidation =
  | { session: SessionInfo; user: User; renewed: boolean }
  | { session: null; user: null; renewed: false };

export async function validateSessionToken(db: Db, token: string): Promise<SessionValidation> {
  const sessionId = sessionIdFromToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.id as sessionId',
      'sessions.expiresAt',
      'users.id',
      'users.email',
      'users.passwordHash',
      'users.googleId',
      'users.firstName',
      'users.lastName',
      'users.city',
      'users.isAdmin',
      'users.hasFullAccess',
      'users.isTrainer',
      'users.createdAt',
    ])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return { session: null, user: null, renewed: false };
  const { sessionId: id, expiresAt, ...user } = row;
  const now = Date.now();
  if (now >= expiresAt) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return { session: null, user: null, renewed: false };
  }
  let session: SessionInfo = { id, userId: user.id, expiresAt };
  let renewed = false;
  if (now >= expiresAt - RENEW_THRESHOLD_MS) {
    session = { ...session, expiresAt: now + SESSION_LIFETIME_MS };
    await db.updateTable('sessions').set({ expiresAt: session.expiresAt }).where('id', '=', id).execute();
    renewed = true;
  }
  return { session, user, renewed };
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/**
 * Ends every session of the user: when a password is set or changed (a reset, the admin bootstrap),
 * when the account is promoted to admin, when Google is linked to it, when it is deleted. A session
 * opened by whoever held the account before must not outlive the change.
 */
export async function invalidateUserSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
  // The password changed hands: devices trusted under the old one lose their sign-in exemption.
  await db.deleteFrom('signInDevices').where('userId', '=', userId).execute();
}

/** Deletes the sessions past their expiry (validation only deletes the ones still presented). */
export async function sweepExpiredSessions(db: Db, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expiresAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
