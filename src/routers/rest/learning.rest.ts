// REST twins of the learning router: the same service functions and zod schemas.
import type { FastifyInstance } from 'fastify';
import { dueQuerySchema, planInputSchema, sessionStartSchema, sessionSummaryInputSchema } from '../../shared/schemas/learning.js';
import { parseInput } from '../../server/errors.js';
import { getToday, sessionSummary, startSession } from '../../server/services/daily-session.service.js';
import { dueQuestions, getPlan, getReadiness, setPlan } from '../../server/services/learning.service.js';
import { requireUser } from './guards.js';

export async function learningRoutes(app: FastifyInstance): Promise<void> {
  app.get('/review/due', async (req) => {
    const user = requireUser(req);
    return dueQuestions(app.db, user, parseInput(dueQuerySchema, req.query ?? {}));
  });
  app.get('/learning/readiness', async (req) => getReadiness(app.db, requireUser(req)));
  app.get('/learning/plan', async (req) => getPlan(app.db, requireUser(req)));
  app.put('/learning/plan', async (req) => {
    const user = requireUser(req);
    return setPlan(app.db, user, parseInput(planInputSchema, req.body ?? {}));
  });
  app.get('/learning/today', async (req) => getToday(app.db, requireUser(req)));
  app.post('/learning/session', async (req) => {
    const user = requireUser(req);
    return startSession(app.db, user, parseInput(sessionStartSchema, req.body ?? {}));
  });
  app.get('/learning/session/:attemptId/summary', async (req) => {
    const user = requireUser(req);
    return sessionSummary(app.db, user, parseInput(sessionSummaryInputSchema, req.params ?? {}).attemptId);
  });
}
