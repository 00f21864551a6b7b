import type { FastifyInstance } from 'fastify';
import { questionsQuerySchema, reviewQuerySchema } from '../../shared/schemas/quiz.js';
import { parseInput } from '../../server/errors.js';
import { getQuestionBank } from '../../server/services/question-bank.js';
import { drawQuestions } from '../../server/services/question.service.js';
import { getReviewQuestions } from '../../server/services/quiz.service.js';
import { officialListPage } from '../../server/services/official-list-quiz.service.js';
import { officialListQuerySchema } from '../../shared/schemas/official-list.js';
import { etagMemo, PUBLIC_SHORT, sendConditionalJson } from '../../server/http/conditional.js';
import { requireUser } from './guards.js';

export async function questionRoutes(app: FastifyInstance): Promise<void> {
  const demoTag = etagMemo();
  app.get('/questions/demo', async (req, reply) => {
    // Pre-serialised once per bank version: the landing page's hottest read.
    const bank = await getQuestionBank(app.db);
    return sendConditionalJson(req, reply, bank.demoJson, PUBLIC_SHORT, demoTag(bank.demoJson));
  });

  app.get('/questions', async (req) => {
    const user = requireUser(req);
    return drawQuestions(app.db, user, parseInput(questionsQuerySchema, req.query ?? {}));
  });

  app.get('/questions/review', async (req) => {
    const user = requireUser(req);
    return getReviewQuestions(app.db, user, parseInput(reviewQuerySchema, req.query ?? {}) ?? {});
  });

  app.get('/questions/official-list', async (req) => {
    const user = requireUser(req);
    return officialListPage(app.db, user, parseInput(officialListQuerySchema, req.query ?? {}));
  });
}
