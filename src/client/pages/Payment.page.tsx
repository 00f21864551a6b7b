// /payment (docs/product.md#access-levels): the product is free. The page explains the free test phase; a signed-in
// user switches on full access in one click ('Activer l'accès complet — gratuit'), a visitor
// registers (or signs in) first, in the dialog, and stays on this page to finish.
import { notifications } from '@mantine/notifications';
import { Alert, Button, Card, Container, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAuthDialog } from '../components/AuthDialog/AuthDialogProvider';
import { CheckIcon } from '../components/Icons/Icons';
import { PageHeader } from '../components/Public/PageHeader';
import { useAuth } from '../hooks/useAuth';
import { usePageMeta } from '../hooks/usePageMeta';
import { useSessionExpired } from '../hooks/useRequireAuth';
import { toast } from '../lib/toast';
import { errorMessage, isUnauthorized, trpc } from '../trpc';

export default function PaymentPage() {
  const { t } = useTranslation('public');
  const { user, isLoading } = useAuth();
  const utils = trpc.useUtils();
  const sessionExpired = useSessionExpired();
  const authDialog = useAuthDialog();
  usePageMeta(t('payment.meta.title'), t('payment.meta.description'));
  const features = t('pricing.features', { returnObjects: true }) as string[];

  const enable = trpc.account.enableFullAccess.useMutation({
    onSuccess: async (updated) => {
      utils.auth.user.setData(undefined, updated);
      await utils.invalidate();
      // One toast at a time: the news of the moment replaces any older one still in the queue.
      notifications.clean();
      toast(t('payment.activatedTitle'), t('payment.activatedBody'));
    },
    onError: (err) => {
      if (isUnauthorized(err)) sessionExpired('/payment');
      else toast(t('payment.errorTitle'), errorMessage(err, t('payment.errorBody')), { destructive: true });
    },
  });

  return (
    <>
      <PageHeader size="sm" title={t('payment.title')} subtitle={t('payment.subtitle')} />
      <Container size="sm" py="xl">
        <Card withBorder radius="lg" padding="xl" shadow="sm">
          <Stack gap="md">
            <Text fz={28} fw={800} c="blue.9">
              {t('payment.priceLine')}
            </Text>
            <Title order={2} fz="lg">
              {t('payment.includesTitle')}
            </Title>
            <List
              spacing="xs"
              icon={
                <ThemeIcon color="green.8" size={22} radius="xl">
                  <CheckIcon size={14} />
                </ThemeIcon>
              }
            >
              {features.map((f) => (
                <List.Item key={f}>{f}</List.Item>
              ))}
            </List>

            {isLoading ? null : user?.hasFullAccess ? (
              <Alert color="green" variant="light" title={t('payment.alreadyTitle')} data-testid="payment-active">
                <Text size="sm">{t('payment.alreadyText')}</Text>
                <Button component={Link} href="/quiz" mt="sm">
                  {t('payment.startQuiz')}
                </Button>
              </Alert>
            ) : user ? (
              <Button size="lg" fullWidth loading={enable.isPending} onClick={() => enable.mutate()} data-testid="payment-activate">
                {t('payment.activate')}
              </Button>
            ) : (
              <Stack gap="sm" data-testid="payment-visitor">
                <Title order={2} fz="lg">
                  {t('payment.visitorTitle')}
                </Title>
                <Text c="gray.8">{t('payment.visitorText')}</Text>
                <Group gap="sm">
                  <Button size="md" onClick={() => authDialog.open('register')}>
                    {t('payment.register')}
                  </Button>
                  <Button size="md" variant="default" onClick={() => authDialog.open('login')}>
                    {t('payment.login')}
                  </Button>
                </Group>
              </Stack>
            )}
          </Stack>
        </Card>
        <Text size="sm" c="gray.7" mt="lg">
          {t('payment.notice')}{' '}
          <Text component={Link} href="/pricing" c="blue.9" size="sm" td="underline">
            {t('payment.pricingLink')}
          </Text>
        </Text>
      </Container>
    </>
  );
}
