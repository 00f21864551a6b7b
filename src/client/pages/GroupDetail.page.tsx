// A group seen by its trainer (/groupes/:id; docs/groups.md): the members' table, the group's
// weakest subthemes, the CSV export, invitations, assignments and the group's trainers.
import { Anchor, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { AssignmentForm } from '../components/Groups/AssignmentForm';
import { download, formatDay, groupCsv } from '../components/Groups/group-format';
import { GroupPageState, SectionCard } from '../components/Groups/GroupParts';
import { Invitations } from '../components/Groups/Invitations';
import { MembersTable } from '../components/Groups/MembersTable';
import { Trainers } from '../components/Groups/Trainers';
import { usePageMeta } from '../hooks/usePageMeta';
import { useRequireAuth } from '../hooks/useRequireAuth';
import { trpc } from '../trpc';

export default function GroupDetailPage() {
  const { t, i18n } = useTranslation(['groups', 'common']);
  const { id = '' } = useParams<{ id: string }>();
  const { user, isLoading } = useRequireAuth(t('loginRequired'));
  const group = trpc.groups.get.useQuery({ id }, { enabled: Boolean(user), retry: false });
  usePageMeta(group.data?.name ?? t('metaTitle'), t('metaDescription'));
  if (isLoading || !user || !group.data) return <GroupPageState loading={isLoading || !user || group.isLoading} error={group.error} />;
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

        <SectionCard title={t('table.groupWeakest')} empty={g.weakestSubthemes.length === 0 && t('table.groupWeakestNone')}>
          <Group gap="xs" data-testid="group-weakest">
            {g.weakestSubthemes.map((w) => (
              <Badge key={w.subtheme} size="lg" variant="light" color="orange" tt="none" title={t('table.membersPracticed', { count: w.members })}>
                {t(`common:subthemes.${w.subtheme}`)} {Math.round(w.mastery * 100)} %
              </Badge>
            ))}
          </Group>
        </SectionCard>

        <SectionCard
          title={`${t('table.title')} (${g.members.length})`}
          action={
            <Button
              size="xs"
              variant="default"
              disabled={g.members.length === 0}
              onClick={() => download(`${g.name.replace(/[^\p{L}\p{N}]+/gu, '-')}.csv`, groupCsv(g.members, t))}
              data-testid="export-csv"
            >
              {t('table.exportCsv')}
            </Button>
          }
        >
          <MembersTable groupId={g.id} members={g.members} />
        </SectionCard>

        <AssignmentForm groupId={g.id} assignments={g.assignments} />
        <Invitations groupId={g.id} invitations={g.invitations} />
        <Trainers groupId={g.id} trainers={g.trainers} selfId={user.id} />
      </Stack>
    </Container>
  );
}
