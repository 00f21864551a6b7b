// The dashboard at / and /dashboard (signed in). On a phone its first three screens hold what a
// candidate comes back for (issue 37): today's session with its one button and the streak, then the
// readiness card with the five official themes and their subthemes (with the exam in progress and
// the trainers' assignments above when there are any). The rest is one tap away under « Tout le
// tableau de bord »: banners, right answers by theme, stat cards, training cards, the plan, the
// latest attempts, shortcuts.
import { Alert, Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
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
import { DailySessionCard } from '../components/Learning/DailySession';
import { StudyPlan } from '../components/Learning/LearningPanel';
import { Readiness } from '../components/Learning/Readiness';
import { ThemeProgress } from '../components/Dashboard/ThemeProgress';
import { PageLoader } from '../components/PageLoader/PageLoader';
import { displayName } from '../hooks/useAuth';
import contrast from '../components/Quiz/contrast.module.css';
import { usePageMeta } from '../hooks/usePageMeta';
import { useRequireAuth, useSessionExpired } from '../hooks/useRequireAuth';
import { isUnauthorized, trpc } from '../trpc';

export const RECENT_ATTEMPTS = 5;

export default function DashboardPage() {
  // The cards' own namespaces load with the page's (in parallel): a card whose texts arrived later
  // would push the ones below it (issue 36, no layout shift).
  const { t } = useTranslation(['quiz', 'common', 'daily', 'learning', 'groups']);
  const [more, setMore] = useState(false);
  usePageMeta(t('quiz:meta.dashboardTitle'), t('quiz:meta.dashboardDescription'));
  const { user, isLoading } = useRequireAuth(t('quiz:dashboard.loginRequired'));
  const sessionExpired = useSessionExpired();
  const stats = trpc.dashboard.stats.useQuery(undefined, { enabled: Boolean(user) });
  const attempts = trpc.attempts.list.useQuery(undefined, { enabled: Boolean(user) });
  // Always fresh: the exam may have been started or handed in a moment ago on another page.
  const exam = trpc.exam.current.useQuery(undefined, { enabled: Boolean(user), refetchOnMount: 'always' });
  const readiness = trpc.learning.readiness.useQuery(undefined, { enabled: Boolean(user), refetchOnMount: 'always' });
  // The same query as GroupAssignments' (one request): its answer says whether that card shows.
  const groups = trpc.groups.list.useQuery(undefined, { enabled: Boolean(user), refetchOnMount: 'always' });
  // The exam in progress and the trainers' assignments show above the day's session: the cards wait
  // for those two answers (they travel in the same batch as the cards' own queries), so nothing
  // appears above a card already on screen (issue 36: no layout shift).
  const answered = (q: { isFetchedAfterMount: boolean; fetchStatus: string }) => q.isFetchedAfterMount || q.fetchStatus !== 'fetching';
  const aboveKnown = answered(exam) && answered(groups);

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
        {!aboveKnown ? (
          // Taller than the screen: whatever follows stays below it until the cards replace this.
          <Box mih="100vh" aria-busy />
        ) : (
          <>
            {/* Only this visit's answer: the cached one from the exam page counts the answers given before it. */}
            <ExamInProgress current={exam.isFetchedAfterMount ? exam.data : undefined} />
            <GroupAssignments />
            {/* Their texts load with the page's; each card shows its final size while its data loads. */}
            <Suspense fallback={null}>
              <DailySessionCard />
              <Readiness readiness={readiness.data} />
            </Suspense>
            <Button variant="light" onClick={() => setMore((m) => !m)} aria-expanded={more} aria-controls="dashboard-more" data-testid="dashboard-more">
              {more ? t('daily:dashboard.less') : t('daily:dashboard.more')}
            </Button>
          </>
        )}
        {aboveKnown && more && (
          <Stack gap="lg" id="dashboard-more" data-testid="dashboard-rest">
            <Banners stats={stats.data} recentCount={recent.length} />
            <ThemeProgress stats={stats.data} />
            <StatCards stats={stats.data} hasFullAccess={user.hasFullAccess} />
            <TrainingCards />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Suspense fallback={null}>
                <StudyPlan />
              </Suspense>
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
        )}
      </Stack>
    </Container>
  );
}
