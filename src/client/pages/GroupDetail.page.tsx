// A group seen by its trainer (/groupes/:id; docs/groups.md): the members' table, the group's
// weakest subthemes, the CSV export, invitations, assignments and the group's trainers.
import { Alert, Anchor, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { AssignmentForm } from '../components/Groups/AssignmentForm';
import { download, formatDay, groupCsv } from '../components/Groups/group-format';
import { Invitations } from '../components/Groups/Invitations';
import { MembersTable } from '../components/Groups/MembersTable';
import { Trainers } from '../components/Groups/Trainers';
import { PageLoader } from '../components/PageLoader/PageLoader';
import { usePageMeta } from '../hooks/usePageMeta';
import { useRequireAuth } from '../hooks/useRequireAuth';
import { errorMessage, trpc } from '../trpc';

export default function GroupDetailPage() {
  const { t, i18n } = useTranslation(['groups', 'common']);
  const { id = '' } = useParams<{ id: string }>();
  const { user, isLoading } = useRequireAuth(t('loginRequired'));
  const group = trpc.groups.get.useQuery({ id }, { enabled: Boolean(user), retry: false });
  usePageMeta(group.data?.name ?? t('metaTitle'), t('metaDescription'));
  if (isLoading || !user || group.isLoading) return <PageLoader />;
  if (!group.data) {
    return (
      <Container size="md" px="md" py="xl">
        <Alert color="red">{errorMessage(group.error, t('common:errors.title'))}</Alert>
      </Container>
    );
  }
  const g = group.data;
  return (
    <Container size="lg" px="md" py="xl">
      <Stack gap="lg">
        <div>
          <Anchor component={Link} href="/groupes" size="sm">
            {t('list.title')}
          </Anchor>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {g.name}
          </Title>
          {g.examDate && <Text c="dimmed">{t('examDate', { date: formatDay(g.examDate, i18n.language) })}</Text>}
        </div>

        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="h3" mb="xs">
            {t('table.groupWeakest')}
          </Title>
          {g.weakestSubthemes.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('table.groupWeakestNone')}
            </Text>
          ) : (
            <Group gap="xs" data-testid="group-weakest">
              {g.weakestSubthemes.map((w) => (
                <Badge key={w.subtheme} size="lg" variant="light" color="orange" tt="none" title={t('table.membersPracticed', { count: w.members })}>
                  {t(`common:subthemes.${w.subtheme}`)} {Math.round(w.mastery * 100)} %
                </Badge>
              ))}
            </Group>
          )}
        </Card>

        <Card withBorder radius="md" padding="lg">
          <Group justify="space-between" mb="sm" wrap="wrap">
            <Title order={2} fz="h3">
              {t('table.title')} ({g.members.length})
            </Title>
            <Button
              size="xs"
              variant="default"
              disabled={g.members.length === 0}
              onClick={() => download(`${g.name.replace(/[^\p{L}\p{N}]+/gu, '-')}.csv`, groupCsv(g.members, t))}
              data-testid="export-csv"
            >
              {t('table.exportCsv')}
            </Button>
          </Group>
          <MembersTable groupId={g.id} members={g.members} />
        </Card>

        <AssignmentForm groupId={g.id} assignments={g.assignments} />
        <Invitations groupId={g.id} invitations={g.invitations} />
        <Trainers groupId={g.id} trainers={g.trainers} selfId={user.id} />
      </Stack>
    </Container>
  );
}
