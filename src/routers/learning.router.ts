// The learning engine: today's review, readiness for the civic exam, the plan to the exam date, and
// the daily session (« Commencer ma séance du jour ») with its streak and summary.
import { getToday, sessionSummary, startSession } from '../server/services/daily-session.service.js';
import { dueQuestions, getPlan, getReadiness, setPlan } from '../server/services/learning.service.js';
import { authedProcedure, limitedAuthedProcedure, router } from '../server/trpc.js';
import { dueQuerySchema, planInputSchema, sessionStartSchema, sessionSummaryInputSchema } from '../shared/schemas/learning.js';

export const learningRouter = router({
  /** Questions due for review today, most overdue first, then weak ones. */
  due: authedProcedure.input(dueQuerySchema).query(({ ctx, input }) => dueQuestions(ctx.db, ctx.user, input)),
  readiness: authedProcedure.query(({ ctx }) => getReadiness(ctx.db, ctx.user)),
  plan: authedProcedure.query(({ ctx }) => getPlan(ctx.db, ctx.user)),
  setPlan: authedProcedure.input(planInputSchema).mutation(({ ctx, input }) => setPlan(ctx.db, ctx.user, input)),
  /** What today's session holds, and the streak of days practised. */
  today: authedProcedure.query(({ ctx }) => getToday(ctx.db, ctx.user)),
  /** Starts today's session: reviews then new questions, for the attempt `attemptId`. */
  startSession: limitedAuthedProcedure.input(sessionStartSchema).mutation(({ ctx, input }) => startSession(ctx.db, ctx.user, input)),
  /** What the member's latest session changed. */
  sessionSummary: authedProcedure.input(sessionSummaryInputSchema).query(({ ctx, input }) => sessionSummary(ctx.db, ctx.user, input.attemptId)),
});
