import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants.js';
import { REFUSED_IN_LINE } from '../text-rules.js';

// A password has at least 6 characters (docs/product.md#accounts); 256 at most keeps hashing cheap.
export { PASSWORD_MAX, PASSWORD_MIN };
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

// Messages are keys of the server's dictionary (src/server/i18n/auth.messages.ts), translated per
// request; the client validates with its own translated copy and shows the server's list otherwise.

/** Emails are compared case-insensitively: trimmed and stored lowercased. */
export const emailField = z
  .string({ error: 'auth.validation.email_required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'auth.validation.email_required' })
  .max(EMAIL_MAX, { error: 'auth.validation.email_invalid' })
  .pipe(z.email({ error: 'auth.validation.email_invalid' }));

export const nameField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(NAME_MAX, { error: 'auth.validation.name_too_long' })
    // A name is one line: no control character at all (text-rules.ts).
    .refine((v) => !REFUSED_IN_LINE.test(v), { error: 'errors.validation' });

export const registerInput = z.object(
  {
    email: emailField,
    password: z
      .string({ error: 'auth.validation.password_required' })
      .min(PASSWORD_MIN, { error: 'auth.validation.password_min' })
      .max(PASSWORD_MAX, { error: 'auth.validation.password_max' }),
    firstName: nameField('auth.validation.first_name_required'),
    lastName: nameField('auth.validation.last_name_required'),
  },
  { error: 'errors.validation' },
);
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.object(
  {
    email: emailField,
    password: z
      .string({ error: 'auth.validation.password_required' })
      .min(1, { error: 'auth.validation.password_required' })
      .max(PASSWORD_MAX, { error: 'auth.validation.password_max' }),
  },
  { error: 'errors.validation' },
);
export type LoginInput = z.infer<typeof loginInput>;
