import { getDemoQuestions } from '../server/services/question.service.js';
import { getQuestionCounts } from '../server/services/question-counts.service.js';
import { publicProcedure, router } from '../server/trpc.js';

export const questionsRouter = router({
  demo: publicProcedure.query(({ ctx }) => getDemoQuestions(ctx.db)),
  counts: publicProcedure.query(({ ctx }) => getQuestionCounts(ctx.db)),
});
