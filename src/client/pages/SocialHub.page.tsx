// /social-media-hub and /reseaux-sociaux: the built-in posts with a platform filter and the
// sharing widget. No server call (spec section 7).
import { Badge, Card, Container, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommunityLinks } from '../components/Community/CommunityLinks';
import { formatDate, formatNumber } from '../components/Community/format';
import { ShareButton } from '../components/Community/ShareButton';
import { ShareWidget } from '../components/Community/ShareWidget';
import { siteUrl } from '../components/Community/share';
import { PageHeader } from '../components/Public/PageHeader';
import { SOCIAL_PLATFORMS, SOCIAL_POSTS } from '../content/social-posts';
import { pick } from '../content/types';
import { usePageMeta } from '../hooks/usePageMeta';

const PLATFORM_COLORS = { facebook: 'blue', twitter: 'cyan', linkedin: 'indigo' } as const;

export default function SocialHubPage() {
  const { t, i18n } = useTranslation('community');
  usePageMeta(t('meta.socialTitle'), t('meta.socialDescription'));
  const lang = i18n.language;
  const [platform, setPlatform] = useState<string>('all');
  const posts = SOCIAL_POSTS.filter((p) => platform === 'all' || p.platform === platform);

  return (
    <>
      <PageHeader title={t('social.title')} subtitle={t('social.subtitle')}>
        <CommunityLinks />
      </PageHeader>
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <div style={{ overflowX: 'auto' }}>
            <SegmentedControl
              aria-label={t('social.filterLabel')}
              value={platform}
              onChange={setPlatform}
              data={[
                { value: 'all', label: t('social.all') },
                ...SOCIAL_PLATFORMS.map((p) => ({ value: p, label: t(`social.platforms.${p}`) })),
              ]}
            />
          </div>
          {posts.length === 0 ? (
            <Text c="dimmed" data-testid="social-empty">
              {t('social.empty')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {posts.map((post) => (
                <Card key={post.id} withBorder radius="md" padding="lg" data-testid="social-post" data-platform={post.platform} component="article">
                  <Stack gap="xs">
                    <Group justify="space-between">
                      <Badge color={PLATFORM_COLORS[post.platform]}>{t(`social.platforms.${post.platform}`)}</Badge>
                      <Badge variant="outline" color="gray">
                        {t(`social.types.${post.type}`)}
                      </Badge>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {formatDate(post.date, lang)}
                    </Text>
                    <Text>{pick(post.content, lang)}</Text>
                    <Text size="sm" c="blue.7">
                      {post.hashtags.join(' ')}
                    </Text>
                    <Group gap="md">
                      <Text size="sm" aria-label={t('social.likes', { count: post.engagement.likes })}>
                        ♥ {formatNumber(post.engagement.likes, lang)}
                      </Text>
                      <Text size="sm" aria-label={t('social.shares', { count: post.engagement.shares })}>
                        ↗ {formatNumber(post.engagement.shares, lang)}
                      </Text>
                      <Text size="sm" aria-label={t('social.comments', { count: post.engagement.comments })}>
                        💬 {formatNumber(post.engagement.comments, lang)}
                      </Text>
                    </Group>
                    <Group>
                      <ShareButton data={{ title: t('social.title'), text: pick(post.content, lang), url: siteUrl('/social-media-hub') }} />
                    </Group>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )}
          <ShareWidget url={siteUrl('/')} text={t('social.widgetShareText')} />
        </Stack>
      </Container>
    </>
  );
}
