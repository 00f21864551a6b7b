// The public table of current facts (/sources): each value, its source and the day it was last
// checked, read from the server (facts.list) so the page never states a stale date.
import { Alert, Badge, Box, Button, Card, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CurrentFactDto } from '../../../shared/schemas/facts';
import { trpc } from '../../trpc';
import { factDay, factValue } from './fact-format';

export function FactsTable() {
  const { t, i18n } = useTranslation('sources');
  const facts = trpc.facts.list.useQuery();
  if (!facts.data) {
    if (facts.error) {
      return (
        <Alert color="red" title={t('facts.error')}>
          <Button size="xs" variant="light" color="red" onClick={() => void facts.refetch()}>
            {t('facts.retry')}
          </Button>
        </Alert>
      );
    }
    return (
      <Center py="md" role="status" aria-live="polite">
        <Loader size="sm" role="progressbar" aria-label={t('facts.loading')} />
      </Center>
    );
  }
  return (
    <>
      {/* A phone gets one card per fact, each with its status in view: no table to scroll sideways. */}
      <FactCards facts={facts.data} />
      <Box visibleFrom="sm">
      <Table striped withTableBorder data-testid="facts-table">
        <Table.Caption>{t('facts.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('facts.fact')}</Table.Th>
            <Table.Th>{t('facts.value')}</Table.Th>
            <Table.Th>{t('facts.source')}</Table.Th>
            <Table.Th>{t('facts.verifiedAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {facts.data.map((f) => (
            <Table.Tr key={f.key} data-testid={`fact-${f.key}`}>
              <Table.Th scope="row">{t(`facts.labels.${f.key}`, { defaultValue: f.key })}</Table.Th>
              <Table.Td>{factValue(f, i18n.language)}</Table.Td>
              <Table.Td>
                <Text size="sm" lang="fr" style={{ overflowWrap: 'anywhere' }}>
                  {f.source}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" data-testid="fact-verified">
                  {factDay(f.verifiedAt, i18n.language)}
                </Text>
                {f.toCheck && (
                  <Badge size="xs" color="orange" variant="light" data-testid="fact-to-check">
                    {t('facts.stale')}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      </Box>
    </>
  );
}

function FactCards({ facts }: { facts: CurrentFactDto[] }) {
  const { t, i18n } = useTranslation('sources');
  return (
    <Stack gap="sm" hiddenFrom="sm" role="list" aria-label={t('facts.caption')}>
      {facts.map((f) => (
        <Card key={f.key} withBorder radius="md" padding="sm" role="listitem" data-testid={`fact-card-${f.key}`}>
          <Text fw={600}>{t(`facts.labels.${f.key}`, { defaultValue: f.key })}</Text>
          <Text>{factValue(f, i18n.language)}</Text>
          <Text size="sm" c="dimmed" lang="fr" style={{ overflowWrap: 'anywhere' }}>
            {t('facts.sourceLine', { source: f.source })}
          </Text>
          <Group gap="xs" data-testid="fact-verified">
            <Text size="sm">
              {t('facts.verifiedLine', { day: factDay(f.verifiedAt, i18n.language) })}
            </Text>
            {f.stale && (
              <Badge size="sm" color="orange" variant="light">
                {t('facts.stale')}
              </Badge>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
