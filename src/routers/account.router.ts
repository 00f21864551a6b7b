import { clearSessionCookie } from '../server/auth/cookies.js';
import { deleteAccount, enableFullAccess, exportAccountData } from '../server/services/account.service.js';
import { authedProcedure, router } from '../server/trpc.js';

export const accountRouter = router({
  /** decisions.md: the product is free; /payment switches full access on with this. */
  enableFullAccess: authedProcedure.mutation(({ ctx }) => enableFullAccess(ctx.db, ctx.user.id)),
  /** Everything stored about the signed-in user (the REST twin is a JSON download). */
  export: authedProcedure.query(({ ctx }) => exportAccountData(ctx.db, ctx.user.id)),
  /** Deletes the account and its data, ends every session and clears the cookie. */
  delete: authedProcedure.mutation(async ({ ctx }) => {
    await deleteAccount(ctx.db, ctx.user.id);
    clearSessionCookie(ctx.req, ctx.res);
    return { success: true };
  }),
});
