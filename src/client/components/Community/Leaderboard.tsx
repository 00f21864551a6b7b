import { Badge, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LeaderboardEntryDto } from '../../../shared/schemas/community';
import { FlameIcon, MedalIcon } from '../Icons/Icons';
import { formatNumber } from './format';

// Drawn medals (no emoji: a phone without an emoji font shows empty boxes).
const MEDAL_COLORS = { gold: '#b08800', silver: '#6b7280', bronze: '#a0522d' } as const;

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
          // biome-ignore lint/suspicious/noArrayIndexKey: ranks tie and first names repeat, and the ranking is replaced whole on each fetch
          <Card key={`${e.rank}-${i}`} component="li" withBorder radius="md" padding="sm" bg={mine ? 'blue.0' : undefined} data-testid="leaderboard-row">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Text component="div" fw={700} w={36} ta="center" style={{ flexShrink: 0 }}>
                  <VisuallyHidden>{t('leaderboard.rank', { rank: e.rank })}</VisuallyHidden>
                  <span aria-hidden="true">{e.badge ? <MedalIcon size={26} color={MEDAL_COLORS[e.badge]} /> : `#${e.rank}`}</span>
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
              <div style={{ textAlign: 'end', flexShrink: 0 }}>
                <Text fw={700}>{t('leaderboard.points', { points: formatNumber(e.score, i18n.language) })}</Text>
                <Group gap={2} justify="flex-end" wrap="nowrap">
                  <FlameIcon size={14} color="var(--mantine-color-orange-7)" />
                  <Text size="xs" c="dimmed">
                    {t('stats.days', { count: e.streak })}
                  </Text>
                </Group>
              </div>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
