import type { FastifyRequest } from 'fastify';
import type { Env } from '../env.js';

/**
 * The origin that links in e-mails point to: PUBLIC_URL, else the origin the request came to.
 * Set PUBLIC_URL in production: without it, a forged Host header would choose where a reset
 * link sent to a member leads.
 */
export function linkOrigin(env: Pick<Env, 'PUBLIC_URL'>, req: FastifyRequest): string {
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin;
  return `${req.protocol}://${req.host}`;
}

/** Where a one-time link of `path` (/reset-password, /confirm-email) leads. */
export function oneTimeLink(origin: string, path: string, token: string): string {
  return `${origin}${path}?token=${encodeURIComponent(token)}`;
}
