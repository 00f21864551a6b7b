// The exam in progress: a 45-minute countdown, one question at a time, no feedback, a grid to
// jump between questions, and 'Terminer l'examen' (with a confirmation).
import { Badge, Box, Button, Card, Group, Modal, Progress, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamSessionDto } from '../../../shared/schemas/quiz';
import { QuestionOptions, QuestionText } from '../Quiz/QuestionBody';
import { clock } from '../Quiz/quiz-utils';
import { useQuizLayout } from '../Quiz/useLayout';
import contrast from '../Quiz/contrast.module.css';
import classes from './Exam.module.css';

interface Props {
  session: ExamSessionDto;
  answers: Record<string, string>;
  finishing: boolean;
  onAnswer: (questionId: string, answer: string) => void;
  onFinish: (reason: 'user' | 'time') => void;
}

/** Seconds left before the deadline, by the server's clock; ticks every second. */
export function useCountdown(deadlineAt: string, serverNow: string): number {
  const offset = useRef(Date.parse(serverNow) - Date.now());
  // Rounded up: 0 only once the deadline has really passed.
  const compute = () => Math.max(0, Math.ceil((Date.parse(deadlineAt) - (Date.now() + offset.current)) / 1000));
  const [left, setLeft] = useState(compute);
  useEffect(() => {
    const id = setInterval(() => setLeft(compute()), 1000);
    return () => clearInterval(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deadlineAt]);
  return left;
}

export function ExamRunner({ session, answers, finishing, onAnswer, onFinish }: Props) {
  const { t } = useTranslation(['quiz', 'common']);
  const layout = useQuizLayout();
  const [index, setIndex] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const left = useCountdown(session.deadlineAt, session.serverNow);
  const timeUp = useRef(false);
  const total = session.questions.length;
  const answeredCount = session.questions.filter((q) => answers[q.id]).length;
  const question = session.questions[index]!;

  useEffect(() => {
    if (left === 0 && !timeUp.current) {
      timeUp.current = true;
      onFinish('time');
    }
  }, [left, onFinish]);

  const urgent = left <= 5 * 60;
  return (
    <Stack gap="md" data-testid="exam-runner">
      <Box className={classes.topBar}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0}>
            <Text fw={600} data-testid="exam-counter">
              {t('quiz:exam.questionOf', { current: index + 1, total })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('quiz:exam.answered', { count: answeredCount, total })}
            </Text>
          </Stack>
          <Badge
            size="xl"
            color={urgent ? 'red' : 'blue'}
            variant={urgent ? 'filled' : 'light'}
            role="timer"
            aria-label={t('quiz:exam.timeLeftAria', { time: clock(left) })}
            data-testid="exam-countdown"
          >
            {clock(left)}
          </Badge>
        </Group>
        <Progress mt={6} value={(answeredCount / total) * 100} size="sm" aria-hidden />
      </Box>

      <Card withBorder radius="md" padding={layout === 'mobile' ? 'sm' : 'lg'}>
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light">{t(`common:themes.${question.theme}`)}</Badge>
            <Badge variant="outline" color={question.kind === 'situation' ? 'grape' : 'gray'}>
              {question.kind === 'situation' ? t('quiz:exam.situation') : t('quiz:exam.knowledge')}
            </Badge>
          </Group>
          <QuestionText question={{ ...question, category: undefined }} />
          <QuestionOptions
            key={question.id}
            question={question}
            selected={answers[question.id]}
            reveal={false}
            lettered={layout === 'mobile'}
            disabled={finishing}
            onSelect={(answer) => onAnswer(question.id, answer)}
          />
        </Stack>
      </Card>

      <Group justify="space-between" wrap="nowrap">
        <Button variant="default" onClick={() => setIndex((i) => Math.max(0, i - 1))} disabled={index === 0}>
          {t('quiz:exam.previous')}
        </Button>
        {index < total - 1 ? (
          <Button onClick={() => setIndex((i) => Math.min(total - 1, i + 1))}>{t('quiz:exam.next')}</Button>
        ) : (
          <Button color="green" onClick={() => setConfirming(true)} loading={finishing}>
            {t('quiz:exam.finish')}
          </Button>
        )}
      </Group>

      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('quiz:exam.navigator')}
        </Text>
        <SimpleGrid cols={{ base: 8, sm: 10 }} spacing={6} role="list">
          {session.questions.map((q, i) => (
            <UnstyledButton
              key={q.id}
              role="listitem"
              className={classes.navCell}
              data-current={i === index || undefined}
              data-answered={answers[q.id] ? true : undefined}
              aria-label={t('quiz:exam.goTo', { number: i + 1 })}
              aria-current={i === index ? 'step' : undefined}
              onClick={() => setIndex(i)}
            >
              {i + 1}
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Stack>

      <Group>
        <Button variant="outline" color="green" onClick={() => setConfirming(true)} loading={finishing} data-testid="exam-finish">
          {t('quiz:exam.finish')}
        </Button>
      </Group>

      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('quiz:exam.confirmTitle')} centered classNames={{ content: contrast.area }}>
        <Text size="sm">
          {answeredCount < total ? t('quiz:exam.confirmBody', { count: total - answeredCount }) : t('quiz:exam.confirmBodyAll')}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('quiz:exam.cancel')}
          </Button>
          <Button
            color="green"
            onClick={() => {
              setConfirming(false);
              onFinish('user');
            }}
            data-testid="exam-confirm-finish"
          >
            {t('quiz:exam.confirm')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
