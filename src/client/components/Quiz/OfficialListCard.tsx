// The "Liste officielle" practice mode in the quiz set-up: the Ministry's wordings in their published
// order, from the entry chosen (by default where the member stopped, kept on this device).
import { Button, Card, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFICIAL_LIST } from '../../../shared/constants';
import { clampRank, readOfficialNext } from './official-progress';

export function OfficialListCard({ userId, starting, onStart }: { userId: string; starting: boolean; onStart: (start: number) => void }) {
  const { t } = useTranslation('quiz');
  const [start, setStart] = useState<number>(() => readOfficialNext(userId));
  return (
    <Card withBorder radius="md" padding="lg" data-testid="official-list-card">
      <Stack gap="sm">
        <div>
          <Text fw={600}>{t('officialList.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('officialList.body', { total: OFFICIAL_LIST.entries, version: OFFICIAL_LIST.version })}
          </Text>
        </div>
        <Group align="flex-end" wrap="wrap">
          <NumberInput
            label={t('officialList.startLabel')}
            description={t('officialList.startHint', { total: OFFICIAL_LIST.entries })}
            min={1}
            max={OFFICIAL_LIST.entries}
            clampBehavior="strict"
            allowDecimal={false}
            value={start}
            onChange={(v) => setStart(clampRank(Number(v)))}
            w={260}
            data-testid="official-start"
          />
          <Button variant="light" onClick={() => onStart(start)} disabled={starting} data-testid="start-official-list">
            {t('officialList.start')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
