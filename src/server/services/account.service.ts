// The signed-in user's own account: free full access (docs/product.md#access-levels), the GDPR export of
// everything stored about them, and deletion of the account with all of its data.
import { TRPCError } from '@trpc/server';
import type { Db } from '../../../db/client.js';
import type { UserDto } from '../../shared/dto.js';
import { accountKey, clearFailures } from '../auth/rate-limit.js';
import '../i18n/auth.messages.js';
import { toUserDto, USER_DTO_COLUMNS } from './user.dto.js';
import { removeItemStats } from './item-analysis.service.js';
import { exportLearningData } from './learning.service.js';
import { rowChunks } from '../http/json-chunks.js';
import { deleteGroupData, exportGroupMemberships } from './groups.service.js';
import { mapPages, pagesByKey, pagesByTimeThenId } from './chunked-reads.js';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'kysely';

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

/** Interviews per page: each comes with all of its turns. */
const INTERVIEW_PAGE = 20;
/**
 * Answers per page, looked up by primary key; ids per page of the member's index. An answer held
 * up to 2,000 characters before answers were capped at 300: 25 of them are at most ~100 KB of rows.
 * A page lives until its text has gone out to the socket, across several of V8's scavenges, and is
 * then promoted to the old generation, which the production flags let grow fourfold before a mark:
 * with 100 a page, two exports of 100 MB accounts at once grew RSS by 56–58 MB, with 25 by 48 MB
 * (`npm run bench:export`, docs/benchmarks.md; the bound of 64 MB is
 * tests/security/export-memory-process.test.ts's).
 */
const RESPONSE_PAGE = 25;
const RESPONSE_ID_PAGE = 5000;

/**
 * Every answer of the member in id order, a page at a time. The member's index is ordered by date:
 * a keyset on id through it would scan and sort all of the member's answers for every page. So the
 * ids come first, a page at a time in the index's own order (date, id) without touching the rows,
 * then the rows a page of ids at a time by primary key (ids are never reused: AUTOINCREMENT).
 */
async function* responsePages(db: Db, userId: string) {
  const idPages = pagesByTimeThenId(db.selectFrom('responses').select(['id', 'createdAt']).where('userId', '=', userId), 'createdAt', RESPONSE_ID_PAGE);
  const found: number[] = [];
  for await (const rows of idPages) {
    for (const r of rows) found.push(r.id);
    await nextTurn();
  }
  const ids = Float64Array.from(found).sort();
  for (let start = 0; start < ids.length; start += RESPONSE_PAGE) {
    const page = Array.from(ids.subarray(start, start + RESPONSE_PAGE));
    // The primary key alone, so that the planner looks each id up rather than scanning the
    // member's index; a row deleted since the ids were read is left out.
    yield await db
      .selectFrom('responses')
      .select(['id', 'questionId', 'attemptId', 'userAnswer', 'isCorrect', 'timeSpent', 'createdAt'])
      .where('id', 'in', page)
      .orderBy('id')
      .execute();
  }
}

/**
 * Everything stored about the user (GDPR right of access and portability), as a document whose
 * lists are read a page at a time while it is written (`prettyJsonChunks`):
 * a long history must neither hold the event loop in one read nor sit whole in memory.
 */
export async function accountExport(db: Db, userId: string) {
  const user = await db
    .selectFrom('users')
    .select([...USER_DTO_COLUMNS, 'city', 'googleId', 'passwordHash'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: 'account.not_found' });

  return {
    exportedAt: new Date().toISOString(),
    product: 'Prépa Naturalisation',
    profile: {
      ...toUserDto(user),
      city: user.city,
      // How the account signs in; the password hash itself is never exported.
      signInMethods: { password: user.passwordHash !== null, google: user.googleId !== null },
    },
    sessions: rowChunks(() =>
      mapPages(
        pagesByTimeThenId(db.selectFrom('sessions').select(['id', 'createdAt', 'expiresAt']).where('userId', '=', userId), 'createdAt'),
        (s) => ({ createdAt: s.createdAt, expiresAt: new Date(s.expiresAt).toISOString() }),
      ),
    ),
    attempts: rowChunks(() =>
      mapPages(
        pagesByTimeThenId(db.selectFrom('attempts').selectAll().where('userId', '=', userId), 'startedAt'),
        (a) => ({
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
        }),
      ),
    ),
    // The offline exam papers handed in (a paper stays used after its exam is deleted).
    offlineExamPapers: rowChunks(() =>
      pagesByKey(db.selectFrom('offlineExamPapers').select(['paperId', 'attemptId', 'handedInAt']).where('userId', '=', userId), 'paperId'),
    ),
    responses: rowChunks(() =>
      mapPages(responsePages(db, userId), (r) => ({
        id: r.id,
        questionId: r.questionId,
        attemptId: r.attemptId,
        userAnswer: r.userAnswer,
        isCorrect: bool(r.isCorrect),
        timeSpent: r.timeSpent,
        createdAt: r.createdAt,
      })),
    ),
    interviews: rowChunks(() => interviewPages(db, userId)),
    successStories: rowChunks(() =>
      mapPages(
        pagesByKey(db.selectFrom('successStories').selectAll().where('submittedBy', '=', userId), 'id'),
        (s) => ({
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
        }),
      ),
    ),
    storyLikes: rowChunks(() =>
      pagesByKey(db.selectFrom('storyLikes').select(['storyId', 'createdAt']).where('likerKey', '=', userId), 'storyId'),
    ),
    challenges: rowChunks(() =>
      pagesByKey(db.selectFrom('challengeParticipants').select(['challengeId', 'joinedAt']).where('userId', '=', userId), 'challengeId'),
    ),
    // By account only: an address typed into the contact form proves nothing, and whoever
    // registers it must not receive what a visitor sent with it.
    contactMessages: rowChunks(() =>
      mapPages(
        pagesByKey(db.selectFrom('contactMessages').selectAll().where('userId', '=', userId), 'id'),
        (m) => ({
          id: m.id,
          name: m.name,
          email: m.email,
          category: m.category,
          subject: m.subject,
          message: m.message,
          handled: bool(m.handled),
          createdAt: m.createdAt,
        }),
      ),
    ),
    learning: await exportLearningData(db, userId),
    // The opt-in reminder e-mail (null: off).
    reminder: (await db.selectFrom('memberReminders').select(['hour', 'lang', 'lastSentDay', 'createdAt']).where('userId', '=', userId).executeTakeFirst()) ?? null,
    // Preparation groups: memberships with the consent given, and groups run as a trainer.
    groups: await exportGroupMemberships(db, userId),
  };
}

/** The member's interviews, oldest first, each with its turns in order. */
async function* interviewPages(db: Db, userId: string) {
  const pages = pagesByTimeThenId(db.selectFrom('interviewSessions').selectAll().where('userId', '=', userId), 'createdAt', INTERVIEW_PAGE);
  for await (const interviews of pages) {
    const turns = await db
      .selectFrom('interviewTurns')
      .selectAll()
      .where(
        'sessionId',
        'in',
        interviews.map((i) => i.id),
      )
      .orderBy('id')
      .execute();
    const bySession = new Map<string, typeof turns>();
    for (const t of turns) {
      const list = bySession.get(t.sessionId);
      if (list) list.push(t);
      else bySession.set(t.sessionId, [t]);
    }
    yield interviews.map((i) => ({
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
      turns: (bySession.get(i.id) ?? []).map((t) => ({ role: t.role, stage: t.stage, content: t.content, scores: parseJson(t.scores), createdAt: t.createdAt })),
    }));
  }
}

/** Where the export is downloaded (streamed), and the name of the file it is saved as. */
export const EXPORT_URL = '/api/account/export';
export function exportFileName(now = new Date()): string {
  return `prepa-naturalisation-mes-donnees-${now.toISOString().slice(0, 10)}.json`;
}

/** `text` for a LIKE pattern, its wildcards taken literally (with `escape '\\'`). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What would still name a deleted account (issue 35, item 10): the counters keyed by its id or its
 * address (per-action limits and daily quotas, recovery limits, sign-in counters: until their
 * window ended, they kept both), and the e-mail in the details of admin actions on it (the rows
 * stay, for the admins' record, under the account's id, which names no one once the account is gone).
 */
async function forgetAccountTraces(trx: Db, user: { id: string; email: string }): Promise<void> {
  const email = likeLiteral(user.email.trim().toLowerCase());
  const id = likeLiteral(user.id);
  // A key ends with its subject, or goes on after it with '|' (sign-in counters of an account).
  await trx
    .deleteFrom('rateLimits')
    .where((eb) =>
      eb.or([
        sql<boolean>`${eb.ref('key')} like ${`%:${id}`} escape '\\'`,
        sql<boolean>`${eb.ref('key')} like ${`%:${email}`} escape '\\'`,
        sql<boolean>`${eb.ref('key')} like ${`%:${email}|%`} escape '\\'`,
      ]),
    )
    .execute();
  const audited = await trx.selectFrom('auditLog').select(['id', 'details']).where('targetType', '=', 'user').where('targetId', '=', user.id).execute();
  for (const row of audited) {
    if (row.details === null) continue;
    const details = JSON.parse(row.details) as Record<string, unknown>;
    if (!('email' in details)) continue;
    details.email = null;
    await trx.updateTable('auditLog').set({ details: JSON.stringify(details) }).where('id', '=', row.id).execute();
  }
}

/**
 * Deletes the account and everything tied to it, in one transaction: responses (kept by user id,
 * without a foreign key), likes, submitted stories, contact messages (by user id, never by address),
 * attempts and the offline exam papers handed in, interviews and their turns, challenge entries,
 * every session, the sign-in and per-action counters naming it, the sign-ups tried with its address,
 * and its e-mail in the audit log's details
 * (forgetAccountTraces). The audit log keeps admin actions (legal retention) under the actor.
 */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();
    if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: 'account.not_found' });
    // The member's answers leave the item analysis (read before they are deleted).
    await removeItemStats(trx, { userId });
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
    await trx.deleteFrom('offlineExamPapers').where('userId', '=', userId).execute();
    await trx.deleteFrom('challengeParticipants').where('userId', '=', userId).execute();
    // No trainer keeps access once this transaction commits.
    await deleteGroupData(trx, userId);
    await clearFailures(trx, [accountKey(user.email)]);
    // Sign-ups tried with the address while it had an account (never usable, docs/accounts.md).
    await trx.deleteFrom('pendingRegistrations').where('email', '=', user.email).execute();
    await forgetAccountTraces(trx, user);
    await trx.deleteFrom('sessions').where('userId', '=', userId).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
}
