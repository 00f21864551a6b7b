// The quiz itself (demo and full quiz): progress, timer, one question, feedback after each answer
// (right option green, a wrong choice red, the explanation), previous / next / 'Terminer'.
import { Alert, Badge, Button, Card, Group, Progress, Stack, Text, useDirection } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isolated } from '../../lib/bidi';
import { isWhollyInView, scrollBelowHeader } from '../../lib/scroll';
import { ReportErrorLink } from '../Report/ReportErrorLink';
import { Bilingual, QuestionOptions, QuestionText, SourceLine, type DisplayQuestion } from './QuestionBody';
import { ClockIcon } from '../Icons/Icons';
import { capped, clock } from './quiz-utils';
import classes from './Quiz.module.css';

export interface PlayableQuestion extends DisplayQuestion {
  correctAnswer: string;
  explanation: string;
  explanationEn: string;
  explanationAr?: string | null;
}

export const FEEDBACK_SCROLL_DELAY_MS = 300;
/** Longer than any smooth scroll lasts. */
const SMOOTH_SCROLL_MAX_MS = 1000;

interface Props {
  questions: PlayableQuestion[];
  index: number;
  answers: Record<string, string>;
  elapsedSeconds: number;
  layout: 'card' | 'mobile';
  badge?: ReactNode;
  finishing?: boolean;
  onAnswer: (question: PlayableQuestion, answer: string) => void;
  onPrevious: () => void;
  onNext: () => void;
  onFinish: () => void;
  /**
   * The key of each position's answer in `answers` (default: the question's id): the daily session
   * asks a missed question again, and that second asking has its own answer.
   */
  keys?: string[];
}

export function QuizPlayer({ questions, index, answers, elapsedSeconds, layout, badge, finishing, onAnswer, onPrevious, onNext, onFinish, keys }: Props) {
  const { t } = useTranslation('quiz');
  const { dir } = useDirection();
  const question = questions[index]!;
  const key = keys?.[index] ?? question.id;
  const selected = answers[key];
  const answered = selected !== undefined && selected !== '';
  const isLast = index === questions.length - 1;
  const feedbackRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const lastAnswered = useRef<string | null>(null);
  /** The explanation's smooth scroll is under way (until its scrollend). */
  const feedbackScrolling = useRef(false);

  // Each new question starts with its counter and text in view, just below the sticky header,
  // and takes the keyboard and screen-reader focus (the previous answer's explanation may have
  // been long enough to leave the page scrolled far down).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the position's key is the trigger: each new question scrolls and takes the focus
  useEffect(() => {
    const top = topRef.current;
    // The explanation's smooth scroll still under way: stop it where it is (an instant scroll
    // ends a smooth one), or it goes on carrying the new question under the header even when the
    // question needs no placing.
    if (feedbackScrolling.current) window.scrollTo({ top: window.scrollY, behavior: 'instant' as ScrollBehavior });
    scrollBelowHeader(top);
    rootRef.current?.querySelector<HTMLElement>('[data-testid="question-text"]')?.focus({ preventScroll: true });
    // "Suivant" tapped while the explanation was still scrolling in: that smooth scroll goes on
    // and would carry the new question under the header. Place it again when the scroll ends.
    // Only that scroll's end (a smooth scroll lasts well under a second): a scroll of the
    // reader's own afterwards is left alone.
    if (!feedbackScrolling.current) return;
    const again = () => scrollBelowHeader(topRef.current);
    window.addEventListener('scrollend', again, { once: true });
    const expire = setTimeout(() => window.removeEventListener('scrollend', again), SMOOTH_SCROLL_MAX_MS);
    return () => {
      clearTimeout(expire);
      window.removeEventListener('scrollend', again);
    };
  }, [key]);

  // Feedback scrolls into view 300 ms after an answer.
  useEffect(() => {
    if (!answered || lastAnswered.current === key) return;
    lastAnswered.current = key;
    const timer = setTimeout(() => {
      const feedback = feedbackRef.current;
      // Already whole on screen: nothing scrolls (and no scroll will end).
      if (!feedback?.scrollIntoView || isWhollyInView(feedback)) return;
      feedback.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
      feedbackScrolling.current = true;
      const done = () => {
        feedbackScrolling.current = false;
        window.removeEventListener('scrollend', done);
      };
      window.addEventListener('scrollend', done);
      setTimeout(done, SMOOTH_SCROLL_MAX_MS);
    }, FEEDBACK_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [answered, key]);

  const correct = answered && selected === question.correctAnswer;
  const progress = capped(((index + (answered ? 1 : 0)) / questions.length) * 100);

  const header = (
    <Stack gap={6} ref={topRef} data-testid="question-top">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Text fw={600} data-testid="question-counter">
            {t('player.questionOf', { current: index + 1, total: questions.length })}
          </Text>
          {badge}
        </Group>
        <Badge variant="light" color="gray" size="lg" aria-label={`${t('player.timer')} ${clock(elapsedSeconds)}`} data-testid="timer" leftSection={<ClockIcon size={14} />}>
          {clock(elapsedSeconds)}
        </Badge>
      </Group>
      <Progress value={progress} aria-label={t('player.progressLabel')} size="md" />
    </Stack>
  );

  const feedback = answered && (
    <div ref={feedbackRef} aria-live="polite">
      <Alert color={correct ? 'green' : 'red'} title={correct ? t('player.correct') : t('player.incorrect')} data-testid="feedback">
        <Stack gap="xs">
          {!correct && (
            <Text size="sm" fw={600}>
              {t('player.rightAnswer', { answer: isolated(question.correctAnswer, dir) })}
            </Text>
          )}
          <Text size="sm" fw={600}>
            {t('player.explanation')}
          </Text>
          <Bilingual fr={question.explanation} en={question.explanationEn} ar={question.explanationAr} size="sm" listen glossary />
          <SourceLine source={question.source} />
          <ReportErrorLink kind="question" id={question.id} newTab />
        </Stack>
      </Alert>
    </div>
  );

  const nav = (
    <Group justify="space-between" wrap="nowrap" className={layout === 'mobile' ? classes.stickyBar : undefined}>
      <Button variant="default" onClick={onPrevious} disabled={index === 0}>
        {t('player.previous')}
      </Button>
      {isLast ? (
        <Button color="green" onClick={onFinish} disabled={!answered} loading={finishing}>
          {t('player.finish')}
        </Button>
      ) : (
        <Button onClick={onNext} disabled={!answered} data-testid="quiz-next">
          {t('player.next')}
        </Button>
      )}
    </Group>
  );

  const body = (
    <Stack gap="md">
      <QuestionText question={question} glossary />
      <QuestionOptions
        key={key}
        question={question}
        selected={selected}
        reveal={answered}
        correctAnswer={question.correctAnswer}
        disabled={answered}
        lettered={layout === 'mobile'}
        onSelect={(answer) => onAnswer(question, answer)}
      />
      {feedback}
      {!answered && (
        <Text size="sm" c="dimmed">
          {t('player.selectFirst')}
        </Text>
      )}
    </Stack>
  );

  if (layout === 'mobile') {
    return (
      <Stack gap="md" data-testid="quiz-player" data-layout="mobile" ref={rootRef}>
        {header}
        {body}
        {nav}
      </Stack>
    );
  }
  return (
    <Stack gap="md" data-testid="quiz-player" data-layout="card" ref={rootRef}>
      {header}
      <Card withBorder shadow="sm" padding="lg" radius="md">
        {body}
      </Card>
      {nav}
    </Stack>
  );
}
