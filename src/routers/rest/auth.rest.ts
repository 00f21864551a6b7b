// REST twins of the `auth` procedures, Google sign-in and /api/login.
import type { FastifyInstance } from 'fastify';
import { TRPCError } from '@trpc/server';
import { loginInput, registerInput } from '../../shared/schemas/auth.js';
import { passwordResetConfirmInput, passwordResetRequestInput, tokenInput } from '../../shared/schemas/account.js';
import { clearSessionCookie, setDeviceCookie, setSessionCookie } from '../../server/auth/cookies.js';
import { DEVICE_COOKIE } from '../../server/auth/devices.js';
import { finishGoogleSignIn, isGoogleConfigured, startGoogleSignIn } from '../../server/auth/google.js';
import { parseInput } from '../../server/errors.js';
import { langFromHeaders } from '../../server/i18n/messages.js';
import { login, logout, register, signInWithGoogle } from '../../server/services/auth.service.js';
import { toUserDto } from '../../server/services/user.dto.js';
import { confirmPasswordReset, recoveryOptions, requestPasswordReset } from '../../server/services/password-reset.service.js';
import { linkOrigin } from '../../server/mail/links.js';
import { confirmRegistration, registrationNeedsConfirmation, requestRegistration } from '../../server/services/registration.service.js';
import { requireUser } from './guards.js';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.get('/auth/user', async (req) => {
    return toUserDto(requireUser(req));
  });

  // With SMTP: 202 and the same body whether or not the address has an account, an e-mail either
  // way (registration.service.ts). Without: 201, the account signed in (409 if the address is used).
  app.post('/auth/register', async (req, reply) => {
    const input = parseInput(registerInput, req.body);
    if (registrationNeedsConfirmation(app.env)) {
      const sent = await requestRegistration(app.db, input, {
        env: app.env,
        origin: linkOrigin(app.env, req),
        lang: langFromHeaders(req.headers),
        onSendError: (err) => req.log.error({ err }, 'sign-up e-mail not sent'),
      });
      return reply.status(202).send(sent);
    }
    const signedIn = await register(app.db, input, { fullAccess: app.env.FREE_FULL_ACCESS });
    setSessionCookie(req, reply, signedIn.token, signedIn.expiresAt);
    return reply.status(201).send(signedIn.user);
  });

  app.post('/auth/register/confirm', async (req, reply) => {
    const input = parseInput(tokenInput, req.body);
    const signedIn = await confirmRegistration(app.db, input, { fullAccess: app.env.FREE_FULL_ACCESS }, req.auth.session?.id);
    setSessionCookie(req, reply, signedIn.token, signedIn.expiresAt);
    return reply.status(201).send(signedIn.user);
  });

  app.post('/auth/login', async (req, reply) => {
    const input = parseInput(loginInput, req.body);
    const signedIn = await login(app.db, input, { ip: req.clientKey, deviceToken: req.cookies[DEVICE_COOKIE], previousSessionId: req.auth.session?.id });
    setSessionCookie(req, reply, signedIn.token, signedIn.expiresAt);
    setDeviceCookie(req, reply, signedIn.deviceToken);
    return signedIn.user;
  });

  app.post('/auth/logout', async (req, reply) => {
    await logout(app.db, req.auth.session?.id);
    clearSessionCookie(req, reply);
    return { success: true };
  });

  app.get('/auth/password-reset', async () => recoveryOptions(app.env));

  app.post('/auth/password-reset', async (req) => {
    const input = parseInput(passwordResetRequestInput, req.body);
    return requestPasswordReset(app.db, input, {
      env: app.env,
      origin: linkOrigin(app.env, req),
      lang: langFromHeaders(req.headers),
      onSendError: (err) => req.log.error({ err }, 'password reset e-mail not sent'),
    });
  });

  app.post('/auth/password-reset/confirm', async (req, reply) => {
    const input = parseInput(passwordResetConfirmInput, req.body);
    const signedIn = await confirmPasswordReset(app.db, input, req.auth.session?.id);
    setSessionCookie(req, reply, signedIn.token, signedIn.expiresAt);
    return signedIn.user;
  });

  app.get('/auth/google', async (req, reply) => {
    if (!isGoogleConfigured(app.env)) return reply.redirect('/login?google=unavailable');
    return reply.redirect(startGoogleSignIn(app.env, req, reply).toString());
  });

  app.get('/auth/google/callback', async (req, reply) => {
    if (!isGoogleConfigured(app.env)) return reply.redirect('/login?google=unavailable');
    const query = req.query as Record<string, string | undefined>;
    if (query.error) return reply.redirect('/login?google=cancelled');
    const result = await finishGoogleSignIn(app.env, req, reply);
    if (!result.ok) return reply.redirect(`/login?google=${result.reason === 'unverified' ? 'unverified' : 'error'}`);
    try {
      const signedIn = await signInWithGoogle(app.db, result.profile, { fullAccess: app.env.FREE_FULL_ACCESS }, req.auth.session?.id);
      setSessionCookie(req, reply, signedIn.token, signedIn.expiresAt);
      return reply.redirect(`/login?google=${signedIn.outcome === 'created' ? 'registered' : 'success'}`);
    } catch (error) {
      if (error instanceof TRPCError && error.code === 'CONFLICT') return reply.redirect('/login?google=conflict');
      throw error;
    }
  });

  // Where expired sessions are sent: the sign-in page (old links still point here).
  app.get('/login', async (_req, reply) => reply.redirect('/login'));
}
