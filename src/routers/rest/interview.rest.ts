import type { FastifyInstance } from 'fastify';
import { interviewIdInput, interviewRespondBody, interviewStartInput } from '../../shared/schemas/interview.js';
import { parseInput } from '../../server/errors.js';
import { langFromHeaders } from '../../server/i18n/messages.js';
import { answerInterview, endInterview, getInterviewReport, startInterview } from '../../server/services/interview.service.js';
import { requireUser } from './guards.js';

export async function interviewRoutes(app: FastifyInstance): Promise<void> {
  app.post('/interview/start', async (req) => {
    const user = requireUser(req);
    return startInterview(app.db, user, parseInput(interviewStartInput, req.body ?? {}), app.env);
  });

  app.post('/interview/:id/respond', async (req) => {
    const user = requireUser(req);
    const { id } = parseInput(interviewIdInput, req.params);
    const { response, retry } = parseInput(interviewRespondBody, req.body ?? {});
    return answerInterview(app.db, user, { id, response, ...(retry ? { retry } : {}) }, app.env, undefined, langFromHeaders(req.headers));
  });

  // Ending changes state, so it is a POST: a GET (which a cross-site link can trigger) only reads.
  app.post('/interview/:id/end', async (req) => {
    const user = requireUser(req);
    const { id } = parseInput(interviewIdInput, req.params);
    return endInterview(app.db, user, id);
  });

  app.get('/interview/:id/report', async (req) => {
    const user = requireUser(req);
    const { id } = parseInput(interviewIdInput, req.params);
    return getInterviewReport(app.db, user, id);
  });
}
