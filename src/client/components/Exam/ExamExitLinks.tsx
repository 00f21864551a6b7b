// The ways on from a handed-in exam, under its result or under the offline hand-in alike.
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** The screen's own buttons (`children`) first, then the history and the dashboard. */
export function ExamExitLinks({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('quiz');
  return (
    <Group>
      {children}
      <Button component={Link} href="/history" variant="default">
        {t('exam.history')}
      </Button>
      <Button component={Link} href="/" variant="default">
        {t('exam.dashboard')}
      </Button>
    </Group>
  );
}
