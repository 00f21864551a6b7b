// Devices that signed an account in before. A successful password sign-in leaves a random token in
// an HttpOnly `device` cookie (kept a year) and stores only its SHA-256 with the account. The next
// sign-in of that account from that browser is counted on its own (auth/rate-limit.ts): failures
// by others from the same address, or against the same account from elsewhere, never lock it out.
import type { Db } from '../../../db/client.js';
import { generateSessionToken, sessionIdFromToken } from './session.js';

export const DEVICE_COOKIE = 'device';
export const DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
/** Tokens are base32 of 20 random bytes: anything else in the cookie is ignored. */
const TOKEN_SHAPE = /^[a-z2-7]{32}$/;

/** The device's id (SHA-256 of its token) when this device signed `userId` in before, else null. */
export async function trustedDeviceId(db: Db, token: string | undefined, userId: string | undefined, now = Date.now()): Promise<string | null> {
  if (!token || !userId || !TOKEN_SHAPE.test(token)) return null;
  const id = sessionIdFromToken(token);
  const row = await db
    .selectFrom('signInDevices')
    .select('id')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row ? id : null;
}

/**
 * Remembers that this device signed `userId` in: keeps the browser's token when it has a valid
 * one (a shared family computer trusts several accounts), else makes one. Returns the token.
 */
export async function rememberDevice(db: Db, token: string | undefined, userId: string, now = Date.now()): Promise<string> {
  const kept = token && TOKEN_SHAPE.test(token) ? token : generateSessionToken();
  const expiresAt = now + DEVICE_LIFETIME_MS;
  await db
    .insertInto('signInDevices')
    .values({ id: sessionIdFromToken(kept), userId, expiresAt })
    .onConflict((oc) => oc.columns(['id', 'userId']).doUpdateSet({ expiresAt }))
    .execute();
  return kept;
}

