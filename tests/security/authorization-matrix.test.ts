// Authorisation matrix (docs/product.md#access-levels): every REST route and every tRPC procedure × {visitor, user,
// other user, admin} with the status each must get. The lists of routes and procedures come from
// the app itself (Fastify's onRoute hook, appRouter._def.procedures): a route or procedure that is
// missing from the table below fails the suite, so nothing new ships without a decided guard.
//
// Each cell gets fresh identities and fresh records: `user` owns the records in the request,
// `other` is another member (owner checks: attempts, exams, interviews, answers), `admin` is an
// admin who does not own them either.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from '../helpers/test-app.js';
import { findLeak, freshIp, quickUser, restRouteKeys, trpcProcedures } from './harness.js';
import { get, REST, ROLES, TRPC, type Cell, type Expected, type Req, type Role } from './route-table.js';

vi.mock('fastify', async (importOriginal) => (await import('./harness.js')).spyOnFastify(await importOriginal()));

let t: TestApp;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  member = await createUser(t.db, { password: 'mot-de-passe-du-membre' });
});
afterAll(() => t.close());

/** Fresh identities for one cell, and the cookie of the role asking. */
async function cell(role: Role): Promise<{ c: Cell; cookie: string | null }> {
  const owner = await quickUser(t.db);
  const c: Cell = { db: t.db, owner, member };
  if (role === 'visitor') return { c, cookie: null };
  if (role === 'user') return { c, cookie: owner.cookie };
  return { c, cookie: (await quickUser(t.db, { isAdmin: role === 'admin' })).cookie };
}

function send(req: Req, cookie: string | null) {
  const headers: Record<string, string> = { 'x-forwarded-for': freshIp() };
  if (cookie) headers.cookie = cookie;
  return t.app.inject({ method: req.method, url: req.url, headers, ...(req.payload === undefined ? {} : { payload: req.payload as object }) });
}

describe('the table covers the app', () => {
  it('has an entry for every REST route the app registers, and none for a route that is gone', () => {
    const registered = restRouteKeys();
    expect(registered.length).toBeGreaterThan(30);
    const missing = registered.filter((k) => !(k in REST));
    const stale = Object.keys(REST).filter((k) => !registered.includes(k));
    expect(missing, 'routes without an entry in the authorisation matrix: decide their guard').toEqual([]);
    expect(stale, 'entries for routes the app no longer registers').toEqual([]);
  });

  it('has an entry for every tRPC procedure, and none for a procedure that is gone', () => {
    const paths = trpcProcedures().map((p) => p.path);
    expect(paths.length).toBeGreaterThan(30);
    const missing = paths.filter((p) => !(p in TRPC));
    const stale = Object.keys(TRPC).filter((p) => !paths.includes(p));
    expect(missing, 'procedures without an entry in the authorisation matrix: decide their guard').toEqual([]);
    expect(stale, 'entries for procedures that no longer exist').toEqual([]);
  });
});

describe('REST routes × roles', () => {
  it.each(Object.keys(REST))('%s', async (key) => {
    const row = REST[key]!;
    const got: Partial<Expected> = {};
    for (const role of ROLES) {
      const { c, cookie } = await cell(role);
      const res = await send(await row.build(c), cookie);
      got[role] = res.statusCode;
      expect(findLeak(res.body), `${key} as ${role}: internals in the answer`).toBeNull();
      if (res.statusCode >= 400) expect(typeof res.json().message, `${key} as ${role}: JSON message`).toBe('string');
    }
    expect(got).toEqual(row.expect);
  });
});

describe('tRPC procedures × roles', () => {
  const kinds = new Map(trpcProcedures().map((p) => [p.path, p.type]));
  it.each(Object.keys(TRPC))('%s', async (path) => {
    const row = TRPC[path]!;
    const got: Partial<Expected> = {};
    for (const role of ROLES) {
      const { c, cookie } = await cell(role);
      const input = row.input ? await row.input(c) : undefined;
      const req: Req =
        kinds.get(path) === 'query'
          ? get(`/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`)
          : { method: 'POST', url: `/trpc/${path}`, payload: input ?? {} };
      const res = await send(req, cookie);
      got[role] = res.statusCode;
      expect(findLeak(res.body), `${path} as ${role}: internals in the answer`).toBeNull();
      if (res.statusCode >= 400) expect(typeof res.json().error.message, `${path} as ${role}: JSON message`).toBe('string');
    }
    expect(got).toEqual(row.expect);
  });
});
