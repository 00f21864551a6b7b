// Public reads that rarely change answer with an ETag and a Cache-Control, and with 304 (no
// body) when the client already holds that version (If-None-Match), on both doors. The tag is a
// hash of the serialised data, so two processes serving the same data give the same tag.
import { createHash } from 'node:crypto';
import type { TRPCRequestInfo } from '@trpc/server/http';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';

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

/**
 * The tRPC twins of the conditional /api reads, with the same Cache-Control. The client fetches the
 * demo alone (src/client/trpc.ts, ALONE); the others are tagged when called alone. `stable`: the
 * read returns the same object until its data changes (the question bank's), so its tag is
 * remembered by identity; the others are built per call and hashed per call, as on /api.
 */
const CACHEABLE_TRPC_READS: ReadonlyMap<string, { cacheControl: string; stable: boolean }> = new Map(
  Object.entries({
    'questions.demo': { cacheControl: PUBLIC_SHORT, stable: true },
    'questions.counts': { cacheControl: PUBLIC_SHORT, stable: true },
    'glossary.list': { cacheControl: PUBLIC_SHORT, stable: true },
    'community.challenges.list': { cacheControl: PRIVATE_REVALIDATE, stable: false },
    'community.stories.list': { cacheControl: PRIVATE_REVALIDATE, stable: false },
  }),
);

const tagByValue = new WeakMap<object, string>();

function rememberedTag(value: object): string {
  let tag = tagByValue.get(value);
  if (tag === undefined) {
    tag = etagOf(JSON.stringify(value));
    tagByValue.set(value, tag);
  }
  return tag;
}

/**
 * Called from tRPC's `responseMeta` (app.ts): a lone call to a cacheable read that succeeded gets
 * an ETag and the Cache-Control of its /api twin; `trpcNotModified` answers 304 to a client that
 * holds it. A batch mixes calls: it is never tagged. The two headers go straight on Fastify's reply
 * (`res` of the context), not into tRPC's WHATWG Response: Fastify would copy them from there one
 * by one.
 */
export function tagCacheableTrpcRead(opts: {
  ctx?: { res: FastifyReply } | undefined;
  info?: TRPCRequestInfo | undefined;
  data: readonly unknown[];
  errors: readonly unknown[];
}): void {
  const { ctx, info, data, errors } = opts;
  if (!ctx || !info || info.isBatchCall || errors.length > 0) return;
  const read = CACHEABLE_TRPC_READS.get(info.calls[0]?.path ?? '');
  if (read === undefined) return;
  const output = (data[0] as { result?: { data?: unknown } } | undefined)?.result?.data;
  if (typeof output !== 'object' || output === null) return;
  const etag = read.stable ? rememberedTag(output) : etagOf(JSON.stringify(output));
  ctx.res.header('etag', etag).header('cache-control', read.cacheControl);
}

/**
 * onSend of the tRPC route: a tagged answer whose tag If-None-Match names becomes a bodiless 304
 * (tRPC builds a WHATWG Response, which cannot carry a 304 with its body, so it is done here).
 */
export const trpcNotModified: onSendHookHandler = (req, reply, payload, done) => {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch === undefined || !(payload instanceof Response) || payload.status !== 200) return done(null, payload);
  const etag = reply.getHeader('etag');
  if (typeof etag !== 'string' || !matchesIfNoneMatch(ifNoneMatch, etag)) return done(null, payload);
  void payload.body?.cancel();
  reply.code(304);
  const vary = payload.headers.get('vary');
  if (vary !== null) reply.header('vary', vary);
  done(null, null);
};
