import { getDemoQuestions } from '../server/services/question.service.js';
import { publicProcedure, router } from '../server/trpc.js';

export const questionsRouter = router({
  demo: publicProcedure.query(({ ctx }) => getDemoQuestions(ctx.db)),
});
