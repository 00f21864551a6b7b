// One question's analysis: its figures over all time and the last 90 days, its flags with their
// reasons, a bar per option (the key marked), the time histogram's median against its theme's,
// the trend by month, « marquer comme revue » (audited, hides the flags until new evidence) and
// the question's edit form.
import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisFiguresDto } from '../../../shared/schemas/item-analysis';
import { toast } from '../../lib/toast';
import { trpc } from '../../trpc';
import { useActionError, useAfterAdminChange } from './admin-utils';
import { QuestionEditor } from './QuestionEditor';
import { FlagBadges, REASON_VALUES, useAnalysisFormat } from './analysis-format';
import { QueryState } from './QueryState';

function Figures({ title, f }: { title: string; f: AnalysisFiguresDto }) {
  const { t } = useTranslation('admin');
  const { percent, index, seconds } = useAnalysisFormat();
  return (
    <Card withBorder padding="sm" radius="md">
      <Text fw={600} size="sm" mb={4}>
        {title}
      </Text>
      <Text size="sm">{t('analysis.answersCount', { count: f.answers })}</Text>
      <Text size="sm">{t('analysis.pShort', { p: percent(f.p) })}</Text>
      <Text size="sm">{t('analysis.discriminationShort', { r: index(f.discrimination) })}</Text>
      <Text size="sm">{t('analysis.medianShort', { s: seconds(f.medianSeconds) })}</Text>
    </Card>
  );
}

export function QuestionAnalysisDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('admin');
  const { percent, seconds } = useAnalysisFormat();
  const utils = trpc.useUtils();
  const afterChange = useAfterAdminChange();
  const onError = useActionError();
  const [editing, setEditing] = useState(false);
  const query = trpc.admin.questions.analysisDetail.useQuery({ id });
  // The edit form needs the whole question: the admin list finds it by its id.
  const question = trpc.admin.questions.list.useQuery({ q: id, pageSize: 20 }, { enabled: editing });
  const edited = question.data?.items.find((q) => q.id === id);
  const review = trpc.admin.questions.markReviewed.useMutation({
    onSuccess: (d) => {
      utils.admin.questions.analysisDetail.setData({ id }, d);
      void utils.admin.questions.analysis.invalidate();
      afterChange();
      toast(t('analysis.reviewed'));
    },
    onError,
  });

  const back = (
    <Button variant="subtle" size="compact-sm" onClick={onBack} style={{ alignSelf: 'flex-start' }} data-testid="analysis-back">
      ← {t('analysis.back')}
    </Button>
  );
  const d = query.data;
  if (!d)
    return (
      <Stack gap="md">
        {back}
        <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} />
      </Stack>
    );
  const maxMonth = Math.max(1, ...d.trend.map((m) => m.answers));

  return (
    <Stack gap="md" data-testid="analysis-detail">
      {back}
      <div>
        <Text size="xs" ff="monospace" c="dimmed">
          {d.id} · {t(`common:themes.${d.theme}`)} · {t(`common:subthemes.${d.subtheme}`)}
        </Text>
        <Title order={2} size="h4">
          {d.content}
        </Title>
      </div>
      <Group gap="sm" wrap="wrap">
        <Button size="compact-sm" variant="light" onClick={() => setEditing(true)} loading={editing && question.isLoading} data-testid="analysis-edit">
          {t('analysis.edit')}
        </Button>
        <Button size="compact-sm" variant="outline" onClick={() => review.mutate({ id })} loading={review.isPending} data-testid="analysis-review">
          {t('analysis.markReviewed')}
        </Button>
        {d.reviewedAt && (
          <Badge variant="outline" color="teal" tt="none" data-testid="analysis-reviewed">
            {t('analysis.reviewedSince', { n: d.answersSinceReview ?? 0, needed: d.reviewEvidence })}
          </Badge>
        )}
      </Group>

      {d.rawFlags.length > 0 && (
        <Card withBorder padding="sm" radius="md">
          <Stack gap={6}>
            <FlagBadges flags={d.rawFlags} />
            {d.rawFlags.map((f) => (
              <Text key={f} size="sm">
                {t('analysis.flagLine', { label: t(`analysis.flags.${f}.label`), reason: t(`analysis.flags.${f}.reason`, REASON_VALUES) })}
              </Text>
            ))}
            {d.flags.length === 0 && (
              <Text size="xs" c="dimmed">
                {t('analysis.hiddenByReview')}
              </Text>
            )}
          </Stack>
        </Card>
      )}

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Figures title={t('analysis.allTime')} f={d.all} />
        <Figures title={t('analysis.last90')} f={d.last90} />
      </SimpleGrid>

      <Stack gap={6}>
        <Title order={3} size="h5">
          {t('analysis.optionsTitle')}
        </Title>
        {d.options.map((o) => (
          <div key={o.text ?? '\u0000other'} data-testid="analysis-option">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={o.isKey ? 700 : 400}>
                {o.text ?? t('analysis.otherAnswers')} {o.isKey && <Badge size="xs" color="green">{t('analysis.key')}</Badge>}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {o.n} · {percent(o.rate)}
              </Text>
            </Group>
            <Progress value={o.rate * 100} color={o.isKey ? 'green' : 'orange'} aria-label={o.text ?? t('analysis.otherAnswers')} />
          </div>
        ))}
      </Stack>

      <Text size="sm" c="dimmed">
        {t('analysis.themeMedian', { s: seconds(d.themeMedianSeconds) })}
      </Text>

      <Stack gap={6}>
        <Title order={3} size="h5">
          {t('analysis.trendTitle')}
        </Title>
        {d.trend.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('analysis.noTrend')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing={4} data-testid="analysis-trend">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('analysis.month')}</Table.Th>
                  <Table.Th>{t('analysis.columns.answers')}</Table.Th>
                  <Table.Th>{t('analysis.columns.p')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.trend.map((m) => (
                  <Table.Tr key={m.month}>
                    <Table.Td>{m.month}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Progress value={(m.answers / maxMonth) * 100} w={80} aria-hidden />
                        <Text size="sm">{m.answers}</Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>{percent(m.p)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>

      {editing && edited && (
        <QuestionEditor
          question={edited}
          onClose={() => setEditing(false)}
          onSaved={() => {
            void utils.admin.questions.invalidate();
            void utils.questions.invalidate();
            afterChange();
            setEditing(false);
          }}
        />
      )}
    </Stack>
  );
}
