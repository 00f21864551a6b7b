// The civic exam taken offline, for the exam page (docs/offline.md): what the device holds (a
// paper, an exam running, exams waiting) and the flow of the exam open on screen: running from
// the device's paper, then handed in and waiting for the server, then scored (the page opens the
// result) or refused. Every answer is written to IndexedDB as it is given (offline/exam-store.ts).
import { useCallback, useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { newAttemptId } from '../../../shared/attempt-id';
import type { ExamSessionDto } from '../../../shared/schemas/quiz';
import { toast } from '../../lib/toast';
import { examSession, handInExam, memberExams, readExamPack, saveExamAnswer, saveExamTranslationOpened, startExamFromPack, type StoredExam } from '../../offline/exam-store';
import { sendQueue } from '../../offline/send';
import { QUEUE_EVENT } from '../../offline/store';

export type OfflineExamView = 'none' | 'running' | 'finished';

export interface OfflineExamState {
  /** The device has been read once. */
  loaded: boolean;
  /** An exam paper for this member is on the device. */
  hasPaper: boolean;
  /** The member's exam running on the device (open on screen or not). */
  running: StoredExam | null;
  /** Exams handed in that the server has not scored yet. */
  waiting: number;
  view: OfflineExamView;
  /** The exam open on screen. */
  exam: StoredExam | null;
  session: ExamSessionDto | null;
  answers: Record<string, string>;
  finishing: boolean;
}

export type OfflineExamAction =
  | { type: 'device'; hasPaper: boolean; exams: StoredExam[] }
  | { type: 'open'; exam: StoredExam; now: Date }
  | { type: 'answer'; questionId: string; answer: string }
  | { type: 'finishing' }
  | { type: 'handedIn'; exam: StoredExam }
  | { type: 'close' };

export const initialOfflineExam: OfflineExamState = {
  loaded: false,
  hasPaper: false,
  running: null,
  waiting: 0,
  view: 'none',
  exam: null,
  session: null,
  answers: {},
  finishing: false,
};

export function offlineExamReducer(state: OfflineExamState, action: OfflineExamAction): OfflineExamState {
  switch (action.type) {
    case 'device': {
      const running = action.exams.find((e) => e.status === 'running') ?? null;
      const waiting = action.exams.filter((e) => e.status === 'queued').length;
      const device = { ...state, loaded: true, hasPaper: action.hasPaper, running, waiting };
      const record = state.exam && action.exams.find((e) => e.token === state.exam!.token);
      if (!record) return device;
      // Running on screen: the screen's answers lead, unless the exam was handed in elsewhere
      // (its time ran out while the queue was sent from another tab or the worker).
      if (state.view === 'running') return record.status === 'running' ? device : { ...device, view: 'finished', exam: record, finishing: false };
      // Handed in on screen: it follows its record (waiting, then scored or refused).
      return { ...device, exam: record };
    }
    case 'open': {
      const session = examSession(action.exam, action.now);
      return { ...state, view: 'running', exam: action.exam, running: action.exam, session, answers: session.answers, finishing: false };
    }
    case 'answer':
      if (state.view !== 'running' || state.finishing) return state;
      return { ...state, answers: { ...state.answers, [action.questionId]: action.answer } };
    case 'finishing':
      return { ...state, finishing: true };
    case 'handedIn':
      return { ...state, view: 'finished', exam: action.exam, running: null, finishing: false };
    case 'close':
      return { ...state, view: 'none', exam: null, session: null, answers: {}, finishing: false };
  }
}

/**
 * `onScored` receives the server's attempt id once the exam on screen is scored: the page then
 * shows the result as it does for an exam taken online.
 */
export function useOfflineExam(userId: string | null, onScored: (attemptId: string) => void) {
  const { t } = useTranslation(['quiz', 'common']);
  const [state, dispatch] = useReducer(offlineExamReducer, initialOfflineExam);
  // Answers are written one after another, and the hand-in after the last of them.
  const writes = useRef<Promise<unknown>>(Promise.resolve());

  const read = useCallback(async () => {
    if (!userId) return;
    try {
      const [paper, exams] = await Promise.all([readExamPack(userId), memberExams(userId)]);
      dispatch({ type: 'device', hasPaper: Boolean(paper), exams });
    } catch {
      // No IndexedDB (private mode): nothing offline.
      dispatch({ type: 'device', hasPaper: false, exams: [] });
    }
  }, [userId]);

  // The queue changes (sent from this page, another tab or the service worker): read again.
  useEffect(() => {
    void read();
    const again = () => void read();
    window.addEventListener(QUEUE_EVENT, again);
    navigator.serviceWorker?.addEventListener('message', again);
    return () => {
      window.removeEventListener(QUEUE_EVENT, again);
      navigator.serviceWorker?.removeEventListener('message', again);
    };
  }, [read]);

  // The exam on screen has been scored: the page shows its result.
  const scored = useEffectEvent((attemptId: string) => {
    dispatch({ type: 'close' });
    onScored(attemptId);
  });
  const scoredId = state.view === 'finished' && state.exam?.status === 'done' ? state.exam.outcome?.attemptId : undefined;
  useEffect(() => {
    if (scoredId) scored(scoredId);
  }, [scoredId]);

  const start = useCallback(async () => {
    if (!userId) return;
    const exam = await startExamFromPack(userId, newAttemptId()).catch(() => undefined);
    if (exam) {
      dispatch({ type: 'open', exam, now: new Date() });
      window.scrollTo?.(0, 0);
    } else {
      toast(t('common:offline.examNoticeTitle'), t('common:offline.examNoPaper'), { destructive: true });
    }
    void read();
  }, [userId, read, t]);

  const resume = useCallback(() => {
    if (!state.running) return;
    dispatch({ type: 'open', exam: state.running, now: new Date() });
    window.scrollTo?.(0, 0);
  }, [state.running]);

  const token = state.view === 'running' ? state.exam?.token : undefined;
  const { finishing } = state;

  const answer = useCallback(
    (questionId: string, userAnswer: string) => {
      if (!token || finishing) return;
      dispatch({ type: 'answer', questionId, answer: userAnswer });
      const at = new Date();
      writes.current = writes.current.then(() =>
        saveExamAnswer(token, questionId, userAnswer, at).catch(() => toast(t('common:errors.title'), t('common:offline.examSaveError'), { destructive: true })),
      );
    },
    [token, finishing, t],
  );

  const openTranslation = useCallback(
    (questionId: string) => {
      if (!token) return;
      writes.current = writes.current.then(() => saveExamTranslationOpened(token, questionId).catch(() => undefined));
    },
    [token],
  );

  const finish = useCallback(
    async (reason: 'user' | 'time') => {
      if (!token || finishing || !userId) return;
      dispatch({ type: 'finishing' });
      if (reason === 'time') toast(t('quiz:exam.timeUp'), t('quiz:exam.timeUpBody'));
      await writes.current;
      const exam = await handInExam(token);
      if (exam) dispatch({ type: 'handedIn', exam });
      window.scrollTo?.(0, 0);
      // Sent now if the network is back, else by Background Sync, 'online' or the next start.
      await sendQueue(userId).catch(() => undefined);
      await read();
    },
    [token, finishing, userId, read, t],
  );

  const close = useCallback(() => dispatch({ type: 'close' }), []);

  return { state, start, resume, answer, openTranslation, finish, close };
}
