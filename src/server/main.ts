// Entry point: parse env, open (migrate, seed) the database, build the app, listen, and close
// gracefully on SIGTERM/SIGINT (server first, then the database). Imported by nobody.
import { buildApp } from './app.js';
import { databaseLocation, parseServerEnv, type Env } from './env.js';
import { openDatabase } from './database.js';
import { bootstrapAdminFromEnv } from './auth/admin-bootstrap.js';
import { watchDatabaseFile } from './database-failure.js';

let env: Env;
try {
  env = parseServerEnv();
} catch (error) {
  // A wrong configuration: its one-line reason on stderr and code 1, no stack trace.
  console.error(`fatal: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const database = await openDatabase(databaseLocation(env), { poolSize: env.DATABASE_POOL_SIZE });
await bootstrapAdminFromEnv(database.db, env);
// A database that turns read-only or unreadable at run time: stop with code 1 so that the
// supervisor (deploy/) restarts the process or alerts, rather than answering 500s for ever.
const app = await buildApp({ env, db: database.db, onFatalDatabaseError: () => void shutdown('database unusable', 1), warmUp: true });

let closing = false;
async function shutdown(signal: string, code = 0) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
  } finally {
    await database.close().catch(() => {});
    process.exit(code);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// A file system that turns read-only, or a database file deleted under the server: say so and stop
// before a write hits it (database-failure.ts).
if (!env.DATABASE_URL && env.DATABASE_PATH !== ':memory:' && !/^[a-z][a-z0-9+.-]*:\/\//i.test(env.DATABASE_PATH)) {
  watchDatabaseFile(env.DATABASE_PATH, (code) => {
    app.log.fatal({ code, path: env.DATABASE_PATH }, `database file not writable any more (${code}); stopping so the supervisor can act`);
    void shutdown('database unusable', 1);
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
// The loopback default of parseServerEnv: right on this machine, wrong behind a proxy (the
// cross-origin check would refuse the public site's requests).
if (env.NODE_ENV === 'production' && env.PUBLIC_URL === `http://localhost:${env.PORT}`) {
  app.log.warn(`PUBLIC_URL is ${env.PUBLIC_URL}: behind a proxy, set it to the public origin (README, "Configuration")`);
}
