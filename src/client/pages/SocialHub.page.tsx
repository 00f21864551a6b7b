// /social-media-hub and /reseaux-sociaux: the publisher's real accounts (SITE_INFO.socialAccounts),
// or a plain statement that there are none; never made-up posts, dates or like counts. Then pages
// worth sharing and the sharing widget. No server call.
import { Anchor, Card, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CommunityLinks } from '../components/Community/CommunityLinks';
import { ShareButton } from '../components/Community/ShareButton';
import { ShareWidget } from '../components/Community/ShareWidget';
import { siteUrl } from '../components/Community/share';
import { PageHeader } from '../components/Public/PageHeader';
import { SITE_INFO } from '../components/Public/site-info';
import { usePageMeta } from '../hooks/usePageMeta';

interface ShareItem {
  path: string;
  title: string;
  text: string;
}

export default function SocialHubPage() {
  const { t } = useTranslation('community');
  usePageMeta(t('meta.socialTitle'), t('meta.socialDescription'));
  const accounts = SITE_INFO.socialAccounts;
  const items = t('social.shareItems', { returnObjects: true }) as ShareItem[];

  return (
    <>
      <PageHeader title={t('social.title')} subtitle={t('social.subtitle')}>
        <CommunityLinks />
      </PageHeader>
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <section aria-labelledby="social-accounts">
            <Title id="social-accounts" order={2} size="h3" mb="sm">
              {t('social.accountsTitle')}
            </Title>
            {accounts.length === 0 ? (
              <Text data-testid="social-no-accounts">{t('social.noAccounts')}</Text>
            ) : (
              <List data-testid="social-accounts-list">
                {accounts.map((a) => (
                  <List.Item key={a.url}>
                    <Anchor href={a.url} target="_blank" rel="noopener noreferrer me" c="blue.9">
                      {t('social.accountsLink', { platform: t(`social.platforms.${a.platform}`) })}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            )}
          </section>
          <section aria-labelledby="social-share">
            <Title id="social-share" order={2} size="h3" mb="sm">
              {t('social.shareTitle')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              {items.map((item) => (
                <Card key={item.path} withBorder radius="md" padding="lg" component="article" data-testid="share-item">
                  <Stack gap="xs" align="flex-start">
                    <Title order={3} size="h4">
                      <Anchor component={Link} href={item.path} c="blue.9">
                        {item.title}
                      </Anchor>
                    </Title>
                    <Text size="sm">{item.text}</Text>
                    <ShareButton data={{ title: item.title, text: item.text, url: siteUrl(item.path) }} />
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          </section>
          <ShareWidget url={siteUrl('/')} text={t('social.widgetShareText')} />
        </Stack>
      </Container>
    </>
  );
}
