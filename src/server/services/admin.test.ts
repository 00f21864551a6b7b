// The admin panel through HTTP (REST and tRPC) on a real, migrated and seeded database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, request, type TestApp, type TestUser } from '../../../tests/helpers/test-app.js';
import { seedQuestions } from '../../../db/seeds/seed-questions.js';
import { ALL_QUESTIONS } from '../../../db/seeds/content/questions/index.js';
import type { AdminQuestionDetailDto, AdminStatsDto, AuditLogPageDto } from '../../shared/schemas/admin.js';
import { getQuestionBank } from './question-bank.js';

let t: TestApp;
let admin: TestUser;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { isAdmin: true, hasFullAccess: true, email: 'chef@example.fr' });
  user = await createUser(t.db, { firstName: 'Lina' });
});
afterAll(() => t.close());

let ipSeq = 0;
const freshIp = () => ({ 'x-forwarded-for': `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}` });

const get = (url: string, as: TestUser | null = admin) => request(t.app, { method: 'GET', url, user: as });
const patch = (url: string, payload: unknown, as: TestUser | null = admin) => request(t.app, { method: 'PATCH', url, payload: payload as object, user: as });
const trpcQuery = (path: string, input?: unknown, as: TestUser | null = admin) =>
  request(t.app, { method: 'GET', url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, user: as });
const trpcMutation = (path: string, input: unknown, as: TestUser | null = admin) =>
  request(t.app, { method: 'POST', url: `/trpc/${path}`, payload: input as object, user: as });

async function stats(): Promise<AdminStatsDto> {
  const res = await get('/api/admin/stats');
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function auditLog(query = ''): Promise<AuditLogPageDto> {
  const res = await get(`/api/admin/audit-log${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function questionRow(id: string) {
  return t.db.selectFrom('questions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function submitStory(name: string): Promise<number> {
  const res = await request(t.app, {
    method: 'POST',
    url: '/api/success-stories',
    headers: freshIp(),
    payload: {
      name,
      city: 'Lyon',
      region: 'Auvergne-Rhône-Alpes',
      originalCountry: 'Maroc',
      naturalizationDate: 'mars 2025',
      story: "J'ai révisé tous les jours avec les quiz et l'entretien simulé, et tout s'est bien passé.",
    },
  });
  expect(res.statusCode).toBeLessThan(300);
  return res.json().id;
}

async function sendContact(subject: string, from: { email?: string; category?: string } = {}): Promise<number> {
  const res = await request(t.app, {
    method: 'POST',
    url: '/api/contact',
    headers: freshIp(),
    payload: { name: 'Karim', email: from.email ?? 'karim@example.fr', category: from.category ?? 'question', subject, message: 'Bonjour, une question sur le quiz.' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

describe('who may use the admin paths', () => {
  const REST: [string, string, unknown?][] = [
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/questions'],
    ['PATCH', '/api/admin/questions/hist-001', { difficulty: 2 }],
    ['GET', '/api/admin/users'],
    ['PATCH', '/api/admin/users/SELF', { hasFullAccess: true }],
    ['GET', '/api/admin/contact-messages'],
    ['PATCH', '/api/admin/contact-messages/MSG', { handled: false }],
    ['GET', '/api/admin/audit-log'],
    ['GET', '/api/admin/success-stories?status=pending'],
    ['PATCH', '/api/admin/success-stories/STORY', { status: 'pending' }],
  ];

  it('REST: a visitor gets 401, a user 403, an admin 200, on every path', async () => {
    const msg = await sendContact('Matrice');
    const story = await submitStory('Matrix');
    const before = await t.db.selectFrom('users').select(['id', 'hasFullAccess']).where('id', '=', user.id).executeTakeFirstOrThrow();
    for (const [method, rawUrl, payload] of REST) {
      const url = rawUrl.replace('SELF', admin.id).replace('MSG', String(msg)).replace('STORY', String(story));
      const opts = { method: method as 'GET' | 'PATCH', url, ...(payload ? { payload: payload as object } : {}) };
      const visitor = await request(t.app, { ...opts, user: null });
      expect(visitor.statusCode, `${method} ${url} visitor`).toBe(401);
      expect(visitor.json().message).toBe('Connectez-vous pour accéder à cette page.');
      const member = await request(t.app, { ...opts, user });
      expect(member.statusCode, `${method} ${url} user`).toBe(403);
      const boss = await request(t.app, { ...opts, user: admin });
      expect(boss.statusCode, `${method} ${url} admin`).toBe(200);
    }
    // The refused calls changed nothing.
    const after = await t.db.selectFrom('users').select(['id', 'hasFullAccess']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('REST: a non-admin is refused before the body is read (bad JSON still gives 401/403)', async () => {
    const opts = { method: 'PATCH' as const, url: '/api/admin/questions/hist-001', payload: '{oops', headers: { 'content-type': 'application/json' } };
    expect((await request(t.app, { ...opts, user: null })).statusCode).toBe(401);
    expect((await request(t.app, { ...opts, user })).statusCode).toBe(403);
    expect((await request(t.app, { ...opts, user: admin })).statusCode).toBe(400);
  });

  it('tRPC: the same matrix on every admin procedure', async () => {
    const queries: [string, unknown?][] = [
      ['admin.stats'],
      ['admin.questions.list'],
      ['admin.users.list'],
      ['admin.contactMessages.list', { status: 'all' }],
      ['admin.auditLog.list', { page: 1 }],
      ['admin.stories.list', { status: 'pending' }],
    ];
    for (const [path, input] of queries) {
      expect((await trpcQuery(path, input, null)).statusCode, path).toBe(401);
      expect((await trpcQuery(path, input, user)).statusCode, path).toBe(403);
      expect((await trpcQuery(path, input, admin)).statusCode, path).toBe(200);
    }
    const msg = await sendContact('tRPC');
    const mutations: [string, unknown][] = [
      ['admin.questions.update', { id: 'hist-002', difficulty: 3 }],
      ['admin.users.update', { id: admin.id, hasFullAccess: true }],
      ['admin.contactMessages.update', { id: msg, handled: false }],
      ['admin.stories.moderate', { id: await submitStory('Trpc'), status: 'pending' }],
    ];
    for (const [path, input] of mutations) {
      expect((await trpcMutation(path, input, null)).statusCode, path).toBe(401);
      expect((await trpcMutation(path, input, user)).statusCode, path).toBe(403);
      expect((await trpcMutation(path, input, admin)).statusCode, path).toBe(200);
    }
  });
});

describe('counters', () => {
  it('equal the tables, and move by exactly the known changes', async () => {
    const s0 = await stats();
    const count = async (table: 'users' | 'questions' | 'attempts' | 'responses') =>
      Number((await t.db.selectFrom(table).select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(s0.totalUsers).toBe(await count('users'));
    expect(s0.totalQuestions).toBe(await count('questions'));
    expect(s0.totalQuestions).toBeGreaterThanOrEqual(335);
    expect(s0.totalAttempts).toBe(await count('attempts'));
    expect(s0.totalResponses).toBe(await count('responses'));

    // Two new users, one with full access.
    await createUser(t.db);
    const full = await createUser(t.db, { hasFullAccess: true });
    // One attempt with three answers, through the quiz's own endpoints.
    const attemptId = `attempt_${Date.now()}_admintest1`;
    const created = await request(t.app, { method: 'POST', url: '/api/attempts', user: full, payload: { id: attemptId, type: 'full', totalQuestions: 3 } });
    expect(created.statusCode).toBeLessThan(300);
    const bank = await getQuestionBank(t.db);
    for (const q of bank.active.slice(0, 3)) {
      const r = await request(t.app, {
        method: 'POST',
        url: '/api/responses',
        user: full,
        payload: { questionId: q.id, userAnswer: q.correctAnswer, timeSpent: 5, attemptId },
      });
      expect(r.statusCode).toBe(201);
    }
    // One question switched off.
    const off = bank.active[10]!.id;
    expect((await patch(`/api/admin/questions/${off}`, { isActive: false })).statusCode).toBe(200);
    // One user given full access.
    expect((await patch(`/api/admin/users/${user.id}`, { hasFullAccess: true })).statusCode).toBe(200);

    const s1 = await stats();
    expect(s1.totalUsers).toBe(s0.totalUsers + 2);
    expect(s1.usersWithFullAccess).toBe(s0.usersWithFullAccess + 2);
    expect(s1.totalAttempts).toBe(s0.totalAttempts + 1);
    expect(s1.totalResponses).toBe(s0.totalResponses + 3);
    expect(s1.totalQuestions).toBe(s0.totalQuestions);
    expect(s1.activeQuestions).toBe(s0.activeQuestions - 1);

    // Back on; and the tRPC twin answers the same figures.
    expect((await patch(`/api/admin/questions/${off}`, { isActive: true })).statusCode).toBe(200);
    expect((await patch(`/api/admin/users/${user.id}`, { hasFullAccess: false })).statusCode).toBe(200);
    const twin = (await trpcQuery('admin.stats')).json().result.data as AdminStatsDto;
    expect(twin).toEqual({ ...s1, activeQuestions: s0.activeQuestions, usersWithFullAccess: s1.usersWithFullAccess - 1 });
  });

  it('count pending stories and unhandled messages', async () => {
    const s0 = await stats();
    const story = await submitStory('Compteur');
    const msg = await sendContact('Compteur');
    const s1 = await stats();
    expect(s1.pendingStories).toBe(s0.pendingStories + 1);
    expect(s1.unhandledMessages).toBe(s0.unhandledMessages + 1);
    expect((await patch(`/api/admin/success-stories/${story}`, { status: 'rejected' })).statusCode).toBe(200);
    expect((await patch(`/api/admin/contact-messages/${msg}`, { handled: true })).statusCode).toBe(200);
    const s2 = await stats();
    expect(s2.pendingStories).toBe(s0.pendingStories);
    expect(s2.unhandledMessages).toBe(s0.unhandledMessages);
  });
});

describe('questions', () => {
  it('lists every question as a full object, inactive ones included', async () => {
    await patch('/api/admin/questions/geo-001', { isActive: false });
    const res = await get('/api/admin/questions?q=geo-001');
    const page = res.json() as { items: AdminQuestionDetailDto[]; total: number; all: number; active: number };
    const bank = Number((await t.db.selectFrom('questions').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(page.all).toBe(bank);
    expect(page.active).toBe(bank - 1);
    const q = page.items.find((x) => x.id === 'geo-001')!;
    expect(q.isActive).toBe(false);
    for (const key of ['content', 'contentEn', 'options', 'optionsEn', 'correctAnswer', 'explanation', 'category', 'theme', 'subtheme', 'difficulty', 'source', 'type']) {
      expect(q, key).toHaveProperty(key);
    }
    expect(q.options).toContain(q.correctAnswer);
    await patch('/api/admin/questions/geo-001', { isActive: true });
  });

  it('refuses invalid edits with 400 and the field, and changes nothing', async () => {
    const id = 'inst-001';
    const before = await questionRow(id);
    const opts = JSON.parse(before.options) as string[];
    const cases: [unknown, string][] = [
      [{ correctAnswer: 'Une réponse qui n’est pas proposée' }, 'correctAnswer'],
      [{ options: ['Seule option'] }, 'options'],
      [{ options: [opts[0], opts[0], opts[1], opts[2]], correctAnswer: opts[0] }, 'options.1'],
      [{ options: [...opts, 'Cinquième'] }, 'optionsEn'],
      [{ difficulty: 0 }, 'difficulty'],
      [{ difficulty: 6 }, 'difficulty'],
      [{ difficulty: 2.5 }, 'difficulty'],
      [{ category: 'sport' }, 'category'],
      [{ theme: 'societe' }, 'subtheme'],
      [{ subtheme: 'soins' }, 'subtheme'],
      [{ content: '   ' }, 'content'],
      [{ explanation: '' }, 'explanation'],
      [{ isActive: 'non' }, 'isActive'],
      [{}, ''],
    ];
    for (const [payload, path] of cases) {
      const res = await patch(`/api/admin/questions/${id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json();
      expect(body.errors.map((e: { path: string }) => e.path), JSON.stringify(payload)).toContain(path);
    }
    const answer = await patch(`/api/admin/questions/${id}`, { correctAnswer: 'Pas une option' });
    expect(answer.json().message).toBe("La bonne réponse doit être l'une des options proposées.");
    const english = await request(t.app, { method: 'PATCH', url: `/api/admin/questions/${id}`, payload: { correctAnswer: 'Nope' }, user: admin, headers: { 'x-product-language': 'en' } });
    expect(english.json().message).toBe('The correct answer must be one of the options.');
    expect(await questionRow(id)).toEqual(before);
    expect((await patch('/api/admin/questions/nope-999', { difficulty: 2 })).statusCode).toBe(404);
    // tRPC: the same rules.
    const viaTrpc = await trpcMutation('admin.questions.update', { id, correctAnswer: 'Pas une option' });
    expect(viaTrpc.statusCode).toBe(400);
    expect(viaTrpc.json().error.data.errors[0].path).toBe('correctAnswer');
  });

  it('saves a valid edit, the next draw sees it at once, and the seed does not overwrite it', async () => {
    const id = 'hist-001';
    const before = await questionRow(id);
    await getQuestionBank(t.db); // the bank is loaded (cached) before the edit
    const options = ['Le 14 juillet', 'Le 8 mai', 'Le 11 novembre', 'Le 1er janvier'];
    const optionsEn = ['14 July', '8 May', '11 November', '1 January'];
    const res = await patch(`/api/admin/questions/${id}`, {
      text: 'Quelle est la date de la fête nationale ?',
      options,
      optionsEn,
      answer: 'Le 14 juillet',
      explanation: 'La fête nationale est fixée au 14 juillet par la loi du 6 juillet 1880.',
      difficulty: 2,
    });
    expect(res.statusCode).toBe(200);
    const dto = res.json() as AdminQuestionDetailDto;
    expect(dto.content).toBe('Quelle est la date de la fête nationale ?');
    expect(dto.options).toEqual(options);
    expect(dto.correctAnswer).toBe('Le 14 juillet');
    expect(dto.difficulty).toBe(2);
    expect(dto.adminEditedAt).not.toBeNull();
    // The in-memory bank (quiz, exam, demo draws) has the new version.
    const bank = await getQuestionBank(t.db);
    expect(bank.byId.get(id)?.content).toBe('Quelle est la date de la fête nationale ?');
    expect(bank.byId.get(id)?.options).toEqual(options);
    // A restart re-runs the seed: the admin's version stays.
    await seedQuestions(t.db, ALL_QUESTIONS);
    const after = await questionRow(id);
    expect(after.content).toBe('Quelle est la date de la fête nationale ?');
    expect(JSON.parse(after.options)).toEqual(options);
    expect(after.content).not.toBe(before.content);
    // …while an untouched question changed in the files is still updated by the seed.
    await t.db.updateTable('questions').set({ content: 'Texte périmé' }).where('id', '=', 'hist-003').execute();
    await seedQuestions(t.db, ALL_QUESTIONS);
    expect((await questionRow('hist-003')).content).not.toBe('Texte périmé');
  });

  it('switching a question off takes it out of the draws at once, and back on', async () => {
    const id = 'cult-002';
    await getQuestionBank(t.db);
    const off = await trpcMutation('admin.questions.update', { id, isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().result.data.isActive).toBe(false);
    expect((await getQuestionBank(t.db)).byId.has(id)).toBe(false);
    expect((await questionRow(id)).adminEditedAt).toBeNull(); // a toggle is not a content edit
    // The draw for a member never returns it.
    const drawn = await request(t.app, { method: 'GET', url: '/api/questions?category=culture&limit=50', user: admin });
    expect(drawn.statusCode).toBe(200);
    expect((drawn.json() as { id: string }[]).some((q) => q.id === id)).toBe(false);
    await patch(`/api/admin/questions/${id}`, { active: true });
    expect((await getQuestionBank(t.db)).byId.has(id)).toBe(true);
  });

  it('writes every edit and toggle to the audit log, with what changed', async () => {
    await patch('/api/admin/questions/geo-002', { difficulty: 5 });
    await patch('/api/admin/questions/geo-002', { isActive: false });
    const log = await auditLog('?pageSize=2');
    const [toggle, edit] = log.items;
    expect(toggle).toMatchObject({ action: 'question.toggle', targetType: 'question', targetId: 'geo-002', actorEmail: 'chef@example.fr', actorId: admin.id });
    expect(toggle!.details).toEqual({ field: 'isActive', from: true, to: false });
    expect(edit).toMatchObject({ action: 'question.edit', targetId: 'geo-002' });
    expect(edit!.details).toMatchObject({ fields: ['difficulty'], changes: { difficulty: { to: 5 } } });
    expect(toggle!.targetLabel).toBe((await questionRow('geo-002')).content.slice(0, 90));
    // No change, no entry.
    const total = log.total;
    await patch('/api/admin/questions/geo-002', { isActive: false, difficulty: 5 });
    expect((await auditLog()).total).toBe(total);
    await patch('/api/admin/questions/geo-002', { isActive: true });
  });
});

describe('users', () => {
  it('lists users without any secret, newest first', async () => {
    const res = await get('/api/admin/users');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/passwordHash|password_hash|googleId|\$argon2/);
    const page = res.json() as { items: { id: string; email: string; createdAt: string; isAdmin: boolean; hasFullAccess: boolean }[]; total: number };
    expect(page.total).toBe(Number((await t.db.selectFrom('users').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n));
    const list = (await get('/api/admin/users?pageSize=100')).json().items as typeof page.items;
    const dates = list.map((u) => u.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const me = list.find((u) => u.id === admin.id)!;
    expect(me).toMatchObject({ email: 'chef@example.fr', isAdmin: true, hasFullAccess: true, firstName: 'Amina', lastName: 'Diallo' });
  });

  it('grants and removes full access and the admin role, audited; the user sees it', async () => {
    const target = await createUser(t.db, { email: 'cible@example.fr' });
    const granted = await patch(`/api/admin/users/${target.id}`, { hasFullAccess: true });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ id: target.id, hasFullAccess: true, isAdmin: false });
    const me = await get('/api/auth/user', target);
    expect(me.json()).toMatchObject({ hasFullAccess: true });
    // Made admin: the admin paths open for them.
    expect((await get('/api/admin/stats', target)).statusCode).toBe(403);
    expect((await patch(`/api/admin/users/${target.id}`, { isAdmin: true })).statusCode).toBe(200);
    expect((await get('/api/admin/stats', target)).statusCode).toBe(200);
    // They can take it back from someone else, not from themselves.
    expect((await patch(`/api/admin/users/${target.id}`, { isAdmin: false }, target)).statusCode).toBe(409);
    expect((await patch(`/api/admin/users/${target.id}`, { isAdmin: false })).statusCode).toBe(200);
    expect((await get('/api/admin/stats', target)).statusCode).toBe(403);

    const log = await auditLog('?pageSize=3');
    expect(log.items.map((e) => [e.action, e.details?.to])).toEqual([
      ['user.role', false],
      ['user.role', true],
      ['user.access', true],
    ]);
    for (const e of log.items) {
      expect(e).toMatchObject({ targetType: 'user', targetId: target.id, targetLabel: 'cible@example.fr', actorEmail: 'chef@example.fr' });
    }
  });

  it('refuses to remove one’s own admin role (409, clear message), REST and tRPC', async () => {
    const total = (await auditLog()).total;
    const res = await patch(`/api/admin/users/${admin.id}`, { isAdmin: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Vous ne pouvez pas retirer votre propre rôle d'administrateur.");
    const twin = await trpcMutation('admin.users.update', { id: admin.id, isAdmin: false, hasFullAccess: false });
    expect(twin.statusCode).toBe(409);
    const row = await t.db.selectFrom('users').select(['isAdmin', 'hasFullAccess']).where('id', '=', admin.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ isAdmin: 1, hasFullAccess: 1 });
    expect((await auditLog()).total).toBe(total);
  });

  it('validates the edit: unknown user 404, nothing to change or wrong types 400', async () => {
    expect((await patch('/api/admin/users/nobody', { hasFullAccess: true })).statusCode).toBe(404);
    expect((await patch(`/api/admin/users/${user.id}`, {})).statusCode).toBe(400);
    expect((await patch(`/api/admin/users/${user.id}`, { hasFullAccess: 'oui' })).statusCode).toBe(400);
    expect((await patch(`/api/admin/users/${user.id}`, { isAdmin: 1 })).statusCode).toBe(400);
  });
});

describe('contact inbox', () => {
  it('lists messages newest first, filters them and marks them handled (audited)', async () => {
    const first = await sendContact('Premier message');
    const second = await sendContact('Second message');
    // Same-millisecond inserts are ordered by id.
    const list = (await get('/api/admin/contact-messages')).json().items as { id: number; subject: string; handled: boolean; createdAt: string }[];
    const ids = list.map((m) => m.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(list.find((m) => m.id === first)).toMatchObject({ subject: 'Premier message', handled: false, email: 'karim@example.fr', category: 'question' });

    const done = await patch(`/api/admin/contact-messages/${first}`, { handled: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: first, handled: true });
    const open = (await get('/api/admin/contact-messages?status=open')).json().items as { id: number }[];
    expect(open.some((m) => m.id === first)).toBe(false);
    expect(open.some((m) => m.id === second)).toBe(true);
    const handled = (await get('/api/admin/contact-messages?status=handled')).json().items as { id: number }[];
    expect(handled.some((m) => m.id === first)).toBe(true);

    const [entry] = (await auditLog('?pageSize=1')).items;
    expect(entry).toMatchObject({ action: 'contact.handled', targetType: 'contact_message', targetId: String(first), targetLabel: 'Premier message' });
    expect(entry!.details).toMatchObject({ from: false, to: true });

    expect((await patch('/api/admin/contact-messages/999999', { handled: true })).statusCode).toBe(404);
    expect((await patch(`/api/admin/contact-messages/${first}`, { handled: 'yes' })).statusCode).toBe(400);
    expect((await get('/api/admin/contact-messages?status=lu')).statusCode).toBe(400);
  });

  it("names the account of the sender's address, so the reset-link tool is one click from the message", async () => {
    const locked = await sendContact('Je ne peux plus me connecter', { email: user.email.toUpperCase(), category: 'account' });
    const stranger = await sendContact('Sans compte', { email: 'personne@example.fr', category: 'account' });
    const items = (await get('/api/admin/contact-messages?pageSize=50')).json().items as { id: number; accountId: string | null }[];
    expect(items.find((m) => m.id === locked)?.accountId).toBe(user.id);
    expect(items.find((m) => m.id === stranger)?.accountId).toBeNull();
    const viaTrpc = await request(t.app, {
      method: 'GET',
      url: `/trpc/admin.contactMessages.list?input=${encodeURIComponent(JSON.stringify({ status: 'all', page: 1, pageSize: 50 }))}`,
      user: admin,
    });
    expect((viaTrpc.json().result.data.items as { id: number; accountId: string | null }[]).find((m) => m.id === locked)?.accountId).toBe(user.id);
  });
});

describe('audit log', () => {
  it('records story moderation too, newest first, and pages through', async () => {
    const story = await submitStory('Samira');
    expect((await patch(`/api/admin/success-stories/${story}`, { status: 'published' })).statusCode).toBe(200);
    const [entry] = (await auditLog('?pageSize=1')).items;
    expect(entry).toMatchObject({ action: 'story.moderate', targetType: 'success_story', targetId: String(story), targetLabel: 'Samira (Lyon)' });
    expect(entry!.details).toEqual({ from: 'pending', to: 'published' });

    const all = await auditLog('?pageSize=100');
    expect(all.total).toBe(Number((await t.db.selectFrom('auditLog').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n));
    expect(all.total).toBeGreaterThan(6);
    const ids = all.items.map((e) => e.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const page2 = await auditLog('?page=2&pageSize=3');
    expect(page2).toMatchObject({ page: 2, pageSize: 3, total: all.total });
    expect(page2.items.map((e) => e.id)).toEqual(ids.slice(3, 6));
    const twin = (await trpcQuery('admin.auditLog.list', { page: 2, pageSize: 3 })).json().result.data as AuditLogPageDto;
    expect(twin.items.map((e) => e.id)).toEqual(ids.slice(3, 6));
    expect((await get('/api/admin/audit-log?pageSize=1000')).statusCode).toBe(400);
    expect((await get('/api/admin/audit-log?page=0')).statusCode).toBe(400);
  });
});
