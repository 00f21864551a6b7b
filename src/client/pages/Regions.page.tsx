// /french-regions and /regions-francaises: the 18 regions and their départements, each with its
// prefecture and a link to the prefecture's official site, searchable by region, département
// (name or number) or town. Built-in content, no server call; no figures (docs/content-sources.md).
import { Alert, Anchor, Container, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommunityLinks } from '../components/Community/CommunityLinks';
import { RegionCard } from '../components/Community/RegionDetail';
import { PageHeader } from '../components/Public/PageHeader';
import { ANEF_URL, NATIONALITY_PLATFORMS_URL, REGIONS, SERVICE_PUBLIC_NATURALISATION_URL, type Departement, type Region } from '../content/regions';
import { usePageMeta } from '../hooks/usePageMeta';

/** Case- and accent-insensitive, apostrophes and hyphens as spaces. */
function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/['’-]/g, ' ')
    .toLowerCase();
}

/** The départements of a region that match: all of them when the region itself matches. */
function matching(region: Region, query: string): Departement[] {
  const q = fold(query.trim());
  if (!q || fold(region.name).includes(q) || fold(region.capital).includes(q)) return region.departements;
  return region.departements.filter((d) => d.code.toLowerCase() === q || fold(d.name).includes(q) || fold(d.prefecture).includes(q));
}

export default function RegionsPage() {
  const { t } = useTranslation('community');
  usePageMeta(t('meta.regionsTitle'), t('meta.regionsDescription'));
  const [query, setQuery] = useState('');
  // A shared link (#region-id) opens that region and scrolls to it once the cards exist.
  const [target, setTarget] = useState('');
  const shown = useMemo(
    () => REGIONS.map((region) => ({ region, departements: matching(region, query) })).filter((r) => r.departements.length > 0),
    [query],
  );

  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    setTarget(id);
    requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
  }, []);
  const searching = query.trim() !== '';

  const groups = [
    { key: 'metropolitan', items: shown.filter((r) => !r.region.overseas) },
    { key: 'overseas', items: shown.filter((r) => r.region.overseas) },
  ] as const;

  return (
    <>
      <PageHeader title={t('regions.title')} subtitle={t('regions.subtitle')}>
        <CommunityLinks />
      </PageHeader>
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Alert color="blue" variant="light" title={t('regions.ruleTitle')} data-testid="regions-rule">
            <Stack gap={6}>
              <Text size="sm">{t('regions.rule')}</Text>
              <Text size="sm">{t('regions.ruleExceptions')}</Text>
              <Text size="sm">
                <Anchor href={NATIONALITY_PLATFORMS_URL} target="_blank" rel="noopener noreferrer" c="blue.9" fw={600} data-testid="platforms-link">
                  {t('regions.platforms')}
                </Anchor>
              </Text>
              <Text size="sm">
                <Anchor href={ANEF_URL} target="_blank" rel="noopener noreferrer" c="blue.9" fw={600}>
                  {t('regions.anef')}
                </Anchor>
                {' · '}
                <Anchor href={SERVICE_PUBLIC_NATURALISATION_URL} target="_blank" rel="noopener noreferrer" c="blue.9" fw={600}>
                  {t('regions.servicePublic')}
                </Anchor>
              </Text>
              <Text size="xs" c="gray.8">
                {t('regions.dated')}
              </Text>
            </Stack>
          </Alert>
          <TextInput
            type="search"
            label={t('regions.searchLabel')}
            placeholder={t('regions.searchPlaceholder')}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
          />
          {shown.length === 0 ? (
            <Text c="dimmed" data-testid="regions-empty">
              {t('regions.noResult', { query: query.trim() })}
            </Text>
          ) : (
            groups.map(
              (g) =>
                g.items.length > 0 && (
                  <section key={g.key} aria-labelledby={`regions-${g.key}`}>
                    <Title id={`regions-${g.key}`} order={2} size="h3" mb="md">
                      {t(`regions.${g.key}`)}
                    </Title>
                    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
                      {g.items.map(({ region, departements }) => (
                        <RegionCard key={region.id} region={region} departements={departements} open={searching || target === region.id} />
                      ))}
                    </SimpleGrid>
                  </section>
                ),
            )
          )}
        </Stack>
      </Container>
    </>
  );
}
