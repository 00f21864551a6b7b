// The quiz page's flow as one reducer (architecture.md: a useReducer per flow): the set-up, the
// draw, the quiz played (online, or from the offline pack), its end, and a quiz in progress taken
// up again where it was left (the server keeps its questions and answers: /attempts/current).
// Pure: useQuizRun.ts runs the effects around it.
import type { QuizSessionDto } from '../../../shared/schemas/quiz';
import type { QuizSettings } from './quiz-settings';
import type { PlayableQuestion } from './QuizPlayer';

export type QuizPhase = 'config' | 'loading' | 'playing' | 'results' | 'empty';
/** 'official': the Ministry's list in its published order ("Liste officielle"). */
export type QuizMode = 'quiz' | 'review' | 'spaced' | 'official';

export interface QuizResult {
  score: number;
  correct: number;
  total: number;
  elapsed: number;
}

export interface QuizRunState {
  phase: QuizPhase;
  mode: QuizMode;
  step: number;
  settings: QuizSettings;
  questions: PlayableQuestion[];
  index: number;
  answers: Record<string, string>;
  attemptId: string | null;
  /** A new run (drawn or resumed): the timer starts again from `elapsedBase`. */
  runKey: number;
  /** Seconds already spent on the run before this page took it up (a resumed quiz). */
  elapsedBase: number;
  /** Answers go to the device's queue (played from the offline pack, or the network went away). */
  offline: boolean;
  finishing: boolean;
  result: QuizResult | null;
}

export type QuizRunAction =
  | { type: 'settings'; settings: QuizSettings }
  | { type: 'step'; step: number }
  | { type: 'config'; step?: number }
  | { type: 'loading'; mode: QuizMode }
  | { type: 'empty' }
  | { type: 'started'; mode: QuizMode; questions: PlayableQuestion[]; attemptId: string; offline: boolean }
  | { type: 'resumed'; session: QuizSessionDto }
  | { type: 'show'; index: number }
  | { type: 'answer'; questionId: string; answer: string }
  | { type: 'offline' }
  | { type: 'finishing' }
  | { type: 'finished'; result: QuizResult | null };

export function initialQuizRun(settings: QuizSettings): QuizRunState {
  return {
    phase: 'config',
    mode: 'quiz',
    step: 0,
    settings,
    questions: [],
    index: 0,
    answers: {},
    attemptId: null,
    runKey: 0,
    elapsedBase: 0,
    offline: false,
    finishing: false,
    result: null,
  };
}

/**
 * The mode a resumed attempt was played in. The official list records an ordinary quiz (`full`);
 * its questions are a run of the Ministry's list in its published order (consecutive ranks), which
 * a drawn quiz never is: that is how it comes back as the official list, on any device.
 */
export function modeOf(session: Pick<QuizSessionDto, 'type' | 'questions'>): QuizMode {
  if (session.type !== 'full') return session.type;
  const ranks = session.questions.map((q) => q.official?.rank);
  const official = ranks.length > 0 && ranks.every((rank, i) => rank !== undefined && (i === 0 || rank === ranks[i - 1]! + 1));
  return official ? 'official' : 'quiz';
}

/** Where a resumed quiz opens: the first question without an answer (the last if all have one). */
export function resumeIndex(questions: Pick<PlayableQuestion, 'id'>[], answers: Record<string, string>): number {
  const i = questions.findIndex((q) => answers[q.id] === undefined);
  return i === -1 ? Math.max(0, questions.length - 1) : i;
}

export function quizRunReducer(state: QuizRunState, action: QuizRunAction): QuizRunState {
  switch (action.type) {
    case 'settings':
      return { ...state, settings: action.settings };
    case 'step':
      return { ...state, step: action.step };
    case 'config':
      return { ...state, phase: 'config', step: action.step ?? state.step, finishing: false };
    case 'loading':
      return { ...state, phase: 'loading', mode: action.mode };
    case 'empty':
      return { ...state, phase: 'empty' };
    case 'started':
      return {
        ...state,
        phase: 'playing',
        mode: action.mode,
        questions: action.questions,
        attemptId: action.attemptId,
        offline: action.offline,
        index: 0,
        answers: {},
        result: null,
        finishing: false,
        elapsedBase: 0,
        runKey: state.runKey + 1,
      };
    case 'resumed': {
      const { session } = action;
      return {
        ...state,
        phase: 'playing',
        mode: modeOf(session),
        questions: session.questions as PlayableQuestion[],
        attemptId: session.attemptId,
        offline: false,
        index: resumeIndex(session.questions, session.answers),
        answers: session.answers,
        result: null,
        finishing: false,
        elapsedBase: session.elapsedSeconds,
        runKey: state.runKey + 1,
      };
    }
    case 'show':
      return { ...state, index: Math.max(0, Math.min(state.questions.length - 1, action.index)) };
    case 'answer':
      // A quiz question is answered once (the feedback shows the right answer).
      if (state.phase !== 'playing' || state.answers[action.questionId] !== undefined) return state;
      return { ...state, answers: { ...state.answers, [action.questionId]: action.answer } };
    case 'offline':
      return { ...state, offline: true };
    case 'finishing':
      return { ...state, finishing: true };
    case 'finished':
      // null: the session ran out before the result (the page asks to sign in again).
      if (!action.result) return { ...state, finishing: false };
      return { ...state, finishing: false, phase: 'results', result: action.result };
  }
}
