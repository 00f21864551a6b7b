// Current facts: the public list (for /sources) and, mounted by the admin router as admin.facts,
// the admins' list and edit (audited).
import { listAdminFacts, listFacts, updateFact } from '../server/services/facts.service.js';
import { adminProcedure, limitedAdminProcedure, publicProcedure, router } from '../server/trpc.js';
import { factUpdateInput } from '../shared/schemas/facts.js';

export const factsRouter = router({
  list: publicProcedure.query(({ ctx }) => listFacts(ctx.db)),
});

export const factsAdminRouter = router({
  list: adminProcedure.query(({ ctx }) => listAdminFacts(ctx.db)),
  update: limitedAdminProcedure.input(factUpdateInput).mutation(({ ctx, input }) => updateFact(ctx.db, ctx.user, input)),
});
