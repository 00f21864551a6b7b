import { Anchor, Badge, Button, Group, List, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Region } from '../../content/regions';
import { pick } from '../../content/types';
import { formatNumber } from './format';
import { ShareButton } from './ShareButton';
import { siteUrl } from './share';

const DIFFICULTY_COLORS = { Facile: 'green', Modéré: 'yellow', Difficile: 'red' } as const;
const DIFFICULTY_KEYS = { Facile: 'easy', Modéré: 'moderate', Difficile: 'hard' } as const;

export function RegionDifficultyBadge({ region }: { region: Region }) {
  const { t } = useTranslation('community');
  return <Badge color={DIFFICULTY_COLORS[region.difficulty]}>{t(`regions.difficulty.${DIFFICULTY_KEYS[region.difficulty]}`)}</Badge>;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** The detail overlay: every field of the Region entity (spec section 3). */
export function RegionDetail({ region, onClose }: { region: Region | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('community');
  const lang = i18n.language;
  return (
    <Modal opened={region !== null} onClose={onClose} size="lg" fullScreen={false} title={region ? `${region.icon} ${region.name}` : ''} closeButtonProps={{ 'aria-label': t('regions.close') }}>
      {region && (
        <Stack gap="md" data-testid="region-detail">
          <Group gap={6}>
            <RegionDifficultyBadge region={region} />
            <Badge variant="outline">{t('regions.localQuestions', { count: region.localQuestions })}</Badge>
          </Group>
          <Text>{pick(region.description, lang)}</Text>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <Fact label={t('regions.prefecture')} value={region.prefecture} />
            <Fact label={t('regions.population')} value={formatNumber(region.population, lang)} />
            <Fact label={t('regions.area')} value={t('regions.areaValue', { area: formatNumber(region.area, lang) })} />
          </SimpleGrid>

          <div>
            <Title order={3} size="h5">
              {t('regions.naturalizationStats')}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mt={6}>
              <Fact label={t('regions.applications')} value={formatNumber(region.naturalizationStats.applications, lang)} />
              <Fact label={t('regions.successRate')} value={`${region.naturalizationStats.successRate} %`} />
              <Fact label={t('regions.averageWaitTime')} value={t('regions.months', { count: region.naturalizationStats.averageWaitTime })} />
            </SimpleGrid>
            <Text size="xs" c="dimmed" mt={4}>
              {t('regions.statsNotice')}
            </Text>
          </div>

          <div>
            <Title order={3} size="h5">
              {t('regions.prefectureInfo')}
            </Title>
            <Stack gap={2} mt={6}>
              <Text fw={600}>{pick(region.prefectureInfo.name, lang)}</Text>
              <Text size="sm">{region.prefectureInfo.address}</Text>
              <Text size="sm">
                {t('regions.phone')} <Anchor href={`tel:${region.prefectureInfo.phone.replace(/\s/g, '')}`}>{region.prefectureInfo.phone}</Anchor>
              </Text>
              <Text size="sm">
                {t('regions.hours')} {pick(region.prefectureInfo.hours, lang)}
              </Text>
              {region.prefectureInfo.appointmentUrl && (
                <Anchor href={region.prefectureInfo.appointmentUrl} target="_blank" rel="noopener noreferrer" size="sm">
                  {t('regions.appointment')}
                </Anchor>
              )}
            </Stack>
          </div>

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <div>
              <Title order={3} size="h5">
                {t('regions.specialities')}
              </Title>
              <List size="sm" mt={4}>
                {pick(region.specialities, lang).map((s) => (
                  <List.Item key={s}>{s}</List.Item>
                ))}
              </List>
            </div>
            <div>
              <Title order={3} size="h5">
                {t('regions.landmarks')}
              </Title>
              <List size="sm" mt={4}>
                {pick(region.landmarks, lang).map((s) => (
                  <List.Item key={s}>{s}</List.Item>
                ))}
              </List>
            </div>
          </SimpleGrid>

          <div>
            <Title order={3} size="h5">
              {t('regions.economy')}
            </Title>
            <Text size="sm" mt={4}>
              {pick(region.economy, lang)}
            </Text>
          </div>

          <div>
            <Title order={3} size="h5">
              {t('regions.sampleQuestions')}
            </Title>
            <List size="sm" mt={4}>
              {pick(region.sampleQuestions, lang).map((q) => (
                <List.Item key={q}>{q}</List.Item>
              ))}
            </List>
          </div>

          <Group justify="space-between">
            <ShareButton data={{ title: region.name, text: pick(region.description, lang), url: siteUrl(`/french-regions#${region.id}`) }} />
            <Button variant="default" onClick={onClose}>
              {t('regions.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
