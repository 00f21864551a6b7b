// The admin overview's warning: the current facts nobody has checked for FACT_STALE_DAYS days or
// more (the server decides which), with a way to the "Faits actuels" tab. Nothing when all are fresh.
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FACT_STALE_DAYS } from '../../../shared/constants';
import { trpc } from '../../trpc';
import { factDay } from './fact-format';

export function StaleFactsAlert({ onOpen }: { onOpen: () => void }) {
  const { t, i18n } = useTranslation('sources');
  const facts = trpc.admin.facts.list.useQuery();
  const stale = facts.data?.filter((f) => f.toCheck) ?? [];
  if (stale.length === 0) return null;
  return (
    <Alert color="orange" title={t('admin.staleTitle')} data-testid="stale-facts" mb="md">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('admin.staleBody', { days: FACT_STALE_DAYS })}</Text>
        <List size="sm">
          {stale.map((f) => (
            <List.Item key={f.key} data-testid={`stale-fact-${f.key}`}>
              {t('admin.staleItem', { label: t(`facts.labels.${f.key}`, { defaultValue: f.key }), date: factDay(f.verifiedAt, i18n.language) })}
            </List.Item>
          ))}
        </List>
        <Button size="xs" variant="light" color="orange" onClick={onOpen} data-testid="open-facts">
          {t('admin.open')}
        </Button>
      </Stack>
    </Alert>
  );
}
