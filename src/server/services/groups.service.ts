// Preparation groups (docs/groups.md): a trainer runs groups and invites candidates with a code;
// a candidate joins by consenting to share a fixed list of figures, sees their groups and leaves
// at will; the trainer sees only their own groups' members, only those figures, and every visit to
// a member's page is audited. Access is checked on every call against the membership rows, so
// leaving (or deleting the account) ends it at once.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client.js';
import type { User } from '../../../db/schema.js';
import type { Subtheme } from '../../shared/constants.js';
import {
  GROUP_LIMITS,
  SHARED_FIGURES,
  type AssignmentCreateInput,
  type AssignmentDto,
  type GroupCreateInput,
  type GroupDetailDto,
  type GroupJoinInput,
  type GroupListDto,
  type GroupMemberDetailDto,
  type GroupMemberRowDto,
  type GroupTrainerDto,
  type InterviewAppraisalDto,
  type InvitationDto,
  type InvitePreviewDto,
  type MembershipDto,
  type NewGroupDto,
  type NewInvitationDto,
  type PersonDto,
  type TrainerAddInput,
} from '../../shared/schemas/groups.js';
import { appError } from '../errors.js';
import '../i18n/groups.messages.js';
import { recordAudit } from './audit.service.js';
import { shiftDay } from './community-aggregates.service.js';
import { activeDaysOf, groupWeakest, type MemberFigures, mockExamsOf, readinessOf, weekStart } from './groups/figures.js';
import { keepGroupFigures, keptFiguresOf } from './groups/kept-figures.js';

type Caller = Pick<User, 'id' | 'email' | 'isTrainer'>;

/** Crockford's base32: no I, L, O or U to misread. 16 characters carry 80 random bits. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_BYTES = 10;
/** Mock exams a member's row shows, and a member's page. */
const ROW_EXAMS = 3;
const PAGE_EXAMS = 20;
const PAGE_WEEKS = 8;
const PAGE_INTERVIEWS = 10;

function newCode(): string {
  const bytes = randomBytes(CODE_BYTES);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

const hashCode = (normalised: string) => createHash('sha256').update(normalised).digest('hex');
/** XXXX-XXXX-XXXX-XXXX: easier to read aloud and to type. */
const displayCode = (code: string) => code.match(/.{1,4}/g)!.join('-');
const inviteUrl = (origin: string, code: string) => `${origin}/groupes/rejoindre/${displayCode(code)}`;

function requireTrainer(user: Caller): void {
  if (user.isTrainer !== 1) throw appError('FORBIDDEN', 'groups.not_trainer');
}

/** The group, if `user` is a trainer and runs it; otherwise 404 (no disclosure that it exists). */
async function trainedGroup(db: Db, user: Caller, groupId: string) {
  if (user.isTrainer !== 1) throw appError('NOT_FOUND', 'groups.not_found');
  const group = await db
    .selectFrom('groups as g')
    .innerJoin('groupTrainers as t', 't.groupId', 'g.id')
    .select(['g.id', 'g.name', 'g.examDate', 'g.createdAt'])
    .where('g.id', '=', groupId)
    .where('t.userId', '=', user.id)
    .executeTakeFirst();
  if (!group) throw appError('NOT_FOUND', 'groups.not_found');
  return group;
}

async function trainersOf(db: Db, groupIds: string[]): Promise<Map<string, PersonDto[]>> {
  const out = new Map<string, PersonDto[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return out;
  const rows = await db
    .selectFrom('groupTrainers as t')
    .innerJoin('users as u', 'u.id', 't.userId')
    .select(['t.groupId', 'u.firstName', 'u.lastName'])
    .where('t.groupId', 'in', groupIds)
    .orderBy('t.addedAt')
    .execute();
  for (const r of rows) out.get(r.groupId)?.push({ firstName: r.firstName, lastName: r.lastName });
  return out;
}

/** The trainers of one group as its other trainers see them: who, and since when. */
async function trainerSeats(db: Db, groupId: string): Promise<GroupTrainerDto[]> {
  return db
    .selectFrom('groupTrainers as t')
    .innerJoin('users as u', 'u.id', 't.userId')
    .select(['t.userId', 'u.firstName', 'u.lastName', 'u.email', 't.addedAt'])
    .where('t.groupId', '=', groupId)
    .orderBy('t.addedAt')
    .orderBy('t.userId')
    .execute();
}

/** How many groups a trainer runs (at most `GROUP_LIMITS.groupsPerTrainer`). */
async function groupsRunBy(db: Db, userId: string): Promise<number> {
  const { n } = await db
    .selectFrom('groupTrainers')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function issueInvitation(db: Db, user: Caller, groupId: string, origin: string, now: Date): Promise<NewInvitationDto> {
  const code = newCode();
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + GROUP_LIMITS.invitationDays * 86_400_000).toISOString();
  await db
    .insertInto('groupInvitations')
    .values({ id, groupId, codeHash: hashCode(code), expiresAt, revokedAt: null, createdBy: user.id, createdAt: now.toISOString() })
    .execute();
  return { id, inviteCode: displayCode(code), inviteUrl: inviteUrl(origin, code), expiresAt };
}

/** POST /api/groups { name, examDate? } → the group and its first invitation (the code is shown once). */
export async function createGroup(db: Db, user: Caller, input: GroupCreateInput, origin: string, now = new Date()): Promise<NewGroupDto> {
  requireTrainer(user);
  return db.transaction().execute(async (trx) => {
    if ((await groupsRunBy(trx, user.id)) >= GROUP_LIMITS.groupsPerTrainer) throw appError('CONFLICT', 'groups.too_many_groups');
    const id = randomUUID();
    await trx
      .insertInto('groups')
      .values({ id, name: input.name, examDate: input.examDate ?? null, createdBy: user.id, createdAt: now.toISOString() })
      .execute();
    await trx.insertInto('groupTrainers').values({ groupId: id, userId: user.id, addedAt: now.toISOString() }).execute();
    const invitation = await issueInvitation(trx, user, id, origin, now);
    return { id, invitationId: invitation.id, inviteCode: invitation.inviteCode, inviteUrl: invitation.inviteUrl, expiresAt: invitation.expiresAt };
  });
}

/** POST /api/groups/{id}/invitations: a new code for the group. */
export async function createInvitation(db: Db, user: Caller, groupId: string, origin: string, now = new Date()): Promise<NewInvitationDto> {
  await trainedGroup(db, user, groupId);
  const { n } = await db
    .selectFrom('groupInvitations')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('groupId', '=', groupId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now.toISOString())
    .executeTakeFirstOrThrow();
  if (Number(n) >= GROUP_LIMITS.openInvitations) throw appError('CONFLICT', 'groups.too_many_invitations');
  return issueInvitation(db, user, groupId, origin, now);
}

/** DELETE /api/groups/{id}/invitations/{invitationId}: the code stops working at once. */
export async function revokeInvitation(db: Db, user: Caller, groupId: string, invitationId: string, now = new Date()): Promise<InvitationDto> {
  await trainedGroup(db, user, groupId);
  const row = await db
    .selectFrom('groupInvitations')
    .select(['id', 'expiresAt', 'revokedAt', 'createdAt'])
    .where('id', '=', invitationId)
    .where('groupId', '=', groupId)
    .executeTakeFirst();
  if (!row) throw appError('NOT_FOUND', 'groups.invite_not_found');
  const revokedAt = row.revokedAt ?? now.toISOString();
  if (!row.revokedAt) await db.updateTable('groupInvitations').set({ revokedAt }).where('id', '=', invitationId).execute();
  return { ...row, revokedAt };
}

async function assignmentsFor(db: Db, groupIds: string[], userId: string) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('groupAssignments as a')
    .leftJoin('groupAssignmentCompletions as c', (j) => j.onRef('c.assignmentId', '=', 'a.id').on('c.userId', '=', userId))
    .select(['a.id', 'a.groupId', 'a.kind', 'a.subtheme', 'a.dueDate', 'a.createdAt', 'c.completedAt'])
    .where('a.groupId', 'in', groupIds)
    .orderBy('a.createdAt', 'desc')
    .execute();
}

const toMemberAssignment = (a: Awaited<ReturnType<typeof assignmentsFor>>[number]) => ({
  id: a.id,
  kind: a.kind,
  subtheme: a.subtheme as Subtheme | null,
  dueDate: a.dueDate,
  createdAt: a.createdAt,
  completedAt: a.completedAt ?? null,
});

/** GET /api/groups: the groups the caller runs (a trainer) and those they belong to, with their assignments. */
export async function listGroups(db: Db, user: Caller): Promise<GroupListDto> {
  const trained =
    user.isTrainer === 1
      ? await db
          .selectFrom('groups as g')
          .innerJoin('groupTrainers as t', 't.groupId', 'g.id')
          .select(['g.id', 'g.name', 'g.examDate', 'g.createdAt'])
          .select((eb) =>
            eb.selectFrom('groupMembers as m').select((e) => e.fn.countAll<number>().as('n')).whereRef('m.groupId', '=', 'g.id').as('members'),
          )
          .where('t.userId', '=', user.id)
          .orderBy('g.createdAt', 'desc')
          .execute()
      : [];
  const joined = await db
    .selectFrom('groupMembers as m')
    .innerJoin('groups as g', 'g.id', 'm.groupId')
    .select(['g.id', 'g.name', 'g.examDate', 'm.consentedAt', 'm.shareEmail'])
    .where('m.userId', '=', user.id)
    .orderBy('m.consentedAt', 'desc')
    .execute();
  const ids = joined.map((g) => g.id);
  const [trainers, assignments] = await Promise.all([trainersOf(db, ids), assignmentsFor(db, ids, user.id)]);
  const memberships: MembershipDto[] = joined.map((g) => ({
    groupId: g.id,
    name: g.name,
    examDate: g.examDate,
    trainers: trainers.get(g.id) ?? [],
    consentedAt: g.consentedAt,
    shareEmail: g.shareEmail === 1,
    assignments: assignments.filter((a) => a.groupId === g.id).map(toMemberAssignment),
  }));
  return {
    isTrainer: user.isTrainer === 1,
    trained: trained.map((g) => ({ id: g.id, name: g.name, examDate: g.examDate, createdAt: g.createdAt, members: Number(g.members ?? 0) })),
    memberships,
  };
}

async function openInvitation(db: Db, code: string, now: Date) {
  const invitation = await db
    .selectFrom('groupInvitations as i')
    .innerJoin('groups as g', 'g.id', 'i.groupId')
    .select(['i.groupId', 'i.expiresAt', 'g.name', 'g.examDate'])
    .where('i.codeHash', '=', hashCode(code))
    .where('i.revokedAt', 'is', null)
    .where('i.expiresAt', '>', now.toISOString())
    .executeTakeFirst();
  if (!invitation) throw appError('NOT_FOUND', 'groups.invite_not_found');
  return invitation;
}

/** GET /api/groups/invite/{code}: who runs the group and exactly what joining shares. */
export async function previewInvitation(db: Db, user: Caller, code: string, now = new Date()): Promise<InvitePreviewDto> {
  const invitation = await openInvitation(db, code, now);
  const [trainers, member] = await Promise.all([
    trainersOf(db, [invitation.groupId]),
    db.selectFrom('groupMembers').select('userId').where('groupId', '=', invitation.groupId).where('userId', '=', user.id).executeTakeFirst(),
  ]);
  return {
    groupName: invitation.name,
    examDate: invitation.examDate,
    trainers: trainers.get(invitation.groupId) ?? [],
    expiresAt: invitation.expiresAt,
    shared: SHARED_FIGURES,
    optional: ['email'],
    alreadyMember: member !== undefined,
  };
}

/** POST /api/groups/join { code, consent: true, shareEmail? }: joining again renews the consent. */
export async function joinGroup(db: Db, user: Caller, input: GroupJoinInput, now = new Date()): Promise<MembershipDto> {
  const invitation = await openInvitation(db, input.code, now);
  await db.transaction().execute(async (trx) => {
    const trainer = await trx
      .selectFrom('groupTrainers')
      .select('userId')
      .where('groupId', '=', invitation.groupId)
      .where('userId', '=', user.id)
      .executeTakeFirst();
    if (trainer) throw appError('CONFLICT', 'groups.own_group');
    const values = { consentedAt: now.toISOString(), shareEmail: input.shareEmail ? (1 as const) : (0 as const) };
    const updated = await trx
      .updateTable('groupMembers')
      .set(values)
      .where('groupId', '=', invitation.groupId)
      .where('userId', '=', user.id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) return;
    const { n } = await trx
      .selectFrom('groupMembers')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('groupId', '=', invitation.groupId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= GROUP_LIMITS.members) throw appError('CONFLICT', 'groups.group_full');
    await trx
      .insertInto('groupMembers')
      .values({ groupId: invitation.groupId, userId: user.id, ...values })
      .onConflict((oc) => oc.columns(['groupId', 'userId']).doUpdateSet(values))
      .execute();
    await keepGroupFigures(trx, user.id, now);
  });
  const { memberships } = await listGroups(db, { ...user, isTrainer: 0 });
  return memberships.find((m) => m.groupId === invitation.groupId)!;
}

/**
 * DELETE /api/groups/{id}/membership: the member leaves; the membership and what was recorded for
 * the group's assignments go in one transaction, and the trainers' next read no longer finds them.
 */
export async function leaveGroup(db: Db, user: Caller, groupId: string): Promise<{ success: true; groupId: string }> {
  await db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('groupMembers').where('groupId', '=', groupId).where('userId', '=', user.id).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw appError('NOT_FOUND', 'groups.not_found');
    await trx
      .deleteFrom('groupAssignmentCompletions')
      .where('userId', '=', user.id)
      .where('assignmentId', 'in', trx.selectFrom('groupAssignments').select('id').where('groupId', '=', groupId))
      .execute();
    // Out of every group: the kept figures have no reader left.
    const still = await trx.selectFrom('groupMembers').select('groupId').where('userId', '=', user.id).limit(1).executeTakeFirst();
    if (!still) await trx.deleteFrom('groupMemberFigures').where('userId', '=', user.id).execute();
  });
  return { success: true, groupId };
}

/**
 * The table's rows: readiness from the kept figures (as of each member's last finished quiz or
 * exam), or computed from the memory of each question when `live` (one member's page).
 */
async function memberRows(db: Db, groupId: string, only: string | null, now: Date, live = false): Promise<{ rows: GroupMemberRowDto[]; figures: Map<string, MemberFigures> }> {
  let q = db
    .selectFrom('groupMembers as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select(['m.userId', 'm.consentedAt', 'm.shareEmail', 'u.firstName', 'u.lastName', 'u.email'])
    .where('m.groupId', '=', groupId);
  if (only) q = q.where('m.userId', '=', only);
  const members = await q.orderBy('u.lastName').orderBy('u.firstName').orderBy('m.userId').execute();
  const ids = members.map((m) => m.userId);
  if (ids.length === 0) return { rows: [], figures: new Map() };
  const monday = weekStart(now);
  const [figures, exams, days, done] = await Promise.all([
    live ? readinessOf(db, ids, now) : keptFiguresOf(db, ids, now),
    mockExamsOf(db, ids, ROW_EXAMS),
    activeDaysOf(db, ids, monday),
    db
      .selectFrom('groupAssignmentCompletions as c')
      .innerJoin('groupAssignments as a', 'a.id', 'c.assignmentId')
      .select(['c.userId', (e) => e.fn.countAll<number>().as('n')])
      .where('a.groupId', '=', groupId)
      .groupBy('c.userId')
      .execute(),
  ]);
  const doneBy = new Map(done.map((d) => [d.userId, Number(d.n)]));
  const rows = members.map((m) => {
    const f = figures.get(m.userId)!;
    return {
      userId: m.userId,
      firstName: m.firstName,
      lastName: m.lastName,
      email: m.shareEmail === 1 ? m.email : null,
      joinedAt: m.consentedAt,
      expectedScore: f.readiness.expectedScore,
      scoreLow: f.scoreLow,
      scoreHigh: f.scoreHigh,
      passProbability: f.readiness.passProbability,
      answered: f.readiness.answered,
      weakest: f.weakest,
      mockExams: exams.get(m.userId) ?? [],
      daysActiveThisWeek: days.get(m.userId)?.size ?? 0,
      assignmentsDone: doneBy.get(m.userId) ?? 0,
    };
  });
  return { rows, figures };
}

async function groupAssignments(db: Db, groupId: string): Promise<AssignmentDto[]> {
  const rows = await db
    .selectFrom('groupAssignments as a')
    .select(['a.id', 'a.kind', 'a.subtheme', 'a.dueDate', 'a.createdAt'])
    .select((eb) =>
      eb
        .selectFrom('groupAssignmentCompletions as c')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('c.assignmentId', '=', 'a.id')
        .as('done'),
    )
    .where('a.groupId', '=', groupId)
    .orderBy('a.createdAt', 'desc')
    .execute();
  return rows.map((a) => ({ id: a.id, kind: a.kind, subtheme: a.subtheme as Subtheme | null, dueDate: a.dueDate, createdAt: a.createdAt, done: Number(a.done ?? 0) }));
}

/** GET /api/groups/{id}: the trainer's table of members and the group's weakest subthemes. */
export async function getGroup(db: Db, user: Caller, groupId: string, now = new Date()): Promise<GroupDetailDto> {
  const group = await trainedGroup(db, user, groupId);
  const [{ rows: members, figures }, trainers, invitations, assignments] = await Promise.all([
    memberRows(db, groupId, null, now),
    trainerSeats(db, groupId),
    db
      .selectFrom('groupInvitations')
      .select(['id', 'expiresAt', 'revokedAt', 'createdAt'])
      .where('groupId', '=', groupId)
      .orderBy('createdAt', 'desc')
      .limit(50)
      .execute(),
    groupAssignments(db, groupId),
  ]);
  return {
    id: group.id,
    name: group.name,
    examDate: group.examDate,
    trainers,
    members,
    weakestSubthemes: groupWeakest(figures.values()),
    invitations,
    assignments,
    weekStart: weekStart(now),
  };
}

const APPRAISAL_KEYS = ['overall', 'languageSkills', 'civicKnowledge', 'motivation', 'republicanValues'] as const;

function appraisal(json: string): Record<string, number | null> {
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(json) as Record<string, unknown>;
  } catch {
    // An unreadable assessment shows as no figures.
  }
  return Object.fromEntries(APPRAISAL_KEYS.map((k) => [k, typeof parsed[k] === 'number' ? (parsed[k] as number) : null]));
}

/**
 * GET /api/groups/{id}/members/{userId}: one member over time, for a trainer of the group only.
 * Every visit is written to the audit log, in the same transaction as the read of the membership.
 */
export async function getGroupMember(db: Db, user: Caller, groupId: string, memberId: string, now = new Date()): Promise<GroupMemberDetailDto> {
  const group = await trainedGroup(db, user, groupId);
  const { rows, figures } = await memberRows(db, groupId, memberId, now, true);
  const row = rows[0];
  if (!row) throw appError('NOT_FOUND', 'groups.member_not_found');
  await recordAudit(db, user, { action: 'group.member_view', targetType: 'user', targetId: memberId, details: { groupId } });
  const from = shiftDay(weekStart(now), -7 * (PAGE_WEEKS - 1));
  const [exams, days, interviews, assignments] = await Promise.all([
    mockExamsOf(db, [memberId], PAGE_EXAMS),
    activeDaysOf(db, [memberId], from),
    db
      .selectFrom('interviewSessions')
      .select(['assessment', 'updatedAt'])
      .where('userId', '=', memberId)
      .where('isComplete', '=', 1)
      .orderBy('updatedAt', 'desc')
      .limit(PAGE_INTERVIEWS)
      .execute(),
    assignmentsFor(db, [groupId], memberId),
  ]);
  const r = figures.get(memberId)!.readiness;
  const active = days.get(memberId) ?? new Set<string>();
  const weeks = Array.from({ length: PAGE_WEEKS }, (_, i) => {
    const start = shiftDay(from, 7 * i);
    let n = 0;
    for (let d = 0; d < 7; d++) if (active.has(shiftDay(start, d))) n += 1;
    return { weekStart: start, days: n };
  });
  return {
    groupId,
    groupName: group.name,
    member: row,
    themes: r.themes,
    subthemes: r.subthemes.map((s) => ({ subtheme: s.subtheme, theme: s.theme, mastery: s.mastery, answered: s.answered })),
    mockExams: exams.get(memberId) ?? [],
    weeks,
    interviews: interviews.map((i): InterviewAppraisalDto => ({ completedAt: i.updatedAt, assessment: appraisal(i.assessment) })),
    assignments: assignments.map(toMemberAssignment),
  };
}

/** POST /api/groups/{id}/assignments: « examen blanc avant le … » or « séance sur le sous-thème … ». */
export async function createAssignment(db: Db, user: Caller, input: AssignmentCreateInput, now = new Date()): Promise<AssignmentDto> {
  await trainedGroup(db, user, input.id);
  const { n } = await db
    .selectFrom('groupAssignments')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('groupId', '=', input.id)
    .executeTakeFirstOrThrow();
  if (Number(n) >= GROUP_LIMITS.assignments) throw appError('CONFLICT', 'groups.too_many_assignments');
  const row = {
    id: randomUUID(),
    groupId: input.id,
    kind: input.kind,
    subtheme: input.kind === 'subtheme' ? (input.subtheme ?? null) : null,
    dueDate: input.kind === 'mock_exam' ? (input.dueDate ?? null) : null,
    createdBy: user.id,
    createdAt: now.toISOString(),
  };
  await db.insertInto('groupAssignments').values(row).execute();
  return { id: row.id, kind: row.kind, subtheme: row.subtheme as Subtheme | null, dueDate: row.dueDate, createdAt: row.createdAt, done: 0 };
}

/**
 * POST /api/groups/{id}/trainers { email }: a trainer of the group adds a co-trainer, who must
 * already be a trainer (an admin's decision) and not a member of the group. Audited.
 */
export async function addTrainer(db: Db, user: Caller, input: TrainerAddInput, now = new Date()): Promise<GroupTrainerDto[]> {
  await trainedGroup(db, user, input.id);
  await db.transaction().execute(async (trx) => {
    const other = await trx.selectFrom('users').select(['id', 'isTrainer']).where('email', '=', input.email).executeTakeFirst();
    // An unknown address and an account that is not a trainer get the same answer.
    if (other?.isTrainer !== 1) throw appError('NOT_FOUND', 'groups.trainer_not_found');
    const seats = await trx.selectFrom('groupTrainers').select('userId').where('groupId', '=', input.id).execute();
    if (seats.some((s) => s.userId === other.id)) throw appError('CONFLICT', 'groups.already_trainer');
    if (seats.length >= GROUP_LIMITS.trainers) throw appError('CONFLICT', 'groups.too_many_trainers');
    const member = await trx.selectFrom('groupMembers').select('userId').where('groupId', '=', input.id).where('userId', '=', other.id).executeTakeFirst();
    if (member) throw appError('CONFLICT', 'groups.trainer_is_member');
    if ((await groupsRunBy(trx, other.id)) >= GROUP_LIMITS.groupsPerTrainer) throw appError('CONFLICT', 'groups.trainer_too_many_groups');
    await trx.insertInto('groupTrainers').values({ groupId: input.id, userId: other.id, addedAt: now.toISOString() }).execute();
    await recordAudit(trx, user, { action: 'group.trainer_add', targetType: 'user', targetId: other.id, details: { groupId: input.id } });
  });
  return trainerSeats(db, input.id);
}

/**
 * DELETE /api/groups/{id}/trainers/{userId}: a trainer of the group removes a co-trainer (or
 * themself). The last trainer stays: a group always has someone to run it. Audited.
 */
export async function removeTrainer(db: Db, user: Caller, groupId: string, trainerId: string): Promise<GroupTrainerDto[]> {
  await trainedGroup(db, user, groupId);
  await db.transaction().execute(async (trx) => {
    const seats = await trx.selectFrom('groupTrainers').select('userId').where('groupId', '=', groupId).execute();
    if (!seats.some((s) => s.userId === trainerId)) throw appError('NOT_FOUND', 'groups.trainer_not_in_group');
    if (seats.length === 1) throw appError('CONFLICT', 'groups.last_trainer');
    await trx.deleteFrom('groupTrainers').where('groupId', '=', groupId).where('userId', '=', trainerId).execute();
    await recordAudit(trx, user, { action: 'group.trainer_remove', targetType: 'user', targetId: trainerId, details: { groupId } });
  });
  return trainerSeats(db, groupId);
}

/** The member's groups for the account export: the consent given and the assignments done. */
export async function exportGroupMemberships(db: Db, userId: string) {
  const [joined, trained] = await Promise.all([
    db
      .selectFrom('groupMembers as m')
      .innerJoin('groups as g', 'g.id', 'm.groupId')
      .select(['g.id', 'g.name', 'm.consentedAt', 'm.shareEmail'])
      .where('m.userId', '=', userId)
      .orderBy('m.consentedAt')
      .execute(),
    db
      .selectFrom('groupTrainers as t')
      .innerJoin('groups as g', 'g.id', 't.groupId')
      .select(['g.id', 'g.name', 'g.examDate', 't.addedAt'])
      .where('t.userId', '=', userId)
      .orderBy('t.addedAt')
      .execute(),
  ]);
  const completions = await db
    .selectFrom('groupAssignmentCompletions as c')
    .innerJoin('groupAssignments as a', 'a.id', 'c.assignmentId')
    .select(['a.groupId', 'a.kind', 'a.subtheme', 'a.dueDate', 'c.completedAt'])
    .where('c.userId', '=', userId)
    .execute();
  return {
    memberOf: joined.map((g) => ({
      groupId: g.id,
      name: g.name,
      consentedAt: g.consentedAt,
      sharedFigures: SHARED_FIGURES,
      shareEmail: g.shareEmail === 1,
      assignmentsDone: completions.filter((c) => c.groupId === g.id).map(({ groupId: _, ...c }) => c),
    })),
    trainerOf: trained.map((g) => ({ groupId: g.id, name: g.name, examDate: g.examDate, since: g.addedAt })),
  };
}

/**
 * Part of deleting an account, inside its transaction: memberships (so no trainer keeps access),
 * assignments' completions and trainer seats. The rows also cascade with the user row.
 */
export async function deleteGroupData(trx: Db, userId: string): Promise<void> {
  await trx.deleteFrom('groupMemberFigures').where('userId', '=', userId).execute();
  await trx.deleteFrom('groupAssignmentCompletions').where('userId', '=', userId).execute();
  await trx.deleteFrom('groupMembers').where('userId', '=', userId).execute();
  await trx.deleteFrom('groupTrainers').where('userId', '=', userId).execute();
}
