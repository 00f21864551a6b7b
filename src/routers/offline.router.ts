// The offline practice pack (docs/offline.md).
import { getOfflineExamPack, submitOfflineExam } from '../server/services/offline-exam.service.js';
import { getOfflinePack } from '../server/services/offline.service.js';
import { limitedAuthedProcedure, router } from '../server/trpc.js';
import { offlineExamSubmitSchema, offlinePackInputSchema } from '../shared/schemas/offline.js';

export const offlineRouter = router({
  pack: limitedAuthedProcedure.input(offlinePackInputSchema).query(({ ctx, input }) => getOfflinePack(ctx.db, ctx.user, input)),
  /** The civic exam to take offline: no answers in it, a server-signed token. */
  examPack: limitedAuthedProcedure.query(({ ctx }) => getOfflineExamPack(ctx.db, ctx.user)),
  /** The offline exam, scored by the server on sync; a replay gets the same result. */
  submitExam: limitedAuthedProcedure.input(offlineExamSubmitSchema).mutation(({ ctx, input }) => submitOfflineExam(ctx.db, ctx.user, input)),
});
