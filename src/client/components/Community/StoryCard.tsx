import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SuccessStoryDto } from '../../../shared/schemas/community';
import { HeartIcon } from '../Icons/Icons';
import { formatNumber } from './format';
import { ShareButton } from './ShareButton';
import { siteUrl } from './share';

/** One published story. Every field is rendered as text (React escapes it), never as HTML. */
export function StoryCard({ story, onLike, liking }: { story: SuccessStoryDto; onLike: (id: number) => void; liking: boolean }) {
  const { t, i18n } = useTranslation('community');
  return (
    <Card withBorder radius="md" padding="lg" id={`story-${story.id}`} data-testid="story-card" component="article">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {story.name}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('stories.place', { city: story.city, region: story.region })}
            </Text>
          </div>
          {story.verified && (
            <Badge color="green" variant="light" style={{ flexShrink: 0 }}>
              {t('stories.verified')}
            </Badge>
          )}
        </Group>
        <Group gap={6}>
          <Badge variant="outline" color="gray">
            {t('stories.origin', { country: story.originalCountry })}
          </Badge>
          <Badge variant="outline" color="blue">
            {t('stories.naturalized', { date: story.naturalizationDate })}
          </Badge>
          {story.quizScore !== null && (
            <Badge variant="light" color="grape">
              {t('stories.quizScore', { score: formatNumber(story.quizScore, i18n.language) })}
            </Badge>
          )}
        </Group>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="story-text">
          {story.story}
        </Text>
        {story.interviewTips && (
          <Card bg="blue.0" padding="sm" radius="sm">
            <Text size="sm" fw={600}>
              {t('stories.tips')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {story.interviewTips}
            </Text>
          </Card>
        )}
        <Group justify="space-between" mt="xs">
          <Button
            variant={story.liked ? 'filled' : 'default'}
            color="red"
            size="xs"
            aria-pressed={story.liked}
            loading={liking}
            disabled={story.liked}
            onClick={() => onLike(story.id)}
            // The name starts with the visible number, as speech control users say what they see.
            aria-label={t('stories.likeLabel', { count: story.likes, formatted: formatNumber(story.likes, i18n.language) })}
            leftSection={<HeartIcon size={16} />}
          >
            {formatNumber(story.likes, i18n.language)}
          </Button>
          <ShareButton
            data={{
              title: t('stories.shareTitle', { name: story.name }),
              text: t('stories.shareText', { name: story.name, city: story.city }),
              url: siteUrl(`/success-stories#story-${story.id}`),
            }}
          />
        </Group>
      </Stack>
    </Card>
  );
}
