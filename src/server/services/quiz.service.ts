// Answers to questions: the server decides correctness (exact match, spec section 5), checks
// that the attempt belongs to the user and still accepts answers, and never tells a candidate
// whether an exam answer is right before the exam is over. Also the review of mistakes.
import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import type { User } from '../../../db/schema.js';
import { DEMO_QUIZ_LIMIT } from '../../shared/constants.js';
import type { QuestionDto } from '../../shared/dto.js';
import type { RecordedResponseDto, ResponseInput } from '../../shared/schemas/quiz.js';
import '../i18n/quiz.messages.js';
import { finalizeExpiredExams, isPastDeadline } from './attempt.service.js';
import { recordAnswerMemory } from './learning/memory.js';
import { getQuestionBank } from './question-bank.js';

export const REVIEW_LIMIT = 20;

/** An answer is right only when it equals the correct answer exactly (open questions too). */
export function isCorrectAnswer(question: Pick<QuestionDto, 'correctAnswer'>, answer: string): boolean {
  return answer === question.correctAnswer;
}

/** POST /api/responses. `user` is null for a visitor (demo questions only, counted per question). */
export async function recordResponse(
  db: Db,
  user: Pick<User, 'id'> | null,
  input: ResponseInput,
  now = new Date(),
): Promise<RecordedResponseDto> {
  const bank = await getQuestionBank(db);
  const question = bank.byId.get(input.questionId);
  if (!question) throw new TRPCError({ code: 'NOT_FOUND', message: 'quiz.question_not_found' });
  const isDemoQuestion = bank.demo.some((q) => q.id === question.id);
  const isCorrect = isCorrectAnswer(question, input.userAnswer);
  const timeSpent = input.timeSpent;

  if (!input.attemptId) {
    if (!isDemoQuestion) {
      throw new TRPCError(
        user
          ? { code: 'BAD_REQUEST', message: 'quiz.attempt_required' }
          : { code: 'UNAUTHORIZED', message: 'quiz.demo_only' },
      );
    }
    if (!user) {
      // A visitor's demo answer is counted, not stored: nothing ties it to anyone, and rows that
      // anyone can add without an account would grow without bound.
      const correct = isCorrect ? 1 : 0;
      await db
        .insertInto('demoAnswerTallies')
        .values({ questionId: question.id, answered: 1, correct })
        .onConflict((oc) =>
          oc.column('questionId').doUpdateSet({ answered: sql<number>`answered + 1`, correct: sql<number>`correct + ${correct}` }),
        )
        .execute();
      return { id: 0, questionId: question.id, attemptId: null, userAnswer: input.userAnswer, isCorrect, correctAnswer: question.correctAnswer };
    }
    const row = await db
      .insertInto('responses')
      .values({
        userId: user.id,
        questionId: question.id,
        attemptId: null,
        userAnswer: input.userAnswer,
        isCorrect: isCorrect ? 1 : 0,
        timeSpent,
        createdAt: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, questionId: question.id, attemptId: null, userAnswer: input.userAnswer, isCorrect, correctAnswer: question.correctAnswer };
  }

  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'errors.unauthorized' });
  const attemptId = input.attemptId;

  return db.transaction().execute(async (trx) => {
    const attempt = await trx
      .selectFrom('attempts')
      .selectAll()
      .where('id', '=', attemptId)
      .where('userId', '=', user.id)
      .executeTakeFirst();
    if (!attempt) throw new TRPCError({ code: 'NOT_FOUND', message: 'quiz.attempt_not_found' });
    if (attempt.isCompleted === 1) throw new TRPCError({ code: 'CONFLICT', message: 'quiz.attempt_completed' });
    if (attempt.type === 'interview') throw new TRPCError({ code: 'BAD_REQUEST', message: 'quiz.question_not_in_attempt' });
    const values = {
      userId: user.id,
      questionId: question.id,
      attemptId,
      userAnswer: input.userAnswer,
      isCorrect: isCorrect ? (1 as const) : (0 as const),
      timeSpent,
      createdAt: now.toISOString(),
    };

    if (attempt.type === 'exam') {
      if (isPastDeadline(attempt, now)) throw new TRPCError({ code: 'CONFLICT', message: 'quiz.exam_time_over' });
      const ids = JSON.parse(attempt.questionIds ?? '[]') as string[];
      if (!ids.includes(question.id)) throw new TRPCError({ code: 'BAD_REQUEST', message: 'quiz.question_not_in_attempt' });
      // During the exam a candidate may change an answer: the last one counts.
      await trx.deleteFrom('responses').where('attemptId', '=', attemptId).where('questionId', '=', question.id).execute();
      const row = await trx.insertInto('responses').values(values).returning('id').executeTakeFirstOrThrow();
      return { id: row.id, questionId: question.id, attemptId, userAnswer: input.userAnswer, isCorrect: null, correctAnswer: null };
    }

    if (attempt.type === 'demo' && !isDemoQuestion) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'quiz.question_not_in_attempt' });
    }
    const counts = await trx
      .selectFrom('responses')
      .select([
        sql<number>`count(*)`.as('total'),
        sql<number>`coalesce(sum(question_id = ${question.id}), 0)`.as('same'),
      ])
      .where('attemptId', '=', attemptId)
      .executeTakeFirstOrThrow();
    // Feedback shows the right answer, so a quiz question is answered once.
    if (Number(counts.same) > 0) throw new TRPCError({ code: 'CONFLICT', message: 'quiz.already_answered' });
    if (Number(counts.total) >= attempt.totalQuestions) throw new TRPCError({ code: 'CONFLICT', message: 'quiz.attempt_full' });
    const row = await trx.insertInto('responses').values(values).returning('id').executeTakeFirstOrThrow();
    // The member's memory of the question moves with the answer (the demo's questions teach nothing to schedule).
    if (attempt.type !== 'demo') await recordAnswerMemory(trx, user.id, question.id, isCorrect, now);
    return { id: row.id, questionId: question.id, attemptId, userAnswer: input.userAnswer, isCorrect, correctAnswer: question.correctAnswer };
  });
}

/**
 * GET /api/questions/review: the questions whose latest answer by this user was wrong, most
 * recent first, up to 20 (5 without full access, like any quiz). Answers of an exam still in
 * progress are left out, so that the review does not reveal them.
 */
export async function getReviewQuestions(db: Db, user: Pick<User, 'id' | 'hasFullAccess'>, now = new Date()): Promise<QuestionDto[]> {
  await finalizeExpiredExams(db, user.id, now);
  const limit = user.hasFullAccess === 1 ? REVIEW_LIMIT : DEMO_QUIZ_LIMIT;
  const latest = db
    .selectFrom('responses as r')
    .leftJoin('attempts as a', 'a.id', 'r.attemptId')
    .select(sql<number>`max(r.id)`.as('id'))
    .where('r.userId', '=', user.id)
    .where((eb) => eb.or([eb('a.id', 'is', null), eb('a.type', '!=', 'exam'), eb('a.isCompleted', '=', 1)]))
    .groupBy('r.questionId');
  const rows = await db
    .selectFrom('responses')
    .select(['questionId'])
    .where('id', 'in', latest)
    .where('isCorrect', '=', 0)
    .orderBy('id', 'desc')
    .limit(limit * 3)
    .execute();
  const bank = await getQuestionBank(db);
  const questions: QuestionDto[] = [];
  for (const { questionId } of rows) {
    const q = bank.byId.get(questionId);
    if (q) questions.push(q);
    if (questions.length === limit) break;
  }
  return questions;
}
