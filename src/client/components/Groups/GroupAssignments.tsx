// The assignments of the member's trainers on the dashboard (docs/groups.md), each with a link to
// do it and « Fait » once an attempt fulfilled it (the server marks it).
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SUBTHEME_THEME, type Subtheme } from '../../../shared/constants';
import { trpc } from '../../trpc';
import { assignmentHref, assignmentLabel } from './group-format';

export function GroupAssignments() {
  const { t, i18n } = useTranslation(['groups', 'common']);
  const groups = trpc.groups.list.useQuery(undefined, { refetchOnMount: 'always' });
  const items = (groups.data?.memberships ?? []).flatMap((m) => m.assignments.map((a) => ({ ...a, group: m.name })));
  if (items.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" data-testid="group-assignments">
      <Title order={2} fz="h4" mb="sm">
        {t('assignment.dashboardTitle')}
      </Title>
      <Stack gap="xs">
        {items.map((a) => (
          <Group key={a.id} justify="space-between" wrap="wrap" gap="xs" data-testid="group-assignment">
            <div style={{ minWidth: 0, flex: '1 1 200px' }}>
              <Text fw={500}>{assignmentLabel(a, t, i18n.language)}</Text>
              <Text size="xs" c="dimmed">
                {t('assignment.from', { name: a.group })}
              </Text>
            </div>
            {a.completedAt ? (
              <Badge color="green" data-testid="assignment-done">
                {t('assignment.done')}
              </Badge>
            ) : (
              <Button size="xs" variant="light" component={Link} href={assignmentHref(a, (s) => SUBTHEME_THEME[s as Subtheme])}>
                {t('assignment.start')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
