// The small screens of the quiz page around the player: the draw under way, no question for the
// set-up, the quiz in progress offered again ('Reprendre'), and the badge that says what is played.
import { Alert, Badge, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OFFICIAL_LIST } from '../../../shared/constants';
import type { QuizSessionDto } from '../../../shared/schemas/quiz';
import type { PlayableQuestion } from './QuizPlayer';
import type { QuizMode } from './quiz-run';

export function QuizLoading() {
  const { t } = useTranslation('quiz');
  return (
    <Center mih="50vh" role="status" aria-live="polite" data-testid="quiz-loading">
      <Stack align="center">
        <Loader size="lg" />
        <Text>{t('run.loading')}</Text>
      </Stack>
    </Center>
  );
}

export function QuizEmpty({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('quiz');
  return (
    <Alert color="yellow" title={t('run.noQuestionsTitle')} data-testid="no-questions">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('run.noQuestionsBody')}</Text>
        <Button variant="default" onClick={onBack}>
          {t('run.back')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** A quiz left in progress (another device, an earlier visit): how far it went, and 'Reprendre'. */
export function QuizResumeCard({ session, onResume }: { session: QuizSessionDto; onResume: () => void }) {
  const { t } = useTranslation('quiz');
  const answered = Object.keys(session.answers).length;
  return (
    <Alert color="orange" title={t('run.resumeTitle')} data-testid="quiz-resume">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('run.resumeBody', { answered, total: session.totalQuestions })}</Text>
        <Button onClick={onResume} data-testid="quiz-resume-button">
          {t('run.resume')}
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * Back to the set-up; the quiz stays open on the server and 'Reprendre' takes it up again. Above
 * the quiz: below it, it would change how far the page scrolls under each new question.
 */
export function QuizLeave({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation('quiz');
  return (
    <Group justify="flex-end" mb="xs">
      <Button variant="subtle" color="gray" size="xs" onClick={onLeave} data-testid="quiz-leave">
        {t('run.leave')}
      </Button>
    </Group>
  );
}

/** Played from the device's pack: said above the quiz (a toast would cover the question's counter). */
export function QuizOfflineNotice({ count }: { count: number }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="blue" variant="light" title={t('offline.quizTitle')} mb="sm" data-testid="quiz-offline-notice">
      <Text size="sm">{t('offline.quizBody', { count })}</Text>
    </Alert>
  );
}

export function QuizModeBadge({ mode, questions, hasFullAccess }: { mode: QuizMode; questions: PlayableQuestion[]; hasFullAccess: boolean }) {
  const { t } = useTranslation('quiz');
  if (mode === 'review') return <Badge color="orange">{t('run.reviewBadge')}</Badge>;
  if (mode === 'spaced') return <Badge color="grape">{t('run.spacedBadge')}</Badge>;
  if (mode === 'official') {
    return (
      <Badge color="indigo" variant="light" data-testid="official-badge">
        {t('officialList.badge', { from: questions[0]?.official?.rank ?? 1, to: questions.at(-1)?.official?.rank ?? 1, total: OFFICIAL_LIST.entries })}
      </Badge>
    );
  }
  return (
    <Badge color={hasFullAccess ? 'green' : 'gray'} variant="light">
      {hasFullAccess ? t('config.badgeFull') : t('config.badgeDemo')}
    </Badge>
  );
}
