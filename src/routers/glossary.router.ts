// The glossary (/glossaire), public: the list (fetched once by the client to mark terms) and one
// entry with the questions that use it.
import { getGlossaryTerm, listGlossary } from '../server/services/glossary.service.js';
import { publicProcedure, router } from '../server/trpc.js';
import { glossaryGetInput } from '../shared/schemas/glossary.js';

export const glossaryRouter = router({
  list: publicProcedure.query(({ ctx }) => listGlossary(ctx.db)),
  get: publicProcedure.input(glossaryGetInput).query(({ ctx, input }) => getGlossaryTerm(ctx.db, input.slug)),
});
