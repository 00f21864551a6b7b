// The quiz page's effects around quiz-run.ts: drawing, saving each answer (the attempt is created
// with the first one, with the quiz's questions so that it can be resumed), the hand-in scored by
// the server, the offline queue, and the quiz in progress taken up again: after a reload or Back
// in this tab at once, from another device or visit with 'Reprendre' (docs/product.md).
import { useCallback, useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { newAttemptId } from '../../../shared/attempt-id';
import { OFFICIAL_LIST } from '../../../shared/constants';
import type { QuizSessionDto } from '../../../shared/schemas/quiz';
import { useSessionExpired } from '../../hooks/useRequireAuth';
import { toast } from '../../lib/toast';
import { sendQueue } from '../../offline/send';
import { markCompleted, queueAnswer, queueAttempt } from '../../offline/store';
import { isUnauthorized, trpc } from '../../trpc';
import { isNetworkError } from '../AuthDialog/auth-flows';
import { resetOfficialNext, saveOfficialAnswered } from './official-progress';
import type { QuizSettings } from './quiz-settings';
import type { PlayableQuestion } from './QuizPlayer';
import { initialQuizRun, quizRunReducer, type QuizMode } from './quiz-run';
import { drawQuiz } from './quiz-draw';
import { percent, useElapsedSeconds, vibrate } from './quiz-utils';

/** The attempt a mode records: the official list is an ordinary quiz, scored by the server. */
const attemptType = (mode: QuizMode) => (mode === 'quiz' || mode === 'official' ? 'full' : mode);

/** sessionStorage: the quiz this tab is playing, taken up at once after a reload or Back. */
const RUNNING_KEY = 'quiz-running';
const tabRunning = {
  get: () => {
    try {
      return sessionStorage.getItem(RUNNING_KEY);
    } catch {
      return null;
    }
  },
  set: (attemptId: string | null) => {
    try {
      if (attemptId) sessionStorage.setItem(RUNNING_KEY, attemptId);
      else sessionStorage.removeItem(RUNNING_KEY);
    } catch {
      // Storage off: a reload shows 'Reprendre' instead.
    }
  },
};

interface Member {
  id: string;
  hasFullAccess: boolean;
}

export function useQuizRun(user: Member | null, initialSettings: QuizSettings) {
  const { t } = useTranslation(['quiz', 'common']);
  const sessionExpired = useSessionExpired();
  const utils = trpc.useUtils();
  const createAttempt = trpc.attempts.create.useMutation();
  const updateAttempt = trpc.attempts.update.useMutation();
  const respond = trpc.attempts.respond.useMutation();
  const [state, dispatch] = useReducer(quizRunReducer, initialSettings, initialQuizRun);
  // Open on the server (asked once per visit of the page): offered, or taken up at once.
  const current = trpc.attempts.current.useQuery(undefined, { enabled: Boolean(user), staleTime: 0, gcTime: 0, retry: false });
  // The attempt exists on the server from the first answer on (the promise of its creation).
  const created = useRef<{ id: string; promise: Promise<unknown> } | null>(null);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const shownAt = useRef(Date.now());
  const elapsed = state.elapsedBase + useElapsedSeconds(state.phase === 'playing', state.runKey);

  const show = useCallback((index: number) => {
    shownAt.current = Date.now();
    dispatch({ type: 'show', index });
  }, []);

  const resume = useCallback((session: QuizSessionDto) => {
    created.current = { id: session.attemptId, promise: Promise.resolve() };
    shownAt.current = Date.now();
    tabRunning.set(session.attemptId);
    dispatch({ type: 'resumed', session });
  }, []);

  // Back on /quiz in the tab that was playing (a reload, Back from a page the quiz led to): at once.
  const takeUp = useEffectEvent((session: QuizSessionDto) => {
    if (state.phase === 'config' && tabRunning.get() === session.attemptId) resume(session);
  });
  useEffect(() => {
    if (current.data) takeUp(current.data);
  }, [current.data]);

  async function start(mode: QuizMode, settings: QuizSettings, officialStart = 1) {
    if (!user) return;
    dispatch({ type: 'loading', mode });
    try {
      // The attempt's id comes first: the server orders each question's options for it.
      const id = newAttemptId();
      const drawn = await drawQuiz(utils.client, user.id, mode, settings, id, officialStart);
      if (drawn.from === 'none') {
        const why = drawn.reason === 'noPack' ? t('common:offline.noPackBody') : mode === 'official' ? t('quiz:officialList.needsNetwork') : t('common:offline.reviewNeedsNetwork');
        toast(drawn.reason === 'noPack' ? t('common:offline.noPackTitle') : t('common:offline.quizTitle'), why, { destructive: true });
        dispatch({ type: 'config' });
        return;
      }
      const { questions } = drawn;
      if (questions.length === 0) {
        if (mode === 'quiz') return dispatch({ type: 'empty' });
        if (mode === 'review') toast(t('quiz:run.reviewEmptyTitle'), t('quiz:run.reviewEmptyBody'));
        else if (mode === 'spaced') toast(t('quiz:run.spacedEmptyTitle'), t('quiz:run.spacedEmptyBody'));
        else {
          // Past the last entry: the walk is over and starts again at the first next time.
          resetOfficialNext(user.id);
          toast(t('quiz:officialList.title'), t('quiz:officialList.done', { total: OFFICIAL_LIST.entries }));
        }
        dispatch({ type: 'config' });
        return;
      }
      created.current = null;
      const offline = drawn.from === 'device';
      if (offline) await queueAttempt({ attemptId: id, userId: user.id, type: attemptType(mode), totalQuestions: questions.length, completed: false, queuedAt: Date.now() });
      shownAt.current = Date.now();
      tabRunning.set(offline ? null : id);
      // No « Quiz démarré » toast: on a phone it covered « Question 1 sur 20 » (the counter says it).
      dispatch({ type: 'started', mode, questions, attemptId: id, offline });
    } catch (error) {
      dispatch({ type: 'config' });
      if (isUnauthorized(error)) sessionExpired();
      else toast(t('common:errors.title'), t('quiz:run.startError'), { destructive: true });
    }
  }

  /** Creates the attempt on the first answer, with the quiz's questions; later answers wait for it. */
  function ensureAttempt(id: string): Promise<unknown> {
    if (created.current?.id !== id) {
      const questionIds = state.questions.map((q) => q.id);
      const promise = createAttempt.mutateAsync({ id, type: attemptType(state.mode), totalQuestions: questionIds.length, questionIds });
      created.current = { id, promise };
      promise.catch(() => {
        if (created.current?.promise === promise) created.current = null;
      });
    }
    return created.current!.promise;
  }

  function answer(question: PlayableQuestion, given: string) {
    const { attemptId, mode, questions } = state;
    if (state.answers[question.id] !== undefined || !attemptId || !user) return;
    dispatch({ type: 'answer', questionId: question.id, answer: given });
    vibrate(50);
    if (mode === 'official' && question.official) saveOfficialAnswered(user.id, question.official.rank);
    const payload = { questionId: question.id, userAnswer: given, timeSpent: Math.round((Date.now() - shownAt.current) / 1000), attemptId };
    const queue = async () => {
      await queueAttempt({ attemptId, userId: user.id, type: attemptType(mode), totalQuestions: questions.length, completed: false, queuedAt: Date.now() });
      dispatch({ type: 'offline' });
      await queueAnswer({ attemptId, userId: user.id, questionId: payload.questionId, userAnswer: payload.userAnswer, timeSpent: payload.timeSpent });
      void sendQueue(user.id);
    };
    if (state.offline) {
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

  async function finish() {
    const { attemptId, questions, answers } = state;
    if (!attemptId || !user) return;
    dispatch({ type: 'finishing' });
    // The last answer must be stored before the server scores the attempt.
    await saving.current;
    tabRunning.set(null);
    // Shown from what the server recomputed; the local count only if it could not be reached.
    let correct = questions.filter((q) => answers[q.id] === q.correctAnswer).length;
    let total = Object.keys(answers).length;
    let score = percent(correct, total);
    if (state.offline) {
      // Scored on the device now; the server scores it again once the queue reaches it.
      await markCompleted(attemptId);
      void sendQueue(user.id);
      dispatch({ type: 'finished', result: { score, correct, total, elapsed } });
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
        dispatch({ type: 'finished', result: null });
        sessionExpired();
        return;
      }
      toast(t('common:errors.title'), t('quiz:run.saveError'), { destructive: true });
    }
    void utils.attempts.invalidate();
    void utils.dashboard.stats.invalidate();
    void utils.questions.review.invalidate();
    void utils.learning.invalidate();
    dispatch({ type: 'finished', result: { score, correct, total, elapsed } });
    toast(t('quiz:run.finishedToast'), t('quiz:run.finishedToastBody', { score }));
  }

  /** Back to the set-up, the quiz left open on the server: 'Reprendre' offers it again. */
  function leave() {
    tabRunning.set(null);
    dispatch({ type: 'config', step: 0 });
    void utils.attempts.current.invalidate();
  }

  // Offered on the set-up (another device, a later visit, a quiz left with 'Quitter').
  const offered = state.phase === 'config' ? (current.data ?? null) : null;

  return { state, dispatch, elapsed, offered, start, resume, show, answer, finish, leave };
}
