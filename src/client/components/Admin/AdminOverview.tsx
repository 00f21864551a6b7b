// 'Vue d'ensemble': the five counters of the admin stats, and what waits in the two queues.
import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminStatsDto } from '../../../shared/schemas/admin';
import { intlLocale } from '../../i18n/intl-locale';
import { QueryState } from './QueryState';

function Counter({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId: string }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={28} fw={800} lh={1.2} data-testid={`${testId}-value`}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

export function AdminOverview({ stats, isLoading, error, onRetry }: { stats: AdminStatsDto | undefined; isLoading: boolean; error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation('admin');
  if (!stats) return <QueryState isLoading={isLoading} error={error} onRetry={onRetry} />;
  const n = (v: number) => v.toLocaleString(intlLocale(i18n.language));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
        <Counter testId="stat-users" label={t('overview.totalUsers')} value={n(stats.totalUsers)} />
        <Counter
          testId="stat-questions"
          label={t('overview.activeQuestions')}
          value={t('overview.activeOfTotal', { active: n(stats.activeQuestions), total: n(stats.totalQuestions) })}
          hint={t('overview.activeOfTotalHint', { total: n(stats.totalQuestions) })}
        />
        <Counter testId="stat-attempts" label={t('overview.totalAttempts')} value={n(stats.totalAttempts)} />
        <Counter testId="stat-responses" label={t('overview.totalResponses')} value={n(stats.totalResponses)} />
        <Counter testId="stat-full-access" label={t('overview.usersWithFullAccess')} value={n(stats.usersWithFullAccess)} />
      </SimpleGrid>
      <Group gap="lg">
        {stats.pendingStories === 0 && stats.unhandledMessages === 0 ? (
          <Text size="sm" c="dimmed">
            {t('overview.queuesEmpty')}
          </Text>
        ) : (
          <>
            {stats.pendingStories > 0 && <Text size="sm">{t('overview.pendingStories', { count: stats.pendingStories })}</Text>}
            {stats.unhandledMessages > 0 && <Text size="sm">{t('overview.unhandledMessages', { count: stats.unhandledMessages })}</Text>}
          </>
        )}
      </Group>
    </Stack>
  );
}
