// /login: email and password, a link to register, Google. Success refreshes the
// user, greets them and goes back to '?next=' (a same-site path, see lib/next-path) or to /.
// Google's callback comes back here with ?google=<outcome>; `next` waits in session storage.
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { AuthCard } from '../components/AuthDialog/AuthCard';
import { authErrorMessage, isNetworkError, useSetCurrentUser } from '../components/AuthDialog/auth-flows';
import { GoogleButton } from '../components/AuthDialog/GoogleButton';
import { displayName, useAuth } from '../hooks/useAuth';
import { usePageMeta } from '../hooks/usePageMeta';
import { rememberNext, safeNextPath, takeRememberedNext } from '../lib/next-path';
import { toast } from '../lib/toast';
import { trpc } from '../trpc';
import { EmailField, PasswordField, showServerError, useLoginForm } from '../components/AuthDialog/AuthFields';

const GOOGLE_PROBLEMS = ['unavailable', 'error', 'cancelled', 'unverified', 'conflict'] as const;
type GoogleProblem = (typeof GOOGLE_PROBLEMS)[number];

export default function LoginPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('login.metaTitle'), t('login.metaDescription'));
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const google = params.get('google');
  const next = safeNextPath(params.get('next'));
  // Kept for the Google round trip, which comes back to /login without it.
  useEffect(() => rememberNext(next), [next]);
  const { user, isLoading } = useAuth();
  const setCurrentUser = useSetCurrentUser();
  const form = useLoginForm();
  const signingIn = useRef(false);

  const login = trpc.auth.login.useMutation({
    onSuccess: (signedIn) => {
      setCurrentUser(signedIn);
      toast(t('toasts.loginSuccessTitle'), t('toasts.loginSuccessBody', { name: displayName(signedIn) }));
      takeRememberedNext();
      navigate(next ?? '/', { replace: true });
    },
    onError: (error) => {
      signingIn.current = false;
      if (isNetworkError(error)) toast(t('toasts.networkErrorTitle'), t('toasts.networkErrorBody'), { destructive: true });
      // Wrong credentials show under the password field; anything else (too many attempts) as a toast.
      else if (!showServerError(form, error)) toast(t('toasts.loginErrorTitle'), authErrorMessage(error, t('toasts.loginErrorPage')), { destructive: true });
    },
  });

  // Back from Google, signed in: greet and go home.
  const greeted = useRef(false);
  useEffect(() => {
    if (greeted.current || isLoading || !user) return;
    if (google !== 'success' && google !== 'registered') return;
    greeted.current = true;
    if (google === 'registered') toast(t('toasts.registerSuccessTitle'), t('toasts.registerSuccessBody', { name: displayName(user) }));
    else toast(t('toasts.loginSuccessTitle'), t('toasts.loginSuccessBody', { name: displayName(user) }));
    navigate(takeRememberedNext() ?? '/', { replace: true });
  }, [google, isLoading, user, navigate, t]);

  const submit = form.onSubmit((values) => {
    signingIn.current = true;
    login.mutate(values);
  });

  const problem = GOOGLE_PROBLEMS.includes(google as GoogleProblem) ? (google as GoogleProblem) : null;

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {problem && (
        <Alert color={problem === 'cancelled' ? 'gray' : 'orange'} title={t('google.title')} data-testid="google-message">
          {t(`google.${problem}`)}
        </Alert>
      )}
      {user && !signingIn.current && !login.isPending && (
        <Alert color="blue">
          <Stack gap="xs">
            <Text size="sm">{t('alreadySignedIn', { name: displayName(user) })}</Text>
            <Anchor component={Link} href={next ?? '/'} size="sm">
              {t('goToDashboard')}
            </Anchor>
          </Stack>
        </Alert>
      )}
      <form onSubmit={submit} aria-label={t('login.title')} noValidate>
        <Stack gap="sm">
          <EmailField {...form.getInputProps('email')} />
          <PasswordField purpose="current" {...form.getInputProps('password')} />
          <Anchor component={Link} href="/forgot-password" size="sm" ta="right" data-testid="forgot-password-link">
            {t('login.forgotPassword')}
          </Anchor>
          <Button type="submit" loading={login.isPending} fullWidth>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <GoogleButton />
      <Text size="sm" ta="center">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} href="/register">
          {t('login.registerLink')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
