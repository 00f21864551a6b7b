import type { FastifyInstance } from 'fastify';
import { getQuestionBank } from '../services/question-bank.js';

export async function questionRoutes(app: FastifyInstance): Promise<void> {
  app.get('/questions/demo', async (_req, reply) => {
    // Pre-serialised once per bank version: the landing page's hottest read.
    const bank = await getQuestionBank(app.db);
    return reply.type('application/json; charset=utf-8').send(bank.demoJson);
  });
}
