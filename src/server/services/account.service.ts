// The signed-in user's own account: free full access (docs/product.md#access-levels), the GDPR export of
// everything stored about them, and deletion of the account with all of its data.
import { TRPCError } from '@trpc/server';
import type { Db } from '../../../db/client.js';
import type { UserDto } from '../../shared/dto.js';
import { accountKey, clearFailures } from '../auth/rate-limit.js';
import '../i18n/auth.messages.js';
import { toUserDto, USER_DTO_COLUMNS } from './user.dto.js';
import { exportLearningData } from './learning.service.js';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** The product is free: any signed-in user can switch on full access in one click. */
export async function enableFullAccess(db: Db, userId: string): Promise<UserDto> {
  await db.updateTable('users').set({ hasFullAccess: 1 }).where('id', '=', userId).execute();
  const user = await db.selectFrom('users').select(USER_DTO_COLUMNS).where('id', '=', userId).executeTakeFirst();
  if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: 'account.not_found' });
  return toUserDto(user);
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const bool = (v: number) => v === 1;

const RESPONSE_CHUNK = 2000;

/**
 * Every answer of the member, read a chunk at a time with a turn of the event loop in between:
 * a long history (tens of thousands of answers) must not hold the server in one synchronous read.
 */
async function responsesInChunks(db: Db, userId: string) {
  const rows = [];
  let after = 0;
  for (;;) {
    const chunk = await db
      .selectFrom('responses')
      .selectAll()
      .where('userId', '=', userId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(RESPONSE_CHUNK)
      .execute();
    rows.push(...chunk);
    if (chunk.length < RESPONSE_CHUNK) return rows;
    after = chunk[chunk.length - 1]!.id;
    await nextTurn();
  }
}

/** Everything stored about the user, as one JSON document (GDPR right of access and portability). */
export async function exportAccountData(db: Db, userId: string) {
  const user = await db
    .selectFrom('users')
    .select([...USER_DTO_COLUMNS, 'city', 'googleId', 'passwordHash'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: 'account.not_found' });

  const [sessions, attempts, responses, interviews, stories, likes, challenges, contactMessages] = await Promise.all([
    db.selectFrom('sessions').select(['createdAt', 'expiresAt']).where('userId', '=', userId).orderBy('createdAt').execute(),
    db.selectFrom('attempts').selectAll().where('userId', '=', userId).orderBy('startedAt').execute(),
    responsesInChunks(db, userId),
    db.selectFrom('interviewSessions').selectAll().where('userId', '=', userId).orderBy('createdAt').execute(),
    db.selectFrom('successStories').selectAll().where('submittedBy', '=', userId).orderBy('id').execute(),
    db.selectFrom('storyLikes').select(['storyId', 'createdAt']).where('likerKey', '=', userId).execute(),
    db.selectFrom('challengeParticipants').select(['challengeId', 'joinedAt']).where('userId', '=', userId).execute(),
    // By account only: an address typed into the contact form proves nothing, and whoever
    // registers it must not receive what a visitor sent with it.
    db.selectFrom('contactMessages').selectAll().where('userId', '=', userId).orderBy('id').execute(),
  ]);
  const sessionIds = interviews.map((i) => i.id);
  const turns = sessionIds.length
    ? await db.selectFrom('interviewTurns').selectAll().where('sessionId', 'in', sessionIds).orderBy('id').execute()
    : [];

  return {
    exportedAt: new Date().toISOString(),
    product: 'Prépa Naturalisation',
    profile: {
      ...toUserDto(user),
      city: user.city,
      // How the account signs in; the password hash itself is never exported.
      signInMethods: { password: user.passwordHash !== null, google: user.googleId !== null },
    },
    sessions: sessions.map((s) => ({ createdAt: s.createdAt, expiresAt: new Date(s.expiresAt).toISOString() })),
    attempts: attempts.map((a) => ({
      id: a.id,
      type: a.type,
      startedAt: a.startedAt,
      completedAt: a.completedAt,
      deadlineAt: a.deadlineAt,
      isCompleted: bool(a.isCompleted),
      score: a.score,
      correctAnswers: a.correctAnswers,
      totalQuestions: a.totalQuestions,
      questionIds: parseJson(a.questionIds),
    })),
    responses: responses.map((r) => ({
      id: r.id,
      questionId: r.questionId,
      attemptId: r.attemptId,
      userAnswer: r.userAnswer,
      isCorrect: bool(r.isCorrect),
      timeSpent: r.timeSpent,
      createdAt: r.createdAt,
    })),
    interviews: interviews.map((i) => ({
      id: i.id,
      attemptId: i.attemptId,
      applicantName: i.applicantName,
      // The profile given at start (city, job, origin, family) lives in the examiner's stored state.
      profile: (parseJson(i.state) as { profile?: unknown } | null)?.profile ?? null,
      stage: i.stage,
      currentQuestion: i.currentQuestion,
      assessment: parseJson(i.assessment),
      isComplete: bool(i.isComplete),
      report: i.report,
      createdAt: i.createdAt,
      updatedAt: i.updatedAt,
      turns: turns
        .filter((t) => t.sessionId === i.id)
        .map((t) => ({ role: t.role, stage: t.stage, content: t.content, scores: parseJson(t.scores), createdAt: t.createdAt })),
    })),
    successStories: stories.map((s) => ({
      id: s.id,
      name: s.name,
      city: s.city,
      region: s.region,
      originalCountry: s.originalCountry,
      naturalizationDate: s.naturalizationDate,
      story: s.story,
      quizScore: s.quizScore,
      interviewTips: s.interviewTips,
      status: s.status,
      likes: s.likes,
      createdAt: s.createdAt,
      moderatedAt: s.moderatedAt,
    })),
    storyLikes: likes,
    challenges: challenges,
    contactMessages: contactMessages.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      category: m.category,
      subject: m.subject,
      message: m.message,
      handled: bool(m.handled),
      createdAt: m.createdAt,
    })),
    learning: await exportLearningData(db, userId),
  };
}

/**
 * Deletes the account and everything tied to it, in one transaction: responses (kept by user id,
 * without a foreign key), likes, submitted stories, contact messages (by user id, never by address),
 * attempts, interviews and their turns, challenge entries, sign-in counters and every session.
 * The audit log keeps admin actions (legal retention), which name no user data but the actor.
 */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();
    if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: 'account.not_found' });
    await trx.deleteFrom('responses').where('userId', '=', userId).execute();
    // Likes given by the user, and the likes on the stories they wrote (deleted just below).
    await trx.deleteFrom('storyLikes').where('likerKey', '=', userId).execute();
    const stories = trx.selectFrom('successStories').select('id').where('submittedBy', '=', userId);
    await trx.deleteFrom('storyLikes').where('storyId', 'in', stories).execute();
    await trx.deleteFrom('successStories').where('submittedBy', '=', userId).execute();
    await trx.deleteFrom('contactMessages').where('userId', '=', userId).execute();
    const interviews = trx.selectFrom('interviewSessions').select('id').where('userId', '=', userId);
    await trx.deleteFrom('interviewTurns').where('sessionId', 'in', interviews).execute();
    await trx.deleteFrom('interviewSessions').where('userId', '=', userId).execute();
    await trx.deleteFrom('attempts').where('userId', '=', userId).execute();
    await trx.deleteFrom('challengeParticipants').where('userId', '=', userId).execute();
    await clearFailures(trx, [accountKey(user.email)]);
    await trx.deleteFrom('sessions').where('userId', '=', userId).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
}
