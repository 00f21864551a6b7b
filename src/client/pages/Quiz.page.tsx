// /quiz (signed in): configuration → loading → the quiz → results, plus the 'no questions'
// screen. '/quiz?review=1' starts a quiz of the questions last answered wrong, '/quiz?due=1' today's
// review (the questions due by spaced repetition, docs/readiness.md);
// '/quiz?theme=…&subtheme=…&kind=…' opens the set-up on that official theme. The attempt is
// created with the first answer: a quiz opened and left unanswered leaves no trace.
import { Alert, Badge, Button, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { DEMO_QUIZ_LIMIT, DEFAULT_QUESTION_COUNT, OFFICIAL_LIST, OFFICIAL_LIST_PAGE } from '../../shared/constants';
import { newAttemptId } from '../../shared/attempt-id';
import { PageLoader } from '../components/PageLoader/PageLoader';
import { ALL_SETTINGS, QuizConfig, settingsFromSearch, type QuizSettings } from '../components/Quiz/QuizConfig';
import { QuizPlayer, type PlayableQuestion } from '../components/Quiz/QuizPlayer';
import { QuizResults, type ThemePerformance } from '../components/Quiz/QuizResults';
import { OfficialListCard } from '../components/Quiz/OfficialListCard';
import { resetOfficialNext, saveOfficialAnswered } from '../components/Quiz/official-progress';
import { percent, useElapsedSeconds, vibrate } from '../components/Quiz/quiz-utils';
import { useQuizLayout } from '../components/Quiz/useLayout';
import contrast from '../components/Quiz/contrast.module.css';
import { usePageMeta } from '../hooks/usePageMeta';
import { useRequireAuth, useSessionExpired } from '../hooks/useRequireAuth';
import { toast } from '../lib/toast';
import { isUnauthorized, trpc } from '../trpc';
import { isNetworkError } from '../components/AuthDialog/auth-flows';
import { drawFromPack } from '../offline/pack-draw';
import { sendQueue } from '../offline/send';
import { markCompleted, queueAnswer, queueAttempt } from '../offline/store';

type Phase = 'config' | 'loading' | 'playing' | 'results' | 'empty';
/** 'official': the Ministry's list in its published order ("Liste officielle"). */
type Mode = 'quiz' | 'review' | 'spaced' | 'official';

/** The attempt a mode records: the official list is an ordinary quiz, scored by the server. */
const attemptType = (mode: Mode) => (mode === 'quiz' || mode === 'official' ? 'full' : mode);

const LIMITED: QuizSettings = { ...ALL_SETTINGS, limit: DEMO_QUIZ_LIMIT };
const orUndefined = <T,>(v: T | 'all') => (v === 'all' ? undefined : v);

export default function QuizPage() {
  const { t } = useTranslation(['quiz', 'common']);
  usePageMeta(t('quiz:meta.quizTitle'), t('quiz:meta.quizDescription'));
  const { user, isLoading } = useRequireAuth(t('quiz:run.loginRequired'));
  const sessionExpired = useSessionExpired();
  const search = useSearch();
  const [, navigate] = useLocation();
  const layout = useQuizLayout();
  const utils = trpc.useUtils();
  const createAttempt = trpc.attempts.create.useMutation();
  const updateAttempt = trpc.attempts.update.useMutation();
  const respond = trpc.attempts.respond.useMutation();
  const hasFullAccess = user?.hasFullAccess ?? false;

  const [phase, setPhase] = useState<Phase>('config');
  const [mode, setMode] = useState<Mode>('quiz');
  const [step, setStep] = useState(0);
  const [settings, setSettings] = useState<QuizSettings>(() => ({ ...ALL_SETTINGS, limit: DEFAULT_QUESTION_COUNT, ...settingsFromSearch(search) }));
  const [questions, setQuestions] = useState<PlayableQuestion[]>([]);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [attemptId, setAttemptId] = useState<string | null>(null);
  // The attempt exists on the server from the first answer on (the promise of its creation).
  const created = useRef<{ id: string; promise: Promise<unknown> } | null>(null);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const [runKey, setRunKey] = useState(0);
  const [finishing, setFinishing] = useState(false);
  const [result, setResult] = useState<{ score: number; correct: number; total: number; elapsed: number } | null>(null);
  const shownAt = useRef(Date.now());
  const autoReview = useRef(false);
  // Played from the offline pack: answers go to the device's queue (docs/offline.md).
  const offlineRun = useRef(false);
  const elapsed = useElapsedSeconds(phase === 'playing', runKey);

  // Without full access: all categories, all levels, 5 questions, whatever was chosen.
  const effective = hasFullAccess ? settings : LIMITED;

  /** Moves to question `i` and starts timing the answer to it. */
  function showQuestion(i: number) {
    shownAt.current = Date.now();
    setIndex(i);
  }

  // The set-up, the results and the empty state are new screens: they start at the top.
  useEffect(() => {
    if (phase !== 'playing' && phase !== 'loading') window.scrollTo({ top: 0, behavior: 'instant' as ScrollBehavior });
  }, [phase]);

  // 'S'entraîner sur ce thème' while already on /quiz: the set-up follows the address.
  useEffect(() => {
    const asked = settingsFromSearch(search);
    if (Object.keys(asked).length === 0) return;
    setSettings((current) => ({ ...current, ...ALL_SETTINGS, limit: current.limit, ...asked }));
    setStep(0);
    setPhase('config');
  }, [search]);

  async function start(nextMode: Mode, officialStart = 1) {
    setPhase('loading');
    setMode(nextMode);
    try {
      let offline = false;
      // The attempt's id comes first: the server orders each question's options for it.
      const id = newAttemptId();
      const drawOnline = async () =>
        nextMode === 'official'
          ? (await utils.client.questions.officialList.query({ start: officialStart, limit: OFFICIAL_LIST_PAGE, attemptId: id })).questions
          : nextMode === 'review'
          ? await utils.client.questions.review.query({ attemptId: id })
          : nextMode === 'spaced'
            ? await utils.client.learning.due.query({ limit: DEFAULT_QUESTION_COUNT, attemptId: id })
            : await utils.client.questions.list.query({
              attemptId: id,
              theme: orUndefined(effective.theme),
              subtheme: orUndefined(effective.subtheme),
              kind: orUndefined(effective.kind),
              category: orUndefined(effective.category),
              difficulty: effective.difficulty === 0 ? undefined : effective.difficulty,
              limit: effective.limit,
            });
      let drawn: Awaited<ReturnType<typeof drawOnline>>;
      try {
        if (!navigator.onLine) throw new Error('offline');
        drawn = await drawOnline();
      } catch (error) {
        // No network: the same quiz from the pack downloaded earlier.
        if (navigator.onLine && !isNetworkError(error)) throw error;
        if (nextMode === 'review' || nextMode === 'official') {
          const why = nextMode === 'official' ? t('quiz:officialList.needsNetwork') : t('common:offline.reviewNeedsNetwork');
          toast(t('common:offline.quizTitle'), why, { destructive: true });
          setPhase('config');
          return;
        }
        const fromPack = user
          ? await drawFromPack(
            user.id,
            nextMode,
            {
              theme: orUndefined(effective.theme),
              subtheme: orUndefined(effective.subtheme),
              kind: orUndefined(effective.kind),
              category: orUndefined(effective.category),
              difficulty: effective.difficulty === 0 ? undefined : effective.difficulty,
            },
            nextMode === 'spaced' ? DEFAULT_QUESTION_COUNT : effective.limit,
          )
          : null;
        if (!fromPack) {
          toast(t('common:offline.noPackTitle'), t('common:offline.noPackBody'), { destructive: true });
          setPhase('config');
          return;
        }
        drawn = fromPack;
        offline = true;
      }
      if (drawn.length === 0) {
        if (nextMode === 'review') {
          toast(t('quiz:run.reviewEmptyTitle'), t('quiz:run.reviewEmptyBody'));
          setPhase('config');
        } else if (nextMode === 'spaced') {
          toast(t('quiz:run.spacedEmptyTitle'), t('quiz:run.spacedEmptyBody'));
          setPhase('config');
        } else if (nextMode === 'official') {
          // Past the last entry: the walk is over and starts again at the first next time.
          if (user) resetOfficialNext(user.id);
          toast(t('quiz:officialList.title'), t('quiz:officialList.done', { total: OFFICIAL_LIST.entries }));
          setPhase('config');
        } else {
          setPhase('empty');
        }
        return;
      }
      created.current = null;
      offlineRun.current = offline;
      if (offline && user) {
        await queueAttempt({ attemptId: id, userId: user.id, type: attemptType(nextMode), totalQuestions: drawn.length, completed: false, queuedAt: Date.now() });
      }
      setQuestions(drawn as PlayableQuestion[]);
      setAttemptId(id);
      showQuestion(0);
      setAnswers({});
      setResult(null);
      setRunKey((k) => k + 1);
      setPhase('playing');
      if (offline) toast(t('common:offline.quizTitle'), t('common:offline.quizBody', { count: drawn.length }));
      else toast(t('quiz:run.started'), t('quiz:run.startedBody', { count: drawn.length }));
    } catch (error) {
      setPhase('config');
      if (isUnauthorized(error)) sessionExpired();
      else toast(t('common:errors.title'), t('quiz:run.startError'), { destructive: true });
    }
  }

  /** Creates the attempt on the first answer; later answers wait for that creation. */
  function ensureAttempt(id: string): Promise<unknown> {
    if (created.current?.id !== id) {
      const promise = createAttempt.mutateAsync({ id, type: attemptType(mode), totalQuestions: questions.length });
      created.current = { id, promise };
      promise.catch(() => {
        if (created.current?.promise === promise) created.current = null;
      });
    }
    return created.current!.promise;
  }

  // '/quiz?review=1' (dashboard 'Revoir mes erreurs') starts the review directly.
  const startFromAddress = useEffectEvent((kind: 'spaced' | 'review') => {
    navigate('/quiz', { replace: true });
    void start(kind);
  });
  useEffect(() => {
    if (!user || autoReview.current) return;
    const params = new URLSearchParams(search);
    if (params.get('review') === '1' || params.get('due') === '1') {
      autoReview.current = true;
      startFromAddress(params.get('due') === '1' ? 'spaced' : 'review');
    }
  }, [user, search]);

  function onAnswer(question: PlayableQuestion, answer: string) {
    if (answers[question.id] !== undefined || !attemptId) return;
    setAnswers((a) => ({ ...a, [question.id]: answer }));
    vibrate(50);
    if (mode === 'official' && question.official && user) saveOfficialAnswered(user.id, question.official.rank);
    const payload = {
      questionId: question.id,
      userAnswer: answer,
      timeSpent: Math.round((Date.now() - shownAt.current) / 1000),
      attemptId,
    };
    const queue = async () => {
      if (!user) return;
      await queueAttempt({ attemptId, userId: user.id, type: attemptType(mode), totalQuestions: questions.length, completed: false, queuedAt: Date.now() });
      offlineRun.current = true;
      await queueAnswer({ attemptId, userId: user.id, questionId: payload.questionId, userAnswer: payload.userAnswer, timeSpent: payload.timeSpent });
      void sendQueue(user.id);
    };
    if (offlineRun.current) {
      saving.current = queue().catch(() => toast(t('common:errors.title'), t('quiz:run.saveError'), { destructive: true }));
      return;
    }
    const onError = (error: unknown) => {
      if (isUnauthorized(error)) sessionExpired();
      // The network went away during the quiz: this answer and the next ones wait on the device.
      else if (isNetworkError(error) || !navigator.onLine) return queue();
      else toast(t('common:errors.title'), t('quiz:run.saveError'), { destructive: true });
    };
    saving.current = ensureAttempt(attemptId)
      .then(() => respond.mutateAsync(payload))
      .catch(onError);
  }

  async function onFinish() {
    if (!attemptId) return;
    setFinishing(true);
    // The last answer must be stored before the server scores the attempt.
    await saving.current;
    // Shown from what the server recomputed; the local count only if it could not be reached.
    let correct = questions.filter((q) => answers[q.id] === q.correctAnswer).length;
    let total = Object.keys(answers).length;
    let score = percent(correct, total);
    if (offlineRun.current && user) {
      // Scored on the device now; the server scores it again once the queue reaches it.
      await markCompleted(attemptId);
      void sendQueue(user.id);
      setFinishing(false);
      setResult({ score, correct, total, elapsed });
      setPhase('results');
      toast(t('quiz:run.finishedToast'), t('common:offline.finishedBody'));
      return;
    }
    try {
      const saved = await updateAttempt.mutateAsync({ id: attemptId, isCompleted: true });
      if (saved.score !== null) score = Number(saved.score);
      correct = saved.correctAnswers;
      total = saved.answered;
    } catch (error) {
      if (isUnauthorized(error)) {
        sessionExpired();
        return;
      }
      toast(t('common:errors.title'), t('quiz:run.saveError'), { destructive: true });
    } finally {
      setFinishing(false);
    }
    void utils.attempts.list.invalidate();
    void utils.dashboard.stats.invalidate();
    void utils.questions.review.invalidate();
    void utils.learning.invalidate();
    setResult({ score, correct, total, elapsed });
    setPhase('results');
    toast(t('quiz:run.finishedToast'), t('quiz:run.finishedToastBody', { score }));
  }

  const themes = useMemo<ThemePerformance[]>(() => {
    const by = new Map<string, ThemePerformance>();
    for (const q of questions) {
      const c = by.get(q.theme!) ?? { theme: q.theme!, correct: 0, total: 0 };
      c.total += 1;
      if (answers[q.id] === q.correctAnswer) c.correct += 1;
      by.set(q.theme!, c);
    }
    return [...by.values()];
  }, [questions, answers]);

  if (isLoading || !user) return <PageLoader />;

  let content: ReactNode;
  if (phase === 'loading') {
    content = (
      <Center mih="50vh" role="status" aria-live="polite" data-testid="quiz-loading">
        <Stack align="center">
          <Loader size="lg" />
          <Text>{t('quiz:run.loading')}</Text>
        </Stack>
      </Center>
    );
  } else if (phase === 'empty') {
    content = (
      <Alert color="yellow" title={t('quiz:run.noQuestionsTitle')} data-testid="no-questions">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('quiz:run.noQuestionsBody')}</Text>
          <Button variant="default" onClick={() => setPhase('config')}>
            {t('quiz:run.back')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (phase === 'playing' && questions.length > 0) {
    content = (
      <QuizPlayer
        questions={questions}
        index={index}
        answers={answers}
        elapsedSeconds={elapsed}
        layout={layout}
        finishing={finishing}
        badge={
          mode === 'review' ? (
            <Badge color="orange">{t('quiz:run.reviewBadge')}</Badge>
          ) : mode === 'spaced' ? (
            <Badge color="grape">{t('quiz:run.spacedBadge')}</Badge>
          ) : mode === 'official' ? (
            <Badge color="indigo" variant="light" data-testid="official-badge">
              {t('quiz:officialList.badge', { from: questions[0]?.official?.rank ?? 1, to: questions.at(-1)?.official?.rank ?? 1, total: OFFICIAL_LIST.entries })}
            </Badge>
          ) : (
            <Badge color={hasFullAccess ? 'green' : 'gray'} variant="light">
              {hasFullAccess ? t('quiz:config.badgeFull') : t('quiz:config.badgeDemo')}
            </Badge>
          )
        }
        onAnswer={onAnswer}
        onPrevious={() => showQuestion(Math.max(0, index - 1))}
        onNext={() => showQuestion(Math.min(questions.length - 1, index + 1))}
        onFinish={() => void onFinish()}
      />
    );
  } else if (phase === 'results' && result) {
    content = (
      <QuizResults
        score={result.score}
        correct={result.correct}
        total={result.total}
        elapsedSeconds={result.elapsed}
        layout={layout}
        themes={themes}
        onNewQuiz={() => {
          setStep(0);
          setPhase('config');
        }}
        onDashboard={() => navigate('/')}
        onReview={() => void start('review')}
      />
    );
  } else {
    content = (
      <Stack gap="lg">
        <QuizConfig
          step={step}
          settings={effective}
          hasFullAccess={hasFullAccess}
          starting={false}
          onStep={setStep}
          onChange={setSettings}
          onStart={() => void start('quiz')}
          onReview={() => void start('review')}
        />
        <OfficialListCard userId={user.id} starting={false} onStart={(from) => void start('official', from)} />
      </Stack>
    );
  }

  return (
    <Container size="md" py="lg" px="sm" className={contrast.area}>
      {content}
    </Container>
  );
}
