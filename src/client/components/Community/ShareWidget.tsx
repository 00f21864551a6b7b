import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useShare } from './share';

/** Share links for Facebook, X and LinkedIn, and a copy-link button ('Lien copié !'). */
export function ShareWidget({ url, text }: { url: string; text: string }) {
  const { t } = useTranslation('community');
  const { copyLink } = useShare();
  const u = encodeURIComponent(url);
  const links = [
    ['facebook', `https://www.facebook.com/sharer/sharer.php?u=${u}`],
    ['x', `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(text)}`],
    ['linkedin', `https://www.linkedin.com/sharing/share-offsite/?url=${u}`],
  ] as const;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="share-widget">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('social.widgetTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('social.widgetBody')}
        </Text>
        <Group gap="xs">
          {links.map(([platform, href]) => (
            <Button key={platform} component="a" href={href} target="_blank" rel="noopener noreferrer" variant="light" size="sm" aria-label={t('social.shareOn', { platform: t(`social.platforms.${platform}`) })}>
              {t(`social.platforms.${platform}`)}
            </Button>
          ))}
          <Button variant="default" size="sm" onClick={() => void copyLink(url, true)}>
            {t('social.copyLink')}
          </Button>
        </Group>
        <Anchor href={url} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {url}
        </Anchor>
      </Stack>
    </Card>
  );
}
