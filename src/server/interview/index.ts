// The AI interview examiner: pure TypeScript, no database and no HTTP.
export { startExaminer, type ExaminerState, type ExaminerTurn } from './examiner.js';
export { buildReport } from './report.js';
export { llmConfigFrom, respondWithLlm, type LlmConfig } from './llm.js';
