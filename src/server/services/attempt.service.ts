// Attempts (quiz, demo, civic exam): creation with a client-generated id, completion with a
// score the server recomputes from the stored responses, listing and deletion by their owner.
import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import { isConstraintViolation, lockForTransaction } from '../../../db/dialect.js';
import type { Attempt, User } from '../../../db/schema.js';
import {
  DEMO_QUIZ_LIMIT,
  EXAM_DURATION_MINUTES,
  EXAM_PASS_MARK,
  EXAM_QUESTION_COUNT,
} from '../../shared/constants.js';
import type { AttemptCreateInput, AttemptSummaryDto, AttemptUpdateInput } from '../../shared/schemas/quiz.js';
import { PAGE_SIZE, type PageDto, type PageInput } from '../../shared/schemas/pagination.js';
import '../i18n/quiz.messages.js';
import '../i18n/security.messages.js';
import { inTransaction, recordCompletedAttempt, refreshMember } from './community-aggregates.service.js';
import { drawExamQuestions } from './exam-draw.js';
import { recordAttemptItemStats, removeItemStats } from './item-analysis.service.js';
import { recordExamMemory } from './learning/memory.js';
import { keepGroupFigures } from './groups/kept-figures.js';
import { rebuildKeptEvidence, recordCountedAttempt } from './learning/kept-evidence.js';
import { getQuestionBank } from './question-bank.js';

type Owner = Pick<User, 'id' | 'hasFullAccess'>;

export const EXAM_DURATION_MS = EXAM_DURATION_MINUTES * 60_000;

/**
 * How long a finished attempt took. An exam: from its start to its hand-in, by the server's clock.
 * A quiz: that too, but at least the time spent answering (the answers' own times): a quiz played
 * offline reaches the server all at once, its start and end a second apart.
 */
function durationOf(a: Attempt, timeSpent: number): number | null {
  if (!a.completedAt) return null;
  const span = Math.max(0, Math.round((Date.parse(a.completedAt) - Date.parse(a.startedAt)) / 1000));
  return a.type === 'exam' || a.type === 'interview' ? span : Math.max(span, timeSpent);
}

/** `answered`: how many responses the attempt holds (the list and the score use it); `timeSpent`: the sum of their times. */
export function toAttemptSummary(a: Attempt, answered = 0, timeSpent = 0): AttemptSummaryDto {
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
    answered,
    deadlineAt: a.deadlineAt,
    passed: a.type === 'exam' && isCompleted ? a.correctAnswers >= EXAM_PASS_MARK : null,
    durationSeconds: durationOf(a, timeSpent),
  };
}

/** Rounded percentage of correct answers (docs/product.md#quiz-scoring). */
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

/** Counts the attempt's answers and correct answers from its stored responses. */
async function countAnswers(db: Db, attemptId: string): Promise<{ answered: number; correct: number; timeSpent: number }> {
  const row = await db
    .selectFrom('responses')
    .select([
      sql<number>`count(*)`.as('answered'),
      sql<number>`coalesce(sum(is_correct), 0)`.as('correct'),
      sql<number>`coalesce(sum(time_spent), 0)`.as('timeSpent'),
    ])
    .where('attemptId', '=', attemptId)
    .executeTakeFirstOrThrow();
  return { answered: Number(row.answered), correct: Number(row.correct), timeSpent: Number(row.timeSpent) };
}

/**
 * Marks an attempt completed with the score recomputed from its responses: right answers over
 * answers for a quiz, over the 40 questions for an exam (an unanswered exam question is wrong).
 */
async function complete(db: Db, attempt: Attempt, completedAt: string): Promise<{ attempt: Attempt; answered: number; timeSpent: number }> {
  const { answered, correct, timeSpent } = await countAnswers(db, attempt.id);
  const score = String(percentScore(correct, attempt.type === 'exam' ? attempt.totalQuestions : answered));
  await inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('attempts')
      .set({ isCompleted: 1, completedAt, correctAnswers: correct, score })
      .where('id', '=', attempt.id)
      .where('isCompleted', '=', 0)
      .executeTakeFirst();
    await recordCompletedAttempt(trx, attempt.id);
    // A finished quiz or exam feeds the item analysis once, when it is handed in.
    if (Number(updated.numUpdatedRows) > 0) await recordAttemptItemStats(trx, attempt.id);
    // Exam answers reach the member's memory once, when the exam is handed in (learning/memory.ts).
    if (attempt.type === 'exam' && Number(updated.numUpdatedRows) > 0) await recordExamMemory(trx, attempt.id, new Date(completedAt));
    // Its counted answers join the sums the readiness figure reads (learning/kept-evidence.ts).
    if (Number(updated.numUpdatedRows) > 0) await recordCountedAttempt(trx, attempt, completedAt, correct);
    // A group member's readiness as their trainers' table shows it (docs/groups.md).
    if (Number(updated.numUpdatedRows) > 0) await keepGroupFigures(trx, attempt.userId, new Date(completedAt));
  });
  return { attempt: { ...attempt, isCompleted: 1, completedAt, correctAnswers: correct, score }, answered, timeSpent };
}

/** How long an unanswered quiz may wait for its first answer before it is dropped. */
const EMPTY_ATTEMPT_GRACE_MS = 30 * 60_000;

/**
 * Attempts opened and left without a single answer are not kept: quizzes and demos after a
 * grace period, exams once their time is over. Interviews keep their own turns and stay.
 */
export async function purgeEmptyAttempts(db: Db, userId: string, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - EMPTY_ATTEMPT_GRACE_MS).toISOString();
  await db
    .deleteFrom('attempts')
    .where('userId', '=', userId)
    .where('isCompleted', '=', 0)
    .where('type', '!=', 'interview')
    .where((eb) =>
      eb.or([
        eb.and([eb('type', '=', 'exam'), eb('deadlineAt', '<', now.toISOString())]),
        eb.and([eb('type', '!=', 'exam'), eb('startedAt', '<', before)]),
      ]),
    )
    .where((eb) => eb.not(eb.exists(eb.selectFrom('responses').select('id').whereRef('responses.attemptId', '=', 'attempts.id'))))
    .execute();
}

/**
 * An exam whose 45 minutes are over counts as handed in at its deadline, with the answers given
 * in time. One that never received an answer is not kept (purgeEmptyAttempts).
 * Reads of a member's figures call this first, so a read writes on purpose: no background job
 * exists to close an exam whose tab was closed, and every figure must count it as handed in.
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
  return (await complete(db, attempt, at)).attempt;
}

/** Quizzes and exams in progress a member may have at once (finished ones do not count). */
export const OPEN_ATTEMPTS_MAX = 20;

/** POST /api/attempts */
export async function createAttempt(db: Db, user: Owner, input: AttemptCreateInput, now = new Date()): Promise<Attempt> {
  const existing = await db.selectFrom('attempts').select('id').where('id', '=', input.id).executeTakeFirst();
  if (existing) throw new TRPCError({ code: 'CONFLICT', message: 'quiz.attempt_exists' });
  await purgeEmptyAttempts(db, user.id, now);
  const bank = await getQuestionBank(db);
  let totalQuestions = input.totalQuestions;
  let deadlineAt: string | null = null;
  let questionIds: string | null = null;
  if (input.type === 'full' && user.hasFullAccess !== 1 && totalQuestions > DEMO_QUIZ_LIMIT) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'quiz.limit_requires_full_access' });
  }
  if (input.type === 'demo') totalQuestions = bank.demo.length;
  if (input.questionIds) {
    const ids = input.questionIds;
    if (input.type === 'exam' || input.type === 'demo' || ids.length !== totalQuestions || new Set(ids).size !== ids.length) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'quiz.question_list_invalid' });
    }
    if (ids.some((id) => !bank.byId.has(id))) throw new TRPCError({ code: 'BAD_REQUEST', message: 'quiz.question_not_found' });
    // The list is served back with its answers (attempts.current): without full access, 5 at most, as any quiz.
    if (user.hasFullAccess !== 1 && ids.length > DEMO_QUIZ_LIMIT) throw new TRPCError({ code: 'FORBIDDEN', message: 'quiz.limit_requires_full_access' });
    // The quiz's questions in their order: it can be resumed on any device (quiz-session.service.ts).
    questionIds = JSON.stringify(ids);
  }
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
    translationOpened: null,
  };
  try {
    // Bounded storage per member: a quiz or exam left open keeps its row and answers. The count
    // and the insert share one transaction (and a per-member lock on PostgreSQL), so parallel
    // requests cannot slip past the cap together.
    await inTransaction(db, async (trx) => {
      await lockForTransaction(trx, `open-attempts:${user.id}`);
      const open = await trx
        .selectFrom('attempts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', user.id)
        .where('isCompleted', '=', 0)
        .where('type', '!=', 'interview')
        .executeTakeFirstOrThrow();
      if (Number(open.n) >= OPEN_ATTEMPTS_MAX) throw new TRPCError({ code: 'CONFLICT', message: 'quiz.too_many_open_attempts' });
      await trx.insertInto('attempts').values(attempt).execute();
    });
  } catch (error) {
    if (isConstraintViolation(error)) {
      throw new TRPCError({ code: 'CONFLICT', message: 'quiz.attempt_exists' });
    }
    throw error;
  }
  return attempt;
}

/**
 * PATCH /api/attempts/{id}: the client's correctAnswers, score and completedAt are not believed;
 * completing recomputes them from the stored responses. A completed attempt stays completed.
 * A quiz completed without a single answer is not kept (409): there is nothing to score.
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
    const counted = await countAnswers(db, attempt.id);
    return toAttemptSummary(attempt, counted.answered, counted.timeSpent);
  }
  if (attempt.type !== 'exam' && (await countAnswers(db, attempt.id)).answered === 0) {
    await db.deleteFrom('attempts').where('id', '=', attempt.id).execute();
    throw new TRPCError({ code: 'CONFLICT', message: 'quiz.attempt_empty' });
  }
  const at = isPastDeadline(attempt, now) ? attempt.deadlineAt! : now.toISOString();
  const done = await complete(db, attempt, at);
  return toAttemptSummary(done.attempt, done.answered, done.timeSpent);
}

/**
 * GET /api/attempts?page=&pageSize=: the user's attempts, newest first, a page at a time, with how
 * many questions each one answered. Attempts without a single answer are left out (interviews keep
 * their own turns).
 */
export async function listAttempts(
  db: Db,
  user: Owner,
  page: PageInput = { page: 1, pageSize: PAGE_SIZE },
  now = new Date(),
): Promise<PageDto<AttemptSummaryDto>> {
  await finalizeExpiredExams(db, user.id, now);
  const listed = db
    .selectFrom('attempts')
    .where('userId', '=', user.id)
    .where((eb) =>
      eb.or([
        eb('type', '=', 'interview'),
        eb.exists(eb.selectFrom('responses').select('id').whereRef('responses.attemptId', '=', 'attempts.id')),
      ]),
    );
  const [{ n }, rows] = await Promise.all([
    listed.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    listed
      .selectAll('attempts')
      .select((eb) =>
        eb.selectFrom('responses').select(sql<number>`count(*)`.as('n')).whereRef('responses.attemptId', '=', 'attempts.id').as('answered'),
      )
      .select((eb) =>
        eb.selectFrom('responses').select(sql<number>`coalesce(sum(time_spent), 0)`.as('s')).whereRef('responses.attemptId', '=', 'attempts.id').as('timeSpent'),
      )
      .orderBy('startedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
  ]);
  return {
    items: rows.map(({ answered, timeSpent, ...a }) => toAttemptSummary(a, Number(answered ?? 0), Number(timeSpent ?? 0))),
    total: Number(n),
    page: page.page,
    pageSize: page.pageSize,
  };
}

/** DELETE /api/attempts/{id}: own attempts only; its responses go with it. */
export async function deleteAttempt(db: Db, user: Owner, attemptId: string): Promise<{ success: true; id: string }> {
  await inTransaction(db, async (trx) => {
    // Its answers leave the item analysis with it (before the delete, while they can be read).
    await removeItemStats(trx, { userId: user.id, attemptId });
    const result = await trx
      .deleteFrom('attempts')
      .where('id', '=', attemptId)
      .where('userId', '=', user.id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new TRPCError({ code: 'NOT_FOUND', message: 'quiz.attempt_not_found' });
    await refreshMember(trx, user.id);
    // Its answers leave the readiness sums (and may make a later daily-session answer the first),
    // and a group member's kept figures follow.
    await rebuildKeptEvidence(trx, user.id);
    await keepGroupFigures(trx, user.id, new Date());
  });
  return { success: true, id: attemptId };
}
