// The options block of the question edit form: one row per option with its English and Arabic
// translations, the radio that marks the right one, and add / remove buttons within the shared limits.
import { ActionIcon, Alert, Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { QUESTION_LIMITS } from '../../../shared/schemas/admin';
import { EDITOR_LANGUAGES, rtlProps } from './editor-languages';
import type { QuestionFormValues } from './QuestionEditor';

export const newOption = (fr = '', en = '', ar = '') => ({ key: randomId(), fr, en, ar });

export function QuestionOptions({ form, phone }: { form: UseFormReturnType<QuestionFormValues>; phone: boolean | undefined }) {
  const { t } = useTranslation('admin');
  const { options, correctKey } = form.values;
  const listError = form.errors.options ?? form.errors.optionsEn ?? form.errors.optionsAr ?? form.errors.correctAnswer;
  const remove = (i: number) => {
    if (options[i]?.key === correctKey) form.setFieldValue('correctKey', options[i === 0 ? 1 : 0]?.key ?? '');
    form.removeListItem('options', i);
  };
  return (
    <Stack gap="xs" role="group" aria-label={t('editor.options')}>
      <Text fw={600} size="sm">
        {t('editor.options')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('editor.correctHint')}
      </Text>
      {options.map((option, i) => (
        <Group key={option.key} align="flex-start" gap="xs" wrap="nowrap">
          <Radio
            mt={phone ? 8 : 30}
            name="correct"
            checked={correctKey === option.key}
            onChange={() => form.setFieldValue('correctKey', option.key)}
            aria-label={`${t('editor.correct')} : ${t('editor.option', { n: i + 1 })}`}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" style={{ flex: 1 }}>
            {EDITOR_LANGUAGES.map(({ lang, suffix }) => (
              <TextInput
                key={lang}
                label={t(`editor.option${suffix}`, { n: i + 1 })}
                {...form.getInputProps(`options.${i}.${lang}`)}
                maxLength={QUESTION_LIMITS.option}
                name={`options${suffix}.${i}`}
                {...rtlProps(lang)}
              />
            ))}
          </SimpleGrid>
          <ActionIcon
            mt={phone ? 8 : 30}
            variant="subtle"
            color="red"
            onClick={() => remove(i)}
            disabled={options.length <= QUESTION_LIMITS.optionsMin}
            aria-label={t('editor.removeOption', { n: i + 1 })}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      {listError && (
        <Alert color="red" variant="light" p="xs" role="alert">
          {listError}
        </Alert>
      )}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => form.insertListItem('options', newOption())}
          disabled={options.length >= QUESTION_LIMITS.optionsMax}
        >
          {t('editor.addOption')}
        </Button>
      </Group>
    </Stack>
  );
}
