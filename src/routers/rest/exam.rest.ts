// The civic exam's REST routes, twins of the exam router and callers of exam.service. The paths
// are the documented ones, under /questions and /attempts.
import type { FastifyInstance } from 'fastify';
import { examResultSchema, examStartSchema, examTranslationSchema } from '../../shared/schemas/quiz.js';
import { parseInput } from '../../server/errors.js';
import { currentExam, examResult, recordTranslationOpened, startExam } from '../../server/services/exam.service.js';
import { requireUser } from './guards.js';

export async function examRoutes(app: FastifyInstance): Promise<void> {
  // Starting an exam writes: POST, so that a cross-site link (SameSite=Lax lets top-level GETs
  // carry the cookie) cannot start one. `attemptId` (to resume) in the body or the query.
  app.post('/questions/exam', async (req) => {
    const user = requireUser(req);
    return startExam(app.db, user, parseInput(examStartSchema, { ...(req.query ?? {}), ...((req.body as object | null) ?? {}) }));
  });

  app.get('/questions/exam/current', async (req) => currentExam(app.db, requireUser(req)));

  /** The help translation opened on an exam question (the correction says so). */
  app.post('/attempts/:attemptId/translation-opened', async (req) => {
    const user = requireUser(req);
    const body = (req.body as object | null) ?? {};
    return recordTranslationOpened(app.db, user, parseInput(examTranslationSchema, { ...body, ...(req.params as object) }));
  });

  /** The correction of a civic exam, once it is over. */
  app.get('/attempts/:attemptId/result', async (req) => {
    const user = requireUser(req);
    const { attemptId } = parseInput(examResultSchema, req.params);
    return examResult(app.db, user, attemptId);
  });
}
