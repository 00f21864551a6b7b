import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChallengeDto } from '../../../shared/schemas/community';
import { GiftIcon } from '../Icons/Icons';
import { challengeText } from './challenge-text';
import { formatDate, formatNumber } from './format';
import { ShareButton } from './ShareButton';
import { siteUrl } from './share';

const TYPE_COLORS = { weekly: 'teal', monthly: 'blue', seasonal: 'orange', other: 'grape' } as const;
const DIFFICULTY_KEYS = { Débutant: 'beginner', Intermédiaire: 'intermediate', Expert: 'expert' } as const;

export function ChallengeCard({
  challenge,
  signedIn,
  onJoin,
  joining,
}: {
  challenge: ChallengeDto;
  signedIn: boolean;
  onJoin: (c: ChallengeDto) => void;
  joining: boolean;
}) {
  const { t, i18n } = useTranslation(['community', 'common']);
  const text = challengeText(challenge, i18n.language);
  const category = challenge.category === 'all' ? t('challenges.allCategories') : t(`common:categories.${challenge.category}`);
  let action: string;
  if (challenge.completed) action = t('challenges.completed');
  else if (challenge.ended) action = t('challenges.ended');
  else if (challenge.joined) action = t('challenges.joined');
  else action = t('challenges.join');
  const disabled = challenge.completed || challenge.ended || challenge.joined;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="challenge-card" data-challenge-id={challenge.id}>
      <Stack gap="xs">
        <Group gap={6}>
          <Badge color={TYPE_COLORS[challenge.type]}>{t(`challenges.types.${challenge.type}`)}</Badge>
          <Badge variant="outline">{t(`challenges.difficulty.${DIFFICULTY_KEYS[challenge.difficulty]}`)}</Badge>
          {challenge.completed && (
            <Badge color="green" variant="filled">
              {t('challenges.completed')}
            </Badge>
          )}
        </Group>
        <Title order={3} size="h4" lang={text.lang}>
          {text.title}
        </Title>
        <Text size="sm" lang={text.lang}>
          {text.description}
        </Text>
        <Text size="sm" c="dimmed">
          {t(challenge.targetScore >= 20 ? 'challenges.targetPerfect' : 'challenges.target', { count: challenge.targetCount, score: challenge.targetScore, category })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('challenges.dates', { start: formatDate(challenge.startDate, i18n.language), end: formatDate(challenge.endDate, i18n.language) })}
        </Text>
        <Group gap="md">
          <Text size="sm" fw={600} data-testid="participants">
            {t('challenges.participants', { count: challenge.participants, formatted: formatNumber(challenge.participants, i18n.language) })}
          </Text>
          <Group gap={4} wrap="nowrap">
            <GiftIcon size={18} color="var(--mantine-color-orange-7)" />
            <Text size="sm" fw={600} lang={text.lang}>
              {text.prize}
            </Text>
          </Group>
        </Group>
        {signedIn && (
          <Stack gap={4}>
            <Progress value={Math.min(100, challenge.progress)} color={challenge.completed ? 'green' : 'blue'} aria-label={t('challenges.progressLabel')} />
            <Text size="xs" c="dimmed" data-testid="progress">
              {t('challenges.progress', { done: Math.min(challenge.qualifying, challenge.targetCount), count: challenge.targetCount, percent: challenge.progress })}
            </Text>
          </Stack>
        )}
        <Group justify="space-between" mt="xs">
          <Button onClick={() => onJoin(challenge)} disabled={disabled} loading={joining} color={challenge.completed ? 'green' : undefined}>
            {action}
          </Button>
          <ShareButton data={{ title: text.title, text: t('challenges.shareText', { title: text.title }), url: siteUrl('/community-challenges') }} />
        </Group>
      </Stack>
    </Card>
  );
}
