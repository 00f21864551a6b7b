import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

/**
 * For supervisors and load balancers: 200 when the database answers and the process is not
 * overloaded; 503 otherwise. Never rate-limited nor shed (request-limits.ts, load-shedding.ts).
 * Anyone may ask: the answer is the status alone (ok, overloaded, failing), never the heap or the
 * event loop's figures (issue 35, item 12); those are in the log.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (req, reply) => {
    let database: 'ok' | 'failing' = 'ok';
    try {
      await sql`select 1`.execute(app.db);
    } catch (err) {
      req.log.error({ err }, 'health check: the database does not answer');
      database = 'failing';
    }
    const overloaded = app.isUnderPressure();
    const status = database === 'failing' ? 'failing' : overloaded ? 'overloaded' : 'ok';
    if (status !== 'ok') {
      const { eventLoopDelay, heapUsed, rssBytes } = app.memoryUsage();
      req.log.warn({ status, eventLoopDelayMs: Math.round(eventLoopDelay), heapUsedMb: Math.round(heapUsed / 2 ** 20), rssMb: Math.round(rssBytes / 2 ** 20) }, 'health check');
      reply.code(503).header('retry-after', '10');
    }
    return { status };
  });
}
