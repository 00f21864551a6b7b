// The fields that the sign-in and sign-up forms share (pages, dialog), so that labels, browser
// autofill hints and limits stay the same everywhere.
import { PasswordInput, TextInput } from '@mantine/core';
import type { ChangeEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX } from '../../../shared/constants';

interface FieldProps {
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  autoFocus?: boolean;
}

export function EmailField({ value, onChange, autoFocus }: FieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      type="email"
      label={t('fields.email')}
      placeholder={t('fields.emailPlaceholder')}
      autoComplete="email"
      required
      value={value}
      onChange={onChange}
      data-autofocus={autoFocus || undefined}
    />
  );
}

/** 'current' for signing in; 'new' (with the length hint) and 'confirm' for a new account. */
export function PasswordField({ value, onChange, purpose }: FieldProps & { purpose: 'current' | 'new' | 'confirm' }) {
  const { t } = useTranslation('auth');
  return (
    <PasswordInput
      label={t(purpose === 'confirm' ? 'fields.confirmPassword' : 'fields.password')}
      description={purpose === 'new' ? t('fields.passwordHint') : undefined}
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      required
      maxLength={PASSWORD_MAX}
      value={value}
      onChange={onChange}
    />
  );
}
