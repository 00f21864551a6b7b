// One member seen by a trainer of their group (/groupes/:id/membres/:userId; docs/groups.md):
// mastery per theme and subtheme, mock exams, days active per week, interview appraisals and
// assignments. Each visit is audited by the server.
import { Anchor, Badge, Container, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { assignmentLabel, formatDay, personName } from '../components/Groups/group-format';
import { FigureCard, GroupPageState, SectionCard } from '../components/Groups/GroupParts';
import { usePageMeta } from '../hooks/usePageMeta';
import { useRequireAuth } from '../hooks/useRequireAuth';
import { trpc } from '../trpc';

const percent = (x: number | null) => (x === null ? null : Math.round(x * 100));

export default function GroupMemberPage() {
  const { t, i18n } = useTranslation(['groups', 'common']);
  const { id = '', userId = '' } = useParams<{ id: string; userId: string }>();
  const { user, isLoading } = useRequireAuth(t('loginRequired'));
  const page = trpc.groups.member.useQuery({ id, userId }, { enabled: Boolean(user), retry: false });
  usePageMeta(t('metaTitle'), t('metaDescription'));
  if (isLoading || !user || !page.data) return <GroupPageState loading={isLoading || !user || page.isLoading} error={page.error} />;
  const p = page.data;
  const m = p.member;
  const lang = i18n.language;
  return (
    <Container size="md" px="md" py="xl">
      <Stack gap="lg">
        <div>
          <Anchor component={Link} href={`/groupes/${p.groupId}`} size="sm">
            {t('member.back')} · {p.groupName}
          </Anchor>
          <Title order={1} style={{ overflowWrap: 'anywhere' }} data-testid="member-title">
            {t('member.title', { name: personName(m) || t('table.noName') })}
          </Title>
          {m.email && <Text size="sm">{t('member.email', { email: m.email })}</Text>}
          <Text size="xs" c="dimmed">
            {t('member.audited')}
          </Text>
        </div>

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <FigureCard label={t('table.readiness')} value={m.expectedScore === null ? undefined : t('table.readinessRange', { low: m.scoreLow, high: m.scoreHigh })}>
            {m.expectedScore === null ? (
              <Text>{t('table.readinessNone', { answered: m.answered })}</Text>
            ) : (
              <Text size="sm">{t('table.passChance', { percent: percent(m.passProbability) })}</Text>
            )}
          </FigureCard>
          <FigureCard label={t('table.daysActive')} value={m.daysActiveThisWeek} />
          <FigureCard label={t('table.assignmentsDone')} value={m.assignmentsDone} />
        </SimpleGrid>

        <SectionCard title={t('member.themes')}>
          {p.themes.map((th) => (
            <div key={th.theme}>
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  {t(`common:themes.${th.theme}`)}
                </Text>
                <Text size="sm">{th.mastery === null ? t('member.noAnswer') : `${percent(th.mastery)} %`}</Text>
              </Group>
              <Progress value={percent(th.mastery) ?? 0} size="sm" />
              <Stack gap={2} mt={4} ps="md">
                {p.subthemes
                  .filter((s) => s.theme === th.theme)
                  .map((s) => (
                    <Group key={s.subtheme} justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="xs">{t(`common:subthemes.${s.subtheme}`)}</Text>
                      <Text size="xs" c="dimmed">
                        {s.mastery === null ? t('member.noAnswer') : `${percent(s.mastery)} %`}
                      </Text>
                    </Group>
                  ))}
              </Stack>
            </div>
          ))}
        </SectionCard>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <SectionCard title={t('member.exams')} size="h4" empty={p.mockExams.length === 0 && t('table.noExam')}>
            <Table>
              <Table.Tbody>
                {p.mockExams.map((e) => (
                  <Table.Tr key={e.completedAt}>
                    <Table.Td>{formatDay(e.completedAt, lang)}</Table.Td>
                    <Table.Td>
                      {e.correct}/{e.total}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </SectionCard>
          <SectionCard title={t('member.weeks')} size="h4">
            <Stack gap={4}>
              {p.weeks.map((w) => (
                <Group key={w.weekStart} justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="xs">{t('member.weekOf', { date: formatDay(w.weekStart, lang) })}</Text>
                  <Progress value={(w.days / 7) * 100} size="sm" style={{ flex: 1, maxWidth: 120 }} />
                  <Text size="xs" w={16}>
                    {w.days}
                  </Text>
                </Group>
              ))}
            </Stack>
          </SectionCard>
        </SimpleGrid>

        <SectionCard title={t('member.interviews')} size="h4" empty={p.interviews.length === 0 && t('member.noInterview')}>
          {p.interviews.map((iv) => (
            <div key={iv.completedAt}>
              <Text size="sm" fw={600}>
                {formatDay(iv.completedAt, lang)}
              </Text>
              <Group gap={6}>
                {Object.entries(iv.assessment).map(([k, v]) => (
                  <Badge key={k} variant="light" tt="none">
                    {t(`member.criteria.${k}`)} {v === null ? '—' : Math.round(v)}
                  </Badge>
                ))}
              </Group>
            </div>
          ))}
        </SectionCard>

        <SectionCard title={t('member.assignments')} size="h4" empty={p.assignments.length === 0 && t('assign.none')}>
          {p.assignments.map((a) => (
            <Group key={a.id} justify="space-between" gap="xs">
              <Text size="sm">{assignmentLabel(a, t, lang)}</Text>
              <Badge color={a.completedAt ? 'green' : 'gray'} variant="light">
                {a.completedAt ? t('assignment.done') : t('assignment.todo')}
              </Badge>
            </Group>
          ))}
        </SectionCard>
      </Stack>
    </Container>
  );
}
