import { getQuestionCounts } from '../server/services/question-counts.service.js';
import { drawQuestions, getDemoQuestions } from '../server/services/question.service.js';
import { getReviewQuestions } from '../server/services/quiz.service.js';
import { officialListPage } from '../server/services/official-list-quiz.service.js';
import { officialListQuerySchema } from '../shared/schemas/official-list.js';
import { authedProcedure, publicProcedure, router } from '../server/trpc.js';
import { questionsQuerySchema, reviewQuerySchema } from '../shared/schemas/quiz.js';

export const questionsRouter = router({
  /** The 3 demo questions (public). */
  demo: publicProcedure.query(({ ctx }) => getDemoQuestions(ctx.db)),
  /** Live counts per category and in total (public). */
  counts: publicProcedure.query(({ ctx }) => getQuestionCounts(ctx.db)),
  /** A random draw for a quiz; forced to 5 of all categories and levels without full access. */
  list: authedProcedure.input(questionsQuerySchema).query(({ ctx, input }) => drawQuestions(ctx.db, ctx.user, input)),
  /** The questions the user last answered wrong (up to 20). */
  review: authedProcedure.input(reviewQuerySchema).query(({ ctx, input }) => getReviewQuestions(ctx.db, ctx.user, input ?? {})),
  /** "Liste officielle": the Ministry's entries in published order from `start`, one linked question each. */
  officialList: authedProcedure.input(officialListQuerySchema).query(({ ctx, input }) => officialListPage(ctx.db, ctx.user, input)),
});
