// Attempts (quiz, demo, civic exam): creation with a client-generated id, completion with a
// score the server recomputes from the stored responses, listing and deletion by their owner.
import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import type { Attempt, User } from '../../../db/schema.js';
import {
  DEMO_QUIZ_LIMIT,
  EXAM_DURATION_MINUTES,
  EXAM_PASS_MARK,
  EXAM_QUESTION_COUNT,
} from '../../shared/constants.js';
import type { AttemptCreateInput, AttemptSummaryDto, AttemptUpdateInput } from '../../shared/schemas/quiz.js';
import '../i18n/quiz.messages.js';
import { drawExamQuestions } from './exam-draw.js';
import { getQuestionBank } from './question-bank.js';

type Owner = Pick<User, 'id' | 'hasFullAccess'>;

export const EXAM_DURATION_MS = EXAM_DURATION_MINUTES * 60_000;
const LIST_LIMIT = 500;

export function toAttemptSummary(a: Attempt): AttemptSummaryDto {
  const isCompleted = a.isCompleted === 1;
  return {
    id: a.id,
    type: a.type,
    startedAt: a.startedAt,
    completedAt: a.completedAt,
    isCompleted,
    score: a.score,
    correctAnswers: a.correctAnswers,
    totalQuestions: a.totalQuestions,
    deadlineAt: a.deadlineAt,
    passed: a.type === 'exam' && isCompleted ? a.correctAnswers >= EXAM_PASS_MARK : null,
  };
}

/** Rounded percentage of correct answers (spec section 9). */
export function percentScore(correct: number, total: number): number {
  return total > 0 ? Math.round((correct / total) * 100) : 0;
}

/** The user's own attempt, or 404: another user's attempt does not exist for them. */
export async function getOwnAttempt(db: Db, userId: string, attemptId: string): Promise<Attempt> {
  const attempt = await db
    .selectFrom('attempts')
    .selectAll()
    .where('id', '=', attemptId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!attempt) throw new TRPCError({ code: 'NOT_FOUND', message: 'quiz.attempt_not_found' });
  return attempt;
}

export function isPastDeadline(attempt: Pick<Attempt, 'deadlineAt'>, now: Date): boolean {
  return attempt.deadlineAt !== null && now.getTime() > Date.parse(attempt.deadlineAt);
}

/** Counts the attempt's correct answers from its stored responses. */
async function countCorrect(db: Db, attemptId: string): Promise<number> {
  const row = await db
    .selectFrom('responses')
    .select(sql<number>`coalesce(sum(is_correct), 0)`.as('correct'))
    .where('attemptId', '=', attemptId)
    .executeTakeFirstOrThrow();
  return Number(row.correct);
}

/** Marks an attempt completed with the score recomputed from its responses. */
async function complete(db: Db, attempt: Attempt, completedAt: string): Promise<Attempt> {
  const correct = await countCorrect(db, attempt.id);
  const score = String(percentScore(correct, attempt.totalQuestions));
  await db
    .updateTable('attempts')
    .set({ isCompleted: 1, completedAt, correctAnswers: correct, score })
    .where('id', '=', attempt.id)
    .where('isCompleted', '=', 0)
    .execute();
  return { ...attempt, isCompleted: 1, completedAt, correctAnswers: correct, score };
}

/**
 * An exam whose 45 minutes are over counts as handed in at its deadline, with the answers given
 * in time. One that never received an answer stays 'interrupted'.
 */
export async function finalizeExpiredExams(db: Db, userId: string, now = new Date()): Promise<void> {
  const expired = await db
    .selectFrom('attempts')
    .selectAll()
    .where('userId', '=', userId)
    .where('type', '=', 'exam')
    .where('isCompleted', '=', 0)
    .where('deadlineAt', '<', now.toISOString())
    .where((eb) => eb.exists(eb.selectFrom('responses').select('id').whereRef('responses.attemptId', '=', 'attempts.id')))
    .execute();
  for (const attempt of expired) await complete(db, attempt, attempt.deadlineAt!);
}

/** Finishes an exam now (or at its deadline if that has passed). */
export async function finishAttempt(db: Db, attempt: Attempt, now = new Date()): Promise<Attempt> {
  if (attempt.isCompleted === 1) return attempt;
  const at = isPastDeadline(attempt, now) ? attempt.deadlineAt! : now.toISOString();
  return complete(db, attempt, at);
}

/** POST /api/attempts */
export async function createAttempt(db: Db, user: Owner, input: AttemptCreateInput, now = new Date()): Promise<Attempt> {
  const existing = await db.selectFrom('attempts').select('id').where('id', '=', input.id).executeTakeFirst();
  if (existing) throw new TRPCError({ code: 'CONFLICT', message: 'quiz.attempt_exists' });
  const bank = await getQuestionBank(db);
  let totalQuestions = input.totalQuestions;
  let deadlineAt: string | null = null;
  let questionIds: string | null = null;
  if (input.type === 'full' && user.hasFullAccess !== 1 && totalQuestions > DEMO_QUIZ_LIMIT) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'quiz.limit_requires_full_access' });
  }
  if (input.type === 'demo') totalQuestions = bank.demo.length;
  if (input.type === 'exam') {
    const drawn = drawExamQuestions(bank);
    if (!drawn || drawn.length !== EXAM_QUESTION_COUNT) {
      throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'quiz.exam_unavailable' });
    }
    totalQuestions = drawn.length;
    questionIds = JSON.stringify(drawn.map((q) => q.id));
    deadlineAt = new Date(now.getTime() + EXAM_DURATION_MS).toISOString();
  }
  const attempt: Attempt = {
    id: input.id,
    userId: user.id,
    type: input.type,
    startedAt: now.toISOString(),
    completedAt: null,
    deadlineAt,
    isCompleted: 0,
    score: null,
    correctAnswers: 0,
    totalQuestions,
    questionIds,
  };
  try {
    await db.insertInto('attempts').values(attempt).execute();
  } catch (error) {
    if (String((error as { code?: string }).code).startsWith('SQLITE_CONSTRAINT')) {
      throw new TRPCError({ code: 'CONFLICT', message: 'quiz.attempt_exists' });
    }
    throw error;
  }
  return attempt;
}

/**
 * PATCH /api/attempts/{id}: the client's correctAnswers, score and completedAt are not believed;
 * completing recomputes them from the stored responses. A completed attempt stays completed.
 */
export async function updateAttempt(
  db: Db,
  user: Owner,
  attemptId: string,
  input: AttemptUpdateInput,
  now = new Date(),
): Promise<AttemptSummaryDto> {
  const attempt = await getOwnAttempt(db, user.id, attemptId);
  if (!input.isCompleted || attempt.isCompleted === 1 || attempt.type === 'interview') {
    return toAttemptSummary(attempt);
  }
  return toAttemptSummary(await finishAttempt(db, attempt, now));
}

/** GET /api/attempts: the user's attempts, newest first. */
export async function listAttempts(db: Db, user: Owner, now = new Date()): Promise<AttemptSummaryDto[]> {
  await finalizeExpiredExams(db, user.id, now);
  const rows = await db
    .selectFrom('attempts')
    .selectAll()
    .where('userId', '=', user.id)
    .orderBy('startedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map(toAttemptSummary);
}

/** DELETE /api/attempts/{id}: own attempts only; its responses go with it. */
export async function deleteAttempt(db: Db, user: Owner, attemptId: string): Promise<{ success: true; id: string }> {
  const result = await db
    .deleteFrom('attempts')
    .where('id', '=', attemptId)
    .where('userId', '=', user.id)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new TRPCError({ code: 'NOT_FOUND', message: 'quiz.attempt_not_found' });
  return { success: true, id: attemptId };
}
