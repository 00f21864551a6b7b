// Community reads: the leaderboard and a member's rank, streak, points and badges, all read from
// the figures kept on write (community-aggregates.service.ts). A read touches the asking member's
// rows and counts an indexed column for ranks; it never scans the attempts or the answers.
//
// Points rule (also in docs/features.md, 'Community scoring'):
//   - 10 points per correct answer in a completed quiz, demo or civic exam attempt;
//   - +20 for each such attempt of at least 5 questions finished with 80 % or more,
//     and +30 more when it is 100 %;
//   - +50 for each completed AI interview;
//   - the bonus of every challenge the member joined and completed: weekly 50, monthly 100,
//     seasonal 200, other 150 (CHALLENGE_BONUS_POINTS, shown as the challenge's prize).
// Streak: consecutive calendar days (Europe/Paris) with at least one completed attempt, counted
// back from today, or from yesterday when nothing is finished yet today.
// Rank: 1 + the number of members with more points (ties share a rank); null with no points.
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import { EXAM_QUESTION_COUNT } from '../../shared/constants.js';
import {
  REWARD_BADGES,
  type CommunityUserStatsDto,
  type LeaderboardBadge,
  type LeaderboardEntryDto,
  type RewardBadgeId,
  type UserBadgeDto,
} from '../../shared/schemas/community.js';
import { HISTORY_MIN_QUESTIONS, parisDay, shiftDay } from './community-aggregates.service.js';

export { attemptPoints, POINTS } from './community-aggregates.service.js';

/** Badge thresholds (docs/features.md, 'Community scoring'). */
export const BADGE_RULES = {
  /** Série de Feu: 7 consecutive days. */
  streakDays: 7,
  /** Expert Histoire: 20/20 on a History-only quiz of at least this many questions. */
  historyMinQuestions: HISTORY_MIN_QUESTIONS,
  /** Champion Communautaire: in the top 10 of the month's points. */
  monthlyTop: 10,
  /** Mentor: the member's published stories were found helpful (liked) by 5 people. */
  mentorLikes: 5,
  /** Perfectionniste: 100 % on a completed full civic exam (all of its 40 questions right). */
  perfectExam: EXAM_QUESTION_COUNT,
} as const;

export const LEADERBOARD_SIZE = 50;

/** Current streak (to today or yesterday) and longest run of consecutive active days. */
export function streaks(days: Iterable<string>, now = new Date()): { current: number; longest: number } {
  const set = new Set(days);
  let longest = 0;
  let run = 0;
  let prev: string | null = null;
  for (const day of [...set].sort()) {
    run = prev !== null && shiftDay(prev, 1) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    prev = day;
  }
  let cursor = parisDay(now);
  if (!set.has(cursor)) cursor = shiftDay(cursor, -1);
  let current = 0;
  while (set.has(cursor)) {
    current += 1;
    cursor = shiftDay(cursor, -1);
  }
  return { current, longest };
}

/** The stored run counts only while its last day is today or yesterday (Paris). */
export function currentStreak(lastDay: string | null, runLength: number, now: Date): number {
  if (lastDay === null) return 0;
  return lastDay >= shiftDay(parisDay(now), -1) ? runLength : 0;
}

/** 'Amina D.': first name and last-name initial, never an email. */
export function publicName(user: { firstName: string | null; lastName: string | null }): string {
  const first = user.firstName?.trim();
  const initial = user.lastName?.trim().charAt(0).toUpperCase();
  const name = first || 'Candidat';
  return initial ? `${name} ${initial}.` : name;
}

const TOP_BADGES: LeaderboardBadge[] = ['gold', 'silver', 'bronze'];

/** 1 + the members with more points: a range count on the indexed points column. */
async function rankOf(db: Db, points: number): Promise<number | null> {
  if (points <= 0) return null;
  const row = await db.selectFrom('memberStats').select(sql<number>`count(*)`.as('n')).where('points', '>', points).executeTakeFirstOrThrow();
  return Number(row.n) + 1;
}

/**
 * GET /api/community/leaderboard: the top 50 by points, as public names. No member id leaves the
 * server; `isMe` marks the asking member's own row.
 */
export async function getLeaderboard(db: Db, viewerId: string | null = null, now = new Date()): Promise<LeaderboardEntryDto[]> {
  // Everyone at or above the 50th score, so that ties at the edge share their rank.
  const edge = await db
    .selectFrom('memberStats')
    .select('points')
    .where('points', '>', 0)
    .orderBy('points', 'desc')
    .limit(1)
    .offset(LEADERBOARD_SIZE - 1)
    .executeTakeFirst();
  const rows = await db
    .selectFrom('memberStats as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .select(['s.userId', 's.points', 's.lastDay', 's.runLength', 'u.firstName', 'u.lastName', 'u.city'])
    .where('s.points', '>=', Math.max(1, edge?.points ?? 1))
    .execute();
  const scored = rows
    .map((r) => ({ ...r, streak: currentStreak(r.lastDay, r.runLength, now) }))
    .sort((a, b) => b.points - a.points || b.streak - a.streak || a.userId.localeCompare(b.userId));
  const entries: LeaderboardEntryDto[] = [];
  let rank = 0;
  for (const [i, r] of scored.entries()) {
    if (i === 0 || scored[i - 1]!.points !== r.points) rank = i + 1;
    if (i >= LEADERBOARD_SIZE) break;
    entries.push({
      rank,
      username: publicName(r),
      city: r.city?.trim() || null,
      badge: rank <= 3 ? TOP_BADGES[rank - 1]! : null,
      score: r.points,
      streak: r.streak,
      isMe: viewerId !== null && r.userId === viewerId,
    });
  }
  return entries;
}

/** GET /api/community/user-stats: rank, streak, points and the six badges of one member. */
export async function getUserStats(db: Db, userId: string, now = new Date()): Promise<CommunityUserStatsDto> {
  const month = parisDay(now).slice(0, 7);
  const [stats, monthly, likesRow] = await Promise.all([
    db
      .selectFrom('memberStats')
      .select(['points', 'quizzes', 'lastDay', 'runLength', 'longestStreak', 'bestHistory', 'bestExam'])
      .where('userId', '=', userId)
      .executeTakeFirst(),
    db.selectFrom('memberMonths').select('points').where('userId', '=', userId).where('month', '=', month).executeTakeFirst(),
    db
      .selectFrom('successStories')
      .select(sql<number>`coalesce(sum(likes), 0)`.as('likes'))
      .where('submittedBy', '=', userId)
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow(),
  ]);
  const points = stats?.points ?? 0;
  const rank = await rankOf(db, points);
  const monthPoints = monthly?.points ?? 0;
  let monthlyRank: number | null = null;
  if (monthPoints > 0) {
    const above = await db
      .selectFrom('memberMonths')
      .select(sql<number>`count(*)`.as('n'))
      .where('month', '=', month)
      .where('points', '>', monthPoints)
      .executeTakeFirstOrThrow();
    monthlyRank = Number(above.n) + 1;
  }
  const likes = Number(likesRow.likes);
  const quizzes = stats?.quizzes ?? 0;

  const progress: Record<RewardBadgeId, { current: number; target: number }> = {
    debutant: { current: Math.min(1, quizzes), target: 1 },
    serie_de_feu: { current: Math.min(BADGE_RULES.streakDays, stats?.longestStreak ?? 0), target: BADGE_RULES.streakDays },
    expert_histoire: { current: stats?.bestHistory ?? 0, target: 20 },
    champion_communautaire: {
      current: monthlyRank !== null && monthlyRank <= BADGE_RULES.monthlyTop ? 1 : 0,
      target: 1,
    },
    mentor: { current: Math.min(BADGE_RULES.mentorLikes, likes), target: BADGE_RULES.mentorLikes },
    perfectionniste: { current: Math.min(BADGE_RULES.perfectExam, stats?.bestExam ?? 0), target: BADGE_RULES.perfectExam },
  };
  const badges: UserBadgeDto[] = REWARD_BADGES.map((b) => ({
    id: b.id,
    rarity: b.rarity,
    ...progress[b.id],
    earned: progress[b.id].current >= progress[b.id].target,
  }));
  return {
    rank,
    streak: currentStreak(stats?.lastDay ?? null, stats?.runLength ?? 0, now),
    longestStreak: stats?.longestStreak ?? 0,
    points,
    completedQuizzes: quizzes,
    badges,
  };
}
