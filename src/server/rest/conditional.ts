// Public reads that rarely change answer with an ETag and a Cache-Control, and with 304 (no
// body) when the client already holds that version (If-None-Match). The tag is a hash of the
// serialised body, so two processes serving the same data give the same tag.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Shared by every visitor: caches may keep it a minute, then revalidate with the tag. */
export const PUBLIC_SHORT = 'public, max-age=60';
/** Depends on who asks (session cookie or address): kept by the browser only, always revalidated. */
export const PRIVATE_REVALIDATE = 'private, no-cache';

export function etagOf(json: string): string {
  return `"${createHash('sha1').update(json).digest('base64url')}"`;
}

/** Does If-None-Match name this tag (weak or strong, in a list, or '*')? */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/** One tag per serialised body, remembered while the body stays the same string. */
export function etagMemo(): (json: string) => string {
  let last: { json: string; etag: string } | null = null;
  return (json) => {
    if (last?.json !== json) last = { json, etag: etagOf(json) };
    return last.etag;
  };
}

export function sendConditionalJson(
  req: FastifyRequest,
  reply: FastifyReply,
  json: string,
  cacheControl: string,
  etag = etagOf(json),
): FastifyReply {
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
