// /desinscription?token=…: the reminder e-mail's link. Opening it is the one click: the reminder is
// turned off at once, without signing in (the signed token names the member). Mail clients use the
// List-Unsubscribe header's POST instead (RFC 8058).
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { AuthCard } from '../components/AuthDialog/AuthCard';
import { usePageMeta } from '../hooks/usePageMeta';
import { trpc } from '../trpc';

export default function UnsubscribePage() {
  const { t } = useTranslation('daily');
  usePageMeta(t('unsubscribe.metaTitle'), t('unsubscribe.metaDescription'));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const unsubscribe = trpc.reminders.unsubscribe.useMutation();
  const sent = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page, with the link's token
  useEffect(() => {
    if (sent.current || token.length < 10) return;
    sent.current = true;
    unsubscribe.mutate({ token });
  }, [token]);

  const invalid = token.length < 10 || unsubscribe.isError;
  return (
    <AuthCard title={t('unsubscribe.title')} subtitle="">
      {unsubscribe.isSuccess ? (
        <Alert color="green" data-testid="unsubscribe-done">
          <Stack gap="xs">
            <Text size="sm">{t('unsubscribe.done')}</Text>
            <Anchor component={Link} href="/account" size="sm">
              {t('unsubscribe.toAccount')}
            </Anchor>
          </Stack>
        </Alert>
      ) : invalid ? (
        <Alert color="orange" data-testid="unsubscribe-invalid">
          <Text size="sm">{t('unsubscribe.invalid')}</Text>
        </Alert>
      ) : (
        <Stack align="center" gap="xs">
          <Loader size="sm" />
          <Text size="sm">{t('unsubscribe.working')}</Text>
        </Stack>
      )}
    </AuthCard>
  );
}
