import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';

const LINKS = [
  ['/success-stories', '/temoignages-reussite', 'nav.stories'],
  ['/community-challenges', '/defis-communautaires', 'nav.challenges'],
  ['/french-regions', '/regions-francaises', 'nav.regions'],
  ['/weekly-focus', '/focus-hebdomadaire', 'nav.weekly'],
  ['/viral-quiz', '/quiz-viral', 'nav.viral'],
  ['/social-media-hub', '/reseaux-sociaux', 'nav.social'],
] as const;

/** The six community pages, one tap away from each other. */
export function CommunityLinks() {
  const { t } = useTranslation('community');
  const [location] = useLocation();
  return (
    <Group component="nav" aria-label={t('nav.label')} gap={6} mt="md">
      {LINKS.map(([href, alias, key]) => {
        const active = location === href || location === alias;
        return (
        <Button
          key={href}
          component={Link}
          href={href}
          size="compact-sm"
          radius="xl"
          variant={active ? 'filled' : 'default'}
          aria-current={active ? 'page' : undefined}
        >
          {t(key)}
        </Button>
        );
      })}
    </Group>
  );
}
