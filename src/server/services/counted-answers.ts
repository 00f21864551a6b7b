// The one counting rule of every figure a member sees about their answers (docs/readiness.md,
// "Which answers count"): an answer counts once its quiz is finished or its mock exam handed in.
// A review (of mistakes or of the day) serves questions already met or missed, a demo is a
// sample, an unfinished session may still change: they feed the spaced-review memory, never these
// figures. A finished daily session (type 'spaced') counts its new questions, the member's first
// answer to each: first answers are evidence like a quiz's, reviews are not. « Questions
// répondues », the results by theme, the readiness model's evidence, its « D'après vos N réponses »
// and each subtheme's count all come from this rule, through the sums kept on write
// (learning/kept-evidence.ts): countedAttemptAnswers below as each attempt is finished,
// countedEvidenceOf when a member's sums are recomputed.
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../../db/client.js';
import type { Database } from '../../../db/schema.js';

/** The attempt types whose finished answers count (decisions: averages never mix reviews, demos or abandoned sessions). */
export const COUNTED_ATTEMPT_TYPES = ['full', 'exam'] as const;

/** One counted answer, as the readiness model reads it: its question's subtheme and when its attempt was finished. */
export interface CountedAnswer {
  userId: string;
  questionId: string;
  subtheme: string;
  /** ISO instant the quiz was finished or the exam handed in. */
  completedAt: string;
  correct: boolean;
}

/**
 * The response `r` is the member's first answer to its question (through the responses_user_question
 * index); with `apartFrom`, leaving that attempt's answers aside (learning/kept-evidence.ts: whether
 * an attempt just finished takes a first answer back).
 */
export function isFirstAnswer(eb: ExpressionBuilder<Database & { r: Database['responses'] }, 'r'>, apartFrom?: string) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('responses as earlier')
        .select('earlier.id')
        .whereRef('earlier.userId', '=', 'r.userId')
        .whereRef('earlier.questionId', '=', 'r.questionId')
        .whereRef('earlier.createdAt', '<', 'r.createdAt')
        .$if(apartFrom !== undefined, (qb) => qb.where('earlier.attemptId', '!=', apartFrom!)),
    ),
  );
}

/** Members read per query: well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 500;

/**
 * The rule itself: these members' responses whose attempt is a finished quiz or a handed-in mock
 * exam, joined to their question (r, a, q), through the responses' (user_id, created_at) index and
 * the attempts' primary key. Deactivated questions keep counting: the answer was given. Callers
 * select and group what they need (the dashboard sums in SQL, readiness reads each answer).
 */
export function countedResponses(db: Db, userIds: string[]) {
  return db
    .selectFrom('responses as r')
    .innerJoin('attempts as a', 'a.id', 'r.attemptId')
    .innerJoin('questions as q', 'q.id', 'r.questionId')
    .where('r.userId', 'in', userIds)
    .where('a.isCompleted', '=', 1)
    .where((eb) =>
      eb.or([
        eb('a.type', 'in', COUNTED_ATTEMPT_TYPES),
        // A daily session's new question: the member's first answer to it (no earlier one, found
        // through the responses_user_question index). Its reviews are answers already counted.
        eb.and([
          eb('a.type', '=', 'spaced'),
          isFirstAnswer(eb),
        ]),
      ]),
    );
}

/**
 * The rule for one attempt just finished (in its transaction), through the responses' attempt
 * index: all its answers for a quiz or a mock exam, a daily session's first answers only, nothing
 * for other types.
 */
export async function countedAttemptAnswers(db: Db, attempt: { id: string; type: string }): Promise<{ questionId: string; isCorrect: number }[]> {
  if (attempt.type !== 'spaced' && !(COUNTED_ATTEMPT_TYPES as readonly string[]).includes(attempt.type)) return [];
  return db
    .selectFrom('responses as r')
    .innerJoin('questions as q', 'q.id', 'r.questionId')
    .select(['r.questionId as questionId', 'r.isCorrect as isCorrect'])
    .where('r.attemptId', '=', attempt.id)
    .$if(attempt.type === 'spaced', (qb) =>
      qb.where((eb) => isFirstAnswer(eb)),
    )
    .execute();
}

/** Each counted answer of these members (countedResponses), for the readiness model. */
export async function countedAnswers(db: Db, userIds: string[]): Promise<CountedAnswer[]> {
  const out: CountedAnswer[] = [];
  for (let i = 0; i < userIds.length; i += CHUNK) {
    const rows = await countedResponses(db, userIds.slice(i, i + CHUNK))
      .select(['r.userId as userId', 'r.questionId as questionId', 'q.subtheme as subtheme', 'a.completedAt as completedAt', 'r.isCorrect as isCorrect'])
      .execute();
    for (const r of rows) {
      out.push({
        userId: r.userId,
        questionId: r.questionId,
        subtheme: r.subtheme,
        // A completed attempt always has its instant; a legacy row without one counts as old.
        completedAt: r.completedAt ?? new Date(0).toISOString(),
        correct: Number(r.isCorrect) === 1,
      });
    }
  }
  return out;
}

/** A mock exam handed in: its score as the exam counts it (an unanswered question is a wrong one). */
export interface HandedInExam {
  correct: number;
  total: number;
  completedAt: string;
}

/** Every member's counted answers and mock exams handed in (newest first): what readiness rests on. */
export async function countedEvidenceOf(db: Db, userIds: string[]): Promise<Map<string, { answers: CountedAnswer[]; exams: HandedInExam[] }>> {
  const out = new Map(userIds.map((id) => [id, { answers: [] as CountedAnswer[], exams: [] as HandedInExam[] }]));
  for (const a of await countedAnswers(db, userIds)) out.get(a.userId)?.answers.push(a);
  for (let i = 0; i < userIds.length; i += CHUNK) {
    const rows = await db
      .selectFrom('attempts')
      .select(['userId', 'correctAnswers', 'totalQuestions', 'completedAt'])
      .where('userId', 'in', userIds.slice(i, i + CHUNK))
      .where('type', '=', 'exam')
      .where('isCompleted', '=', 1)
      .where('completedAt', 'is not', null)
      .orderBy('completedAt', 'desc')
      .execute();
    for (const r of rows) out.get(r.userId)?.exams.push({ correct: Number(r.correctAnswers), total: Number(r.totalQuestions), completedAt: r.completedAt! });
  }
  return out;
}
