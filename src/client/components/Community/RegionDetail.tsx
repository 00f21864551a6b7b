import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Departement, Region } from '../../content/regions';
import { pick } from '../../content/types';
import { ShareButton } from './ShareButton';
import { siteUrl } from './share';

/**
 * One region: its regional prefecture and, folded in a <details> (open while searching or when the
 * page was opened on this region), each département with its prefecture town, where its
 * applications are handled when that is not its own prefecture, and its prefecture's official site.
 */
export function RegionCard({ region, departements, open }: { region: Region; departements: Departement[]; open: boolean }) {
  const { t, i18n } = useTranslation('community');
  const lang = i18n.language;
  return (
    <Card withBorder radius="md" padding="lg" id={region.id} data-testid="region-card" component="article" style={{ scrollMarginTop: 72 }}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4">
            {region.name}
          </Title>
          <Text size="sm" c="gray.8">
            {t('regions.capital', { town: region.capital })}
          </Text>
        </div>
        {/* The key re-mounts the element when `open` changes, so a search opens folded cards. */}
        <details key={String(open)} open={open || undefined}>
          <summary style={{ minHeight: 44, display: 'flex', alignItems: 'center', cursor: 'pointer', fontWeight: 600, color: 'var(--mantine-color-blue-9)' }}>
            {t('regions.departementCount', { count: departements.length })}
          </summary>
          <Text size="sm" c="gray.8" mb="xs">
            {t('regions.officialSite')}
          </Text>
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {departements.map((dep) => (
              <li key={dep.code} data-testid="departement">
                <Text fw={600} size="sm">
                  {t('regions.departement', { code: dep.code, name: dep.name })}
                </Text>
                <Text size="sm" c="gray.8">
                  {t('regions.prefectureTown', { town: dep.prefecture })}
                </Text>
                {dep.note && (
                  <Text size="sm" c="gray.8" data-testid="departement-note">
                    {pick(dep.note, lang)}
                  </Text>
                )}
                <Anchor href={dep.url} target="_blank" rel="noopener noreferrer" size="sm" c="blue.9" fw={600} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, overflowWrap: 'anywhere' }}>
                  {new URL(dep.url).host}
                </Anchor>
              </li>
            ))}
          </Stack>
        </details>
        <Group>
          <ShareButton data={{ title: region.name, text: t('regions.shareText', { name: region.name }), url: siteUrl(`/french-regions#${region.id}`) }} />
        </Group>
      </Stack>
    </Card>
  );
}
