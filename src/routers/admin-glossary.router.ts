// Editing the glossary, mounted by the admin router as admin.glossary. Every edit is audited.
import { listAdminGlossary, updateGlossaryTerm } from '../server/services/glossary.service.js';
import { adminProcedure, limitedAdminProcedure, router } from '../server/trpc.js';
import { glossaryUpdateInput } from '../shared/schemas/glossary.js';

export const glossaryAdminRouter = router({
  list: adminProcedure.query(({ ctx }) => listAdminGlossary(ctx.db)),
  update: limitedAdminProcedure.input(glossaryUpdateInput).mutation(({ ctx, input }) => updateGlossaryTerm(ctx.db, ctx.user, input)),
});
