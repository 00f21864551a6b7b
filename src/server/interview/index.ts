// The AI interview examiner: pure TypeScript, no database and no HTTP.
export {
  MAX_ANSWERS,
  MIN_ANSWERS,
  MAX_FOLLOW_UPS,
  InterviewCompleteError,
  respond,
  startExaminer,
  type ExaminerState,
  type ExaminerStep,
  type ExaminerTurn,
  type FollowUpKind,
} from './examiner.js';
export { buildReport, FAVOURABLE_THRESHOLD } from './report.js';
export { llmConfigFrom, respondWithLlm, reviewTurn, LLM_TIMEOUT_MS, type LlmConfig, type LlmOutcome } from './llm.js';
export type { Assessment } from './scoring.js';
export { preloadDictionary } from './dictionary.js';
