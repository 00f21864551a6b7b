// 'Questions': every question with id, content, category, type ('QCM'), difficulty as five dots
// and Active/Inactive (inactive rows dimmed), the active/total badge, search and filters (run by
// the server), pages fetched one at a time, a switch to turn a question on or off, and the edit form.
import { Badge, Button, Group, NativeSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '../../../shared/constants';
import type { AdminQuestionDetailDto } from '../../../shared/schemas/admin';
import { toast } from '../../lib/toast';
import { trpc } from '../../trpc';
import { PAGE_SIZE, PHONE_QUERY, SEARCH_DELAY_MS, useActionError, useAfterAdminChange } from './admin-utils';
import { DifficultyDots } from './DifficultyDots';
import { QuestionEditor } from './QuestionEditor';
import { AdminList } from './AdminList';
import { PageFooter } from './AdminPagination';
import { QueryState } from './QueryState';

type StatusFilter = 'all' | 'active' | 'inactive';

export function QuestionsTab() {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const afterChange = useAfterAdminChange();
  const onError = useActionError();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminQuestionDetailDto | null>(null);
  const phone = useMediaQuery(PHONE_QUERY);
  const [q] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const input = { page, pageSize: PAGE_SIZE, q, category: category as (typeof CATEGORIES)[number] | '', status };
  const query = trpc.admin.questions.list.useQuery(input, { placeholderData: keepPreviousData });

  const replace = (q: AdminQuestionDetailDto) => {
    utils.admin.questions.list.setData(input, (data) => data && { ...data, items: data.items.map((x) => (x.id === q.id ? q : x)) });
    // The active count and the other pages and filters may have changed.
    void utils.admin.questions.list.invalidate();
    // Counts and draws shown elsewhere in the app change with the bank.
    void utils.questions.invalidate();
  };

  const update = trpc.admin.questions.update.useMutation({
    onSuccess: (q) => {
      replace(q);
      afterChange();
    },
    onError,
  });

  const data = query.data;
  if (!data) return <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} />;

  const rows = data.items;

  const toggle = (q: AdminQuestionDetailDto, isActive: boolean) =>
    update.mutate(
      { id: q.id, isActive },
      { onSuccess: () => toast(isActive ? t('questions.activated', { id: q.id }) : t('questions.deactivated', { id: q.id })) },
    );

  // Inactive rows are dimmed with a grey ground and grey text that keep a readable contrast
  // (WCAG AA), rather than with opacity.
  const dimmed = (q: AdminQuestionDetailDto): React.CSSProperties | undefined =>
    q.isActive ? undefined : { background: 'var(--mantine-color-gray-1)', color: 'var(--mantine-color-dimmed)' };
  const typeBadge = (q: AdminQuestionDetailDto) => (
    <Badge variant="light" color="gray">
      {t(`questions.type.${q.type}`)}
    </Badge>
  );
  const statusBadge = (q: AdminQuestionDetailDto) => (
    <Badge color={q.isActive ? 'green' : 'gray'} variant={q.isActive ? 'filled' : 'outline'}>
      {q.isActive ? t('questions.active') : t('questions.inactive')}
    </Badge>
  );
  const editedBadge = (q: AdminQuestionDetailDto) =>
    q.adminEditedAt ? (
      <Badge size="xs" variant="outline" color="grape">
        {t('questions.editedBadge')}
      </Badge>
    ) : null;
  const actions = (q: AdminQuestionDetailDto) => (
    <Group gap="xs" wrap="nowrap">
      <Switch
        checked={q.isActive}
        onChange={(e) => toggle(q, e.currentTarget.checked)}
        disabled={update.isPending && update.variables?.id === q.id}
        aria-label={t('questions.toggleAria', { id: q.id })}
        data-testid={`question-toggle-${q.id}`}
      />
      <Button size="compact-sm" variant="light" onClick={() => setEditing(q)} aria-label={t('questions.editAria', { id: q.id })}>
        {t('questions.edit')}
      </Button>
    </Group>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap" style={{ flex: 1 }}>
          <TextInput
            label={t('questions.search')}
            placeholder={t('questions.searchPlaceholder')}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            type="search"
            style={{ flex: '1 1 220px' }}
            data-testid="questions-search"
          />
          <NativeSelect
            label={t('questions.category')}
            value={category}
            onChange={(e) => {
              setCategory(e.currentTarget.value);
              setPage(1);
            }}
            data={[{ value: '', label: t('questions.allCategories') }, ...CATEGORIES.map((c) => ({ value: c, label: t(`common:categories.${c}`) }))]}
          />
          <NativeSelect
            label={t('questions.status')}
            value={status}
            onChange={(e) => {
              setStatus(e.currentTarget.value as StatusFilter);
              setPage(1);
            }}
            data={[
              { value: 'all', label: t('questions.allStatuses') },
              { value: 'active', label: t('questions.active') },
              { value: 'inactive', label: t('questions.inactive') },
            ]}
          />
        </Group>
        <Badge size="lg" variant="light" color="blue" tt="none" data-testid="questions-badge">
          {t('questions.badge', { active: data.active, total: data.all })}
        </Badge>
      </Group>

      <AdminList
        rows={rows}
        rowKey={(q) => q.id}
        empty={t('questions.empty')}
        phone={phone}
        minWidth={760}
        rowProps={(q) => ({ 'data-testid': `question-row-${q.id}`, 'data-active': q.isActive, style: dimmed(q) })}
        card={(q) => (
          <>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="xs" ff="monospace">
                {q.id}
              </Text>
              {statusBadge(q)}
            </Group>
            <Text size="sm">{q.content}</Text>
            <Group gap="xs" wrap="wrap">
              <Text size="xs" c="dimmed">
                {t(`common:categories.${q.category}`)}
              </Text>
              {typeBadge(q)}
              <DifficultyDots value={q.difficulty} />
              {editedBadge(q)}
            </Group>
            {actions(q)}
          </>
        )}
        columns={[
          {
            head: t('questions.columns.id'),
            cell: (q) => (
              <Text size="xs" ff="monospace">
                {q.id}
              </Text>
            ),
          },
          {
            head: t('questions.columns.content'),
            maw: 380,
            cell: (q) => (
              <>
                <Text size="sm" lineClamp={2}>
                  {q.content}
                </Text>
                {editedBadge(q)}
              </>
            ),
          },
          { head: t('questions.columns.category'), cell: (q) => <Text size="sm">{t(`common:categories.${q.category}`)}</Text> },
          { head: t('questions.columns.type'), cell: typeBadge },
          { head: t('questions.columns.difficulty'), cell: (q) => <DifficultyDots value={q.difficulty} /> },
          { head: t('questions.columns.status'), cell: statusBadge },
          { head: t('questions.columns.actions'), cell: actions },
        ]}
      />

      <PageFooter page={data.page} pageSize={PAGE_SIZE} total={data.total} shown={rows.length} onChange={setPage} />

      {editing && (
        <QuestionEditor
          question={editing}
          onClose={() => setEditing(null)}
          onSaved={(q) => {
            replace(q);
            afterChange();
            setEditing(null);
          }}
        />
      )}
    </Stack>
  );
}
