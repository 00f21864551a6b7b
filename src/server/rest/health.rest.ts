import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

/**
 * For supervisors and load balancers: 200 when the database answers and the process is not
 * overloaded; 503 (with the reason) otherwise. Never rate-limited nor shed (request-limits.ts,
 * load-shedding.ts).
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
    const { eventLoopDelay, heapUsed } = app.memoryUsage();
    const status = database === 'failing' ? 'failing' : overloaded ? 'overloaded' : 'ok';
    if (status !== 'ok') reply.code(503).header('retry-after', '10');
    return {
      status,
      database,
      overloaded,
      eventLoopDelayMs: Math.round(eventLoopDelay),
      heapUsedMb: Math.round(heapUsed / (1024 * 1024)),
    };
  });
}
