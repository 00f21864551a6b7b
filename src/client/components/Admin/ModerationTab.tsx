// 'Modération': the success stories waiting for a decision (docs/product.md#community: a story is published
// only once an admin approves it), with publish and reject; published and rejected ones can be
// reviewed and sent back. A page at a time.
import { Badge, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminStoryDto, StoryStatus } from '../../../shared/schemas/community';
import { STORY_STATUSES } from '../../../shared/schemas/community';
import { toast } from '../../lib/toast';
import { trpc } from '../../trpc';
import { frDate, PAGE_SIZE, useActionError, useAfterAdminChange } from './admin-utils';
import { PageFooter } from './AdminPagination';
import { QueryState } from './QueryState';

export function ModerationTab() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<StoryStatus>('pending');
  const [page, setPage] = useState(1);
  const input = { status, page, pageSize: PAGE_SIZE };
  const query = trpc.admin.stories.list.useQuery(input, { placeholderData: keepPreviousData });
  const utils = trpc.useUtils();
  const afterChange = useAfterAdminChange();
  const onError = useActionError();
  const moderate = trpc.admin.stories.moderate.useMutation({
    onSuccess: (story) => {
      // The story leaves this list and joins another one.
      utils.admin.stories.list.setData(input, (data) => data && { ...data, items: data.items.filter((s) => s.id !== story.id) });
      void utils.admin.stories.list.invalidate();
      afterChange();
      toast(t(`moderation.${story.status}`, { name: story.name }));
    },
    onError,
  });

  const actions = (s: AdminStoryDto) => {
    const busy = moderate.isPending && moderate.variables?.id === s.id;
    const go = (to: StoryStatus) => moderate.mutate({ id: s.id, status: to });
    return (
      <Group gap="xs">
        {s.status !== 'published' && (
          <Button size="xs" color="green" onClick={() => go('published')} disabled={busy} data-testid={`story-publish-${s.id}`}>
            {t('moderation.publish')}
          </Button>
        )}
        {s.status !== 'rejected' && (
          <Button size="xs" color="red" variant="light" onClick={() => go('rejected')} disabled={busy} data-testid={`story-reject-${s.id}`}>
            {t('moderation.reject')}
          </Button>
        )}
        {s.status !== 'pending' && (
          <Button size="xs" variant="default" onClick={() => go('pending')} disabled={busy}>
            {t('moderation.backToPending')}
          </Button>
        )}
      </Group>
    );
  };

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('moderation.filter')}
        value={status}
        onChange={(v) => {
          setStatus(v as StoryStatus);
          setPage(1);
        }}
        data={STORY_STATUSES.map((s) => ({ value: s, label: t(`moderation.status.${s}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {!query.data ? (
        <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <Text c="dimmed">{t(`moderation.empty.${status}`)}</Text>
      ) : (
        query.data.items.map((s) => (
          <Card key={s.id} withBorder radius="md" padding="md" data-testid={`story-${s.id}`}>
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={700}>{s.name}</Text>
                  <Text size="sm" c="dimmed">
                    {t('moderation.from', { city: s.city, region: s.region, country: s.originalCountry })}
                  </Text>
                </div>
                <Group gap="xs">
                  {s.quizScore !== null && <Badge variant="light">{t('moderation.quizScore', { score: s.quizScore })}</Badge>}
                  <Badge variant="outline" color="gray">
                    {t('moderation.naturalized', { date: s.naturalizationDate })}
                  </Badge>
                </Group>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {s.story}
              </Text>
              {s.interviewTips && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  <Text span fw={600}>
                    {t('moderation.tips')} :{' '}
                  </Text>
                  {s.interviewTips}
                </Text>
              )}
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text size="xs" c="dimmed">
                  {t('moderation.submitted', { date: frDate(s.createdAt) })} · {s.submittedByUser ? t('moderation.member') : t('moderation.visitor')}
                  {s.status === 'published' && ` · ${t('moderation.likes', { count: s.likes })}`}
                </Text>
                {actions(s)}
              </Group>
            </Stack>
          </Card>
        ))
      )}
      {query.data && <PageFooter page={query.data.page} pageSize={PAGE_SIZE} total={query.data.total} shown={query.data.items.length} onChange={setPage} />}
    </Stack>
  );
}
