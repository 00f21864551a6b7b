import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LeaderboardEntryDto } from '../../../shared/schemas/community';
import { formatNumber } from './format';

const MEDALS = { gold: '🥇', silver: '🥈', bronze: '🥉' } as const;

/** Members ranked by points: a list rather than a table, so it fits a phone. */
export function Leaderboard({ entries }: { entries: LeaderboardEntryDto[] }) {
  const { t, i18n } = useTranslation('community');
  if (entries.length === 0) {
    return (
      <Text c="dimmed" data-testid="leaderboard-empty">
        {t('leaderboard.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('leaderboard.title')}>
      {entries.map((e, i) => {
        const mine = e.isMe;
        return (
          <Card key={`${e.rank}-${i}`} component="li" withBorder radius="md" padding="sm" bg={mine ? 'blue.0' : undefined} data-testid="leaderboard-row">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Text fw={700} w={36} ta="center" aria-label={t('leaderboard.rank', { rank: e.rank })}>
                  {e.badge ? MEDALS[e.badge] : `#${e.rank}`}
                </Text>
                <div style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="nowrap">
                    <Text fw={600} truncate>
                      {e.username}
                    </Text>
                    {mine && (
                      <Badge size="xs" variant="light">
                        {t('leaderboard.you')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed" truncate>
                    {[e.city, e.badge ? t(`leaderboard.badges.${e.badge}`) : null].filter(Boolean).join(' · ') || '\u00a0'}
                  </Text>
                </div>
              </Group>
              <div style={{ textAlign: 'right', flexShrink: 0 }}>
                <Text fw={700}>{t('leaderboard.points', { points: formatNumber(e.score, i18n.language) })}</Text>
                <Text size="xs" c="dimmed">
                  🔥 {t('stats.days', { count: e.streak })}
                </Text>
              </div>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
