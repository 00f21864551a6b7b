// The published stories of the landing's testimonials (LandingCommunity.tsx): loaded with the data
// layer once the page is on screen.
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../trpc';
import classes from './Landing.module.css';

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

export default function LandingStories() {
  const { t } = useTranslation('landing');
  const stories = trpc.community.stories.list.useQuery(undefined, { staleTime: 60_000 });
  const items = (stories.data ?? []).slice(0, 3);
  return (
    <>
      {items.length > 0 && (
        <Text size="sm" c="gray.7" ta="center" mt={-16} mb="xl">
          {t('testimonials.note')}
        </Text>
      )}
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
    </>
  );
}
