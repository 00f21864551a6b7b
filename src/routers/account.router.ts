import { clearSessionCookie } from '../server/auth/cookies.js';
import { deleteAccount, enableFullAccess, EXPORT_URL, exportFileName } from '../server/services/account.service.js';
import { authedProcedure, limitedAuthedProcedure, limitedPublicProcedure, router } from '../server/trpc.js';
import { changePasswordInput, emailChangeInput, profileUpdateInput, tokenInput } from '../shared/schemas/account.js';
import { changePassword, confirmEmailChange, requestEmailChange, updateProfile } from '../server/services/account-settings.service.js';
import { linkOrigin } from '../server/mail/links.js';
import { getReminder, setReminder } from '../server/services/reminder.service.js';
import { reminderInputSchema } from '../shared/schemas/learning.js';

export const accountRouter = router({
  /** The opt-in reminder e-mail: on or off, and its Europe/Paris hour. */
  reminder: authedProcedure.query(({ ctx }) => getReminder(ctx.db, ctx.env, ctx.user)),
  setReminder: limitedAuthedProcedure
    .input(reminderInputSchema)
    .mutation(({ ctx, input }) => setReminder(ctx.db, ctx.env, ctx.user, input, ctx.lang)),
  /** The product is free; /payment switches full access on with this (docs/product.md#access-levels). */
  enableFullAccess: authedProcedure.mutation(({ ctx }) => enableFullAccess(ctx.db, ctx.user.id)),
  /**
   * Where to download everything stored about the signed-in user: the streamed REST download. A
   * tRPC answer is built whole in memory, and a big account's export ran the heap out (issue 35).
   * Still counted with the download's limit, so that it cannot be used to probe it for free.
   */
  export: limitedAuthedProcedure.query(() => ({ url: EXPORT_URL, fileName: exportFileName() })),
  /** Deletes the account and its data, ends every session and clears the cookie. */
  delete: authedProcedure.mutation(async ({ ctx }) => {
    await deleteAccount(ctx.db, ctx.user.id);
    clearSessionCookie(ctx.req, ctx.res);
    return { success: true };
  }),
  /** Wrong current password → 400; every other session ends, this one stays. */
  changePassword: limitedAuthedProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changePassword(ctx.db, ctx.user.id, ctx.session.id, input)),
  updateProfile: authedProcedure.input(profileUpdateInput).mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.user.id, input)),
  /** Mails a confirmation link to the new address; the address changes when it is opened. */
  requestEmailChange: limitedAuthedProcedure
    .input(emailChangeInput)
    .mutation(({ ctx, input }) =>
      requestEmailChange(ctx.db, ctx.user.id, input, { env: ctx.env, origin: linkOrigin(ctx.env, ctx.req), lang: ctx.lang }),
    ),
  /** The link itself is the proof: it may be opened in a browser that is not signed in. */
  confirmEmailChange: limitedPublicProcedure.input(tokenInput).mutation(({ ctx, input }) =>
    confirmEmailChange(ctx.db, input, {
      env: ctx.env,
      origin: linkOrigin(ctx.env, ctx.req),
      lang: ctx.lang,
      onSendError: (err) => ctx.req.log.error({ err }, 'e-mail change notice not sent'),
    }),
  ),
});
