// « Commencer ma séance du jour » (docs/readiness.md, « La séance du jour »): one tap runs the
// reviews due today (FSRS), then the plan's new questions for today, picked near the member's level
// by measured difficulty; the client asks the missed ones again before the end, and the end says
// what changed against the readiness kept when the session started. The streak counts the Paris
// days with at least one answer (learning_days), never a reproach.
import { createHash } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import type { User } from '../../../db/schema.js';
import { DEMO_QUIZ_LIMIT, SUBTHEMES, type Subtheme } from '../../shared/constants.js';
import type { QuestionDto } from '../../shared/dto.js';
import type { ReadinessDto, SessionDto, SessionStartInput, SessionSummaryDto, StreakDto, TodayDto } from '../../shared/schemas/learning.js';
import '../i18n/learning.messages.js';
import { parisDay } from './community-aggregates.service.js';
import { getQuestionLevels } from './item-analysis.service.js';
import { addDays, dayNumber } from './learning/plan.js';
import { attemptQuestions } from './exam.service.js';
import { endOfParisDay, getPlan, getReadiness } from './learning.service.js';
import { QUIZ_RESUME_WINDOW_MS } from './quiz-session.service.js';
import { inOptionOrder } from './option-order.js';
import { getQuestionBank } from './question-bank.js';

type Member = Pick<User, 'id' | 'hasFullAccess'>;

/** New questions a day without a plan. */
export const DEFAULT_DAILY_NEW = 10;
/** Reviews one session holds at most (the rest stay due for the next). */
export const SESSION_REVIEWS_MAX = 30;
/** Questions one session holds at most (an attempt keeps 50). */
export const SESSION_MAX = 40;
/** Today's targets met: a few more new questions for who wants them. */
export const BONUS_NEW = 5;
/** The streak looks this far back. */
const STREAK_WINDOW_DAYS = 400;

// ------------------------------------------------------------------ the streak

/** Runs of consecutive days from the member's days (any order), as of `today`. */
export function streakOf(days: string[], today: string): StreakDto {
  const set = new Set(days);
  const sorted = [...set].sort();
  let longest = 0;
  let run = 0;
  let prev: string | null = null;
  for (const d of sorted) {
    run = prev !== null && addDays(prev, 1) === d ? run + 1 : 1;
    longest = Math.max(longest, run);
    prev = d;
  }
  const practisedToday = set.has(today);
  // The run is alive while today or yesterday was practised.
  let current = 0;
  for (let d = practisedToday ? today : addDays(today, -1); set.has(d); d = addDays(d, -1)) current += 1;
  return { current, longest, practisedToday, daysSinceLast: prev === null ? null : dayNumber(today) - dayNumber(prev) };
}

export async function getStreak(db: Db, userId: string, now = new Date()): Promise<StreakDto> {
  const today = parisDay(now);
  const rows = await db
    .selectFrom('learningDays')
    .select('day')
    .where('userId', '=', userId)
    .where('day', '>=', addDays(today, -STREAK_WINDOW_DAYS))
    .where('day', '<=', today)
    .where((eb) => eb.or([eb('newQuestions', '>', 0), eb('reviews', '>', 0)]))
    .execute();
  return streakOf(
    rows.map((r) => r.day),
    today,
  );
}

// ------------------------------------------------------------------ what today's session holds

interface Targets {
  today: string;
  reviewsDue: number;
  sessionReviews: number;
  sessionNew: number;
  bonus: boolean;
  hasPlan: boolean;
  done: { newQuestions: number; reviews: number };
}

async function targets(db: Db, user: Member, now: Date): Promise<Targets> {
  const today = parisDay(now);
  const cutoff = endOfParisDay(now).toISOString();
  const [plan, due, day, bank, seen] = await Promise.all([
    getPlan(db, user, now),
    db
      .selectFrom('questionMemory')
      .select(sql<number>`count(*)`.as('n'))
      .where('userId', '=', user.id)
      .where('due', '<', cutoff)
      .executeTakeFirstOrThrow(),
    db.selectFrom('learningDays').select(['newQuestions', 'reviews']).where('userId', '=', user.id).where('day', '=', today).executeTakeFirst(),
    getQuestionBank(db),
    db.selectFrom('questionMemory').select(sql<number>`count(*)`.as('n')).where('userId', '=', user.id).executeTakeFirstOrThrow(),
  ]);
  const done = { newQuestions: day?.newQuestions ?? 0, reviews: day?.reviews ?? 0 };
  const reviewsDue = Number(due.n);
  const unseen = Math.max(0, bank.active.length - Number(seen.n));
  const cap = user.hasFullAccess === 1 ? SESSION_MAX : DEMO_QUIZ_LIMIT;
  const sessionReviews = Math.min(reviewsDue, SESSION_REVIEWS_MAX, cap);
  const planned = plan && plan.days.length > 0 ? plan.days[0]!.newQuestions : plan ? 0 : DEFAULT_DAILY_NEW;
  let sessionNew = Math.min(unseen, Math.max(0, planned - done.newQuestions), cap - sessionReviews);
  let bonus = false;
  if (sessionReviews + sessionNew === 0 && unseen > 0) {
    sessionNew = Math.min(unseen, BONUS_NEW, cap);
    bonus = true;
  }
  return { today, reviewsDue, sessionReviews, sessionNew, bonus, hasPlan: plan !== null, done };
}

/** GET /api/learning/today */
export async function getToday(db: Db, user: Member, now = new Date()): Promise<TodayDto> {
  const [t, streak] = await Promise.all([targets(db, user, now), getStreak(db, user.id, now)]);
  return { ...t, streak };
}

// ------------------------------------------------------------------ new questions near the member's level

/**
 * The level (1-5, the editors' scale) of new questions a member is ready for, from their share of
 * right answers so far (smoothed from 5 right and 5 wrong): a beginner meets the easy questions
 * first, a member who gets 9 in 10 right meets the hard ones.
 */
export function targetLevel(right: number, wrong: number): number {
  const share = (5 + right) / (10 + right + wrong);
  return Math.min(5, Math.max(1, Math.round(1 + (share - 0.5) * 8)));
}

/** A stable pseudo-random rank of a question within one session (ties between equal levels). */
function tieBreak(seed: string, id: string): string {
  return createHash('sha256').update(`${seed}:${id}`).digest('hex').slice(0, 12);
}

/**
 * `count` questions never answered, the closest to the member's level first: the measured level
 * once a question has enough answers (item analysis), the editor's before.
 */
export function pickNew(unseen: QuestionDto[], levels: Map<string, number>, target: number, count: number, seed: string): QuestionDto[] {
  return unseen
    .map((q) => ({ q, distance: Math.abs((levels.get(q.id) ?? q.difficulty) - target), rank: tieBreak(seed, q.id) }))
    .sort((a, b) => a.distance - b.distance || (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0))
    .slice(0, count)
    .map((x) => x.q);
}

// ------------------------------------------------------------------ start and summary

interface Snapshot {
  passProbability: number | null;
  expectedScore: number | null;
  /** The score's 80 % range (the readiness card's); absent from snapshots kept before it was. */
  scoreLow?: number | null;
  scoreHigh?: number | null;
  mastery: Partial<Record<Subtheme, number | null>>;
  reviews: string[];
  fresh: string[];
}

function snapshotOf(r: ReadinessDto, reviews: string[], fresh: string[]): Snapshot {
  return {
    passProbability: r.passProbability,
    expectedScore: r.expectedScore,
    scoreLow: r.scoreLow,
    scoreHigh: r.scoreHigh,
    mastery: Object.fromEntries(r.subthemes.map((s) => [s.subtheme, s.mastery])),
    reviews,
    fresh,
  };
}

/**
 * The member's latest session if it was left unfinished after its first answer, within the quiz
 * resume window: the same questions in the same order and options, with the answers given.
 */
async function openSession(db: Db, user: Member, now: Date): Promise<SessionDto | null> {
  const open = await db
    .selectFrom('dailySessions as s')
    .innerJoin('attempts as a', 'a.id', 's.attemptId')
    .select(['s.attemptId', 's.readinessBefore', 'a.questionIds'])
    .where('s.userId', '=', user.id)
    .where('a.userId', '=', user.id)
    .where('a.isCompleted', '=', 0)
    .where('a.questionIds', 'is not', null)
    .where('a.startedAt', '>', new Date(now.getTime() - QUIZ_RESUME_WINDOW_MS).toISOString())
    .executeTakeFirst();
  if (!open) return null;
  const before = JSON.parse(open.readinessBefore) as Snapshot;
  const [questions, answers] = await Promise.all([
    attemptQuestions(db, open),
    db.selectFrom('responses').select(['questionId', 'userAnswer']).where('attemptId', '=', open.attemptId).execute(),
  ]);
  const reviews = new Set(before.reviews);
  // Reviews first, as drawn: those the snapshot names lead the attempt's list.
  let leading = 0;
  while (leading < questions.length && reviews.has(questions[leading]!.id)) leading += 1;
  return {
    attemptId: open.attemptId,
    reviews: leading,
    fresh: questions.length - leading,
    bonus: false,
    questions: inOptionOrder(questions, open.attemptId),
    answers: Object.fromEntries(answers.map((a) => [a.questionId, a.userAnswer])),
  };
}

/**
 * POST /api/learning/session: the day's questions, reviews first; the readiness kept for the end.
 * A session left unfinished comes back instead (its attempt id, not the one asked for).
 */
export async function startSession(db: Db, user: Member, input: SessionStartInput, now = new Date()): Promise<SessionDto> {
  const resumed = await openSession(db, user, now);
  if (resumed) return resumed;
  const t = await targets(db, user, now);
  const cutoff = endOfParisDay(now).toISOString();
  const [bank, dueRows, memory, levels, readiness] = await Promise.all([
    getQuestionBank(db),
    db
      .selectFrom('questionMemory')
      .select('questionId')
      .where('userId', '=', user.id)
      .where('due', '<', cutoff)
      .orderBy('due')
      .orderBy('questionId')
      // Deactivated questions are skipped, hence a little more.
      .limit(t.sessionReviews * 2)
      .execute(),
    db.selectFrom('questionMemory').select(['questionId', 'answers', 'correct']).where('userId', '=', user.id).execute(),
    getQuestionLevels(db),
    getReadiness(db, user, now),
  ]);
  const reviews = dueRows
    .map((r) => bank.byId.get(r.questionId))
    .filter((q): q is QuestionDto => q !== undefined)
    .slice(0, t.sessionReviews);
  const seen = new Set(memory.map((m) => m.questionId));
  let right = 0;
  let answers = 0;
  for (const m of memory) {
    right += m.correct;
    answers += m.answers;
  }
  const fresh = pickNew(
    bank.active.filter((q) => !seen.has(q.id)),
    levels,
    targetLevel(right, answers - right),
    t.sessionNew,
    input.attemptId,
  );
  const questions = [...reviews, ...fresh];
  const snapshot = JSON.stringify(
    snapshotOf(
      readiness,
      reviews.map((q) => q.id),
      fresh.map((q) => q.id),
    ),
  );
  const at = now.toISOString();
  await db
    .insertInto('dailySessions')
    .values({ userId: user.id, attemptId: input.attemptId, startedAt: at, readinessBefore: snapshot })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ attemptId: input.attemptId, startedAt: at, readinessBefore: snapshot }))
    .execute();
  return {
    attemptId: input.attemptId,
    reviews: reviews.length,
    fresh: fresh.length,
    bonus: t.bonus,
    questions: inOptionOrder(questions, input.attemptId),
    answers: {},
  };
}

const percent = (x: number | null | undefined) => (x === null || x === undefined ? null : Math.round(x * 100));

/** GET /api/learning/session/{attemptId}/summary: what the member's latest session changed. */
export async function sessionSummary(db: Db, user: Member, attemptId: string, now = new Date()): Promise<SessionSummaryDto> {
  const row = await db
    .selectFrom('dailySessions')
    .select(['attemptId', 'readinessBefore'])
    .where('userId', '=', user.id)
    .where('attemptId', '=', attemptId)
    .executeTakeFirst();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'learning.session_not_found' });
  const before = JSON.parse(row.readinessBefore) as Snapshot;
  const [answers, after, streak] = await Promise.all([
    db
      .selectFrom('responses')
      .innerJoin('attempts', 'attempts.id', 'responses.attemptId')
      .select(['responses.questionId', 'responses.isCorrect'])
      .where('responses.attemptId', '=', attemptId)
      .where('attempts.userId', '=', user.id)
      .execute(),
    getReadiness(db, user, now),
    getStreak(db, user.id, now),
  ]);
  const reviewIds = new Set(before.reviews);
  const tally = { reviews: { answered: 0, correct: 0 }, fresh: { answered: 0, correct: 0 } };
  for (const a of answers) {
    const bucket = reviewIds.has(a.questionId) ? tally.reviews : tally.fresh;
    bucket.answered += 1;
    bucket.correct += a.isCorrect;
  }
  const subthemes = SUBTHEMES.map((subtheme) => ({
    subtheme,
    before: percent(before.mastery[subtheme]),
    after: percent(after.subthemes.find((s) => s.subtheme === subtheme)?.mastery),
  }))
    .filter((s) => s.before !== s.after)
    .sort((a, b) => Math.abs((b.after ?? 0) - (b.before ?? 0)) - Math.abs((a.after ?? 0) - (a.before ?? 0)));
  return {
    attemptId,
    ...tally,
    subthemes,
    readiness: {
      passBefore: before.passProbability,
      passAfter: after.passProbability,
      expectedBefore: before.expectedScore,
      expectedAfter: after.expectedScore,
      scoreLowBefore: before.scoreLow ?? null,
      scoreHighBefore: before.scoreHigh ?? null,
      scoreLowAfter: after.scoreLow,
      scoreHighAfter: after.scoreHigh,
      answered: after.answered,
      needed: after.needed,
    },
    streak,
  };
}
