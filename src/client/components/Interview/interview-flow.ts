// The interview page's state machine: start → setup → live → finished, and what the conversation
// holds along the way. Pure, so each transition is tested without a browser.
import type { InterviewStage } from '../../../shared/constants';
import type { AssessmentDto, InterviewAnswerDto, InterviewReportDto, InterviewSessionDto } from '../../../shared/dto';
import type { ChatEntry, ExaminerKind } from './interview-types';

export type Screen = 'start' | 'setup' | 'live' | 'finished';

export interface FlowState {
  screen: Screen;
  sessionId: string | null;
  examiner: ExaminerKind;
  history: ChatEntry[];
  stage: InterviewStage;
  assessment: AssessmentDto;
  /** An answer is on its way to the examiner. */
  sending: boolean;
  /** The last answer did not reach the server (the typed text stays in the box). */
  commError: boolean;
  /** Practice mode: the next answer replaces the last one (once per question). */
  retrying: boolean;
  report: string | null;
  transcript: InterviewReportDto['conversationHistory'] | null;
}

export const EMPTY_ASSESSMENT: AssessmentDto = { languageSkills: 0, civicKnowledge: 0, motivation: 0, republicanValues: 0, overall: 0 };

export const initialFlow: FlowState = {
  screen: 'start',
  sessionId: null,
  examiner: 'automatic',
  history: [],
  stage: 'opening',
  assessment: EMPTY_ASSESSMENT,
  sending: false,
  commError: false,
  retrying: false,
  report: null,
  transcript: null,
};

export type FlowAction =
  | { type: 'configure' }
  | { type: 'started'; session: InterviewSessionDto }
  | { type: 'sending'; answer: string }
  | { type: 'answered'; result: InterviewAnswerDto }
  | { type: 'retried'; answer: string; result: InterviewAnswerDto }
  | { type: 'sendFailed'; commError: boolean }
  | { type: 'retryAsked' }
  | { type: 'finished' }
  | { type: 'reported'; report: string | null; transcript: FlowState['transcript']; assessment: AssessmentDto }
  | { type: 'reset' };

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'configure':
      return { ...state, screen: 'setup' };
    case 'started': {
      const { session } = action;
      return {
        ...initialFlow,
        screen: 'live',
        sessionId: session.id,
        examiner: session.examiner,
        history: session.conversationHistory.map((e, turn) => ({ turn, role: e.role, content: e.content })),
        stage: session.stage,
        assessment: session.assessment,
      };
    }
    case 'sending':
      // A retried answer is not a new line: it stands in place of the last one when the server says so.
      return {
        ...state,
        sending: true,
        commError: false,
        history: state.retrying ? state.history : [...state.history, { turn: state.history.length, role: 'applicant', content: action.answer }],
      };
    case 'answered': {
      const { result } = action;
      const { feedback } = result;
      const history = feedback ? state.history.map((e, i) => (i === state.history.length - 1 ? { ...e, feedback } : e)) : state.history;
      return {
        ...state,
        sending: false,
        history: [...history, { turn: history.length, role: 'interviewer', content: result.interviewerResponse }],
        stage: result.stage,
        assessment: result.assessment,
      };
    }
    case 'retried': {
      const { result, answer } = action;
      const at = state.history.map((e) => e.role).lastIndexOf('applicant');
      const history = state.history.map((e, i) =>
        i === at ? { ...e, content: result.retry?.kept === 'retry' ? answer : e.content, feedback: result.feedback, retried: true, kept: result.retry?.kept } : e,
      );
      return { ...state, sending: false, retrying: false, history, assessment: result.assessment };
    }
    case 'sendFailed':
      return { ...state, sending: false, commError: action.commError };
    case 'retryAsked':
      return { ...state, retrying: true };
    case 'finished':
      return { ...state, screen: 'finished', sending: false };
    case 'reported':
      return { ...state, report: action.report, transcript: action.transcript, assessment: action.assessment };
    case 'reset':
      return initialFlow;
  }
}

/** The number of answers the candidate gave (the report's "after N answers"). */
export function answeredCount(state: FlowState): number {
  return state.history.filter((e) => e.role === 'applicant').length;
}
