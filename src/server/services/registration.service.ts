// Sign-up with SMTP configured (issue 35, item 14): registering never tells whether an address has an
// account. Whatever the address, the answer is the same (202 « Vérifiez votre boîte mail »), the
// password is hashed, and one e-mail leaves after the answer: to a new address, a link that creates
// the account once opened (24 hours, once); to an address that has an account, a notice to its
// owner that someone tried to sign up with it, with links to sign in and to reset the password.
// Without SMTP there is no way to prove an address: registration signs in at once and a used address
// is a 409 (auth.service.ts `register`; docs/accounts.md says why).
import type { Db } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import type { TokenInput } from '../../shared/schemas/account.js';
import type { RegisterInput } from '../../shared/schemas/auth.js';
import { hashPassword } from '../auth/password.js';
import { takeRecoverySlot } from '../auth/recovery-limits.js';
import { createSession, generateSessionToken, invalidateSession, sessionIdFromToken } from '../auth/session.js';
import { appError } from '../errors.js';
import '../i18n/auth.messages.js';
import { oneTimeLink } from '../mail/links.js';
import { getMailer } from '../mail/mailer.js';
import { registrationAttemptNotice, registrationConfirmMail } from '../mail/templates.js';
import type { NewAccountPolicy, SignedIn } from './auth.service.js';
import type { MailContext } from './password-reset.service.js';
import { toUserDto, USER_DTO_COLUMNS } from './user.dto.js';

export const CONFIRM_REGISTRATION_PATH = '/confirm-account';
export const REGISTRATION_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
const SIGN_IN_PATH = '/login';
const FORGOT_PASSWORD_PATH = '/forgot-password';

/** What registration answers with SMTP configured, whether or not the address has an account. */
export interface ConfirmationSent {
  confirmationSent: true;
  email: string;
}

/** Whether sign-up goes through a confirmation e-mail here (SMTP configured). */
export function registrationNeedsConfirmation(env: MailContext['env']): boolean {
  return getMailer(env) !== null;
}

/**
 * Stores a sign-up waiting for its confirmation and returns the link's token (only its SHA-256 is
 * kept). Expired ones are cleared on the way.
 */
export async function issuePendingRegistration(db: Db, input: RegisterInput, passwordHash: string, now = Date.now()): Promise<string> {
  const token = generateSessionToken();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('pendingRegistrations').where('expiresAt', '<=', now).execute();
    await trx
      .insertInto('pendingRegistrations')
      .values({
        id: sessionIdFromToken(token),
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        expiresAt: now + REGISTRATION_LINK_LIFETIME_MS,
      })
      .execute();
  });
  return token;
}

/**
 * The neutral sign-up. The same work whichever the address: the limit per address asked for (so the
 * limit itself tells nothing), a password hash, a look-up, a write, and a message handed to the
 * SMTP server after the answer (waiting for it would make one kind of address answer slower).
 */
export async function requestRegistration(db: Db, input: RegisterInput, mail: MailContext): Promise<ConfirmationSent> {
  const mailer = getMailer(mail.env);
  if (!mailer) throw new Error('requestRegistration needs SMTP: without it, register() signs in at once');
  await takeRecoverySlot(db, 'registrationPerAddress', input.email);
  const passwordHash = await hashPassword(input.password);
  const existing = await db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
  let message: ReturnType<typeof registrationConfirmMail>;
  if (existing) {
    // The same write as for a new address (a commit that syncs to disk is what a loaded server's
    // timing would tell apart): a sign-up whose link is never sent, so it can never be used, and
    // nothing the visitor typed but the password's hash. It expires like any other.
    await issuePendingRegistration(db, { ...input, firstName: '', lastName: '' }, passwordHash);
    message = registrationAttemptNotice(mail.lang, input.email, `${mail.origin}${SIGN_IN_PATH}`, `${mail.origin}${FORGOT_PASSWORD_PATH}`);
  } else {
    const token = await issuePendingRegistration(db, input, passwordHash);
    // No name in it: the address is not confirmed, and the name is the member's own text (item 11).
    message = registrationConfirmMail(mail.lang, input.email, oneTimeLink(mail.origin, CONFIRM_REGISTRATION_PATH, token));
  }
  mailer.send(message).catch(mail.onSendError);
  return { confirmationSent: true, email: input.email };
}

/**
 * Opening the link proves the mailbox: the account is created with what was given at sign-up, and
 * this browser is signed in. A used, expired or unknown link is a 400; an address that got an
 * account meanwhile (another link, Google) is a 409, which whoever holds the mailbox may be told.
 */
export async function confirmRegistration(db: Db, input: TokenInput, policy: NewAccountPolicy, previousSessionId?: string | null): Promise<SignedIn> {
  const now = Date.now();
  // Used up first, on its own: a link that fails below is not reusable either.
  const pending = await db.deleteFrom('pendingRegistrations').where('id', '=', sessionIdFromToken(input.token)).returningAll().executeTakeFirst();
  if (!pending || pending.expiresAt <= now) throw appError('BAD_REQUEST', 'auth.registration_link_invalid');
  const id = crypto.randomUUID();
  const sessionToken = generateSessionToken();
  try {
    return await db.transaction().execute(async (trx) => {
      const taken = await trx.selectFrom('users').select('id').where('email', '=', pending.email).executeTakeFirst();
      if (taken) throw appError('CONFLICT', 'auth.email_taken');
      await trx
        .insertInto('users')
        .values({
          id,
          email: pending.email,
          passwordHash: pending.passwordHash,
          googleId: null,
          firstName: pending.firstName,
          lastName: pending.lastName,
          city: null,
          isAdmin: 0,
          hasFullAccess: policy.fullAccess ? 1 : 0,
        })
        .execute();
      // The other sign-ups waiting with this address (asked twice, or by someone else) end here.
      await trx.deleteFrom('pendingRegistrations').where('email', '=', pending.email).execute();
      if (previousSessionId) await invalidateSession(trx, previousSessionId);
      const user = await trx.selectFrom('users').select(USER_DTO_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
      const session = await createSession(trx, sessionToken, user.id);
      return { user: toUserDto(user), token: sessionToken, expiresAt: session.expiresAt };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw appError('CONFLICT', 'auth.email_taken');
    throw error;
  }
}
