// The civic exam taken offline (docs/offline.md). The pack holds 40 questions drawn as online,
// without their answers, and a token the server signs (HMAC over member, question ids and issue
// time) so that the submission can only score a draw the server made for that member. The device
// clock counts the 45 minutes; on sync the server checks the times against the token and its own
// clock, then scores with the online exam's rules (correctness, last answer counts, deadline) and
// completes it through the same completion path.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import type { Db } from '../../../db/client.js';
import { isConstraintViolation, lockForTransaction } from '../../../db/dialect.js';
import type { Attempt, User } from '../../../db/schema.js';
import { EXAM_DURATION_MINUTES, EXAM_PASS_MARK, EXAM_QUESTION_COUNT } from '../../shared/constants.js';
import type { OfflineExamPackDto, OfflineExamSubmitInput } from '../../shared/schemas/offline.js';
import type { ExamResultDto } from '../../shared/schemas/quiz.js';
import '../i18n/quiz.messages.js';
import { EXAM_DURATION_MS, finishAttempt, isPastDeadline } from './attempt.service.js';
import { drawExamQuestions } from './exam-draw.js';
import { examResult, toExamQuestion } from './exam.service.js';
import { withOptionOrder } from './option-order.js';
import { getQuestionBank } from './question-bank.js';
import { isCorrectAnswer, writeExamAnswer } from './quiz.service.js';
import { serverSecret } from './server-secret.js';

type Owner = Pick<User, 'id' | 'hasFullAccess'>;

/** Time a device may take past the 45 minutes (tapping "finish", a slow clock tick). */
export const OFFLINE_EXAM_GRACE_MS = 2 * 60_000;
/** How far ahead of the server's clock a device clock may run. */
export const OFFLINE_EXAM_CLOCK_SKEW_MS = 5 * 60_000;
/**
 * How long a paper may be taken and handed in after it was downloaded (issue 35, item 9): a paper
 * kept for a week could be studied, then "taken" in 20 minutes. Two days cover a weekend offline.
 */
export const OFFLINE_EXAM_PAPER_LIFETIME_MS = 48 * 60 * 60_000;

const SECRET_NAME = 'offline-exam';

const signingKey = (db: Db) => serverSecret(db, SECRET_NAME);

interface TokenPayload {
  /** Member id. */
  u: string;
  /** Question ids in draw order. */
  q: string[];
  /** Issue time, epoch milliseconds. */
  t: number;
}

function sign(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

const forbidden = () => new TRPCError({ code: 'FORBIDDEN', message: 'quiz.offline_exam_token_invalid' });

async function readToken(db: Db, token: string): Promise<TokenPayload> {
  // Exactly `body.mac`: with anything appended the token would still verify but hash to another
  // attempt id, and one paper could be scored again once its correction had been seen.
  const parts = token.split('.');
  if (parts.length !== 2) throw forbidden();
  const [body, mac] = parts as [string, string];
  if (!body || !mac) throw forbidden();
  const expected = Buffer.from(sign(await signingKey(db), body));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden();
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload;
    if (typeof payload.u !== 'string' || !Array.isArray(payload.q) || typeof payload.t !== 'number') throw forbidden();
    return payload;
  } catch {
    throw forbidden();
  }
}

/** GET /api/offline/exam-pack */
export async function getOfflineExamPack(db: Db, user: Owner, now = new Date()): Promise<OfflineExamPackDto> {
  const drawn = drawExamQuestions(await getQuestionBank(db));
  if (!drawn || drawn.length !== EXAM_QUESTION_COUNT) {
    throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'quiz.exam_unavailable' });
  }
  const payload: TokenPayload = { u: user.id, q: drawn.map((q) => q.id), t: now.getTime() };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const token = `${body}.${sign(await signingKey(db), body)}`;
  // The options in the order of the exam this paper becomes: its correction shows the same.
  const attemptId = attemptIdOf(paperIdOf(token), payload);
  return {
    token,
    issuedAt: now.toISOString(),
    durationMinutes: EXAM_DURATION_MINUTES,
    passMark: EXAM_PASS_MARK,
    questions: drawn.map((q) => withOptionOrder(toExamQuestion(q), attemptId)),
  };
}

/**
 * The attempt id is a function of the token: a token scores at most one exam, and the same
 * submission sent again (the offline queue replays) finds that exam and gets its result back.
 */
function attemptIdOf(paperId: string, payload: TokenPayload): string {
  return `attempt_${payload.t}_${paperId}`;
}

/** The paper's id: a hash of its token (which is exactly `payload.mac`). */
function paperIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex').slice(0, 32);
}

/** A paper already handed in whose exam the member has deleted since: never scored again. */
const paperUsed = () => new TRPCError({ code: 'CONFLICT', message: 'quiz.offline_exam_paper_used' });

async function paperWasUsed(db: Db, userId: string, paperId: string): Promise<boolean> {
  const row = await db.selectFrom('offlineExamPapers').select('paperId').where('userId', '=', userId).where('paperId', '=', paperId).executeTakeFirst();
  return row !== undefined;
}

/**
 * POST /api/offline/exam. The exam is written whole in one transaction (attempt, answers, hand-in,
 * the paper marked used):
 * a copy of the same submission arriving meanwhile (the queue replays, a batch repeats it) or a read
 * that hands in exams past their deadline never sees it half-answered, and a failure leaves nothing
 * behind for the next replay to trip on.
 */
export async function submitOfflineExam(db: Db, user: Owner, input: OfflineExamSubmitInput, now = new Date()): Promise<ExamResultDto> {
  const payload = await readToken(db, input.token);
  if (payload.u !== user.id) throw forbidden();
  const paperId = paperIdOf(input.token);
  const attemptId = attemptIdOf(paperId, payload);
  if (await examExists(db, attemptId)) {
    const result = await examResult(db, user, attemptId, now);
    // An exam handed in before papers were remembered is remembered at its first replay, so that
    // deleting it afterwards does not free its paper.
    await db
      .insertInto('offlineExamPapers')
      .values({ userId: user.id, paperId, attemptId, handedInAt: now.toISOString() })
      .onConflict((oc) => oc.columns(['userId', 'paperId']).doNothing())
      .execute();
    return result;
  }
  try {
    await scoreOfflineExam(db, user, input, payload, paperId, attemptId, now);
  } catch (error) {
    // The same submission arriving twice at once: the other copy made the exam.
    if (!isConstraintViolation(error)) throw error;
  }
  return examResult(db, user, attemptId, now);
}

async function examExists(db: Db, attemptId: string): Promise<boolean> {
  return (await db.selectFrom('attempts').select('id').where('id', '=', attemptId).executeTakeFirst()) !== undefined;
}

async function scoreOfflineExam(db: Db, user: Owner, input: OfflineExamSubmitInput, payload: TokenPayload, paperId: string, attemptId: string, now: Date) {
  const started = Date.parse(input.startedAt);
  // The server's receive time bounds the paper's life, and the exam's end its start (+ 45 min + grace).
  if (now.getTime() - payload.t > OFFLINE_EXAM_PAPER_LIFETIME_MS) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'quiz.offline_exam_expired' });
  }
  const finished = Math.min(Date.parse(input.finishedAt), started + EXAM_DURATION_MS + OFFLINE_EXAM_GRACE_MS);
  // The device clock counts the time; the server checks it is plausible: not started before the
  // pack was issued, not finished before it started nor in the server's future.
  if (started < payload.t - OFFLINE_EXAM_CLOCK_SKEW_MS || Date.parse(input.finishedAt) < started || finished > now.getTime() + OFFLINE_EXAM_CLOCK_SKEW_MS) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'quiz.offline_exam_clock' });
  }
  const ids = new Set(payload.q);
  if (input.answers.some((a) => !ids.has(a.questionId))) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'quiz.question_not_in_attempt' });
  }

  const bank = await getQuestionBank(db);
  const translationOpened = [...new Set(input.translationOpened ?? [])].filter((id) => ids.has(id));
  // The grace is in the deadline stored with the attempt, as for any exam.
  const attempt: Attempt = {
    id: attemptId,
    userId: user.id,
    type: 'exam',
    startedAt: new Date(started).toISOString(),
    completedAt: null,
    deadlineAt: new Date(started + EXAM_DURATION_MS + OFFLINE_EXAM_GRACE_MS).toISOString(),
    isCompleted: 0,
    score: null,
    correctAnswers: 0,
    totalQuestions: payload.q.length,
    questionIds: JSON.stringify(payload.q),
    translationOpened: translationOpened.length ? JSON.stringify(translationOpened) : null,
  };
  await db.transaction().execute(async (trx) => {
    // The lock online answers to this attempt take (quiz.service.ts): one writer at a time.
    await lockForTransaction(trx, `attempt:${attemptId}`);
    if (await examExists(trx, attemptId)) return;
    // Handed in before and its exam deleted since (the history lets a member delete exams): the
    // correction showed this paper's answers, so scoring it again would be an exam taken with the key.
    if (await paperWasUsed(trx, user.id, paperId)) throw paperUsed();
    await trx.insertInto('attempts').values(attempt).execute();
    // In the same transaction as the exam: a paper is never scored without being marked used.
    await trx.insertInto('offlineExamPapers').values({ userId: user.id, paperId, attemptId, handedInAt: now.toISOString() }).execute();
    let previous = started;
    for (const answer of input.answers) {
      // An answer without its own time counts as given when the exam was finished; one stamped
      // after the finish is not believed (it was counted at the finish time, past the deadline).
      const at = Math.max(started, answer.answeredAt ? Date.parse(answer.answeredAt) : finished);
      if (at > finished) continue;
      const question = bank.byId.get(answer.questionId);
      // Given after the 45 minutes (and the grace), or to a question withdrawn from the bank since
      // the paper was issued: not counted, the rest of the exam is, as an online exam refuses such
      // an answer and keeps the others.
      if (!question || isPastDeadline(attempt, new Date(at))) continue;
      // As online: a changed answer replaces the earlier one, the last one counts.
      await writeExamAnswer(trx, {
        userId: user.id,
        questionId: question.id,
        attemptId,
        userAnswer: answer.userAnswer,
        isCorrect: isCorrectAnswer(question, answer.userAnswer) ? 1 : 0,
        timeSpent: Math.max(0, Math.round((at - previous) / 1000)),
        createdAt: new Date(at).toISOString(),
      });
      previous = Math.max(previous, at);
    }
    await finishAttempt(trx, attempt, new Date(finished));
  });
}
