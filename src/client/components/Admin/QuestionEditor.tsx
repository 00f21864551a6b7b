// The question edit form: French and English text, options with their English translation and
// the correct one ticked, explanation, difficulty 1–5, category, exam theme and subtheme, active.
// Checked on the client with the same rules as the server (src/shared/schemas/admin.ts); only
// the changed fields are sent, and the server's field messages are shown if it still refuses.
import { ActionIcon, Alert, Button, Group, Modal, NativeSelect, Radio, SegmentedControl, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CATEGORIES, EXAM_DRAW, THEMES, type Subtheme, type Theme } from '../../../shared/constants';
import { QUESTION_LIMITS, questionSchema, type AdminQuestionDetailDto, type QuestionFields } from '../../../shared/schemas/admin';
import { toast } from '../../lib/toast';
import { trpc } from '../../trpc';
import { useActionError } from './admin-utils';

interface FormState {
  content: string;
  contentEn: string;
  options: string[];
  optionsEn: string[];
  correctIndex: number;
  explanation: string;
  explanationEn: string;
  difficulty: number;
  category: QuestionFields['category'];
  theme: Theme;
  subtheme: Subtheme;
  isActive: boolean;
}

type Errors = Record<string, string>;

function initialState(q: AdminQuestionDetailDto): FormState {
  return {
    content: q.content,
    contentEn: q.contentEn,
    options: [...q.options],
    optionsEn: q.options.map((_, i) => q.optionsEn[i] ?? ''),
    correctIndex: Math.max(0, q.options.indexOf(q.correctAnswer)),
    explanation: q.explanation,
    explanationEn: q.explanationEn,
    difficulty: q.difficulty,
    category: q.category,
    theme: q.theme,
    subtheme: q.subtheme,
    isActive: q.isActive,
  };
}

function toFields(s: FormState): QuestionFields {
  return {
    content: s.content,
    contentEn: s.contentEn,
    options: s.options,
    optionsEn: s.optionsEn,
    correctAnswer: (s.options[s.correctIndex] ?? '').trim(),
    explanation: s.explanation,
    explanationEn: s.explanationEn,
    difficulty: s.difficulty,
    category: s.category,
    theme: s.theme,
    subtheme: s.subtheme,
    isActive: s.isActive,
  };
}

const subthemesOf = (theme: Theme) => Object.keys(EXAM_DRAW[theme]) as Subtheme[];

export function QuestionEditor({ question, onClose, onSaved }: { question: AdminQuestionDetailDto; onClose: () => void; onSaved: (q: AdminQuestionDetailDto) => void }) {
  const { t } = useTranslation('admin');
  const phone = useMediaQuery('(max-width: 40em)');
  const [state, setState] = useState<FormState>(() => initialState(question));
  const [errors, setErrors] = useState<Errors>({});
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

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setState((s) => ({ ...s, [key]: value }));
  };
  const setOption = (list: 'options' | 'optionsEn', i: number, value: string) =>
    setState((s) => ({ ...s, [list]: s[list].map((o, j) => (j === i ? value : o)) }));
  const addOption = () => setState((s) => ({ ...s, options: [...s.options, ''], optionsEn: [...s.optionsEn, ''] }));
  const removeOption = (i: number) =>
    setState((s) => ({
      ...s,
      options: s.options.filter((_, j) => j !== i),
      optionsEn: s.optionsEn.filter((_, j) => j !== i),
      correctIndex: s.correctIndex === i ? 0 : s.correctIndex > i ? s.correctIndex - 1 : s.correctIndex,
    }));
  const setTheme = (theme: Theme) =>
    setState((s) => ({ ...s, theme, subtheme: subthemesOf(theme).includes(s.subtheme) ? s.subtheme : subthemesOf(theme)[0]! }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const fields = toFields(state);
    const checked = questionSchema.safeParse(fields);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const key = issue.path.join('.');
        if (!found[key]) found[key] = issueMessage(issue, fields);
      }
      setErrors(found);
      toast(t('errorTitle'), t('editor.fixErrors'), { destructive: true });
      return;
    }
    setErrors({});
    const before = toFields(initialState(question));
    const patch: Partial<QuestionFields> = {};
    for (const key of Object.keys(checked.data) as (keyof QuestionFields)[]) {
      if (JSON.stringify(checked.data[key]) !== JSON.stringify(before[key])) (patch as Record<string, unknown>)[key] = checked.data[key];
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
      if (issues?.length) setErrors(Object.fromEntries(issues.map((i) => [i.path, i.message])));
      onError(error);
    }
  };

  const err = (key: string) => errors[key];
  const optionsError = err('options') ?? err('optionsEn') ?? err('correctAnswer');

  return (
    <Modal opened onClose={onClose} title={t('editor.title', { id: question.id })} size="xl" fullScreen={phone} closeButtonProps={{ 'aria-label': t('editor.cancel') }}>
      <form onSubmit={submit} noValidate data-testid="question-editor">
        <Stack gap="md">
          <Text size="xs" c="dimmed">
            {t('editor.source', { source: question.source })}
          </Text>
          <Textarea
            label={t('editor.content')}
            value={state.content}
            onChange={(e) => set('content', e.currentTarget.value)}
            error={err('content')}
            autosize
            minRows={2}
            maxLength={QUESTION_LIMITS.content}
            required
            name="content"
          />
          <Textarea
            label={t('editor.contentEn')}
            value={state.contentEn}
            onChange={(e) => set('contentEn', e.currentTarget.value)}
            error={err('contentEn')}
            autosize
            minRows={2}
            maxLength={QUESTION_LIMITS.content}
            required
            name="contentEn"
          />

          <Stack gap="xs" role="group" aria-label={t('editor.options')}>
            <Text fw={600} size="sm">
              {t('editor.options')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('editor.correctHint')}
            </Text>
            {state.options.map((option, i) => (
              <Group key={i} align="flex-start" gap="xs" wrap="nowrap">
                <Radio
                  mt={phone ? 8 : 30}
                  name="correct"
                  checked={state.correctIndex === i}
                  onChange={() => set('correctIndex', i)}
                  aria-label={`${t('editor.correct')} : ${t('editor.option', { n: i + 1 })}`}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" style={{ flex: 1 }}>
                  <TextInput
                    label={t('editor.option', { n: i + 1 })}
                    value={option}
                    onChange={(e) => setOption('options', i, e.currentTarget.value)}
                    error={err(`options.${i}`)}
                    maxLength={QUESTION_LIMITS.option}
                    name={`options.${i}`}
                  />
                  <TextInput
                    label={t('editor.optionEn', { n: i + 1 })}
                    value={state.optionsEn[i] ?? ''}
                    onChange={(e) => setOption('optionsEn', i, e.currentTarget.value)}
                    error={err(`optionsEn.${i}`)}
                    maxLength={QUESTION_LIMITS.option}
                    name={`optionsEn.${i}`}
                  />
                </SimpleGrid>
                <ActionIcon
                  mt={phone ? 8 : 30}
                  variant="subtle"
                  color="red"
                  onClick={() => removeOption(i)}
                  disabled={state.options.length <= QUESTION_LIMITS.optionsMin}
                  aria-label={t('editor.removeOption', { n: i + 1 })}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
            {optionsError && (
              <Alert color="red" variant="light" p="xs" role="alert">
                {optionsError}
              </Alert>
            )}
            <Group>
              <Button variant="subtle" size="compact-sm" onClick={addOption} disabled={state.options.length >= QUESTION_LIMITS.optionsMax}>
                {t('editor.addOption')}
              </Button>
            </Group>
          </Stack>

          <Textarea
            label={t('editor.explanation')}
            value={state.explanation}
            onChange={(e) => set('explanation', e.currentTarget.value)}
            error={err('explanation')}
            autosize
            minRows={2}
            maxLength={QUESTION_LIMITS.explanation}
            required
            name="explanation"
          />
          <Textarea
            label={t('editor.explanationEn')}
            value={state.explanationEn}
            onChange={(e) => set('explanationEn', e.currentTarget.value)}
            error={err('explanationEn')}
            autosize
            minRows={2}
            maxLength={QUESTION_LIMITS.explanation}
            required
            name="explanationEn"
          />

          <Stack gap={4}>
            <Text fw={500} size="sm" id="difficulty-label">
              {t('editor.difficulty')}
            </Text>
            <SegmentedControl
              aria-labelledby="difficulty-label"
              value={String(state.difficulty)}
              onChange={(v) => set('difficulty', Number(v))}
              data={[1, 2, 3, 4, 5].map((d) => ({ value: String(d), label: phone ? String(d) : `${d} · ${t(`common:difficulty.${d}`)}` }))}
              fullWidth
            />
            {err('difficulty') && (
              <Text size="xs" c="red">
                {err('difficulty')}
              </Text>
            )}
          </Stack>

          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NativeSelect
              label={t('editor.category')}
              value={state.category}
              onChange={(e) => set('category', e.currentTarget.value as FormState['category'])}
              data={CATEGORIES.map((c) => ({ value: c, label: t(`common:categories.${c}`) }))}
              error={err('category')}
              name="category"
            />
            <NativeSelect
              label={t('editor.theme')}
              value={state.theme}
              onChange={(e) => setTheme(e.currentTarget.value as Theme)}
              data={THEMES.map((th) => ({ value: th, label: t(`common:themes.${th}`) }))}
              error={err('theme')}
              name="theme"
            />
            <NativeSelect
              label={t('editor.subtheme')}
              value={state.subtheme}
              onChange={(e) => set('subtheme', e.currentTarget.value as Subtheme)}
              data={subthemesOf(state.theme).map((s) => ({ value: s, label: t(`subthemes.${s}`) }))}
              error={err('subtheme')}
              name="subtheme"
            />
          </SimpleGrid>

          <Switch label={t('editor.active')} checked={state.isActive} onChange={(e) => set('isActive', e.currentTarget.checked)} />

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
