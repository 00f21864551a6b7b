// The question edit form: French, English and Arabic text, options with their English and Arabic
// translations and the correct one ticked, explanation, difficulty 1–5, category, exam theme and
// subtheme, active. The Arabic help translation is whole or empty (right-to-left fields).
// A @mantine/form form checked with the same rules as the server (src/shared/schemas/admin.ts);
// only the changed fields are sent, and the server's field messages are shown if it still refuses.
import { Button, Group, Modal, NativeSelect, SegmentedControl, SimpleGrid, Stack, Switch, Text, Textarea } from '@mantine/core';
import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { TRPCClientError } from '@trpc/client';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CATEGORIES, EXAM_DRAW, type Subtheme, THEMES, type Theme } from '../../../shared/constants';
import { type AdminQuestionDetailDto, QUESTION_LIMITS, type QuestionFields, questionSchema } from '../../../shared/schemas/admin';
import { toast } from '../../lib/toast';
import { trpc } from '../../trpc';
import { useActionError } from './admin-utils';
import { EDITOR_LANGUAGES, rtlProps } from './editor-languages';
import { newOption, QuestionOptions } from './QuestionOptions';

export interface QuestionFormValues {
  content: string;
  contentEn: string;
  /** Empty while the question has no Arabic help translation. */
  contentAr: string;
  /** Each option with its English and Arabic translations and a stable key for the list. */
  options: { key: string; fr: string; en: string; ar: string }[];
  /** The key of the right option. */
  correctKey: string;
  explanation: string;
  explanationEn: string;
  explanationAr: string;
  difficulty: number;
  category: QuestionFields['category'];
  theme: Theme;
  subtheme: Subtheme;
  isActive: boolean;
}

/** The question's text or its explanation, in French, English and Arabic. */
function LanguageTexts({ form, field, maxLength }: { form: UseFormReturnType<QuestionFormValues>; field: 'content' | 'explanation'; maxLength: number }) {
  const { t } = useTranslation('admin');
  return EDITOR_LANGUAGES.map(({ lang, suffix, required }) => {
    const name = `${field}${suffix}` as const;
    return (
      <Textarea
        key={lang}
        label={t(`editor.${name}`)}
        {...form.getInputProps(name)}
        autosize
        minRows={2}
        maxLength={maxLength}
        required={required}
        name={name}
        {...rtlProps(lang)}
      />
    );
  });
}

function initialValues(q: AdminQuestionDetailDto): QuestionFormValues {
  const options = q.options.map((fr, i) => newOption(fr, q.optionsEn[i] ?? '', q.optionsAr?.[i] ?? ''));
  return {
    content: q.content,
    contentEn: q.contentEn,
    contentAr: q.contentAr ?? '',
    options,
    correctKey: options[Math.max(0, q.options.indexOf(q.correctAnswer))]?.key ?? '',
    explanation: q.explanation,
    explanationEn: q.explanationEn,
    explanationAr: q.explanationAr ?? '',
    difficulty: q.difficulty,
    category: q.category,
    theme: q.theme,
    subtheme: q.subtheme,
    isActive: q.isActive,
  };
}

/** An empty Arabic field is no translation (null), as the server stores it. */
const arabicOrNull = (s: string) => (s.trim() === '' ? null : s);

function toFields(v: QuestionFormValues): QuestionFields {
  const optionsAr = v.options.map((o) => o.ar);
  return {
    content: v.content,
    contentEn: v.contentEn,
    contentAr: arabicOrNull(v.contentAr),
    optionsAr: optionsAr.every((o) => o.trim() === '') ? null : optionsAr,
    explanationAr: arabicOrNull(v.explanationAr),
    options: v.options.map((o) => o.fr),
    optionsEn: v.options.map((o) => o.en),
    correctAnswer: (v.options.find((o) => o.key === v.correctKey)?.fr ?? '').trim(),
    explanation: v.explanation,
    explanationEn: v.explanationEn,
    difficulty: v.difficulty,
    category: v.category,
    theme: v.theme,
    subtheme: v.subtheme,
    isActive: v.isActive,
  };
}

const OPTION_LANGUAGE = { options: 'fr', optionsEn: 'en', optionsAr: 'ar' } as const;

/** A path of the sent fields ('optionsEn.2') as a path of the form ('options.2.en'). */
function formPath(path: string): string {
  const option = /^(options|optionsEn|optionsAr)\.(\d+)$/.exec(path);
  return option ? `options.${option[2]}.${OPTION_LANGUAGE[option[1] as keyof typeof OPTION_LANGUAGE]}` : path;
}

const subthemesOf = (theme: Theme) => Object.keys(EXAM_DRAW[theme]) as Subtheme[];

export function QuestionEditor({ question, onClose, onSaved }: { question: AdminQuestionDetailDto; onClose: () => void; onSaved: (q: AdminQuestionDetailDto) => void }) {
  const { t } = useTranslation('admin');
  const phone = useMediaQuery('(max-width: 40em)');
  const onError = useActionError();
  const save = trpc.admin.questions.update.useMutation();

  const issueMessage = (issue: z.core.$ZodIssue, fields: QuestionFields): string => {
    if (issue.code === 'custom' && issue.message.startsWith('admin.')) return t(`validation.${issue.message.slice('admin.'.length)}`);
    // An empty field is 'required', whatever its minimum length.
    const value = issue.path.reduce<unknown>((v, key) => (v as Record<PropertyKey, unknown> | undefined)?.[key as PropertyKey], fields);
    if (typeof value === 'string' && value.trim() === '') return t('validation.required');
    if (issue.code === 'too_small') {
      if (issue.origin === 'array') return t('validation.optionsMin', { min: Number(issue.minimum) });
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? t('validation.required') : t('validation.tooShort', { min: Number(issue.minimum) });
    }
    if (issue.code === 'too_big') {
      if (issue.origin === 'array') return t('validation.optionsMax', { max: Number(issue.maximum) });
      if (issue.origin === 'string') return t('validation.tooLong', { max: Number(issue.maximum) });
    }
    return t('validation.invalid');
  };

  // The same rules as the server (questionSchema); the first message of each field is shown.
  const validate = (values: QuestionFormValues): FormErrors => {
    const fields = toFields(values);
    const checked = questionSchema.safeParse(fields);
    const found: FormErrors = {};
    for (const issue of checked.success ? [] : checked.error.issues) {
      const key = formPath(issue.path.join('.'));
      found[key] ??= issueMessage(issue, fields);
    }
    return found;
  };

  const form = useForm<QuestionFormValues>({ initialValues: initialValues(question), validate });

  const setTheme = (theme: Theme) => {
    form.setFieldValue('theme', theme);
    if (!subthemesOf(theme).includes(form.values.subtheme)) form.setFieldValue('subtheme', subthemesOf(theme)[0]!);
  };

  const submit = async (values: QuestionFormValues) => {
    const fields = questionSchema.parse(toFields(values));
    const before = toFields(initialValues(question));
    const patch: Partial<QuestionFields> = {};
    for (const key of Object.keys(fields) as (keyof QuestionFields)[]) {
      if (JSON.stringify(fields[key]) !== JSON.stringify(before[key])) (patch as Record<string, unknown>)[key] = fields[key];
    }
    if (Object.keys(patch).length === 0) {
      toast(t('editor.noChange'));
      onClose();
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: question.id, ...patch });
      toast(t('editor.saved', { id: question.id }));
      onSaved(saved);
    } catch (error) {
      const issues = error instanceof TRPCClientError ? (error.data as { errors?: { message: string; path: string }[] } | undefined)?.errors : undefined;
      if (issues?.length) form.setErrors(Object.fromEntries(issues.map((i) => [formPath(i.path), i.message])));
      onError(error);
    }
  };
  const invalid = () => toast(t('errorTitle'), t('editor.fixErrors'), { destructive: true });

  return (
    <Modal opened onClose={onClose} title={t('editor.title', { id: question.id })} size="xl" fullScreen={phone} closeButtonProps={{ 'aria-label': t('editor.cancel') }}>
      <form onSubmit={form.onSubmit(submit, invalid)} noValidate data-testid="question-editor">
        <Stack gap="md">
          <Text size="xs" c="dimmed">
            {t('editor.source', { source: question.source })}
          </Text>
          <LanguageTexts form={form} field="content" maxLength={QUESTION_LIMITS.content} />

          <QuestionOptions form={form} phone={phone} />

          <LanguageTexts form={form} field="explanation" maxLength={QUESTION_LIMITS.explanation} />

          <Stack gap={4}>
            <Text fw={500} size="sm" id="difficulty-label">
              {t('editor.difficulty')}
            </Text>
            <SegmentedControl
              aria-labelledby="difficulty-label"
              value={String(form.values.difficulty)}
              onChange={(v) => form.setFieldValue('difficulty', Number(v))}
              data={[1, 2, 3, 4, 5].map((d) => ({ value: String(d), label: phone ? String(d) : `${d} · ${t(`common:difficulty.${d}`)}` }))}
              fullWidth
            />
            {form.errors.difficulty && (
              <Text size="xs" c="red">
                {form.errors.difficulty}
              </Text>
            )}
          </Stack>

          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NativeSelect
              label={t('editor.category')}
              {...form.getInputProps('category')}
              data={CATEGORIES.map((c) => ({ value: c, label: t(`common:categories.${c}`) }))}
              name="category"
            />
            <NativeSelect
              label={t('editor.theme')}
              {...form.getInputProps('theme')}
              onChange={(e) => setTheme(e.currentTarget.value as Theme)}
              data={THEMES.map((th) => ({ value: th, label: t(`common:themes.${th}`) }))}
              name="theme"
            />
            <NativeSelect
              label={t('editor.subtheme')}
              {...form.getInputProps('subtheme')}
              data={subthemesOf(form.values.theme).map((s) => ({ value: s, label: t(`subthemes.${s}`) }))}
              name="subtheme"
            />
          </SimpleGrid>

          <Switch label={t('editor.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />

          <Text size="xs" c="dimmed">
            {t('editor.seedNotice')}
          </Text>

          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('editor.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('editor.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
