// The landing page's community sections: published stories, the FAQ and the community banner.
import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AfterFirstRender, lazyWithData } from '../../lib/late';
import { type FaqItem, FaqList } from '../Public/FaqList';
import classes from './Landing.module.css';
import { list } from './LandingSections';

const LandingStories = lazyWithData(() => import('./LandingStories'));

/**
 * Social proof only from stories members published (moderated), fetched from the API: nothing is
 * made up, and with no published story the section says so. The stories load with the data layer
 * once the page is on screen (LandingStories.tsx), so the prerendered page and the first client
 * render agree and the first render holds no tRPC (issue 36).
 */
export function Testimonials() {
  const { t } = useTranslation('landing');
  return (
    <Box component="section" id="temoignages" className={classes.section} aria-labelledby="testimonials-title">
      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <Stack gap="xs" mb="xl" ta="center" align="center">
          <Title id="testimonials-title" order={2} fz={{ base: 26, sm: 34 }}>
            {t('testimonials.title')}
          </Title>
        </Stack>
        <AfterFirstRender>
          <LandingStories />
        </AfterFirstRender>
        <Group justify="center" mt="lg">
          <Button component={Link} href="/success-stories" variant="subtle">
            {t('testimonials.more')}
          </Button>
        </Group>
      </Container>
    </Box>
  );
}

export function LandingFaq() {
  const { t } = useTranslation('landing');
  const items = list<FaqItem>(t('faq.items', { returnObjects: true }));
  return (
    <Box component="section" bg="gray.0" aria-labelledby="faq-title">
      <Container size="md" py={{ base: 48, sm: 72 }}>
        <Title id="faq-title" order={2} fz={{ base: 26, sm: 34 }} ta="center" mb="xl">
          {t('faq.title')}
        </Title>
        <FaqList items={items} />
        <Group justify="center" mt="lg">
          <Button component={Link} href="/faq" variant="subtle">
            {t('faq.more')}
          </Button>
        </Group>
      </Container>
    </Box>
  );
}

export function CommunityBanner() {
  const { t } = useTranslation('landing');
  return (
    <Box component="section" aria-labelledby="community-title">
      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <div className={classes.banner}>
          <Stack gap="md" align="flex-start">
            <Title id="community-title" order={2} fz={{ base: 24, sm: 30 }} c="white">
              {t('community.title')}
            </Title>
            <Text c="white" maw={640}>
              {t('community.text')}
            </Text>
            <Group gap="sm">
              <Button component={Link} href="/success-stories" variant="white" color="blue.9">
                {t('community.stories')}
              </Button>
              <Button component={Link} href="/community-challenges" variant="outline" color="white">
                {t('community.challenges')}
              </Button>
            </Group>
          </Stack>
        </div>
      </Container>
    </Box>
  );
}
