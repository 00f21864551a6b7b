// The dashboard's results by official theme: right answers of each of the five themes, a way to
// practise each, and the 'mises en situation' (issue 37: one taxonomy, subthemes listed once).
import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { DashboardStatsDto } from '../../../shared/dto';
import { capped, scoreColor } from '../Quiz/quiz-utils';

/**
 * Results by official theme (the exam's axis) and 'mises en situation'. The subthemes are listed
 * once on the dashboard, with their mastery, in the readiness panel (Readiness.tsx).
 */
export function ThemeProgress({ stats }: { stats: DashboardStatsDto | undefined }) {
  const { t } = useTranslation(['quiz', 'common']);
  const any = (stats?.questionsAnswered ?? 0) > 0;
  const situations = stats?.kindStats.find((k) => k.kind === 'situation');
  return (
    <Card withBorder radius="md" padding="lg" data-testid="theme-progress">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('quiz:dashboard.themeTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {any ? t('quiz:dashboard.themeHint') : t('quiz:dashboard.categoryEmpty')}
          </Text>
        </div>
        {(stats?.themeStats ?? []).map((th) => (
          <Stack key={th.theme} gap={4} data-testid="theme-progress-item">
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Text size="sm" fw={600}>
                {t(`common:themes.${th.theme}`)}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {th.total > 0 ? `${th.percentage}% · ${t('quiz:dashboard.categoryDetail', { correct: th.correct, total: th.total })}` : '—'}
              </Text>
            </Group>
            <Progress value={capped(th.percentage)} color={th.total > 0 ? scoreColor(th.percentage) : 'gray'} aria-label={t(`common:themes.${th.theme}`)} />
            <Button component={Link} href={`/quiz?theme=${th.theme}`} variant="subtle" size="xs" px={0} w="fit-content">
              {t('quiz:exam.practiseTheme')}
            </Button>
          </Stack>
        ))}
        {situations && (
          <Group justify="space-between" wrap="wrap" gap="xs" data-testid="situation-progress">
            <Text size="sm" fw={600}>
              {t('common:kinds.situation')}
              <Text span size="sm" c="dimmed" fw={400}>
                {' '}
                {situations.total > 0 ? `${situations.percentage}% · ${t('quiz:dashboard.categoryDetail', { correct: situations.correct, total: situations.total })}` : '—'}
              </Text>
            </Text>
            <Button component={Link} href="/quiz?kind=situation" variant="light" size="xs">
              {t('quiz:dashboard.practiseSituations')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
