// The consent screen at an invitation link (/groupes/rejoindre/:code, signed in; docs/groups.md):
// who runs the group, exactly what its trainers will see, the e-mail only if ticked, and the
// consent box without which joining is refused.
import { Alert, Button, Card, Checkbox, Container, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { trainerNames } from '../components/Groups/group-format';
import { PageLoader } from '../components/PageLoader/PageLoader';
import { usePageMeta } from '../hooks/usePageMeta';
import { useRequireAuth, useSessionExpired } from '../hooks/useRequireAuth';
import { toast } from '../lib/toast';
import { errorMessage, isUnauthorized, trpc } from '../trpc';

export default function GroupJoinPage() {
  const { t } = useTranslation(['groups', 'common']);
  usePageMeta(t('join.title'), t('metaDescription'));
  const { code = '' } = useParams<{ code: string }>();
  const { user, isLoading } = useRequireAuth(t('loginRequired'));
  const sessionExpired = useSessionExpired();
  const [, navigate] = useLocation();
  const [consent, setConsent] = useState(false);
  const [shareEmail, setShareEmail] = useState(false);
  const utils = trpc.useUtils();
  const preview = trpc.groups.invite.useQuery({ code }, { enabled: Boolean(user), retry: false });
  const join = trpc.groups.join.useMutation({
    onSuccess: (m) => {
      toast(t('join.joined'), m.name);
      void utils.groups.list.invalidate();
      navigate('/account');
    },
    onError: (error) => {
      if (isUnauthorized(error)) sessionExpired();
      else toast(t('join.error'), errorMessage(error, t('join.error')), { destructive: true });
    },
  });

  if (isLoading || !user) return <PageLoader />;
  const p = preview.data;
  return (
    <Container size="sm" px="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('join.title')}</Title>
        {preview.isLoading && <Text c="dimmed">{t('join.loading')}</Text>}
        {preview.error && (
          <Alert color="red" data-testid="invite-invalid">
            {errorMessage(preview.error, t('join.invalid'))}
          </Alert>
        )}
        {p && (
          <Card withBorder radius="md" padding="lg" data-testid="consent-screen">
            <Stack gap="md">
              <div>
                <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
                  {p.groupName}
                </Title>
                <Text>{t('join.runBy', { names: trainerNames(p.trainers, t('aTrainer')) })}</Text>
              </div>
              <div>
                <Text fw={600}>{t('join.whatShared')}</Text>
                <List size="sm" spacing={4} mt={4}>
                  {p.shared.map((s) => (
                    <List.Item key={s}>{t(`join.shared.${s}`)}</List.Item>
                  ))}
                </List>
              </div>
              <Text size="sm">{t('join.never')}</Text>
              {p.alreadyMember && <Alert color="blue">{t('join.already')}</Alert>}
              <Checkbox label={t('join.shareEmail')} checked={shareEmail} onChange={(e) => setShareEmail(e.currentTarget.checked)} data-testid="share-email" />
              <Checkbox label={t('join.consent')} checked={consent} onChange={(e) => setConsent(e.currentTarget.checked)} data-testid="consent" />
              <Button
                disabled={!consent}
                loading={join.isPending}
                onClick={() => join.mutate({ code, consent: true, shareEmail })}
                data-testid="join-group"
              >
                {t('join.submit')}
              </Button>
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
