// Every list comes a page at a time with a capped page size, on both doors; the admin users
// search runs in the database and takes %, _ and \ literally.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, request, type TestApp, type TestUser } from '../../../tests/helpers/test-app.js';
import { PAGE_SIZE_MAX } from '../../shared/schemas/pagination.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { isAdmin: true, email: 'pages-admin@example.fr' });
});
afterAll(() => t.close());

const get = (url: string, user: TestUser = admin) => request(t.app, { method: 'GET', url, user });
const trpcGet = (path: string, input: unknown, user: TestUser = admin) =>
  request(t.app, { method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, user });

describe('admin users', () => {
  beforeAll(async () => {
    for (let i = 0; i < 7; i++) await createUser(t.db, { email: `pagetest${i}@example.fr`, firstName: `Pagetest${i}`, lastName: 'Liste' });
    await createUser(t.db, { email: 'cent%pour_cent@example.fr', firstName: 'Joker', lastName: 'Percent' });
    await createUser(t.db, { email: 'centXpourYcent@example.fr', firstName: 'Plain', lastName: 'Letters' });
  });

  it('pages newest first with the total, and caps the page size', async () => {
    const first = (await get('/api/admin/users?page=1&pageSize=3')).json();
    const second = (await get('/api/admin/users?page=2&pageSize=3')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 3 });
    expect(first.items).toHaveLength(3);
    expect(first.total).toBeGreaterThanOrEqual(10);
    expect(second.items).toHaveLength(3);
    const ids = [...first.items, ...second.items].map((u: { id: string }) => u.id);
    expect(new Set(ids).size).toBe(6);
    const all = (await get(`/api/admin/users?pageSize=${PAGE_SIZE_MAX}`)).json();
    expect(all.items.slice(0, 6).map((u: { id: string }) => u.id)).toEqual(ids);
    expect((await get(`/api/admin/users?pageSize=${PAGE_SIZE_MAX + 1}`)).statusCode).toBe(400);
    expect((await get('/api/admin/users?page=0')).statusCode).toBe(400);
    expect((await trpcGet('admin.users.list', { pageSize: PAGE_SIZE_MAX + 1 })).statusCode).toBe(400);
    const viaTrpc = (await trpcGet('admin.users.list', { page: 2, pageSize: 3 })).json().result.data;
    expect(viaTrpc.items.map((u: { id: string }) => u.id)).toEqual(second.items.map((u: { id: string }) => u.id));
  });

  it('searches e-mail and names in the database, wildcards taken literally', async () => {
    const byEmail = (await get('/api/admin/users?q=PAGETEST3@')).json();
    expect(byEmail.items.map((u: { email: string }) => u.email)).toEqual(['pagetest3@example.fr']);
    const byName = (await get('/api/admin/users?q=liste&pageSize=5')).json();
    expect(byName.total).toBe(7);
    expect(byName.items).toHaveLength(5);
    const literal = (await get(`/api/admin/users?q=${encodeURIComponent('cent%pour_')}`)).json();
    expect(literal.items.map((u: { email: string }) => u.email)).toEqual(['cent%pour_cent@example.fr']);
    expect((await get(`/api/admin/users?q=${encodeURIComponent('\\')}`)).json().total).toBe(0);
    expect((await get(`/api/admin/users?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('other admin lists', () => {
  it('pages the questions with filters, and the bank counts stay whole', async () => {
    const page = (await get('/api/admin/questions?category=histoire&status=active&pageSize=4&page=2')).json();
    expect(page.items).toHaveLength(4);
    expect(page.items.every((q: { category: string; isActive: boolean }) => q.category === 'histoire' && q.isActive)).toBe(true);
    expect(page.all).toBeGreaterThan(page.total);
    expect((await get('/api/admin/questions?category=sport')).statusCode).toBe(400);
  });

  it('pages the contact inbox and the moderation queue', async () => {
    for (let i = 0; i < 3; i++) {
      await t.db.insertInto('contactMessages').values({ userId: null, name: 'N', email: 'n@example.fr', category: 'question', subject: `Sujet ${i}`, message: 'Bonjour, une question.', handled: 0 }).execute();
      await t.db
        .insertInto('successStories')
        .values({ name: `S${i}`, city: 'Lyon', region: 'Auvergne-Rhône-Alpes', originalCountry: 'Maroc', naturalizationDate: '2025', story: 'Une histoire assez longue pour passer.', quizScore: null, interviewTips: null, status: 'pending', likes: 0, submittedBy: null, submitterIp: null })
        .execute();
    }
    const messages = (await get('/api/admin/contact-messages?status=open&pageSize=2')).json();
    expect(messages).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(messages.items).toHaveLength(2);
    const stories = (await trpcGet('admin.stories.list', { status: 'pending', page: 2, pageSize: 2 })).json().result.data;
    expect(stories).toMatchObject({ total: 3, page: 2 });
    expect(stories.items).toHaveLength(1);
  });
});

describe('history', () => {
  it('pages a member\u2019s attempts: an array with X-Total-Count on REST, a page on tRPC', async () => {
    const user = await createUser(t.db);
    const q = await t.db.selectFrom('questions').select('id').where('isActive', '=', 1).executeTakeFirstOrThrow();
    for (let i = 0; i < 5; i++) {
      const id = `attempt_${1_700_000_000_000 + i}_hist${i}`;
      await t.db.insertInto('attempts').values({ id, userId: user.id, type: 'full', startedAt: new Date(1_700_000_000_000 + i * 1000).toISOString(), completedAt: null, deadlineAt: null, isCompleted: 0, score: null, correctAnswers: 0, totalQuestions: 5, questionIds: null }).execute();
      await t.db.insertInto('responses').values({ userId: user.id, questionId: q.id, attemptId: id, userAnswer: 'x', isCorrect: 0, timeSpent: 1 }).execute();
    }
    const res = await get('/api/attempts?page=2&pageSize=2', user);
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.json().map((a: { id: string }) => a.id)).toEqual(['attempt_1700000000002_hist2', 'attempt_1700000000001_hist1']);
    const page = (await trpcGet('attempts.list', { page: 3, pageSize: 2 }, user)).json().result.data;
    expect(page).toMatchObject({ total: 5, page: 3, pageSize: 2 });
    expect(page.items).toHaveLength(1);
    expect((await get(`/api/attempts?pageSize=${PAGE_SIZE_MAX + 1}`, user)).statusCode).toBe(400);
  });
});
