// The civic exam: 40 questions drawn as the official exam draws them, 45 minutes, passed at
// 32/40. During the exam the candidate gets the questions without their answers or
// explanations; the correction comes once the attempt is completed or its time is over.
import type { Db } from '../../../db/client.js';
import type { Attempt, User } from '../../../db/schema.js';
import { EXAM_DURATION_MINUTES, EXAM_PASS_MARK, EXAM_QUESTION_COUNT, THEMES } from '../../shared/constants.js';
import type { QuestionDto } from '../../shared/dto.js';
import {
  newAttemptId,
  type ExamCurrentDto,
  type ExamQuestionDto,
  type ExamResultDto,
  type ExamSessionDto,
  type ExamStartInput,
  type ExamTranslationDto,
  type ExamTranslationInput,
} from '../../shared/schemas/quiz.js';
import { lockForTransaction } from '../../../db/dialect.js';
import { appError } from '../errors.js';
import { createAttempt, finishAttempt, getOwnAttempt, isPastDeadline, percentScore } from './attempt.service.js';
import { withOptionOrder } from './option-order.js';
import { getQuestionBank } from './question-bank.js';
import { toQuestionDto } from './question.mapper.js';

type Owner = Pick<User, 'id' | 'hasFullAccess'>;

export function toExamQuestion(q: QuestionDto): ExamQuestionDto {
  return {
    id: q.id,
    content: q.content,
    contentEn: q.contentEn,
    contentAr: q.contentAr,
    type: q.type,
    options: q.options,
    optionsEn: q.optionsEn,
    optionsAr: q.optionsAr,
    category: q.category,
    theme: q.theme,
    subtheme: q.subtheme,
    kind: q.kind,
    mediaUrl: q.mediaUrl,
  };
}

/** The exam questions on which the help translation was opened, in the order they were opened. */
export function translationOpenedOf(attempt: Pick<Attempt, 'translationOpened'>): string[] {
  try {
    const ids = JSON.parse(attempt.translationOpened ?? '[]') as unknown;
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The attempt's questions in draw order, from the bank (or the table if one was since deactivated). */
export async function attemptQuestions(db: Db, attempt: Pick<Attempt, 'questionIds'>): Promise<QuestionDto[]> {
  const ids = JSON.parse(attempt.questionIds ?? '[]') as string[];
  const bank = await getQuestionBank(db);
  const missing = ids.filter((id) => !bank.byId.has(id));
  const extra = new Map<string, QuestionDto>();
  if (missing.length) {
    const rows = await db.selectFrom('questions').selectAll().where('id', 'in', missing).execute();
    for (const row of rows) extra.set(row.id, toQuestionDto(row));
  }
  return ids.map((id) => bank.byId.get(id) ?? extra.get(id)).filter((q): q is QuestionDto => q !== undefined);
}

async function answersOf(db: Db, attemptId: string): Promise<Map<string, { userAnswer: string; isCorrect: boolean }>> {
  const rows = await db
    .selectFrom('responses')
    .select(['questionId', 'userAnswer', 'isCorrect'])
    .where('attemptId', '=', attemptId)
    .orderBy('id')
    .execute();
  return new Map(rows.map((r) => [r.questionId, { userAnswer: r.userAnswer, isCorrect: r.isCorrect === 1 }]));
}

/**
 * POST /api/questions/exam: resumes the given exam attempt if it exists (own, in progress),
 * otherwise starts a new one (with the given id, or a new one).
 */
export async function startExam(db: Db, user: Owner, input: ExamStartInput, now = new Date()): Promise<ExamSessionDto> {
  let attempt: Attempt | undefined;
  if (input.attemptId) {
    attempt = await db.selectFrom('attempts').selectAll().where('id', '=', input.attemptId).executeTakeFirst();
    if (attempt && attempt.userId !== user.id) throw appError('NOT_FOUND', 'quiz.attempt_not_found');
    if (attempt && attempt.type !== 'exam') throw appError('BAD_REQUEST', 'quiz.not_an_exam');
    if (attempt && (attempt.isCompleted === 1 || isPastDeadline(attempt, now))) {
      throw appError('CONFLICT', 'quiz.attempt_completed');
    }
  }
  if (!attempt) {
    attempt = await createAttempt(
      db,
      user,
      { id: input.attemptId ?? newAttemptId(now.getTime()), type: 'exam', totalQuestions: EXAM_QUESTION_COUNT },
      now,
    );
  }
  const [questions, answers] = await Promise.all([attemptQuestions(db, attempt), answersOf(db, attempt.id)]);
  return {
    attemptId: attempt.id,
    startedAt: attempt.startedAt,
    deadlineAt: attempt.deadlineAt!,
    serverNow: now.toISOString(),
    durationMinutes: EXAM_DURATION_MINUTES,
    passMark: EXAM_PASS_MARK,
    // The options in the attempt's order: the same on resume and in the correction.
    questions: questions.map((q) => withOptionOrder(toExamQuestion(q), attempt.id)),
    answers: Object.fromEntries([...answers].map(([id, a]) => [id, a.userAnswer])),
    translationOpened: translationOpenedOf(attempt),
  };
}

/**
 * The candidate opened the help translation on an exam question: written down with the attempt
 * (once per question), for the correction to say it. Only while the exam runs.
 */
export async function recordTranslationOpened(db: Db, user: Owner, input: ExamTranslationInput, now = new Date()): Promise<ExamTranslationDto> {
  return db.transaction().execute(async (trx) => {
    // The lock answers to this attempt take: two questions opened at once both stay recorded.
    await lockForTransaction(trx, `attempt:${input.attemptId}`);
    const attempt = await getOwnAttempt(trx, user.id, input.attemptId);
    if (attempt.type !== 'exam') throw appError('BAD_REQUEST', 'quiz.not_an_exam');
    if (attempt.isCompleted === 1 || isPastDeadline(attempt, now)) throw appError('CONFLICT', 'quiz.attempt_completed');
    const ids = JSON.parse(attempt.questionIds ?? '[]') as string[];
    if (!ids.includes(input.questionId)) throw appError('BAD_REQUEST', 'quiz.question_not_in_attempt');
    const opened = translationOpenedOf(attempt);
    if (!opened.includes(input.questionId)) {
      opened.push(input.questionId);
      await trx.updateTable('attempts').set({ translationOpened: JSON.stringify(opened) }).where('id', '=', attempt.id).execute();
    }
    return { attemptId: attempt.id, translationOpened: opened };
  });
}

/** The user's exam in progress (not completed, time not over), if any: the page offers to resume it. */
export async function currentExam(db: Db, user: Owner, now = new Date()): Promise<ExamCurrentDto | null> {
  const attempt = await db
    .selectFrom('attempts')
    .selectAll()
    .where('userId', '=', user.id)
    .where('type', '=', 'exam')
    .where('isCompleted', '=', 0)
    .where('deadlineAt', '>', now.toISOString())
    .orderBy('startedAt', 'desc')
    .executeTakeFirst();
  if (!attempt) return null;
  const answered = await db
    .selectFrom('responses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('attemptId', '=', attempt.id)
    .executeTakeFirstOrThrow();
  return {
    attemptId: attempt.id,
    deadlineAt: attempt.deadlineAt!,
    secondsLeft: Math.max(0, Math.ceil((Date.parse(attempt.deadlineAt!) - now.getTime()) / 1000)),
    answered: Number(answered.n),
    totalQuestions: attempt.totalQuestions,
  };
}

/**
 * The correction of an exam, by theme, with every question, the candidate's answer, the right
 * one and its explanation. Only once the exam is completed or its 45 minutes are over.
 */
export async function examResult(db: Db, user: Owner, attemptId: string, now = new Date()): Promise<ExamResultDto> {
  let attempt = await getOwnAttempt(db, user.id, attemptId);
  if (attempt.type !== 'exam') throw appError('BAD_REQUEST', 'quiz.not_an_exam');
  if (attempt.isCompleted !== 1) {
    if (!isPastDeadline(attempt, now)) throw appError('CONFLICT', 'quiz.exam_in_progress');
    attempt = await finishAttempt(db, attempt, now);
  }
  const [questions, answers] = await Promise.all([attemptQuestions(db, attempt), answersOf(db, attempt.id)]);
  const translated = new Set(translationOpenedOf(attempt));
  const themes = new Map<string, { correct: number; total: number }>(THEMES.map((t) => [t, { correct: 0, total: 0 }]));
  const corrected = questions.map((shown) => {
    const q = withOptionOrder(shown, attempt.id);
    const answer = answers.get(q.id);
    const isCorrect = answer?.isCorrect ?? false;
    const stat = themes.get(q.theme) ?? themes.set(q.theme, { correct: 0, total: 0 }).get(q.theme)!;
    stat.total += 1;
    if (isCorrect) stat.correct += 1;
    return {
      id: q.id,
      content: q.content,
      contentEn: q.contentEn,
      contentAr: q.contentAr,
      options: q.options,
      optionsEn: q.optionsEn,
      optionsAr: q.optionsAr,
      correctAnswer: q.correctAnswer,
      explanation: q.explanation,
      explanationEn: q.explanationEn,
      explanationAr: q.explanationAr,
      theme: q.theme,
      subtheme: q.subtheme,
      kind: q.kind,
      source: q.source,
      official: q.official,
      userAnswer: answer?.userAnswer ?? null,
      isCorrect,
      translationOpened: translated.has(q.id),
    };
  });
  return {
    attemptId: attempt.id,
    startedAt: attempt.startedAt,
    completedAt: attempt.completedAt,
    correctAnswers: attempt.correctAnswers,
    totalQuestions: attempt.totalQuestions,
    score: percentScore(attempt.correctAnswers, attempt.totalQuestions),
    passMark: EXAM_PASS_MARK,
    passed: attempt.correctAnswers >= EXAM_PASS_MARK,
    themes: [...themes].filter(([, s]) => s.total > 0).map(([theme, s]) => ({ theme, ...s })),
    questions: corrected,
  };
}
