// Accounts: registration, sign-in with a password or with Google, sign-out. Every sign-in makes a
// new session (no fixation); the caller puts the returned token in the cookie.
import { TRPCError } from '@trpc/server';
import type { Db } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import type { User } from '../../../db/schema.js';
import type { LoginInput, RegisterInput } from '../../shared/schemas/auth.js';
import type { UserDto } from '../../shared/dto.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { rememberDevice, trustedDeviceId } from '../auth/devices.js';
import { giveBackSignInAttempt, signInCounters, takeSignInAttempt } from '../auth/rate-limit.js';
import { createSession, generateSessionToken, invalidateSession, invalidateUserSessions } from '../auth/session.js';
import '../i18n/auth.messages.js';
import { toUserDto, USER_DTO_COLUMNS } from './user.dto.js';

export interface SignedIn {
  user: UserDto;
  token: string;
  expiresAt: number;
}

async function startSession(db: Db, user: Parameters<typeof toUserDto>[0]): Promise<SignedIn> {
  const token = generateSessionToken();
  const session = await createSession(db, token, user.id);
  return { user: toUserDto(user), token, expiresAt: session.expiresAt };
}

const emailTaken = () => new TRPCError({ code: 'CONFLICT', message: 'auth.email_taken' });

/** What a new account gets: full access while the product is free (env FREE_FULL_ACCESS, docs/product.md#access-levels). */
export interface NewAccountPolicy {
  fullAccess: boolean;
}

export async function register(db: Db, input: RegisterInput, policy: NewAccountPolicy): Promise<SignedIn> {
  const existing = await db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
  if (existing) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const id = crypto.randomUUID();
  try {
    await db
      .insertInto('users')
      .values({
        id,
        email: input.email,
        passwordHash,
        googleId: null,
        firstName: input.firstName,
        lastName: input.lastName,
        city: null,
        isAdmin: 0,
        hasFullAccess: policy.fullAccess ? 1 : 0,
      })
      .execute();
  } catch (error) {
    // Two registrations of the same email at once: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  const user = await db.selectFrom('users').select(USER_DTO_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
  return startSession(db, user);
}

// Verifying against a real hash when the email is unknown keeps both failures equally slow, so
// the answer time does not tell whether an account exists.
let dummyHash: Promise<string> | null = null;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(`not-a-real-password-${crypto.randomUUID()}`);
  return dummyHash;
}

export interface SignInSource {
  ip: string;
  /** The browser's device cookie, if any (auth/devices.ts). */
  deviceToken?: string | undefined;
  /** The session the browser had, if any: a new sign-in ends it (no planted session survives). */
  previousSessionId?: string | null | undefined;
}

/**
 * Password sign-in. The same 401 for an unknown email and a wrong password. The attempt is counted
 * before the password is checked (auth/rate-limit.ts), so parallel or batched attempts cannot slip
 * past the limit; past it, 429 even with the right password. A success returns the device token
 * to keep in the device cookie.
 */
export async function login(db: Db, input: LoginInput, from: SignInSource): Promise<SignedIn & { deviceToken: string }> {
  const user = await db
    .selectFrom('users')
    .select([...USER_DTO_COLUMNS, 'passwordHash'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  const deviceId = await trustedDeviceId(db, from.deviceToken, user?.id);
  const counters = signInCounters(input.email, { ip: from.ip, deviceId });
  if (!(await takeSignInAttempt(db, counters))) {
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'auth.too_many_attempts' });
  }
  let ok = false;
  if (user?.passwordHash) ok = await verifyPassword(user.passwordHash, input.password);
  // No password to check: spend the same time on a dummy hash, and fail.
  else await verifyPassword(await getDummyHash(), input.password);
  if (!user || !ok) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'auth.invalid_credentials' });
  await giveBackSignInAttempt(db, counters);
  const deviceToken = await rememberDevice(db, from.deviceToken, user.id);
  const signedIn = await startSession(db, user);
  await logout(db, from.previousSessionId);
  return { ...signedIn, deviceToken };
}

export async function logout(db: Db, sessionId: string | null | undefined): Promise<void> {
  if (sessionId) await invalidateSession(db, sessionId);
}

export interface GoogleProfile {
  /** Google's stable account id (the ID token's `sub`). */
  googleId: string;
  /** Verified by Google (email_verified); lowercased here. */
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export type GoogleSignInOutcome = SignedIn & { outcome: 'signed-in' | 'linked' | 'created' };

/**
 * Google sign-in: the account already linked to this Google id; else the account with the same
 * (verified) email, which gets linked (its unverified password and its sessions end); else a new
 * account without a password.
 */
export async function signInWithGoogle(
  db: Db,
  profile: GoogleProfile,
  policy: NewAccountPolicy,
  previousSessionId?: string | null,
): Promise<GoogleSignInOutcome> {
  const email = profile.email.trim().toLowerCase();
  const signedIn = await db.transaction().execute(async (trx) => {
    const columns = [...USER_DTO_COLUMNS, 'googleId'] as const;
    const linked = await trx.selectFrom('users').select(columns).where('googleId', '=', profile.googleId).executeTakeFirst();
    if (linked) return { ...(await startSession(trx, linked)), outcome: 'signed-in' as const };
    const byEmail = await trx.selectFrom('users').select(columns).where('email', '=', email).executeTakeFirst();
    if (byEmail) {
      if (byEmail.googleId && byEmail.googleId !== profile.googleId) {
        // The email belongs to an account linked to another Google account: refuse to guess.
        throw new TRPCError({ code: 'CONFLICT', message: 'auth.email_taken' });
      }
      // Google proves the address; the password account never did. Whoever registered it may not
      // own it: their password and their sessions end, and only the Google sign-in remains (the
      // owner can set a password again by a reset link sent to the address).
      const update: Partial<Pick<User, 'googleId' | 'firstName' | 'lastName' | 'passwordHash'>> = { googleId: profile.googleId, passwordHash: null };
      if (!byEmail.firstName && profile.firstName) update.firstName = profile.firstName;
      if (!byEmail.lastName && profile.lastName) update.lastName = profile.lastName;
      await trx.updateTable('users').set(update).where('id', '=', byEmail.id).execute();
      await invalidateUserSessions(trx, byEmail.id);
      const user = await trx.selectFrom('users').select(USER_DTO_COLUMNS).where('id', '=', byEmail.id).executeTakeFirstOrThrow();
      return { ...(await startSession(trx, user)), outcome: 'linked' as const };
    }
    const id = crypto.randomUUID();
    await trx
      .insertInto('users')
      .values({
        id,
        email,
        passwordHash: null,
        googleId: profile.googleId,
        firstName: profile.firstName?.slice(0, 100) ?? null,
        lastName: profile.lastName?.slice(0, 100) ?? null,
        city: null,
        isAdmin: 0,
        hasFullAccess: policy.fullAccess ? 1 : 0,
      })
      .execute();
    const user = await trx.selectFrom('users').select(USER_DTO_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
    return { ...(await startSession(trx, user)), outcome: 'created' as const };
  });
  // The session the browser had (maybe another account's) ends with this sign-in.
  await logout(db, previousSessionId);
  return signedIn;
}
