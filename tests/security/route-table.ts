// The authorisation table: for every REST route and tRPC procedure, a valid request (built on
// fresh records) and the status each role must get. Used by the authorisation matrix and, as the
// valid starting point to break, by the bad-input fuzz test.
import type { InjectOptions } from 'fastify';
import type { TestApp, TestUser } from '../helpers/test-app.js';
import { fixtures, quickUser, type Identity } from './harness.js';
import { issueAccountToken } from '../../src/server/auth/account-tokens.js';
import { issuePendingRegistration } from '../../src/server/services/registration.service.js';
import { getOfflineExamPack } from '../../src/server/services/offline-exam.service.js';
import { recordResponse } from '../../src/server/services/quiz.service.js';
import { startSession } from '../../src/server/services/daily-session.service.js';
import { unsubscribeToken } from '../../src/server/services/reminder.service.js';
import { joinWith, makeTrainer, plainUser, trainerGroup } from '../helpers/groups-fixtures.js';

export type Role = 'visitor' | 'user' | 'other' | 'admin';
export const ROLES: Role[] = ['visitor', 'user', 'other', 'admin'];
export type Expected = Record<Role, number>;

export interface Cell {
  db: TestApp['db'];
  /** Owns the records of the request. */
  owner: Identity;
  /** A member with a password, for sign-in. */
  member: TestUser;
}
export type Req = { method: InjectOptions['method']; url: string; payload?: unknown };
export interface Row {
  expect: Expected;
  build: (c: Cell) => Promise<Req> | Req;
}

// The four kinds of guard.
const anyone = (s: number): Expected => ({ visitor: s, user: s, other: s, admin: s });
const members = (s: number): Expected => ({ visitor: 401, user: s, other: s, admin: s });
/** Only the owner: for anyone else the record does not exist (404, never 403: no disclosure). */
const owner = (s: number): Expected => ({ visitor: 401, user: s, other: 404, admin: 404 });
const admins = (s: number): Expected => ({ visitor: 401, user: 403, other: 403, admin: s });
/** Only a trainer (the owner, made one): a member or an admin who is not gets 403. */
const trainers = (s: number): Expected => ({ visitor: 401, user: s, other: 403, admin: 403 });

/** Preparation groups (docs/groups.md): the owner runs a fresh group; another trainer runs `foreign`. */
const ownGroup = async (db: Cell['db'], o: Identity) => trainerGroup(db, o.id);
const foreignCode = async (db: Cell['db']) => (await trainerGroup(db, await plainUser(db))).code;
/** The owner is a member of another trainer's group. */
const joinedGroup = async (db: Cell['db'], o: Identity) => {
  const g = await trainerGroup(db, await plainUser(db));
  await joinWith(db, o.id, g.code);
  return g.groupId;
};
/** The owner runs a group that a fresh member joined. */
const groupWithMember = async (db: Cell['db'], o: Identity) => {
  const g = await ownGroup(db, o);
  const memberId = await plainUser(db, 'Amina');
  await joinWith(db, memberId, g.code);
  return { groupId: g.groupId, memberId };
};

/** The owner runs a group; a fresh trainer (not yet in it) and their e-mail. */
const groupAndCoTrainer = async (db: Cell['db'], o: Identity) => {
  const g = await ownGroup(db, o);
  const other = await makeTrainer(db, await plainUser(db, 'Yasmine'));
  return { groupId: g.groupId, userId: other.id, email: other.email };
};
/** The owner runs a group with a second trainer. */
const groupWithCoTrainer = async (db: Cell['db'], o: Identity) => {
  const c = await groupAndCoTrainer(db, o);
  await db.insertInto('groupTrainers').values({ groupId: c.groupId, userId: c.userId, addedAt: new Date().toISOString() }).execute();
  return c;
};

/** An offline exam submission: a pack issued to the member a minute ago, three answers. */
async function offlineExam(db: TestApp['db'], memberId: string) {
  const start = Date.now();
  const pack = await getOfflineExamPack(db, { id: memberId, hasFullAccess: 1 }, new Date(start - 60_000));
  const answers = pack.questions.slice(0, 3).map((q) => ({ questionId: q.id, userAnswer: q.options[0]! }));
  return { token: pack.token, startedAt: new Date(start - 30_000).toISOString(), finishedAt: new Date(start).toISOString(), answers };
}

const uniqueEmail = () => `reg-${crypto.randomUUID().slice(0, 12)}@example.fr`;
const contact = { name: 'Nadia', email: 'nadia@example.fr', category: 'question', subject: 'Bonjour', message: 'Une question sur le quiz.' };
const story = {
  name: 'Nadia',
  city: 'Lyon',
  region: 'Auvergne-Rhône-Alpes',
  originalCountry: 'Maroc',
  naturalizationDate: 'mars 2025',
  story: 'Après deux ans de démarches, entretien réussi grâce à la préparation.',
  quizScore: '16',
  interviewTips: '',
};
/** A live one-time link of a fresh member (the matrix app has no SMTP: links are made directly). */
const resetToken = async (db: Cell['db']) => (await issueAccountToken(db, (await quickUser(db)).id, 'password_reset')).token;
const emailToken = async (db: Cell['db']) => (await issueAccountToken(db, (await quickUser(db)).id, 'email_change', uniqueEmail())).token;
/** A sign-up waiting for its link (only made with SMTP configured; the link works without). */
const signUpToken = (db: Cell['db']) =>
  issuePendingRegistration(db, { email: uniqueEmail(), password: 'un-bon-mot-de-passe', firstName: 'A', lastName: 'B' }, 'not-a-real-hash');
const newAttemptId = () => `attempt_${Date.now()}_${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
/** The owner's daily session, just started (its summary is theirs alone). */
const startedSession = async (db: TestApp['db'], o: Identity) => (await startSession(db, { id: o.id, hasFullAccess: 1 }, { attemptId: newAttemptId() })).attemptId;

export const get = (url: string): Req => ({ method: 'GET', url });
/** An attempt with one answer: finishing an attempt without any answer is refused (409). */
const answeredAttempt = async (db: Cell['db'], o: Identity) => {
  const id = await fixtures.attempt(db, o);
  await recordResponse(db, { id: o.id }, { questionId: await fixtures.questionId(db), userAnswer: 'réponse', timeSpent: 2, attemptId: id });
  return id;
};
/** A study plan with the exam a month away. */
const plan = () => ({ examDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10), dailyMinutes: 30 });

/** REST: "METHOD /path" as Fastify registers it. */
export const REST: Record<string, Row> = {
  'GET /api/health': { expect: anyone(200), build: () => get('/api/health') },
  'GET /api/login': { expect: anyone(302), build: () => get('/api/login') },

  'GET /api/auth/user': { expect: members(200), build: () => get('/api/auth/user') },
  'POST /api/auth/register': {
    expect: anyone(201),
    build: () => ({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail(), password: 'un-bon-mot-de-passe', firstName: 'A', lastName: 'B' } }),
  },
  'POST /api/auth/register/confirm': {
    expect: anyone(201),
    build: async ({ db }) => ({ method: 'POST', url: '/api/auth/register/confirm', payload: { token: await signUpToken(db) } }),
  },
  'POST /api/auth/login': {
    expect: anyone(200),
    build: ({ member }) => ({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: member.password } }),
  },
  'POST /api/auth/logout': { expect: anyone(200), build: () => ({ method: 'POST', url: '/api/auth/logout' }) },
  // Google sign-in is not configured in tests: everyone is sent back to /login with a reason.
  'GET /api/auth/password-reset': { expect: anyone(200), build: () => get('/api/auth/password-reset') },
  'POST /api/auth/password-reset': { expect: anyone(200), build: () => ({ method: 'POST', url: '/api/auth/password-reset', payload: { email: uniqueEmail() } }) },
  'POST /api/auth/password-reset/confirm': {
    expect: anyone(200),
    build: async ({ db }) => ({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token: await resetToken(db), password: 'un-nouveau-mot-de-passe' } }),
  },
  'GET /api/auth/google': { expect: anyone(302), build: () => get('/api/auth/google') },
  'GET /api/auth/google/callback': { expect: anyone(302), build: () => get('/api/auth/google/callback?code=x&state=y') },

  'DELETE /api/account': { expect: members(200), build: () => ({ method: 'DELETE', url: '/api/account' }) },
  'POST /api/account/full-access': { expect: members(200), build: () => ({ method: 'POST', url: '/api/account/full-access' }) },
  'GET /api/account/export': { expect: members(200), build: () => get('/api/account/export') },
  // quickUser members have no password yet: no current one to give.
  'POST /api/account/password': { expect: members(200), build: () => ({ method: 'POST', url: '/api/account/password', payload: { newPassword: 'un-nouveau-mot-de-passe' } }) },
  'PATCH /api/account/profile': { expect: members(200), build: () => ({ method: 'PATCH', url: '/api/account/profile', payload: { firstName: 'Awa', lastName: 'Ba' } }) },
  // No SMTP in this app: a member is told the change needs support (409); the guard is what counts here.
  'POST /api/account/email': { expect: members(409), build: () => ({ method: 'POST', url: '/api/account/email', payload: { email: uniqueEmail() } }) },
  'POST /api/account/email/confirm': {
    expect: anyone(200),
    build: async ({ db }) => ({ method: 'POST', url: '/api/account/email/confirm', payload: { token: await emailToken(db) } }),
  },

  'GET /api/questions': { expect: members(200), build: () => get('/api/questions?limit=5') },
  'GET /api/questions/demo': { expect: anyone(200), build: () => get('/api/questions/demo') },
  'GET /api/questions/counts': { expect: anyone(200), build: () => get('/api/questions/counts') },
  'GET /api/questions/review': { expect: members(200), build: () => get('/api/questions/review') },
  'GET /api/questions/official-list': { expect: members(200), build: () => get('/api/questions/official-list?start=1&limit=5') },
  'GET /api/facts': { expect: anyone(200), build: () => get('/api/facts') },
  'GET /api/admin/facts': { expect: admins(200), build: () => get('/api/admin/facts') },
  'PATCH /api/admin/facts/:key': { expect: admins(200), build: () => ({ method: 'PATCH', url: '/api/admin/facts/departements', payload: { verified: true } }) },
  'POST /api/questions/exam': { expect: members(200), build: () => ({ method: 'POST', url: '/api/questions/exam', payload: {} }) },
  'GET /api/questions/exam/current': { expect: members(200), build: () => get('/api/questions/exam/current') },

  'GET /api/attempts': { expect: members(200), build: () => get('/api/attempts') },
  'GET /api/attempts/current': { expect: members(200), build: () => get('/api/attempts/current') },
  'POST /api/attempts': {
    expect: members(201),
    build: () => ({ method: 'POST', url: '/api/attempts', payload: { id: newAttemptId(), type: 'full', totalQuestions: 5 } }),
  },
  'PATCH /api/attempts/:id': {
    expect: owner(200),
    build: async ({ db, owner: o }) => ({ method: 'PATCH', url: `/api/attempts/${await answeredAttempt(db, o)}`, payload: { isCompleted: true } }),
  },
  'DELETE /api/attempts/:id': {
    expect: owner(200),
    build: async ({ db, owner: o }) => ({ method: 'DELETE', url: `/api/attempts/${await fixtures.attempt(db, o)}` }),
  },
  'POST /api/attempts/:attemptId/translation-opened': {
    expect: owner(200),
    build: async ({ db, owner: o }) => {
      const { attemptId, questionId } = await fixtures.runningExam(db, o);
      return { method: 'POST', url: `/api/attempts/${attemptId}/translation-opened`, payload: { questionId } };
    },
  },
  'GET /api/attempts/:attemptId/result': {
    expect: owner(200),
    build: async ({ db, owner: o }) => get(`/api/attempts/${await fixtures.finishedExam(db, o)}/result`),
  },
  // An answer inside an attempt: only its owner may add one (a visitor may answer demo questions
  // without an attempt, see the tRPC twin below).
  'POST /api/responses': {
    expect: owner(201),
    build: async ({ db, owner: o }) => ({
      method: 'POST',
      url: '/api/responses',
      payload: { questionId: await fixtures.questionId(db), userAnswer: 'réponse', timeSpent: 3, attemptId: await fixtures.attempt(db, o) },
    }),
  },
  'GET /api/dashboard/stats': { expect: members(200), build: () => get('/api/dashboard/stats') },
  'GET /api/review/due': { expect: members(200), build: () => get('/api/review/due?limit=5') },
  'GET /api/learning/readiness': { expect: members(200), build: () => get('/api/learning/readiness') },
  'GET /api/learning/plan': { expect: members(200), build: () => get('/api/learning/plan') },
  'PUT /api/learning/plan': { expect: members(200), build: () => ({ method: 'PUT', url: '/api/learning/plan', payload: plan() }) },
  'GET /api/learning/today': { expect: members(200), build: () => get('/api/learning/today') },
  'POST /api/learning/session': { expect: members(200), build: () => ({ method: 'POST', url: '/api/learning/session', payload: { attemptId: newAttemptId() } }) },
  'GET /api/learning/session/:attemptId/summary': {
    expect: owner(200),
    build: async ({ db, owner: o }) => get(`/api/learning/session/${await startedSession(db, o)}/summary`),
  },
  'GET /api/account/reminder': { expect: members(200), build: () => get('/api/account/reminder') },
  'PUT /api/account/reminder': { expect: members(200), build: () => ({ method: 'PUT', url: '/api/account/reminder', payload: { enabled: false, hour: 19 } }) },
  // Public: the signed token of the e-mail's link names the member.
  'POST /api/reminders/unsubscribe': {
    expect: anyone(200),
    build: async ({ db, owner: o }) => ({ method: 'POST', url: `/api/reminders/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(db, o.id))}` }),
  },
  'GET /api/offline/pack': { expect: members(200), build: () => get('/api/offline/pack') },
  'GET /api/offline/exam-pack': { expect: members(200), build: () => get('/api/offline/exam-pack') },
  'POST /api/offline/exam': {
    expect: { visitor: 401, user: 200, other: 403, admin: 403 },
    build: async ({ db, owner: o }) => ({ method: 'POST', url: '/api/offline/exam', payload: await offlineExam(db, o.id) }),
  },

  'POST /api/interview/start': { expect: members(200), build: () => ({ method: 'POST', url: '/api/interview/start', payload: { applicantName: 'Nadia' } }) },
  'POST /api/interview/:id/respond': {
    expect: owner(200),
    build: async ({ db, owner: o }) => ({
      method: 'POST',
      url: `/api/interview/${await fixtures.interview(db, o)}/respond`,
      payload: { response: 'Bonjour, je m’appelle Nadia et je vis à Lyon depuis huit ans.' },
    }),
  },
  // Reading the report of an open interview never ends it (409); ending is a POST.
  'GET /api/interview/:id/report': {
    expect: owner(409),
    build: async ({ db, owner: o }) => get(`/api/interview/${await fixtures.interview(db, o)}/report`),
  },
  'POST /api/interview/:id/end': {
    expect: owner(200),
    build: async ({ db, owner: o }) => ({ method: 'POST', url: `/api/interview/${await fixtures.interview(db, o)}/end` }),
  },

  'POST /api/contact': { expect: anyone(201), build: () => ({ method: 'POST', url: '/api/contact', payload: contact }) },

  'GET /api/success-stories': { expect: anyone(200), build: () => get('/api/success-stories') },
  'POST /api/success-stories': { expect: anyone(201), build: () => ({ method: 'POST', url: '/api/success-stories', payload: story }) },
  'POST /api/success-stories/:id/like': {
    expect: anyone(200),
    build: async ({ db }) => ({ method: 'POST', url: `/api/success-stories/${await fixtures.story(db, 'published')}/like` }),
  },

  'GET /api/community/challenges': { expect: anyone(200), build: () => get('/api/community/challenges') },
  'POST /api/community/challenges/:id/join': {
    expect: members(200),
    build: async ({ db }) => ({ method: 'POST', url: `/api/community/challenges/${await fixtures.openChallengeId(db)}/join` }),
  },
  'GET /api/community/leaderboard': { expect: anyone(200), build: () => get('/api/community/leaderboard') },
  'GET /api/community/user-stats': { expect: members(200), build: () => get('/api/community/user-stats') },

  'GET /api/admin/stats': { expect: admins(200), build: () => get('/api/admin/stats') },
  'GET /api/admin/questions': { expect: admins(200), build: () => get('/api/admin/questions') },
  'PATCH /api/admin/questions/:id': {
    expect: admins(200),
    build: async ({ db }) => ({ method: 'PATCH', url: `/api/admin/questions/${await fixtures.questionId(db)}`, payload: { isActive: true } }),
  },
  'GET /api/admin/questions/analysis': { expect: admins(200), build: () => get('/api/admin/questions/analysis?sort=answers&flag=any') },
  'GET /api/admin/questions/:id/analysis': {
    expect: admins(200),
    build: async ({ db }) => get(`/api/admin/questions/${await fixtures.questionId(db)}/analysis`),
  },
  'POST /api/admin/questions/:id/analysis/review': {
    expect: admins(200),
    build: async ({ db }) => ({ method: 'POST', url: `/api/admin/questions/${await fixtures.questionId(db)}/analysis/review` }),
  },
  'GET /api/admin/users': { expect: admins(200), build: () => get('/api/admin/users') },
  'PATCH /api/admin/users/:id': {
    expect: admins(200),
    build: async ({ db }) => ({ method: 'PATCH', url: `/api/admin/users/${(await quickUser(db)).id}`, payload: { hasFullAccess: true } }),
  },
  'POST /api/admin/users/:id/password-reset-link': {
    expect: admins(200),
    build: async ({ db }) => ({ method: 'POST', url: `/api/admin/users/${(await quickUser(db)).id}/password-reset-link` }),
  },
  'GET /api/admin/contact-messages': { expect: admins(200), build: () => get('/api/admin/contact-messages?status=all') },
  'PATCH /api/admin/contact-messages/:id': {
    expect: admins(200),
    build: async ({ db }) => ({ method: 'PATCH', url: `/api/admin/contact-messages/${await fixtures.contactMessage(db)}`, payload: { handled: true } }),
  },
  'GET /api/admin/audit-log': { expect: admins(200), build: () => get('/api/admin/audit-log?page=1') },
  'GET /api/admin/success-stories': { expect: admins(200), build: () => get('/api/admin/success-stories?status=pending') },
  'PATCH /api/admin/success-stories/:id': {
    expect: admins(200),
    build: async ({ db }) => ({ method: 'PATCH', url: `/api/admin/success-stories/${await fixtures.story(db)}`, payload: { status: 'published' } }),
  },
  'GET /api/glossary': { expect: anyone(200), build: () => get('/api/glossary') },
  'GET /api/glossary/:slug': { expect: anyone(200), build: () => get('/api/glossary/laicite') },
  'GET /api/admin/glossary': { expect: admins(200), build: () => get('/api/admin/glossary') },
  'PATCH /api/admin/glossary/:slug': {
    expect: admins(200),
    build: () => ({ method: 'PATCH', url: '/api/admin/glossary/laicite', payload: { termEn: 'secularism (laïcité)' } }),
  },
  'GET /api/groups': { expect: members(200), build: () => get('/api/groups') },
  'POST /api/groups': {
    expect: trainers(201),
    build: async ({ db, owner: o }) => {
      await makeTrainer(db, o.id);
      return { method: 'POST', url: '/api/groups', payload: { name: 'Atelier du mardi', examDate: plan().examDate } };
    },
  },
  'GET /api/groups/:id': { expect: owner(200), build: async ({ db, owner: o }) => get(`/api/groups/${(await ownGroup(db, o)).groupId}`) },
  'GET /api/groups/invite/:code': { expect: members(200), build: async ({ db }) => get(`/api/groups/invite/${await foreignCode(db)}`) },
  'POST /api/groups/join': {
    expect: members(200),
    build: async ({ db }) => ({ method: 'POST', url: '/api/groups/join', payload: { code: await foreignCode(db), consent: true } }),
  },
  'DELETE /api/groups/:id/membership': {
    expect: owner(200),
    build: async ({ db, owner: o }) => ({ method: 'DELETE', url: `/api/groups/${await joinedGroup(db, o)}/membership` }),
  },
  'GET /api/groups/:id/members/:userId': {
    expect: owner(200),
    build: async ({ db, owner: o }) => {
      const { groupId, memberId } = await groupWithMember(db, o);
      return get(`/api/groups/${groupId}/members/${memberId}`);
    },
  },
  'POST /api/groups/:id/assignments': {
    expect: owner(201),
    build: async ({ db, owner: o }) => ({
      method: 'POST',
      url: `/api/groups/${(await ownGroup(db, o)).groupId}/assignments`,
      payload: { kind: 'subtheme', subtheme: 'laicite' },
    }),
  },
  'POST /api/groups/:id/invitations': {
    expect: owner(201),
    build: async ({ db, owner: o }) => ({ method: 'POST', url: `/api/groups/${(await ownGroup(db, o)).groupId}/invitations` }),
  },
  'POST /api/groups/:id/trainers': {
    expect: owner(201),
    build: async ({ db, owner: o }) => {
      const c = await groupAndCoTrainer(db, o);
      return { method: 'POST', url: `/api/groups/${c.groupId}/trainers`, payload: { email: c.email } };
    },
  },
  'DELETE /api/groups/:id/trainers/:userId': {
    expect: owner(200),
    build: async ({ db, owner: o }) => {
      const c = await groupWithCoTrainer(db, o);
      return { method: 'DELETE', url: `/api/groups/${c.groupId}/trainers/${c.userId}` };
    },
  },
  'DELETE /api/groups/:id/invitations/:invitationId': {
    expect: owner(200),
    build: async ({ db, owner: o }) => {
      const g = await ownGroup(db, o);
      return { method: 'DELETE', url: `/api/groups/${g.groupId}/invitations/${g.invitationId}` };
    },
  },
};

export interface TrpcRow {
  expect: Expected;
  input?: (c: Cell) => Promise<unknown> | unknown;
}

/** tRPC: the procedure's path; success is 200 for every procedure. */
export const TRPC: Record<string, TrpcRow> = {
  'auth.user': { expect: anyone(200) },
  'auth.register': { expect: anyone(200), input: () => ({ email: uniqueEmail(), password: 'un-bon-mot-de-passe', firstName: 'A', lastName: 'B' }) },
  'auth.confirmRegistration': { expect: anyone(200), input: async ({ db }) => ({ token: await signUpToken(db) }) },
  'auth.login': { expect: anyone(200), input: ({ member }) => ({ email: member.email, password: member.password }) },
  'auth.logout': { expect: anyone(200) },
  'auth.recovery': { expect: anyone(200) },
  'auth.requestPasswordReset': { expect: anyone(200), input: () => ({ email: uniqueEmail() }) },
  'auth.confirmPasswordReset': { expect: anyone(200), input: async ({ db }) => ({ token: await resetToken(db), password: 'un-nouveau-mot-de-passe' }) },

  'account.enableFullAccess': { expect: members(200) },
  'account.export': { expect: members(200) },
  'account.delete': { expect: members(200) },
  'account.changePassword': { expect: members(200), input: () => ({ newPassword: 'un-nouveau-mot-de-passe' }) },
  'account.updateProfile': { expect: members(200), input: () => ({ firstName: 'Awa', lastName: 'Ba' }) },
  'account.requestEmailChange': { expect: members(409), input: () => ({ email: uniqueEmail() }) },
  'account.confirmEmailChange': { expect: anyone(200), input: async ({ db }) => ({ token: await emailToken(db) }) },

  'config.public': { expect: anyone(200) },

  'questions.demo': { expect: anyone(200) },
  'questions.counts': { expect: anyone(200) },
  'questions.list': { expect: members(200), input: () => ({ limit: 5 }) },
  'questions.review': { expect: members(200) },
  'questions.officialList': { expect: members(200), input: () => ({ start: 1, limit: 5 }) },
  'facts.list': { expect: anyone(200) },
  'admin.facts.list': { expect: admins(200) },
  'admin.facts.update': { expect: admins(200), input: () => ({ key: 'departements', verified: true }) },

  'learning.due': { expect: members(200), input: () => ({ limit: 5 }) },
  'learning.readiness': { expect: members(200) },
  'learning.plan': { expect: members(200) },
  'learning.setPlan': { expect: members(200), input: () => plan() },
  'learning.today': { expect: members(200) },
  'learning.startSession': { expect: members(200), input: () => ({ attemptId: newAttemptId() }) },
  'learning.sessionSummary': { expect: owner(200), input: async ({ db, owner: o }) => ({ attemptId: await startedSession(db, o) }) },
  'account.reminder': { expect: members(200) },
  'account.setReminder': { expect: members(200), input: () => ({ enabled: false, hour: 19 }) },
  'reminders.unsubscribe': { expect: anyone(200), input: async ({ db, owner: o }) => ({ token: await unsubscribeToken(db, o.id) }) },
  'offline.pack': { expect: members(200) },
  'offline.examPack': { expect: members(200) },
  // The token is signed for its member: anyone else holds a paper the server did not issue them.
  'offline.submitExam': {
    expect: { visitor: 401, user: 200, other: 403, admin: 403 },
    input: ({ db, owner: o }) => offlineExam(db, o.id),
  },

  'attempts.list': { expect: members(200) },
  'attempts.current': { expect: members(200) },
  'attempts.create': { expect: members(200), input: () => ({ id: newAttemptId(), type: 'full', totalQuestions: 5 }) },
  'attempts.update': { expect: owner(200), input: async ({ db, owner: o }) => ({ id: await answeredAttempt(db, o), isCompleted: true }) },
  'attempts.delete': { expect: owner(200), input: async ({ db, owner: o }) => ({ id: await fixtures.attempt(db, o) }) },
  // A visitor's answer to a demo question is counted (not stored): public on purpose.
  'attempts.respond': { expect: anyone(200), input: async ({ db }) => ({ questionId: await fixtures.demoQuestionId(db), userAnswer: 'réponse', timeSpent: 2 }) },
  'dashboard.stats': { expect: members(200) },

  'exam.start': { expect: members(200), input: () => ({}) },
  'exam.current': { expect: members(200) },
  'exam.translationOpened': { expect: owner(200), input: ({ db, owner: o }) => fixtures.runningExam(db, o) },
  'exam.result': { expect: owner(200), input: async ({ db, owner: o }) => ({ attemptId: await fixtures.finishedExam(db, o) }) },

  'interview.start': { expect: members(200), input: () => ({ applicantName: 'Nadia' }) },
  'interview.respond': {
    expect: owner(200),
    input: async ({ db, owner: o }) => ({ id: await fixtures.interview(db, o), response: 'Je vis à Lyon depuis huit ans et je travaille comme infirmière.' }),
  },
  'interview.report': { expect: owner(409), input: async ({ db, owner: o }) => ({ id: await fixtures.interview(db, o) }) },
  'interview.end': { expect: owner(200), input: async ({ db, owner: o }) => ({ id: await fixtures.interview(db, o) }) },
  'interview.get': { expect: owner(200), input: async ({ db, owner: o }) => ({ id: await fixtures.interview(db, o) }) },

  'contact.send': { expect: anyone(200), input: () => contact },

  'community.stories.list': { expect: anyone(200) },
  'community.stories.submit': { expect: anyone(200), input: () => story },
  'community.stories.like': { expect: anyone(200), input: async ({ db }) => ({ id: await fixtures.story(db, 'published') }) },
  'community.challenges.list': { expect: anyone(200) },
  'community.challenges.join': { expect: members(200), input: async ({ db }) => ({ id: await fixtures.openChallengeId(db) }) },
  'community.leaderboard': { expect: anyone(200) },
  'community.userStats': { expect: members(200) },

  'admin.stats': { expect: admins(200) },
  'admin.questions.list': { expect: admins(200) },
  'admin.questions.update': { expect: admins(200), input: async ({ db }) => ({ id: await fixtures.questionId(db), isActive: true }) },
  'admin.questions.analysis': { expect: admins(200), input: () => ({ sort: 'answers', flag: 'any' }) },
  'admin.questions.analysisDetail': { expect: admins(200), input: async ({ db }) => ({ id: await fixtures.questionId(db) }) },
  'admin.questions.markReviewed': { expect: admins(200), input: async ({ db }) => ({ id: await fixtures.questionId(db) }) },
  'admin.users.list': { expect: admins(200) },
  'admin.users.update': { expect: admins(200), input: async ({ db }) => ({ id: (await quickUser(db)).id, hasFullAccess: true }) },
  'admin.users.passwordResetLink': { expect: admins(200), input: async ({ db }) => ({ id: (await quickUser(db)).id }) },
  'admin.contactMessages.list': { expect: admins(200), input: () => ({ status: 'open' }) },
  'admin.contactMessages.update': { expect: admins(200), input: async ({ db }) => ({ id: await fixtures.contactMessage(db), handled: true }) },
  'admin.auditLog.list': { expect: admins(200), input: () => ({ page: 1, pageSize: 20 }) },
  'admin.stories.list': { expect: admins(200), input: () => ({ status: 'pending' }) },
  'admin.stories.moderate': { expect: admins(200), input: async ({ db }) => ({ id: await fixtures.story(db), status: 'rejected' }) },
  'glossary.list': { expect: anyone(200) },
  'glossary.get': { expect: anyone(200), input: () => ({ slug: 'laicite' }) },
  'admin.glossary.list': { expect: admins(200) },
  'admin.glossary.update': { expect: admins(200), input: () => ({ slug: 'laicite', termEn: 'secularism (laïcité)' }) },
  'groups.list': { expect: members(200) },
  'groups.create': {
    expect: trainers(200),
    input: async ({ db, owner: o }) => {
      await makeTrainer(db, o.id);
      return { name: 'Atelier du mardi', examDate: plan().examDate };
    },
  },
  'groups.get': { expect: owner(200), input: async ({ db, owner: o }) => ({ id: (await ownGroup(db, o)).groupId }) },
  'groups.invite': { expect: members(200), input: async ({ db }) => ({ code: await foreignCode(db) }) },
  'groups.join': { expect: members(200), input: async ({ db }) => ({ code: await foreignCode(db), consent: true }) },
  'groups.leave': { expect: owner(200), input: async ({ db, owner: o }) => ({ id: await joinedGroup(db, o) }) },
  'groups.member': {
    expect: owner(200),
    input: async ({ db, owner: o }) => {
      const { groupId, memberId } = await groupWithMember(db, o);
      return { id: groupId, userId: memberId };
    },
  },
  'groups.assign': {
    expect: owner(200),
    input: async ({ db, owner: o }) => ({ id: (await ownGroup(db, o)).groupId, kind: 'mock_exam', dueDate: plan().examDate }),
  },
  'groups.addTrainer': {
    expect: owner(200),
    input: async ({ db, owner: o }) => {
      const c = await groupAndCoTrainer(db, o);
      return { id: c.groupId, email: c.email };
    },
  },
  'groups.removeTrainer': {
    expect: owner(200),
    input: async ({ db, owner: o }) => {
      const c = await groupWithCoTrainer(db, o);
      return { id: c.groupId, userId: c.userId };
    },
  },
  'groups.createInvitation': { expect: owner(200), input: async ({ db, owner: o }) => ({ id: (await ownGroup(db, o)).groupId }) },
  'groups.revokeInvitation': {
    expect: owner(200),
    input: async ({ db, owner: o }) => {
      const g = await ownGroup(db, o);
      return { id: g.groupId, invitationId: g.invitationId };
    },
  },
};


/**
 * The tRPC twin of every REST route (the same service call behind both doors), or why a route
 * has none. tests/security/twins.test.ts holds both doors to the same status per role and the
 * same 429 point; a REST route missing here fails it.
 */
export const TWINS: Record<string, string | { none: string }> = {
  'GET /api/health': { none: 'a probe for the load balancer and uptime checks, not a product action' },
  'GET /api/login': { none: 'a redirect kept for links to the old sign-in address' },
  'GET /api/auth/google': { none: 'a browser redirect to Google (OAuth needs a top-level navigation)' },
  'GET /api/auth/google/callback': { none: "Google's redirect back (OAuth needs a top-level navigation)" },
  'GET /api/auth/user': 'auth.user',
  'POST /api/auth/register': 'auth.register',
  'POST /api/auth/register/confirm': 'auth.confirmRegistration',
  'POST /api/auth/login': 'auth.login',
  'POST /api/auth/logout': 'auth.logout',
  'GET /api/auth/password-reset': 'auth.recovery',
  'POST /api/auth/password-reset': 'auth.requestPasswordReset',
  'POST /api/auth/password-reset/confirm': 'auth.confirmPasswordReset',

  'DELETE /api/account': 'account.delete',
  'POST /api/account/full-access': 'account.enableFullAccess',
  'GET /api/account/export': 'account.export',
  'POST /api/account/password': 'account.changePassword',
  'PATCH /api/account/profile': 'account.updateProfile',
  'POST /api/account/email': 'account.requestEmailChange',
  'POST /api/account/email/confirm': 'account.confirmEmailChange',

  'GET /api/questions': 'questions.list',
  'GET /api/questions/demo': 'questions.demo',
  'GET /api/questions/counts': 'questions.counts',
  'GET /api/questions/review': 'questions.review',
  'GET /api/questions/official-list': 'questions.officialList',
  'GET /api/facts': 'facts.list',
  'GET /api/admin/facts': 'admin.facts.list',
  'PATCH /api/admin/facts/:key': 'admin.facts.update',
  'POST /api/questions/exam': 'exam.start',
  'GET /api/questions/exam/current': 'exam.current',

  'GET /api/attempts': 'attempts.list',
  'GET /api/attempts/current': 'attempts.current',
  'POST /api/attempts': 'attempts.create',
  'PATCH /api/attempts/:id': 'attempts.update',
  'DELETE /api/attempts/:id': 'attempts.delete',
  'GET /api/attempts/:attemptId/result': 'exam.result',
  'POST /api/attempts/:attemptId/translation-opened': 'exam.translationOpened',
  'POST /api/responses': 'attempts.respond',
  'GET /api/dashboard/stats': 'dashboard.stats',
  'GET /api/review/due': 'learning.due',
  'GET /api/learning/readiness': 'learning.readiness',
  'GET /api/learning/plan': 'learning.plan',
  'PUT /api/learning/plan': 'learning.setPlan',
  'GET /api/learning/today': 'learning.today',
  'POST /api/learning/session': 'learning.startSession',
  'GET /api/learning/session/:attemptId/summary': 'learning.sessionSummary',
  'GET /api/account/reminder': 'account.reminder',
  'PUT /api/account/reminder': 'account.setReminder',
  'POST /api/reminders/unsubscribe': 'reminders.unsubscribe',
  'GET /api/offline/pack': 'offline.pack',
  'GET /api/offline/exam-pack': 'offline.examPack',
  'POST /api/offline/exam': 'offline.submitExam',

  'POST /api/interview/start': 'interview.start',
  'POST /api/interview/:id/respond': 'interview.respond',
  'GET /api/interview/:id/report': 'interview.report',
  'POST /api/interview/:id/end': 'interview.end',

  'POST /api/contact': 'contact.send',

  'GET /api/success-stories': 'community.stories.list',
  'POST /api/success-stories': 'community.stories.submit',
  'POST /api/success-stories/:id/like': 'community.stories.like',
  'GET /api/community/challenges': 'community.challenges.list',
  'POST /api/community/challenges/:id/join': 'community.challenges.join',
  'GET /api/community/leaderboard': 'community.leaderboard',
  'GET /api/community/user-stats': 'community.userStats',

  'GET /api/admin/stats': 'admin.stats',
  'GET /api/admin/questions': 'admin.questions.list',
  'PATCH /api/admin/questions/:id': 'admin.questions.update',
  'GET /api/admin/questions/analysis': 'admin.questions.analysis',
  'GET /api/admin/questions/:id/analysis': 'admin.questions.analysisDetail',
  'POST /api/admin/questions/:id/analysis/review': 'admin.questions.markReviewed',
  'GET /api/admin/users': 'admin.users.list',
  'PATCH /api/admin/users/:id': 'admin.users.update',
  'POST /api/admin/users/:id/password-reset-link': 'admin.users.passwordResetLink',
  'GET /api/admin/contact-messages': 'admin.contactMessages.list',
  'PATCH /api/admin/contact-messages/:id': 'admin.contactMessages.update',
  'GET /api/admin/audit-log': 'admin.auditLog.list',
  'GET /api/admin/success-stories': 'admin.stories.list',
  'PATCH /api/admin/success-stories/:id': 'admin.stories.moderate',
  'GET /api/glossary': 'glossary.list',
  'GET /api/glossary/:slug': 'glossary.get',
  'GET /api/admin/glossary': 'admin.glossary.list',
  'PATCH /api/admin/glossary/:slug': 'admin.glossary.update',
  'GET /api/groups': 'groups.list',
  'POST /api/groups': 'groups.create',
  'GET /api/groups/:id': 'groups.get',
  'GET /api/groups/invite/:code': 'groups.invite',
  'POST /api/groups/join': 'groups.join',
  'DELETE /api/groups/:id/membership': 'groups.leave',
  'GET /api/groups/:id/members/:userId': 'groups.member',
  'POST /api/groups/:id/assignments': 'groups.assign',
  'POST /api/groups/:id/invitations': 'groups.createInvitation',
  'POST /api/groups/:id/trainers': 'groups.addTrainer',
  'DELETE /api/groups/:id/trainers/:userId': 'groups.removeTrainer',
  'DELETE /api/groups/:id/invitations/:invitationId': 'groups.revokeInvitation',
};

/** Procedures with no REST route, and why. */
export const TRPC_ONLY: Record<string, string> = {
  'config.public': "the interface's own settings (whether Google sign-in is set up); a REST client meets them at GET /api/auth/google",
  'interview.get': 'the interview page reloads its state through tRPC only; the REST API answers each turn with it',
};
