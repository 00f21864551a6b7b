// Load shedding (docs/security.md, "Overload"): when the event loop lags or the heap nears its
// limit, new requests get a quick 503 with Retry-After instead of queueing for seconds behind the
// work already in hand. /api/health still answers, and says so.
import v8 from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { isHealthCheck } from './doors.js';
import type { Env } from '../env.js';
import { langFromHeaders, translate } from '../i18n/messages.js';
import '../i18n/security.messages.js';

export const RETRY_AFTER_SECONDS = 10;

/** The heap threshold: LOAD_SHEDDING_HEAP_MB, else 85 % of the heap Node may use. */
export function heapThresholdBytes(env: Env): number {
  if (env.LOAD_SHEDDING_HEAP_MB) return env.LOAD_SHEDDING_HEAP_MB * 1024 * 1024;
  return Math.floor(v8.getHeapStatistics().heap_size_limit * 0.85);
}

export async function registerLoadShedding(app: FastifyInstance, env: Env): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: env.LOAD_SHEDDING_DELAY_MS,
    maxHeapUsedBytes: heapThresholdBytes(env),
    // Memory outside the heap too (sockets, bodies being received, buffers): held bodies once took
    // the process from 436 MB to 1 GB while the heap, and the health check, looked fine.
    maxRssBytes: env.LOAD_SHEDDING_RSS_MB * 1024 * 1024,
    // A sample every second; a second in which the loop never turned counts as overload too.
    sampleInterval: 1000,
    retryAfter: RETRY_AFTER_SECONDS,
    pressureHandler: (req, reply) => {
      // The health check goes through and reports the pressure itself.
      if (isHealthCheck(req.url)) return undefined;
      reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS));
      return { message: translate('errors.overloaded', langFromHeaders(req.headers)) } as never;
    },
  });
}
