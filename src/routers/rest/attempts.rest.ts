import type { FastifyInstance } from 'fastify';
import { attemptCreateSchema, attemptIdInputSchema, attemptUpdateSchema } from '../../shared/schemas/quiz.js';
import { pageInput } from '../../shared/schemas/pagination.js';
import { parseInput } from '../../server/errors.js';
import { createAttempt, deleteAttempt, listAttempts, toAttemptSummary, updateAttempt } from '../../server/services/attempt.service.js';
import { currentQuiz } from '../../server/services/quiz-session.service.js';
import { requireUser } from './guards.js';

export async function attemptRoutes(app: FastifyInstance): Promise<void> {
  // The page's attempts as an array (the documented shape); X-Total-Count tells how many in all.
  app.get('/attempts', async (req, reply) => {
    const page = await listAttempts(app.db, requireUser(req), parseInput(pageInput, req.query));
    reply.header('x-total-count', String(page.total));
    return page.items;
  });

  /** The quiz in progress, to resume it (the exam has its own: /questions/exam/current). */
  app.get('/attempts/current', async (req) => currentQuiz(app.db, requireUser(req)));

  app.post('/attempts', async (req, reply) => {
    const user = requireUser(req);
    const attempt = await createAttempt(app.db, user, parseInput(attemptCreateSchema, req.body ?? {}));
    return reply.status(201).send(toAttemptSummary(attempt));
  });

  app.patch('/attempts/:id', async (req) => {
    const user = requireUser(req);
    const { id } = parseInput(attemptIdInputSchema, req.params);
    return updateAttempt(app.db, user, id, parseInput(attemptUpdateSchema, req.body ?? {}));
  });

  app.delete('/attempts/:id', async (req) => {
    const user = requireUser(req);
    const { id } = parseInput(attemptIdInputSchema, req.params);
    return deleteAttempt(app.db, user, id);
  });
}
