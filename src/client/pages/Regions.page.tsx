// /french-regions and /regions-francaises: the three regional guides, searchable, with a detail
// overlay. Built-in content, no server call (spec section 7).
import { Button, Card, Container, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommunityLinks } from '../components/Community/CommunityLinks';
import { formatNumber } from '../components/Community/format';
import { RegionDetail, RegionDifficultyBadge } from '../components/Community/RegionDetail';
import { PageHeader } from '../components/Public/PageHeader';
import { REGIONS, type Region } from '../content/regions';
import { pick } from '../content/types';
import { usePageMeta } from '../hooks/usePageMeta';

/** Case- and accent-insensitive. */
function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

function matches(region: Region, query: string, lang: string): boolean {
  const q = fold(query.trim());
  if (!q) return true;
  const haystack = [
    region.name,
    region.prefecture,
    pick(region.description, lang),
    pick(region.economy, lang),
    ...pick(region.specialities, lang),
    ...pick(region.landmarks, lang),
  ];
  return haystack.some((h) => fold(h).includes(q));
}

export default function RegionsPage() {
  const { t, i18n } = useTranslation('community');
  usePageMeta(t('meta.regionsTitle'), t('meta.regionsDescription'));
  const lang = i18n.language;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Region | null>(null);
  const shown = useMemo(() => REGIONS.filter((r) => matches(r, query, lang)), [query, lang]);

  // A shared link (#region-id) opens that region.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    const region = REGIONS.find((r) => r.id === id);
    if (region) setOpen(region);
  }, []);

  return (
    <>
      <PageHeader title={t('regions.title')} subtitle={t('regions.subtitle')}>
        <CommunityLinks />
      </PageHeader>
      <Container size="lg" py="xl">
        <Stack gap="lg">
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
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              {shown.map((region) => (
                <Card key={region.id} withBorder radius="md" padding="lg" id={region.id} data-testid="region-card" component="article">
                  <Stack gap="xs">
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Title order={2} size="h4">
                        <span aria-hidden>{region.icon}</span> {region.name}
                      </Title>
                      <RegionDifficultyBadge region={region} />
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t('regions.prefectureShort', { prefecture: region.prefecture })}
                    </Text>
                    <Text size="sm" lineClamp={3}>
                      {pick(region.description, lang)}
                    </Text>
                    <Group gap="lg">
                      <Text size="sm">
                        <b>{formatNumber(region.population, lang)}</b> {t('regions.inhabitants')}
                      </Text>
                      <Text size="sm">
                        <b>{region.naturalizationStats.successRate} %</b> {t('regions.successShort')}
                      </Text>
                    </Group>
                    <Button mt="xs" variant="light" onClick={() => setOpen(region)} aria-label={t('regions.detailsFor', { name: region.name })}>
                      {t('regions.details')}
                    </Button>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Container>
      <RegionDetail region={open} onClose={() => setOpen(null)} />
    </>
  );
}
