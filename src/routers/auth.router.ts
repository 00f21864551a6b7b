import { toUserDto } from '../server/services/user.dto.js';
import { publicProcedure, router } from '../server/trpc.js';

export const authRouter = router({
  /** The signed-in user, or null: the client derives its auth state from this (no retry). */
  user: publicProcedure.query(({ ctx }) => (ctx.user ? toUserDto(ctx.user) : null)),
});
