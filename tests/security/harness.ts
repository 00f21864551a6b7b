// Shared by the security suites: the list of routes the real app registers, the tRPC procedures,
// cheap signed-in identities, and fresh records owned by a given user.
//
// Routes are collected by a Fastify `onRoute` hook added to every instance `fastify()` builds.
// The test files install it with:
//   vi.mock('fastify', async (importOriginal) => (await import('./harness.js')).spyOnFastify(await importOriginal()));
// so buildApp() itself is untouched and every route it (or any plugin) registers is seen.
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { DbHandle } from '../../db/client.js';
import { appRouter } from '../../src/routers/_app.js';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../../src/server/auth/session.js';
import { createAttempt } from '../../src/server/services/attempt.service.js';
import { startInterview } from '../../src/server/services/interview.service.js';
import { getQuestionBank } from '../../src/server/services/question-bank.js';
import { newAttemptId } from '../../src/shared/schemas/quiz.js';

type Db = DbHandle['db'];

export interface RegisteredRoute {
  method: string;
  url: string;
}

export const registeredRoutes: RegisteredRoute[] = [];

/** Wraps fastify's factory so that every instance reports the routes registered on it. */
export function spyOnFastify<M extends { default: (...args: never[]) => FastifyInstance }>(mod: M): M {
  const original = mod.default;
  const wrapped = ((...args: never[]) => {
    const app = original(...args);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) registeredRoutes.push({ method: String(method), url: route.url });
    });
    return app;
  }) as M['default'];
  return { ...mod, default: wrapped, fastify: wrapped };
}

/**
 * "METHOD /path" for every route of the app that a client can call, HEAD excluded (Fastify adds
 * one to each GET: it runs the GET handler). tRPC's catch-all /trpc/:path is covered procedure by
 * procedure (see trpcProcedures), the static client by its own tests.
 */
export function restRouteKeys(): string[] {
  const keys = registeredRoutes
    .filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/trpc'))
    .map((r) => `${r.method} ${r.url}`);
  return [...new Set(keys)].sort();
}

export interface ProcedureInfo {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
}

/** Every procedure of the one router tree, with its kind. */
export function trpcProcedures(): ProcedureInfo[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: ProcedureInfo['type'] } }>;
  return Object.entries(procedures)
    .map(([path, p]) => ({ path, type: p._def.type }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

export interface Identity {
  id: string;
  cookie: string;
}

let counter = 0;

/** A user and a session straight in the database (no password hashing: fast enough for hundreds). */
export async function quickUser(db: Db, opts: { isAdmin?: boolean; hasFullAccess?: boolean } = {}): Promise<Identity> {
  counter += 1;
  const id = crypto.randomUUID();
  await db
    .insertInto('users')
    .values({
      id,
      email: `sec${counter}-${id.slice(0, 8)}@example.fr`,
      passwordHash: null,
      googleId: null,
      firstName: 'Nadia',
      lastName: 'Benali',
      city: null,
      isAdmin: opts.isAdmin ? 1 : 0,
      hasFullAccess: opts.hasFullAccess ? 1 : 0,
    })
    .execute();
  const token = generateSessionToken();
  await createSession(db, token, id);
  return { id, cookie: `${SESSION_COOKIE}=${token}` };
}

let ipCounter = 0;
/** A new client address per request, so that per-IP limits (sign-in, forms) never decide a status. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Records owned by `owner`, created fresh for each request that needs one. */
export const fixtures = {
  async attempt(db: Db, owner: Identity, type: 'full' | 'demo' = 'full'): Promise<string> {
    const attempt = await createAttempt(db, { id: owner.id, hasFullAccess: 1 }, { id: newAttemptId(), type, totalQuestions: 5 });
    return attempt.id;
  },

  /** A civic exam that is over, so its correction can be read. */
  async finishedExam(db: Db, owner: Identity): Promise<string> {
    const attempt = await createAttempt(db, { id: owner.id, hasFullAccess: 1 }, { id: newAttemptId(), type: 'exam', totalQuestions: 40 });
    await db
      .updateTable('attempts')
      .set({ isCompleted: 1, completedAt: new Date().toISOString(), score: '0' })
      .where('id', '=', attempt.id)
      .execute();
    return attempt.id;
  },

  /** A civic exam in progress and the first of its questions. */
  async runningExam(db: Db, owner: Identity): Promise<{ attemptId: string; questionId: string }> {
    const attempt = await createAttempt(db, { id: owner.id, hasFullAccess: 1 }, { id: newAttemptId(), type: 'exam', totalQuestions: 40 });
    return { attemptId: attempt.id, questionId: (JSON.parse(attempt.questionIds!) as string[])[0]! };
  },

  async interview(db: Db, owner: Identity): Promise<string> {
    const session = await startInterview(db, { id: owner.id }, { applicantName: 'Nadia' });
    return session.id;
  },

  async story(db: Db, status: 'pending' | 'published' = 'pending'): Promise<number> {
    const row = await db
      .insertInto('successStories')
      .values({
        name: 'Nadia',
        city: 'Lyon',
        region: 'Auvergne-Rhône-Alpes',
        originalCountry: 'Maroc',
        naturalizationDate: '2025-03',
        story: 'Une histoire de naturalisation assez longue pour le formulaire.',
        quizScore: null,
        interviewTips: null,
        status,
        likes: 0,
        submittedBy: null,
        submitterIp: '10.0.0.1',
        moderatedAt: status === 'published' ? new Date().toISOString() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async contactMessage(db: Db): Promise<number> {
    const row = await db
      .insertInto('contactMessages')
      .values({ name: 'Nadia', email: 'nadia@example.fr', category: 'question', subject: 'Bonjour', message: 'Une question.', userId: null, handled: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async questionId(db: Db): Promise<string> {
    const bank = await getQuestionBank(db);
    return bank.active[0]!.id;
  },

  async demoQuestionId(db: Db): Promise<string> {
    const bank = await getQuestionBank(db);
    return bank.demo[0]!.id;
  },

  async openChallengeId(db: Db): Promise<string> {
    const row = await db
      .selectFrom('challenges')
      .select('id')
      .where('endDate', '>', new Date().toISOString())
      .orderBy('endDate')
      .executeTakeFirstOrThrow();
    return row.id;
  },
};

/** Answers must never show how the server is built: stack frames, file paths, SQL, driver codes. */
export const LEAK_PATTERNS: [string, RegExp][] = [
  ['stack frame', /\bat [\w$.<>]+ \(?[^)\s]*:\d+:\d+\)?/],
  ['file path', /(\/work\/|\/home\/|\/tmp\/|node_modules|[\\/]src[\\/]server[\\/]|\.(ts|js|mjs|cjs):\d+)/],
  ['SQLite error', /\b(SQLITE_[A-Z_]+|no such (table|column)|constraint failed|near "[^"]*": syntax error)/i],
  ['SQL text', /\b(select\s+["*`\w][^\n]{0,80}\s+from\s+["`\w]|insert\s+into\s+["`\w]|update\s+["`\w]+\s+set\s|delete\s+from\s+["`\w])/i],
  ['error class', /\b(TypeError|ReferenceError|SyntaxError|RangeError|ZodError|TRPCError|SqliteError)\b/],
];

/** The first leak found in an answer body, or null. */
export function findLeak(body: string): string | null {
  for (const [name, pattern] of LEAK_PATTERNS) {
    const m = pattern.exec(body);
    if (m) return `${name}: ${JSON.stringify(m[0])}`;
  }
  return null;
}

export type { FastifyInstance };
