// The admin panel: counters, users (access and role), the contact inbox and the audit log.
// Question edits live in admin-questions.service.ts. Every change is written to the audit log
// in the same transaction as the change itself.
import { TRPCError } from '@trpc/server';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import { dialectOf } from '../../../db/dialect.js';
import { readOffThread } from '../../../db/read-worker.js';
import type {
  AdminContactMessageDto,
  AdminStatsDto,
  AdminUserDto,
  AdminUsersPageDto,
  AdminUsersQuery,
  ContactMessagesQuery,
  AuditEntryDto,
  AuditLogPageDto,
  AuditLogQuery,
  ContactMessagesPageDto,
  ContactMessageUpdateInput,
  UserUpdateInput,
} from '../../shared/schemas/admin.js';
import { OPEN_REPORTS_MAX } from '../../shared/schemas/admin.js';
import { containsPattern } from '../../shared/schemas/pagination.js';
import '../i18n/admin.messages.js';
import { recordAudit, type AuditActor } from './audit.service.js';
import { toUserDto, USER_DTO_COLUMNS } from './user.dto.js';

const count = (n: unknown): number => Number(n ?? 0);
/** The search index matches substrings of at least three characters. */
const TRIGRAM = 3;

/**
 * GET /api/admin/stats: every figure counted from the tables. Attempts and answers
 * come from the row counters their tables' triggers keep (counting 20 million answers would hold
 * the server for a second).
 */
export async function getAdminStats(db: Db): Promise<AdminStatsDto> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('users').select((e) => e.fn.countAll<number>().as('n')).as('totalUsers'),
      eb.selectFrom('users').select((e) => e.fn.countAll<number>().as('n')).where('hasFullAccess', '=', 1).as('usersWithFullAccess'),
      eb.selectFrom('questions').select((e) => e.fn.countAll<number>().as('n')).as('totalQuestions'),
      eb.selectFrom('questions').select((e) => e.fn.countAll<number>().as('n')).where('isActive', '=', 1).as('activeQuestions'),
      eb.selectFrom('rowCounts').select('n').where('name', '=', 'attempts').as('totalAttempts'),
      eb.selectFrom('rowCounts').select('n').where('name', '=', 'responses').as('totalResponses'),
      eb.selectFrom('successStories').select((e) => e.fn.countAll<number>().as('n')).where('status', '=', 'pending').as('pendingStories'),
      eb.selectFrom('contactMessages').select((e) => e.fn.countAll<number>().as('n')).where('handled', '=', 0).as('unhandledMessages'),
    ])
    .executeTakeFirstOrThrow();
  return {
    totalUsers: count(row.totalUsers),
    activeQuestions: count(row.activeQuestions),
    totalQuestions: count(row.totalQuestions),
    totalAttempts: count(row.totalAttempts),
    totalResponses: count(row.totalResponses),
    usersWithFullAccess: count(row.usersWithFullAccess),
    pendingStories: count(row.pendingStories),
    unhandledMessages: count(row.unhandledMessages),
  };
}

// ---------------------------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------------------------

function usersQuery(db: Db) {
  return db
    .selectFrom('users')
    .select(USER_DTO_COLUMNS.map((c) => `users.${c}` as const))
    .select('users.isTrainer')
    .select((eb) =>
      eb.selectFrom('attempts').select((e) => e.fn.countAll<number>().as('n')).whereRef('attempts.userId', '=', 'users.id').as('attempts'),
    );
}

type UserRow = Awaited<ReturnType<ReturnType<typeof usersQuery>['executeTakeFirstOrThrow']>>;

function toAdminUserDto(row: UserRow): AdminUserDto {
  return { ...toUserDto(row), attempts: count(row.attempts), isTrainer: row.isTrainer === 1 };
}

/**
 * GET /api/admin/users?q=&page=&pageSize=: newest first, a page at a time; id, email, names,
 * access, role, date. Never a hash. `q` finds members whose e-mail, first or last name contains it
 * (in the database; %, _ and \ are taken literally).
 */
export async function listUsers(db: Db, query: AdminUsersQuery): Promise<AdminUsersPageDto> {
  const q = query.q;
  // Three characters or more: the trigram index (users_search) finds the members; shorter
  // searches read the table.
  const matching = <T extends { where: (expression: Expression<SqlBool>) => T }>(qb: T): T => {
    if (!q) return qb;
    if (dialectOf(db) === 'postgres') {
      // PostgreSQL: lower(column) LIKE, which its pg_trgm indexes on lower(column) answer.
      const pattern = containsPattern(q.toLowerCase());
      return qb.where(
        sql<boolean>`(lower(users.email) LIKE ${pattern} ESCAPE '\\' OR lower(users.first_name) LIKE ${pattern} ESCAPE '\\' OR lower(users.last_name) LIKE ${pattern} ESCAPE '\\')`,
      );
    }
    if ([...q].length >= TRIGRAM) {
      return qb.where(sql<boolean>`users.id IN (SELECT user_id FROM users_search WHERE users_search MATCH ${`"${q.replace(/"/g, '""')}"`})`);
    }
    const pattern = containsPattern(q);
    return qb.where(
      sql<boolean>`(users.email LIKE ${pattern} ESCAPE '\\' OR users.first_name LIKE ${pattern} ESCAPE '\\' OR users.last_name LIKE ${pattern} ESCAPE '\\')`,
    );
  };
  // The page's ids first, walking the (created_at, id) index; the attempt counts then only for them.
  const pageIds = matching(db.selectFrom('users').select('users.id'))
    .orderBy('users.createdAt', 'desc')
    .orderBy('users.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const total = matching(db.selectFrom('users').select((e) => e.fn.countAll<number>().as('n')));
  // Off the main thread on SQLite (db/read-worker.ts): a search matching most members reads them
  // all (~0.3 s at 100,000 members), and so does a deep page; other requests are served meanwhile.
  const [[counted], ids] = await Promise.all([readOffThread(db, total), readOffThread(db, pageIds)]);
  const rows =
    ids.length === 0
      ? []
      : await usersQuery(db)
          .where('users.id', 'in', ids.map((r) => r.id))
          .orderBy('users.createdAt', 'desc')
          .orderBy('users.id', 'desc')
          .execute();
  return { items: rows.map(toAdminUserDto), total: count(counted?.n), page: query.page, pageSize: query.pageSize };
}

/**
 * PATCH /api/admin/users/{id} {hasFullAccess?, isAdmin?, isTrainer?}. An admin cannot remove their own admin
 * role (409), so the panel always keeps at least the admin who is using it.
 */
export async function updateUser(db: Db, actor: AuditActor, input: UserUpdateInput): Promise<AdminUserDto> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'email', 'isAdmin', 'hasFullAccess', 'isTrainer']).where('id', '=', input.id).executeTakeFirst();
    if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: 'admin.user_not_found' });
    if (user.id === actor.id && input.isAdmin === false) {
      throw new TRPCError({ code: 'CONFLICT', message: 'admin.own_admin_role' });
    }
    const wasFull = user.hasFullAccess === 1;
    const wasAdmin = user.isAdmin === 1;
    const accessChanged = input.hasFullAccess !== undefined && input.hasFullAccess !== wasFull;
    const roleChanged = input.isAdmin !== undefined && input.isAdmin !== wasAdmin;
    const wasTrainer = user.isTrainer === 1;
    const trainerChanged = input.isTrainer !== undefined && input.isTrainer !== wasTrainer;
    if (trainerChanged) {
      // A trainer's groups stay; without the flag they are out of reach until it is given back.
      await trx.updateTable('users').set({ isTrainer: input.isTrainer ? 1 : 0 }).where('id', '=', user.id).execute();
      await recordAudit(trx, actor, {
        action: 'user.trainer',
        targetType: 'user',
        targetId: user.id,
        details: { email: user.email, field: 'isTrainer', from: wasTrainer, to: input.isTrainer },
      });
    }
    if (accessChanged || roleChanged) {
      await trx
        .updateTable('users')
        .set({
          ...(accessChanged ? { hasFullAccess: input.hasFullAccess ? 1 : 0 } : {}),
          ...(roleChanged ? { isAdmin: input.isAdmin ? 1 : 0 } : {}),
        })
        .where('id', '=', user.id)
        .execute();
    }
    if (accessChanged) {
      await recordAudit(trx, actor, {
        action: 'user.access',
        targetType: 'user',
        targetId: user.id,
        details: { email: user.email, field: 'hasFullAccess', from: wasFull, to: input.hasFullAccess },
      });
    }
    if (roleChanged) {
      await recordAudit(trx, actor, {
        action: 'user.role',
        targetType: 'user',
        targetId: user.id,
        details: { email: user.email, field: 'isAdmin', from: wasAdmin, to: input.isAdmin },
      });
    }
    return toAdminUserDto(await usersQuery(trx).where('users.id', '=', user.id).executeTakeFirstOrThrow());
  });
}

// ---------------------------------------------------------------------------------------------
// Contact inbox
// ---------------------------------------------------------------------------------------------

const MESSAGE_COLUMNS = ['id', 'name', 'email', 'category', 'subject', 'message', 'itemId', 'handled', 'userId', 'createdAt'] as const;

type MessageRow = {
  id: number;
  name: string;
  email: string;
  category: AdminContactMessageDto['category'];
  subject: string;
  message: string;
  itemId: string | null;
  handled: 0 | 1;
  userId: string | null;
  createdAt: string;
};

function toMessageDto(r: MessageRow, accountId: string | null): AdminContactMessageDto {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    category: r.category,
    subject: r.subject,
    message: r.message,
    itemId: r.itemId,
    handled: r.handled === 1,
    fromMember: r.userId !== null,
    accountId,
    createdAt: r.createdAt,
  };
}

/** The accounts of the messages' senders, by address (one query for a page of messages). */
async function accountsByEmail(db: Db, rows: readonly Pick<MessageRow, 'email'>[]): Promise<Map<string, string>> {
  const emails = [...new Set(rows.map((r) => r.email.trim().toLowerCase()))];
  if (emails.length === 0) return new Map();
  const users = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute();
  return new Map(users.map((u) => [u.email, u.id]));
}

const accountOf = (accounts: Map<string, string>, r: Pick<MessageRow, 'email'>) => accounts.get(r.email.trim().toLowerCase()) ?? null;

/**
 * GET /api/admin/contact-messages?status=all|open|handled&item=&page=&pageSize=: newest first, with
 * the items (questions, glossary entries) that have open « Signaler une erreur » reports.
 */
export async function listContactMessages(db: Db, query: ContactMessagesQuery): Promise<ContactMessagesPageDto> {
  const handled = query.status === 'all' ? null : query.status === 'handled' ? 1 : 0;
  let rowsQuery = db.selectFrom('contactMessages').select(MESSAGE_COLUMNS);
  let countQuery = db.selectFrom('contactMessages').select((e) => e.fn.countAll<number>().as('n'));
  if (handled !== null) {
    rowsQuery = rowsQuery.where('handled', '=', handled);
    countQuery = countQuery.where('handled', '=', handled);
  }
  if (query.item !== undefined) {
    rowsQuery = rowsQuery.where('itemId', '=', query.item);
    countQuery = countQuery.where('itemId', '=', query.item);
  }
  const [{ n }, rows, reports] = await Promise.all([
    countQuery.executeTakeFirstOrThrow(),
    rowsQuery
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    db
      .selectFrom('contactMessages')
      .select((e) => ['itemId', e.fn.countAll<number>().as('open')])
      .where('handled', '=', 0)
      .where('itemId', 'is not', null)
      .groupBy('itemId')
      .orderBy('open', 'desc')
      .orderBy('itemId')
      .limit(OPEN_REPORTS_MAX)
      .execute(),
  ]);
  const accounts = await accountsByEmail(db, rows);
  return {
    items: rows.map((r) => toMessageDto(r, accountOf(accounts, r))),
    total: count(n),
    page: query.page,
    pageSize: query.pageSize,
    openReports: reports.map((r) => ({ itemId: r.itemId!, open: count(r.open) })),
  };
}

/** PATCH /api/admin/contact-messages/{id} {handled}. */
export async function updateContactMessage(db: Db, actor: AuditActor, input: ContactMessageUpdateInput): Promise<AdminContactMessageDto> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('contactMessages').select(MESSAGE_COLUMNS).where('id', '=', input.id).executeTakeFirst();
    if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'admin.message_not_found' });
    const was = row.handled === 1;
    const accountId = accountOf(await accountsByEmail(trx, [row]), row);
    if (was === input.handled) return toMessageDto(row, accountId);
    await trx.updateTable('contactMessages').set({ handled: input.handled ? 1 : 0 }).where('id', '=', row.id).execute();
    await recordAudit(trx, actor, {
      action: 'contact.handled',
      targetType: 'contact_message',
      targetId: String(row.id),
      details: { subject: row.subject, from: was, to: input.handled },
    });
    return toMessageDto({ ...row, handled: input.handled ? 1 : 0 }, accountId);
  });
}

// ---------------------------------------------------------------------------------------------
// Audit log
// ---------------------------------------------------------------------------------------------

function parseDetails(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const shorten = (s: string, max = 90) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** Readable names of the records the entries point to, looked up by type in one query each. */
async function targetLabels(db: Db, entries: { targetType: string; targetId: string }[]): Promise<Map<string, string>> {
  const ids = (type: string) => [...new Set(entries.filter((e) => e.targetType === type).map((e) => e.targetId))];
  const labels = new Map<string, string>();
  const userIds = ids('user');
  if (userIds.length) {
    for (const r of await db.selectFrom('users').select(['id', 'email']).where('id', 'in', userIds).execute()) labels.set(`user:${r.id}`, r.email);
  }
  const questionIds = ids('question');
  if (questionIds.length) {
    for (const r of await db.selectFrom('questions').select(['id', 'content']).where('id', 'in', questionIds).execute()) {
      labels.set(`question:${r.id}`, shorten(r.content));
    }
  }
  const storyIds = ids('success_story').map(Number).filter(Number.isInteger);
  if (storyIds.length) {
    for (const r of await db.selectFrom('successStories').select(['id', 'name', 'city']).where('id', 'in', storyIds).execute()) {
      labels.set(`success_story:${r.id}`, `${r.name} (${r.city})`);
    }
  }
  const messageIds = ids('contact_message').map(Number).filter(Number.isInteger);
  if (messageIds.length) {
    for (const r of await db.selectFrom('contactMessages').select(['id', 'subject']).where('id', 'in', messageIds).execute()) {
      labels.set(`contact_message:${r.id}`, shorten(r.subject));
    }
  }
  return labels;
}

/** GET /api/admin/audit-log?page=&pageSize=: who did what to which record and when, newest first. */
export async function listAuditLog(db: Db, query: AuditLogQuery): Promise<AuditLogPageDto> {
  const { n } = await db.selectFrom('auditLog').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('auditLog')
    .select(['id', 'actorId', 'actorEmail', 'action', 'targetType', 'targetId', 'details', 'createdAt'])
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const labels = await targetLabels(db, rows);
  const items: AuditEntryDto[] = rows.map((r) => ({
    id: r.id,
    actorId: r.actorId,
    actorEmail: r.actorEmail,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    targetLabel: labels.get(`${r.targetType}:${r.targetId}`) ?? null,
    details: parseDetails(r.details),
    createdAt: r.createdAt,
  }));
  return { items, total: count(n), page: query.page, pageSize: query.pageSize };
}
