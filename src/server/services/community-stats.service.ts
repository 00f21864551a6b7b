// Community scoring: points, streaks, ranks, the six reward badges and the leaderboard, all
// computed from what members really did (decisions.md: community). Nothing here is stored; every
// answer is recomputed from the attempts, responses, challenges and story likes tables.
//
// Points rule (also in README, 'Community scoring'):
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
import { CHALLENGE_BONUS_POINTS } from '../../../db/seeds/challenges.js';
import type { ChallengeTable } from '../../../db/schema.js';
import type { Selectable } from 'kysely';
import {
  REWARD_BADGES,
  type CommunityUserStatsDto,
  type LeaderboardBadge,
  type LeaderboardEntryDto,
  type RewardBadgeId,
  type UserBadgeDto,
} from '../../shared/schemas/community.js';

export const POINTS = {
  perCorrectAnswer: 10,
  highScoreBonus: 20,
  perfectBonus: 30,
  highScoreThreshold: 80,
  bonusMinQuestions: 5,
  perInterview: 50,
} as const;

/** Badge thresholds (spec section 2, rewards). */
export const BADGE_RULES = {
  /** Série de Feu: 7 consecutive days. */
  streakDays: 7,
  /** Expert Histoire: a completed quiz of at least this many History questions, all right (20/20). */
  historyMinQuestions: 5,
  /** Champion Communautaire: in the top 10 of the month's points. */
  monthlyTop: 10,
  /** Mentor: the member's published stories were found helpful (liked) by 5 people. */
  mentorLikes: 5,
  /** Perfectionniste: 100 % on a completed attempt of at least 50 questions. */
  perfectQuestions: 50,
} as const;

/** A challenge category needs this many answers of its category in an attempt to count. */
export const MIN_CATEGORY_ANSWERS = 5;
export const LEADERBOARD_SIZE = 50;
const QUIZ_TYPES = new Set(['full', 'exam', 'demo']);
const TIME_ZONE = 'Europe/Paris';

export interface AttemptFact {
  id: string;
  userId: string;
  type: string;
  completedAt: string;
  correct: number;
  total: number;
  /** Answers per question category in this attempt. */
  categories: Map<string, { correct: number; total: number }>;
}

export type Challenge = Selectable<ChallengeTable>;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
/** 'YYYY-MM-DD' of an instant in Paris. */
export function parisDay(date: Date): string {
  return dayFormat.format(date);
}
function previousDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** Completed attempts with their per-category answers, for one member or for everyone. */
export async function loadAttemptFacts(db: Db, userId?: string): Promise<AttemptFact[]> {
  let attemptsQuery = db
    .selectFrom('attempts')
    .select(['id', 'userId', 'type', 'completedAt', 'correctAnswers', 'totalQuestions'])
    .where('isCompleted', '=', 1)
    .where('completedAt', 'is not', null);
  if (userId) attemptsQuery = attemptsQuery.where('userId', '=', userId);
  const attempts = await attemptsQuery.execute();

  let catQuery = db
    .selectFrom('responses')
    .innerJoin('attempts', 'attempts.id', 'responses.attemptId')
    .innerJoin('questions', 'questions.id', 'responses.questionId')
    .select([
      'responses.attemptId as attemptId',
      'questions.category as category',
      sql<number>`count(*)`.as('total'),
      sql<number>`coalesce(sum(responses.is_correct), 0)`.as('correct'),
    ])
    .where('attempts.isCompleted', '=', 1)
    .groupBy(['responses.attemptId', 'questions.category']);
  if (userId) catQuery = catQuery.where('attempts.userId', '=', userId);
  const perCategory = await catQuery.execute();

  const facts = new Map<string, AttemptFact>();
  for (const a of attempts) {
    facts.set(a.id, {
      id: a.id,
      userId: a.userId,
      type: a.type,
      completedAt: a.completedAt!,
      correct: a.correctAnswers,
      total: a.totalQuestions,
      categories: new Map(),
    });
  }
  for (const row of perCategory) {
    const fact = row.attemptId ? facts.get(row.attemptId) : undefined;
    if (fact) fact.categories.set(row.category, { correct: Number(row.correct), total: Number(row.total) });
  }
  return [...facts.values()];
}

function percent(correct: number, total: number): number {
  return total > 0 ? (correct / total) * 100 : 0;
}

/** Points of one attempt under the documented rule (challenge bonuses apart). */
export function attemptPoints(a: Pick<AttemptFact, 'type' | 'correct' | 'total'>): number {
  if (a.type === 'interview') return POINTS.perInterview;
  if (!QUIZ_TYPES.has(a.type)) return 0;
  let points = a.correct * POINTS.perCorrectAnswer;
  if (a.total >= POINTS.bonusMinQuestions) {
    const pct = percent(a.correct, a.total);
    if (pct >= POINTS.highScoreThreshold) points += POINTS.highScoreBonus;
    if (a.correct === a.total) points += POINTS.perfectBonus;
  }
  return points;
}

/** Current streak (to today or yesterday) and longest run of consecutive active days. */
export function streaks(days: Iterable<string>, now = new Date()): { current: number; longest: number } {
  const set = new Set(days);
  const sorted = [...set].sort();
  let longest = 0;
  let run = 0;
  let prev: string | null = null;
  for (const day of sorted) {
    run = prev !== null && previousDay(day) === prev ? run + 1 : 1;
    longest = Math.max(longest, run);
    prev = day;
  }
  let cursor = parisDay(now);
  if (!set.has(cursor)) cursor = previousDay(cursor);
  let current = 0;
  while (set.has(cursor)) {
    current += 1;
    cursor = previousDay(cursor);
  }
  return { current, longest };
}

/** Does this attempt count toward the challenge (in its dates, at or above its target)? */
export function qualifies(a: AttemptFact, c: Pick<Challenge, 'category' | 'targetScore' | 'startDate' | 'endDate'>): boolean {
  if (!QUIZ_TYPES.has(a.type)) return false;
  if (a.completedAt < c.startDate || a.completedAt > c.endDate) return false;
  let correct = a.correct;
  let total = a.total;
  if (c.category !== 'all') {
    const cat = a.categories.get(c.category);
    if (!cat || cat.total < MIN_CATEGORY_ANSWERS) return false;
    correct = cat.correct;
    total = cat.total;
  }
  if (total <= 0) return false;
  // Out of 20, compared without rounding surprises: correct/total*20 >= target.
  return correct * 20 >= c.targetScore * total;
}

export function challengeProgress(
  facts: AttemptFact[],
  c: Pick<Challenge, 'category' | 'targetScore' | 'targetCount' | 'startDate' | 'endDate'>,
): { qualifying: number; progress: number; completed: boolean } {
  const qualifying = facts.filter((a) => qualifies(a, c)).length;
  const target = Math.max(1, c.targetCount);
  return { qualifying, progress: Math.min(100, Math.round((qualifying / target) * 100)), completed: qualifying >= target };
}

interface MemberScore {
  userId: string;
  points: number;
  monthlyPoints: number;
  streak: number;
  longestStreak: number;
  facts: AttemptFact[];
}

/** Every member with at least one completed attempt, with points and streaks. */
async function scoreEveryone(db: Db, now: Date): Promise<Map<string, MemberScore>> {
  const [facts, challenges, participants] = await Promise.all([
    loadAttemptFacts(db),
    db.selectFrom('challenges').selectAll().execute(),
    db.selectFrom('challengeParticipants').select(['challengeId', 'userId']).execute(),
  ]);
  const byUser = new Map<string, AttemptFact[]>();
  for (const f of facts) {
    const list = byUser.get(f.userId) ?? [];
    list.push(f);
    byUser.set(f.userId, list);
  }
  const joined = new Map<string, Challenge[]>();
  const challengeById = new Map(challenges.map((c) => [c.id, c]));
  for (const p of participants) {
    const c = challengeById.get(p.challengeId);
    if (!c) continue;
    const list = joined.get(p.userId) ?? [];
    list.push(c);
    joined.set(p.userId, list);
  }
  const month = parisDay(now).slice(0, 7);
  const scores = new Map<string, MemberScore>();
  for (const [userId, userFacts] of byUser) {
    let points = 0;
    let monthlyPoints = 0;
    const days: string[] = [];
    for (const f of userFacts) {
      const p = attemptPoints(f);
      const day = parisDay(new Date(f.completedAt));
      points += p;
      if (day.startsWith(month)) monthlyPoints += p;
      days.push(day);
    }
    for (const c of joined.get(userId) ?? []) {
      if (challengeProgress(userFacts, c).completed) points += CHALLENGE_BONUS_POINTS[c.type];
    }
    const s = streaks(days, now);
    scores.set(userId, { userId, points, monthlyPoints, streak: s.current, longestStreak: s.longest, facts: userFacts });
  }
  return scores;
}

/** Competition ranking (1, 1, 3) by a score, highest first; members at 0 are not ranked. */
function rankBy(scores: Iterable<MemberScore>, key: 'points' | 'monthlyPoints'): Map<string, number> {
  const sorted = [...scores].filter((s) => s[key] > 0).sort((a, b) => b[key] - a[key]);
  const ranks = new Map<string, number>();
  sorted.forEach((s, i) => {
    const prev = sorted[i - 1];
    ranks.set(s.userId, prev && prev[key] === s[key] ? ranks.get(prev.userId)! : i + 1);
  });
  return ranks;
}

/** 'Amina D.': first name and last-name initial, never an email. */
export function publicName(user: { firstName: string | null; lastName: string | null }): string {
  const first = user.firstName?.trim();
  const initial = user.lastName?.trim().charAt(0).toUpperCase();
  const name = first || 'Candidat';
  return initial ? `${name} ${initial}.` : name;
}

const TOP_BADGES: LeaderboardBadge[] = ['gold', 'silver', 'bronze'];

/** GET /api/community/leaderboard: real members ranked by points. */
export async function getLeaderboard(db: Db, now = new Date()): Promise<LeaderboardEntryDto[]> {
  const scores = await scoreEveryone(db, now);
  const ranks = rankBy(scores.values(), 'points');
  const top = [...ranks.entries()]
    .sort((a, b) => a[1] - b[1] || scores.get(b[0])!.streak - scores.get(a[0])!.streak)
    .slice(0, LEADERBOARD_SIZE);
  if (top.length === 0) return [];
  const users = await db
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName', 'city'])
    .where(
      'id',
      'in',
      top.map(([id]) => id),
    )
    .execute();
  const userById = new Map(users.map((u) => [u.id, u]));
  const entries: LeaderboardEntryDto[] = [];
  for (const [userId, rank] of top) {
    const user = userById.get(userId);
    if (!user) continue;
    const s = scores.get(userId)!;
    entries.push({
      userId,
      rank,
      username: publicName(user),
      city: user.city?.trim() || null,
      badge: rank <= 3 ? TOP_BADGES[rank - 1]! : null,
      score: s.points,
      streak: s.streak,
    });
  }
  return entries;
}

/** GET /api/community/user-stats: rank, streak, points and the six badges of one member. */
export async function getUserStats(db: Db, userId: string, now = new Date()): Promise<CommunityUserStatsDto> {
  const scores = await scoreEveryone(db, now);
  const mine = scores.get(userId);
  const facts = mine?.facts ?? [];
  const rank = rankBy(scores.values(), 'points').get(userId) ?? null;
  const monthlyRank = rankBy(scores.values(), 'monthlyPoints').get(userId) ?? null;

  const quizzes = facts.filter((f) => QUIZ_TYPES.has(f.type));
  const bestHistory = quizzes.reduce((best, f) => {
    const h = f.categories.get('histoire');
    // A History quiz: every answer of the attempt is a History question, all of them right.
    if (!h || h.total !== f.total || h.total < BADGE_RULES.historyMinQuestions) return best;
    return Math.max(best, h.correct === h.total ? 20 : Math.floor((h.correct / h.total) * 20));
  }, 0);
  const bestPerfectLength = quizzes
    .filter((f) => f.total > 0 && f.correct === f.total)
    .reduce((best, f) => Math.max(best, f.total), 0);
  const likesRow = await db
    .selectFrom('successStories')
    .select(sql<number>`coalesce(sum(likes), 0)`.as('likes'))
    .where('submittedBy', '=', userId)
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  const likes = Number(likesRow.likes);

  const progress: Record<RewardBadgeId, { current: number; target: number }> = {
    debutant: { current: Math.min(1, quizzes.length), target: 1 },
    serie_de_feu: { current: Math.min(BADGE_RULES.streakDays, mine?.longestStreak ?? 0), target: BADGE_RULES.streakDays },
    expert_histoire: { current: bestHistory, target: 20 },
    champion_communautaire: {
      current: monthlyRank !== null && monthlyRank <= BADGE_RULES.monthlyTop ? 1 : 0,
      target: 1,
    },
    mentor: { current: Math.min(BADGE_RULES.mentorLikes, likes), target: BADGE_RULES.mentorLikes },
    perfectionniste: {
      current: Math.min(BADGE_RULES.perfectQuestions, bestPerfectLength),
      target: BADGE_RULES.perfectQuestions,
    },
  };
  const badges: UserBadgeDto[] = REWARD_BADGES.map((b) => ({
    id: b.id,
    rarity: b.rarity,
    ...progress[b.id],
    earned: progress[b.id].current >= progress[b.id].target,
  }));
  return {
    rank,
    streak: mine?.streak ?? 0,
    longestStreak: mine?.longestStreak ?? 0,
    points: mine?.points ?? 0,
    completedQuizzes: quizzes.length,
    badges,
  };
}
