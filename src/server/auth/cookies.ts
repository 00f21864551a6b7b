import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './session.js';

/** Secure everywhere but plain-http localhost, where browsers would drop a Secure cookie. */
export function isSecureRequest(req: FastifyRequest): boolean {
  if (req.protocol === 'https') return true;
  const host = req.hostname;
  return !(host === 'localhost' || host.startsWith('127.') || host === '[::1]' || host === '::1');
}

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, expiresAt: number): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecureRequest(req),
    expires: new Date(expiresAt),
  });
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecureRequest(req),
    maxAge: 0,
  });
}
