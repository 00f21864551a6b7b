import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { User } from '../../db/schema.js';
import type { Env } from './env.js';
import type { SessionInfo } from './auth/session.js';
import { langFromHeaders, type Lang } from './i18n/messages.js';

/** What every procedure and REST handler gets: the database, the config, and who is asking. */
export interface Context {
  db: Db;
  env: Env;
  user: User | null;
  session: SessionInfo | null;
  lang: Lang;
  ip: string;
  req: FastifyRequest;
  res: FastifyReply;
}

export function createContext({ req, res }: { req: FastifyRequest; res: FastifyReply }): Context {
  return {
    db: req.server.db,
    env: req.server.env,
    user: req.auth.user,
    session: req.auth.session,
    lang: langFromHeaders(req.headers),
    ip: req.ip,
    req,
    res,
  };
}
