// « Analyse des questions » (docs/item-analysis.md): every question with its figures (answers all
// time and over 90 days, share right, discrimination, median time) and its flags in words,
// sortable, filtered by theme, subtheme and flag, a page at a time from the server. A row opens
// the question's own view (QuestionAnalysisDetail). Cards on a phone, a table on a desktop.
import { Group, NativeSelect, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAM_DRAW, THEMES, type Subtheme, type Theme } from '../../../shared/constants';
import {
  ANALYSIS_SORTS,
  QUESTION_FLAGS,
  type AnalysisSort,
  type QuestionAnalysisRowDto,
  type QuestionFlag,
} from '../../../shared/schemas/item-analysis';
import { trpc } from '../../trpc';
import { PAGE_SIZE, PHONE_QUERY } from './admin-utils';
import { AdminList } from './AdminList';
import { PageFooter } from './AdminPagination';
import { FlagBadges, useAnalysisFormat } from './analysis-format';
import { QuestionAnalysisDetail } from './QuestionAnalysisDetail';
import { QueryState } from './QueryState';

type FlagFilter = '' | 'any' | QuestionFlag;

export function QuestionAnalysisTab() {
  const { t } = useTranslation('admin');
  const { percent, index, seconds } = useAnalysisFormat();
  const [theme, setTheme] = useState<Theme | ''>('');
  const [subtheme, setSubtheme] = useState<Subtheme | ''>('');
  const [flag, setFlag] = useState<FlagFilter>('');
  const [sort, setSort] = useState<AnalysisSort>('flags');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const phone = useMediaQuery(PHONE_QUERY);
  const input = { page, pageSize: PAGE_SIZE, theme, subtheme, flag, sort, order };
  const query = trpc.admin.questions.analysis.useQuery(input, { placeholderData: keepPreviousData });

  if (open) return <QuestionAnalysisDetail id={open} onBack={() => setOpen(null)} />;
  const data = query.data;
  if (!data) return <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} />;

  const subthemes = theme ? Object.keys(EXAM_DRAW[theme]) : [];
  const sortBy = (column: AnalysisSort) => {
    if (sort === column) setOrder(order === 'asc' ? 'desc' : 'asc');
    else {
      setSort(column);
      setOrder(column === 'id' ? 'asc' : 'desc');
    }
    setPage(1);
  };
  const header = (column: AnalysisSort) => (
    <Table.Th aria-sort={sort === column ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => sortBy(column)} fw={600} fz="sm" data-testid={`analysis-sort-${column}`}>
        {t(`analysis.columns.${column}`)} {sort === column ? (order === 'asc' ? '▲' : '▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
  const opener = (r: QuestionAnalysisRowDto) => (
    <UnstyledButton onClick={() => setOpen(r.id)} aria-label={t('analysis.openAria', { id: r.id })} data-testid={`analysis-open-${r.id}`}>
      <Text size="xs" ff="monospace" c="blue" td="underline">
        {r.id}
      </Text>
    </UnstyledButton>
  );

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t('analysis.intro')}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('analysis.theme')}
          value={theme}
          onChange={(e) => {
            setTheme(e.currentTarget.value as Theme | '');
            setSubtheme('');
            setPage(1);
          }}
          data={[{ value: '', label: t('analysis.allThemes') }, ...THEMES.map((th) => ({ value: th, label: t(`common:themes.${th}`) }))]}
          style={{ flex: '1 1 200px' }}
        />
        <NativeSelect
          label={t('analysis.subtheme')}
          value={subtheme}
          disabled={!theme}
          onChange={(e) => {
            setSubtheme(e.currentTarget.value as Subtheme | '');
            setPage(1);
          }}
          data={[{ value: '', label: t('analysis.allSubthemes') }, ...subthemes.map((s) => ({ value: s, label: t(`common:subthemes.${s}`) }))]}
          style={{ flex: '1 1 200px' }}
        />
        <NativeSelect
          label={t('analysis.flag')}
          value={flag}
          onChange={(e) => {
            setFlag(e.currentTarget.value as FlagFilter);
            setPage(1);
          }}
          data={[
            { value: '', label: t('analysis.allQuestions') },
            { value: 'any', label: t('analysis.anyFlag') },
            ...QUESTION_FLAGS.map((f) => ({ value: f, label: t(`analysis.flags.${f}.label`) })),
          ]}
          data-testid="analysis-flag-filter"
          style={{ flex: '1 1 200px' }}
        />
        {phone && (
          <NativeSelect
            label={t('analysis.sortBy')}
            value={`${sort}:${order}`}
            onChange={(e) => {
              const [s, o] = e.currentTarget.value.split(':') as [AnalysisSort, 'asc' | 'desc'];
              setSort(s);
              setOrder(o);
              setPage(1);
            }}
            data={ANALYSIS_SORTS.flatMap((s) => (['desc', 'asc'] as const).map((o) => ({ value: `${s}:${o}`, label: `${t(`analysis.columns.${s}`)} ${o === 'asc' ? '▲' : '▼'}` })))}
            style={{ flex: '1 1 200px' }}
          />
        )}
      </Group>

      <AdminList
        rows={data.items}
        rowKey={(r) => r.id}
        empty={t('analysis.empty')}
        phone={phone}
        minWidth={900}
        rowProps={(r) => ({ 'data-testid': `analysis-row-${r.id}`, style: r.isActive || phone ? undefined : { color: 'var(--mantine-color-dimmed)' } })}
        card={(r) => (
          <>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              {opener(r)}
              <Text size="xs" c="dimmed">
                {t(`common:subthemes.${r.subtheme}`)}
              </Text>
            </Group>
            <Text size="sm" lineClamp={3}>
              {r.content}
            </Text>
            <Group gap="md" wrap="wrap">
              <Text size="xs">{t('analysis.answersShort', { all: r.all.answers, recent: r.last90.answers })}</Text>
              <Text size="xs">{t('analysis.pShort', { p: percent(r.all.p) })}</Text>
              <Text size="xs">{t('analysis.discriminationShort', { r: index(r.all.discrimination) })}</Text>
              <Text size="xs">{t('analysis.medianShort', { s: seconds(r.all.medianSeconds) })}</Text>
            </Group>
            <FlagBadges flags={r.flags} />
          </>
        )}
        columns={[
          { th: header('id'), cell: opener },
          {
            head: t('analysis.columns.content'),
            maw: 340,
            cell: (r) => (
              <>
                <Text size="sm" lineClamp={2}>
                  {r.content}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`common:subthemes.${r.subtheme}`)}
                </Text>
              </>
            ),
          },
          { th: header('answers'), cell: (r) => r.all.answers },
          { th: header('answers90'), cell: (r) => r.last90.answers },
          { th: header('p'), cell: (r) => percent(r.all.p) },
          { th: header('discrimination'), cell: (r) => index(r.all.discrimination) },
          { th: header('medianSeconds'), cell: (r) => seconds(r.all.medianSeconds) },
          { th: header('flags'), cell: (r) => <FlagBadges flags={r.flags} /> },
        ]}
      />
      <PageFooter page={data.page} pageSize={data.pageSize} total={data.total} shown={data.items.length} onChange={setPage} />
    </Stack>
  );
}
