// /reset-password?token=…: the page the one-time link opens. A new password (twice); on success
// every other session of the account has ended and this browser is signed in.
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { NewPasswordFields, useNewPassword } from '../components/Account/NewPasswordFields';
import { AuthCard } from '../components/AuthDialog/AuthCard';
import { authErrorMessage, isNetworkError, useSetCurrentUser } from '../components/AuthDialog/auth-flows';
import { displayName } from '../hooks/useAuth';
import { usePageMeta } from '../hooks/usePageMeta';
import { toast } from '../lib/toast';
import { trpc } from '../trpc';

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('reset.metaTitle'), t('reset.metaDescription'));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const setCurrentUser = useSetCurrentUser();
  const newPassword = useNewPassword();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : t('reset.missingToken'));

  const reset = trpc.auth.confirmPasswordReset.useMutation({
    onSuccess: (user) => {
      setCurrentUser(user);
      toast(t('reset.successTitle'), t('reset.successBody', { name: displayName(user) }));
      navigate('/', { replace: true });
    },
    onError: (error) => {
      if (isNetworkError(error)) toast(t('toasts.networkErrorTitle'), t('toasts.networkErrorBody'), { destructive: true });
      else if ((error.data as { httpStatus?: number } | undefined)?.httpStatus === 400 && !error.data?.errors) setLinkProblem(error.message);
      else setFieldError(authErrorMessage(error, t('reset.errorBody')));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = newPassword.problem();
    if (problem) return setFieldError(t(problem === 'tooShort' ? 'toasts.passwordTooShort' : 'toasts.passwordMismatch'));
    setFieldError(null);
    reset.mutate({ token, password: newPassword.password });
  };

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {linkProblem ? (
        <Alert color="orange" title={t('reset.invalidTitle')} data-testid="reset-invalid">
          <Stack gap="xs">
            <Text size="sm">{linkProblem}</Text>
            <Anchor component={Link} href="/forgot-password" size="sm">
              {t('reset.askAgain')}
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        <form onSubmit={submit} aria-label={t('reset.title')} noValidate>
          <Stack gap="sm">
            <NewPasswordFields
              state={newPassword}
              labels={{ password: t('reset.newPassword'), confirm: t('reset.confirmPassword'), hint: t('fields.passwordHint') }}
              error={fieldError}
              autoFocus
            />
            <Button type="submit" loading={reset.isPending} fullWidth>
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} href="/login">
          {t('forgot.backToLogin')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
