// The daily session's flow as one reducer (architecture.md: a useReducer per flow): the server's
// questions (reviews, then new ones) become turns; a missed question comes back as one more turn at
// the end, until answered right or asked MAX_ASKS times; a session left unfinished is taken up again
// with its answers; the end shows the server's summary. Pure:
// DailySession.page.tsx runs the effects around it.
import type { SessionDto } from '../../../shared/schemas/learning';
import type { PlayableQuestion } from '../Quiz/QuizPlayer';

/** A question is asked at most this many times in one session (the first time and two more). */
export const MAX_ASKS = 3;

export type TurnKind = 'review' | 'new' | 'again';

export interface Turn {
  /** The answer's key: the question id the first time, `id#n` when asked again. */
  key: string;
  kind: TurnKind;
  question: PlayableQuestion;
}

export type SessionPhase = 'starting' | 'playing' | 'finishing' | 'summary' | 'empty' | 'error';

export interface DailySessionState {
  phase: SessionPhase;
  attemptId: string | null;
  turns: Turn[];
  index: number;
  answers: Record<string, string>;
  /** Questions missed at least once and later answered right within the session. */
  recovered: string[];
}

export type DailySessionAction =
  | { type: 'starting' }
  | { type: 'started'; session: SessionDto }
  | { type: 'error' }
  | { type: 'show'; index: number }
  | { type: 'answer'; key: string; answer: string }
  | { type: 'finishing' }
  | { type: 'finished' };

export const initialDailySession: DailySessionState = { phase: 'starting', attemptId: null, turns: [], index: 0, answers: {}, recovered: [] };

export function dailySessionReducer(state: DailySessionState, action: DailySessionAction): DailySessionState {
  switch (action.type) {
    case 'starting':
      return { ...initialDailySession };
    case 'started': {
      const { session } = action;
      if (session.questions.length === 0) return { ...initialDailySession, phase: 'empty', attemptId: session.attemptId };
      const turns = (session.questions as PlayableQuestion[]).map((question, i): Turn => ({ key: question.id, kind: i < session.reviews ? 'review' : 'new', question }));
      // A session taken up again: its answers so far, the missed ones asked again at the end, and
      // on to the first question without an answer.
      let state: DailySessionState = { ...initialDailySession, phase: 'playing', attemptId: session.attemptId, turns };
      for (const turn of turns) {
        const given = session.answers[turn.key];
        if (given !== undefined) state = dailySessionReducer(state, { type: 'answer', key: turn.key, answer: given });
      }
      const next = state.turns.findIndex((turn) => state.answers[turn.key] === undefined);
      return { ...state, index: next === -1 ? state.turns.length - 1 : next };
    }
    case 'error':
      return { ...state, phase: 'error' };
    case 'show':
      return { ...state, index: Math.max(0, Math.min(state.turns.length - 1, action.index)) };
    case 'answer': {
      const turn = state.turns.find((t) => t.key === action.key);
      if (state.phase !== 'playing' || !turn || state.answers[action.key] !== undefined) return state;
      const answers = { ...state.answers, [action.key]: action.answer };
      const id = turn.question.id;
      if (action.answer === turn.question.correctAnswer) {
        const recovered = turn.kind === 'again' && !state.recovered.includes(id) ? [...state.recovered, id] : state.recovered;
        return { ...state, answers, recovered };
      }
      // Missed: asked again at the end of the session, unless asked MAX_ASKS times already.
      const asked = state.turns.filter((t) => t.question.id === id).length;
      if (asked >= MAX_ASKS) return { ...state, answers };
      return { ...state, answers, turns: [...state.turns, { key: `${id}#${asked + 1}`, kind: 'again', question: turn.question }] };
    }
    case 'finishing':
      return { ...state, phase: 'finishing' };
    case 'finished':
      return { ...state, phase: 'summary' };
  }
}
