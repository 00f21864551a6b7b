import type { FastifyInstance } from 'fastify';
import { contactInput } from '../../shared/schemas/contact.js';
import { parseInput } from '../../server/errors.js';
import { submitContactMessage } from '../../server/services/contact.service.js';

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  // Limited per address by route-limits.ts, on both doors.
  app.post('/contact', async (req, reply) => {
    const input = parseInput(contactInput, req.body);
    const result = await submitContactMessage(app.db, input, req.auth.user?.id ?? null);
    return reply.status(201).send(result);
  });
}
