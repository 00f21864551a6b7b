// The learning engine: today's review, readiness for the civic exam, the plan to the exam date.
import { dueQuestions, getPlan, getReadiness, setPlan } from '../server/services/learning.service.js';
import { authedProcedure, router } from '../server/trpc.js';
import { dueQuerySchema, planInputSchema } from '../shared/schemas/learning.js';

export const learningRouter = router({
  /** Questions due for review today, most overdue first, then weak ones. */
  due: authedProcedure.input(dueQuerySchema).query(({ ctx, input }) => dueQuestions(ctx.db, ctx.user, input)),
  readiness: authedProcedure.query(({ ctx }) => getReadiness(ctx.db, ctx.user)),
  plan: authedProcedure.query(({ ctx }) => getPlan(ctx.db, ctx.user)),
  setPlan: authedProcedure.input(planInputSchema).mutation(({ ctx, input }) => setPlan(ctx.db, ctx.user, input)),
});
