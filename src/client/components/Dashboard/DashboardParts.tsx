// The dashboard's building blocks: the exam in progress, banners, stat cards, training cards,
// latest attempts and shortcuts (results by theme: ThemeProgress.tsx).
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { DashboardStatsDto } from '../../../shared/dto';
import type { AttemptSummaryDto, ExamCurrentDto } from '../../../shared/schemas/quiz';
import { AttemptItem } from '../History/AttemptItem';
import { BookIcon, LandmarkIcon, MicIcon } from '../Icons/Icons';
import { scoreColor } from '../Quiz/quiz-utils';

/** Banner rules (docs/product.md#quiz-scoring). */
export function bannerFlags(stats: DashboardStatsDto | undefined, recentCount: number) {
  return {
    achievement: Boolean(stats && stats.totalAttempts >= 3 && stats.averageScore >= 80),
    tip: Boolean(stats && stats.questionsAnswered >= 10 && stats.averageScore < 60),
    feature: recentCount > 0,
  };
}

/** 'Examen en cours — N min restantes — Reprendre': the exam's time runs while the member is away. */
export function ExamInProgress({ current }: { current: ExamCurrentDto | null | undefined }) {
  const { t } = useTranslation('quiz');
  if (!current || current.secondsLeft <= 0) return null;
  const minutes = Math.ceil(current.secondsLeft / 60);
  return (
    <Alert color="orange" title={t('dashboard.examRunningTitle')} data-testid="exam-in-progress">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">
          {t('dashboard.examRunningBody', { count: minutes, answered: current.answered, total: current.totalQuestions })}
        </Text>
        <Button component={Link} href="/examen-civique?resume=1" color="orange" size="sm">
          {t('dashboard.examRunningCta')}
        </Button>
      </Group>
    </Alert>
  );
}

export function Banners({ stats, recentCount }: { stats: DashboardStatsDto | undefined; recentCount: number }) {
  const { t } = useTranslation('quiz');
  const flags = bannerFlags(stats, recentCount);
  return (
    <>
      {flags.achievement && stats && (
        <Alert color="green" title={t('dashboard.achievementTitle')} data-testid="banner-achievement">
          {t('dashboard.achievementBody', { score: stats.averageScore, count: stats.totalAttempts })}
        </Alert>
      )}
      {flags.tip && stats && (
        <Alert color="yellow" title={t('dashboard.tipTitle')} data-testid="banner-tip">
          {t('dashboard.tipBody', { score: stats.averageScore })}
        </Alert>
      )}
      {flags.feature && (
        <Alert color="blue" title={t('dashboard.featureTitle')} data-testid="banner-feature">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('dashboard.featureBody')}</Text>
            <Button component={Link} href="/examen-civique" size="xs">
              {t('dashboard.featureCta')}
            </Button>
          </Stack>
        </Alert>
      )}
    </>
  );
}

function StatCard({ label, value, hint, color, testId, extra }: { label: string; value: ReactNode; hint?: ReactNode; color?: string; testId: string; extra?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={800} fz={28} c={color}>
        {value}
      </Text>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
      {extra}
    </Card>
  );
}

export function StatCards({ stats, hasFullAccess }: { stats: DashboardStatsDto | undefined; hasFullAccess: boolean }) {
  const { t } = useTranslation('quiz');
  const avg = stats?.averageScore ?? 0;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <StatCard
        testId="stat-average"
        label={t('dashboard.statAverage')}
        value={stats && stats.questionsAnswered > 0 ? `${avg}%` : '—'}
        color={stats && stats.questionsAnswered > 0 ? scoreColor(avg) : undefined}
        hint={t('dashboard.statAverageHint')}
      />
      <StatCard
        testId="stat-answered"
        label={t('dashboard.statAnswered')}
        value={stats?.questionsAnswered ?? 0}
        hint={t('dashboard.statAnsweredCorrect', { count: stats?.correctAnswers ?? 0 })}
      />
      <StatCard testId="stat-attempts" label={t('dashboard.statAttempts')} value={stats?.totalAttempts ?? 0} hint={t('dashboard.statAttemptsHint')} />
      {/* What the access is and, in the demo, what it lacks and the one click that unlocks it. */}
      <StatCard
        testId="stat-access"
        label={t('dashboard.statAccess')}
        value={hasFullAccess ? t('dashboard.badgeFull') : t('dashboard.badgeDemo')}
        hint={hasFullAccess ? t('dashboard.accessFullHint') : t('dashboard.accessDemoHint')}
        extra={
          hasFullAccess ? undefined : (
            <Button component={Link} href="/payment" size="xs" mt={6} w="fit-content" data-testid="access-unlock">
              {t('dashboard.accessUnlock')}
            </Button>
          )
        }
      />
    </SimpleGrid>
  );
}

function ActionCard({ icon, title, body, cta, href, testId, color = 'blue' }: { icon: ReactNode; title: string; body: string; cta: string; href: string; testId: string; color?: string }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size="xl" radius="md" variant="light" color={color} aria-hidden>
              {icon}
            </ThemeIcon>
            <Title order={3} size="h4">
              {title}
            </Title>
          </Group>
          <Text size="sm" c="dimmed">
            {body}
          </Text>
        </Stack>
        <Button component={Link} href={href} color={color}>
          {cta}
        </Button>
      </Stack>
    </Card>
  );
}

export function TrainingCards() {
  const { t } = useTranslation('quiz');
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('dashboard.trainingTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <ActionCard testId="card-quiz" icon={<BookIcon size={24} />} title={t('dashboard.quizCardTitle')} body={t('dashboard.quizCardBody')} cta={t('dashboard.quizCardCta')} href="/quiz" />
        <ActionCard testId="card-interview" icon={<MicIcon size={24} />} color="violet" title={t('dashboard.interviewCardTitle')} body={t('dashboard.interviewCardBody')} cta={t('dashboard.interviewCardCta')} href="/interview" />
        <ActionCard testId="card-exam" icon={<LandmarkIcon size={24} />} color="teal" title={t('dashboard.examCardTitle')} body={t('dashboard.examCardBody')} cta={t('dashboard.examCardCta')} href="/examen-civique" />
      </SimpleGrid>
      <Group>
        <Button component={Link} href="/quiz?review=1" variant="light" color="orange" data-testid="review-mistakes">
          {t('dashboard.reviewCta')}
        </Button>
      </Group>
    </Stack>
  );
}

export function RecentAttempts({ attempts }: { attempts: AttemptSummaryDto[] }) {
  const { t } = useTranslation('quiz');
  return (
    <Card withBorder radius="md" padding="lg" data-testid="recent-attempts">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('dashboard.recentTitle')}
          </Title>
          <Button component={Link} href="/history" variant="subtle" size="xs">
            {t('dashboard.seeAll')}
          </Button>
        </Group>
        {attempts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('dashboard.recentEmpty')}
          </Text>
        ) : (
          attempts.map((a) => <AttemptItem key={a.id} attempt={a} compact />)
        )}
      </Stack>
    </Card>
  );
}

function Shortcut({ title, body, action, testId }: { title: string; body: string; action: ReactNode; testId: string }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Stack gap="xs" h="100%" justify="space-between">
        <div>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {body}
          </Text>
        </div>
        {action}
      </Stack>
    </Card>
  );
}

export function Shortcuts({ hasFullAccess }: { hasFullAccess: boolean }) {
  const { t } = useTranslation('quiz');
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('dashboard.shortcutsTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Shortcut
          testId="shortcut-quiz"
          title={t('dashboard.shortcutNewQuiz')}
          body={t('dashboard.shortcutNewQuizBody')}
          action={
            <Button component={Link} href="/quiz" size="xs" variant="light" w="fit-content">
              {t('dashboard.shortcutNewQuiz')}
            </Button>
          }
        />
        {/* Only what exists: the history with its per-attempt detail, the review of mistakes. */}
        <Shortcut
          testId="shortcut-history"
          title={t('dashboard.shortcutHistory')}
          body={t('dashboard.shortcutHistoryBody')}
          action={
            <Button component={Link} href="/history" size="xs" variant="light" w="fit-content">
              {t('dashboard.shortcutHistoryCta')}
            </Button>
          }
        />
        {hasFullAccess ? (
          <Shortcut
            testId="shortcut-review"
            title={t('dashboard.shortcutReview')}
            body={t('dashboard.shortcutReviewBody')}
            action={
              <Button component={Link} href="/quiz?review=1" size="xs" variant="light" w="fit-content">
                {t('dashboard.shortcutReviewCta')}
              </Button>
            }
          />
        ) : (
          <Shortcut
            testId="shortcut-premium"
            title={t('dashboard.shortcutPremium')}
            body={t('dashboard.shortcutPremiumBody')}
            action={
              <Button component={Link} href="/payment" size="xs" w="fit-content">
                {t('dashboard.shortcutPremiumCta')}
              </Button>
            }
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}
