// The shared vocabulary of the interview screens.
import type { InterviewFeedbackDto } from '../../../shared/dto';

/** « examinateur automatique » unless the server has a model configured. */
export type ExaminerKind = 'automatic' | 'llm';
export type MicState = 'pending' | 'granted' | 'denied';
export type AudioState = 'pending' | 'success' | 'failed';
export interface ChatEntry {
  /** The line's place in the conversation (0 = the examiner's greeting): lines are only appended. */
  turn: number;
  role: 'applicant' | 'interviewer';
  content: string;
  /** Practice mode: the feedback on this answer. */
  feedback?: InterviewFeedbackDto;
  /** Practice mode: this answer was tried again (once per question). */
  retried?: boolean;
  kept?: 'retry' | 'first';
}
