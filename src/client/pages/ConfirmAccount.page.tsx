// /confirm-account?token=…: the link of the sign-up e-mail (SMTP configured, issue 35, item 14). One
// click creates the account and signs this browser in (a click, not on load: mail scanners that
// open links must not create accounts), then the app goes to / as after any sign-up.
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { AuthCard } from '../components/AuthDialog/AuthCard';
import { authErrorMessage, REGISTER_REDIRECT_MS, useSetCurrentUser } from '../components/AuthDialog/auth-flows';
import { displayName } from '../hooks/useAuth';
import { usePageMeta } from '../hooks/usePageMeta';
import { toast } from '../lib/toast';
import { trpc } from '../trpc';

export default function ConfirmAccountPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('confirmAccount.metaTitle'), t('confirmAccount.metaDescription'));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const setCurrentUser = useSetCurrentUser();
  const [problem, setProblem] = useState<string | null>(token ? null : t('confirmAccount.missingToken'));

  const confirm = trpc.auth.confirmRegistration.useMutation({
    onSuccess: (user) => {
      setCurrentUser(user);
      toast(t('toasts.registerSuccessTitle'), t('toasts.registerSuccessBody', { name: displayName(user) }));
      window.setTimeout(() => navigate('/'), REGISTER_REDIRECT_MS);
    },
    onError: (error) => setProblem(authErrorMessage(error, t('confirmAccount.error'))),
  });

  return (
    <AuthCard title={t('confirmAccount.title')} subtitle={t('confirmAccount.subtitle')}>
      {problem ? (
        <Alert color="orange" title={t('confirmAccount.invalidTitle')} data-testid="confirm-account-invalid">
          <Stack gap="xs">
            <Text size="sm">{problem}</Text>
            <Group gap="md">
              <Anchor component={Link} href="/register" size="sm">
                {t('confirmAccount.signUpAgain')}
              </Anchor>
              <Anchor component={Link} href="/login" size="sm">
                {t('confirmAccount.toLogin')}
              </Anchor>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Button onClick={() => confirm.mutate({ token })} loading={confirm.isPending || confirm.isSuccess} fullWidth>
          {t('confirmAccount.button')}
        </Button>
      )}
    </AuthCard>
  );
}
