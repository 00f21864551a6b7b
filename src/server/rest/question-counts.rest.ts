import type { FastifyInstance } from 'fastify';
import { getQuestionCounts } from '../services/question-counts.service.js';

export async function questionCountRoutes(app: FastifyInstance): Promise<void> {
  // Public: the /quiz-naturalisation page shows these live counts.
  app.get('/questions/counts', async () => getQuestionCounts(app.db));
}
