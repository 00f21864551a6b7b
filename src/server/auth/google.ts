// Google sign-in with arctic (authorization code + PKCE). The OAuth `state` and the PKCE code
// verifier travel in two short-lived HttpOnly cookies (docs/decisions/0003-sessions.md), never in
// the session table. The ID token comes straight from Google's token endpoint over TLS, so its
// claims are trusted after checking issuer, audience and expiry (OpenID Connect core 3.1.3.7).
import { decodeIdToken, generateCodeVerifier, generateState, Google } from 'arctic';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env.js';
import type { GoogleProfile } from '../services/auth.service.js';
import { isSecureRequest } from './cookies.js';

export const GOOGLE_STATE_COOKIE = 'google_oauth_state';
export const GOOGLE_VERIFIER_COOKIE = 'google_code_verifier';
const FLOW_COOKIE_MAX_AGE_S = 10 * 60;
const SCOPES = ['openid', 'profile', 'email'];
const ISSUERS = new Set(['https://accounts.google.com', 'accounts.google.com']);

export function isGoogleConfigured(env: Env): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET && env.GOOGLE_REDIRECT_URI);
}

function client(env: Env): Google {
  return new Google(env.GOOGLE_CLIENT_ID!, env.GOOGLE_CLIENT_SECRET!, env.GOOGLE_REDIRECT_URI!);
}

function flowCookie(req: FastifyRequest, reply: FastifyReply, name: string, value: string, maxAge: number) {
  reply.setCookie(name, value, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/api/auth/google',
    secure: isSecureRequest(req),
    maxAge,
  });
}

/** Starts the flow: remembers state + verifier in cookies and returns Google's consent URL. */
export function startGoogleSignIn(env: Env, req: FastifyRequest, reply: FastifyReply): URL {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = client(env).createAuthorizationURL(state, codeVerifier, SCOPES);
  url.searchParams.set('prompt', 'select_account');
  flowCookie(req, reply, GOOGLE_STATE_COOKIE, state, FLOW_COOKIE_MAX_AGE_S);
  flowCookie(req, reply, GOOGLE_VERIFIER_COOKIE, codeVerifier, FLOW_COOKIE_MAX_AGE_S);
  return url;
}

export type GoogleCallbackResult =
  | { ok: true; profile: GoogleProfile }
  | { ok: false; reason: 'state' | 'exchange' | 'token' | 'unverified' };

/** Checks the callback against the flow cookies, exchanges the code and reads the ID token. */
export async function finishGoogleSignIn(env: Env, req: FastifyRequest, reply: FastifyReply): Promise<GoogleCallbackResult> {
  const query = req.query as Record<string, string | undefined>;
  const storedState = req.cookies[GOOGLE_STATE_COOKIE];
  const codeVerifier = req.cookies[GOOGLE_VERIFIER_COOKIE];
  // The flow cookies are single-use.
  flowCookie(req, reply, GOOGLE_STATE_COOKIE, '', 0);
  flowCookie(req, reply, GOOGLE_VERIFIER_COOKIE, '', 0);
  if (!query.code || !query.state || !storedState || !codeVerifier || query.state !== storedState) {
    return { ok: false, reason: 'state' };
  }
  let idToken: string;
  try {
    const tokens = await client(env).validateAuthorizationCode(query.code, codeVerifier);
    idToken = tokens.idToken();
  } catch (error) {
    req.log.warn({ err: error }, 'Google code exchange failed');
    return { ok: false, reason: 'exchange' };
  }
  let claims: Record<string, unknown>;
  try {
    claims = decodeIdToken(idToken) as Record<string, unknown>;
  } catch {
    return { ok: false, reason: 'token' };
  }
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  const expired = typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now();
  if (!ISSUERS.has(String(claims.iss)) || !audience.includes(env.GOOGLE_CLIENT_ID) || expired || typeof claims.sub !== 'string') {
    return { ok: false, reason: 'token' };
  }
  if (claims.email_verified !== true || typeof claims.email !== 'string') return { ok: false, reason: 'unverified' };
  const name = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return {
    ok: true,
    profile: {
      googleId: claims.sub,
      email: claims.email.toLowerCase(),
      firstName: name(claims.given_name),
      lastName: name(claims.family_name),
    },
  };
}
