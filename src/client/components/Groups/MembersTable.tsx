// The trainer's table of a group's members (docs/groups.md): readiness range, weakest subthemes,
// last 3 mock exams, days active this week, assignments done. A table on wide screens, one card
// per member on a phone.
import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { GroupMemberRowDto } from '../../../shared/schemas/groups';
import { personName } from './group-format';

const PHONE_QUERY = '(max-width: 48em)';

function Readiness({ m }: { m: GroupMemberRowDto }) {
  const { t } = useTranslation(['groups']);
  if (m.expectedScore === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('table.readinessNone', { answered: m.answered })}
      </Text>
    );
  }
  return (
    <div>
      <Text size="sm" fw={600} data-testid="readiness-range">
        {t('table.readinessRange', { low: m.scoreLow, high: m.scoreHigh })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('table.passChance', { percent: Math.round((m.passProbability ?? 0) * 100) })}
      </Text>
    </div>
  );
}

function Weakest({ m }: { m: GroupMemberRowDto }) {
  const { t } = useTranslation(['groups', 'common']);
  if (m.weakest.length === 0) return <Text size="sm">—</Text>;
  return (
    <Group gap={4}>
      {m.weakest.map((w) => (
        <Badge key={w.subtheme} size="sm" variant="light" color="orange" tt="none">
          {t(`common:subthemes.${w.subtheme}`)} {Math.round(w.mastery * 100)} %
        </Badge>
      ))}
    </Group>
  );
}

function Exams({ m }: { m: GroupMemberRowDto }) {
  const { t } = useTranslation(['groups']);
  if (m.mockExams.length === 0) return <Text size="sm">{t('table.noExam')}</Text>;
  return <Text size="sm">{m.mockExams.map((e) => `${e.correct}/${e.total}`).join(' · ')}</Text>;
}

export function MembersTable({ groupId, members }: { groupId: string; members: GroupMemberRowDto[] }) {
  const { t } = useTranslation(['groups', 'common']);
  const phone = useMediaQuery(PHONE_QUERY);
  const name = (m: GroupMemberRowDto) => (
    <Anchor component={Link} href={`/groupes/${groupId}/membres/${m.userId}`} fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="member-link">
      {personName(m) || t('table.noName')}
    </Anchor>
  );
  if (members.length === 0) return <Text c="dimmed">{t('table.empty')}</Text>;
  if (phone) {
    return (
      <Stack gap="sm">
        {members.map((m) => (
          <Card key={m.userId} withBorder radius="md" padding="sm" data-testid="member-row">
            <Stack gap={6}>
              {name(m)}
              {m.email && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {m.email}
                </Text>
              )}
              <Readiness m={m} />
              <Weakest m={m} />
              <Text size="xs" c="dimmed">
                {t('table.mockExams')}
              </Text>
              <Exams m={m} />
              <Text size="xs" c="dimmed">
                {t('table.daysActive')} : {m.daysActiveThisWeek} · {t('table.assignmentsDone')} : {m.assignmentsDone}
              </Text>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.member')}</Table.Th>
            <Table.Th>{t('table.readiness')}</Table.Th>
            <Table.Th>{t('table.weakest')}</Table.Th>
            <Table.Th>{t('table.mockExams')}</Table.Th>
            <Table.Th>{t('table.daysActive')}</Table.Th>
            <Table.Th>{t('table.assignmentsDone')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((m) => (
            <Table.Tr key={m.userId} data-testid="member-row">
              <Table.Td>
                {name(m)}
                {m.email && (
                  <Text size="xs" c="dimmed">
                    {m.email}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Readiness m={m} />
              </Table.Td>
              <Table.Td>
                <Weakest m={m} />
              </Table.Td>
              <Table.Td>
                <Exams m={m} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" data-testid="days-active">
                  {m.daysActiveThisWeek}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{m.assignmentsDone}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
