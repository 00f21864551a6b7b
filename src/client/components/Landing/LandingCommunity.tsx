// The landing page's community sections: published stories, the FAQ and the community banner.
import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { trpc } from '../../trpc';
import { type FaqItem, FaqList } from '../Public/FaqList';
import classes from './Landing.module.css';
import { list } from './LandingSections';

const AVATAR_COLOURS = ['var(--mantine-color-blue-9)', 'var(--mantine-color-grape-9)', 'var(--mantine-color-teal-9)'];

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .replace(/[^\p{L}]/gu, '')
    .slice(0, 2)
    .toUpperCase();
}

/** A story cut at a word boundary, so that three cards stay short. */
function excerpt(text: string, max = 240) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 40)).trimEnd()}…`;
}

/**
 * Social proof only from stories members published (moderated), fetched from the API: nothing is
 * made up, and with no published story the section says so. The query runs in the browser only,
 * so the prerendered page and the first client render agree.
 */
export function Testimonials() {
  const { t } = useTranslation('landing');
  const stories = trpc.community.stories.list.useQuery(undefined, { staleTime: 60_000 });
  const items = (stories.data ?? []).slice(0, 3);
  return (
    <Box component="section" id="temoignages" className={classes.section} aria-labelledby="testimonials-title">
      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <Stack gap="xs" mb="xl" ta="center" align="center">
          <Title id="testimonials-title" order={2} fz={{ base: 26, sm: 34 }}>
            {t('testimonials.title')}
          </Title>
          {items.length > 0 && (
            <Text size="sm" c="gray.7">
              {t('testimonials.note')}
            </Text>
          )}
        </Stack>
        {items.length > 0 ? (
          <div className={`${classes.grid} ${classes.gridTestimonials}`} data-testid="testimonials">
            {items.map((story, i) => (
              <figure key={story.id} className={classes.card} style={{ margin: 0 }}>
                <blockquote className={classes.quote} style={{ overflowWrap: 'anywhere' }}>
                  {t('testimonials.quote', { text: excerpt(story.story) })}
                </blockquote>
                <Group component="figcaption" gap="sm" mt="lg" wrap="nowrap">
                  <span className={classes.avatar} style={{ background: AVATAR_COLOURS[i % AVATAR_COLOURS.length] }} aria-hidden="true">
                    {initials(story.name)}
                  </span>
                  <div style={{ minWidth: 0 }}>
                    <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                      {story.name}
                    </Text>
                    <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                      {t('testimonials.place', { city: story.city, region: story.region })}
                    </Text>
                  </div>
                </Group>
              </figure>
            ))}
          </div>
        ) : (
          stories.isSuccess && (
            <Text ta="center" c="gray.8" data-testid="testimonials-empty">
              {t('testimonials.empty')} {t('testimonials.share')}
            </Text>
          )
        )}
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
