import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE, DEVICE_LIFETIME_MS } from './devices.js';
import { SESSION_COOKIE } from './session.js';

/**
 * `Secure` follows the scheme of PUBLIC_URL, the site's public address: the Host header is the
 * client's to choose. Without PUBLIC_URL, the scheme of the request as the trusted proxy reports it.
 */
export function isSecureRequest(req: FastifyRequest): boolean {
  const publicUrl = req.server.env?.PUBLIC_URL;
  if (publicUrl) return new URL(publicUrl).protocol === 'https:';
  return req.protocol === 'https';
}

/** The device cookie (auth/devices.ts): proves this browser signed the account in before. */
export function setDeviceCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecureRequest(req),
    maxAge: Math.floor(DEVICE_LIFETIME_MS / 1000),
  });
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
