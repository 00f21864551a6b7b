// One attempt: icon and label by type, start date ('dd MMMM yyyy à HH:mm'), and, if completed,
// duration, score (colour band), correct count and a progress bar; otherwise 'Interrompu'.
import { ActionIcon, Badge, Button, Card, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AttemptSummaryDto } from '../../../shared/schemas/quiz';
import { BookIcon, FlaskIcon, LandmarkIcon, MicIcon, TrashIcon } from '../Icons/Icons';
import { capped, durationMinutes, formatAttemptDate, scoreColor } from '../Quiz/quiz-utils';

const ICONS: Record<AttemptSummaryDto['type'], { Icon: typeof BookIcon; color: string }> = {
  demo: { Icon: FlaskIcon, color: 'orange' },
  interview: { Icon: MicIcon, color: 'violet' },
  full: { Icon: BookIcon, color: 'blue' },
  review: { Icon: BookIcon, color: 'orange' },
  exam: { Icon: LandmarkIcon, color: 'teal' },
};

/** 'Quiz Démo', 'Entretien IA', 'Examen civique'; full or anything else is 'Quiz Complet'. */
export function attemptTypeKey(type: string): string {
  return type === 'demo' || type === 'interview' || type === 'exam' ? `attemptTypes.${type}` : 'attemptTypes.full';
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
  const minutes = durationMinutes(attempt.startedAt, attempt.completedAt);
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
                {t(attemptTypeKey(attempt.type))}
              </Text>
              <Text size="sm" c="dimmed" data-testid="attempt-date">
                {date}
              </Text>
            </div>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {!attempt.isCompleted && (
              <Badge color="gray" variant="outline">
                {t('history.interrupted')}
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
                {minutes !== null && (
                  <Text size="sm">
                    {t('history.durationValue', { count: minutes })}
                  </Text>
                )}
                <Text size="sm">{t('history.correctes', { correct: attempt.correctAnswers, total: attempt.totalQuestions })}</Text>
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
      </Stack>
    </Card>
  );
}
