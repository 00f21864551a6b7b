import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CommunityUserStatsDto } from '../../../shared/schemas/community';
import { formatNumber } from './format';

/** Rank, points, streak and badges of the signed-in member. */
export function StatsHeader({ stats }: { stats: CommunityUserStatsDto }) {
  const { t, i18n } = useTranslation('community');
  const earned = stats.badges.filter((b) => b.earned).length;
  const items = [
    ['rank', stats.rank === null ? '—' : `#${stats.rank}`],
    ['points', formatNumber(stats.points, i18n.language)],
    ['streak', t('stats.days', { count: stats.streak })],
    ['badges', `${earned}/${stats.badges.length}`],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="community-stats">
      {items.map(([key, value]) => (
        <Card key={key} withBorder radius="md" padding="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(`stats.${key}`)}
          </Text>
          <Text fz={24} fw={700} data-testid={`stat-${key}`}>
            {value}
          </Text>
        </Card>
      ))}
      {stats.rank === null && (
        <Text size="sm" c="dimmed" style={{ gridColumn: '1 / -1' }}>
          {t('stats.unranked')}
        </Text>
      )}
    </SimpleGrid>
  );
}
