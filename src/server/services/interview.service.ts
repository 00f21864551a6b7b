// The AI interview: sessions, turns, scores and the report, stored; the examiner itself is pure
// (src/server/interview). A finished interview is recorded as an attempt of type 'interview'.
import { TRPCError } from '@trpc/server';
import type { Db } from '../../../db/client.js';
import type { User } from '../../../db/schema.js';
import type { InterviewStage } from '../../shared/constants.js';
import type { AssessmentDto, InterviewAnswerDto, InterviewReportDto, InterviewSessionDto } from '../../shared/dto.js';
import type { InterviewRespondInput, InterviewStartInput } from '../../shared/schemas/interview.js';
import type { Env } from '../env.js';
import '../i18n/interview.messages.js';
import type { Lang } from '../i18n/messages.js';
import { interviewFactsFrom } from '../interview/current-facts.js';
import { practiceFeedback } from '../interview/feedback.js';
import { RetryRefusedError, questionOf, retryLast } from '../interview/examiner.js';
import {
  buildReport,
  llmConfigFrom,
  respondWithLlm,
  startExaminer,
  type ExaminerState,
  type ExaminerTurn,
  type LlmConfig,
} from '../interview/index.js';
import { recordCompletedAttempt } from './community-aggregates.service.js';
import { readFactsByKey } from './current-facts.js';

type Owner = Pick<User, 'id'>;
type LlmSettings = Pick<Env, 'LLM_BASE_URL' | 'LLM_MODEL' | 'LLM_API_KEY' | 'LLM_TIMEOUT_MS'>;

function llmConfig(env: LlmSettings | undefined): LlmConfig | null {
  if (!env) return null;
  const config = llmConfigFrom(env);
  return config ? { ...config, timeoutMs: env.LLM_TIMEOUT_MS } : null;
}

/** 'llm' only when a model is configured: the interface says « IA » only then. */
export function examinerKind(env: LlmSettings | undefined): 'automatic' | 'llm' {
  return llmConfig(env) ? 'llm' : 'automatic';
}

/** Interviews a member may have open at once; starting one more ends the oldest (recorded as interrupted). */
export const OPEN_INTERVIEWS_MAX = 3;

/**
 * One answer at a time per member, in this process: a second answer sent while the first is being
 * evaluated (or sent to the model) is refused before any work. Across processes the write below
 * still checks that nobody answered the same interview meanwhile.
 */
const answering = new Set<string>();

/**
 * The examiner state is stored without the answers and questions' text: they are already stored
 * once, turn by turn, in interviewTurns, and are put back when the state is read.
 */
function storedState(state: ExaminerState): string {
  return JSON.stringify({ ...state, turns: state.turns.map(({ answer: _a, asked: _q, ...rest }) => rest) });
}

async function loadState(db: Db, row: SessionRow): Promise<ExaminerState> {
  const state = JSON.parse(row.state) as ExaminerState;
  const turns = await db
    .selectFrom('interviewTurns')
    .select(['role', 'content'])
    .where('sessionId', '=', row.id)
    .orderBy('id')
    .execute();
  // Each answer follows the interviewer's line that asked it (a follow-up's stored line may carry a correction first).
  const answers: { asked: string; answer: string }[] = [];
  let lastAsked = '';
  for (const t of turns) {
    if (t.role === 'interviewer') lastAsked = t.content;
    else answers.push({ asked: lastAsked, answer: t.content });
  }
  state.turns = state.turns.map((t, i) => ({ ...t, answer: t.answer ?? answers[i]?.answer ?? '', asked: t.asked ?? answers[i]?.asked ?? '' }));
  return state;
}

interface SessionRow {
  id: string;
  userId: string;
  applicantName: string;
  stage: string;
  currentQuestion: string;
  state: string;
  assessment: string;
  isComplete: 0 | 1;
  report: string | null;
  createdAt: string;
  updatedAt: string;
  attemptId: string | null;
}

async function getOwnSession(db: Db, user: Owner, id: string, byAttempt = false): Promise<SessionRow> {
  const row = await db
    .selectFrom('interviewSessions')
    .select(['id', 'userId', 'applicantName', 'stage', 'currentQuestion', 'state', 'assessment', 'isComplete', 'report', 'createdAt', 'updatedAt', 'attemptId'])
    // The history knows an interview by its attempt: its report is reopened by either id.
    .where((eb) => (byAttempt ? eb.or([eb('id', '=', id), eb('attemptId', '=', id)]) : eb('id', '=', id)))
    .executeTakeFirst();
  // Someone else's interview is reported as missing, not forbidden: its existence is not disclosed.
  if (!row || row.userId !== user.id) throw new TRPCError({ code: 'NOT_FOUND', message: 'interview.not_found' });
  return row;
}

async function history(db: Db, sessionId: string): Promise<InterviewSessionDto['conversationHistory']> {
  const turns = await db
    .selectFrom('interviewTurns')
    .select(['role', 'content', 'createdAt'])
    .where('sessionId', '=', sessionId)
    .orderBy('id')
    .execute();
  return turns.map((t) => ({ role: t.role, content: t.content, timestamp: t.createdAt }));
}

function toSessionDto(row: SessionRow, conversationHistory: InterviewSessionDto['conversationHistory'], examiner: 'automatic' | 'llm'): InterviewSessionDto {
  return {
    id: row.id,
    applicantName: row.applicantName,
    stage: row.stage as InterviewStage,
    currentQuestion: row.currentQuestion,
    assessment: JSON.parse(row.assessment) as AssessmentDto,
    conversationHistory,
    isComplete: row.isComplete === 1,
    examiner,
    mode: (JSON.parse(row.state) as ExaminerState).mode ?? 'exam',
  };
}

/** Per-answer scores stored with an applicant turn (for the record and the data export). */
function turnScores(turn: ExaminerTurn): string {
  const e = turn.evaluation;
  return JSON.stringify({
    questionId: turn.questionId,
    followUp: turn.followUpKind,
    language: e.language,
    languageSkills: e.languageScore,
    motivation: e.motivationScore,
    republicanValues: e.valuesScore,
    conceptsFound: e.conceptsFound,
    wrongFacts: e.wrongFacts,
    redFlags: e.redFlags.map((f) => f.id),
    llmGrades: turn.llmGrades ?? null,
  });
}

function newAttemptId(now: Date): string {
  return `attempt_${now.getTime()}_${Math.random().toString(36).slice(2, 11)}`;
}

/** POST /api/interview/start */
export async function startInterview(db: Db, user: Owner, input: InterviewStartInput, env?: LlmSettings, now = new Date()): Promise<InterviewSessionDto> {
  // The member's previous interview: its questions are not drawn again while others are left.
  const previous = await db
    .selectFrom('interviewSessions')
    .select('state')
    .where('userId', '=', user.id)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  const avoid = previous ? (JSON.parse(previous.state) as ExaminerState).plan.map((p) => p.questionId) : [];
  const state = startExaminer(input.applicantName, {
    civicRevision: input.civicRevision ?? true,
    avoid,
    ...(input.profile ? { profile: input.profile } : {}),
    ...(input.mode ? { mode: input.mode } : {}),
  });
  // What the examiner expects of facts that change follows the admins' current facts.
  state.facts = interviewFactsFrom(await readFactsByKey(db));
  // Bounded storage: beyond the quota, the member's oldest open interviews are ended where they stand.
  const open = await db
    .selectFrom('interviewSessions')
    .select(['id', 'userId', 'applicantName', 'stage', 'currentQuestion', 'state', 'assessment', 'isComplete', 'report', 'createdAt', 'updatedAt', 'attemptId'])
    .where('userId', '=', user.id)
    .where('isComplete', '=', 0)
    .orderBy('createdAt', 'desc')
    .execute();
  for (const stale of open.slice(OPEN_INTERVIEWS_MAX - 1)) await endInterview(db, user, stale.id, now);
  const id = crypto.randomUUID();
  const at = now.toISOString();
  const row: SessionRow = {
    id,
    userId: user.id,
    applicantName: state.applicantName,
    stage: state.stage,
    currentQuestion: state.currentQuestion,
    state: storedState(state),
    assessment: JSON.stringify(state.assessment),
    isComplete: 0,
    report: null,
    createdAt: at,
    updatedAt: at,
    attemptId: null,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('interviewSessions').values(row).execute();
    await trx
      .insertInto('interviewTurns')
      .values({ sessionId: id, role: 'interviewer', stage: state.stage, content: state.currentQuestion, scores: null, createdAt: at })
      .execute();
  });
  return toSessionDto(row, [{ role: 'interviewer', content: state.currentQuestion, timestamp: at }], examinerKind(env));
}

/** GET /trpc interview.get: a session with its conversation (to resume or review it). */
export async function getInterview(db: Db, user: Owner, id: string, env?: LlmSettings): Promise<InterviewSessionDto> {
  const row = await getOwnSession(db, user, id);
  return toSessionDto(row, await history(db, id), examinerKind(env));
}

/** Records the attempt and stores the report, inside the caller's transaction. */
async function finish(trx: Db, row: SessionRow, state: ExaminerState, completed: boolean, at: string): Promise<string> {
  const report = buildReport(state);
  let attemptId: string | null = null;
  if (state.turns.length > 0) {
    attemptId = newAttemptId(new Date(at));
    const overall = state.assessment.overall;
    await trx
      .insertInto('attempts')
      .values({
        id: attemptId,
        userId: row.userId,
        type: 'interview',
        startedAt: row.createdAt,
        completedAt: completed ? at : null,
        deadlineAt: null,
        isCompleted: completed ? 1 : 0,
        score: completed ? String(Math.round((overall / 20) * 100)) : null,
        correctAnswers: Math.round(overall),
        totalQuestions: 20,
        questionIds: null,
      })
      .execute();
    if (completed) await recordCompletedAttempt(trx, attemptId);
  }
  await trx
    .updateTable('interviewSessions')
    .set({ isComplete: 1, report, attemptId, updatedAt: at })
    .where('id', '=', row.id)
    .execute();
  return report;
}

/** POST /api/interview/{id}/respond */
export async function answerInterview(
  db: Db,
  user: Owner,
  input: InterviewRespondInput,
  env?: LlmSettings,
  now = () => new Date(),
  lang: Lang = 'fr',
): Promise<InterviewAnswerDto> {
  // The lock and the completion check come before any evaluation or call to the model.
  if (answering.has(user.id)) throw new TRPCError({ code: 'CONFLICT', message: 'interview.busy' });
  answering.add(user.id);
  try {
    const row = await getOwnSession(db, user, input.id);
    if (row.isComplete === 1) throw new TRPCError({ code: 'CONFLICT', message: 'interview.complete' });
    const state = await loadState(db, row);
    if (state.isComplete) throw new TRPCError({ code: 'CONFLICT', message: 'interview.complete' });
    if (input.retry) return await retryAnswer(db, row, state, input.response, now().toISOString(), lang);
    // The LLM call (if any) happens outside the transaction; the write checks nobody answered meanwhile.
    const step = await respondWithLlm(state, input.response, llmConfig(env));
    const at = now().toISOString();
    const answeredTurn = step.state.turns[step.state.turns.length - 1]!;
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('interviewSessions')
        .set({
          stage: step.stage,
          currentQuestion: step.state.currentQuestion,
          state: storedState(step.state),
          assessment: JSON.stringify(step.assessment),
          updatedAt: at,
        })
        .where('id', '=', row.id)
        .where('updatedAt', '=', row.updatedAt)
        .where('isComplete', '=', 0)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new TRPCError({ code: 'CONFLICT', message: 'interview.busy' });
      await trx
        .insertInto('interviewTurns')
        .values([
          { sessionId: row.id, role: 'applicant', stage: answeredTurn.stage, content: answeredTurn.answer, scores: turnScores(answeredTurn), createdAt: at },
          { sessionId: row.id, role: 'interviewer', stage: step.stage, content: step.interviewerResponse, scores: null, createdAt: at },
        ])
        .execute();
      if (step.isComplete) await finish(trx, { ...row, updatedAt: at }, step.state, true, at);
    });
    const practice = step.state.mode === 'practice'
      ? { feedback: practiceFeedback(questionOf(step.state, answeredTurn.questionId), answeredTurn.evaluation, lang, { civility: step.state.civility, profile: step.state.profile }) }
      : {};
    return { stage: step.stage, interviewerResponse: step.interviewerResponse, assessment: step.assessment, isComplete: step.isComplete, ...practice };
  } finally {
    answering.delete(user.id);
  }
}

/** A finished interview's report with its scores and the conversation, to show it again. */
async function reportDto(db: Db, row: SessionRow): Promise<InterviewReportDto> {
  const state = JSON.parse(row.state) as ExaminerState;
  return {
    id: row.id,
    report: row.report ?? '',
    assessment: JSON.parse(row.assessment) as AssessmentDto,
    answered: state.turns.length,
    civicRevision: state.civicRevision !== false,
    conversationHistory: await scoredHistory(db, row.id),
  };
}

/** The conversation with each answer's own scores (expression, motivation, values), for the transcript. */
async function scoredHistory(db: Db, sessionId: string): Promise<InterviewReportDto['conversationHistory']> {
  const turns = await db
    .selectFrom('interviewTurns')
    .select(['role', 'content', 'createdAt', 'scores'])
    .where('sessionId', '=', sessionId)
    .orderBy('id')
    .execute();
  return turns.map((t) => {
    const entry = { role: t.role, content: t.content, timestamp: t.createdAt };
    if (t.role !== 'applicant' || !t.scores) return entry;
    const s = JSON.parse(t.scores) as { languageSkills: number; motivation: number | null; republicanValues: number | null };
    return { ...entry, scores: { languageSkills: s.languageSkills, motivation: s.motivation, republicanValues: s.republicanValues } };
  });
}

/**
 * Practice mode: a second answer to the last question. The better one is kept in the turn's place
 * (state and stored turn); the examiner's next line stands. One retry per question.
 */
async function retryAnswer(db: Db, row: SessionRow, state: ExaminerState, response: string, at: string, lang: Lang): Promise<InterviewAnswerDto> {
  let result: ReturnType<typeof retryLast>;
  try {
    result = retryLast(state, response);
  } catch (error) {
    if (error instanceof RetryRefusedError) throw new TRPCError({ code: 'CONFLICT', message: 'interview.retry_refused' });
    throw error;
  }
  const { state: next, kept, turn } = result;
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('interviewSessions')
      .set({ state: storedState(next), assessment: JSON.stringify(next.assessment), updatedAt: at })
      .where('id', '=', row.id)
      .where('updatedAt', '=', row.updatedAt)
      .where('isComplete', '=', 0)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new TRPCError({ code: 'CONFLICT', message: 'interview.busy' });
    const lastAnswer = await trx
      .selectFrom('interviewTurns')
      .select('id')
      .where('sessionId', '=', row.id)
      .where('role', '=', 'applicant')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await trx.updateTable('interviewTurns').set({ content: turn.answer, scores: turnScores(turn) }).where('id', '=', lastAnswer.id).execute();
  });
  return {
    stage: next.stage,
    interviewerResponse: next.currentQuestion,
    assessment: next.assessment,
    isComplete: false,
    feedback: practiceFeedback(questionOf(next, turn.questionId), turn.evaluation, lang, { civility: next.civility, profile: next.profile }),
    retry: { kept },
  };
}

/**
 * GET /api/interview/{id}/report: the report of a finished interview. Reading never ends an
 * interview (a cross-site link could otherwise do it): an open one answers 409.
 */
export async function getInterviewReport(db: Db, user: Owner, id: string): Promise<InterviewReportDto> {
  const row = await getOwnSession(db, user, id, true);
  if (row.isComplete === 1 && row.report) return reportDto(db, row);
  throw new TRPCError({ code: 'CONFLICT', message: 'interview.not_finished' });
}

/**
 * POST /api/interview/{id}/end. The client sends it when the examiner says the interview is
 * complete, or when the candidate clicks 'Terminer l'entretien': an interview still open is then
 * ended where it stands, and recorded as interrupted. Ending twice returns the same report.
 */
export async function endInterview(db: Db, user: Owner, id: string, now = new Date()): Promise<InterviewReportDto> {
  const row = await getOwnSession(db, user, id);
  if (row.isComplete === 1 && row.report) return reportDto(db, row);
  const state = await loadState(db, row);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const again = await trx.selectFrom('interviewSessions').select(['isComplete', 'report']).where('id', '=', id).executeTakeFirstOrThrow();
    if (again.isComplete === 1 && again.report) return;
    await finish(trx, row, state, state.isComplete, at);
  });
  return reportDto(db, await getOwnSession(db, user, id));
}
