// The help translation during the mock exam: the real exam is in French only, so the translation is
// closed on every question, whatever the member chose for quizzes. 'Traduire' opens it on the
// question on screen alone, and the opening is written down with the attempt (the correction says
// on which questions it was opened); moving to another question finds it closed again.
import { Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslationAid } from '../Quiz/translation-aid';

export function useExamTranslation(recorded: readonly string[], onOpened: (questionId: string) => void) {
  // Open on screen now (none at the start, nor on resume); recorded: ever opened in this exam.
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [known] = useState(() => new Set(recorded));
  const forQuestion = useCallback(
    (questionId: string) => ({
      shown: open.has(questionId),
      toggle: () => {
        const opening = !open.has(questionId);
        setOpen((current) => {
          const next = new Set(current);
          if (opening) next.add(questionId);
          else next.delete(questionId);
          return next;
        });
        if (opening && !known.has(questionId)) {
          known.add(questionId);
          onOpened(questionId);
        }
      },
    }),
    [open, known, onOpened],
  );
  return { forQuestion };
}

/** Under the question, in English or Arabic: the exam is in French, an opened translation is noted. */
export function ExamTranslationNote() {
  const { t } = useTranslation('quiz');
  const aid = useTranslationAid();
  if (aid.lang === null) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="exam-translation-note">
      {t('exam.translationNote')}
    </Text>
  );
}
