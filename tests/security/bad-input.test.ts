// Bad input (docs/security.md): for every REST route and every tRPC procedure the app registers, fast-check
// generates malformed requests — broken JSON, wrong content types, null, scalars and arrays where
// an object is expected, fields missing, of the wrong type, huge, deeply nested, extra fields,
// garbage in query strings and path parameters — sent signed in as an admin (so guards do not hide
// validation) and as a visitor. Every answer must be below 500, every refusal a JSON object with a
// clear `message`, and no answer may show a stack trace, SQL or a file path.
//
// The run is reproducible: FUZZ_SEED (default below) seeds every property; a failure prints it.
// Rerun one failure with: FUZZ_SEED=<seed> npx vitest run --project server tests/security/bad-input.test.ts
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createUser } from '../helpers/test-app.js';
import { findLeak, freshIp, quickUser, restRouteKeys, trpcProcedures, type Identity } from './harness.js';
import { REST, TRPC, type Cell, type Req } from './route-table.js';

vi.mock('fastify', async (importOriginal) => (await import('./harness.js')).spyOnFastify(await importOriginal()));

const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
/** Generated cases per route or procedure; each is sent as an admin and as a visitor. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 5);

const t = await createTestApp();
const member = await createUser(t.db, { password: 'mot-de-passe-du-membre' });
afterAll(() => t.close());

// ------------------------------------------------------------------------------- generators

const NASTY = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(document.cookie)</script>',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '../../../../etc/passwd',
  '\u0000\u0001\u001f',
  '\ud800',
  '%00%ff',
  `\${7*7}{{7*7}}`,
  '‮gnp.exe',
  '👩🏽‍⚖️'.repeat(50),
  ' ',
  '',
];

const hugeString = fc
  .tuple(fc.constantFrom(256, 1_001, 5_001, 20_000, 300_000), fc.constantFrom('a', 'é', '<', '0', ' '))
  .map(([n, ch]) => ch.repeat(n));

/** Nested `depth` levels deep: arrays or objects. */
const deepNesting = fc
  .tuple(fc.integer({ min: 50, max: 3_000 }), fc.boolean())
  .map(([depth, arrays]) => {
    let v: unknown = 'x';
    for (let i = 0; i < depth; i++) v = arrays ? [v] : { a: v };
    return v;
  });

/** A value that is wrong for almost any field. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 53, 0.5),
  fc.string({ maxLength: 30 }),
  fc.constantFrom(...NASTY),
  hugeString,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  deepNesting,
);

const extraKey = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'userId', 'id'));

const DROP = Symbol('drop');

/** The valid sample with some fields dropped or replaced, and maybe extra ones. */
function mutatedObject(sample: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(sample);
  const edits = keys.length
    ? fc.array(fc.tuple(fc.constantFrom(...keys), fc.oneof(fc.constant<unknown>(DROP), badValue)), { minLength: 1, maxLength: 3 })
    : fc.constant([] as [string, unknown][]);
  const extras = fc.dictionary(extraKey, badValue, { maxKeys: keys.length ? 2 : 4 });
  return fc.tuple(edits, extras).map(([ed, ex]) => {
    const out: Record<string, unknown> = { ...sample };
    for (const [k, v] of ed) {
      if (v === DROP) delete out[k];
      else out[k] = v;
    }
    for (const [k, v] of Object.entries(ex)) Object.defineProperty(out, k, { value: v, enumerable: true, configurable: true, writable: true });
    return out;
  });
}

const brokenJson = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', '{"a":1,}', "{'a':1}", 'undefined', 'NaN', '{"a":"\\x"}', '\u0000', '{"a":1}}', '--'),
  fc.string({ minLength: 1, maxLength: 40 }).map((s) => `{"${s.replace(/"/g, '')}":`),
);

const UNSUPPORTED_TYPES = ['application/xml', 'text/html', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/octet-stream', 'image/png'];

type Body =
  | { kind: 'broken-json'; raw: string }
  | { kind: 'empty-json' }
  | { kind: 'unsupported-type'; type: string; raw: string }
  | { kind: 'text'; raw: string }
  | { kind: 'not-an-object'; value: unknown }
  | { kind: 'mutated'; value: unknown };

function bodyArb(sample: unknown): fc.Arbitrary<Body> {
  const base = sample && typeof sample === 'object' && !Array.isArray(sample) ? (sample as Record<string, unknown>) : {};
  return fc.oneof(
    brokenJson.map((raw): Body => ({ kind: 'broken-json', raw })),
    fc.constant<Body>({ kind: 'empty-json' }),
    fc.tuple(fc.constantFrom(...UNSUPPORTED_TYPES), fc.string({ maxLength: 50 })).map(([type, raw]): Body => ({ kind: 'unsupported-type', type, raw })),
    fc.oneof(fc.string({ maxLength: 50 }), fc.constantFrom(...NASTY)).map((raw): Body => ({ kind: 'text', raw })),
    fc
      .oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.string({ maxLength: 20 }), fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }), hugeString, deepNesting)
      .map((value): Body => ({ kind: 'not-an-object', value })),
    { arbitrary: mutatedObject(base).map((value): Body => ({ kind: 'mutated', value })), weight: 4 },
  );
}

const queryValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom(...NASTY, 'all', '-1', '0', '1e9', 'NaN', 'null', 'true', '[]', '{}', '%', '%E0%A4%A', '%%32%65'),
  hugeString.map((s) => s.slice(0, 3_000)),
);

/** Raw query-string pairs; a repeated key becomes an array on the server. */
function queryArb(sampleKeys: string[]): fc.Arbitrary<[string, string][]> {
  const key = sampleKeys.length ? fc.oneof(fc.constantFrom(...sampleKeys), fc.string({ maxLength: 10 })) : fc.string({ maxLength: 10 });
  return fc.array(fc.tuple(key, queryValue), { minLength: 1, maxLength: 4 });
}

const paramValue = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.constantFrom('0', '-1', '1.5', '1e400', 'null', 'undefined', '__proto__', '..', '%2e%2e', 'attempt_1_x', ...NASTY.filter(Boolean)),
  fc.integer({ min: 1_000, max: 6_000 }).map((n) => 'x'.repeat(n)),
);

// ------------------------------------------------------------------------------- sending

interface Target {
  name: string;
  /** REST: "METHOD /path/:param"; tRPC: the procedure's path. */
  kind: 'rest' | 'trpc-query' | 'trpc-mutation';
  method: string;
  template: string;
  /** A valid request from the authorisation table (what the fuzz breaks). */
  sample: (c: Cell) => Promise<Req>;
}

const trpcKinds = new Map(trpcProcedures().map((p) => [p.path, p.type]));

function restTarget(key: string): Target {
  const [method, template] = key.split(' ') as [string, string];
  const row = REST[key];
  return {
    name: key,
    kind: 'rest',
    method,
    template,
    sample: async (c) => (row ? row.build(c) : { method: method as Req['method'], url: template }),
  };
}

function trpcTarget(path: string): Target {
  const row = TRPC[path];
  const kind = trpcKinds.get(path) === 'query' ? 'trpc-query' : 'trpc-mutation';
  return {
    name: `trpc ${path}`,
    kind,
    method: kind === 'trpc-query' ? 'GET' : 'POST',
    template: `/trpc/${path}`,
    sample: async (c) => ({ method: 'POST', url: `/trpc/${path}`, payload: row?.input ? await row.input(c) : undefined }),
  };
}

const targets: Target[] = [...restRouteKeys().map(restTarget), ...trpcProcedures().map((p) => trpcTarget(p.path))];

let sent = 0;
const statuses = new Map<number, number>();

/** Routes that end the session asking (sign-in replaces it): these get a fresh admin each time. */
const ENDS_SESSION = new Set(['POST /api/auth/login', 'POST /api/auth/logout', 'DELETE /api/account', 'trpc auth.login', 'trpc auth.logout', 'trpc account.delete']);

function describeReq(opts: InjectOptions): string {
  const payload = typeof opts.payload === 'string' ? opts.payload : JSON.stringify(opts.payload ?? null);
  return `${opts.method} ${String(opts.url).slice(0, 300)} content-type=${String((opts.headers as Record<string, string> | undefined)?.['content-type'] ?? '')} body=${(payload ?? '').slice(0, 300)}`;
}

function messageOf(body: unknown): unknown {
  if (Array.isArray(body)) return messageOf(body[0]);
  if (!body || typeof body !== 'object') return undefined;
  const b = body as { message?: unknown; error?: { message?: unknown } };
  return b.message ?? b.error?.message;
}

/** The rules every answer to bad input must keep; throws with the request and answer otherwise. */
function check(res: LightMyRequestResponse, opts: InjectOptions, mustRefuse: boolean): void {
  sent += 1;
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  const fail = (why: string) => {
    throw new Error(`${why}\n  request: ${describeReq(opts)}\n  answer: ${res.statusCode} ${res.body.slice(0, 500)}`);
  };
  if (res.statusCode >= 500) fail('5xx answer to bad input');
  const leak = findLeak(res.body);
  if (leak) fail(`answer shows internals (${leak})`);
  if (mustRefuse && res.statusCode < 400) fail('bad input accepted');
  if (res.statusCode >= 400) {
    if (!String(res.headers['content-type'] ?? '').includes('application/json')) fail('refusal is not JSON');
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      fail('refusal is not valid JSON');
    }
    const message = messageOf(body);
    if (typeof message !== 'string' || message.trim() === '' || message.length > 5_000) fail('refusal without a clear message');
  }
}

function bodyRequest(base: { method: string; url: string }, body: Body): InjectOptions {
  const common = { method: base.method as InjectOptions['method'], url: base.url };
  switch (body.kind) {
    case 'broken-json':
      return { ...common, headers: { 'content-type': 'application/json' }, payload: body.raw };
    case 'empty-json':
      return { ...common, headers: { 'content-type': 'application/json' }, payload: '' };
    case 'unsupported-type':
      return { ...common, headers: { 'content-type': body.type }, payload: body.raw };
    case 'text':
      return { ...common, headers: { 'content-type': 'text/plain' }, payload: body.raw };
    case 'not-an-object':
    case 'mutated':
      return { ...common, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body.value) ?? 'null' };
  }
}

/**
 * Must be refused whatever the route: the body cannot be read at all (REST parses every JSON body;
 * tRPC reads JSON only). An empty JSON body is no input, which tRPC procedures without one accept.
 */
function unreadable(body: Body, trpc: boolean): boolean {
  return body.kind === 'broken-json' || body.kind === 'unsupported-type' || (!trpc && body.kind === 'empty-json') || (trpc && body.kind === 'text');
}

async function inject(opts: InjectOptions, who: Identity | null, lang: 'fr' | 'en') {
  const headers: Record<string, string> = {
    ...(opts.headers as Record<string, string> | undefined),
    'x-forwarded-for': freshIp(),
    'x-product-language': lang,
  };
  if (who) headers.cookie = who.cookie;
  return t.app.inject({ ...opts, headers });
}

/** encodeURIComponent for any string (a lone surrogate cannot be in a URL: it becomes U+FFFD). */
const enc = (v: string) => encodeURIComponent(v.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

function fillTemplate(template: string, values: string[], fallbackUrl: string): string {
  let i = 0;
  const filled = template.replace(/:[A-Za-z]+/g, () => enc(values[i++ % Math.max(values.length, 1)] ?? 'x'));
  return template.includes(':') ? filled : fallbackUrl.split('?')[0]!;
}

/** One generated case for a target: a request, and what its answer must be. */
function caseArb(target: Target, sample: Req): fc.Arbitrary<{ opts: InjectOptions; mustRefuse: boolean }> {
  const [samplePath, sampleQuery = ''] = sample.url.split('?') as [string, string?];
  const queryKeys = [...new URLSearchParams(sampleQuery).keys()];
  const params = fc.array(paramValue, { minLength: 1, maxLength: 2 });
  // A route that needs an object with fields must refuse a body that is not one.
  const readsBody = typeof sample.payload === 'object' && sample.payload !== null && Object.keys(sample.payload).length > 0;

  if (target.kind === 'trpc-query') {
    const input = fc.oneof(
      brokenJson,
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
      mutatedObject((sample.payload as Record<string, unknown>) ?? {}).map((v) => JSON.stringify(v)),
      fc.constantFrom('', '%', '%E0%A4%A', 'null'),
    );
    return fc.tuple(input, fc.boolean()).map(([raw, batch]) => ({
      opts: {
        method: 'GET',
        url: batch
          ? `${target.template}?batch=1&input=${enc(`{"0":${raw}}`)}`
          : `${target.template}?input=${raw.includes('%') ? raw : enc(raw)}`,
      },
      mustRefuse: false,
    }));
  }

  if (target.kind === 'trpc-mutation') {
    return bodyArb(sample.payload).map((body) => {
      const notAnObject = readsBody && body.kind === 'not-an-object';
      return { opts: bodyRequest({ method: 'POST', url: target.template }, body), mustRefuse: unreadable(body, true) || notAnObject };
    });
  }

  // REST
  if (target.method === 'GET') {
    return fc.tuple(queryArb(queryKeys), params, fc.boolean()).map(([pairs, ps, breakParams]) => {
      const qs = pairs.map(([k, v]) => `${enc(k)}=${/^%/.test(v) ? v : enc(v)}`).join('&');
      const path = breakParams ? fillTemplate(target.template, ps, samplePath) : samplePath;
      return { opts: { method: 'GET', url: `${path}?${qs}` }, mustRefuse: false };
    });
  }
  return fc.tuple(bodyArb(sample.payload), params, fc.boolean()).map(([body, ps, breakParams]) => {
    const path = breakParams ? fillTemplate(target.template, ps, samplePath) : samplePath;
    const notAnObject = readsBody && (body.kind === 'text' || body.kind === 'not-an-object');
    return {
      opts: bodyRequest({ method: target.method, url: path + (sampleQuery ? `?${sampleQuery}` : '') }, body),
      mustRefuse: unreadable(body, false) || notAnObject,
    };
  });
}

// ------------------------------------------------------------------------------- the suite

describe('bad input on every route and procedure', () => {
  it('knows every route and procedure of the app', () => {
    expect(targets.filter((x) => x.kind === 'rest').length).toBeGreaterThan(30);
    expect(targets.filter((x) => x.kind !== 'rest').length).toBeGreaterThan(30);
  });

  it.each(targets.map((x, i) => [x.name, i] as const))('%s', async (_name, index) => {
    const target = targets[index]!;
    const seed = SEED + index;
    // The valid request of the authorisation table, on records the admin owns, is what gets broken.
    const owner = await quickUser(t.db, { isAdmin: true, hasFullAccess: true });
    const sample = await target.sample({ db: t.db, owner, member });
    try {
      await fc.assert(
        fc.asyncProperty(caseArb(target, sample), fc.constantFrom<'fr' | 'en'>('fr', 'en'), async (c, lang) => {
          const admin = ENDS_SESSION.has(target.name) ? await quickUser(t.db, { isAdmin: true, hasFullAccess: true }) : owner;
          for (const who of [admin, null]) {
            const res = await inject(c.opts, who, lang);
            check(res, c.opts, c.mustRefuse);
          }
        }),
        { seed, numRuns: RUNS, endOnFailure: true },
      );
    } catch (error) {
      // fast-check's report holds the whole counterexample (maybe megabytes): keep its head and
      // the reason, which names the request and the answer.
      const e = error as Error & { cause?: Error };
      const head = e.message.split('\n').slice(0, 2).join(' ');
      const reason = e.cause?.message ?? e.message;
      throw new Error(`bad input on ${target.name} (FUZZ_SEED=${SEED}, property seed ${seed}): ${head.slice(0, 300)}\n${reason.slice(0, 2_000)}`);
    }
  });

  it(`sent at least 500 generated requests, none answered 5xx`, () => {
    console.info(`bad-input fuzz: ${sent} requests (FUZZ_SEED=${SEED}), by status: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    expect(sent, `answers by status: ${JSON.stringify(Object.fromEntries(statuses))}`).toBeGreaterThanOrEqual(500);
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
  });
});
