// /register: first name, last name, email, password and confirmation, a link to
// login. Every fault shows under its field at once (the server's schema, checked here first; a
// taken e-mail under the e-mail); success greets the user and goes to / after 1.5 s. With SMTP
// configured, success is « Vérifiez votre boîte mail » instead, whatever the address (RegistrationSent).
import { Alert, Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { AuthCard } from '../components/AuthDialog/AuthCard';
import { authErrorMessage, REGISTER_REDIRECT_MS, useSetCurrentUser } from '../components/AuthDialog/auth-flows';
import { GoogleButton } from '../components/AuthDialog/GoogleButton';
import { displayName, useAuth } from '../hooks/useAuth';
import { usePageMeta } from '../hooks/usePageMeta';
import { toast } from '../lib/toast';
import { trpc } from '../trpc';
import { EmailField, PasswordField, showServerError, useFieldError, useRegisterForm } from '../components/AuthDialog/AuthFields';
import { isConfirmationSent, RegistrationSent } from '../components/AuthDialog/RegistrationSent';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('register.metaTitle'), t('register.metaDescription'));
  const [, navigate] = useLocation();
  const { user } = useAuth();
  const setCurrentUser = useSetCurrentUser();
  const form = useRegisterForm(true);
  const fieldError = useFieldError();
  const [registered, setRegistered] = useState(false);
  // With SMTP configured: the address the confirmation e-mail went to (the account is not made yet).
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submitted = useRef(false);

  const register = trpc.auth.register.useMutation({
    onSuccess: (created) => {
      if (isConfirmationSent(created)) {
        submitted.current = false;
        setSentTo(created.email);
        return;
      }
      setRegistered(true);
      setCurrentUser(created);
      toast(t('toasts.registerSuccessTitle'), t('toasts.registerSuccessBody', { name: displayName(created) }));
      // Not tied to this page's lifetime: '/' follows even if the page has changed meanwhile.
      window.setTimeout(() => navigate('/'), REGISTER_REDIRECT_MS);
    },
    onError: (error) => {
      submitted.current = false;
      if (!showServerError(form, error)) {
        toast(t('toasts.registerErrorTitle'), authErrorMessage(error, t('toasts.registerErrorDefault')), { destructive: true });
      }
    },
  });

  const submit = form.onSubmit(({ confirm: _confirm, ...input }) => {
    submitted.current = true;
    register.mutate(input);
  });

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
      {sentTo ? (
        <RegistrationSent
          email={sentTo}
          onAgain={() => {
            setSentTo(null);
            register.reset();
          }}
        />
      ) : (
        <form onSubmit={submit} aria-label={t('register.title')} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label={t('fields.firstName')}
                autoComplete="given-name"
                required
                {...form.getInputProps('firstName')}
                error={fieldError(form.errors.firstName)}
              />
              <TextInput
                label={t('fields.lastName')}
                autoComplete="family-name"
                required
                {...form.getInputProps('lastName')}
                error={fieldError(form.errors.lastName)}
              />
            </SimpleGrid>
            <EmailField {...form.getInputProps('email')} />
            <PasswordField purpose="new" {...form.getInputProps('password')} />
            <PasswordField purpose="confirm" {...form.getInputProps('confirm')} />
            <Button type="submit" loading={busy} fullWidth>
              {t('register.submit')}
            </Button>
          </Stack>
        </form>
      )}
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
