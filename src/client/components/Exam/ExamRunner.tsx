// The exam in progress: a 45-minute countdown that stays in view, one question at a time, no
// feedback, questions marked for review, a grid to jump between questions (answered and marked
// ones shown), and 'Terminer l'examen' (with a confirmation). It opens on the first question
// without an answer, so resuming picks up where the candidate stopped.
import { Badge, Box, Button, Card, Group, Modal, Progress, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamSessionDto } from '../../../shared/schemas/quiz';
import { stickyTopHeight } from '../../lib/scroll';
import { QuestionOptions, QuestionText } from '../Quiz/QuestionBody';
import { ScopedTranslationAid } from '../Quiz/translation-aid';
import { ExamTranslationNote, useExamTranslation } from './ExamTranslation';
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
  /** The help translation was opened on a question (the correction will say so). */
  onTranslationOpened: (questionId: string) => void;
}

/** Seconds before `deadlineAt` on the server's clock, rounded up: 0 only once it has really passed. */
function secondsLeft(deadlineAt: string, serverOffsetMs: number): number {
  return Math.max(0, Math.ceil((Date.parse(deadlineAt) - (Date.now() + serverOffsetMs)) / 1000));
}

/** Seconds left before the deadline, by the server's clock; ticks every second. */
export function useCountdown(deadlineAt: string, serverNow: string): number {
  const offset = useRef(Date.parse(serverNow) - Date.now());
  const [left, setLeft] = useState(() => secondsLeft(deadlineAt, offset.current));
  useEffect(() => {
    const id = setInterval(() => setLeft(secondsLeft(deadlineAt, offset.current)), 1000);
    return () => clearInterval(id);
  }, [deadlineAt]);
  return left;
}

/** The first question without an answer (the last one if all are answered). */
export function firstUnanswered(session: Pick<ExamSessionDto, 'questions'>, answers: Record<string, string>): number {
  const i = session.questions.findIndex((q) => !answers[q.id]);
  return i === -1 ? Math.max(0, session.questions.length - 1) : i;
}

const flagsKey = (attemptId: string) => `exam-flags:${attemptId}`;

/** Questions marked for review, kept on this device for the attempt (they are the candidate's notes, not answers). */
function useFlags(attemptId: string) {
  const [flags, setFlags] = useState<Set<string>>(() => {
    try {
      return new Set(JSON.parse(localStorage.getItem(flagsKey(attemptId)) ?? '[]') as string[]);
    } catch {
      return new Set();
    }
  });
  const toggle = (questionId: string) =>
    setFlags((current) => {
      const next = new Set(current);
      if (next.has(questionId)) next.delete(questionId);
      else next.add(questionId);
      try {
        localStorage.setItem(flagsKey(attemptId), JSON.stringify([...next]));
      } catch {
        // Storage full or off: the marks last for this visit.
      }
      return next;
    });
  return [flags, toggle] as const;
}

export function ExamRunner({ session, answers, finishing, onAnswer, onFinish, onTranslationOpened }: Props) {
  const { t } = useTranslation(['quiz', 'common']);
  const layout = useQuizLayout();
  const [index, setIndex] = useState(() => firstUnanswered(session, answers));
  const [flags, toggleFlag] = useFlags(session.attemptId);
  const aid = useExamTranslation(session.translationOpened, onTranslationOpened);
  const rootRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const [confirming, setConfirming] = useState(false);
  const left = useCountdown(session.deadlineAt, session.serverNow);
  const timeUp = useRef(false);
  const total = session.questions.length;
  const answeredCount = session.questions.filter((q) => answers[q.id]).length;
  const question = session.questions[index]!;

  // Each question starts with the clock bar and its text in view below the site header, and
  // takes the focus (the grid at the bottom of the page is one way to get here).
  // biome-ignore lint/correctness/useExhaustiveDependencies: question.id is the trigger: the layout runs again for each new question
  useLayoutEffect(() => {
    const root = rootRef.current;
    const card = cardRef.current;
    if (!root || !card) return;
    const header = stickyTopHeight();
    const cardTop = card.getBoundingClientRect().top;
    const barHeight = card.getBoundingClientRect().top - root.getBoundingClientRect().top;
    if (cardTop < header + barHeight || cardTop > window.innerHeight * 0.5) {
      const siteHeader = document.querySelector<HTMLElement>('header[data-sticky-top]')?.getBoundingClientRect().height ?? 0;
      window.scrollTo({ top: Math.max(0, window.scrollY + root.getBoundingClientRect().top - siteHeader), behavior: 'instant' as ScrollBehavior });
    }
    card.querySelector<HTMLElement>('[data-testid="question-text"]')?.focus({ preventScroll: true });
  }, [question.id]);

  useEffect(() => {
    if (left === 0 && !timeUp.current) {
      timeUp.current = true;
      onFinish('time');
    }
  }, [left, onFinish]);

  const urgent = left <= 5 * 60;
  const flagged = flags.has(question.id);
  const flaggedCount = session.questions.filter((q) => flags.has(q.id)).length;
  return (
    <Stack gap="md" data-testid="exam-runner" ref={rootRef}>
      <Box className={classes.topBar} data-sticky-top data-testid="exam-topbar">
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

      <Card withBorder radius="md" padding={layout === 'mobile' ? 'sm' : 'lg'} ref={cardRef} data-testid="exam-question">
        <Stack gap="md">
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Group gap="xs">
              <Badge variant="light">{t(`common:themes.${question.theme}`)}</Badge>
              <Badge variant="outline" color={question.kind === 'situation' ? 'grape' : 'gray'}>
                {question.kind === 'situation' ? t('quiz:exam.situation') : t('quiz:exam.knowledge')}
              </Badge>
            </Group>
            <Button
              size="xs"
              variant={flagged ? 'filled' : 'default'}
              color="orange"
              aria-pressed={flagged}
              onClick={() => toggleFlag(question.id)}
              data-testid="exam-flag"
            >
              {flagged ? t('quiz:exam.unflag') : t('quiz:exam.flag')}
            </Button>
          </Group>
          <ScopedTranslationAid.Provider value={aid.forQuestion(question.id)}>
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
          </ScopedTranslationAid.Provider>
          <ExamTranslationNote />
        </Stack>
      </Card>

      <Group justify="space-between" wrap="nowrap">
        <Button variant="default" onClick={() => setIndex((i) => Math.max(0, i - 1))} disabled={index === 0}>
          {t('quiz:exam.previous')}
        </Button>
        {index < total - 1 ? (
          <Button onClick={() => setIndex((i) => Math.min(total - 1, i + 1))} data-testid="exam-next">
            {t('quiz:exam.next')}
          </Button>
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
        <SimpleGrid cols={{ base: 7, sm: 10 }} spacing={6} role="list">
          {session.questions.map((q, i) => (
            <UnstyledButton
              key={q.id}
              role="listitem"
              className={classes.navCell}
              data-current={i === index || undefined}
              data-answered={answers[q.id] ? true : undefined}
              data-flagged={flags.has(q.id) || undefined}
              aria-label={[
                t('quiz:exam.goTo', { number: i + 1 }),
                answers[q.id] ? t('quiz:exam.cellAnswered') : t('quiz:exam.cellUnanswered'),
                ...(flags.has(q.id) ? [t('quiz:exam.cellFlagged')] : []),
              ].join(', ')}
              aria-current={i === index ? 'step' : undefined}
              onClick={() => setIndex(i)}
            >
              {i + 1}
            </UnstyledButton>
          ))}
        </SimpleGrid>
        <Group gap="md" aria-hidden>
          <Text size="xs" c="dimmed">
            <span className={classes.legendAnswered} /> {t('quiz:exam.legendAnswered')}
          </Text>
          <Text size="xs" c="dimmed">
            <span className={classes.legendFlagged} /> {t('quiz:exam.legendFlagged', { count: flaggedCount })}
          </Text>
        </Group>
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
        {flaggedCount > 0 && (
          <Text size="sm" mt="xs" data-testid="exam-confirm-flagged">
            {t('quiz:exam.confirmFlagged', { count: flaggedCount })}
          </Text>
        )}
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
