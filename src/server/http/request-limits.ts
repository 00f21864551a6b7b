// Bounded work per request (docs/decisions/0006-trpc-batch-cap.md): a tRPC batch carries at most
// MAX_BATCH_CALLS procedure calls, and the general per-address limit counts every call of a batch,
// not the HTTP request that carries them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isHealthCheck, servesData } from './doors.js';
import { langFromHeaders, translate } from '../i18n/messages.js';
import '../i18n/security.messages.js';
import { sendRateLimitedPage, wantsHtmlPage } from './rate-limited-page.js';

export const MAX_BATCH_CALLS = 10;

/**
 * How many procedure calls a request carries: the comma-separated paths of `/trpc/a,b,c`, 1 for a
 * single call and for any other URL. A path that cannot be decoded counts as written.
 */
export function procedureCallCount(url: string): number {
  if (!url.startsWith('/trpc/')) return 1;
  const end = url.indexOf('?');
  let paths = url.slice('/trpc/'.length, end === -1 ? undefined : end);
  // Only an escaped path needs decoding (a comma may be sent as %2C); the client sends plain ones.
  if (paths.includes('%')) {
    try {
      paths = decodeURIComponent(paths);
    } catch {
      // Counted as written; Fastify refuses the URL itself.
    }
  }
  let count = 1;
  for (let i = 0; i < paths.length; i++) if (paths.charCodeAt(i) === 44 /* , */) count++;
  return count;
}

/**
 * Fixed one-minute windows per address, in memory: the first line against floods, so it must cost
 * nothing (no database write). `take(ip, n)` counts n calls at once. Windows of idle addresses are
 * dropped when a new minute starts, so the map holds one minute's addresses at most.
 */
export class GeneralLimiter {
  private windows = new Map<string, number>();
  private windowStart = 0;

  constructor(
    readonly max: number,
    readonly windowMs = 60_000,
  ) {}

  /** Counts `calls` for `ip`; returns how many remain (negative when over the limit). */
  take(ip: string, calls: number, now = Date.now()): { remaining: number; resetInMs: number } {
    if (now - this.windowStart >= this.windowMs) {
      this.windows.clear();
      this.windowStart = now;
    }
    const used = (this.windows.get(ip) ?? 0) + calls;
    this.windows.set(ip, used);
    return { remaining: this.max - used, resetInMs: this.windowStart + this.windowMs - now };
  }
}

/** The translated 400 of a batch over MAX_BATCH_CALLS. */
export function refuseBatch(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.status(400).send({ message: translate('errors.batch_too_large', langFromHeaders(req.headers)) });
}

/**
 * The onRequest hook: a tRPC batch over the cap is refused with 400 before anything runs, then the
 * request's calls are counted against the general limit (429 with Retry-After past it).
 * Only /api and /trpc are counted: files and pages of the client are not (they cost a file read,
 * and load shedding covers a flood). `/api/health` is never limited: supervisors poll it. Only
 * the refusal carries the X-RateLimit headers, which no client of ours reads on other answers.
 */
export function requestLimitsHook(limiter: GeneralLimiter) {
  // Callback-style: no promise per request for a check that never waits.
  return (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    // Only /api and /trpc count: the app's own files and pages (a cold load of /glossaire is 36
    // requests, the service worker's precache 150-200) ran a shared address (a family, a class, a
    // carrier's NAT) out, and then the app got a raw JSON 429 for its own scripts. Issue 35, item 13.
    if (!servesData(req.url) || isHealthCheck(req.url)) return done();
    const calls = procedureCallCount(req.url);
    if (calls > MAX_BATCH_CALLS) {
      refuseBatch(req, reply);
      return;
    }
    const { remaining, resetInMs } = limiter.take(req.clientKey, calls);
    if (remaining >= 0) return done();
    const resetSeconds = Math.max(1, Math.ceil(resetInMs / 1000));
    reply.header('x-ratelimit-limit', limiter.max);
    reply.header('x-ratelimit-remaining', 0);
    reply.header('x-ratelimit-reset', resetSeconds);
    reply.header('retry-after', resetSeconds);
    // A page navigation gets a translated page that says when to come back, not raw JSON.
    if (wantsHtmlPage(req)) {
      sendRateLimitedPage(req, reply, resetSeconds);
      return;
    }
    reply.status(429).send({ message: translate('errors.rate_limited', langFromHeaders(req.headers)) });
  };
}
