import { loginInput, registerInput } from '../shared/schemas/auth.js';
import { clearSessionCookie, setSessionCookie } from '../server/auth/cookies.js';
import { login, logout, register } from '../server/services/auth.service.js';
import { toUserDto } from '../server/services/user.dto.js';
import { publicProcedure, router } from '../server/trpc.js';

export const authRouter = router({
  /** The signed-in user, or null: the client derives its auth state from this (no retry). */
  user: publicProcedure.query(({ ctx }) => (ctx.user ? toUserDto(ctx.user) : null)),

  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    const signedIn = await register(ctx.db, input);
    setSessionCookie(ctx.req, ctx.res, signedIn.token, signedIn.expiresAt);
    return signedIn.user;
  }),

  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const signedIn = await login(ctx.db, input, ctx.ip);
    // A new session on every sign-in; the one the browser had (if any) ends.
    if (ctx.session) await logout(ctx.db, ctx.session.id);
    setSessionCookie(ctx.req, ctx.res, signedIn.token, signedIn.expiresAt);
    return signedIn.user;
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    await logout(ctx.db, ctx.session?.id);
    clearSessionCookie(ctx.req, ctx.res);
    return { success: true };
  }),
});
