// "Mon compte": change the password (the other sessions end, this one stays), the name, and the
// e-mail address (it changes only once a link sent to the new address is opened).
import { TRPCError } from '@trpc/server';
import type { Db } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import type { ChangePasswordInput, EmailChangeInput, ProfileUpdateInput, TokenInput } from '../../shared/schemas/account.js';
import type { UserDto } from '../../shared/dto.js';
import { consumeAccountToken, issueAccountToken, revokeAccountTokens } from '../auth/account-tokens.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { isRecoveryBlocked, takeRecoverySlot } from '../auth/recovery-limits.js';
import '../i18n/account.messages.js';
import '../i18n/auth.messages.js';
import { oneTimeLink } from '../mail/links.js';
import { getMailer } from '../mail/mailer.js';
import { emailChangedNotice, emailChangeMail, emailInUseNotice } from '../mail/templates.js';
import type { MailContext } from './password-reset.service.js';
import { toUserDto, USER_DTO_COLUMNS } from './user.dto.js';

export const CONFIRM_EMAIL_PATH = '/confirm-email';
const SUPPORT_PATH = '/contact';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'account.not_found' });
const emailTaken = () => new TRPCError({ code: 'CONFLICT', message: 'auth.email_taken' });

/**
 * The current password must be right when the account has one; wrong ones are counted per account
 * (429 past the limit, even with the right one). An account without a password (Google) passes.
 */
async function checkCurrentPassword(db: Db, user: { id: string; passwordHash: string | null }, given: string | undefined): Promise<void> {
  if (!user.passwordHash) return;
  if (await isRecoveryBlocked(db, 'wrongPasswordPerAccount', user.id)) {
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'account.password_too_many' });
  }
  if (!given) throw new TRPCError({ code: 'BAD_REQUEST', message: 'account.current_password_required' });
  if (!(await verifyPassword(user.passwordHash, given))) {
    await takeRecoverySlot(db, 'wrongPasswordPerAccount', user.id);
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'account.wrong_password' });
  }
}

export async function changePassword(db: Db, userId: string, currentSessionId: string, input: ChangePasswordInput): Promise<{ success: true }> {
  const user = await db.selectFrom('users').select(['id', 'passwordHash']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound();
  await checkCurrentPassword(db, user, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
    // Every other device signs in again with the new password; this one stays signed in.
    await trx.deleteFrom('sessions').where('userId', '=', userId).where('id', '!=', currentSessionId).execute();
    // Devices trusted under the old password lose their exemption from the per-address limit.
    await trx.deleteFrom('signInDevices').where('userId', '=', userId).execute();
    // Every pending link of the account, of any kind: an e-mail change asked by someone who knew
    // the old password would otherwise still move the account (issue 35, item 4).
    await revokeAccountTokens(trx, userId);
  });
  return { success: true };
}

export async function updateProfile(db: Db, userId: string, input: ProfileUpdateInput): Promise<UserDto> {
  await db.updateTable('users').set({ firstName: input.firstName, lastName: input.lastName }).where('id', '=', userId).execute();
  const user = await db.selectFrom('users').select(USER_DTO_COLUMNS).where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound();
  return toUserDto(user);
}

/** Sends a confirmation link to the new address; the account keeps its address until it is opened. */
export async function requestEmailChange(db: Db, userId: string, input: EmailChangeInput, mail: Omit<MailContext, 'onSendError'>): Promise<{ email: string }> {
  const mailer = getMailer(mail.env);
  if (!mailer) throw new TRPCError({ code: 'CONFLICT', message: 'account.mail_unavailable' });
  const user = await db.selectFrom('users').select(['id', 'email', 'passwordHash']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound();
  if (input.email === user.email) throw new TRPCError({ code: 'BAD_REQUEST', message: 'account.email_same' });
  await checkCurrentPassword(db, user, input.currentPassword);
  await takeRecoverySlot(db, 'emailChangePerAccount', user.id);
  await takeRecoverySlot(db, 'emailChangePerAddress', input.email);
  // An address another account uses gets the same answer as any other (a 409 told whoever asked
  // that it has an account: issue 35, item 14); its owner is told by mail, and no link is made.
  const taken = await db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
  if (taken) {
    await mailer.send(emailInUseNotice(mail.lang, input.email, `${mail.origin}${SUPPORT_PATH}`));
    return { email: input.email };
  }
  const { token } = await issueAccountToken(db, user.id, 'email_change', input.email);
  // Awaited: the member is told the message left, so it must have.
  // No name: the new address is not confirmed, and the name is the member's own text (issue 35, item 11).
  await mailer.send(emailChangeMail(mail.lang, input.email, null, oneTimeLink(mail.origin, CONFIRM_EMAIL_PATH, token)));
  return { email: input.email };
}

/**
 * Opening the link proves the new mailbox is the member's: the address changes now, and the old
 * address is told (after the answer, like every notice).
 */
export async function confirmEmailChange(db: Db, input: TokenInput, mail: MailContext): Promise<{ email: string }> {
  const changed = await db.transaction().execute(async (trx) => {
    const owner = await consumeAccountToken(trx, input.token, 'email_change');
    if (!owner?.newEmail) throw new TRPCError({ code: 'BAD_REQUEST', message: 'account.link_invalid' });
    const before = await trx.selectFrom('users').select(['email']).where('id', '=', owner.userId).executeTakeFirst();
    if (!before) throw new TRPCError({ code: 'BAD_REQUEST', message: 'account.link_invalid' });
    const taken = await trx.selectFrom('users').select('id').where('email', '=', owner.newEmail).executeTakeFirst();
    if (taken && taken.id !== owner.userId) throw emailTaken();
    try {
      await trx.updateTable('users').set({ email: owner.newEmail }).where('id', '=', owner.userId).execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    // Reset links mailed to the old address stop working.
    await revokeAccountTokens(trx, owner.userId, 'password_reset');
    return { email: owner.newEmail, oldEmail: before.email };
  });
  const mailer = getMailer(mail.env);
  if (mailer) {
    const notice = emailChangedNotice(mail.lang, changed.oldEmail, null, changed.email, `${mail.origin}${SUPPORT_PATH}`);
    mailer.send(notice).catch(mail.onSendError);
  }
  return { email: changed.email };
}
