// The admin panel's 'Glossaire' tab: every entry, a search, and a form to edit one (the French word
// and the forms to find in the questions, the three definitions). The server checks the entry as a
// whole (30 words at most in French) and records the edit in the audit log.
import { Badge, Button, Card, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { TRPCClientError } from '@trpc/client';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GLOSSARY_EDITABLE_FIELDS, GLOSSARY_LIMITS, type AdminGlossaryTermDto, type GlossaryFields } from '../../../shared/schemas/glossary';
import { toast } from '../../lib/toast';
import { trpc } from '../../trpc';
import { dateTime, PHONE_QUERY, useActionError } from '../Admin/admin-utils';
import { QueryState } from '../Admin/QueryState';

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

type FormValues = Omit<GlossaryFields, 'variants'> & { variants: string };

const toForm = (e: AdminGlossaryTermDto): FormValues => ({
  term: e.term,
  variants: e.variants.join('\n'),
  definition: e.definition,
  termEn: e.termEn,
  definitionEn: e.definitionEn,
  termAr: e.termAr,
  definitionAr: e.definitionAr,
});

const toFields = (v: FormValues): GlossaryFields => ({
  ...v,
  variants: v.variants
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean),
});

function GlossaryEditor({ entry, onClose }: { entry: AdminGlossaryTermDto; onClose: () => void }) {
  const { t } = useTranslation('glossary');
  const phone = useMediaQuery(PHONE_QUERY);
  const utils = trpc.useUtils();
  const onError = useActionError();
  const [values, setValues] = useState<FormValues>(() => toForm(entry));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = trpc.admin.glossary.update.useMutation();
  const set = (field: keyof FormValues) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };
  const words = wordCount(values.definition);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const after = toFields(values);
    const before = toFields(toForm(entry));
    const patch: Partial<GlossaryFields> = {};
    for (const key of GLOSSARY_EDITABLE_FIELDS) {
      if (JSON.stringify(after[key]) !== JSON.stringify(before[key])) (patch as Record<string, unknown>)[key] = after[key];
    }
    if (Object.keys(patch).length === 0) {
      toast(t('admin.nothingChanged'));
      onClose();
      return;
    }
    try {
      await save.mutateAsync({ slug: entry.slug, ...patch });
      toast(t('admin.saved'), t('admin.savedBody'));
      await Promise.all([utils.admin.glossary.list.invalidate(), utils.glossary.list.invalidate(), utils.glossary.get.invalidate({ slug: entry.slug })]);
      onClose();
    } catch (error) {
      const issues = error instanceof TRPCClientError ? (error.data as { errors?: { message: string; path: string }[] } | undefined)?.errors : undefined;
      setErrors(Object.fromEntries((issues ?? []).map((i) => [i.path.split('.')[0] ?? '', i.message])));
      onError(error);
    }
  };

  const rtl = { dir: 'rtl' as const, lang: 'ar' };
  return (
    <Modal opened onClose={onClose} title={t('admin.editTitle', { term: entry.term })} size="lg" fullScreen={phone} closeButtonProps={{ 'aria-label': t('admin.cancel') }}>
      <form onSubmit={submit} noValidate data-testid="glossary-editor">
        <Stack gap="sm">
          <TextInput label={t('admin.term')} value={values.term} onChange={set('term')} maxLength={GLOSSARY_LIMITS.term} required error={errors.term} name="term" lang="fr" />
          <Textarea
            label={t('admin.variants')}
            value={values.variants}
            onChange={set('variants')}
            autosize
            minRows={2}
            error={errors.variants}
            name="variants"
            lang="fr"
          />
          <Textarea
            label={t('admin.definition')}
            description={t('admin.words', { count: words })}
            value={values.definition}
            onChange={set('definition')}
            autosize
            minRows={2}
            maxLength={GLOSSARY_LIMITS.definition}
            required
            error={errors.definition}
            name="definition"
            lang="fr"
          />
          <TextInput label={t('admin.termEn')} value={values.termEn} onChange={set('termEn')} maxLength={GLOSSARY_LIMITS.term} required error={errors.termEn} name="termEn" lang="en" />
          <Textarea
            label={t('admin.definitionEn')}
            value={values.definitionEn}
            onChange={set('definitionEn')}
            autosize
            minRows={2}
            maxLength={GLOSSARY_LIMITS.definition}
            required
            error={errors.definitionEn}
            name="definitionEn"
            lang="en"
          />
          <TextInput label={t('admin.termAr')} value={values.termAr} onChange={set('termAr')} maxLength={GLOSSARY_LIMITS.term} required error={errors.termAr} name="termAr" {...rtl} />
          <Textarea
            label={t('admin.definitionAr')}
            value={values.definitionAr}
            onChange={set('definitionAr')}
            autosize
            minRows={2}
            maxLength={GLOSSARY_LIMITS.definition}
            required
            error={errors.definitionAr}
            name="definitionAr"
            {...rtl}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="glossary-save">
              {t('admin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function GlossaryTab() {
  const { t, i18n } = useTranslation('glossary');
  const list = trpc.admin.glossary.list.useQuery();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<AdminGlossaryTermDto | null>(null);
  const q = fold(query.trim());
  const shown = useMemo(
    () => (list.data ?? []).filter((e) => !q || [e.slug, e.term, ...e.variants, e.termEn, e.termAr].some((s) => fold(s).includes(q))),
    [list.data, q],
  );
  if (!list.data) return <QueryState isLoading={list.isLoading} error={list.error} onRetry={() => void list.refetch()} />;

  return (
    <Stack gap="md" data-testid="admin-glossary">
      <Text size="sm" c="dimmed">
        {t('admin.intro')}
      </Text>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <TextInput type="search" label={t('admin.search')} value={query} onChange={(e) => setQuery(e.currentTarget.value)} maw={360} w="100%" />
        <Badge variant="light" size="lg" tt="none">
          {t('count', { count: shown.length })}
        </Badge>
      </Group>
      <Stack gap="xs">
        {shown.map((e) => (
          <Card key={e.slug} withBorder padding="sm" radius="md" data-testid={`admin-glossary-${e.slug}`}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600} lang="fr">
                    {e.term}
                  </Text>
                  {e.adminEditedAt && (
                    <Badge size="xs" variant="outline" tt="none">
                      {t('admin.edited', { date: dateTime(e.adminEditedAt, i18n.language) })}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed" lang="fr" lineClamp={2}>
                  {e.definition}
                </Text>
              </Stack>
              <Button size="xs" variant="light" onClick={() => setEditing(e)} aria-label={t('admin.editTitle', { term: e.term })}>
                {t('admin.edit')}
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
      {editing && <GlossaryEditor entry={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
