import { currentExam, examResult, recordTranslationOpened, startExam } from '../server/services/exam.service.js';
import { authedProcedure, limitedAuthedProcedure, router } from '../server/trpc.js';
import { examResultSchema, examStartSchema, examTranslationSchema } from '../shared/schemas/quiz.js';

export const examRouter = router({
  /** Starts a civic exam (40 questions, 45 minutes) or resumes the given one; no answers inside. */
  start: limitedAuthedProcedure.input(examStartSchema).mutation(({ ctx, input }) => startExam(ctx.db, ctx.user, input)),
  /** The exam in progress, if any. */
  current: authedProcedure.query(({ ctx }) => currentExam(ctx.db, ctx.user)),
  /** The correction, once the exam is over. */
  /** The help translation opened on a question: the correction will say so. */
  translationOpened: authedProcedure.input(examTranslationSchema).mutation(({ ctx, input }) => recordTranslationOpened(ctx.db, ctx.user, input)),
  result: authedProcedure.input(examResultSchema).query(({ ctx, input }) => examResult(ctx.db, ctx.user, input.attemptId)),
});
