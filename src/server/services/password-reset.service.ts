// "Mot de passe oublié ?": a one-time link valid 1 hour, sent by e-mail to the account's address
// (or, without SMTP, made by an admin and handed over). Opening it sets a new password, ends every
// session of the account and signs this browser in. Asking never tells whether an account exists:
// the same answer either way, and the e-mail leaves after the answer.
import type { Db } from '../../../db/client.js';
import type { PasswordResetConfirmInput, PasswordResetRequestInput } from '../../shared/schemas/account.js';
import { consumeAccountToken, issueAccountToken, peekAccountToken, revokeAccountTokens } from '../auth/account-tokens.js';
import { hashPassword } from '../auth/password.js';
import { accountKey, clearFailures } from '../auth/rate-limit.js';
import { takeRecoverySlot } from '../auth/recovery-limits.js';
import { createSession, generateSessionToken, invalidateSession, invalidateUserSessions } from '../auth/session.js';
import type { Env } from '../env.js';
import type { Lang } from '../i18n/messages.js';
import { appError } from '../errors.js';
import { oneTimeLink } from '../mail/links.js';
import { getMailer } from '../mail/mailer.js';
import { passwordResetMail } from '../mail/templates.js';
import { recordAudit, type AuditActor } from './audit.service.js';
import type { SignedIn } from './auth.service.js';
import { toUserDto, USER_DTO_COLUMNS } from './user.dto.js';

export const RESET_PATH = '/reset-password';

export interface MailContext {
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>;
  /** Origin of the links (src/server/mail/links.ts). */
  origin: string;
  lang: Lang;
  /** A send that fails after the answer has gone is reported here (the request's logger). */
  onSendError: (error: unknown) => void;
}

/** How members recover an account here: by e-mail, or through support when SMTP is not set up. */
export function recoveryOptions(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>): { byEmail: boolean } {
  return { byEmail: getMailer(env) !== null };
}

export async function requestPasswordReset(db: Db, input: PasswordResetRequestInput, mail: MailContext): Promise<{ success: true }> {
  // Counted per address asked for, account or not: the limit itself reveals nothing.
  await takeRecoverySlot(db, 'resetPerAddress', input.email);
  const mailer = getMailer(mail.env);
  const user = await db.selectFrom('users').select(['id', 'email']).where('email', '=', input.email).executeTakeFirst();
  if (!mailer || !user) return { success: true };
  const { token } = await issueAccountToken(db, user.id, 'password_reset');
  // No name: an account's address is never confirmed, and a name is the member's own text (a
  // phishing line, as the case may be) going out to whoever owns the address (issue 35, item 11).
  const message = passwordResetMail(mail.lang, user.email, null, oneTimeLink(mail.origin, RESET_PATH, token));
  // Not awaited: waiting for the SMTP server would make known addresses answer slower.
  mailer.send(message).catch(mail.onSendError);
  return { success: true };
}

const linkInvalid = () => appError('BAD_REQUEST', 'account.link_invalid');

export async function confirmPasswordReset(
  db: Db,
  input: PasswordResetConfirmInput,
  /** The session the browser had (maybe another account's): it ends, this browser signs in anew. */
  previousSessionId?: string | null,
): Promise<SignedIn> {
  // Checked before hashing, so a made-up token costs no hashing time.
  if (!(await peekAccountToken(db, input.token, 'password_reset'))) throw linkInvalid();
  const passwordHash = await hashPassword(input.password);
  const sessionToken = generateSessionToken();
  return db.transaction().execute(async (trx) => {
    const owner = await consumeAccountToken(trx, input.token, 'password_reset');
    if (!owner) throw linkInvalid();
    await trx.updateTable('users').set({ passwordHash }).where('id', '=', owner.userId).execute();
    // Every pending link of the account, of any kind (an e-mail change asked by whoever knew the
    // old password included): issue 35, item 4.
    await revokeAccountTokens(trx, owner.userId);
    // Whoever knew the old password is signed out everywhere.
    await invalidateUserSessions(trx, owner.userId);
    if (previousSessionId) await invalidateSession(trx, previousSessionId);
    const user = await trx.selectFrom('users').select(USER_DTO_COLUMNS).where('id', '=', owner.userId).executeTakeFirstOrThrow();
    // The sign-in lock of the account lifts: its owner has just proved who they are.
    await clearFailures(trx, [accountKey(user.email)]);
    const session = await createSession(trx, sessionToken, user.id);
    return { user: toUserDto(user), token: sessionToken, expiresAt: session.expiresAt };
  });
}

/** For an admin to hand over when e-mail is not available: the same one-time link, audited. */
export async function createPasswordResetLink(
  db: Db,
  actor: AuditActor,
  userId: string,
  origin: string,
): Promise<{ url: string; expiresAt: string }> {
  const user = await db.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw appError('NOT_FOUND', 'admin.user_not_found');
  const { token, expiresAt } = await issueAccountToken(db, user.id, 'password_reset');
  await recordAudit(db, actor, {
    action: 'user.password_reset_link',
    targetType: 'user',
    targetId: user.id,
    details: { email: user.email, expiresAt: new Date(expiresAt).toISOString() },
  });
  return { url: oneTimeLink(origin, RESET_PATH, token), expiresAt: new Date(expiresAt).toISOString() };
}
