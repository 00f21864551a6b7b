import { answerInterview, endInterview, getInterview, getInterviewReport, startInterview } from '../server/services/interview.service.js';
import { authedProcedure, limitedAuthedProcedure, router } from '../server/trpc.js';
import { interviewIdInput, interviewRespondInput, interviewStartInput } from '../shared/schemas/interview.js';

export const interviewRouter = router({
  /** Starts an interview: the session with the opening question. */
  start: limitedAuthedProcedure.input(interviewStartInput).mutation(({ ctx, input }) => startInterview(ctx.db, ctx.user, input, ctx.env)),
  /** Answers the current question: the next stage, the examiner's reply and the assessment. */
  respond: limitedAuthedProcedure.input(interviewRespondInput).mutation(({ ctx, input }) => answerInterview(ctx.db, ctx.user, input, ctx.env, undefined, ctx.lang)),
  /** Ends the interview (if still open) and returns its report. */
  end: authedProcedure.input(interviewIdInput).mutation(({ ctx, input }) => endInterview(ctx.db, ctx.user, input.id)),
  /** The report of a finished interview; never ends one. */
  report: authedProcedure.input(interviewIdInput).query(({ ctx, input }) => getInterviewReport(ctx.db, ctx.user, input.id)),
  /** A session with its conversation. */
  get: authedProcedure.input(interviewIdInput).query(({ ctx, input }) => getInterview(ctx.db, ctx.user, input.id, ctx.env)),
});
