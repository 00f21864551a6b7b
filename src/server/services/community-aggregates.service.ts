// Community figures kept on write (docs/features.md, 'Community scoring'). Every change that moves them
// calls one function here inside the same transaction as the change itself:
//   - an attempt becomes completed → recordCompletedAttempt (adds one scored row, then updates
//     the member's totals, active days, month points and the progress of joined challenges);
//   - a completed attempt is deleted → refreshMember (recomputes that member from their scored rows);
//   - a member joins a challenge → countChallengeProgress (their quizzes within its dates).
// No path reads all history: each touches one member's rows through an index. Reads (ranks,
// leaderboard, badges) then count an indexed points column.
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import { lockForTransaction } from '../../../db/dialect.js';
import type { AttemptScoreTable, ChallengeTable, MemberStatsTable } from '../../../db/schema.js';
import { CHALLENGE_BONUS_POINTS } from './challenge-calendar.js';
import { recordAssignmentProgress } from './groups/assignment-progress.js';
import { EXAM_QUESTION_COUNT } from '../../shared/constants.js';

export const POINTS = {
  perCorrectAnswer: 10,
  highScoreBonus: 20,
  perfectBonus: 30,
  highScoreThreshold: 80,
  bonusMinQuestions: 5,
  perInterview: 50,
} as const;

/** Attempt types that earn points per answer and count as a finished quiz (a review is a quiz). */
export const POINT_TYPES: ReadonlySet<string> = new Set(['full', 'review', 'exam', 'demo']);
/** Attempt types that can complete a challenge: a demo or a review of mistakes never does. */
export const CHALLENGE_ATTEMPT_TYPES: ReadonlySet<string> = new Set(['full', 'exam']);
/** A category challenge needs this many answers of its category in an attempt. */
export const MIN_CATEGORY_ANSWERS = 5;
/** Expert Histoire: a History-only quiz of at least this many questions. */
export const HISTORY_MIN_QUESTIONS = 5;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });
/** 'YYYY-MM-DD' of an instant in Paris. */
export function parisDay(date: Date): string {
  return dayFormat.format(date);
}
export function shiftDay(day: string, by: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + by);
  return d.toISOString().slice(0, 10);
}

/** Points of one attempt under the documented rule (challenge bonuses apart). */
export function attemptPoints(a: { type: string; correct: number; total: number }): number {
  if (a.type === 'interview') return POINTS.perInterview;
  if (!POINT_TYPES.has(a.type)) return 0;
  let points = a.correct * POINTS.perCorrectAnswer;
  if (a.total >= POINTS.bonusMinQuestions) {
    if (a.correct * 100 >= POINTS.highScoreThreshold * a.total) points += POINTS.highScoreBonus;
    if (a.correct === a.total) points += POINTS.perfectBonus;
  }
  return points;
}

export interface ScoredAttempt {
  type: string;
  completedAt: string;
  correct: number;
  total: number;
  categories: Record<string, [correct: number, total: number]>;
}
type ChallengeRule = Pick<ChallengeTable, 'category' | 'targetScore' | 'startDate' | 'endDate'>;

/** Does this attempt count toward the challenge (in its dates, at or above its target)? */
export function qualifies(a: ScoredAttempt, c: ChallengeRule): boolean {
  if (!CHALLENGE_ATTEMPT_TYPES.has(a.type)) return false;
  if (a.completedAt < c.startDate || a.completedAt > c.endDate) return false;
  let correct = a.correct;
  let total = a.total;
  if (c.category !== 'all') {
    const cat = a.categories[c.category];
    if (!cat || cat[1] < MIN_CATEGORY_ANSWERS) return false;
    [correct, total] = cat;
  }
  // Out of 20, compared without rounding surprises: correct/total*20 >= target.
  return total > 0 && correct * 20 >= c.targetScore * total;
}

/** Expert Histoire score of an attempt (out of 20), or 0 when it is not a History-only quiz. */
export function historyScore(a: ScoredAttempt): number {
  if (!POINT_TYPES.has(a.type)) return 0;
  const h = a.categories.histoire;
  if (!h || h[1] !== a.total || h[1] < HISTORY_MIN_QUESTIONS) return 0;
  return h[0] === h[1] ? 20 : Math.floor((h[0] / h[1]) * 20);
}

/** Perfectionniste progress of an attempt: right answers of a completed full civic exam. */
export function examScore(a: Pick<ScoredAttempt, 'type' | 'total' | 'correct'>): number {
  return a.type === 'exam' && a.total === EXAM_QUESTION_COUNT ? a.correct : 0;
}

/** The run of consecutive days ending on the last one, and the longest run. */
export function runs(days: Iterable<string>): { lastDay: string | null; run: number; longest: number } {
  let run = 0;
  let longest = 0;
  let prev: string | null = null;
  for (const day of [...new Set(days)].sort()) {
    run = prev !== null && shiftDay(prev, 1) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    prev = day;
  }
  return { lastDay: prev, run, longest };
}

/** Runs `fn` in a transaction, or in the caller's one when `db` already is a transaction. */
export async function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

type Stats = Omit<MemberStatsTable, 'userId'>;
const EMPTY_STATS: Stats = { points: 0, quizzes: 0, lastDay: null, runLength: 0, longestStreak: 0, bestHistory: 0, bestExam: 0 };

/** One member's figures are changed by one transaction at a time, whichever process runs it. */
const lockMember = (trx: Db, userId: string) => lockForTransaction(trx, `member:${userId}`);

async function loadStats(trx: Db, userId: string): Promise<Stats> {
  await lockMember(trx, userId);
  const row = await trx
    .selectFrom('memberStats')
    .select(['points', 'quizzes', 'lastDay', 'runLength', 'longestStreak', 'bestHistory', 'bestExam'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ?? { ...EMPTY_STATS };
}

async function saveStats(trx: Db, userId: string, s: Stats): Promise<void> {
  await trx
    .insertInto('memberStats')
    .values({ userId, ...s })
    .onConflict((oc) => oc.column('userId').doUpdateSet(s))
    .execute();
}

function toScored(row: Pick<AttemptScoreTable, 'type' | 'completedAt' | 'correct' | 'total' | 'categories'>): ScoredAttempt {
  return { type: row.type, completedAt: row.completedAt, correct: row.correct, total: row.total, categories: JSON.parse(row.categories) };
}

/** The later of two ISO instants: a challenge is completed once both the quiz and the join happened. */
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * Adds a just-completed attempt to its member's figures. Idempotent: an attempt already scored is
 * left alone. Call it inside the transaction that marks the attempt completed.
 */
export async function recordCompletedAttempt(trx: Db, attemptId: string): Promise<void> {
  const attempt = await trx
    .selectFrom('attempts')
    .select(['id', 'userId', 'type', 'completedAt', 'correctAnswers', 'totalQuestions', 'isCompleted'])
    .where('id', '=', attemptId)
    .executeTakeFirst();
  if (attempt?.isCompleted !== 1 || !attempt.completedAt) return;
  const cats = await trx
    .selectFrom('responses as r')
    .innerJoin('questions as q', 'q.id', 'r.questionId')
    .select(['q.category as category', sql<number>`count(*)`.as('total'), sql<number>`coalesce(sum(r.is_correct), 0)`.as('correct')])
    .where('r.attemptId', '=', attemptId)
    .groupBy('q.category')
    .execute();
  const scored: ScoredAttempt = {
    type: attempt.type,
    completedAt: attempt.completedAt,
    correct: attempt.correctAnswers,
    total: attempt.totalQuestions,
    categories: Object.fromEntries(cats.map((c) => [c.category, [Number(c.correct), Number(c.total)]])),
  };
  const day = parisDay(new Date(scored.completedAt));
  const points = attemptPoints(scored);
  const inserted = await trx
    .insertInto('attemptScores')
    .values({
      attemptId,
      userId: attempt.userId,
      type: scored.type,
      completedAt: scored.completedAt,
      day,
      points,
      correct: scored.correct,
      total: scored.total,
      categories: JSON.stringify(scored.categories),
    })
    .onConflict((oc) => oc.column('attemptId').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
  await recordAssignmentProgress(trx, { id: attemptId, userId: attempt.userId, type: scored.type, completedAt: scored.completedAt });

  const userId = attempt.userId;
  const stats = await loadStats(trx, userId);
  stats.points += points;
  if (POINT_TYPES.has(scored.type)) stats.quizzes += 1;
  stats.bestHistory = Math.max(stats.bestHistory, historyScore(scored));
  stats.bestExam = Math.max(stats.bestExam, examScore(scored));

  const known = await trx.selectFrom('memberDays').select('attempts').where('userId', '=', userId).where('day', '=', day).executeTakeFirst();
  if (known) {
    await trx.updateTable('memberDays').set({ attempts: known.attempts + 1 }).where('userId', '=', userId).where('day', '=', day).execute();
  } else {
    await trx.insertInto('memberDays').values({ userId, day, attempts: 1 }).execute();
    if (stats.lastDay === null || day > stats.lastDay) {
      stats.runLength = stats.lastDay !== null && shiftDay(stats.lastDay, 1) === day ? stats.runLength + 1 : 1;
      stats.lastDay = day;
      stats.longestStreak = Math.max(stats.longestStreak, stats.runLength);
    } else {
      // A day before the latest one (an exam handed in at its past deadline): it may join runs.
      Object.assign(stats, await streakFromDays(trx, userId));
    }
  }
  if (points !== 0) {
    await trx
      .insertInto('memberMonths')
      .values({ userId, month: day.slice(0, 7), points })
      .onConflict((oc) => oc.columns(['userId', 'month']).doUpdateSet({ points: sql`member_months.points + ${points}` }))
      .execute();
  }

  if (CHALLENGE_ATTEMPT_TYPES.has(scored.type)) {
    const open = await trx
      .selectFrom('challengeParticipants as p')
      .innerJoin('challenges as c', 'c.id', 'p.challengeId')
      .select(['p.challengeId', 'p.joinedAt', 'p.qualifying', 'p.completedAt', 'c.type', 'c.category', 'c.targetScore', 'c.targetCount', 'c.startDate', 'c.endDate'])
      .where('p.userId', '=', userId)
      .where('c.startDate', '<=', scored.completedAt)
      .where('c.endDate', '>=', scored.completedAt)
      .execute();
    for (const c of open) {
      if (!qualifies(scored, c)) continue;
      const qualifying = c.qualifying + 1;
      const reached = c.completedAt === null && qualifying >= Math.max(1, c.targetCount);
      if (reached) stats.points += CHALLENGE_BONUS_POINTS[c.type];
      await trx
        .updateTable('challengeParticipants')
        .set({ qualifying, completedAt: reached ? later(scored.completedAt, c.joinedAt) : c.completedAt })
        .where('challengeId', '=', c.challengeId)
        .where('userId', '=', userId)
        .execute();
    }
  }
  await saveStats(trx, userId, stats);
}

async function streakFromDays(trx: Db, userId: string): Promise<Pick<Stats, 'lastDay' | 'runLength' | 'longestStreak'>> {
  const days = await trx.selectFrom('memberDays').select('day').where('userId', '=', userId).execute();
  const r = runs(days.map((d) => d.day));
  return { lastDay: r.lastDay, runLength: r.run, longestStreak: r.longest };
}

/**
 * A member's progress in one joined challenge, from their scored attempts within its dates (a quiz
 * done before joining counts, as docs/features.md says). Returns whether it is now completed.
 */
export async function countChallengeProgress(
  trx: Db,
  userId: string,
  c: Pick<ChallengeTable, 'id' | 'type' | 'category' | 'targetScore' | 'targetCount' | 'startDate' | 'endDate'>,
  joinedAt: string,
): Promise<{ qualifying: number; completedAt: string | null }> {
  await lockMember(trx, userId);
  const rows = await trx
    .selectFrom('attemptScores')
    .select(['type', 'completedAt', 'correct', 'total', 'categories'])
    .where('userId', '=', userId)
    .where('completedAt', '>=', c.startDate)
    .where('completedAt', '<=', c.endDate)
    .where('type', 'in', [...CHALLENGE_ATTEMPT_TYPES])
    .orderBy('completedAt')
    .execute();
  const hits = rows.map(toScored).filter((a) => qualifies(a, c));
  const goal = Math.max(1, c.targetCount);
  const completedAt = hits.length >= goal ? later(hits[goal - 1]!.completedAt, joinedAt) : null;
  return { qualifying: hits.length, completedAt };
}

/** Sets a participant's progress and moves the bonus in or out of the member's points. */
async function setChallengeProgress(
  trx: Db,
  userId: string,
  c: Pick<ChallengeTable, 'id' | 'type'>,
  before: string | null,
  progress: { qualifying: number; completedAt: string | null },
): Promise<void> {
  await trx
    .updateTable('challengeParticipants')
    .set(progress)
    .where('challengeId', '=', c.id)
    .where('userId', '=', userId)
    .execute();
  const delta = (progress.completedAt ? 1 : 0) - (before ? 1 : 0);
  if (delta !== 0) {
    const stats = await loadStats(trx, userId);
    stats.points += delta * CHALLENGE_BONUS_POINTS[c.type];
    await saveStats(trx, userId, stats);
  }
}

/** Right after a member joins: count what they already did within the challenge's dates. */
export async function startChallengeProgress(
  trx: Db,
  userId: string,
  c: Pick<ChallengeTable, 'id' | 'type' | 'category' | 'targetScore' | 'targetCount' | 'startDate' | 'endDate'>,
  joinedAt: string,
): Promise<void> {
  await setChallengeProgress(trx, userId, c, null, await countChallengeProgress(trx, userId, c, joinedAt));
}

/**
 * Recomputes one member's figures from their own scored attempts, after one was deleted. Bounded
 * by that member's history; run it in the transaction of the deletion.
 */
export async function refreshMember(trx: Db, userId: string): Promise<void> {
  await lockMember(trx, userId);
  const rows = await trx
    .selectFrom('attemptScores')
    .select(['type', 'completedAt', 'day', 'points', 'correct', 'total', 'categories'])
    .where('userId', '=', userId)
    .execute();
  const days = new Map<string, number>();
  const months = new Map<string, number>();
  const stats: Stats = { ...EMPTY_STATS };
  for (const row of rows) {
    const a = toScored(row);
    stats.points += row.points;
    if (POINT_TYPES.has(a.type)) stats.quizzes += 1;
    stats.bestHistory = Math.max(stats.bestHistory, historyScore(a));
    stats.bestExam = Math.max(stats.bestExam, examScore(a));
    days.set(row.day, (days.get(row.day) ?? 0) + 1);
    if (row.points !== 0) months.set(row.day.slice(0, 7), (months.get(row.day.slice(0, 7)) ?? 0) + row.points);
  }
  const r = runs(days.keys());
  Object.assign(stats, { lastDay: r.lastDay, runLength: r.run, longestStreak: r.longest });
  await trx.deleteFrom('memberDays').where('userId', '=', userId).execute();
  for (const [day, attempts] of days) await trx.insertInto('memberDays').values({ userId, day, attempts }).execute();
  await trx.deleteFrom('memberMonths').where('userId', '=', userId).execute();
  for (const [month, points] of months) await trx.insertInto('memberMonths').values({ userId, month, points }).execute();

  const joined = await trx
    .selectFrom('challengeParticipants as p')
    .innerJoin('challenges as c', 'c.id', 'p.challengeId')
    .select(['c.id', 'c.type', 'c.category', 'c.targetScore', 'c.targetCount', 'c.startDate', 'c.endDate', 'p.joinedAt'])
    .where('p.userId', '=', userId)
    .execute();
  for (const c of joined) {
    const progress = await countChallengeProgress(trx, userId, c, c.joinedAt);
    if (progress.completedAt) stats.points += CHALLENGE_BONUS_POINTS[c.type];
    await trx.updateTable('challengeParticipants').set(progress).where('challengeId', '=', c.id).where('userId', '=', userId).execute();
  }
  await saveStats(trx, userId, stats);
}
