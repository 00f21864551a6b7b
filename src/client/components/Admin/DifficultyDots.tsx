import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Difficulty as five dots, the first `value` filled. */
export function DifficultyDots({ value }: { value: number }) {
  const { t } = useTranslation('admin');
  const label = t(`common:difficulty.${value}`, { defaultValue: String(value) });
  return (
    <Group gap={4} wrap="nowrap" role="img" aria-label={t('questions.difficultyAria', { value, label })} title={label} data-difficulty={value}>
      {[1, 2, 3, 4, 5].map((i) => (
        <span
          key={i}
          aria-hidden
          style={{
            width: 9,
            height: 9,
            borderRadius: '50%',
            display: 'inline-block',
            background: i <= value ? 'var(--mantine-color-blue-7)' : 'var(--mantine-color-gray-3)',
          }}
        />
      ))}
    </Group>
  );
}
