// Per-action limits: ONE table, enforced by ONE function that both doors call at the same point,
// before the action runs (docs/security.md, "Per-action limits"). The `limited…` tRPC procedure
// bases (trpc.ts) look an action up by procedure path, the REST adapter by "METHOD /path"; a test
// checks that every row names a procedure and a route that exist, so the two doors cannot drift
// apart again.
//
// Counters live in the `rate_limits` table (fixed windows, one atomic upsert per call): they are
// shared by every process on the database and survive a restart. Sign-in has its own, stricter
// scheme in auth/rate-limit.ts.
import { TRPCError } from '@trpc/server';
import type { Db } from '../../../db/client.js';
import { countHit } from './fixed-window.js';
import type { MessageKey } from '../i18n/messages.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface RouteLimit {
  /** tRPC procedure path. */
  procedure: string;
  /** REST twin, as Fastify registers it ("METHOD /api/..."). */
  rest: string;
  max: number;
  windowMs: number;
  /**
   * Whom the counter belongs to: the address, the member (the address for a visitor), or both
   * (one counter each, the first one past the limit refuses).
   */
  per: 'ip' | 'member' | 'member+ip';
  /** Message key of the 429. */
  message?: MessageKey;
  /**
   * Calls a member may make in 24 hours, on top of `max` per window: what one account can store
   * (issue 35: the per-minute pace alone let an account of 40,000 long answers be built in a day).
   * Members only: a visitor's calls store nothing.
   */
  perDay?: number;
}

export const ROUTE_LIMITS = {
  /** A public form: every message lands in the admins' inbox. */
  'contact.send': { procedure: 'contact.send', rest: 'POST /api/contact', max: 10, windowMs: MINUTE, per: 'ip' },
  'story.submit': {
    procedure: 'community.stories.submit',
    rest: 'POST /api/success-stories',
    max: 5,
    windowMs: HOUR,
    per: 'ip',
    message: 'community.story_rate_limited',
  },
  'story.like': { procedure: 'community.stories.like', rest: 'POST /api/success-stories/:id/like', max: 60, windowMs: MINUTE, per: 'member' },
  /** Accounts cost a password hash and a row each; a household or a campus rarely makes 10 an hour. */
  'auth.register': {
    procedure: 'auth.register',
    rest: 'POST /api/auth/register',
    max: 10,
    windowMs: HOUR,
    per: 'ip',
    message: 'errors.register_rate_limited',
  },
  /**
   * Every password check costs ~50 ms of the hashing pool. Failures have their own, stricter
   * limits (auth/rate-limit.ts); this one bounds the total per address.
   */
  'auth.login': { procedure: 'auth.login', rest: 'POST /api/auth/login', max: 60, windowMs: MINUTE, per: 'ip' },
  /** Each interview stores up to its turns' answers (2,000 characters each): 40 a day. */
  'interview.start': { procedure: 'interview.start', rest: 'POST /api/interview/start', max: 20, windowMs: HOUR, per: 'member', perDay: 40 },
  'interview.respond': { procedure: 'interview.respond', rest: 'POST /api/interview/:id/respond', max: 30, windowMs: MINUTE, per: 'member' },
  'attempts.create': { procedure: 'attempts.create', rest: 'POST /api/attempts', max: 60, windowMs: HOUR, per: 'member' },
  /**
   * Quiz and demo answers: a visitor's are counted per address (and never stored). A member's are
   * stored, ≤ 300 characters each: 2,000 a day (a whole afternoon of quizzes is ~500).
   */
  'attempts.respond': { procedure: 'attempts.respond', rest: 'POST /api/responses', max: 120, windowMs: MINUTE, per: 'member', perDay: 2000 },
  'exam.start': { procedure: 'exam.start', rest: 'POST /api/questions/exam', max: 20, windowMs: HOUR, per: 'member' },
  /**
   * A practice pack is a fresh draw of 200 questions with their answers (about 390 KB). The client
   * asks at each page load and reconnection, mostly with `have` (a few bytes back), and keeps the
   * pack it holds when refused; without this a batch of 10 sent 3.9 MB, at the general limit's pace.
   */
  'offline.pack': { procedure: 'offline.pack', rest: 'GET /api/offline/pack', max: 120, windowMs: HOUR, per: 'member' },
  /** Each offline exam pack is a fresh draw, signed: as many as exam starts. */
  'offline.examPack': { procedure: 'offline.examPack', rest: 'GET /api/offline/exam-pack', max: 20, windowMs: HOUR, per: 'member' },
  /** Up to 40 answers scored per call; the offline queue replays, so more room than the packs. */
  /** 40 answers a paper: 50 a day is 2,000 answers, as online. */
  'offline.submitExam': { procedure: 'offline.submitExam', rest: 'POST /api/offline/exam', max: 60, windowMs: HOUR, per: 'member', perDay: 50 },
  /**
   * The export holds everything stored about the member in memory at once: two a minute, so that
   * no batch or burst of exports can run the heap out (a GDPR download is a rare act).
   */
  'account.export': { procedure: 'account.export', rest: 'GET /api/account/export', max: 2, windowMs: MINUTE, per: 'member' },
  /**
   * Account recovery. Reset requests are also limited per address asked for, and e-mail changes
   * and wrong current passwords per account (auth/recovery-limits.ts); these bound one address's
   * or member's share: e-mails sent, password hashes computed.
   */
  'auth.requestPasswordReset': { procedure: 'auth.requestPasswordReset', rest: 'POST /api/auth/password-reset', max: 20, windowMs: HOUR, per: 'ip' },
  /** The sign-up link (SMTP configured): each creates an account and a session. */
  'auth.confirmRegistration': { procedure: 'auth.confirmRegistration', rest: 'POST /api/auth/register/confirm', max: 30, windowMs: HOUR, per: 'ip' },
  'auth.confirmPasswordReset': { procedure: 'auth.confirmPasswordReset', rest: 'POST /api/auth/password-reset/confirm', max: 30, windowMs: HOUR, per: 'ip' },
  'account.changePassword': { procedure: 'account.changePassword', rest: 'POST /api/account/password', max: 20, windowMs: HOUR, per: 'member' },
  'account.requestEmailChange': { procedure: 'account.requestEmailChange', rest: 'POST /api/account/email', max: 10, windowMs: HOUR, per: 'member' },
  'account.confirmEmailChange': { procedure: 'account.confirmEmailChange', rest: 'POST /api/account/email/confirm', max: 30, windowMs: HOUR, per: 'ip' },
  /** An admin's glossary edits, each one audited: generous for real editing, bounded for a runaway script. */
  'admin.glossary.update': { procedure: 'admin.glossary.update', rest: 'PATCH /api/admin/glossary/:slug', max: 60, windowMs: MINUTE, per: 'member' },
  /** A fact's edit reloads the question bank (and the glossary's links) in every process: as bounded as a glossary edit. */
  'admin.facts.update': { procedure: 'admin.facts.update', rest: 'PATCH /api/admin/facts/:key', max: 60, windowMs: MINUTE, per: 'member' },
  /**
   * Group invitation codes (docs/groups.md) carry 80 random bits; trying codes is still bounded per
   * member and per address, on the consent screen's lookup and on the join itself.
   */
  'groups.invite': { procedure: 'groups.invite', rest: 'GET /api/groups/invite/:code', max: 30, windowMs: HOUR, per: 'member+ip', message: 'groups.join_rate_limited' },
  'groups.join': { procedure: 'groups.join', rest: 'POST /api/groups/join', max: 20, windowMs: HOUR, per: 'member+ip', message: 'groups.join_rate_limited' },
  /**
   * A co-trainer is added by the e-mail of their account, and the answer tells whether that address
   * is a trainer's (issue 41): adding and removing are bounded per member, on both doors, so that a
   * trainer cannot probe addresses. A real team is a handful of people (10 at most a group).
   */
  'groups.addTrainer': {
    procedure: 'groups.addTrainer',
    rest: 'POST /api/groups/:id/trainers',
    max: 20,
    windowMs: HOUR,
    per: 'member',
    message: 'groups.trainer_rate_limited',
  },
  'groups.removeTrainer': {
    procedure: 'groups.removeTrainer',
    rest: 'DELETE /api/groups/:id/trainers/:userId',
    max: 20,
    windowMs: HOUR,
    per: 'member',
    message: 'groups.trainer_rate_limited',
  },
  /** Each start reads the member's memory and the plan and keeps a readiness snapshot: a few a day is normal. */
  'learning.startSession': { procedure: 'learning.startSession', rest: 'POST /api/learning/session', max: 60, windowMs: HOUR, per: 'member' },
  'account.setReminder': { procedure: 'account.setReminder', rest: 'PUT /api/account/reminder', max: 30, windowMs: HOUR, per: 'member' },
  /** Public (the e-mail's link works without signing in): each call checks an HMAC. */
  'reminders.unsubscribe': { procedure: 'reminders.unsubscribe', rest: 'POST /api/reminders/unsubscribe', max: 30, windowMs: MINUTE, per: 'ip' },
} as const satisfies Record<string, RouteLimit>;

export type LimitedAction = keyof typeof ROUTE_LIMITS;

const byProcedure = new Map<string, LimitedAction>();
const byRest = new Map<string, LimitedAction>();
for (const [action, limit] of Object.entries(ROUTE_LIMITS) as [LimitedAction, RouteLimit][]) {
  byProcedure.set(limit.procedure, action);
  byRest.set(limit.rest, action);
}

export const actionForProcedure = (path: string): LimitedAction | undefined => byProcedure.get(path);
/** HEAD runs the GET handler (Fastify's HEAD routes): it does the same work and counts the same. */
export const actionForRoute = (method: string, url: string): LimitedAction | undefined =>
  byRest.get(`${method === 'HEAD' ? 'GET' : method} ${url}`);

export interface Caller {
  userId: string | null;
  ip: string;
}

/** The counter of a member's calls of `action` in the current 24 hours. */
export const DAILY_QUOTA_KEY = (action: LimitedAction, userId: string) => `limit:${action}:day:user:${userId}`;

/** Counts one call of `action` for the caller; past the limit throws a 429 (RouteLimitError). */
export async function takeActionSlot(db: Db, action: LimitedAction, caller: Caller, now = Date.now()): Promise<void> {
  const limit: RouteLimit = ROUTE_LIMITS[action];
  const subjects =
    limit.per === 'member+ip' && caller.userId
      ? [`user:${caller.userId}`, `ip:${caller.ip}`]
      : [limit.per !== 'ip' && caller.userId ? `user:${caller.userId}` : `ip:${caller.ip}`];
  const rows = [];
  for (const subject of subjects) rows.push(await countHit(db, `limit:${action}:${subject}`, limit.windowMs, now));
  for (const row of rows) {
    if (row.count > limit.max) throw new RouteLimitError(limit.message ?? 'errors.action_rate_limited', row.resetAt - now);
  }
  if (limit.perDay !== undefined && caller.userId) {
    const day = await countHit(db, DAILY_QUOTA_KEY(action, caller.userId), DAY, now);
    if (day.count > limit.perDay) throw new RouteLimitError('errors.daily_quota', day.resetAt - now);
  }
}

/** A 429 that knows when to come back. */
export class RouteLimitError extends TRPCError {
  constructor(
    message: MessageKey,
    readonly retryAfterMs: number,
  ) {
    super({ code: 'TOO_MANY_REQUESTS', message });
  }
}

export function retryAfterSeconds(ms: number): string {
  return String(Math.max(1, Math.ceil(ms / 1000)));
}
