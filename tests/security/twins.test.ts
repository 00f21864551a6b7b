// One behaviour per endpoint: every REST route has a declared tRPC twin (route-table.ts TWINS) or
// a stated reason to have none, and the twins answer alike: the same status for a visitor, the
// owner, another member and an admin; the same answer shape; the same 429 point for every limited
// action of src/server/limits/route-limits.ts. The routes come from the app itself (Fastify's onRoute
// hook), so a REST route added without a twin fails here.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appRouter } from '../../src/routers/_app.js';
import { ROUTE_LIMITS } from '../../src/server/limits/route-limits.js';
import { actionLimit } from '../../src/server/trpc.js';
import { createTestApp, createUser, type TestApp, type TestUser } from '../helpers/test-app.js';
import { fixtures, freshIp, quickUser, restRouteKeys, trpcProcedures } from './harness.js';
import { get, REST, ROLES, TRPC, TRPC_ONLY, TWINS, type Cell, type Expected, type Req } from './route-table.js';

vi.mock('fastify', async (importOriginal) => (await import('./harness.js')).spyOnFastify(await importOriginal()));

let t: TestApp;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  member = await createUser(t.db, { password: 'mot-de-passe-du-membre' });
});
afterAll(() => t.close());

const kinds = () => new Map(trpcProcedures().map((p) => [p.path, p.type]));
const twinOf = (key: string): string | null => {
  const twin = TWINS[key];
  return typeof twin === 'string' ? twin : null;
};

/** Success is 201 or a redirect on some REST routes and always 200 in tRPC: compare outcomes. */
const outcome = (status: number): number | 'ok' => (status < 400 ? 'ok' : status);
const outcomes = (e: Expected) => Object.fromEntries(ROLES.map((r) => [r, outcome(e[r])]));

/**
 * Twins whose matrix rows exercise different inputs, with a test below that the two doors agree
 * on the same input.
 */
const SCENARIO_DIFFERS: Record<string, string> = {
  'POST /api/responses': "the REST row answers inside the owner's attempt, the tRPC row a demo question without one",
};

/** The only intended differences between twins, each with its reason. */
const STATUS_DIFFERS: Record<string, string> = {
  'GET /api/auth/user':
    "the published REST API answers a visitor 401; the interface's tRPC query answers null, which is how it learns nobody is signed in",
};
const SHAPE_DIFFERS: Record<string, string> = {
  'GET /api/attempts': "the published REST API answers the page's items with the total in X-Total-Count; tRPC answers the page object",
  'GET /api/account/export': 'the REST door streams the file; tRPC answers with its link, so that no door holds an export whole (docs/security.md)',
};

function send(req: Req, cookie: string | null, ip: string) {
  const headers: Record<string, string> = { 'x-forwarded-for': ip };
  if (cookie) headers.cookie = cookie;
  return t.app.inject({ method: req.method, url: req.url, headers, ...(req.payload === undefined ? {} : { payload: req.payload as object }) });
}

function trpcRequest(path: string, input: unknown): Req {
  return kinds().get(path) === 'query'
    ? get(`/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`)
    : { method: 'POST', url: `/trpc/${path}`, payload: input ?? {} };
}

/** Top-level shape of an answer: the sorted keys of an object, or 'array', or the primitive type. */
function shape(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (typeof value === 'object') return Object.keys(value).sort().join(',');
  return typeof value;
}

describe('every REST route has a declared tRPC twin', () => {
  it('covers the registered routes, and names only real routes and procedures', () => {
    const registered = restRouteKeys();
    const procedures = new Set(trpcProcedures().map((p) => p.path));
    expect(registered.length).toBeGreaterThan(30);
    expect(registered.filter((k) => !(k in TWINS)), 'REST routes without a declared twin').toEqual([]);
    expect(Object.keys(TWINS).filter((k) => !registered.includes(k)), 'twins of routes that are gone').toEqual([]);
    const named = Object.values(TWINS).filter((v): v is string => typeof v === 'string');
    expect(named.filter((p) => !procedures.has(p)), 'twins that are not procedures').toEqual([]);
    expect(named.length, 'a procedure declared twin of two routes').toBe(new Set(named).size);
    const unpaired = [...procedures].filter((p) => !named.includes(p) && !(p in TRPC_ONLY));
    expect(unpaired, 'procedures with no REST twin and no stated reason').toEqual([]);
  });

  it('builds exactly the procedures of the table on a limited base', () => {
    const [countsAction] = actionLimit._middlewares;
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { middlewares: unknown[] } }>;
    const limited = Object.entries(procedures)
      .filter(([, procedure]) => procedure._def.middlewares.includes(countsAction))
      .map(([path]) => path)
      .sort();
    expect(limited).toEqual(Object.values(ROUTE_LIMITS).map((l) => l.procedure).sort());
  });

  it('declares each limited action on a pair of twins', () => {
    for (const [action, limit] of Object.entries(ROUTE_LIMITS)) {
      expect(twinOf(limit.rest), `${action}: ${limit.rest}`).toBe(limit.procedure);
    }
  });
});

describe('twins give the same status per role', () => {
  const pairs = Object.keys(TWINS).filter((k) => twinOf(k) && !(k in SCENARIO_DIFFERS) && !(k in STATUS_DIFFERS));
  it.each(pairs)('%s', (key) => {
    const twin = twinOf(key)!;
    expect(REST[key], `${key}: no row in the authorisation matrix`).toBeDefined();
    expect(TRPC[twin], `${twin}: no row in the authorisation matrix`).toBeDefined();
    expect(outcomes(TRPC[twin]!.expect), `${twin} answers unlike ${key}`).toEqual(outcomes(REST[key]!.expect));
  });

  it.each(Object.keys(STATUS_DIFFERS))('%s differs only where stated: members and admins alike', (key) => {
    const rest = outcomes(REST[key]!.expect);
    const trpc = outcomes(TRPC[twinOf(key)!]!.expect);
    expect({ ...trpc, visitor: null }).toEqual({ ...rest, visitor: null });
  });

  it('an answer without an attempt is public at both doors; inside an attempt, only its owner may add one', async () => {
    const owner = await quickUser(t.db);
    const other = await quickUser(t.db);
    const question = (await (await send(get('/api/questions/demo'), null, freshIp())).json())[0].id as string;
    const answer = { questionId: question, userAnswer: 'réponse', timeSpent: 2 };
    const rest = await send({ method: 'POST', url: '/api/responses', payload: answer }, null, freshIp());
    const trpc = await send(trpcRequest('attempts.respond', answer), null, freshIp());
    expect([outcome(rest.statusCode), outcome(trpc.statusCode)]).toEqual(['ok', 'ok']);

    const created = await send(
      { method: 'POST', url: '/api/attempts', payload: { id: `attempt_${Date.now()}_twins${crypto.randomUUID().slice(0, 8)}`, type: 'full', totalQuestions: 5 } },
      owner.cookie,
      freshIp(),
    );
    const inAttempt = { ...answer, attemptId: created.json().id };
    const restOther = await send({ method: 'POST', url: '/api/responses', payload: inAttempt }, other.cookie, freshIp());
    const trpcOther = await send(trpcRequest('attempts.respond', inAttempt), other.cookie, freshIp());
    expect([restOther.statusCode, trpcOther.statusCode]).toEqual([404, 404]);
  });
});

describe('twins answer with the same shape', () => {
  const pairs = Object.keys(TWINS).filter((k) => twinOf(k) && REST[k]?.expect.user === 200 && TRPC[twinOf(k)!] && !(k in SHAPE_DIFFERS));
  it.each(pairs)('%s', async (key) => {
    const twin = twinOf(key)!;
    // One owner per door: a door's call may change what the other would see (a deleted account).
    const restOwner = await quickUser(t.db);
    const trpcOwner = await quickUser(t.db);
    const rest = await send(await REST[key]!.build({ db: t.db, owner: restOwner, member }), restOwner.cookie, freshIp());
    const input = TRPC[twin]!.input ? await TRPC[twin]!.input!({ db: t.db, owner: trpcOwner, member }) : undefined;
    const trpc = await send(trpcRequest(twin, input), trpcOwner.cookie, freshIp());
    expect(trpc.statusCode, `${twin} vs ${key}`).toBe(rest.statusCode);
    if (rest.statusCode === 200) expect(shape(trpc.json().result.data), `${twin} vs ${key}`).toBe(shape(rest.json()));
  });
});

/**
 * Calls that can be repeated past a limit without another rule stopping them first: an answer
 * inside a new attempt each time would meet the cap on open attempts, so answers are demo ones.
 */
const REPEATABLE: Record<string, (c: Cell) => Promise<{ rest: Req; input: unknown }>> = {
  'attempts.respond': async ({ db }) => {
    const input = { questionId: await fixtures.demoQuestionId(db), userAnswer: 'réponse', timeSpent: 2 };
    return { rest: { method: 'POST', url: '/api/responses', payload: input }, input };
  },
};

describe('twins refuse at the same point (429)', () => {
  it.each(Object.entries(ROUTE_LIMITS))('%s', async (action, limit) => {
    const first429 = async (door: 'rest' | 'trpc'): Promise<number> => {
      const owner = await quickUser(t.db);
      const c: Cell = { db: t.db, owner, member };
      const ip = freshIp();
      for (let n = 1; n <= limit.max + 1; n++) {
        const repeatable = await REPEATABLE[action]?.(c);
        const req =
          door === 'rest'
            ? (repeatable?.rest ?? (await REST[limit.rest]!.build(c)))
            : trpcRequest(
                limit.procedure,
                repeatable ? repeatable.input : TRPC[limit.procedure]!.input ? await TRPC[limit.procedure]!.input!(c) : undefined,
              );
        const res = await send(req, owner.cookie, ip);
        if (res.statusCode === 429) {
          expect(Number(res.headers['retry-after']), `${door}: Retry-After`).toBeGreaterThan(0);
          return n;
        }
      }
      return Number.POSITIVE_INFINITY;
    };
    const rest = await first429('rest');
    const trpc = await first429('trpc');
    expect(rest, `${limit.rest}: no 429 within ${limit.max + 1} calls`).toBeLessThanOrEqual(limit.max + 1);
    expect(trpc, `${limit.procedure} refuses at another call than ${limit.rest}`).toBe(rest);
    // auth.login hashes a password on each of its 2 × 61 calls: ~2 s alone, over 20 s when the
    // whole suite shares two cores.
  }, 90_000);
});
