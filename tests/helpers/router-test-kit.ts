// Calls procedures of the router tree without HTTP, as tRPC's own examples do: a caller built
// from the inner context on the test's real database. The session is looked up from its token
// like the app's request hook does. Procedures that need the request or the reply (cookies,
// links to this site, Retry-After) throw a clear error here: test those through app.inject.
import type { DbHandle } from '../../db/client.js';
import { validateSessionToken } from '../../src/server/auth/session.js';
import { type Context, createContextInner } from '../../src/server/context.js';
import type { Env } from '../../src/server/env.js';
import type { Lang } from '../../src/server/i18n/messages.js';
import { createCallerFactory } from '../../src/server/trpc.js';
import { appRouter } from '../../src/routers/_app.js';

const createCaller = createCallerFactory(appRouter);

function noHttp(part: string): never {
  return new Proxy({} as never, {
    get(_target, name) {
      throw new Error(`ctx.${part}.${String(name)} needs HTTP: test this procedure through app.inject`);
    },
  });
}

/** A caller for a visitor (no cookie) or for the member whose `session=<token>` cookie is given. */
export async function callerFor(
  db: DbHandle['db'],
  env: Env,
  who: { cookie: string } | null = null,
  opts: { lang?: Lang; ip?: string } = {},
) {
  const token = who?.cookie.split('=')[1];
  const found = token ? await validateSessionToken(db, token) : null;
  const inner = createContextInner({ db, env, user: found?.user, session: found?.session, ...opts });
  const ctx: Context = { ...inner, req: noHttp('req'), res: noHttp('res') };
  return createCaller(ctx);
}
