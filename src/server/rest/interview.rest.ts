import type { FastifyInstance } from 'fastify';
import { interviewIdInput, interviewRespondBody, interviewStartInput } from '../../shared/schemas/interview.js';
import { parseInput } from '../errors.js';
import { answerInterview, getInterviewReport, startInterview } from '../services/interview.service.js';
import { requireUser } from './guards.js';

export async function interviewRoutes(app: FastifyInstance): Promise<void> {
  app.post('/interview/start', async (req) => {
    const user = requireUser(req);
    return startInterview(app.db, user, parseInput(interviewStartInput, req.body ?? {}));
  });

  app.post('/interview/:id/respond', async (req) => {
    const user = requireUser(req);
    const { id } = parseInput(interviewIdInput, req.params);
    const { response } = parseInput(interviewRespondBody, req.body ?? {});
    return answerInterview(app.db, user, { id, response }, app.env);
  });

  app.get('/interview/:id/report', async (req) => {
    const user = requireUser(req);
    const { id } = parseInput(interviewIdInput, req.params);
    return getInterviewReport(app.db, user, id);
  });
}
