import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Departement, Region } from '../../content/regions';
import { pick } from '../../content/types';
import { ShareButton } from './ShareButton';
import { siteUrl } from './share';

/** One region: its regional prefecture and, for each département shown, the prefecture and its official site. */
export function RegionCard({ region, departements }: { region: Region; departements: Departement[] }) {
  const { t, i18n } = useTranslation('community');
  const lang = i18n.language;
  return (
    <Card withBorder radius="md" padding="lg" id={region.id} data-testid="region-card" component="article" style={{ scrollMarginTop: 72 }}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4">
            {region.name}
          </Title>
          <Text size="sm" c="gray.7">
            {t('regions.capital', { town: region.capital })} · {t('regions.departementCount', { count: region.departements.length })}
          </Text>
        </div>
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {departements.map((dep) => (
            <li key={dep.code} data-testid="departement">
              <Text fw={600} size="sm">
                {t('regions.departement', { code: dep.code, name: dep.name })}
              </Text>
              <Text size="sm" c="gray.8">
                {t('regions.prefectureTown', { town: dep.prefecture })}
              </Text>
              <Text size="sm" c="gray.8" data-testid={dep.note ? 'departement-note' : undefined}>
                {dep.note ? pick(dep.note, lang) : t('regions.officialSite')}
              </Text>
              <Anchor href={dep.url} target="_blank" rel="noopener noreferrer" size="sm" c="blue.9" fw={600} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, overflowWrap: 'anywhere' }}>
                {new URL(dep.url).host}
              </Anchor>
            </li>
          ))}
        </Stack>
        <Group>
          <ShareButton data={{ title: region.name, text: t('regions.shareText', { name: region.name }), url: siteUrl(`/french-regions#${region.id}`) }} />
        </Group>
      </Stack>
    </Card>
  );
}
