// /forgot-password ("Mot de passe oublié ?"): asks for a one-time link by e-mail. The answer is the
// same whether or not the address has an account. Without e-mail on this server, nothing promises
// a mail: one sentence says how to get back in, and the link opens the contact form pre-filled
// (« Compte et accès », the address typed), where the admin's reset-link tool is one click away.
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { MailIcon } from '../components/Icons/Icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AuthCard } from '../components/AuthDialog/AuthCard';
import { authErrorMessage } from '../components/AuthDialog/auth-flows';
import { EmailField } from '../components/AuthDialog/AuthFields';
import { PageLoader } from '../components/PageLoader/PageLoader';
import { usePageMeta } from '../hooks/usePageMeta';
import { toast } from '../lib/toast';
import { trpc } from '../trpc';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('forgot.metaTitle'), t('forgot.metaDescription'));
  const recovery = trpc.auth.recovery.useQuery(undefined, { staleTime: Infinity });
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const request = trpc.auth.requestPasswordReset.useMutation({
    onSuccess: (_data, input) => setSentTo(input.email),
    onError: (error) => toast(t('forgot.errorTitle'), authErrorMessage(error, t('forgot.errorBody')), { destructive: true }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    request.mutate({ email: email.trim() });
  };

  const back = (
    <Text size="sm" ta="center">
      <Anchor component={Link} href="/login">
        {t('forgot.backToLogin')}
      </Anchor>
    </Text>
  );

  if (recovery.isLoading) return <PageLoader />;

  if (recovery.data?.byEmail === false) {
    const contact = `/contact?${new URLSearchParams({ category: 'account', ...(email.trim() ? { email: email.trim() } : {}) })}`;
    return (
      <AuthCard title={t('forgot.title')} subtitle={t('forgot.noMailBody')}>
        <Stack gap="sm" data-testid="forgot-no-mail">
          <EmailField value={email} onChange={(e) => setEmail(e.currentTarget.value)} autoFocus />
          <Button component={Link} href={contact} leftSection={<MailIcon size={18} />} fullWidth>
            {t('forgot.contactSupport')}
          </Button>
        </Stack>
        {back}
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {sentTo ? (
        <Alert color="green" title={t('forgot.sentTitle')} data-testid="forgot-sent">
          <Stack gap="xs">
            <Text size="sm">{t('forgot.sentBody', { email: sentTo })}</Text>
            <Text size="sm">{t('forgot.sentHint')}</Text>
            <Anchor component="button" type="button" size="sm" ta="start" onClick={() => setSentTo(null)}>
              {t('forgot.again')}
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        <form onSubmit={submit} aria-label={t('forgot.title')}>
          <Stack gap="sm">
            <EmailField value={email} onChange={(e) => setEmail(e.currentTarget.value)} autoFocus />
            <Button type="submit" loading={request.isPending} fullWidth>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      {back}
    </AuthCard>
  );
}
