// 'Faits actuels': each current fact, editable (values in three languages and the source), with
// "Vérifié aujourd'hui" to confirm it unchanged; any save also counts as checked today. Both are
// audited by the server. Under each fact, the questions whose served answer follows it, flagged
// "à revoir" when their written answer no longer matches.
import { Badge, Button, Card, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FACT_STALE_DAYS } from '../../../shared/constants';
import type { AdminFactDto } from '../../../shared/schemas/facts';
import { FACT_SOURCE_MAX, FACT_VALUE_MAX } from '../../../shared/schemas/facts';
import { toast } from '../../lib/toast';
import { trpc } from '../../trpc';
import { useActionError, useAfterAdminChange } from '../Admin/admin-utils';
import { QueryState } from '../Admin/QueryState';
import { factDay } from './fact-format';

type Draft = Pick<AdminFactDto, 'valueFr' | 'valueEn' | 'valueAr' | 'source'>;
const FIELDS = ['valueFr', 'valueEn', 'valueAr', 'source'] as const;

function FactCard({ fact }: { fact: AdminFactDto }) {
  const { t, i18n } = useTranslation('sources');
  const utils = trpc.useUtils();
  const afterChange = useAfterAdminChange();
  const onError = useActionError();
  const [draft, setDraft] = useState<Draft>(() => ({ valueFr: fact.valueFr, valueEn: fact.valueEn, valueAr: fact.valueAr, source: fact.source }));
  const changed = FIELDS.filter((f) => draft[f].trim() !== fact[f]);
  const update = trpc.admin.facts.update.useMutation({
    onSuccess: (saved, input) => {
      utils.admin.facts.list.setData(undefined, (list) => list?.map((f) => (f.key === saved.key ? saved : f)));
      setDraft({ valueFr: saved.valueFr, valueEn: saved.valueEn, valueAr: saved.valueAr, source: saved.source });
      void utils.facts.list.invalidate();
      afterChange();
      toast(input.verified && FIELDS.every((f) => input[f] === undefined) ? t('admin.verified') : t('admin.saved'));
    },
    onError,
  });
  const label = t(`facts.labels.${fact.key}`, { defaultValue: fact.key });
  return (
    <Card withBorder radius="md" padding="md" data-testid={`admin-fact-${fact.key}`} data-stale={fact.stale} data-to-check={fact.toCheck}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} fz="md">
            {label}
          </Title>
          {fact.toCheck && (
            <Badge color="orange" variant="light">
              {t('facts.stale')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" data-testid="fact-last-verified">
          {t('admin.lastVerified', { date: factDay(fact.verifiedAt, i18n.language) })}
          {fact.updatedBy ? ` · ${t('admin.by', { email: fact.updatedBy })}` : ''}
        </Text>
        {FIELDS.map((f) => (
          <TextInput
            key={f}
            label={t(`admin.${f}`)}
            value={draft[f]}
            maxLength={f === 'source' ? FACT_SOURCE_MAX : FACT_VALUE_MAX}
            dir={f === 'valueAr' ? 'rtl' : f === 'valueFr' || f === 'source' ? 'ltr' : undefined}
            lang={f === 'valueAr' ? 'ar' : f === 'valueEn' ? 'en' : 'fr'}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setDraft((d) => ({ ...d, [f]: value }));
            }}
            data-testid={`fact-input-${f}`}
          />
        ))}
        <Group gap="xs">
          <Button
            size="xs"
            disabled={changed.length === 0 || changed.some((f) => draft[f].trim() === '')}
            loading={update.isPending && changed.length > 0}
            onClick={() => update.mutate({ key: fact.key, ...Object.fromEntries(changed.map((f) => [f, draft[f].trim()])) })}
            data-testid="fact-save"
          >
            {t('admin.save')}
          </Button>
          <Button size="xs" variant="light" color="green" loading={update.isPending && changed.length === 0} onClick={() => update.mutate({ key: fact.key, verified: true })} data-testid="fact-verify">
            {t('admin.verify')}
          </Button>
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('admin.dependents')}
          </Text>
          {fact.dependents.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('admin.noDependents')}
            </Text>
          ) : (
            <List size="sm">
              {fact.dependents.map((q) => (
                <List.Item key={q.id} data-testid={`fact-dependent-${q.id}`} data-review={q.needsReview}>
                  <Text size="sm" span lang="fr">
                    {q.id} — {q.content}
                  </Text>{' '}
                  <Text size="xs" span fw={600} c={q.needsReview ? 'red.8' : 'green.8'}>
                    {q.needsReview ? t('admin.needsReview', { answer: q.writtenAnswer }) : t('admin.upToDate')}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

export function FactsTab() {
  const { t } = useTranslation('sources');
  const facts = trpc.admin.facts.list.useQuery();
  if (!facts.data) return <QueryState isLoading={facts.isLoading} error={facts.error} onRetry={() => void facts.refetch()} />;
  return (
    <Stack gap="md" data-testid="facts-tab">
      <Text size="sm" c="dimmed">
        {t('admin.intro', { days: FACT_STALE_DAYS })}
      </Text>
      {facts.data.map((f) => (
        <FactCard key={`${f.key}:${f.updatedAt}`} fact={f} />
      ))}
    </Stack>
  );
}
