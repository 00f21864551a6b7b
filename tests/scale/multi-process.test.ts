// Two app processes on one PostgreSQL (docs/operations.md, "PostgreSQL"), as behind the reverse proxy of
// deploy/: a session made on one is valid on the other, an admin edit on one reaches the other's
// quiz, concurrent answers split over both are stored once, sign-in limits are shared, and killing
// one process mid-write loses nothing it acknowledged. Runs in the `server-pg` project only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client.js';
import { openDatabase } from '../../src/server/database.js';
import { FAILED_SIGNIN_MAX } from '../../src/server/auth/rate-limit.js';
import { spawnServer, type SpawnedServer as Server } from '../../scripts/lib/spawn-server.js';
import { createTestPostgresDatabase, createUser, testPostgresUrl, type TestUser } from '../helpers/test-app.js';

let url: string;
let drop: () => Promise<void>;
let handle: DbHandle;
let a: Server;
let b: Server;
let questions: { id: string; correctAnswer: string }[];
const servers: Server[] = [];

async function startServer(): Promise<Server> {
  const server = await spawnServer(
    { DATABASE_URL: url, DATABASE_POOL_SIZE: '8', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000' },
    { stdout: 'ignore', stderr: 'ignore', startTimeoutMs: 60_000 },
  );
  servers.push(server);
  return server;
}

function call(server: Server, method: string, path: string, cookie?: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  const cluster = testPostgresUrl();
  if (!cluster) throw new Error('runs in the server-pg project (vitest --project server-pg)');
  ({ url, drop } = await createTestPostgresDatabase(cluster));
  handle = await openDatabase(url, { seed: false, poolSize: 2 });
  questions = await handle.db.selectFrom('questions').select(['id', 'correctAnswer']).where('isActive', '=', 1).where('isDemo', '=', 0).orderBy('id').limit(40).execute();
  [a, b] = await Promise.all([startServer(), startServer()]);
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await handle?.close();
  await drop?.();
});

describe('two app processes on one PostgreSQL', () => {
  it('accepts on one process the session made on the other, and ends it on both', async () => {
    const email = `multi-${Date.now()}@example.fr`;
    const registered = await call(a, 'POST', '/api/auth/register', undefined, { email, password: 'motdepasse-solide', firstName: 'Awa', lastName: 'Traoré' });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const onB = await call(b, 'GET', '/api/auth/user', cookie);
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ email });
    expect((await call(b, 'POST', '/api/auth/logout', cookie, {})).status).toBeLessThan(300);
    expect((await call(a, 'GET', '/api/auth/user', cookie)).status).toBe(401);
  });

  it("brings an admin edit made on one process to the other's quiz within 10 seconds", async () => {
    const demo = (await (await call(b, 'GET', '/api/questions/demo')).json()) as { id: string; content: string }[];
    const target = demo[0]!;
    const admin = await createUser(handle.db, { isAdmin: true, hasFullAccess: true });
    const content = `${target.content} (édition partagée)`;
    expect((await call(a, 'PATCH', `/api/admin/questions/${target.id}`, admin.cookie, { content })).status).toBe(200);
    const start = Date.now();
    let seen = false;
    while (!seen && Date.now() - start < 10_000) {
      const there = (await (await call(b, 'GET', '/api/questions/demo')).json()) as { id: string; content: string }[];
      seen = there.find((q) => q.id === target.id)?.content === content;
      if (!seen) await new Promise((r) => setTimeout(r, 200));
    }
    expect(seen).toBe(true);
  });

  it('stores each of 300 concurrent answers once, each sent to both processes', async () => {
    const users: TestUser[] = [];
    for (let i = 0; i < 30; i++) users.push(await createUser(handle.db, { hasFullAccess: true }));
    const attempts = users.map((user, i) => ({ user, id: `attempt_${Date.now()}_multi${i.toString().padStart(2, '0')}` }));
    for (const [i, at] of attempts.entries()) {
      expect((await call(i % 2 ? a : b, 'POST', '/api/attempts', at.user.cookie, { id: at.id, type: 'full', totalQuestions: 10 })).status).toBe(201);
    }
    // Every answer goes to both processes at once (a client retrying through the proxy): 600
    // requests, 300 answers.
    const results = await Promise.all(
      attempts.flatMap((at, i) =>
        questions.slice(0, 10).flatMap((q, j) =>
          [a, b].map(async (server) => {
            const body = { questionId: q.id, userAnswer: (i + j) % 2 ? q.correctAnswer : 'faux', timeSpent: 1, attemptId: at.id };
            const res = await call(server, 'POST', '/api/responses', at.user.cookie, body);
            return { status: res.status, id: res.status === 201 ? ((await res.json()) as { id: number }).id : null };
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status !== 201)).toEqual([]);
    // Both copies of an answer were told the same stored row.
    expect(new Set(results.map((r) => r.id)).size).toBe(300);
    const rows = await handle.db
      .selectFrom('responses')
      .select(['attemptId', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('isCorrect').as('ok')])
      .where('attemptId', 'in', attempts.map((at) => at.id))
      .groupBy('attemptId')
      .execute();
    expect(rows).toHaveLength(30);
    for (const row of rows) expect(Number(row.n)).toBe(10);
    expect(rows.reduce((sum, r) => sum + Number(r.ok), 0)).toBe(150);
    const counted = await handle.db.selectFrom('rowCounts').select('n').where('name', '=', 'responses').executeTakeFirstOrThrow();
    const actual = await handle.db.selectFrom('responses').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(Number(actual.n));
  }, 60_000);

  it('takes no more answers than the quiz has questions when they arrive through both processes at once', async () => {
    const member = await createUser(handle.db, { hasFullAccess: true });
    const id = `attempt_${Date.now()}_full0001`;
    expect((await call(a, 'POST', '/api/attempts', member.cookie, { id, type: 'full', totalQuestions: 10 })).status).toBe(201);
    const statuses = await Promise.all(
      questions.slice(0, 16).map(async (q, i) => {
        const res = await call(i % 2 ? a : b, 'POST', '/api/responses', member.cookie, { questionId: q.id, userAnswer: q.correctAnswer, timeSpent: 1, attemptId: id });
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(6);
    const stored = await handle.db.selectFrom('responses').select((eb) => eb.fn.countAll<number>().as('n')).where('attemptId', '=', id).executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(10);
  });

  it("keeps one member's community figures exact when both processes complete their quizzes at once", async () => {
    const member = await createUser(handle.db, { hasFullAccess: true });
    const ids = Array.from({ length: 12 }, (_, i) => `attempt_${Date.now()}_figs${i.toString().padStart(2, '0')}`);
    for (const [i, id] of ids.entries()) {
      const server = i % 2 ? a : b;
      expect((await call(server, 'POST', '/api/attempts', member.cookie, { id, type: 'full', totalQuestions: 5 })).status).toBe(201);
      for (const [j, q] of questions.slice(0, 5).entries()) {
        const body = { questionId: q.id, userAnswer: j <= i % 5 ? q.correctAnswer : 'faux', timeSpent: 1, attemptId: id };
        expect((await call(server, 'POST', '/api/responses', member.cookie, body)).status).toBe(201);
      }
    }
    // Every quiz handed in at the same moment, half through each process.
    const done = await Promise.all(ids.map((id, i) => call(i % 2 ? b : a, 'PATCH', `/api/attempts/${id}`, member.cookie, { isCompleted: true })));
    expect(done.map((r) => r.status)).toEqual(ids.map(() => 200));
    const scores = await handle.db.selectFrom('attemptScores').select(['points']).where('userId', '=', member.id).execute();
    expect(scores).toHaveLength(12);
    const stats = await handle.db.selectFrom('memberStats').select(['points', 'quizzes']).where('userId', '=', member.id).executeTakeFirstOrThrow();
    // Without a lock per member, two processes reading the same totals would each add only their own.
    expect(Number(stats.quizzes)).toBe(12);
    expect(Number(stats.points)).toBe(scores.reduce((sum, r) => sum + Number(r.points), 0));
    const days = await handle.db.selectFrom('memberDays').select('attempts').where('userId', '=', member.id).execute();
    expect(days.reduce((sum, d) => sum + Number(d.attempts), 0)).toBe(12);
    const months = await handle.db.selectFrom('memberMonths').select('points').where('userId', '=', member.id).execute();
    expect(months.reduce((sum, m) => sum + Number(m.points), 0)).toBe(Number(stats.points));
  }, 60_000);

  it('shares the sign-in limits: failures on both processes count against one limit', async () => {
    const member = await createUser(handle.db);
    const headers = { 'x-forwarded-for': '198.51.100.77' };
    const statuses: number[] = [];
    for (let i = 0; i <= FAILED_SIGNIN_MAX; i++) {
      const res = await call(i % 2 ? a : b, 'POST', '/api/auth/login', undefined, { email: member.email, password: 'pas-le-bon' }, headers);
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(FAILED_SIGNIN_MAX);
    expect(statuses.at(-1)).toBe(429);
    // Even the right password is refused now, on either process.
    expect((await call(a, 'POST', '/api/auth/login', undefined, { email: member.email, password: member.password }, headers)).status).toBe(429);
    expect((await call(b, 'POST', '/api/auth/login', undefined, { email: member.email, password: member.password }, headers)).status).toBe(429);
  });

  it('keeps every answer a process acknowledged when it is killed mid-write, and the other goes on', async () => {
    const user = await createUser(handle.db, { hasFullAccess: true });
    const attemptIds = Array.from({ length: 8 }, (_, i) => `attempt_${Date.now()}_kill${i}`);
    for (const id of attemptIds) expect((await call(a, 'POST', '/api/attempts', user.cookie, { id, type: 'full', totalQuestions: 40 })).status).toBe(201);
    const acknowledged: number[] = [];
    const stream = async (attemptId: string) => {
      for (const q of questions) {
        try {
          const res = await call(a, 'POST', '/api/responses', user.cookie, { questionId: q.id, userAnswer: q.correctAnswer, timeSpent: 1, attemptId });
          if (res.status !== 201) return;
          acknowledged.push(((await res.json()) as { id: number }).id);
        } catch {
          return; // the process is gone
        }
      }
    };
    const streams = attemptIds.map(stream);
    for (let i = 0; i < 400 && acknowledged.length <= 20; i++) await new Promise((r) => setTimeout(r, 25));
    a.child.kill('SIGKILL');
    await Promise.all(streams);
    await a.exited;
    expect(acknowledged.length).toBeGreaterThan(20);
    expect(acknowledged.length).toBeLessThan(attemptIds.length * questions.length);
    const stored = new Set(
      (await handle.db.selectFrom('responses').select('id').where('attemptId', 'in', attemptIds).execute()).map((r) => r.id),
    );
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    // The surviving process carries on: a new quiz and its answer.
    const after = `attempt_${Date.now()}_survivor`;
    expect((await call(b, 'POST', '/api/attempts', user.cookie, { id: after, type: 'full', totalQuestions: 10 })).status).toBe(201);
    const q = questions[0]!;
    expect((await call(b, 'POST', '/api/responses', user.cookie, { questionId: q.id, userAnswer: q.correctAnswer, timeSpent: 1, attemptId: after })).status).toBe(201);
  }, 60_000);
});
