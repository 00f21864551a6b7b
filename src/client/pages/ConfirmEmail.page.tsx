// /confirm-email?token=…: the link mailed to a new address. One click makes it the account's
// address (a click, not on load: mail scanners that open links must not confirm for the member).
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { AuthCard } from '../components/AuthDialog/AuthCard';
import { authErrorMessage } from '../components/AuthDialog/auth-flows';
import { useAuth } from '../hooks/useAuth';
import { usePageMeta } from '../hooks/usePageMeta';
import { trpc } from '../trpc';

export default function ConfirmEmailPage() {
  const { t } = useTranslation('account');
  usePageMeta(t('confirmEmail.metaTitle'), t('confirmEmail.metaDescription'));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const [problem, setProblem] = useState<string | null>(token ? null : t('confirmEmail.missingToken'));

  const confirm = trpc.account.confirmEmailChange.useMutation({
    onSuccess: () => void utils.auth.user.invalidate(),
    onError: (error) => setProblem(authErrorMessage(error, t('confirmEmail.error'))),
  });

  return (
    <AuthCard title={t('confirmEmail.title')} subtitle={t('confirmEmail.subtitle')}>
      {confirm.data ? (
        <Alert color="green" title={t('confirmEmail.doneTitle')} data-testid="confirm-email-done">
          <Stack gap="xs">
            <Text size="sm">{t('confirmEmail.doneBody', { email: confirm.data.email })}</Text>
            <Anchor component={Link} href={user ? '/account' : '/login'} size="sm">
              {user ? t('confirmEmail.toAccount') : t('confirmEmail.toLogin')}
            </Anchor>
          </Stack>
        </Alert>
      ) : problem ? (
        <Alert color="orange" title={t('confirmEmail.invalidTitle')} data-testid="confirm-email-invalid">
          <Text size="sm">{problem}</Text>
        </Alert>
      ) : (
        <Button onClick={() => confirm.mutate({ token })} loading={confirm.isPending} fullWidth>
          {t('confirmEmail.button')}
        </Button>
      )}
    </AuthCard>
  );
}
