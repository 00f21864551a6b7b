import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async () => {
    await sql`select 1`.execute(app.db);
    return { status: 'ok' };
  });
}
