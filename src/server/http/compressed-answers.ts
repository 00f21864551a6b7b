// Large tagged answers compressed once per version. The glossary (142 KB of JSON, read on /demo and
// on every quiz to mark its words) went out uncompressed on both doors: ~3 s of a slow phone
// connection. Static files are compressed at build time; JSON answers are built at run time, so
// the answers that carry an ETag (a public read, the same bytes until its data changes:
// conditional.ts) are compressed the first time a version is asked for, in Node's thread pool (not
// on the event loop), and the compressed bytes are kept by tag: every later request of that version
// costs a lookup. Untagged answers (a member's own data) are left as they are: compressing them
// would cost CPU per call for bodies that are small.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { matchesIfNoneMatch } from './conditional.js';

/** Bodies smaller than this go out as they are (a few KB gain nothing worth a lookup). */
export const MIN_COMPRESSED_BYTES = 8 * 1024;
/** Versions kept: a handful of public reads, in up to two encodings, and a few private lists. */
const KEPT_VERSIONS = 32;
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  // Brotli's quality 5: 142 KB of glossary → 41.8 KB in ~5 ms; 11 gave 36.3 KB in ~470 ms.
  if (encoding === 'br') return brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  return gzipped(body, { level: 6 });
}

/** The compressed bytes of each version, oldest first; a version being compressed is its promise. */
const kept = new Map<string, Promise<Buffer>>();

function compressedOnce(key: string, body: Buffer, encoding: Encoding): Promise<Buffer> {
  const found = kept.get(key);
  if (found) {
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  const made = compress(body, encoding);
  kept.set(key, made);
  made.catch(() => kept.delete(key));
  while (kept.size > KEPT_VERSIONS) kept.delete(kept.keys().next().value as string);
  return made;
}

/** How many compressed versions are kept (tests, metrics). */
export function compressedVersions(): number {
  return kept.size;
}

/** Empties what is kept (tests). */
export function forgetCompressedAnswers(): void {
  kept.clear();
}

/** A Vary header's value with Accept-Encoding in it, or null when it is there already. */
function varyWithEncoding(vary: string | null): string | null {
  if (vary === null || vary === '') return 'accept-encoding';
  return vary.toLowerCase().split(/\s*,\s*/).includes('accept-encoding') ? null : `${vary}, accept-encoding`;
}

/**
 * onSend: a tagged 200 answer to a GET, of MIN_COMPRESSED_BYTES or more, goes out in the best
 * encoding the client accepts (brotli, else gzip). The payload is the JSON text of a REST read
 * or the WHATWG Response of the tRPC adapter (its headers are carried over as Fastify would).
 * A request that names the tag in If-None-Match is left to the 304 of conditional.ts. Callback
 * style, settled at once when there is nothing to compress: no promise for every other request.
 */
export const compressTaggedAnswer: onSendHookHandler = (req, reply, payload, done) => {
  const compressed = compressedPayload(req, reply, payload);
  if (compressed === null) return done(null, payload);
  compressed.then(
    (body) => done(null, body),
    (error: Error) => done(error),
  );
};

/** What to send instead of `payload`, or null to send it as it is. */
function compressedPayload(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<Buffer> | null {
  if (req.method !== 'GET' || reply.statusCode !== 200) return null;
  const etag = reply.getHeader('etag');
  if (typeof etag !== 'string' || matchesIfNoneMatch(req.headers['if-none-match'], etag)) return null;
  if (reply.getHeader('content-encoding') !== undefined) return null;
  const accepted = req.headers['accept-encoding'];
  const encoding = typeof accepted === 'string' ? (negotiate(accepted, [...ENCODINGS]) as Encoding | null) : null;
  if (payload instanceof Response) {
    if (payload.status !== 200 || payload.body === null) return null;
    // Fastify puts a Response's headers on the reply after this hook: Vary goes on the Response.
    const vary = varyWithEncoding(payload.headers.get('vary'));
    if (vary !== null) payload.headers.set('vary', vary);
    if (encoding === null) return null;
    // Read whole (a tagged read is one JSON answer); its headers go on the reply as Fastify would.
    for (const [name, value] of payload.headers) if (name !== 'content-length') reply.header(name, value);
    return payload.arrayBuffer().then((bytes) => {
      const body = Buffer.from(bytes);
      return body.length < MIN_COMPRESSED_BYTES ? body : compressedFor(reply, `trpc ${encoding} ${etag}`, body, encoding);
    });
  }
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null;
  const vary = varyWithEncoding(reply.hasHeader('vary') ? String(reply.getHeader('vary')) : null);
  if (vary !== null) reply.header('vary', vary);
  if (encoding === null) return null;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length < MIN_COMPRESSED_BYTES) return null;
  return compressedFor(reply, `rest ${encoding} ${etag}`, body, encoding);
}

/** The kept or newly compressed bytes of a version (the same tag is the same data; the doors wrap it differently). */
async function compressedFor(reply: FastifyReply, key: string, body: Buffer, encoding: Encoding): Promise<Buffer> {
  const compressed = await compressedOnce(key, body, encoding);
  reply.header('content-encoding', encoding);
  return compressed;
}
