// buildApp() assembles the Fastify instance: plugins, sessions, tRPC, the REST adapter, the built
// client with its SPA fallback, and the one error handler. It never listens, so tests can inject.
import { getMailer } from './mail/mailer.js';
import { REMINDER_TICK_MS, sendDueReminders } from './services/reminder.service.js';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type onRequestHookHandler } from 'fastify';
import { isTrpc, servesData } from './http/doors.js';
import { securityHeaders } from './http/security-headers.js';
import { bufferedStdout } from './http/log-stream.js';
import { runtimeMetrics, startEventLoopMonitor, watchEventLoopStalls } from './http/runtime-metrics.js';
import type { Db } from '../../db/client.js';
import type { User } from '../../db/schema.js';
import { appRouter, type AppRouter } from '../routers/_app.js';
import { setSessionCookie } from './auth/cookies.js';
import { SESSION_COOKIE, sweepExpiredSessions, validateSessionToken, type SessionInfo } from './auth/session.js';
import { createContext } from './context.js';
import type { Env } from './env.js';
import { sendError } from './errors.js';
import { langFromHeaders, translate } from './i18n/messages.js';
import { watchDatabaseErrors, type FatalDatabaseHandler } from './database-failure.js';
import { refuseControlCharacters } from './http/control-characters.js';
import { jsonNestedDeeperThan } from './http/json-depth.js';
import { tagCacheableTrpcRead, trpcNotModified } from './http/conditional.js';
import { compressTaggedAnswer } from './http/compressed-answers.js';
import { registerLoadShedding } from './http/load-shedding.js';
import { capConnectionsPerAddress, trustedProxy } from './http/connection-limits.js';
import { addressKey } from './http/client-address.js';
import { warmUpExaminer } from './interview/examiner.js';
import { registerRest } from '../routers/rest/index.js';
import { GeneralLimiter, MAX_BATCH_CALLS, procedureCallCount, refuseBatch, requestLimitsHook } from './http/request-limits.js';
import { actionForRoute, retryAfterSeconds, RouteLimitError, takeActionSlot } from './limits/route-limits.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    env: Env;
  }
  interface FastifyRequest {
    auth: { user: User | null; session: SessionInfo | null };
    /** Who the per-address limits count: req.ip, or its IPv6 prefix (client-address.ts). */
    clientKey: string;
  }
}

export interface BuildAppOptions {
  env: Env;
  db: Db;
  /** Folder of the built client; defaults to dist/client. Missing folder → API only. */
  clientDir?: string;
  logger?: boolean;
  /**
   * Called once when the database can no longer be written (database-failure.ts), after a fatal
   * log line. `npm start` stops the process with a non-zero code; by default nothing more happens.
   */
  onFatalDatabaseError?: FatalDatabaseHandler;
  /**
   * Build what the first requests would otherwise build (the interview's French word list, ~1.8 s
   * of CPU): main.ts sets it, before the server listens. Tests leave it off (each file would pay it).
   */
  warmUp?: boolean;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_CLIENT_DIR = path.join(ROOT, 'dist/client');
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The longest path a capped batch can have: MAX_BATCH_CALLS of the longest procedure name. */
const MAX_BATCH_PATH_LENGTH =
  MAX_BATCH_CALLS * (Math.max(...Object.keys(appRouter._def.procedures).map((name) => name.length)) + 1);

/** Fastify's request logging, as one line per answered request and nothing when it arrives. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    const line = { method: req.method, url: req.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'response');
  }
}

const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/** 'http://host/api/x?y' → '/api/x?y' (RFC 9112 §3.2.2); an origin-form target as it is. */
export function originForm(url: string): string {
  if (url.startsWith('/')) return url;
  const match = ABSOLUTE_FORM.exec(url);
  if (!match) return url;
  const rest = url.slice(match[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** TRUST_PROXY=<n>: believe the n closest proxies (what Fastify does with a number). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Where fastifyTRPCPlugin mounts its one route, `${TRPC_PREFIX}/:path`. */
const TRPC_PREFIX = '/trpc';

/** tRPC procedures that take no input: tRPC never reads the body of a call to one of them. */
const WITHOUT_INPUT = new Set(
  Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { inputs?: unknown[] } }>)
    .filter(([, procedure]) => (procedure._def.inputs?.length ?? 0) === 0)
    .map(([name]) => name),
);

/** Whether a call of the tRPC URL `url` (one procedure or a batch) takes no input. */
function callsWithoutInput(url: string): boolean {
  const path = url.slice(TRPC_PREFIX.length + 1).split('?')[0] ?? '';
  return path.split(',').some((name) => WITHOUT_INPUT.has(name));
}

/** A route's hooks of one kind (none, one or a list) with `hook` appended, for an onRoute hook. */
function withHook<H>(hooks: H | H[] | undefined, hook: H): H[] {
  return [...(hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]), hook];
}

/** One sweep of the rows that have expired. */
export async function sweepExpired(db: Db, now = Date.now()): Promise<void> {
  await sweepExpiredSessions(db, now);
  await db.deleteFrom('rateLimits').where('resetAt', '<=', now).execute();
  await db.deleteFrom('signInDevices').where('expiresAt', '<=', now).execute();
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, db } = options;
  if (options.warmUp) warmUpExaminer();
  const applySecurityHeaders = securityHeaders();
  const app = Fastify({
    // One short line per answered request, written in batches (log-stream.ts): Fastify's two
    // synchronous lines per request cost more than the cached reads they described.
    logger: options.logger === false || env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL, stream: bufferedStdout() },
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    // No connection or body may be held (docs/security.md, "Connections and timeouts"): the
    // whole request within REQUEST_TIMEOUT_MS (Node checks every second, not every 30 s), no
    // silent socket past CONNECTION_TIMEOUT_MS, idle keep-alive closed, requests per socket bounded.
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    connectionTimeout: env.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT_MS,
    maxRequestsPerSocket: env.MAX_REQUESTS_PER_SOCKET,
    http: { connectionsCheckingInterval: 1000, headersTimeout: Math.min(env.REQUEST_TIMEOUT_MS, 20_000) },
    // X-Forwarded-For only from a trusted proxy: otherwise any client could pick a new address
    // per request and escape every per-IP limit (docs/security.md).
    trustProxy: typeof env.TRUST_PROXY === 'number' ? trustHops(env.TRUST_PROXY) : env.TRUST_PROXY,
    // tRPC batches put every procedure name in the path: room for a full batch, no more
    // (docs/decisions/0006-trpc-batch-cap.md).
    routerOptions: { maxParamLength: MAX_BATCH_PATH_LENGTH },
    // An absolute-form target (`POST http://host/api/contact HTTP/1.1`) is reduced to its path once,
    // before anything reads the URL: the router served it, but every check that looks at the path
    // (the Origin check, control characters, the batch cap and per-call counting) saw no /api.
    rewriteUrl: (req) => originForm(req.url ?? '/'),
    // A URL that cannot be decoded or a parameter over maxParamLength: the same translated JSON
    // refusal as any other error, instead of Fastify's English one that echoes the URL.
    // A batch longer than maxParamLength is refused as too big a batch, like any other.
    // These refusals come before any hook: they get the security headers here.
    frameworkErrors: (error, req, reply) => {
      applySecurityHeaders(reply, servesData(req.url));
      return procedureCallCount(req.url) > MAX_BATCH_CALLS ? refuseBatch(req, reply) : sendError(error, req, reply);
    },
  });
  app.decorate('db', db);
  app.decorate('env', env);
  capConnectionsPerAddress(app.server, env.MAX_CONNECTIONS_PER_ADDRESS, trustedProxy(env.TRUST_PROXY), (a) => addressKey(a, env.IPV6_PREFIX_LENGTH));
  app.decorateRequest('auth', null as never);
  app.decorateRequest('clientKey', {
    getter(this: FastifyRequest) {
      return addressKey(this.ip, env.IPV6_PREFIX_LENGTH);
    },
  });

  app.setErrorHandler((error, req, reply) => sendError(error, req, reply));

  // A read-only or damaged database: one clear log line, then the caller's handler (main.ts exits).
  const checkDatabaseError = watchDatabaseErrors(app.log, options.onFatalDatabaseError ?? (() => {}));
  app.addHook('onError', async (_req, _reply, error) => checkDatabaseError(error));
  // The event loop's longest stall and the peak memory while serving, logged once on close.
  // Each stall over STALL_WARN_MS is one warning line, for the operator to find the slow read.
  let loopDelay: ReturnType<typeof startEventLoopMonitor> | null = null;
  let stopStallWatch = () => {};
  app.addHook('onListen', (done) => {
    if (!loopDelay) {
      loopDelay = startEventLoopMonitor();
      stopStallWatch = watchEventLoopStalls((stallMs) => app.log.warn({ stallMs }, 'event loop blocked'));
    }
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    if (loopDelay) app.log.info(runtimeMetrics(loopDelay), 'runtime metrics');
    loopDelay?.disable();
    stopStallWatch();
    done();
  });

  // Expired sessions, counters and remembered devices are deleted on a timer, so that the tables
  // hold only what is alive. unref(): the timer never keeps the process up; stopped on close.
  const sweeper = setInterval(() => {
    sweepExpired(db).catch((err: unknown) => app.log.error({ err }, 'sweep of expired rows failed'));
  }, SWEEP_EVERY_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  // The reminder e-mails (reminder.service.ts): once a minute, one indexed read of the members whose
  // Paris hour it is. Only with SMTP and a public address for the links; a tick never overlaps the last.
  if (getMailer(env) && env.PUBLIC_URL) {
    let ticking = false;
    const reminders = setInterval(() => {
      if (ticking) return;
      ticking = true;
      sendDueReminders(db, env, new Date(), (err) => app.log.warn({ err }, 'reminder e-mail not sent'))
        .catch((err: unknown) => app.log.error({ err }, 'reminder tick failed'))
        .finally(() => {
          ticking = false;
        });
    }, REMINDER_TICK_MS);
    reminders.unref();
    app.addHook('onClose', async () => clearInterval(reminders));
  }

  // Security headers on every answer, refusals included: helmet's page set, or the API set on
  // /api and /trpc. First, so that even the overload 503 below carries them.
  app.addHook('onRequest', (req, reply, done) => {
    applySecurityHeaders(reply, servesData(req.url));
    done();
  });
  // Large tagged answers (the glossary) compressed once per version (compressed-answers.ts).
  app.addHook('onSend', compressTaggedAnswer);
  // Overload: a quick 503 with Retry-After before any other work (load-shedding.ts).
  await registerLoadShedding(app, env);
  await app.register(cookie);
  // A tRPC batch over MAX_BATCH_CALLS is refused before anything runs; every call of a batch
  // counts against the general per-address limit.
  app.addHook('onRequest', requestLimitsHook(new GeneralLimiter(env.RATE_LIMIT_PER_MINUTE)));

  // The hooks below are callback-style and settle synchronously when they have nothing to do
  // (no promise per hook per request): a public cached read passes them all.
  // Who is asking: one session lookup per request, shared by tRPC and REST.
  app.addHook('onRequest', (req, reply, done) => {
    req.auth = { user: null, session: null };
    const token = req.cookies[SESSION_COOKIE];
    if (!token || !servesData(req.url)) return done();
    validateSessionToken(db, token)
      .then((result) => {
        if (result.session) {
          req.auth = { user: result.user, session: result.session };
          // A member's own data is kept by no cache (a shared computer's browser, a proxy); a
          // handler that knows better (public data, an ETag'd read) sets its own.
          reply.header('cache-control', 'private, no-store');
          if (result.renewed) setSessionCookie(req, reply, token, result.session.expiresAt);
        }
      })
      .then(() => done(), done);
  });

  // State-changing requests from another site are refused (architecture rule 9).
  app.addHook('onRequest', (req, reply, done) => {
    if (!STATE_CHANGING.has(req.method)) return done();
    if (!servesData(req.url)) return done();
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    let allowed = site === undefined || site === 'same-origin' || site === 'none';
    if (origin !== undefined) {
      // With PUBLIC_URL, scheme and host (http://site is another origin than https://site).
      // Without it, the host the request was sent to: a proxy that does not forward the scheme
      // would otherwise make every same-site request look cross-site.
      try {
        const from = new URL(origin);
        allowed &&= env.PUBLIC_URL ? from.origin === new URL(env.PUBLIC_URL).origin : from.host === req.headers.host;
      } catch {
        allowed = false;
      }
    }
    if (!allowed) {
      reply.status(403).send({ message: translate('errors.cross_origin', langFromHeaders(req.headers)) });
      return;
    }
    done();
  });

  // The per-action limits (route-limits.ts) on the REST door: a hook on exactly the limited routes,
  // so that no other request looks anything up; the tRPC door counts the same table in its
  // `limited…` procedure bases (trpc.ts), at the same point: before the input is read.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const action = methods.map((method) => actionForRoute(method, route.url)).find((a) => a !== undefined);
    if (!action) return;
    const takeSlot: onRequestHookHandler = (req, reply, done) => {
      takeActionSlot(db, action, { userId: req.auth.user?.id ?? null, ip: req.clientKey }).then(
        () => done(),
        (error: Error) => {
          if (error instanceof RouteLimitError) reply.header('retry-after', retryAfterSeconds(error.retryAfterMs));
          done(error);
        },
      );
    };
    route.onRequest = withHook(route.onRequest, takeSlot);
  });

  // The tRPC route answers 304 to a conditional read of a tagged public answer (conditional.ts).
  app.addHook('onRoute', (route) => {
    if (route.url === `${TRPC_PREFIX}/:path`) route.onSend = withHook(route.onSend, trpcNotModified);
  });

  // tRPC reads JSON only. Its adapter also takes multipart bodies (a malformed one became a 500)
  // and Fastify text/plain ones: refuse any other body type the way /api does, with 415.
  app.addHook('onRequest', (req, reply, done) => {
    if (req.method !== 'POST' || !isTrpc(req.url)) return done();
    const type = req.headers['content-type'];
    if (type !== undefined && !/^application\/json\s*(;|$)/i.test(type)) {
      reply.status(415).send({ message: translate('errors.unsupported_media', langFromHeaders(req.headers)) });
      return;
    }
    done();
  });

  // A tRPC body is JSON text (its adapter's parser keeps it as a string): nesting is counted before
  // anything parses it (json-depth.ts), a linear scan; deeper than MAX_INPUT_DEPTH is a 400.
  // tRPC parses the body itself, once, for calls that have an input; a call without one
  // (auth.logout, account.delete) would run even on broken JSON, so only then is it parsed here.
  app.addHook('preValidation', (req, reply, done) => {
    if (typeof req.body !== 'string' || req.body === '' || req.method !== 'POST' || !isTrpc(req.url)) return done();
    const refuse = (key: 'errors.validation' | 'errors.bad_json') => {
      reply.status(400).send({ message: translate(key, langFromHeaders(req.headers)) });
    };
    if (jsonNestedDeeperThan(req.body)) return refuse('errors.validation');
    if (callsWithoutInput(req.url)) {
      try {
        JSON.parse(req.body);
      } catch {
        return refuse('errors.bad_json');
      }
    }
    done();
  });

  // U+0000 and other control characters in any text input: one translated 400 for both doors.
  app.addHook('preValidation', refuseControlCharacters);

  await app.register(fastifyTRPCPlugin, {
    prefix: TRPC_PREFIX,
    trpcOptions: {
      router: appRouter,
      createContext,
      // The onRequest hook already refuses bigger batches with a translated message; this is
      // tRPC's own guard behind it.
      maxBatchSize: MAX_BATCH_CALLS,
      // ETag and Cache-Control on the public reads the client fetches alone (conditional.ts), set
      // on the reply itself: tRPC's own response headers stay as they are.
      responseMeta: (opts) => {
        tagCacheableTrpcRead(opts);
        return {};
      },
      onError({ error, req }) {
        checkDatabaseError(error);
        if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error }, 'tRPC error');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  await app.register(registerRest, { prefix: '/api' });

  const clientDir = options.clientDir ?? DEFAULT_CLIENT_DIR;
  const indexHtml = path.join(clientDir, 'index.html');
  const hasClient = fs.existsSync(indexHtml);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      // One route for every file (`/*`, looked up on disk), not one per file found at start-up,
      // which kept hundreds of routes in the heap. A path with no file goes on to the not-found
      // handler below.
      wildcard: true,
      index: false,
      // A folder ('/', '/assets/') is no file: the not-found handler answers it (the page, or 404).
      allowedPath: (pathName) => !pathName.endsWith('/'),
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  // Pages prerendered at build time (scripts/build.ts): '/' → prerendered/index.html, '/demo' →
  // prerendered/demo.html. Their HTML is sent instead of the empty shell; the client hydrates it.
  const prerendered = new Map<string, string>();
  const prerenderedDir = path.join(clientDir, 'prerendered');
  if (hasClient && fs.existsSync(prerenderedDir)) {
    for (const file of fs.readdirSync(prerenderedDir)) {
      if (file.endsWith('.html')) prerendered.set(file === 'index.html' ? '/' : `/${file.slice(0, -5)}`, `prerendered/${file}`);
    }
  }

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    // A file that is not there is a 404, never the shell: a hashed chunk of an earlier deployment
    // (asked by a tab opened before it) failed as a module with a MIME error, and the client
    // reloads on a failed chunk (main.tsx); an icon or a text file got a page. Client routes have
    // no dot in their last segment. Not kept by any cache: the file may come back.
    if (url.startsWith('/assets/') || url.slice(url.lastIndexOf('/') + 1).includes('.')) {
      reply.header('cache-control', 'no-store');
    } else if (!servesData(url) && (req.method === 'GET' || req.method === 'HEAD') && hasClient) {
      // Client-side routes: the SPA decides, including its own 404 page.
      return reply.header('cache-control', 'no-cache').sendFile(prerendered.get(url) ?? 'index.html');
    }
    return reply.status(404).send({ message: translate('errors.route_not_found', langFromHeaders(req.headers)) });
  });

  return app;
}
