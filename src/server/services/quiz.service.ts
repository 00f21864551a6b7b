// Answers to questions: the server decides correctness (exact match, docs/product.md#quiz-scoring), checks
// that the attempt belongs to the user and still accepts answers, and never tells a candidate
// whether an exam answer is right before the exam is over. Also the review of mistakes.
import { TRPCError } from '@trpc/server';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import { lockForTransaction } from '../../../db/dialect.js';
import type { ResponseTable, User } from '../../../db/schema.js';
import { DEMO_QUIZ_LIMIT } from '../../shared/constants.js';
import type { QuestionDto } from '../../shared/dto.js';
import type { RecordedResponseDto, ResponseInput, ReviewQuery } from '../../shared/schemas/quiz.js';
import '../i18n/quiz.messages.js';
import { finalizeExpiredExams, isPastDeadline } from './attempt.service.js';
import { recordAnswerMemory } from './learning/memory.js';
import { inOptionOrder } from './option-order.js';
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
          oc.column('questionId').doUpdateSet({ answered: sql<number>`demo_answer_tallies.answered + 1`, correct: sql<number>`demo_answer_tallies.correct + ${correct}` }),
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

  try {
    return await recordAttemptAnswer(db, user, attemptId, question, input, isCorrect, isDemoQuestion, now);
  } catch (error) {
    // 'already answered' too: with several processes (or PostgreSQL's concurrent transactions) the
    // other copy can commit between this one's replay check and its count.
    if (error instanceof TRPCError && error.message !== 'quiz.already_answered') throw error;
    // Two copies of one answer arriving together: the database's unique key (attempt, question)
    // let one in; the other is the replay and gets that one back.
    const raced = await db.transaction().execute((trx) => storedAnswer(trx, attemptId, question.id));
    if (!raced || raced.userAnswer !== input.userAnswer) throw error;
    const attempt = await db.selectFrom('attempts').select(['type', 'isCompleted']).where('id', '=', attemptId).executeTakeFirst();
    return replayedResponse(raced, attempt?.type === 'exam' && attempt.isCompleted !== 1 ? null : question.correctAnswer);
  }
}

async function recordAttemptAnswer(
  db: Db,
  user: Pick<User, 'id'>,
  attemptId: string,
  question: QuestionDto,
  input: ResponseInput,
  isCorrect: boolean,
  isDemoQuestion: boolean,
  now: Date,
): Promise<RecordedResponseDto> {
  const timeSpent = input.timeSpent;
  return db.transaction().execute(async (trx) => {
    // One answer of an attempt at a time, whichever process takes it: the checks below (answered
    // already, attempt full) then see the answers committed before.
    await lockForTransaction(trx, `attempt:${attemptId}`);
    const attempt = await trx
      .selectFrom('attempts')
      .selectAll()
      .where('id', '=', attemptId)
      .where('userId', '=', user.id)
      .executeTakeFirst();
    if (!attempt) throw new TRPCError({ code: 'NOT_FOUND', message: 'quiz.attempt_not_found' });
    // The same answer sent again (the offline queue replays what may already have arrived, see
    // docs/offline.md) gets the stored one back, even once the attempt is over: no second row, no error.
    const replayed = await storedAnswer(trx, attemptId, question.id);
    if (replayed && replayed.userAnswer === input.userAnswer) {
      return replayedResponse(replayed, attempt.type === 'exam' && attempt.isCompleted !== 1 ? null : question.correctAnswer);
    }
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
      const id = await writeExamAnswer(trx, { ...values, attemptId });
      return { id, questionId: question.id, attemptId, userAnswer: input.userAnswer, isCorrect: null, correctAnswer: null };
    }

    // A quiz that keeps its questions (to be resumed) takes answers to them only.
    if (attempt.questionIds !== null && !(JSON.parse(attempt.questionIds) as string[]).includes(question.id)) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'quiz.question_not_in_attempt' });
    }
    if (attempt.type === 'demo' && !isDemoQuestion) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'quiz.question_not_in_attempt' });
    }
    const counts = await trx
      .selectFrom('responses')
      .select([
        sql<number>`count(*)`.as('total'),
        sql<number>`coalesce(sum(case when question_id = ${question.id} then 1 else 0 end), 0)`.as('same'),
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

type Trx = Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0];

/**
 * An exam answer, inside the transaction that holds the attempt's lock: during an exam a candidate
 * may change an answer, so it replaces the earlier one and the last one counts. Online answers and
 * an offline exam's hand-in (offline-exam.service.ts) both write through here.
 */
export async function writeExamAnswer(trx: Trx, values: Insertable<ResponseTable> & { attemptId: string }): Promise<number> {
  await trx.deleteFrom('responses').where('attemptId', '=', values.attemptId).where('questionId', '=', values.questionId).execute();
  const row = await trx.insertInto('responses').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

function storedAnswer(trx: Trx, attemptId: string, questionId: string) {
  return trx
    .selectFrom('responses')
    .select(['id', 'questionId', 'attemptId', 'userAnswer', 'isCorrect'])
    .where('attemptId', '=', attemptId)
    .where('questionId', '=', questionId)
    .executeTakeFirst();
}

/** A stored answer as recordResponse reports it; `correctAnswer` null while an exam runs (no hint). */
function replayedResponse(
  row: NonNullable<Awaited<ReturnType<typeof storedAnswer>>>,
  correctAnswer: string | null,
): RecordedResponseDto {
  return {
    id: row.id,
    questionId: row.questionId,
    attemptId: row.attemptId,
    userAnswer: row.userAnswer,
    isCorrect: correctAnswer === null ? null : row.isCorrect === 1,
    correctAnswer,
  };
}

/**
 * GET /api/questions/review: the questions whose latest answer by this user was wrong, most
 * recent first, up to 20 (5 without full access, like any quiz). Answers of an exam still in
 * progress are left out, so that the review does not reveal them.
 */
export async function getReviewQuestions(db: Db, user: Pick<User, 'id' | 'hasFullAccess'>, query: ReviewQuery = {}, now = new Date()): Promise<QuestionDto[]> {
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
  return inOptionOrder(questions, query.attemptId);
}
