import { loginInput, registerInput } from '../shared/schemas/auth.js';
import { passwordResetConfirmInput, passwordResetRequestInput, tokenInput } from '../shared/schemas/account.js';
import { clearSessionCookie, setDeviceCookie, setSessionCookie } from '../server/auth/cookies.js';
import { DEVICE_COOKIE } from '../server/auth/devices.js';
import { login, logout, register } from '../server/services/auth.service.js';
import { toUserDto } from '../server/services/user.dto.js';
import { confirmPasswordReset, recoveryOptions, requestPasswordReset } from '../server/services/password-reset.service.js';
import { linkOrigin } from '../server/mail/links.js';
import { confirmRegistration, registrationNeedsConfirmation, requestRegistration } from '../server/services/registration.service.js';
import { limitedPublicProcedure, publicProcedure, router } from '../server/trpc.js';

export const authRouter = router({
  /** The signed-in user, or null: the client derives its auth state from this (no retry). */
  user: publicProcedure.query(({ ctx }) => (ctx.user ? toUserDto(ctx.user) : null)),

  /**
   * With SMTP: the same answer whether or not the address has an account (`{ confirmationSent }`), and
   * an e-mail either way (registration.service.ts). Without: the account, signed in (409 if taken).
   */
  register: limitedPublicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    if (registrationNeedsConfirmation(ctx.env)) {
      return requestRegistration(ctx.db, input, {
        env: ctx.env,
        origin: linkOrigin(ctx.env, ctx.req),
        lang: ctx.lang,
        onSendError: (err) => ctx.req.log.error({ err }, 'sign-up e-mail not sent'),
      });
    }
    const signedIn = await register(ctx.db, input, { fullAccess: ctx.env.FREE_FULL_ACCESS });
    setSessionCookie(ctx.req, ctx.res, signedIn.token, signedIn.expiresAt);
    return signedIn.user;
  }),

  /** The link of the sign-up e-mail: creates the account and signs this browser in. */
  confirmRegistration: limitedPublicProcedure.input(tokenInput).mutation(async ({ ctx, input }) => {
    const signedIn = await confirmRegistration(ctx.db, input, { fullAccess: ctx.env.FREE_FULL_ACCESS }, ctx.session?.id);
    setSessionCookie(ctx.req, ctx.res, signedIn.token, signedIn.expiresAt);
    return signedIn.user;
  }),

  login: limitedPublicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const signedIn = await login(ctx.db, input, { ip: ctx.ip, deviceToken: ctx.req.cookies[DEVICE_COOKIE], previousSessionId: ctx.session?.id });
    setSessionCookie(ctx.req, ctx.res, signedIn.token, signedIn.expiresAt);
    setDeviceCookie(ctx.req, ctx.res, signedIn.deviceToken);
    return signedIn.user;
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    await logout(ctx.db, ctx.session?.id);
    clearSessionCookie(ctx.req, ctx.res);
    return { success: true };
  }),

  /** Whether reset links go out by e-mail (else the page says to contact support). */
  recovery: publicProcedure.query(({ ctx }) => recoveryOptions(ctx.env)),

  /** Always the same answer, account or not; the link leaves by e-mail when SMTP is set up. */
  requestPasswordReset: limitedPublicProcedure.input(passwordResetRequestInput).mutation(({ ctx, input }) =>
    requestPasswordReset(ctx.db, input, {
      env: ctx.env,
      origin: linkOrigin(ctx.env, ctx.req),
      lang: ctx.lang,
      onSendError: (err) => ctx.req.log.error({ err }, 'password reset e-mail not sent'),
    }),
  ),

  /** Sets the new password, ends every session of the account and signs this browser in. */
  confirmPasswordReset: limitedPublicProcedure.input(passwordResetConfirmInput).mutation(async ({ ctx, input }) => {
    const signedIn = await confirmPasswordReset(ctx.db, input, ctx.session?.id);
    setSessionCookie(ctx.req, ctx.res, signedIn.token, signedIn.expiresAt);
    return signedIn.user;
  }),
});
