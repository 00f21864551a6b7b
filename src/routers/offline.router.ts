// The offline practice pack (docs/offline.md).
import { getOfflinePack } from '../server/services/offline.service.js';
import { authedProcedure, router } from '../server/trpc.js';
import { offlinePackInputSchema } from '../shared/schemas/offline.js';

export const offlineRouter = router({
  pack: authedProcedure.input(offlinePackInputSchema).query(({ ctx, input }) => getOfflinePack(ctx.db, ctx.user, input)),
});
