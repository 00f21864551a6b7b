import { answerInterview, getInterview, getInterviewReport, startInterview } from '../server/services/interview.service.js';
import { authedProcedure, router } from '../server/trpc.js';
import { interviewIdInput, interviewRespondInput, interviewStartInput } from '../shared/schemas/interview.js';

export const interviewRouter = router({
  /** Starts an interview: the session with the opening question. */
  start: authedProcedure.input(interviewStartInput).mutation(({ ctx, input }) => startInterview(ctx.db, ctx.user, input)),
  /** Answers the current question: the next stage, the examiner's reply and the assessment. */
  respond: authedProcedure.input(interviewRespondInput).mutation(({ ctx, input }) => answerInterview(ctx.db, ctx.user, input, ctx.env)),
  /** The report; ends an interview still open. */
  report: authedProcedure.input(interviewIdInput).mutation(({ ctx, input }) => getInterviewReport(ctx.db, ctx.user, input.id)),
  /** A session with its conversation. */
  get: authedProcedure.input(interviewIdInput).query(({ ctx, input }) => getInterview(ctx.db, ctx.user, input.id)),
});
