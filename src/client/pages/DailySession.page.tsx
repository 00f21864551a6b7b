// /seance (signed in): « Commencer ma séance du jour » lands here and the session starts at once:
// the reviews due today, then the day's new questions (learning.startSession), each missed one asked
// again before the end, and the summary of what changed (learning.sessionSummary). A session left
// unfinished (a reload, Back, another device) is taken up again where it was. The answers are
// stored in one 'spaced' attempt created with the first of them, like any quiz's; a question asked
// again is practice on this page only (its first answer already moved the member's memory).
import { Alert, Button, Container, Group, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { newAttemptId } from '../../shared/attempt-id';
import type { SessionSummaryDto } from '../../shared/schemas/learning';
import { GlossarySheetHost } from '../components/Glossary/GlossarySheet';
import { dailySessionReducer, initialDailySession, type Turn } from '../components/Learning/daily-session';
import { SessionSummary, TurnBadge } from '../components/Learning/DailySession';
import { PageLoader } from '../components/PageLoader/PageLoader';
import contrast from '../components/Quiz/contrast.module.css';
import { QuizLoading } from '../components/Quiz/QuizRunParts';
import { QuizPlayer } from '../components/Quiz/QuizPlayer';
import { useQuizLayout } from '../components/Quiz/useLayout';
import { useElapsedSeconds, vibrate } from '../components/Quiz/quiz-utils';
import { usePageMeta } from '../hooks/usePageMeta';
import { useRequireAuth, useSessionExpired } from '../hooks/useRequireAuth';
import { toast } from '../lib/toast';
import { isUnauthorized, trpc } from '../trpc';

export default function DailySessionPage() {
  const { t } = useTranslation(['daily', 'common', 'quiz']);
  usePageMeta(t('daily:card.title'), t('daily:card.start'));
  const { user, isLoading } = useRequireAuth(t('quiz:run.loginRequired'));
  const sessionExpired = useSessionExpired();
  const [, navigate] = useLocation();
  const layout = useQuizLayout();
  const utils = trpc.useUtils();
  const [state, dispatch] = useReducer(dailySessionReducer, initialDailySession);
  const [summary, setSummary] = useState<SessionSummaryDto | null>(null);
  const start = trpc.learning.startSession.useMutation();
  const createAttempt = trpc.attempts.create.useMutation();
  const respond = trpc.attempts.respond.useMutation();
  const updateAttempt = trpc.attempts.update.useMutation();
  const created = useRef<Promise<unknown> | null>(null);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const shownAt = useRef(Date.now());
  const started = useRef(false);
  const elapsed = useElapsedSeconds(state.phase === 'playing', state.attemptId);

  function begin() {
    created.current = null;
    setSummary(null);
    dispatch({ type: 'starting' });
    start.mutate(
      { attemptId: newAttemptId() },
      {
        onSuccess: (session) => {
          // Taken up again: its attempt already exists on the server.
          if (Object.keys(session.answers).length > 0) created.current = Promise.resolve();
          shownAt.current = Date.now();
          dispatch({ type: 'started', session });
        },
        onError: (error) => {
          if (isUnauthorized(error)) sessionExpired();
          dispatch({ type: 'error' });
        },
      },
    );
  }

  // One tap on the dashboard: the session starts as the page opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the member is known
  useEffect(() => {
    if (!user || started.current) return;
    started.current = true;
    begin();
  }, [user]);

  useEffect(() => {
    if (state.phase !== 'playing') window.scrollTo({ top: 0, behavior: 'instant' as ScrollBehavior });
  }, [state.phase]);

  /** The attempt exists from the first answer on, with the session's questions in their order. */
  function ensureAttempt(): Promise<unknown> {
    if (!created.current) {
      const questionIds = state.turns.filter((turn) => turn.kind !== 'again').map((turn) => turn.question.id);
      const promise = createAttempt.mutateAsync({ id: state.attemptId!, type: 'spaced', totalQuestions: questionIds.length, questionIds });
      created.current = promise;
      promise.catch(() => {
        if (created.current === promise) created.current = null;
      });
    }
    return created.current;
  }

  function answer(turn: Turn, given: string) {
    if (state.answers[turn.key] !== undefined || !state.attemptId) return;
    dispatch({ type: 'answer', key: turn.key, answer: given });
    vibrate(50);
    if (turn.kind === 'again') return;
    const payload = { questionId: turn.question.id, userAnswer: given, timeSpent: Math.round((Date.now() - shownAt.current) / 1000), attemptId: state.attemptId };
    saving.current = ensureAttempt()
      .then(() => respond.mutateAsync(payload))
      .catch((error: unknown) => {
        if (isUnauthorized(error)) sessionExpired();
        else toast(t('common:errors.title'), t('daily:run.saveError'), { destructive: true });
      });
  }

  async function finish() {
    const attemptId = state.attemptId;
    if (!attemptId) return;
    dispatch({ type: 'finishing' });
    await saving.current;
    try {
      if (created.current) await updateAttempt.mutateAsync({ id: attemptId, isCompleted: true });
      setSummary(await utils.learning.sessionSummary.fetch({ attemptId }, { staleTime: 0 }));
    } catch (error) {
      if (isUnauthorized(error)) return sessionExpired();
    }
    void utils.learning.invalidate();
    void utils.attempts.invalidate();
    void utils.dashboard.stats.invalidate();
    dispatch({ type: 'finished' });
  }

  function show(index: number) {
    shownAt.current = Date.now();
    dispatch({ type: 'show', index });
  }

  if (isLoading || !user) return <PageLoader />;

  let content: ReactNode;
  if (state.phase === 'starting') content = <QuizLoading />;
  else if (state.phase === 'error' || state.phase === 'empty') {
    content = (
      <Alert color={state.phase === 'error' ? 'red' : 'blue'} data-testid={`session-${state.phase}`}>
        <Stack gap="sm">
          {state.phase === 'error' ? t('daily:run.startError') : t('daily:run.empty')}
          <Group gap="sm">
            {state.phase === 'error' && <Button onClick={begin}>{t('daily:run.retry')}</Button>}
            <Button component={Link} href="/dashboard" variant="default">
              {t('daily:run.backToDashboard')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  } else if (state.phase === 'summary') {
    content = <SessionSummary summary={summary} recovered={state.recovered.length} onMore={begin} />;
  } else {
    const turn = state.turns[state.index]!;
    content = (
      <GlossarySheetHost>
        <Group justify="flex-end" mb="xs">
          <Button variant="subtle" color="gray" size="xs" onClick={() => navigate('/dashboard')} data-testid="session-leave">
            {t('daily:run.leave')}
          </Button>
        </Group>
        <QuizPlayer
          questions={state.turns.map((x) => x.question)}
          keys={state.turns.map((x) => x.key)}
          index={state.index}
          answers={state.answers}
          elapsedSeconds={elapsed}
          layout={layout}
          finishing={state.phase === 'finishing'}
          badge={<TurnBadge kind={turn.kind} />}
          onAnswer={(_q, given) => answer(turn, given)}
          onPrevious={() => show(state.index - 1)}
          onNext={() => show(state.index + 1)}
          onFinish={() => void finish()}
        />
      </GlossarySheetHost>
    );
  }

  return (
    <Container size="md" py="lg" px="sm" className={contrast.area}>
      {content}
    </Container>
  );
}
