// Preparation groups through HTTP, on both doors (docs/groups.md): who may do what, what a trainer
// sees of a member and what never, the audit of each visit, leaving and deleting the account,
// the export, invitation codes, and assignments marked done by practice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExamSessionDto } from '../../shared/schemas/quiz.js';
import type { GroupDetailDto, GroupListDto, GroupMemberDetailDto, GroupTrainerDto, InvitePreviewDto, NewGroupDto } from '../../shared/schemas/groups.js';
import { attemptIds, examReadyBank, playAttempt } from '../../../tests/helpers/quiz-fixtures.js';
import { createTestApp, createUser, request, type TestApp, type TestUser } from '../../../tests/helpers/test-app.js';
import { getQuestionBank } from './question-bank.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { isAdmin: true, hasFullAccess: true });
  await examReadyBank(t.db);
});
afterAll(() => t.close());

const nextId = attemptIds('grp');
let ip = 0;
const freshIp = () => `10.77.${(++ip >> 8) & 255}.${ip & 255}`;

function call(user: TestUser | null, method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: object, headers: Record<string, string> = {}) {
  return request(t.app, { method, url, user, headers: { 'x-forwarded-for': freshIp(), ...headers }, ...(payload ? { payload } : {}) });
}
/** The tRPC door: a query by GET, a mutation by POST. */
function trpc(user: TestUser | null, path: string, input: unknown, kind: 'query' | 'mutation' = 'query') {
  return kind === 'query'
    ? call(user, 'GET', `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`)
    : call(user, 'POST', `/trpc/${path}`, input as object);
}

async function trainer(): Promise<TestUser> {
  const u = await createUser(t.db, { firstName: 'Sophie', lastName: 'Lemoine', hasFullAccess: true });
  expect((await call(admin, 'PATCH', `/api/admin/users/${u.id}`, { isTrainer: true })).statusCode).toBe(200);
  return u;
}

async function newGroup(owner: TestUser, name = 'Association Horizon'): Promise<NewGroupDto> {
  const res = await call(owner, 'POST', '/api/groups', { name, examDate: '2027-03-15' });
  expect(res.statusCode).toBe(201);
  return res.json() as NewGroupDto;
}

async function join(u: TestUser, code: string, shareEmail = false) {
  const res = await call(u, 'POST', '/api/groups/join', { code, consent: true, shareEmail });
  expect(res.statusCode).toBe(200);
}

describe('roles', () => {
  it('an admin makes a member a trainer, audited; only a trainer creates a group', async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    const refused = await call(u, 'POST', '/api/groups', { name: 'Mon groupe' }, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only trainers can create and follow groups.');
    const patched = await call(admin, 'PATCH', `/api/admin/users/${u.id}`, { isTrainer: true });
    expect(patched.json()).toMatchObject({ id: u.id, isTrainer: true });
    const audit = await t.db.selectFrom('auditLog').selectAll().where('targetId', '=', u.id).where('action', '=', 'user.trainer').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.details!)).toMatchObject({ field: 'isTrainer', from: false, to: true });
    const created = await newGroup(u);
    expect(created.inviteCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(created.inviteUrl).toContain(`/groupes/rejoindre/${created.inviteCode}`);
    // Only the code's hash is stored.
    const stored = await t.db.selectFrom('groupInvitations').selectAll().where('groupId', '=', created.id).execute();
    expect(JSON.stringify(stored)).not.toContain(created.inviteCode.replace(/-/g, ''));
    // A non-admin cannot make anyone a trainer.
    expect((await call(u, 'PATCH', `/api/admin/users/${u.id}`, { isTrainer: false })).statusCode).toBe(403);
  });
});

describe('joining is the candidate’s choice', () => {
  it('the consent screen shows who runs the group and what is shared; joining needs the box ticked', async () => {
    const tr = await trainer();
    const g = await newGroup(tr);
    const u = await createUser(t.db);
    const preview = await call(u, 'GET', `/api/groups/invite/${g.inviteCode}`);
    expect(preview.statusCode).toBe(200);
    const p = preview.json() as InvitePreviewDto;
    expect(p).toMatchObject({ groupName: 'Association Horizon', trainers: [{ firstName: 'Sophie', lastName: 'Lemoine' }], alreadyMember: false, optional: ['email'] });
    expect(p.shared).toEqual(['readiness', 'themes', 'mock_exams', 'days_active', 'interview_appraisals']);
    // Lower case, without dashes: the same code.
    expect((await call(u, 'GET', `/api/groups/invite/${g.inviteCode.replace(/-/g, '').toLowerCase()}`)).statusCode).toBe(200);

    const noConsent = await call(u, 'POST', '/api/groups/join', { code: g.inviteCode, consent: false }, { 'accept-language': 'fr' });
    expect(noConsent.statusCode).toBe(400);
    expect(JSON.stringify(noConsent.json())).toContain('Cochez la case de consentement');
    const trpcNoConsent = await trpc(u, 'groups.join', { code: g.inviteCode }, 'mutation');
    expect(trpcNoConsent.statusCode).toBe(400);

    await join(u, g.inviteCode);
    const mine = (await call(u, 'GET', '/api/groups')).json() as GroupListDto;
    expect(mine.isTrainer).toBe(false);
    expect(mine.memberships).toMatchObject([{ groupId: g.id, name: 'Association Horizon', shareEmail: false }]);
    // A trainer does not join their own group as a candidate.
    expect((await call(tr, 'POST', '/api/groups/join', { code: g.inviteCode, consent: true })).statusCode).toBe(409);
  });

  it('an unknown, revoked or expired code is refused alike (404)', async () => {
    const tr = await trainer();
    const g = await newGroup(tr);
    const u = await createUser(t.db);
    expect((await call(u, 'GET', '/api/groups/invite/ABCD-EFGH-JKMN-PQRS')).statusCode).toBe(404);
    expect((await call(u, 'GET', '/api/groups/invite/x')).statusCode).toBe(400);
    expect((await call(tr, 'DELETE', `/api/groups/${g.id}/invitations/${g.invitationId}`)).statusCode).toBe(200);
    expect((await call(u, 'POST', '/api/groups/join', { code: g.inviteCode, consent: true })).statusCode).toBe(404);
    const again = (await call(tr, 'POST', `/api/groups/${g.id}/invitations`)).json() as { inviteCode: string; id: string };
    await t.db.updateTable('groupInvitations').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where('id', '=', again.id).execute();
    expect((await call(u, 'GET', `/api/groups/invite/${again.inviteCode}`)).statusCode).toBe(404);
  });

  it('code lookups are limited per address, whoever asks, and per member, wherever from', async () => {
    const sameIp = { 'x-forwarded-for': '10.99.0.1' };
    let first429 = 0;
    for (let n = 1; n <= 32 && !first429; n++) {
      const u = await createUser(t.db);
      const res = await request(t.app, { method: 'GET', url: '/api/groups/invite/ABCD-EFGH-JKMN-PQRS', user: u, headers: sameIp });
      if (res.statusCode === 429) first429 = n;
    }
    expect(first429).toBe(31);
    const u = await createUser(t.db);
    let memberFirst429 = 0;
    for (let n = 1; n <= 22 && !memberFirst429; n++) {
      const res = await trpc(u, 'groups.join', { code: 'ABCD-EFGH-JKMN-PQRS', consent: true }, 'mutation');
      if (res.statusCode === 429) memberFirst429 = n;
    }
    expect(memberFirst429).toBe(21);
  });
});

describe("the trainer's view", () => {
  it('shows only the consented figures: no answer text, no e-mail unless shared; other trainers get 404 on both doors', async () => {
    const tr = await trainer();
    const g = await newGroup(tr);
    const a = await createUser(t.db, { firstName: 'Amina', hasFullAccess: true });
    const b = await createUser(t.db, { firstName: 'Bilal', hasFullAccess: true });
    await join(a, g.inviteCode, true);
    await join(b, g.inviteCode, false);
    const bank = (await getQuestionBank(t.db)).active;
    await playAttempt(t.app, a, { id: nextId(), type: 'full', questions: bank.slice(0, 25), right: 20 });
    await request(t.app, {
      method: 'POST',
      url: '/api/responses',
      payload: { questionId: bank[30]!.id, userAnswer: 'Texte libre secret de Bilal', timeSpent: 2 },
      user: b,
    });

    const res = await call(tr, 'GET', `/api/groups/${g.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json() as GroupDetailDto;
    expect(res.body).not.toContain('Texte libre secret');
    const rowA = detail.members.find((m) => m.userId === a.id)!;
    const rowB = detail.members.find((m) => m.userId === b.id)!;
    expect(rowA.email).toBe(a.email);
    expect(rowB.email).toBeNull();
    expect(res.body).not.toContain(b.email);
    expect(rowA.answered).toBe(25);
    expect(rowA.expectedScore).not.toBeNull();
    expect(rowA.scoreLow!).toBeLessThanOrEqual(rowA.expectedScore!);
    expect(rowA.scoreHigh!).toBeGreaterThanOrEqual(rowA.expectedScore!);
    expect(rowA.daysActiveThisWeek).toBe(1);
    expect(rowA.weakest.length).toBeGreaterThan(0);
    expect(detail.weakestSubthemes.length).toBeGreaterThan(0);

    // The table reads the figures kept when the quiz was finished; the member's page computes them.
    const page = (await call(tr, 'GET', `/api/groups/${g.id}/members/${a.id}`)).json() as GroupMemberDetailDto;
    expect(page.member).toMatchObject({ expectedScore: rowA.expectedScore, scoreLow: rowA.scoreLow, scoreHigh: rowA.scoreHigh, answered: 25 });
    const kept = await t.db.selectFrom('groupMemberFigures').select('figures').where('userId', '=', a.id).executeTakeFirstOrThrow();
    expect(JSON.parse(kept.figures)).toMatchObject({ expectedScore: rowA.expectedScore, answered: 25 });

    // Another trainer, a member, an admin: the group does not exist for them, on both doors.
    const other = await trainer();
    for (const who of [other, a, admin]) {
      expect((await call(who, 'GET', `/api/groups/${g.id}`)).statusCode).toBe(404);
      expect((await trpc(who, 'groups.get', { id: g.id })).statusCode).toBe(404);
      expect((await call(who, 'GET', `/api/groups/${g.id}/members/${a.id}`)).statusCode).toBe(404);
      expect((await trpc(who, 'groups.member', { id: g.id, userId: a.id })).statusCode).toBe(404);
      expect((await call(who, 'POST', `/api/groups/${g.id}/assignments`, { kind: 'subtheme', subtheme: 'laicite' })).statusCode).toBe(404);
    }
    // A trainer of another group cannot read a member of this one through their own group.
    const og = await newGroup(other, 'Autre groupe');
    expect((await call(other, 'GET', `/api/groups/${og.id}/members/${a.id}`)).statusCode).toBe(404);
    // The trainer flag removed: the groups are out of reach.
    await call(admin, 'PATCH', `/api/admin/users/${other.id}`, { isTrainer: false });
    expect((await call(other, 'GET', `/api/groups/${og.id}`)).statusCode).toBe(404);
  });

  it("audits every visit to a member's page, on both doors, and never shows a transcript", async () => {
    const tr = await trainer();
    const g = await newGroup(tr);
    const a = await createUser(t.db, { hasFullAccess: true });
    await join(a, g.inviteCode);
    const start = await call(a, 'POST', '/api/interview/start', { applicantName: 'Amina' });
    expect(start.statusCode).toBe(200);
    const interviewId = start.json().id as string;
    await call(a, 'POST', `/api/interview/${interviewId}/respond`, { response: 'Je suis arrivée à Lyon en 2012 pour travailler comme infirmière.' });
    await call(a, 'POST', `/api/interview/${interviewId}/end`);

    const rest = await call(tr, 'GET', `/api/groups/${g.id}/members/${a.id}`);
    expect(rest.statusCode).toBe(200);
    const page = rest.json() as GroupMemberDetailDto;
    expect(page.interviews).toHaveLength(1);
    expect(Object.keys(page.interviews[0]!.assessment).sort()).toEqual(['civicKnowledge', 'languageSkills', 'motivation', 'overall', 'republicanValues']);
    expect(rest.body).not.toContain('infirmière');
    expect(page.weeks).toHaveLength(8);
    expect((await trpc(tr, 'groups.member', { id: g.id, userId: a.id })).statusCode).toBe(200);
    const audit = await t.db.selectFrom('auditLog').selectAll().where('action', '=', 'group.member_view').where('targetId', '=', a.id).execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actorId: tr.id, targetType: 'user' });
    expect(JSON.parse(audit[0]!.details!)).toEqual({ groupId: g.id });
  });
});

describe('co-trainers', () => {
  it('a trainer of the group adds a co-trainer by e-mail, audited; the co-trainer sees the group at once', async () => {
    const tr = await trainer();
    const g = await newGroup(tr);
    const co = await trainer();
    const added = await call(tr, 'POST', `/api/groups/${g.id}/trainers`, { email: `  ${co.email.toUpperCase()} ` });
    expect(added.statusCode).toBe(201);
    expect((added.json() as GroupTrainerDto[]).map((s) => s.userId)).toEqual([tr.id, co.id]);
    const audit = await t.db.selectFrom('auditLog').selectAll().where('action', '=', 'group.trainer_add').where('targetId', '=', co.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: tr.id, targetType: 'user' });
    expect(JSON.parse(audit[0]!.details!)).toEqual({ groupId: g.id });
    // The co-trainer runs the group like its creator: the table, the list, the member's page.
    const detail = (await call(co, 'GET', `/api/groups/${g.id}`)).json() as GroupDetailDto;
    expect(detail.trainers.map((s) => s.email)).toEqual([tr.email, co.email]);
    expect(((await call(co, 'GET', '/api/groups')).json() as GroupListDto).trained.map((x) => x.id)).toContain(g.id);
    const a = await createUser(t.db);
    await join(a, g.inviteCode);
    expect((await call(co, 'GET', `/api/groups/${g.id}/members/${a.id}`)).statusCode).toBe(200);
    // The consent screen names both.
    const preview = (await call(a, 'GET', `/api/groups/invite/${g.inviteCode}`)).json() as InvitePreviewDto;
    expect(preview.trainers).toHaveLength(2);
    // The same on the tRPC door: the co-trainer removes the creator; the creator loses access at once.
    const removed = await trpc(co, 'groups.removeTrainer', { id: g.id, userId: tr.id }, 'mutation');
    expect(removed.statusCode).toBe(200);
    expect((await call(tr, 'GET', `/api/groups/${g.id}`)).statusCode).toBe(404);
    const removal = await t.db.selectFrom('auditLog').selectAll().where('action', '=', 'group.trainer_remove').where('targetId', '=', tr.id).execute();
    expect(removal).toMatchObject([{ actorId: co.id }]);
    // The last trainer stays.
    const last = await call(co, 'DELETE', `/api/groups/${g.id}/trainers/${co.id}`, undefined, { 'accept-language': 'en' });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('A group keeps at least one trainer.');
  });

  it('only a trainer of the group adds or removes one, on both doors; wrong people are refused with a translated message', async () => {
    const tr = await trainer();
    const g = await newGroup(tr);
    const co = await trainer();
    const member = await createUser(t.db);
    await join(member, g.inviteCode);
    const outsider = await trainer();
    await newGroup(outsider, 'Autre groupe');
    // Another trainer, a member of the group, an admin: the group does not exist for them (404).
    for (const who of [outsider, member, admin]) {
      expect((await call(who, 'POST', `/api/groups/${g.id}/trainers`, { email: co.email })).statusCode).toBe(404);
      expect((await trpc(who, 'groups.addTrainer', { id: g.id, email: co.email }, 'mutation')).statusCode).toBe(404);
      expect((await call(who, 'DELETE', `/api/groups/${g.id}/trainers/${tr.id}`)).statusCode).toBe(404);
      expect((await trpc(who, 'groups.removeTrainer', { id: g.id, userId: tr.id }, 'mutation')).statusCode).toBe(404);
    }
    // No visitor.
    expect((await call(null, 'POST', `/api/groups/${g.id}/trainers`, { email: co.email })).statusCode).toBe(401);
    expect((await t.db.selectFrom('groupTrainers').select('userId').where('groupId', '=', g.id).execute()).map((r) => r.userId)).toEqual([tr.id]);

    // Unknown address and a member who is not a trainer: the same 404 and message.
    const plain = await createUser(t.db);
    const unknown = await call(tr, 'POST', `/api/groups/${g.id}/trainers`, { email: 'personne@example.fr' }, { 'accept-language': 'ar' });
    const notTrainer = await call(tr, 'POST', `/api/groups/${g.id}/trainers`, { email: plain.email }, { 'accept-language': 'ar' });
    expect(unknown.statusCode).toBe(404);
    expect(notTrainer.statusCode).toBe(404);
    expect(notTrainer.json().message).toBe(unknown.json().message);
    expect(unknown.json().message).toContain('مدرّب');
    // A bad address: 400, translated.
    const bad = await call(tr, 'POST', `/api/groups/${g.id}/trainers`, { email: 'pas-une-adresse' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toContain('Invalid');
    expect((await trpc(tr, 'groups.addTrainer', { id: g.id, email: 42 }, 'mutation')).statusCode).toBe(400);
    // Already in, a member of the group (made a trainer since): 409.
    expect((await call(tr, 'POST', `/api/groups/${g.id}/trainers`, { email: tr.email })).statusCode).toBe(409);
    await call(admin, 'PATCH', `/api/admin/users/${member.id}`, { isTrainer: true });
    const asMember = await call(tr, 'POST', `/api/groups/${g.id}/trainers`, { email: member.email }, { 'accept-language': 'fr' });
    expect(asMember.statusCode).toBe(409);
    expect(asMember.json().message).toContain('membre du groupe');
    // Removing someone who does not run the group: 404.
    expect((await call(tr, 'DELETE', `/api/groups/${g.id}/trainers/${outsider.id}`)).statusCode).toBe(404);
    // Nothing of the refusals reached the audit log.
    const audit = await t.db.selectFrom('auditLog').select('id').where('action', 'in', ['group.trainer_add', 'group.trainer_remove']).where('actorId', 'in', [tr.id, outsider.id, member.id, admin.id]).execute();
    expect(audit).toEqual([]);
  });
  it('adding and removing co-trainers is limited per member, one counter for both doors (issue 41)', async () => {
    const tr = await trainer();
    const g = await newGroup(tr);
    // Probing addresses: every try counts, found or not, from any address, on either door.
    for (let n = 1; n <= 20; n++) {
      const res =
        n % 2
          ? await call(tr, 'POST', `/api/groups/${g.id}/trainers`, { email: `sonde-${n}@example.fr` })
          : await trpc(tr, 'groups.addTrainer', { id: g.id, email: `sonde-${n}@example.fr` }, 'mutation');
      expect(res.statusCode, `try ${n}`).toBe(404);
    }
    const restRefused = await call(tr, 'POST', `/api/groups/${g.id}/trainers`, { email: 'sonde-21@example.fr' }, { 'accept-language': 'en' });
    expect(restRefused.statusCode).toBe(429);
    expect(Number(restRefused.headers['retry-after'])).toBeGreaterThan(0);
    expect(restRefused.json().message).toBe("Too many changes to the group's trainers. Try again in an hour.");
    const trpcRefused = await trpc(tr, 'groups.addTrainer', { id: g.id, email: 'sonde-22@example.fr' }, 'mutation');
    expect(trpcRefused.statusCode).toBe(429);
    expect(Number(trpcRefused.headers['retry-after'])).toBeGreaterThan(0);
    expect(trpcRefused.json().error.message).toContain('formateurs du groupe');
    // Arabic too.
    const ar = await call(tr, 'POST', `/api/groups/${g.id}/trainers`, { email: 'sonde-23@example.fr' }, { 'accept-language': 'ar' });
    expect(ar.json().message).toContain('مدرّبي المجموعة');
    // Another trainer is not held back by it.
    const other = await trainer();
    const og = await newGroup(other, 'Autre groupe');
    expect((await call(other, 'POST', `/api/groups/${og.id}/trainers`, { email: tr.email })).statusCode).toBe(201);

    // Removal has its own counter, as bounded.
    const stranger = await createUser(t.db);
    for (let n = 1; n <= 20; n++) {
      const res =
        n % 2
          ? await call(other, 'DELETE', `/api/groups/${og.id}/trainers/${stranger.id}`)
          : await trpc(other, 'groups.removeTrainer', { id: og.id, userId: stranger.id }, 'mutation');
      expect(res.statusCode, `removal ${n}`).toBe(404);
    }
    const removal = await trpc(other, 'groups.removeTrainer', { id: og.id, userId: tr.id }, 'mutation');
    expect(removal.statusCode).toBe(429);
    expect(Number(removal.headers['retry-after'])).toBeGreaterThan(0);
    const restRemoval = await call(other, 'DELETE', `/api/groups/${og.id}/trainers/${tr.id}`);
    expect(restRemoval.statusCode).toBe(429);
    expect(Number(restRemoval.headers['retry-after'])).toBeGreaterThan(0);
    // The refused removal changed nothing.
    expect((await t.db.selectFrom('groupTrainers').select('userId').where('groupId', '=', og.id).execute()).map((r) => r.userId).sort()).toEqual([other.id, tr.id].sort());
  });
});

describe('leaving and deleting', () => {
  it('leaving ends the trainer’s access at once', async () => {
    const tr = await trainer();
    const g = await newGroup(tr);
    const a = await createUser(t.db);
    await join(a, g.inviteCode);
    expect((await call(tr, 'GET', `/api/groups/${g.id}/members/${a.id}`)).statusCode).toBe(200);
    expect((await trpc(a, 'groups.leave', { id: g.id }, 'mutation')).statusCode).toBe(200);
    expect((await call(tr, 'GET', `/api/groups/${g.id}/members/${a.id}`)).statusCode).toBe(404);
    expect(((await call(tr, 'GET', `/api/groups/${g.id}`)).json() as GroupDetailDto).members).toEqual([]);
    expect((await call(a, 'DELETE', `/api/groups/${g.id}/membership`)).statusCode).toBe(404);
  });

  it('the export lists memberships; deleting the account removes them in the same transaction', async () => {
    const tr = await trainer();
    const g = await newGroup(tr);
    const a = await createUser(t.db, { password: 'mot-de-passe-solide' });
    await join(a, g.inviteCode, true);
    const exported = await call(a, 'GET', '/api/account/export');
    expect(exported.statusCode).toBe(200);
    expect(JSON.parse(exported.body).groups.memberOf).toMatchObject([{ groupId: g.id, name: 'Association Horizon', shareEmail: true }]);
    const deleted = await call(a, 'DELETE', '/api/account', { password: 'mot-de-passe-solide', confirmation: 'SUPPRIMER' });
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.selectFrom('groupMembers').selectAll().where('userId', '=', a.id).execute()).toEqual([]);
    expect((await call(tr, 'GET', `/api/groups/${g.id}/members/${a.id}`)).statusCode).toBe(404);
  });
});

describe('assignments', () => {
  it('appear on the member’s list and are marked done by a mock exam or a session on the subtheme', async () => {
    const tr = await trainer();
    const g = await newGroup(tr);
    const a = await createUser(t.db, { hasFullAccess: true });
    await join(a, g.inviteCode);
    const exam = await call(tr, 'POST', `/api/groups/${g.id}/assignments`, { kind: 'mock_exam', dueDate: '2027-01-10' });
    expect(exam.statusCode).toBe(201);
    const session = await trpc(tr, 'groups.assign', { id: g.id, kind: 'subtheme', subtheme: 'laicite' }, 'mutation');
    expect(session.statusCode).toBe(200);
    expect((await call(tr, 'POST', `/api/groups/${g.id}/assignments`, { kind: 'subtheme' })).statusCode).toBe(400);

    const open = ((await call(a, 'GET', '/api/groups')).json() as GroupListDto).memberships[0]!.assignments;
    expect(open.map((x) => [x.kind, x.completedAt])).toEqual(
      expect.arrayContaining([
        ['mock_exam', null],
        ['subtheme', null],
      ]),
    );

    const laicite = (await getQuestionBank(t.db)).active.filter((q) => q.subtheme === 'laicite').slice(0, 5);
    await playAttempt(t.app, a, { id: nextId(), type: 'full', questions: laicite, right: 3 });
    const start = (await call(a, 'POST', '/api/questions/exam', {})).json() as ExamSessionDto;
    const byId = (await getQuestionBank(t.db)).byId;
    await call(a, 'POST', '/api/responses', { questionId: start.questions[0]!.id, userAnswer: byId.get(start.questions[0]!.id)!.correctAnswer, attemptId: start.attemptId });
    expect((await call(a, 'PATCH', `/api/attempts/${start.attemptId}`, { isCompleted: true })).statusCode).toBe(200);

    const done = ((await call(a, 'GET', '/api/groups')).json() as GroupListDto).memberships[0]!.assignments;
    expect(done.every((x) => x.completedAt !== null)).toBe(true);
    const detail = (await call(tr, 'GET', `/api/groups/${g.id}`)).json() as GroupDetailDto;
    expect(detail.assignments.map((x) => x.done)).toEqual([1, 1]);
    expect(detail.members[0]!.assignmentsDone).toBe(2);
    expect(detail.members[0]!.mockExams).toHaveLength(1);
  });
});
