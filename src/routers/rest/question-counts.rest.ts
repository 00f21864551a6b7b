import type { FastifyInstance } from 'fastify';
import { getQuestionCounts } from '../../server/services/question-counts.service.js';
import { etagMemo, PUBLIC_SHORT, sendConditionalJson } from '../../server/http/conditional.js';

export async function questionCountRoutes(app: FastifyInstance): Promise<void> {
  // Public: the /quiz-naturalisation page shows these live counts.
  const tag = etagMemo();
  app.get('/questions/counts', async (req, reply) => {
    const json = JSON.stringify(await getQuestionCounts(app.db));
    return sendConditionalJson(req, reply, json, PUBLIC_SHORT, tag(json));
  });
}
