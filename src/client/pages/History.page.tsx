// /history (signed in): every attempt, newest first, a page at a time, with deletion.
import { Alert, Button, Center, Container, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AttemptSummaryDto } from '../../shared/schemas/quiz';
import { AttemptItem } from '../components/History/AttemptItem';
import { PageLoader } from '../components/PageLoader/PageLoader';
import contrast from '../components/Quiz/contrast.module.css';
import { usePageMeta } from '../hooks/usePageMeta';
import { useRequireAuth, useSessionExpired } from '../hooks/useRequireAuth';
import { toast } from '../lib/toast';
import { isUnauthorized, trpc } from '../trpc';

const HISTORY_PAGE_SIZE = 20;

export default function HistoryPage() {
  const { t } = useTranslation(['quiz', 'common']);
  usePageMeta(t('quiz:meta.historyTitle'), t('quiz:meta.historyDescription'));
  const { user, isLoading } = useRequireAuth(t('quiz:history.loginRequired'));
  const sessionExpired = useSessionExpired();
  const utils = trpc.useUtils();
  const [page, setPage] = useState(1);
  const attempts = trpc.attempts.list.useQuery({ page, pageSize: HISTORY_PAGE_SIZE }, { enabled: Boolean(user), placeholderData: keepPreviousData });
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const remove = trpc.attempts.delete.useMutation();

  useEffect(() => {
    if (attempts.error && isUnauthorized(attempts.error)) sessionExpired();
  }, [attempts.error, sessionExpired]);

  function onDelete(attempt: AttemptSummaryDto) {
    setDeletingId(attempt.id);
    remove.mutate(
      { id: attempt.id },
      {
        onSuccess: () => {
          void utils.attempts.list.invalidate();
          void utils.dashboard.stats.invalidate();
          toast(t('quiz:history.deleted'), t('quiz:history.deletedBody'));
        },
        onError: (error) => {
          if (isUnauthorized(error)) sessionExpired();
          else toast(t('common:errors.title'), t('quiz:history.deleteError'), { destructive: true });
        },
        onSettled: () => setDeletingId(null),
      },
    );
  }

  // After a deletion the last page may be gone: show the one before.
  const lastPage = attempts.data ? Math.max(1, Math.ceil(attempts.data.total / HISTORY_PAGE_SIZE)) : 1;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  if (isLoading || !user) return <PageLoader />;

  const list = attempts.data?.items ?? [];
  const total = attempts.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  let content: ReactNode;
  if (attempts.isLoading) {
    content = (
      <Center mih="30vh" role="status">
        <Loader role="progressbar" aria-label={t('common:loading')} />
      </Center>
    );
  } else if (attempts.error) {
    content = <Alert color="red">{t('quiz:history.loadError')}</Alert>;
  } else if (list.length === 0) {
    content = (
      <Stack align="center" gap="sm" py="xl" data-testid="history-empty">
        <Title order={2} size="h3">
          {t('quiz:history.emptyTitle')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('quiz:history.emptyBody')}
        </Text>
        <Group justify="center">
          <Button component={Link} href="/quiz">
            {t('quiz:history.startQuiz')}
          </Button>
        </Group>
      </Stack>
    );
  } else {
    content = (
      <Stack gap="sm" data-testid="history-list">
        <Text size="sm" c="dimmed">
          {t('quiz:history.count', { count: total })}
        </Text>
        {list.map((a) => (
          <AttemptItem key={a.id} attempt={a} deleting={deletingId === a.id} onDelete={onDelete} />
        ))}
        {pages > 1 && (
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={setPage}
            size="sm"
            siblings={1}
            aria-label={t('quiz:history.pages')}
            getControlProps={(control) => ({ 'aria-label': t(`quiz:history.${control}`) })}
            getItemProps={(p) => ({ 'aria-label': t('quiz:history.page', { page: p }) })}
            data-testid="history-pagination"
          />
        )}
      </Stack>
    );
  }

  return (
    <Container size="md" py="lg" px="sm" className={contrast.area}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={1}>{t('quiz:history.title')}</Title>
            <Text c="dimmed">{t('quiz:history.subtitle')}</Text>
          </div>
          <Button component={Link} href="/" variant="default">
            {t('quiz:history.dashboard')}
          </Button>
        </Group>
        {content}
      </Stack>
    </Container>
  );
}
