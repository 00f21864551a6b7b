// The trainer's groups (/groupes, signed in; docs/groups.md): the list, and « Créer un groupe »,
// which shows the first invitation's link and code once. A member who is not a trainer is told
// how to become one.
import { Alert, Button, Card, Container, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { NewInvitationDto } from '../../shared/schemas/groups';
import { formatDay } from '../components/Groups/group-format';
import { NewInvitation } from '../components/Groups/Invitations';
import { PageLoader } from '../components/PageLoader/PageLoader';
import { usePageMeta } from '../hooks/usePageMeta';
import { useRequireAuth, useSessionExpired } from '../hooks/useRequireAuth';
import { toast } from '../lib/toast';
import { errorMessage, isUnauthorized, trpc } from '../trpc';

function CreateGroup({ onCreated }: { onCreated: (invitation: NewInvitationDto) => void }) {
  const { t } = useTranslation(['groups', 'common']);
  const sessionExpired = useSessionExpired();
  const utils = trpc.useUtils();
  const [name, setName] = useState('');
  const [examDate, setExamDate] = useState('');
  const create = trpc.groups.create.useMutation({
    onSuccess: (created) => {
      toast(t('create.created'), name);
      setName('');
      setExamDate('');
      onCreated(created);
      void utils.groups.list.invalidate();
    },
    onError: (error) => {
      if (isUnauthorized(error)) sessionExpired();
      else toast(t('create.error'), errorMessage(error, t('create.error')), { destructive: true });
    },
  });
  return (
    <Card withBorder radius="md" padding="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate({ name, examDate: examDate || null });
        }}
      >
        <Stack gap="sm">
          <Title order={2} fz="h3">
            {t('create.title')}
          </Title>
          <TextInput
            label={t('create.name')}
            placeholder={t('create.namePlaceholder')}
            value={name}
            maxLength={80}
            required
            onChange={(e) => setName(e.currentTarget.value)}
            data-testid="group-name"
          />
          <TextInput type="date" label={t('create.examDate')} value={examDate} onChange={(e) => setExamDate(e.currentTarget.value)} data-testid="group-exam-date" />
          <Button type="submit" loading={create.isPending} disabled={!name.trim()} data-testid="create-group">
            {t('create.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

export default function GroupsPage() {
  const { t, i18n } = useTranslation(['groups', 'common']);
  usePageMeta(t('metaTitle'), t('metaDescription'));
  const { user, isLoading } = useRequireAuth(t('loginRequired'));
  const groups = trpc.groups.list.useQuery(undefined, { enabled: Boolean(user) });
  const [fresh, setFresh] = useState<NewInvitationDto | null>(null);
  if (isLoading || !user || !groups.data) return <PageLoader />;
  const data = groups.data;
  return (
    <Container size="md" px="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('list.title')}</Title>
        {!data.isTrainer ? (
          <Alert color="blue">{t('list.notTrainer')}</Alert>
        ) : (
          <>
            <Text>{t('list.intro')}</Text>
            {fresh && <NewInvitation invitation={fresh} />}
            <CreateGroup onCreated={setFresh} />
            {data.trained.length === 0 ? (
              <Text c="dimmed">{t('list.empty')}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {data.trained.map((g) => (
                  <Card key={g.id} withBorder radius="md" padding="md" data-testid={`trained-${g.name}`}>
                    <Stack gap={6}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {g.name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t('list.members', { count: g.members })}
                        {g.examDate ? ` · ${t('examDate', { date: formatDay(g.examDate, i18n.language) })}` : ''}
                      </Text>
                      <Group>
                        <Button component={Link} href={`/groupes/${g.id}`} size="xs" variant="light">
                          {t('list.open')}
                        </Button>
                      </Group>
                    </Stack>
                  </Card>
                ))}
              </SimpleGrid>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
