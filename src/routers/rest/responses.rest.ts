import type { FastifyInstance } from 'fastify';
import { responseInputSchema } from '../../shared/schemas/quiz.js';
import { parseInput } from '../../server/errors.js';
import { recordResponse } from '../../server/services/quiz.service.js';

export async function responseRoutes(app: FastifyInstance): Promise<void> {
  // Visitors may answer the demo questions (counted, not stored); everything else needs a session.
  app.post('/responses', async (req, reply) => {
    const result = await recordResponse(app.db, req.auth.user, parseInput(responseInputSchema, req.body ?? {}));
    return reply.status(201).send(result);
  });
}
