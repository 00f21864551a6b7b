// /register (spec section 2): first name, last name, email, password and confirmation, a link to
// login. Local checks first ('Erreur': mismatch, under 6 characters), then the server's; success
// greets the user and goes to / after 1.5 s (spec sections 4, 5, 8 and 9).
import { Alert, Anchor, Button, Divider, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { PASSWORD_MIN } from '../../shared/schemas/auth';
import { AuthCard } from '../components/AuthDialog/AuthCard';
import { authErrorMessage, REGISTER_REDIRECT_MS, useSetCurrentUser } from '../components/AuthDialog/auth-flows';
import { GoogleButton } from '../components/AuthDialog/GoogleButton';
import { displayName, useAuth } from '../hooks/useAuth';
import { usePageMeta } from '../hooks/usePageMeta';
import { toast } from '../lib/toast';
import { trpc } from '../trpc';
import { EmailField, PasswordField } from '../components/AuthDialog/AuthFields';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('register.metaTitle'), t('register.metaDescription'));
  const [, navigate] = useLocation();
  const { user } = useAuth();
  const setCurrentUser = useSetCurrentUser();
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', password: '', confirm: '' });
  const [registered, setRegistered] = useState(false);
  const submitted = useRef(false);
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  const register = trpc.auth.register.useMutation({
    onSuccess: (created) => {
      setRegistered(true);
      setCurrentUser(created);
      toast(t('toasts.registerSuccessTitle'), t('toasts.registerSuccessBody', { name: displayName(created) }));
      // Not tied to this page's lifetime: '/' follows even if the page has changed meanwhile.
      window.setTimeout(() => navigate('/'), REGISTER_REDIRECT_MS);
    },
    onError: (error) => {
      submitted.current = false;
      toast(t('toasts.registerErrorTitle'), authErrorMessage(error, t('toasts.registerErrorDefault')), { destructive: true });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (values.password !== values.confirm) {
      toast(t('toasts.localErrorTitle'), t('toasts.passwordMismatch'), { destructive: true });
      return;
    }
    if (values.password.length < PASSWORD_MIN) {
      toast(t('toasts.localErrorTitle'), t('toasts.passwordTooShort'), { destructive: true });
      return;
    }
    submitted.current = true;
    const { confirm: _confirm, ...input } = values;
    register.mutate(input);
  };

  const busy = register.isPending || registered;

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      {user && !submitted.current && !busy && (
        <Alert color="blue">
          <Stack gap="xs">
            <Text size="sm">{t('alreadySignedIn', { name: displayName(user) })}</Text>
            <Anchor component={Link} href="/" size="sm">
              {t('goToDashboard')}
            </Anchor>
          </Stack>
        </Alert>
      )}
      <form onSubmit={submit} aria-label={t('register.title')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={t('fields.firstName')} autoComplete="given-name" required value={values.firstName} onChange={set('firstName')} />
            <TextInput label={t('fields.lastName')} autoComplete="family-name" required value={values.lastName} onChange={set('lastName')} />
          </SimpleGrid>
          <EmailField value={values.email} onChange={set('email')} />
          <PasswordField purpose="new" value={values.password} onChange={set('password')} />
          <PasswordField purpose="confirm" value={values.confirm} onChange={set('confirm')} />
          <Button type="submit" loading={busy} fullWidth>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
      <Divider label={t('google.or')} labelPosition="center" />
      <GoogleButton />
      <Text size="sm" ta="center">
        {t('register.hasAccount')}{' '}
        <Anchor component={Link} href="/login">
          {t('register.loginLink')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
