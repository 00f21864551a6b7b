// Community challenges: the list with real participant counts and the asking member's progress,
// and joining (signed in; twice counts once; an ended challenge → 409). Progress is kept on write
// for members who joined (community-aggregates.service.ts): only a joined challenge can be
// completed, and only by finished quizzes and exams, never a demo or a review.
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../../db/client.js';
import type { ChallengeTable } from '../../../db/schema.js';
import { ensurePeriodChallenges } from './challenge-calendar.js';
import type { ChallengeDto, JoinChallengeResult } from '../../shared/schemas/community.js';
import { appError } from '../errors.js';
import { inTransaction, startChallengeProgress } from './community-aggregates.service.js';

type Challenge = Selectable<ChallengeTable>;

/** Ended challenges stay listed this long, so members see how they did. */
export const ENDED_VISIBLE_MS = 7 * 86_400_000;
const TYPE_ORDER = { weekly: 0, monthly: 1, seasonal: 2, other: 3 } as const;

async function participantCount(db: Db, challengeId: string): Promise<number> {
  const row = await db
    .selectFrom('challengeParticipants')
    .select(sql<number>`count(*)`.as('n'))
    .where('challengeId', '=', challengeId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function toDto(
  c: Challenge,
  participants: number,
  mine: { qualifying: number; completedAt: string | null } | undefined,
  now: Date,
): ChallengeDto {
  const qualifying = mine?.qualifying ?? 0;
  const target = Math.max(1, c.targetCount);
  const p = { qualifying, progress: Math.min(100, Math.round((qualifying / target) * 100)), completed: Boolean(mine?.completedAt) };
  const joined = mine !== undefined;
  return {
    id: c.id,
    type: c.type,
    title: c.title,
    titleEn: c.titleEn,
    titleAr: c.titleAr,
    description: c.description,
    descriptionEn: c.descriptionEn,
    descriptionAr: c.descriptionAr,
    difficulty: c.difficulty,
    participants,
    category: c.category,
    targetScore: c.targetScore,
    targetCount: c.targetCount,
    progress: p.progress,
    qualifying: p.qualifying,
    prize: c.prize,
    prizeEn: c.prizeEn,
    prizeAr: c.prizeAr,
    startDate: c.startDate,
    endDate: c.endDate,
    completed: p.completed,
    joined,
    ended: Date.parse(c.endDate) < now.getTime(),
  };
}

/** GET /api/community/challenges: current challenges (and those ended in the last week). */
export async function listChallenges(db: Db, userId: string | null, now = new Date()): Promise<ChallengeDto[]> {
  // A read that writes on purpose: the period's challenges are created when first asked for (an
  // idempotent upsert), so a new week or month has its challenges without a scheduled job.
  await ensurePeriodChallenges(db, now);
  const visibleFrom = new Date(now.getTime() - ENDED_VISIBLE_MS).toISOString();
  const challenges = await db
    .selectFrom('challenges')
    .selectAll()
    .where('endDate', '>=', visibleFrom)
    .where('startDate', '<=', now.toISOString())
    .execute();
  if (challenges.length === 0) return [];
  const ids = challenges.map((c) => c.id);
  const counts = await db
    .selectFrom('challengeParticipants')
    .select(['challengeId', sql<number>`count(*)`.as('n')])
    .where('challengeId', 'in', ids)
    .groupBy('challengeId')
    .execute();
  const countById = new Map(counts.map((r) => [r.challengeId, Number(r.n)]));
  const mine = userId
    ? await db
        .selectFrom('challengeParticipants')
        .select(['challengeId', 'qualifying', 'completedAt'])
        .where('userId', '=', userId)
        .where('challengeId', 'in', ids)
        .execute()
    : [];
  const mineById = new Map(mine.map((r) => [r.challengeId, r]));
  return challenges
    .map((c) => toDto(c, countById.get(c.id) ?? 0, mineById.get(c.id), now))
    .sort(
      (a, b) =>
        Number(a.ended) - Number(b.ended) ||
        TYPE_ORDER[a.type] - TYPE_ORDER[b.type] ||
        a.endDate.localeCompare(b.endDate) ||
        a.id.localeCompare(b.id),
    );
}

/** POST /api/community/challenges/{id}/join */
export async function joinChallenge(db: Db, userId: string, challengeId: string, now = new Date()): Promise<JoinChallengeResult> {
  const challenge = await db.selectFrom('challenges').selectAll().where('id', '=', challengeId).executeTakeFirst();
  if (!challenge) throw appError('NOT_FOUND', 'community.challenge_not_found');
  const already = await db
    .selectFrom('challengeParticipants')
    .select('userId')
    .where('challengeId', '=', challengeId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (already) {
    return { challengeId, joined: true, newlyJoined: false, participants: await participantCount(db, challengeId) };
  }
  if (Date.parse(challenge.endDate) < now.getTime()) {
    throw appError('CONFLICT', 'community.challenge_ended');
  }
  const joinedAt = now.toISOString();
  const newlyJoined = await inTransaction(db, async (trx) => {
    const result = await trx
      .insertInto('challengeParticipants')
      .values({ challengeId, userId, joinedAt })
      .onConflict((oc) => oc.columns(['challengeId', 'userId']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    // Quizzes already finished within the challenge's dates count from the moment of joining.
    await startChallengeProgress(trx, userId, challenge, joinedAt);
    return true;
  });
  return { challengeId, joined: true, newlyJoined, participants: await participantCount(db, challengeId) };
}
