// The editable parts of "Mon compte": the name, the password (other sessions end, this one stays)
// and the e-mail address (changed once the link mailed to the new address is opened).
import { Alert, Anchor, Button, Card, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PASSWORD_MAX } from '../../../shared/constants';
import type { UserDto } from '../../../shared/dto';
import { useSessionExpired } from '../../hooks/useRequireAuth';
import { toast } from '../../lib/toast';
import { errorMessage, isUnauthorized, trpc } from '../../trpc';
import { useSetCurrentUser } from '../AuthDialog/auth-flows';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields';

const NAME_MAX = 100;

/** The failure as a message under the form, or the session-expired flow for a 401. */
function useFailure(fallback: string) {
  const sessionExpired = useSessionExpired();
  return (error: unknown, show: (message: string) => void) => {
    if (isUnauthorized(error)) sessionExpired();
    else show(errorMessage(error, fallback));
  };
}

export function NameEditor({ user, onDone }: { user: UserDto; onDone: () => void }) {
  const { t } = useTranslation('account');
  const setCurrentUser = useSetCurrentUser();
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [error, setError] = useState<string | null>(null);
  const fail = useFailure(t('name.error'));
  const save = trpc.account.updateProfile.useMutation({
    onSuccess: (updated) => {
      setCurrentUser(updated);
      toast(t('name.successTitle'), t('name.successBody'));
      onDone();
    },
    onError: (e) => fail(e, setError),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    save.mutate({ firstName, lastName });
  };
  return (
    <form onSubmit={submit} aria-label={t('name.edit')}>
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label={t('profile.firstName')} autoComplete="given-name" required maxLength={NAME_MAX} value={firstName} onChange={(e) => setFirstName(e.currentTarget.value)} />
          <TextInput label={t('profile.lastName')} autoComplete="family-name" required maxLength={NAME_MAX} value={lastName} onChange={(e) => setLastName(e.currentTarget.value)} />
        </Group>
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {t('name.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('name.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The current password, which both changes ask for (an account made with Google has none yet). */
function CurrentPasswordField({ value, onChange, testId }: { value: string; onChange: (value: string) => void; testId?: string }) {
  const { t } = useTranslation('account');
  return (
    <PasswordInput
      label={t('password.current')}
      description={t('password.currentHint')}
      autoComplete="current-password"
      maxLength={PASSWORD_MAX}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data-testid={testId}
    />
  );
}

export function PasswordCard() {
  const { t } = useTranslation('account');
  const [current, setCurrent] = useState('');
  const newPassword = useNewPassword();
  const [error, setError] = useState<string | null>(null);
  const fail = useFailure(t('password.error'));
  const change = trpc.account.changePassword.useMutation({
    onSuccess: () => {
      setCurrent('');
      newPassword.clear();
      toast(t('password.successTitle'), t('password.successBody'));
    },
    onError: (e) => fail(e, setError),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = newPassword.problem();
    if (problem) return setError(t(problem === 'tooShort' ? 'password.tooShort' : 'password.mismatch'));
    setError(null);
    change.mutate({ currentPassword: current || undefined, newPassword: newPassword.password });
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="h3" mb="xs">
        {t('password.title')}
      </Title>
      <Text size="sm" mb="md">
        {t('password.body')}
      </Text>
      <form onSubmit={submit} aria-label={t('password.title')} noValidate>
        <Stack gap="sm">
          <CurrentPasswordField value={current} onChange={setCurrent} testId="current-password" />
          <NewPasswordFields
            state={newPassword}
            labels={{ password: t('password.new'), confirm: t('password.confirm'), hint: t('password.newHint') }}
            testIds={{ password: 'new-password', confirm: 'confirm-password' }}
          />
          {error && (
            <Text size="sm" c="red.8" role="alert">
              {error}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

export function EmailCard({ user }: { user: UserDto }) {
  const { t } = useTranslation('account');
  const recovery = trpc.auth.recovery.useQuery(undefined, { staleTime: Infinity });
  const [email, setEmail] = useState('');
  const [current, setCurrent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const fail = useFailure(t('email.error'));
  const request = trpc.account.requestEmailChange.useMutation({
    onSuccess: (res) => {
      setSentTo(res.email);
      setEmail('');
      setCurrent('');
    },
    onError: (e) => fail(e, setError),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    request.mutate({ email: email.trim(), currentPassword: current || undefined });
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="h3" mb="xs">
        {t('email.title')}
      </Title>
      {recovery.data?.byEmail === false ? (
        <Text size="sm">
          {t('email.noMail')}{' '}
          <Anchor component={Link} href="/contact">
            {t('email.contactSupport')}
          </Anchor>
        </Text>
      ) : (
        <>
          <Text size="sm" mb="md">
            {t('email.body', { email: user.email })}
          </Text>
          {sentTo && (
            <Alert color="green" title={t('email.sentTitle')} mb="md" data-testid="email-change-sent">
              {t('email.sentBody', { email: sentTo, current: user.email })}
            </Alert>
          )}
          <form onSubmit={submit} aria-label={t('email.title')}>
            <Stack gap="sm">
              <TextInput type="email" label={t('email.new')} autoComplete="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
              <CurrentPasswordField value={current} onChange={setCurrent} />
              {error && (
                <Text size="sm" c="red.8" role="alert">
                  {error}
                </Text>
              )}
              <Group>
                <Button type="submit" variant="light" loading={request.isPending}>
                  {t('email.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </>
      )}
    </Card>
  );
}
