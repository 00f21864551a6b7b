// The submission form (docs/product.md#community): six required fields, a quiz score from 0 to 20 (optional,
// sent as the string typed), optional interview tips. Checked here with the server's own schema.
import { Alert, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { STORY_LIMITS, storySubmitInput, type StorySubmitForm } from '../../../shared/schemas/community';

type Field = keyof typeof EMPTY;
const EMPTY = {
  name: '',
  city: '',
  region: '',
  originalCountry: '',
  naturalizationDate: '',
  story: '',
  quizScore: '',
  interviewTips: '',
};
export type StoryFormValues = typeof EMPTY;

/** A field's error in the interface language, from a zod issue (server keys or built-in codes). */
function issueKey(issue: z.core.$ZodIssue): { key: string; values?: Record<string, unknown> } {
  if (issue.message.startsWith('community.')) return { key: `form.errors.${issue.message.slice('community.'.length)}` };
  if (issue.code === 'too_big') return { key: 'form.errors.tooLong', values: { max: Number(issue.maximum) } };
  return { key: 'form.errors.invalid' };
}

export function validateStory(values: StoryFormValues): Partial<Record<Field, { key: string; values?: Record<string, unknown> }>> {
  const result = storySubmitInput.safeParse(values satisfies StorySubmitForm);
  if (result.success) return {};
  const errors: Partial<Record<Field, { key: string; values?: Record<string, unknown> }>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    if (!errors[field]) errors[field] = issueKey(issue);
  }
  return errors;
}

export function StoryForm({ onSubmit, submitting, onCancel }: { onSubmit: (values: StoryFormValues, reset: () => void) => void; submitting: boolean; onCancel: () => void }) {
  const { t } = useTranslation('community');
  const [values, setValues] = useState<StoryFormValues>(EMPTY);
  const [errors, setErrors] = useState<ReturnType<typeof validateStory>>({});
  const [touched, setTouched] = useState(false);

  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: e.currentTarget.value };
    setValues(next);
    if (touched) setErrors(validateStory(next));
  };
  const err = (field: Field) => {
    const e = errors[field];
    return e ? t(e.key, e.values) : undefined;
  };

  function submit(e: React.FormEvent) {
    e.preventDefault();
    setTouched(true);
    const found = validateStory(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit(values, () => {
      setValues(EMPTY);
      setErrors({});
      setTouched(false);
    });
  }

  const common = { required: true, withAsterisk: true } as const;
  return (
    <form onSubmit={submit} noValidate aria-label={t('form.title')} data-testid="story-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('form.moderationNotice')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput {...common} label={t('form.name')} placeholder={t('form.namePlaceholder')} value={values.name} onChange={set('name')} error={err('name')} maxLength={STORY_LIMITS.name} autoComplete="given-name" />
          <TextInput {...common} label={t('form.city')} placeholder={t('form.cityPlaceholder')} value={values.city} onChange={set('city')} error={err('city')} maxLength={STORY_LIMITS.city} autoComplete="address-level2" />
          <TextInput {...common} label={t('form.region')} placeholder={t('form.regionPlaceholder')} value={values.region} onChange={set('region')} error={err('region')} maxLength={STORY_LIMITS.region} />
          <TextInput {...common} label={t('form.originalCountry')} placeholder={t('form.originalCountryPlaceholder')} value={values.originalCountry} onChange={set('originalCountry')} error={err('originalCountry')} maxLength={STORY_LIMITS.originalCountry} />
          <TextInput {...common} label={t('form.naturalizationDate')} placeholder={t('form.naturalizationDatePlaceholder')} value={values.naturalizationDate} onChange={set('naturalizationDate')} error={err('naturalizationDate')} maxLength={STORY_LIMITS.naturalizationDate} />
          <TextInput label={t('form.quizScore')} description={t('form.quizScoreHint')} placeholder="16" inputMode="decimal" value={values.quizScore} onChange={set('quizScore')} error={err('quizScore')} maxLength={5} />
        </SimpleGrid>
        <Textarea {...common} label={t('form.story')} description={t('form.storyHint', { min: STORY_LIMITS.storyMin, max: STORY_LIMITS.story })} placeholder={t('form.storyPlaceholder')} autosize minRows={4} value={values.story} onChange={set('story')} error={err('story')} maxLength={STORY_LIMITS.story} />
        <Textarea label={t('form.interviewTips')} placeholder={t('form.interviewTipsPlaceholder')} autosize minRows={2} value={values.interviewTips} onChange={set('interviewTips')} error={err('interviewTips')} maxLength={STORY_LIMITS.interviewTips} />
        {touched && Object.keys(errors).length > 0 && (
          <Alert color="red" role="alert">
            {t('form.fixErrors')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {submitting ? t('form.submitting') : t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
