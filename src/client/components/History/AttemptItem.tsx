// One attempt: what it was ('Quiz 5 questions', 'Révision des erreurs', 'Examen civique'…), start
// date ('dd MMMM yyyy à HH:mm'), and, if completed, duration (seconds under a minute), score
// (colour band), correct count and a progress bar; otherwise 'En cours' or 'Interrompu'.
import { ActionIcon, Badge, Button, Card, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ASSESSMENT_BANDS } from '../../../shared/constants';
import type { AttemptSummaryDto } from '../../../shared/schemas/quiz';
import { BookIcon, FlaskIcon, LandmarkIcon, MicIcon, TrashIcon } from '../Icons/Icons';
import { capped, durationParts, formatAttemptDate, scoreColor } from '../Quiz/quiz-utils';

const ICONS: Record<AttemptSummaryDto['type'], { Icon: typeof BookIcon; color: string }> = {
  demo: { Icon: FlaskIcon, color: 'orange' },
  interview: { Icon: MicIcon, color: 'violet' },
  full: { Icon: BookIcon, color: 'blue' },
  review: { Icon: BookIcon, color: 'orange' },
  spaced: { Icon: BookIcon, color: 'grape' },
  exam: { Icon: LandmarkIcon, color: 'teal' },
};

/** The label's key: 'Démo', 'Entretien simulé', 'Examen civique', 'Révision des erreurs', or 'Quiz N questions' (with count). */
export function attemptTypeKey(type: string): string {
  return type === 'demo' || type === 'interview' || type === 'exam' || type === 'review' || type === 'spaced' ? `attemptTypes.${type}` : 'attemptTypes.full';
}

interface Props {
  attempt: AttemptSummaryDto;
  compact?: boolean;
  deleting?: boolean;
  onDelete?: (attempt: AttemptSummaryDto) => void;
}

export function AttemptItem({ attempt, compact, deleting, onDelete }: Props) {
  const { t, i18n } = useTranslation('quiz');
  const look = ICONS[attempt.type] ?? ICONS.full;
  const date = formatAttemptDate(attempt.startedAt, i18n.language);
  const score = attempt.score === null ? null : Math.round(Number(attempt.score));
  const seconds = attempt.durationSeconds;
  const duration = seconds === null ? null : durationParts(seconds);
  const running = !attempt.isCompleted && attempt.deadlineAt !== null && Date.parse(attempt.deadlineAt) > Date.now();
  return (
    <Card withBorder radius="md" padding={compact ? 'sm' : 'md'} data-testid="attempt-item" data-attempt-id={attempt.id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <ThemeIcon variant="light" color={look.color} size="lg" radius="md" aria-hidden>
              <look.Icon />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text fw={600} data-testid="attempt-label">
                {t(attemptTypeKey(attempt.type), { count: attempt.totalQuestions })}
              </Text>
              <Text size="sm" c="dimmed" data-testid="attempt-date">
                {date}
              </Text>
            </div>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {!attempt.isCompleted && (
              <Badge color={running ? 'orange' : 'gray'} variant="outline" data-testid="attempt-status">
                {running ? t('history.running') : t('history.interrupted')}
              </Badge>
            )}
            {attempt.passed !== null && (
              <Badge color={attempt.passed ? 'green' : 'red'} variant="light">
                {attempt.passed ? t('history.passed') : t('history.failed')}
              </Badge>
            )}
            {onDelete && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                loading={deleting}
                aria-label={t('history.deleteLabel', { date })}
                title={t('history.delete')}
                onClick={() => onDelete(attempt)}
                data-testid="delete-attempt"
              >
                <TrashIcon size={18} />
              </ActionIcon>
            )}
          </Group>
        </Group>
        {attempt.isCompleted && score !== null && (
          <Stack gap={4}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="md" wrap="wrap">
                {duration !== null && (
                  <Text size="sm" data-testid="attempt-duration">
                    {duration.unit === 's' ? t('history.durationSeconds', { count: duration.count }) : t('history.durationValue', { count: duration.count })}
                  </Text>
                )}
                <Text size="sm" data-testid="attempt-result">
                  {attempt.type === 'interview'
                    ? // An interview has a training appraisal out of 20, not correct answers.
                      t(attempt.correctAnswers >= ASSESSMENT_BANDS.good ? 'history.interviewFavourable' : 'history.interviewToConsolidate', { score: attempt.correctAnswers })
                    : t('history.correctes', { correct: attempt.correctAnswers, total: attempt.type === 'exam' ? attempt.totalQuestions : attempt.answered })}
                </Text>
              </Group>
              <Text fw={700} c={scoreColor(score)} data-testid="attempt-score">
                {score}%
              </Text>
            </Group>
            <Progress value={capped(score)} color={scoreColor(score)} aria-label={`${t('history.scoreLabel')} ${score}%`} />
            {attempt.type === 'exam' && !compact && (
              <Group>
                <Button component={Link} href={`/examen-civique?result=${attempt.id}`} variant="subtle" size="xs" px={0}>
                  {t('history.seeCorrection')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
        {/* Finished or interrupted, an interview's report can be read again. */}
        {attempt.type === 'interview' && !compact && (
          <Group>
            <Button component={Link} href={`/interview?report=${attempt.id}`} variant="subtle" size="xs" px={0} data-testid="see-report">
              {t('history.seeReport')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
