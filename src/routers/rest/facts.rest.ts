// REST twins of the current facts: GET /api/facts (public, for /sources), and for admins
// GET /api/admin/facts and PATCH /api/admin/facts/:key (audited).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { factUpdateInput } from '../../shared/schemas/facts.js';
import { parseInput } from '../../server/errors.js';
import { listAdminFacts, listFacts, updateFact } from '../../server/services/facts.service.js';
import { requireAdmin } from './guards.js';

const body = (req: FastifyRequest): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};

export async function factRoutes(app: FastifyInstance): Promise<void> {
  app.get('/facts', async () => listFacts(app.db));

  app.get('/admin/facts', async (req) => {
    requireAdmin(req);
    return listAdminFacts(app.db);
  });

  app.patch('/admin/facts/:key', async (req) => {
    const admin = requireAdmin(req);
    const input = parseInput(factUpdateInput, { ...body(req), key: (req.params as { key: string }).key });
    return updateFact(app.db, admin, input);
  });
}
