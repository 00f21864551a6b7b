// Inputs of account recovery and of "Mon compte" (password, name, e-mail). Messages are keys of
// the server's dictionary (src/server/i18n/account.messages.ts and auth.messages.ts).
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants.js';
import { emailField, nameField } from './auth.js';

const newPassword = z
  .string({ error: 'auth.validation.password_required' })
  .min(PASSWORD_MIN, { error: 'auth.validation.password_min' })
  .max(PASSWORD_MAX, { error: 'auth.validation.password_max' });

/** A one-time link's token: 32 base32 characters; anything else is simply not a live link. */
const tokenField = z
  .string({ error: 'account.link_invalid' })
  .trim()
  .min(1, { error: 'account.link_invalid' })
  .max(128, { error: 'account.link_invalid' });

export const passwordResetRequestInput = z.object({ email: emailField }, { error: 'errors.validation' });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestInput>;

export const passwordResetConfirmInput = z.object({ token: tokenField, password: newPassword }, { error: 'errors.validation' });
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmInput>;

export const changePasswordInput = z.object(
  {
    /** Optional only for an account that has no password yet (signed up with Google). */
    currentPassword: z.string().max(PASSWORD_MAX, { error: 'auth.validation.password_max' }).optional(),
    newPassword,
  },
  { error: 'errors.validation' },
);
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const profileUpdateInput = z.object(
  {
    firstName: nameField('auth.validation.first_name_required'),
    lastName: nameField('auth.validation.last_name_required'),
  },
  { error: 'errors.validation' },
);
export type ProfileUpdateInput = z.infer<typeof profileUpdateInput>;

export const emailChangeInput = z.object(
  {
    email: emailField,
    /** Asked of accounts that have a password: an open session alone cannot move the account. */
    currentPassword: z.string().max(PASSWORD_MAX, { error: 'auth.validation.password_max' }).optional(),
  },
  { error: 'errors.validation' },
);
export type EmailChangeInput = z.infer<typeof emailChangeInput>;

export const tokenInput = z.object({ token: tokenField }, { error: 'errors.validation' });
export type TokenInput = z.infer<typeof tokenInput>;

export const adminResetLinkInput = z.object({ id: z.string().trim().min(1).max(64) }, { error: 'errors.validation' });
