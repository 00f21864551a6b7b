// A quiz in progress, resumed as the exam is (issue 37): from its first answer on, the attempt keeps
// its questions in their order (attempt.service.ts), the answers are stored one by one, and the
// options' order is the attempt's own (option-order.ts). /quiz asks for the open quiz, on this
// device or another, and goes on from the same question with the same answers and time.
import type { Db } from '../../../db/client.js';
import type { User } from '../../../db/schema.js';
import type { QuizSessionDto } from '../../shared/schemas/quiz.js';
import { attemptQuestions } from './exam.service.js';
import { withOptionOrder } from './option-order.js';

/** A quiz left longer than this is not offered again (it stays in the history as interrupted). */
export const QUIZ_RESUME_WINDOW_MS = 24 * 3600_000;

const RESUMABLE = ['full', 'review', 'spaced'] as const;

/** questions/attempts.current, GET /api/attempts/current: the member's latest open quiz, or null. */
export async function currentQuiz(db: Db, user: Pick<User, 'id'>, now = new Date()): Promise<QuizSessionDto | null> {
  const attempt = await db
    .selectFrom('attempts')
    .select(['id', 'type', 'startedAt', 'totalQuestions', 'questionIds'])
    .where('userId', '=', user.id)
    .where('isCompleted', '=', 0)
    .where('type', 'in', RESUMABLE)
    .where('questionIds', 'is not', null)
    .where('startedAt', '>', new Date(now.getTime() - QUIZ_RESUME_WINDOW_MS).toISOString())
    .orderBy('startedAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!attempt) return null;
  const [questions, answers] = await Promise.all([
    attemptQuestions(db, attempt),
    db.selectFrom('responses').select(['questionId', 'userAnswer', 'timeSpent']).where('attemptId', '=', attempt.id).orderBy('id').execute(),
  ]);
  return {
    attemptId: attempt.id,
    type: attempt.type as QuizSessionDto['type'],
    startedAt: attempt.startedAt,
    serverNow: now.toISOString(),
    totalQuestions: attempt.totalQuestions,
    questions: questions.map((q) => withOptionOrder(q, attempt.id)),
    answers: Object.fromEntries(answers.map((a) => [a.questionId, a.userAnswer])),
    elapsedSeconds: answers.reduce((sum, a) => sum + Number(a.timeSpent), 0),
  };
}
