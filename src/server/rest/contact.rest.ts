import type { FastifyInstance } from 'fastify';
import { contactInput } from '../../shared/schemas/contact.js';
import { parseInput } from '../errors.js';
import { submitContactMessage } from '../services/contact.service.js';

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  // A tighter per-IP limit than the general one: the form is public.
  app.post('/contact', { config: { rateLimit: { max: 10, timeWindow: 60_000 } } }, async (req, reply) => {
    const input = parseInput(contactInput, req.body);
    const result = await submitContactMessage(app.db, input, req.auth.user?.id ?? null);
    return reply.status(201).send(result);
  });
}
