import {
  createAttempt,
  deleteAttempt,
  listAttempts,
  toAttemptSummary,
  updateAttempt,
} from '../server/services/attempt.service.js';
import { currentQuiz } from '../server/services/quiz-session.service.js';
import { recordResponse } from '../server/services/quiz.service.js';
import { authedProcedure, limitedAuthedProcedure, limitedPublicProcedure, router } from '../server/trpc.js';
import {
  attemptCreateSchema,
  attemptIdInputSchema,
  attemptIdSchema,
  attemptUpdateSchema,
  responseInputSchema,
} from '../shared/schemas/quiz.js';
import { pageInput } from '../shared/schemas/pagination.js';

export const attemptsRouter = router({
  /** The quiz in progress (its questions, answers and time), to resume it on any device. */
  current: authedProcedure.query(({ ctx }) => currentQuiz(ctx.db, ctx.user)),
  list: authedProcedure.input(pageInput).query(({ ctx, input }) => listAttempts(ctx.db, ctx.user, input)),
  create: limitedAuthedProcedure
    .input(attemptCreateSchema)
    .mutation(async ({ ctx, input }) => toAttemptSummary(await createAttempt(ctx.db, ctx.user, input))),
  update: authedProcedure
    .input(attemptUpdateSchema.extend({ id: attemptIdSchema }))
    .mutation(({ ctx, input }) => updateAttempt(ctx.db, ctx.user, input.id, input)),
  delete: authedProcedure.input(attemptIdInputSchema).mutation(({ ctx, input }) => deleteAttempt(ctx.db, ctx.user, input.id)),
  /** One answer; public because visitors answer the demo questions (counted, not stored). */
  respond: limitedPublicProcedure.input(responseInputSchema).mutation(({ ctx, input }) => recordResponse(ctx.db, ctx.user, input)),
});
