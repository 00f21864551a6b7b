// Writes of the learning engine, called inside the transaction that stores an answer (quizzes,
// reviews) or hands an exam in: the member's FSRS memory of the question and the day's count of
// new questions and reviews for the plan. docs/readiness.md.
import { sql } from 'kysely';
import type { Db } from '../../../../db/client.js';
import { parisDay } from '../community-aggregates.service.js';
import { nextMemory, type MemoryState } from './model.js';

const MEMORY_COLUMNS = [
  'due',
  'stability',
  'difficulty',
  'elapsedDays',
  'scheduledDays',
  'learningSteps',
  'reps',
  'lapses',
  'state',
  'lastReview',
  'rightWeight',
  'wrongWeight',
  'answers',
  'correct',
] as const;

/** One answer of a member to a question: FSRS Good when right, Again when wrong. */
export async function recordAnswerMemory(trx: Db, userId: string, questionId: string, correct: boolean, at: Date): Promise<void> {
  const prev = await trx
    .selectFrom('questionMemory')
    .select(MEMORY_COLUMNS)
    .where('userId', '=', userId)
    .where('questionId', '=', questionId)
    .executeTakeFirst();
  const next: MemoryState = nextMemory(prev ?? null, correct, at);
  await trx
    .insertInto('questionMemory')
    .values({ userId, questionId, ...next })
    .onConflict((oc) => oc.columns(['userId', 'questionId']).doUpdateSet(next))
    .execute();
  const isNew = prev ? 0 : 1;
  await trx
    .insertInto('learningDays')
    .values({ userId, day: parisDay(at), newQuestions: isNew, reviews: 1 - isNew })
    .onConflict((oc) =>
      oc.columns(['userId', 'day']).doUpdateSet({
        newQuestions: sql<number>`learning_days.new_questions + ${isNew}`,
        reviews: sql<number>`learning_days.reviews + ${1 - isNew}`,
      }),
    )
    .execute();
}

/**
 * An exam's answers reach the memory when it is handed in, not one by one: during the exam a
 * candidate may change an answer, and a due count that moved with each answer would tell them
 * whether it was right. Call it once, in the transaction that completes the exam.
 */
export async function recordExamMemory(trx: Db, attemptId: string, at: Date): Promise<void> {
  const rows = await trx
    .selectFrom('responses')
    .select(['userId', 'questionId', 'isCorrect'])
    .where('attemptId', '=', attemptId)
    .orderBy('id')
    .execute();
  for (const r of rows) await recordAnswerMemory(trx, r.userId, r.questionId, r.isCorrect === 1, at);
}
