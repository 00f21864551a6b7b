import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, request, type TestApp, type TestUser } from '../../../tests/helpers/test-app.js';
import { SESSION_COOKIE, createSession, generateSessionToken } from '../../server/auth/session.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = () => new Date().toISOString();

/** Gives `user` one row in every table that can hold their data; returns the ids. */
async function seedActivity(user: TestUser, tag: string) {
  const question = await t.db.selectFrom('questions').select('id').limit(1).executeTakeFirstOrThrow();
  const attemptId = `attempt_${tag}`;
  await t.db
    .insertInto('attempts')
    .values({ id: attemptId, userId: user.id, type: 'full', startedAt: now(), completedAt: now(), deadlineAt: null, isCompleted: 1, score: '80', correctAnswers: 4, totalQuestions: 5, questionIds: null })
    .execute();
  await t.db.insertInto('responses').values({ userId: user.id, questionId: question.id, attemptId, userAnswer: `answer-${tag}`, isCorrect: 1, timeSpent: 12 }).execute();
  // A response without attempt (kept only by user id).
  await t.db.insertInto('responses').values({ userId: user.id, questionId: question.id, attemptId: null, userAnswer: `loose-${tag}`, isCorrect: 0, timeSpent: 3 }).execute();
  const interviewId = `interview_${tag}`;
  await t.db
    .insertInto('interviewSessions')
    .values({ id: interviewId, userId: user.id, attemptId: null, applicantName: `Name ${tag}`, stage: 'identity', currentQuestion: 'Pourquoi ?', state: '{}', assessment: '{"overall":12}', isComplete: 0, report: null, updatedAt: now() })
    .execute();
  await t.db.insertInto('interviewTurns').values([
    { sessionId: interviewId, role: 'interviewer', stage: 'opening', content: 'Bonjour, présentez-vous.', scores: null, createdAt: now() },
    { sessionId: interviewId, role: 'applicant', stage: 'opening', content: `Je suis ${tag}.`, scores: '{"languageSkills":14}', createdAt: now() },
  ]).execute();
  const story = await t.db
    .insertInto('successStories')
    .values({ name: `Story ${tag}`, city: 'Lyon', region: 'Auvergne-Rhône-Alpes', originalCountry: 'Sénégal', naturalizationDate: 'mars 2025', story: 'Mon parcours.', quizScore: 18, interviewTips: null, status: 'pending', likes: 0, submittedBy: user.id, submitterIp: '127.0.0.1', moderatedAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('storyLikes').values({ storyId: story.id, likerKey: user.id }).execute();
  await t.db
    .insertInto('contactMessages')
    .values([
      { userId: user.id, name: 'Moi', email: user.email, category: 'question', subject: `signed-in ${tag}`, message: 'Bonjour', handled: 0 },
      // Sent by a visitor with the same address: whoever registers an address does not get (or
      // delete) what others sent with it.
      { userId: null, name: 'Moi', email: user.email, category: 'bug', subject: `visitor ${tag}`, message: 'Un bug', handled: 0 },
    ])
    .execute();
  const challengeId = `challenge_${tag}`;
  await t.db
    .insertInto('challenges')
    .values({ id: challengeId, type: 'weekly', title: 'Défi', titleEn: 'Challenge', description: 'd', descriptionEn: 'd', difficulty: 'Débutant', category: 'all', targetScore: 16, targetCount: 1, prize: 'p', prizeEn: 'p', startDate: now(), endDate: now() })
    .execute();
  await t.db.insertInto('challengeParticipants').values({ challengeId, userId: user.id }).execute();
  return { attemptId, interviewId, storyId: story.id, challengeId };
}

describe('POST /api/account/full-access', () => {
  it('needs a session (401), then switches full access on for the caller only', async () => {
    expect((await request(t.app, { method: 'POST', url: '/api/account/full-access' })).statusCode).toBe(401);
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const res = await request(t.app, { method: 'POST', url: '/api/account/full-access', user });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, hasFullAccess: true });
    expect((await request(t.app, { method: 'GET', url: '/api/auth/user', user })).json().hasFullAccess).toBe(true);
    expect((await request(t.app, { method: 'GET', url: '/api/auth/user', user: other })).json().hasFullAccess).toBe(false);
  });

  it('works over tRPC as account.enableFullAccess', async () => {
    const user = await createUser(t.db);
    const res = await request(t.app, { method: 'POST', url: '/trpc/account.enableFullAccess', user, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.hasFullAccess).toBe(true);
    expect((await request(t.app, { method: 'POST', url: '/trpc/account.enableFullAccess', headers: { 'content-type': 'application/json' } })).statusCode).toBe(401);
  });

  it('refuses a cross-origin request', async () => {
    const user = await createUser(t.db);
    const res = await request(t.app, { method: 'POST', url: '/api/account/full-access', user, headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect((await request(t.app, { method: 'GET', url: '/api/auth/user', user })).json().hasFullAccess).toBe(false);
  });
});

describe('GET /api/account/export', () => {
  it('needs a session', async () => {
    const res = await request(t.app, { method: 'GET', url: '/api/account/export' });
    expect(res.statusCode).toBe(401);
  });

  it('downloads everything about the caller as JSON, and nothing about anyone else', async () => {
    const user = await createUser(t.db, { firstName: 'Amina', lastName: 'Diallo' });
    const other = await createUser(t.db, { firstName: 'Autre' });
    const mine = await seedActivity(user, 'mine');
    await seedActivity(other, 'theirs');

    const res = await request(t.app, { method: 'GET', url: '/api/account/export', user });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="prepa-naturalisation-mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.profile).toMatchObject({ id: user.id, email: user.email, firstName: 'Amina', lastName: 'Diallo', isAdmin: false, hasFullAccess: false, signInMethods: { password: true, google: false } });
    expect(data.sessions).toHaveLength(1);
    expect(data.attempts).toEqual([expect.objectContaining({ id: mine.attemptId, type: 'full', score: '80', isCompleted: true, correctAnswers: 4 })]);
    expect(data.responses.map((r: { userAnswer: string }) => r.userAnswer).sort()).toEqual(['answer-mine', 'loose-mine']);
    expect(data.interviews).toHaveLength(1);
    expect(data.interviews[0]).toMatchObject({ id: mine.interviewId, applicantName: 'Name mine', assessment: { overall: 12 } });
    expect(data.interviews[0].turns.map((x: { content: string }) => x.content)).toEqual(['Bonjour, présentez-vous.', 'Je suis mine.']);
    expect(data.interviews[0].turns[1].scores).toEqual({ languageSkills: 14 });
    expect(data.successStories).toEqual([expect.objectContaining({ id: mine.storyId, name: 'Story mine', status: 'pending' })]);
    expect(data.contactMessages.map((m: { subject: string }) => m.subject)).toEqual(['signed-in mine']);
    expect(data.challenges).toEqual([expect.objectContaining({ challengeId: mine.challengeId })]);
    expect(data.storyLikes).toEqual([expect.objectContaining({ storyId: mine.storyId })]);
    expect(res.body).not.toMatch(/theirs|Autre/);
    expect(res.body).not.toMatch(/argon|passwordHash|submitterIp/i);
  });

  it('never hands over what a visitor sent with the address to whoever registered it (squatted address)', async () => {
    // A visitor writes to support with their address; someone else registers that address.
    await request(t.app, { method: 'POST', url: '/api/contact', remoteAddress: '203.0.113.88', payload: { name: 'Vraie personne', email: 'victime@example.fr', category: 'account', subject: 'Mon dossier personnel', message: 'Mon numéro de dossier est 1234.' } });
    const squatter = await request(t.app, { method: 'POST', url: '/api/auth/register', remoteAddress: '203.0.113.89', payload: { email: 'victime@example.fr', password: 'usurpateur-1', firstName: 'X', lastName: 'Y' } });
    expect(squatter.statusCode).toBe(201);
    const cookie = squatter.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const exported = await request(t.app, { method: 'GET', url: '/api/account/export', headers: { cookie: `${SESSION_COOKIE}=${cookie.value}` } });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().contactMessages).toEqual([]);
    expect(exported.body).not.toContain('1234');
    // Deleting the squatting account leaves the visitor's message for the admins.
    expect((await request(t.app, { method: 'DELETE', url: '/api/account', headers: { cookie: `${SESSION_COOKIE}=${cookie.value}` } })).statusCode).toBe(200);
    expect(await t.db.selectFrom('contactMessages').select('subject').where('email', '=', 'victime@example.fr').execute()).toEqual([{ subject: 'Mon dossier personnel' }]);
  });

  it('includes the profile given at the start of an interview (city, job, origin, family)', async () => {
    const user = await createUser(t.db, { firstName: 'Amina' });
    const profile = { civility: 'madame', city: 'Lyon', profession: 'Infirmière', arrivalYear: 2012, countryOfOrigin: 'Sénégal', familySituation: 'Mariée, deux enfants' };
    const started = await request(t.app, { method: 'POST', url: '/api/interview/start', payload: { applicantName: 'Amina', profile }, user });
    expect(started.statusCode).toBe(200);
    const res = await request(t.app, { method: 'GET', url: '/api/account/export', user });
    expect(res.statusCode).toBe(200);
    expect(res.json().interviews).toEqual([expect.objectContaining({ profile })]);
  });

  it('exports a long history whole and in order, streamed a page at a time', async () => {
    // More rows than one page of every paged read (attempts 500, answer ids 5,000, answers 1,000,
    // interviews 20), with many rows sharing a date, and dates that do not follow the ids.
    const user = await createUser(t.db);
    const questions = (await t.db.selectFrom('questions').select('id').orderBy('id').limit(10).execute()).map((q) => q.id);
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString();
    const attempts = Array.from({ length: 600 }, (_, i) => ({
      id: `hist${String(i).padStart(4, '0')}`,
      userId: user.id,
      type: 'full' as const,
      startedAt: day((i * 7) % 13),
      completedAt: day(20),
      deadlineAt: null,
      isCompleted: 1 as const,
      score: '50',
      correctAnswers: 5,
      totalQuestions: 10,
      questionIds: null,
    }));
    for (let i = 0; i < attempts.length; i += 100) await t.db.insertInto('attempts').values(attempts.slice(i, i + 100)).execute();
    const answers = attempts.flatMap((a, i) =>
      questions.map((questionId, k) => ({ userId: user.id, questionId, attemptId: a.id, userAnswer: `réponse ${i}-${k}`, isCorrect: k % 2 === 1 ? (1 as const) : (0 as const), timeSpent: k, createdAt: day(12 - ((i * 10 + k) % 13)) })),
    );
    for (let i = 0; i < answers.length; i += 500) await t.db.insertInto('responses').values(answers.slice(i, i + 500)).execute();
    const interviews = Array.from({ length: 25 }, (_, i) => ({
      id: `hist_interview${String(i).padStart(2, '0')}`,
      userId: user.id,
      attemptId: null,
      applicantName: `Candidat ${i}`,
      stage: 'closing',
      currentQuestion: 'Merci',
      state: '{}',
      assessment: '{}',
      isComplete: 1 as const,
      report: null,
      createdAt: day(1),
      updatedAt: day(1),
    }));
    await t.db.insertInto('interviewSessions').values(interviews).execute();
    // Turns of different interviews interleaved, as concurrent interviews write them.
    await t.db
      .insertInto('interviewTurns')
      .values([0, 1, 2].flatMap((n) => interviews.map((iv) => ({ sessionId: iv.id, role: 'applicant' as const, stage: 'opening', content: `${iv.applicantName} tour ${n}`, scores: null, createdAt: day(1) }))))
      .execute();

    const res = await request(t.app, { method: 'GET', url: '/api/account/export', user });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.responses).toHaveLength(6000);
    const ids = data.responses.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(6000);
    expect(new Set(data.responses.map((r: { userAnswer: string }) => r.userAnswer))).toEqual(new Set(answers.map((a) => a.userAnswer)));
    expect(data.responses[0]).toEqual({ id: ids[0], questionId: questions[0], attemptId: 'hist0000', userAnswer: 'réponse 0-0', isCorrect: false, timeSpent: 0, createdAt: day(12) });
    expect(data.attempts).toHaveLength(600);
    expect(new Set(data.attempts.map((a: { id: string }) => a.id)).size).toBe(600);
    const started = data.attempts.map((a: { startedAt: string }) => a.startedAt);
    expect(started).toEqual([...started].sort());
    expect(data.interviews.map((i: { applicantName: string }) => i.applicantName).sort()).toEqual(interviews.map((i) => i.applicantName).sort());
    for (const interview of data.interviews) {
      expect(interview.turns.map((x: { content: string }) => x.content)).toEqual([0, 1, 2].map((n) => `${interview.applicantName} tour ${n}`));
    }
    // The same text as JSON.stringify(value, null, 2).
    expect(res.body).toBe(JSON.stringify(data, null, 2));
  });

  it('the tRPC query account.export hands back the link of this download', async () => {
    const user = await createUser(t.db);
    const res = await request(t.app, { method: 'GET', url: '/trpc/account.export', user });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toEqual({ url: '/api/account/export', fileName: expect.stringMatching(/^prepa-naturalisation-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/) });
  });
});

describe('DELETE /api/account', () => {
  it('needs a session and refuses other origins', async () => {
    expect((await request(t.app, { method: 'DELETE', url: '/api/account' })).statusCode).toBe(401);
    const user = await createUser(t.db);
    const res = await request(t.app, { method: 'DELETE', url: '/api/account', user, headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeTruthy();
  });

  it('deletes the user and all their rows, ends every session and clears the cookie; others keep theirs', async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const mine = await seedActivity(user, 'gone');
    const theirs = await seedActivity(other, 'kept');
    // A second session, e.g. on a phone.
    const phone = generateSessionToken();
    await createSession(t.db, phone, user.id);
    // The other user liked my story: that like goes with the story.
    await t.db.insertInto('storyLikes').values({ storyId: mine.storyId, likerKey: other.id }).execute();

    const res = await request(t.app, { method: 'DELETE', url: '/api/account', user });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cleared).toMatchObject({ value: '', maxAge: 0, path: '/' });

    const count = async (table: 'users' | 'sessions' | 'attempts' | 'responses' | 'interviewSessions' | 'challengeParticipants', id: string) =>
      (await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where(table === 'users' ? 'id' : 'userId', '=', id).executeTakeFirstOrThrow()).n;
    for (const table of ['users', 'sessions', 'attempts', 'responses', 'interviewSessions', 'challengeParticipants'] as const) {
      expect(await count(table, user.id), table).toBe(0);
      expect(await count(table, other.id), table).toBeGreaterThan(0);
    }
    expect(await t.db.selectFrom('interviewTurns').select('id').where('sessionId', '=', mine.interviewId).execute()).toHaveLength(0);
    expect(await t.db.selectFrom('interviewTurns').select('id').where('sessionId', '=', theirs.interviewId).execute()).toHaveLength(2);
    expect(await t.db.selectFrom('successStories').select('id').where('id', '=', mine.storyId).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('successStories').select('id').where('id', '=', theirs.storyId).executeTakeFirst()).toBeTruthy();
    expect(await t.db.selectFrom('storyLikes').select('storyId').where((eb) => eb.or([eb('likerKey', '=', user.id), eb('storyId', '=', mine.storyId)])).execute()).toHaveLength(0);
    expect(await t.db.selectFrom('contactMessages').select('subject').where('email', '=', user.email).execute()).toEqual([{ subject: 'visitor gone' }]);
    expect(await t.db.selectFrom('contactMessages').select('id').where('email', '=', other.email).execute()).toHaveLength(2);

    // Both sessions are dead.
    expect((await request(t.app, { method: 'GET', url: '/api/auth/user', user })).statusCode).toBe(401);
    expect((await request(t.app, { method: 'GET', url: '/api/auth/user', headers: { cookie: `${SESSION_COOKIE}=${phone}` } })).statusCode).toBe(401);
    // The email can be registered again.
    const again = await request(t.app, { method: 'POST', url: '/api/auth/register', payload: { email: user.email, password: 'nouveau-depart', firstName: 'A', lastName: 'B' } });
    expect(again.statusCode).toBe(201);
  });

  it('works over tRPC as account.delete', async () => {
    const user = await createUser(t.db);
    const res = await request(t.app, { method: 'POST', url: '/trpc/account.delete', user, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.maxAge).toBe(0);
  });
});
