import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, request, type TestApp, type TestUser } from '../../../tests/helpers/test-app.js';
import { recordCompletedAttempt } from './community-aggregates.service.js';
import { attemptPoints, POINTS, streaks } from './community-stats.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
let seq = 0;
let ipSeq = 0;
/** A distinct client address per call, so the per-IP story limit does not interfere. */
const freshIp = () => ({ 'x-forwarded-for': `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}` });

async function questionIds(category: string, n: number): Promise<string[]> {
  const rows = await t.db.selectFrom('questions').select('id').where('category', '=', category).where('isActive', '=', 1).limit(n).execute();
  expect(rows.length).toBe(n);
  return rows.map((r) => r.id);
}

/**
 * Stores a completed attempt the way the quiz does (attempt + one response per question) with
 * `correct` right answers among `questions`, finished at `completedAt`, and scores it as the
 * completion does (recordCompletedAttempt, in the write's transaction).
 */
async function completedAttempt(
  user: TestUser,
  questions: string[],
  correct: number,
  completedAt: Date,
  type: 'full' | 'review' | 'exam' | 'demo' | 'interview' = 'full',
): Promise<string> {
  seq += 1;
  const id = `attempt_${completedAt.getTime()}_test${seq}`;
  await t.db.transaction().execute(async (trx) => {
  await trx
    .insertInto('attempts')
    .values({
      id,
      userId: user.id,
      type,
      startedAt: new Date(completedAt.getTime() - 600_000).toISOString(),
      completedAt: completedAt.toISOString(),
      deadlineAt: null,
      isCompleted: 1,
      score: String(questions.length ? Math.round((correct / questions.length) * 100) : 0),
      correctAnswers: correct,
      totalQuestions: questions.length,
      questionIds: null,
    })
    .execute();
  for (const [i, questionId] of questions.entries()) {
    await trx
      .insertInto('responses')
      .values({ userId: user.id, questionId, attemptId: id, userAnswer: 'x', isCorrect: i < correct ? 1 : 0, timeSpent: 10 })
      .execute();
  }
  await recordCompletedAttempt(trx, id);
  });
  return id;
}

const story = {
  name: 'Fatou',
  city: 'Lyon',
  region: 'Auvergne-Rhône-Alpes',
  originalCountry: 'Sénégal',
  naturalizationDate: 'mars 2025',
  story: "J'ai révisé chaque soir pendant trois mois et l'entretien s'est très bien passé.",
  quizScore: '18',
  interviewTips: 'Connaître la devise et les symboles.',
};

function expectNoEmail(body: string) {
  expect(body).not.toMatch(/@/);
}

describe('success stories', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createUser(t.db, { isAdmin: true, firstName: 'Admin' });
  });

  it('stores a submitted story as pending and lists it only once an admin publishes it', async () => {
    const res = await request(t.app, { method: 'POST', url: '/api/success-stories', payload: story, headers: freshIp() });
    expect(res.statusCode).toBe(201);
    const { id, status } = res.json();
    expect(status).toBe('pending');
    const row = await t.db.selectFrom('successStories').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', quizScore: 18, name: 'Fatou', likes: 0 });

    const before = await request(t.app, { method: 'GET', url: '/api/success-stories' });
    expect(before.json().map((s: { id: number }) => s.id)).not.toContain(id);

    const queue = await request(t.app, { method: 'GET', url: '/api/admin/success-stories?status=pending&pageSize=100', user: admin });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().items.map((s: { id: number }) => s.id)).toContain(id);

    const publish = await request(t.app, { method: 'PATCH', url: `/api/admin/success-stories/${id}`, payload: { status: 'published' }, user: admin });
    expect(publish.statusCode).toBe(200);
    expect(publish.json()).toMatchObject({ id, status: 'published' });

    const after = await request(t.app, { method: 'GET', url: '/api/success-stories' });
    const listed = after.json().find((s: { id: number }) => s.id === id);
    expect(listed).toMatchObject({ name: 'Fatou', city: 'Lyon', quizScore: 18, verified: true, likes: 0, liked: false });
    expectNoEmail(after.body);

    const audit = await t.db.selectFrom('auditLog').selectAll().where('targetId', '=', String(id)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, action: 'story.moderate', targetType: 'success_story' });
    expect(JSON.parse(audit[0]!.details!)).toEqual({ from: 'pending', to: 'published' });
  });

  it('lists published stories newest first and never lists rejected ones', async () => {
    const ids: number[] = [];
    for (const name of ['Premier', 'Second', 'Rejeté']) {
      const res = await request(t.app, { method: 'POST', url: '/api/success-stories', payload: { ...story, name }, headers: freshIp() });
      ids.push(res.json().id);
    }
    await request(t.app, { method: 'PATCH', url: `/api/admin/success-stories/${ids[0]}`, payload: { status: 'published' }, user: admin });
    await new Promise((r) => setTimeout(r, 5));
    await request(t.app, { method: 'PATCH', url: `/api/admin/success-stories/${ids[1]}`, payload: { status: 'published' }, user: admin });
    await request(t.app, { method: 'PATCH', url: `/api/admin/success-stories/${ids[2]}`, payload: { status: 'rejected' }, user: admin });
    const list = (await request(t.app, { method: 'GET', url: '/api/success-stories' })).json() as { id: number }[];
    const listedIds = list.map((s) => s.id);
    expect(listedIds).not.toContain(ids[2]);
    expect(listedIds.indexOf(ids[1]!)).toBeLessThan(listedIds.indexOf(ids[0]!));
    const rejected = await request(t.app, { method: 'GET', url: '/api/admin/success-stories?status=rejected&pageSize=100', user: admin });
    expect(rejected.json().items.map((s: { id: number }) => s.id)).toContain(ids[2]);
  });

  it.each([
    ['name', { name: '   ' }],
    ['city', { city: undefined }],
    ['region', { region: '' }],
    ['originalCountry', { originalCountry: '' }],
    ['naturalizationDate', { naturalizationDate: '' }],
    ['story', { story: '' }],
    ['story', { story: 'Trop court.' }],
    ['story', { story: 'x'.repeat(3001) }],
    ['name', { name: 'x'.repeat(61) }],
    ['interviewTips', { interviewTips: 'x'.repeat(1001) }],
    ['quizScore', { quizScore: '21' }],
    ['quizScore', { quizScore: '-1' }],
    ['quizScore', { quizScore: 'dix-huit' }],
    ['quizScore', { quizScore: 25 }],
  ])('answers 400 for an invalid %s and stores nothing', async (field, change) => {
    const count = async () => (await t.db.selectFrom('successStories').select('id').execute()).length;
    const before = await count();
    const res = await request(t.app, { method: 'POST', url: '/api/success-stories', payload: { ...story, ...change }, headers: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    expect(await count()).toBe(before);
  });

  it('accepts an empty quiz score and tips from the form, and decimal scores', async () => {
    const empty = await request(t.app, { method: 'POST', url: '/api/success-stories', payload: { ...story, quizScore: '', interviewTips: '' }, headers: freshIp() });
    expect(empty.statusCode).toBe(201);
    const row = await t.db.selectFrom('successStories').selectAll().where('id', '=', empty.json().id).executeTakeFirstOrThrow();
    expect(row.quizScore).toBeNull();
    expect(row.interviewTips).toBeNull();
    const decimal = await request(t.app, { method: 'POST', url: '/api/success-stories', payload: { ...story, quizScore: '15,5' }, headers: freshIp() });
    expect(decimal.statusCode).toBe(201);
    const row2 = await t.db.selectFrom('successStories').select('quizScore').where('id', '=', decimal.json().id).executeTakeFirstOrThrow();
    expect(row2.quizScore).toBe(15.5);
  });

  it('translates the validation messages', async () => {
    const fr = await request(t.app, { method: 'POST', url: '/api/success-stories', payload: { ...story, quizScore: '30' }, headers: freshIp() });
    expect(fr.json().errors[0].message).toBe('Le score au quiz doit être un nombre entre 0 et 20.');
    const en = await request(t.app, { method: 'POST', url: '/api/success-stories', payload: { ...story, quizScore: '30' }, headers: { ...freshIp(), 'x-product-language': 'en' } });
    expect(en.json().errors[0].message).toBe('The quiz score must be a number from 0 to 20.');
  });

  it('keeps markup as plain text', async () => {
    const html = '<img src=x onerror=alert(1)><b>Merci la France</b> & bonne chance à tous !';
    const res = await request(t.app, { method: 'POST', url: '/api/success-stories', payload: { ...story, story: html }, headers: freshIp() });
    const id = res.json().id;
    await request(t.app, { method: 'PATCH', url: `/api/admin/success-stories/${id}`, payload: { status: 'published' }, user: admin });
    const list = (await request(t.app, { method: 'GET', url: '/api/success-stories' })).json();
    expect(list.find((s: { id: number }) => s.id === id).story).toBe(html);
  });

  it('limits submissions per IP address', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.77' };
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await request(t.app, { method: 'POST', url: '/api/success-stories', payload: story, headers })).statusCode);
    }
    expect(codes.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(codes[5]).toBe(429);
    // The tRPC twin shares the limit.
    const trpc = await request(t.app, { method: 'POST', url: '/trpc/community.stories.submit', payload: story, headers });
    expect(trpc.statusCode).toBe(429);
    const other = await request(t.app, { method: 'POST', url: '/trpc/community.stories.submit', payload: story, headers: freshIp() });
    expect(other.statusCode).toBe(200);
    expect(other.json().result.data).toMatchObject({ status: 'pending' });
  });

  it('counts one like per member and one per visitor IP, on published stories only', async () => {
    const res = await request(t.app, { method: 'POST', url: '/api/success-stories', payload: story, headers: freshIp() });
    const id = res.json().id;
    const pendingLike = await request(t.app, { method: 'POST', url: `/api/success-stories/${id}/like` });
    expect(pendingLike.statusCode).toBe(404);
    await request(t.app, { method: 'PATCH', url: `/api/admin/success-stories/${id}`, payload: { status: 'published' }, user: admin });

    const visitor = { 'x-forwarded-for': '198.51.100.9' };
    expect((await request(t.app, { method: 'POST', url: `/api/success-stories/${id}/like`, headers: visitor })).json()).toEqual({ id, likes: 1, liked: true });
    expect((await request(t.app, { method: 'POST', url: `/api/success-stories/${id}/like`, headers: visitor })).json().likes).toBe(1);
    const member = await createUser(t.db);
    expect((await request(t.app, { method: 'POST', url: `/api/success-stories/${id}/like`, user: member, headers: visitor })).json().likes).toBe(2);
    expect((await request(t.app, { method: 'POST', url: `/trpc/community.stories.like`, payload: { id }, user: member })).json().result.data.likes).toBe(2);

    const seen = (await request(t.app, { method: 'GET', url: '/api/success-stories', user: member })).json();
    expect(seen.find((s: { id: number }) => s.id === id)).toMatchObject({ likes: 2, liked: true });
    const stranger = (await request(t.app, { method: 'GET', url: '/api/success-stories', headers: { 'x-forwarded-for': '203.0.113.1' } })).json();
    expect(stranger.find((s: { id: number }) => s.id === id)).toMatchObject({ likes: 2, liked: false });
    expect((await request(t.app, { method: 'POST', url: '/api/success-stories/999999/like' })).statusCode).toBe(404);
  });

  it('moderates over tRPC as admin.stories, with the audit entry', async () => {
    const res = await request(t.app, { method: 'POST', url: '/trpc/community.stories.submit', payload: { ...story, name: 'Viatrpc' }, headers: freshIp() });
    const id = res.json().result.data.id as number;
    const list = await request(t.app, { method: 'GET', url: `/trpc/admin.stories.list?input=${encodeURIComponent(JSON.stringify({ status: 'pending', pageSize: 100 }))}`, user: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().result.data.items.map((s: { id: number }) => s.id)).toContain(id);
    expectNoEmail(list.body);
    const member = await createUser(t.db);
    const denied = await request(t.app, { method: 'POST', url: '/trpc/admin.stories.moderate', payload: { id, status: 'published' }, user: member });
    expect(denied.statusCode).toBe(403);
    const ok = await request(t.app, { method: 'POST', url: '/trpc/admin.stories.moderate', payload: { id, status: 'rejected' }, user: admin });
    expect(ok.json().result.data).toMatchObject({ id, status: 'rejected' });
    const audit = await t.db.selectFrom('auditLog').selectAll().where('targetId', '=', String(id)).execute();
    expect(audit.map((a) => JSON.parse(a.details!))).toEqual([{ from: 'pending', to: 'rejected' }]);
    const published = (await request(t.app, { method: 'GET', url: '/trpc/community.stories.list' })).json().result.data;
    expect(published.map((s: { id: number }) => s.id)).not.toContain(id);
  });

  it('keeps moderation for admins', async () => {
    const member = await createUser(t.db);
    expect((await request(t.app, { method: 'GET', url: '/api/admin/success-stories?status=pending' })).statusCode).toBe(401);
    expect((await request(t.app, { method: 'GET', url: '/api/admin/success-stories?status=pending', user: member })).statusCode).toBe(403);
    expect((await request(t.app, { method: 'PATCH', url: '/api/admin/success-stories/1', payload: { status: 'published' }, user: member })).statusCode).toBe(403);
    expect((await request(t.app, { method: 'GET', url: '/api/admin/success-stories?status=maybe', user: admin })).statusCode).toBe(400);
    expect((await request(t.app, { method: 'PATCH', url: '/api/admin/success-stories/1', payload: { status: 'gone' }, user: admin })).statusCode).toBe(400);
    expect((await request(t.app, { method: 'PATCH', url: '/api/admin/success-stories/999999', payload: { status: 'published' }, user: admin })).statusCode).toBe(404);
  });
});

describe('challenges', () => {
  it('lists at least six seeded challenges across weekly, monthly and seasonal, with every field', async () => {
    const res = await request(t.app, { method: 'GET', url: '/api/community/challenges' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list.length).toBeGreaterThanOrEqual(6);
    const types = new Set(list.map((c) => c.type));
    for (const type of ['weekly', 'monthly', 'seasonal']) expect(types).toContain(type);
    for (const c of list) {
      for (const key of ['id', 'type', 'title', 'description', 'difficulty', 'participants', 'category', 'targetScore', 'progress', 'prize', 'startDate', 'endDate', 'completed']) {
        expect(c[key], `${String(c.id)}.${key}`).not.toBeUndefined();
      }
      expect(['Débutant', 'Intermédiaire', 'Expert']).toContain(c.difficulty);
      expect(c.targetScore as number).toBeLessThanOrEqual(20);
      expect(Date.parse(c.startDate as string)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(c.endDate as string)).toBeGreaterThan(Date.now());
      expect(c).toMatchObject({ progress: 0, completed: false, joined: false });
    }
  });

  it('counts real joiners, needs a session, and counts a double join once', async () => {
    const [first] = (await request(t.app, { method: 'GET', url: '/api/community/challenges' })).json();
    const url = `/api/community/challenges/${first.id}/join`;
    expect((await request(t.app, { method: 'POST', url })).statusCode).toBe(401);
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const j1 = await request(t.app, { method: 'POST', url, user: a });
    expect(j1.statusCode).toBe(200);
    expect(j1.json()).toMatchObject({ joined: true, newlyJoined: true, participants: 1 });
    const j2 = await request(t.app, { method: 'POST', url, user: a });
    expect(j2.json()).toMatchObject({ newlyJoined: false, participants: 1 });
    const j3 = await request(t.app, { method: 'POST', url: `/trpc/community.challenges.join`, payload: { id: first.id }, user: b });
    expect(j3.json().result.data).toMatchObject({ participants: 2 });
    const list = (await request(t.app, { method: 'GET', url: '/api/community/challenges', user: a })).json();
    expect(list.find((c: { id: string }) => c.id === first.id)).toMatchObject({ participants: 2, joined: true });
    const anon = (await request(t.app, { method: 'GET', url: '/api/community/challenges' })).json();
    expect(anon.find((c: { id: string }) => c.id === first.id)).toMatchObject({ participants: 2, joined: false });
    expect((await request(t.app, { method: 'POST', url: '/api/community/challenges/nope/join', user: a })).statusCode).toBe(404);
  });

  it('computes progress and completion from real attempts in the category, at the target, within the dates', async () => {
    const now = Date.now();
    await t.db
      .insertInto('challenges')
      .values({
        id: 'test-histoire',
        type: 'weekly',
        title: 'Test histoire',
        titleEn: 'History test',
        description: 'Deux quiz à 16/20 en histoire',
        descriptionEn: 'Two quizzes at 16/20 in history',
        difficulty: 'Expert',
        category: 'histoire',
        targetScore: 16,
        targetCount: 2,
        prize: '+50 points au classement',
        prizeEn: '+50 leaderboard points',
        startDate: new Date(now - 2 * DAY).toISOString(),
        endDate: new Date(now + 2 * DAY).toISOString(),
      })
      .execute();
    const user = await createUser(t.db);
    const get = async () =>
      ((await request(t.app, { method: 'GET', url: '/api/community/challenges', user })).json() as { id: string }[]).find((c) => c.id === 'test-histoire') as unknown as {
        progress: number;
        completed: boolean;
        qualifying: number;
        joined: boolean;
      };
    expect(await get()).toMatchObject({ progress: 0, completed: false });

    const hist = await questionIds('histoire', 5);
    const geo = await questionIds('geographie', 5);
    await completedAttempt(user, hist, 3, new Date(now - DAY)); // 12/20: below target
    await completedAttempt(user, hist, 5, new Date(now - 3 * DAY)); // before the start
    await completedAttempt(user, geo, 5, new Date(now - DAY)); // wrong category
    await completedAttempt(user, hist.slice(0, 4), 4, new Date(now - DAY)); // too few History answers
    expect(await get()).toMatchObject({ progress: 0, completed: false, qualifying: 0 });

    await completedAttempt(user, hist, 4, new Date(now - DAY)); // 16/20
    // Only a member who joined makes progress.
    expect(await get()).toMatchObject({ progress: 0, completed: false, qualifying: 0, joined: false });
    const join = await request(t.app, { method: 'POST', url: '/api/community/challenges/test-histoire/join', user });
    expect(join.statusCode).toBe(200);
    // A quiz finished within the dates before joining counts once joined.
    expect(await get()).toMatchObject({ progress: 50, completed: false, qualifying: 1, joined: true });

    // A demo and a review of mistakes never count toward a challenge.
    await completedAttempt(user, hist, 5, new Date(now - 3000), 'demo');
    await completedAttempt(user, hist, 5, new Date(now - 2000), 'review');
    expect(await get()).toMatchObject({ progress: 50, completed: false, qualifying: 1 });

    await completedAttempt(user, [...hist, ...geo], 10, new Date(now - 1000)); // 5/5 in History within a mixed quiz
    expect(await get()).toMatchObject({ progress: 100, completed: true, qualifying: 2 });
    const again = await request(t.app, { method: 'POST', url: '/api/community/challenges/test-histoire/join', user });
    expect(again.json()).toMatchObject({ joined: true, newlyJoined: false });
  });

  it('completes nothing for a member who did not join, whatever they scored', async () => {
    const now = Date.now();
    await t.db
      .insertInto('challenges')
      .values({
        id: 'test-unjoined',
        type: 'weekly',
        title: 'Sans inscription',
        titleEn: 'Not joined',
        description: 'Un quiz à 10/20',
        descriptionEn: 'One quiz at 10/20',
        difficulty: 'Débutant',
        category: 'all',
        targetScore: 10,
        targetCount: 1,
        prize: '+50 points au classement',
        prizeEn: '+50 leaderboard points',
        startDate: new Date(now - DAY).toISOString(),
        endDate: new Date(now + DAY).toISOString(),
      })
      .execute();
    const user = await createUser(t.db);
    await completedAttempt(user, await questionIds('culture', 5), 5, new Date(now - 1000));
    const listed = (await request(t.app, { method: 'GET', url: '/api/community/challenges', user })).json() as { id: string }[];
    expect(listed.find((c) => c.id === 'test-unjoined')).toMatchObject({ completed: false, joined: false, progress: 0 });
    const stats = (await request(t.app, { method: 'GET', url: '/api/community/user-stats', user })).json();
    expect(stats.points).toBe(5 * 10 + 20 + 30);
  });

  it('refuses to join an ended challenge', async () => {
    await t.db
      .insertInto('challenges')
      .values({
        id: 'test-ended',
        type: 'monthly',
        title: 'Ancien défi',
        titleEn: 'Old challenge',
        description: 'Terminé',
        descriptionEn: 'Over',
        difficulty: 'Débutant',
        category: 'all',
        targetScore: 10,
        targetCount: 1,
        prize: '+100 points au classement',
        prizeEn: '+100 leaderboard points',
        startDate: new Date(Date.now() - 40 * DAY).toISOString(),
        endDate: new Date(Date.now() - 2 * DAY).toISOString(),
      })
      .execute();
    const user = await createUser(t.db);
    const res = await request(t.app, { method: 'POST', url: '/api/community/challenges/test-ended/join', user });
    expect(res.statusCode).toBe(409);
    const listed = (await request(t.app, { method: 'GET', url: '/api/community/challenges', user })).json();
    expect(listed.find((c: { id: string }) => c.id === 'test-ended')).toMatchObject({ ended: true });
  });
});

describe('leaderboard and user stats', () => {
  it('ranks real members by points with first name and initial, streaks and top-3 badges, never an email', async () => {
    const now = Date.now();
    const mixed = [...(await questionIds('valeurs', 3)), ...(await questionIds('culture', 2))];
    const alice = await createUser(t.db, { firstName: 'Alice', lastName: 'martin' });
    const bob = await createUser(t.db, { firstName: 'Bob', lastName: 'Durand' });
    const chloe = await createUser(t.db, { firstName: 'Chloé', lastName: 'Petit' });
    const idle = await createUser(t.db, { firstName: 'Idle', lastName: 'User' });
    await t.db.updateTable('users').set({ city: 'Marseille' }).where('id', '=', alice.id).execute();
    // Alice: 5/5 today, 4/5 yesterday, 2/5 two days ago.
    await completedAttempt(alice, mixed, 5, new Date(now - 60_000));
    await completedAttempt(alice, mixed, 4, new Date(now - DAY));
    await completedAttempt(alice, mixed, 2, new Date(now - 2 * DAY));
    // Bob: 3/5 four days ago. Chloé: an interview.
    await completedAttempt(bob, mixed, 3, new Date(now - 4 * DAY));
    await completedAttempt(chloe, [], 0, new Date(now - 60_000), 'interview');
    // An unfinished attempt counts for nothing.
    await t.db
      .insertInto('attempts')
      .values({ id: 'attempt_open_idle', userId: idle.id, type: 'full', startedAt: new Date().toISOString(), completedAt: null, deadlineAt: null, isCompleted: 0, score: null, correctAnswers: 0, totalQuestions: 5, questionIds: null })
      .execute();

    const alicePoints = 5 * 10 + 20 + 30 + (4 * 10 + 20) + 2 * 10;
    const res = await request(t.app, { method: 'GET', url: '/api/community/leaderboard' });
    expect(res.statusCode).toBe(200);
    expectNoEmail(res.body);
    // No member id leaves the server: name, rank, points and whether it is the asker's row.
    for (const u of [alice, bob, chloe, idle]) expect(res.body).not.toContain(u.id);
    type Entry = { username: string; score: number; streak: number; city: string | null; badge: string | null; rank: number; isMe: boolean };
    const board = res.json() as Entry[];
    expect(board.every((e) => e.isMe === false && !('userId' in e))).toBe(true);
    const a = board.find((e) => e.username === 'Alice M.')!;
    const b = board.find((e) => e.username === 'Bob D.')!;
    const c = board.find((e) => e.username === 'Chloé P.')!;
    expect(a).toMatchObject({ username: 'Alice M.', city: 'Marseille', score: alicePoints, streak: 3 });
    expect(b).toMatchObject({ username: 'Bob D.', city: null, score: 30, streak: 0 });
    expect(c).toMatchObject({ username: 'Chloé P.', score: POINTS.perInterview, streak: 1 });
    expect(board.find((e) => e.username === 'Idle U.')).toBeUndefined();
    const seenByAlice = (await request(t.app, { method: 'GET', url: '/trpc/community.leaderboard', user: alice })).json().result.data as Entry[];
    expect(seenByAlice.filter((e) => e.isMe).map((e) => e.username)).toEqual(['Alice M.']);
    expect(board.indexOf(a)).toBeLessThan(board.indexOf(c));
    expect(board.indexOf(c)).toBeLessThan(board.indexOf(b));
    for (let i = 1; i < board.length; i++) expect(board[i]!.score).toBeLessThanOrEqual(board[i - 1]!.score);
    expect(board.filter((e) => e.badge !== null).every((e) => e.rank <= 3)).toBe(true);
    expect(board[0]!.badge).toBe('gold');

    const stats = await request(t.app, { method: 'GET', url: '/api/community/user-stats', user: alice });
    expect(stats.statusCode).toBe(200);
    expectNoEmail(stats.body);
    expect(stats.json()).toMatchObject({ rank: a.rank, streak: 3, longestStreak: 3, points: alicePoints, completedQuizzes: 3 });
    const badges = Object.fromEntries((stats.json().badges as { id: string; earned: boolean; current: number; target: number }[]).map((x) => [x.id, x]));
    expect(Object.keys(badges)).toEqual(['debutant', 'serie_de_feu', 'expert_histoire', 'champion_communautaire', 'mentor', 'perfectionniste']);
    expect(badges.debutant).toMatchObject({ earned: true });
    expect(badges.serie_de_feu).toMatchObject({ earned: false, current: 3, target: 7 });
    expect(badges.expert_histoire).toMatchObject({ earned: false });
    expect(badges.champion_communautaire).toMatchObject({ earned: true });
    expect(badges.mentor).toMatchObject({ earned: false, current: 0 });
    expect(badges.perfectionniste).toMatchObject({ earned: false, current: 0, target: 40 });

    const idleStats = (await request(t.app, { method: 'GET', url: '/trpc/community.userStats', user: idle })).json().result.data;
    expect(idleStats).toMatchObject({ rank: null, streak: 0, points: 0, completedQuizzes: 0 });
    expect(idleStats.badges.every((x: { earned: boolean }) => !x.earned)).toBe(true);
  });

  it('answers 401 to a visitor asking for user stats', async () => {
    expect((await request(t.app, { method: 'GET', url: '/api/community/user-stats' })).statusCode).toBe(401);
    expect((await request(t.app, { method: 'GET', url: '/trpc/community.userStats' })).statusCode).toBe(401);
  });

  it('awards the streak, History, Mentor and Perfectionniste badges from real activity, and challenge bonuses', async () => {
    const now = Date.now();
    const user = await createUser(t.db, { firstName: 'Dina', lastName: 'Kone' });
    const hist = await questionIds('histoire', 5);
    for (let d = 0; d < 7; d++) await completedAttempt(user, hist, d === 0 ? 5 : 1, new Date(now - d * DAY - 1000));
    // Perfectionniste: a full civic exam (40 questions) all right; 39/40 is not enough.
    const exam = [...(await questionIds('institutions', 20)), ...(await questionIds('valeurs', 20))];
    await completedAttempt(user, exam, 39, new Date(now - 3000), 'exam');
    const before = (await request(t.app, { method: 'GET', url: '/api/community/user-stats', user })).json();
    expect(before.badges.find((b: { id: string }) => b.id === 'perfectionniste')).toMatchObject({ earned: false, current: 39, target: 40 });
    await completedAttempt(user, exam, 40, new Date(now - 2000), 'exam');
    // A published story of hers that five people liked.
    const storyRow = await t.db
      .insertInto('successStories')
      .values({ ...story, quizScore: 18, status: 'published', likes: 0, submittedBy: user.id, submitterIp: '127.0.0.1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 5; i++) {
      await request(t.app, { method: 'POST', url: `/api/success-stories/${storyRow.id}/like`, headers: { 'x-forwarded-for': `203.0.113.${50 + i}` } });
    }
    const stats = (await request(t.app, { method: 'GET', url: '/api/community/user-stats', user })).json();
    const earned = (stats.badges as { id: string; earned: boolean }[]).filter((b) => b.earned).map((b) => b.id);
    expect(earned).toEqual(expect.arrayContaining(['debutant', 'serie_de_feu', 'expert_histoire', 'mentor', 'perfectionniste']));
    expect(stats.streak).toBe(7);
    const basePoints = 5 * 10 + 50 + 6 * 10 + (39 * 10 + 20) + (40 * 10 + 50);
    expect(stats.points).toBe(basePoints);

    // Joining a challenge she has not completed yet, then completing it, adds its bonus.
    await t.db
      .insertInto('challenges')
      .values({
        id: 'test-bonus',
        type: 'monthly',
        title: 'Bonus',
        titleEn: 'Bonus',
        description: 'Un quiz à 20/20',
        descriptionEn: 'One quiz at 20/20',
        difficulty: 'Débutant',
        category: 'geographie',
        targetScore: 20,
        targetCount: 1,
        prize: '+100 points au classement',
        prizeEn: '+100 leaderboard points',
        startDate: new Date(now - DAY).toISOString(),
        endDate: new Date(now + DAY).toISOString(),
      })
      .execute();
    expect((await request(t.app, { method: 'POST', url: '/api/community/challenges/test-bonus/join', user })).statusCode).toBe(200);
    const geo = await questionIds('geographie', 5);
    await completedAttempt(user, geo, 5, new Date(now - 500));
    const after = (await request(t.app, { method: 'GET', url: '/api/community/user-stats', user })).json();
    expect(after.points).toBe(basePoints + 100 + 100);
  });
});

describe('scoring rules', () => {
  it('follows the documented points rule', () => {
    expect(attemptPoints({ type: 'full', correct: 3, total: 5 })).toBe(30);
    expect(attemptPoints({ type: 'full', correct: 4, total: 5 })).toBe(60);
    expect(attemptPoints({ type: 'full', correct: 5, total: 5 })).toBe(100);
    expect(attemptPoints({ type: 'demo', correct: 3, total: 3 })).toBe(30);
    expect(attemptPoints({ type: 'exam', correct: 32, total: 40 })).toBe(340);
    expect(attemptPoints({ type: 'interview', correct: 0, total: 0 })).toBe(50);
  });

  it('counts streaks up to today or yesterday, in Paris days', () => {
    const now = new Date('2026-03-10T10:00:00Z');
    expect(streaks(['2026-03-10', '2026-03-09', '2026-03-08'], now)).toEqual({ current: 3, longest: 3 });
    expect(streaks(['2026-03-09', '2026-03-08'], now)).toEqual({ current: 2, longest: 2 });
    expect(streaks(['2026-03-07', '2026-03-06'], now)).toEqual({ current: 0, longest: 2 });
    expect(streaks(['2026-03-10', '2026-03-08', '2026-03-07', '2026-03-06', '2026-02-28', '2026-03-01'], now)).toEqual({ current: 1, longest: 3 });
    expect(streaks([], now)).toEqual({ current: 0, longest: 0 });
  });
});
