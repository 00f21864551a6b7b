// The dashboard at / and /dashboard (signed in): greeting, the exam in progress, banners, four
// stat cards, training cards (quiz, interview, civic exam), progress by official theme, the 5
// latest attempts, progress by category and shortcuts.
import { Alert, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  Banners,
  ExamInProgress,
  RecentAttempts,
  Shortcuts,
  StatCards,
  TrainingCards,
} from '../components/Dashboard/DashboardParts';
import { GroupAssignments } from '../components/Groups/GroupAssignments';
import { LearningPanel } from '../components/Learning/LearningPanel';
import { ThemeProgress } from '../components/Dashboard/ThemeProgress';
import { PageLoader } from '../components/PageLoader/PageLoader';
import { displayName } from '../hooks/useAuth';
import contrast from '../components/Quiz/contrast.module.css';
import { usePageMeta } from '../hooks/usePageMeta';
import { useRequireAuth, useSessionExpired } from '../hooks/useRequireAuth';
import { isUnauthorized, trpc } from '../trpc';

export const RECENT_ATTEMPTS = 5;

export default function DashboardPage() {
  const { t } = useTranslation(['quiz', 'common']);
  usePageMeta(t('quiz:meta.dashboardTitle'), t('quiz:meta.dashboardDescription'));
  const { user, isLoading } = useRequireAuth(t('quiz:dashboard.loginRequired'));
  const sessionExpired = useSessionExpired();
  const stats = trpc.dashboard.stats.useQuery(undefined, { enabled: Boolean(user) });
  const attempts = trpc.attempts.list.useQuery(undefined, { enabled: Boolean(user) });
  // Always fresh: the exam may have been started or handed in a moment ago on another page.
  const exam = trpc.exam.current.useQuery(undefined, { enabled: Boolean(user), refetchOnMount: 'always' });

  useEffect(() => {
    if ((stats.error && isUnauthorized(stats.error)) || (attempts.error && isUnauthorized(attempts.error))) sessionExpired();
  }, [stats.error, attempts.error, sessionExpired]);

  if (isLoading || !user) return <PageLoader />;
  const recent = (attempts.data?.items ?? []).slice(0, RECENT_ATTEMPTS);

  return (
    <Container size="lg" py="lg" px="sm" className={contrast.area}>
      <Stack gap="lg">
        <div>
          <Title order={1} data-testid="dashboard-greeting">
            {t('quiz:dashboard.greeting', { name: displayName(user, t('quiz:dashboard.fallbackName')) })}
          </Title>
          <Text c="dimmed">{t('quiz:dashboard.subtitle')}</Text>
        </div>
        {stats.error && !isUnauthorized(stats.error) && <Alert color="red">{t('quiz:dashboard.statsError')}</Alert>}
        {/* Only this visit's answer: the cached one from the exam page counts the answers given before it. */}
        <ExamInProgress current={exam.isFetchedAfterMount ? exam.data : undefined} />
        <Banners stats={stats.data} recentCount={recent.length} />
        <StatCards stats={stats.data} hasFullAccess={user.hasFullAccess} />
        <GroupAssignments />
        <TrainingCards />
        <LearningPanel />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ThemeProgress stats={stats.data} />
          <RecentAttempts attempts={recent} />
        </SimpleGrid>
        <Shortcuts hasFullAccess={user.hasFullAccess} />
        <Alert color="indigo" variant="light" title={t('quiz:dashboard.encouragementTitle')} data-testid="banner-encouragement">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm">{t('quiz:dashboard.encouragementBody')}</Text>
            <Button component={Link} href="/quiz" size="xs" variant="default">
              {t('quiz:dashboard.quizCta')}
            </Button>
          </Group>
        </Alert>
      </Stack>
    </Container>
  );
}
