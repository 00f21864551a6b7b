// Community challenges: the list with real participant counts and the asking member's progress
// (computed from their completed attempts against the challenge's category, target score and
// dates), and joining (signed in; twice counts once; a completed or ended challenge → 409).
import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import { seedChallenges } from '../../../db/seeds/challenges.js';
import type { ChallengeDto, JoinChallengeResult } from '../../shared/schemas/community.js';
import '../i18n/community.messages.js';
import { challengeProgress, loadAttemptFacts, type AttemptFact, type Challenge } from './community-stats.service.js';

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
  facts: AttemptFact[] | null,
  joined: boolean,
  now: Date,
): ChallengeDto {
  const p = facts ? challengeProgress(facts, c) : { qualifying: 0, progress: 0, completed: false };
  return {
    id: c.id,
    type: c.type,
    title: c.title,
    titleEn: c.titleEn,
    description: c.description,
    descriptionEn: c.descriptionEn,
    difficulty: c.difficulty,
    participants,
    category: c.category,
    targetScore: c.targetScore,
    targetCount: c.targetCount,
    progress: p.progress,
    qualifying: p.qualifying,
    prize: c.prize,
    prizeEn: c.prizeEn,
    startDate: c.startDate,
    endDate: c.endDate,
    completed: p.completed,
    joined,
    ended: Date.parse(c.endDate) < now.getTime(),
  };
}

/** GET /api/community/challenges: current challenges (and those ended in the last week). */
export async function listChallenges(db: Db, userId: string | null, now = new Date()): Promise<ChallengeDto[]> {
  await seedChallenges(db, now);
  const visibleFrom = new Date(now.getTime() - ENDED_VISIBLE_MS).toISOString();
  const challenges = await db
    .selectFrom('challenges')
    .selectAll()
    .where('endDate', '>=', visibleFrom)
    .where('startDate', '<=', now.toISOString())
    .execute();
  const counts = await db
    .selectFrom('challengeParticipants')
    .select(['challengeId', sql<number>`count(*)`.as('n')])
    .groupBy('challengeId')
    .execute();
  const countById = new Map(counts.map((r) => [r.challengeId, Number(r.n)]));
  const facts = userId ? await loadAttemptFacts(db, userId) : null;
  const joinedIds = userId
    ? new Set(
        (await db.selectFrom('challengeParticipants').select('challengeId').where('userId', '=', userId).execute()).map(
          (r) => r.challengeId,
        ),
      )
    : new Set<string>();
  return challenges
    .map((c) => toDto(c, countById.get(c.id) ?? 0, facts, joinedIds.has(c.id), now))
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
  if (!challenge) throw new TRPCError({ code: 'NOT_FOUND', message: 'community.challenge_not_found' });
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
    throw new TRPCError({ code: 'CONFLICT', message: 'community.challenge_ended' });
  }
  const facts = await loadAttemptFacts(db, userId);
  if (challengeProgress(facts, challenge).completed) {
    throw new TRPCError({ code: 'CONFLICT', message: 'community.challenge_completed' });
  }
  const result = await db
    .insertInto('challengeParticipants')
    .values({ challengeId, userId })
    .onConflict((oc) => oc.columns(['challengeId', 'userId']).doNothing())
    .executeTakeFirst();
  return {
    challengeId,
    joined: true,
    newlyJoined: Number(result.numInsertedOrUpdatedRows ?? 0) > 0,
    participants: await participantCount(db, challengeId),
  };
}
