import { Badge, Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REWARD_BADGES, type UserBadgeDto } from '../../../shared/schemas/community';
import { BADGE_ICONS, RARITY_COLORS } from './badges';

/** The six reward badges (docs/product.md#community), with the member's own progress when signed in. */
export function RewardBadges({ badges }: { badges: UserBadgeDto[] | null }) {
  const { t } = useTranslation('community');
  const byId = new Map((badges ?? []).map((b) => [b.id, b]));
  return (
    <Stack gap="sm">
      {!badges && <Text c="dimmed">{t('rewards.signInHint')}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {REWARD_BADGES.map((b) => {
          const mine = byId.get(b.id);
          const Icon = BADGE_ICONS[b.id];
          const earned = !badges || mine?.earned;
          // Not yet earned: a grey icon, the text stays fully readable (no opacity).
          return (
            <Card key={b.id} withBorder radius="md" padding="md" data-testid="reward-badge" data-earned={mine?.earned ? 'true' : 'false'}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Icon size={32} color={earned ? 'var(--mantine-color-blue-8)' : 'var(--mantine-color-gray-6)'} />
                <Badge color={RARITY_COLORS[b.rarity]}>{t(`rewards.rarity.${b.rarity}`)}</Badge>
              </Group>
              <Text fw={700} mt="xs">
                {t(`rewards.badges.${b.id}.name`)}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`rewards.badges.${b.id}.description`)}
              </Text>
              {mine && (
                <Stack gap={4} mt="sm">
                  <Progress value={(Math.min(mine.current, mine.target) / mine.target) * 100} color={mine.earned ? 'green' : 'blue'} aria-label={t(`rewards.badges.${b.id}.name`)} />
                  <Text size="xs" fw={600} c={mine.earned ? 'green.8' : 'dimmed'}>
                    {mine.earned ? t('rewards.earned') : t('rewards.progress', { current: mine.current, target: mine.target })}
                  </Text>
                </Stack>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
