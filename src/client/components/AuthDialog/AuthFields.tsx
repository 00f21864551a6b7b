// The fields and forms that the sign-in and sign-up surfaces share (pages, dialog), so that labels,
// browser autofill hints, limits and error messages stay the same everywhere. The forms validate
// with the server's own zod schemas (src/shared/schemas/auth) and show every fault under its field
// at once, in the interface's language: no browser bubbles (the forms are `noValidate`).
import { PasswordInput, TextInput } from '@mantine/core';
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import type { FocusEventHandler, ChangeEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PASSWORD_MAX } from '../../../shared/constants';
import { loginInput, registerInput } from '../../../shared/schemas/auth';
import { isNetworkError } from './auth-flows';

interface FieldProps {
  value?: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  error?: ReactNode;
  autoFocus?: boolean;
}

/** A schema message key ('auth.validation.email_invalid') in the interface's language; the server's
 * messages arrive translated already and pass through. */
export function useFieldError() {
  const { t } = useTranslation('auth');
  return (error: ReactNode): ReactNode => {
    if (typeof error !== 'string') return error;
    const key = /^auth\.validation\.(\w+)$/.exec(error)?.[1];
    return key ? t(`validation.${key}`) : error;
  };
}

export function EmailField({ value, onChange, onBlur, onFocus, error, autoFocus }: FieldProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  return (
    <TextInput
      type="email"
      label={t('fields.email')}
      placeholder={t('fields.emailPlaceholder')}
      autoComplete="email"
      required
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      onFocus={onFocus}
      error={fieldError(error)}
      data-autofocus={autoFocus || undefined}
    />
  );
}

/** 'current' for signing in; 'new' (with the length hint) and 'confirm' for a new account. */
export function PasswordField({ value, onChange, onBlur, onFocus, error, purpose }: FieldProps & { purpose: 'current' | 'new' | 'confirm' }) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  return (
    <PasswordInput
      label={t(purpose === 'confirm' ? 'fields.confirmPassword' : 'fields.password')}
      description={purpose === 'new' ? t('fields.passwordHint') : undefined}
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      required
      maxLength={PASSWORD_MAX}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      onFocus={onFocus}
      error={fieldError(error)}
      // Mantine marks the password input only with data-invalid: screen readers need aria-invalid.
      aria-invalid={error ? true : undefined}
      visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
    />
  );
}

/** What the sign-up page asks: the server's fields plus a confirmation that must match. */
const registerPageSchema = registerInput
  .extend({ confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], error: 'auth.validation.password_mismatch' });

export function useLoginForm() {
  return useForm({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginInput, { sync: true }),
  });
}

export function useRegisterForm(withConfirm: boolean) {
  return useForm({
    initialValues: { firstName: '', lastName: '', email: '', password: '', confirm: '' },
    validate: schemaResolver(withConfirm ? registerPageSchema : registerInput, { sync: true }),
  });
}

/**
 * Puts the server's refusal under the field it concerns: a taken e-mail under the e-mail, wrong
 * credentials under the password. Returns false when the error belongs to no field (a network
 * failure, too many attempts), for the caller to show otherwise.
 */
export function showServerError<T extends { email: string; password: string }>(form: UseFormReturnType<T>, error: unknown): boolean {
  if (isNetworkError(error)) return false;
  const { message, data } = error as { message?: string; data?: { code?: string; errors?: Array<{ message: string; path?: string[] }> } };
  if (data?.code === 'CONFLICT' && message) {
    form.setFieldError('email', message);
    return true;
  }
  if (data?.code === 'UNAUTHORIZED' && message) {
    form.setFieldError('password', message);
    return true;
  }
  return false;
}
