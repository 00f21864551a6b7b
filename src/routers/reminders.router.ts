// The reminder e-mail's one-click unsubscribe: public, the signed token names the member.
import { unsubscribe } from '../server/services/reminder.service.js';
import { limitedPublicProcedure, router } from '../server/trpc.js';
import { unsubscribeInputSchema } from '../shared/schemas/learning.js';

export const remindersRouter = router({
  unsubscribe: limitedPublicProcedure.input(unsubscribeInputSchema).mutation(({ ctx, input }) => unsubscribe(ctx.db, input.token)),
});
