import { contactInput } from '../shared/schemas/contact.js';
import { submitContactMessage } from '../server/services/contact.service.js';
import { limitedPublicProcedure, router } from '../server/trpc.js';

export const contactRouter = router({
  send: limitedPublicProcedure.input(contactInput).mutation(({ ctx, input }) => submitContactMessage(ctx.db, input, ctx.user?.id ?? null)),
});
