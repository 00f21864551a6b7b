// /examen-civique and /exam (signed in): rules → 40 questions in 45 minutes without feedback →
// the correction by theme. '?result=<attemptId>' opens the correction of a finished exam;
// '?resume=1' (the dashboard's 'Reprendre') goes straight back into the exam in progress.
// Without network the exam runs from the paper kept on the device, and is scored by the server
// once the network is back (useOfflineExam, docs/offline.md).
import { Alert, Button, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { newAttemptId } from '../../shared/attempt-id';
import type { ExamResultDto, ExamSessionDto } from '../../shared/schemas/quiz';
import { ExamOfflineFinished, ExamOfflineNotice } from '../components/Exam/ExamOffline';
import { ExamResult } from '../components/Exam/ExamResult';
import { ExamRules } from '../components/Exam/ExamRules';
import { ExamRunner } from '../components/Exam/ExamRunner';
import { useOfflineExam } from '../components/Exam/useOfflineExam';
import { isNetworkError } from '../components/AuthDialog/auth-flows';
import { PageLoader } from '../components/PageLoader/PageLoader';
import contrast from '../components/Quiz/contrast.module.css';
import { usePageMeta } from '../hooks/usePageMeta';
import { useRequireAuth, useSessionExpired } from '../hooks/useRequireAuth';
import { toast } from '../lib/toast';
import { examCurrent } from '../offline/exam-store';
import { useOnline } from '../offline/useOnline';
import { isUnauthorized, trpc } from '../trpc';
import { TRPCClientError } from '@trpc/client';

type Phase = 'rules' | 'running' | 'result' | 'loadingResult';

function isConflict(error: unknown): boolean {
  return error instanceof TRPCClientError && error.data?.httpStatus === 409;
}

export default function ExamPage() {
  const { t } = useTranslation(['quiz', 'common']);
  usePageMeta(t('quiz:meta.examTitle'), t('quiz:meta.examDescription'));
  const { user, isLoading } = useRequireAuth(t('quiz:exam.loginRequired'));
  const sessionExpired = useSessionExpired();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const utils = trpc.useUtils();
  const current = trpc.exam.current.useQuery(undefined, { enabled: Boolean(user) });
  const start = trpc.exam.start.useMutation();
  const update = trpc.attempts.update.useMutation();
  const respond = trpc.attempts.respond.useMutation();
  const translationOpened = trpc.exam.translationOpened.useMutation();

  const [phase, setPhase] = useState<Phase>('rules');
  const [session, setSession] = useState<ExamSessionDto | null>(null);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [result, setResult] = useState<ExamResultDto | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const finishingRef = useRef(false);
  const resultParam = new URLSearchParams(search).get('result');
  const resumeParam = new URLSearchParams(search).get('resume');
  const resumed = useRef(false);
  const online = useOnline();
  const offline = useOfflineExam(user?.id ?? null, (attemptId) => navigate(`${location}?result=${attemptId}`, { replace: true }));
  // No network (or no answer from the server): the exam comes from the device's paper.
  const networkDown = !online || isNetworkError(current.error);

  const showResult = useCallback(
    async (attemptId: string) => {
      setPhase('loadingResult');
      setLoadError(false);
      try {
        const r = await utils.client.exam.result.query({ attemptId });
        setResult(r);
        setPhase('result');
        return r;
      } catch (error) {
        if (isUnauthorized(error)) sessionExpired();
        else setLoadError(true);
        return null;
      }
    },
    [utils, sessionExpired],
  );

  // The correction of a past exam, from the history (unless it is the one on screen).
  const openResult = useEffectEvent((attemptId: string) => {
    if (result?.attemptId !== attemptId) void showResult(attemptId);
  });
  useEffect(() => {
    if (user && resultParam) openResult(resultParam);
  }, [user, resultParam]);

  // 'Reprendre' from the dashboard: once the exam in progress is known, back into it.
  const resume = useEffectEvent((attemptId: string | undefined) => {
    if (resumed.current || phase !== 'rules') return;
    resumed.current = true;
    navigate(location, { replace: true });
    if (attemptId) begin(attemptId);
  });
  const currentId = current.data?.attemptId;
  useEffect(() => {
    if (resumeParam && !current.isLoading) resume(currentId);
  }, [resumeParam, current.isLoading, currentId]);

  function begin(attemptId: string) {
    start.mutate(
      { attemptId },
      {
        onSuccess: (s) => {
          setSession(s);
          setAnswers(s.answers);
          setResult(null);
          finishingRef.current = false;
          setPhase('running');
          // The dashboard's 'Examen en cours' reads it.
          void utils.exam.current.invalidate();
          window.scrollTo?.(0, 0);
        },
        onError: (error) => {
          if (isUnauthorized(error)) sessionExpired();
          else toast(t('common:errors.title'), t('quiz:exam.startError'), { destructive: true });
          void utils.exam.current.invalidate();
        },
      },
    );
  }

  const finish = useCallback(
    async (reason: 'user' | 'time') => {
      if (!session || finishingRef.current) return;
      finishingRef.current = true;
      setFinishing(true);
      if (reason === 'time') toast(t('quiz:exam.timeUp'), t('quiz:exam.timeUpBody'));
      try {
        await update.mutateAsync({ id: session.attemptId, isCompleted: true });
      } catch (error) {
        if (isUnauthorized(error)) {
          sessionExpired();
          return;
        }
      }
      void utils.attempts.list.invalidate();
      void utils.dashboard.stats.invalidate();
      void utils.exam.current.invalidate();
      void utils.questions.review.invalidate();
      const r = await showResult(session.attemptId);
      setFinishing(false);
      if (r) {
        toast(t('quiz:exam.finishedToast'), t('quiz:exam.finishedToastBody', { correct: r.correctAnswers, total: r.totalQuestions }));
        navigate(`${location}?result=${r.attemptId}`, { replace: true });
        window.scrollTo?.(0, 0);
      }
    },
    [session, showResult, sessionExpired, t, update, utils, navigate, location],
  );

  function onAnswer(questionId: string, answer: string) {
    if (!session || finishingRef.current) return;
    setAnswers((a) => ({ ...a, [questionId]: answer }));
    respond.mutate(
      { questionId, userAnswer: answer, timeSpent: 0, attemptId: session.attemptId },
      {
        onError: (error) => {
          if (isUnauthorized(error)) sessionExpired();
          else if (isConflict(error)) void finish('time');
          else toast(t('common:errors.title'), t('quiz:exam.saveError'), { destructive: true });
        },
      },
    );
  }

  if (isLoading || !user) return <PageLoader />;

  let content: ReactNode;
  if (phase === 'loadingResult') {
    content = loadError ? (
      <Alert color="red" title={t('quiz:exam.loadError')}>
        <Button mt="sm" variant="default" onClick={() => { navigate(location, { replace: true }); setPhase('rules'); }}>
          {t('quiz:exam.title')}
        </Button>
      </Alert>
    ) : (
      <Center mih="40vh" role="status">
        <Stack align="center">
          <Loader />
          <Text>{t('quiz:exam.resultLoading')}</Text>
        </Stack>
      </Center>
    );
  } else if (phase === 'result' && result) {
    content = (
      <ExamResult
        result={result}
        onAgain={() => {
          navigate(location, { replace: true });
          setResult(null);
          setSession(null);
          setPhase('rules');
          void utils.exam.current.invalidate();
        }}
      />
    );
  } else if (phase === 'running' && session) {
    const opened = (questionId: string) => translationOpened.mutate({ attemptId: session.attemptId, questionId });
    content = <ExamRunner session={session} answers={answers} finishing={finishing} onAnswer={onAnswer} onFinish={(r) => void finish(r)} onTranslationOpened={opened} />;
  } else if (offline.state.view === 'running' && offline.state.session) {
    const { session: paper, answers: given, finishing: handingIn } = offline.state;
    content = (
      <ExamRunner session={paper} answers={given} finishing={handingIn} onAnswer={offline.answer} onFinish={(r) => void offline.finish(r)} onTranslationOpened={offline.openTranslation} />
    );
  } else if (offline.state.view === 'finished' && offline.state.exam) {
    content = <ExamOfflineFinished exam={offline.state.exam} online={online} onBack={offline.close} />;
  } else {
    // An exam running on this device (started offline) is resumed from here, network or not.
    const local = offline.state.running ? examCurrent(offline.state.running) : null;
    // « Reprendre l'examen » shows above the rules: they wait for the server's answer (not when it
    // is paused offline), so the alert never pushes rules already on screen (issue 36, no shift).
    content = !local && current.data === undefined && current.fetchStatus === 'fetching' ? (
      <PageLoader />
    ) : (
      <>
        {networkDown && <ExamOfflineNotice hasPaper={offline.state.hasPaper} waiting={offline.state.waiting} />}
        <ExamRules
          current={local ?? current.data}
          starting={start.isPending}
          onStart={networkDown ? () => void offline.start() : () => begin(newAttemptId())}
          onResume={(id) => (local?.attemptId === id ? offline.resume() : begin(id))}
          startDisabled={networkDown && (!offline.state.hasPaper || local !== null)}
        />
      </>
    );
  }

  return (
    <Container size="md" py="lg" px="sm" className={contrast.area}>
      {content}
    </Container>
  );
}
