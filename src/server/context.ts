import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { User } from '../../db/schema.js';
import type { Env } from './env.js';
import type { SessionInfo } from './auth/session.js';
import { langFromHeaders, type Lang } from './i18n/messages.js';

/**
 * The part of the context that does not depend on HTTP: the database, the config, who is asking,
 * in which language and from where. Router tests build it directly (src/routers/*.router.test.ts).
 */
export interface InnerContext {
  db: Db;
  env: Env;
  user: User | null;
  session: SessionInfo | null;
  lang: Lang;
  ip: string;
}

/** What every procedure and REST handler gets: the inner context plus the request and reply
 * (cookies, links to this site, the Retry-After header). */
export interface Context extends InnerContext {
  req: FastifyRequest;
  res: FastifyReply;
}

export function createContextInner(opts: {
  db: Db;
  env: Env;
  user?: User | null;
  session?: SessionInfo | null;
  lang?: Lang;
  ip?: string;
}): InnerContext {
  return {
    db: opts.db,
    env: opts.env,
    user: opts.user ?? null,
    session: opts.session ?? null,
    lang: opts.lang ?? 'fr',
    ip: opts.ip ?? '127.0.0.1',
  };
}

export function createContext({ req, res }: { req: FastifyRequest; res: FastifyReply }): Context {
  // The inner context gains req and res in place: one object per call, not a copy of it.
  return Object.assign(createContextInner({
    db: req.server.db,
    env: req.server.env,
    user: req.auth.user,
    session: req.auth.session,
    lang: langFromHeaders(req.headers),
    // The key of the per-address limits: the address, or its IPv6 prefix (client-address.ts).
    ip: req.clientKey,
  }), { req, res });
}
