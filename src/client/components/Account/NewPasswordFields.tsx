// The new password typed twice, as the reset page and "Mon compte" ask for it: the same limits,
// autofill hints and checks (long enough, both the same) before anything is sent.
import { PasswordInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../shared/constants';

export type NewPasswordProblem = 'tooShort' | 'mismatch';

/** The two fields' state; `problem()` says what is wrong before sending, or null. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return {
    password,
    confirm,
    setPassword,
    setConfirm,
    clear: () => {
      setPassword('');
      setConfirm('');
    },
    problem: (): NewPasswordProblem | null => (password.length < PASSWORD_MIN ? 'tooShort' : password !== confirm ? 'mismatch' : null),
  };
}

interface NewPasswordFieldsProps {
  state: ReturnType<typeof useNewPassword>;
  labels: { password: string; confirm: string; hint: string };
  /** Shown under the confirmation. */
  error?: ReactNode;
  autoFocus?: boolean;
  /** data-testid of the two inputs. */
  testIds?: { password: string; confirm: string };
}

/** What both fields are: a new password for the browser's password manager, within the limit. */
const NEW_PASSWORD = { autoComplete: 'new-password', required: true, maxLength: PASSWORD_MAX } as const;

export function NewPasswordFields({ state, labels, error, autoFocus, testIds }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        {...NEW_PASSWORD}
        label={labels.password}
        description={labels.hint}
        value={state.password}
        onChange={(e) => state.setPassword(e.currentTarget.value)}
        data-autofocus={autoFocus || undefined}
        data-testid={testIds?.password}
      />
      <PasswordInput
        {...NEW_PASSWORD}
        label={labels.confirm}
        value={state.confirm}
        onChange={(e) => state.setConfirm(e.currentTarget.value)}
        error={error}
        // Mantine marks the password input only with data-invalid: screen readers need aria-invalid.
        aria-invalid={error ? true : undefined}
        data-testid={testIds?.confirm}
      />
    </>
  );
}
