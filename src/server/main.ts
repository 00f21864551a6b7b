// Entry point: parse env, open (migrate, seed) the database, build the app, listen, and close
// gracefully on SIGTERM/SIGINT (server first, then the database). Imported by nobody.
import { buildApp } from './app.js';
import { parseEnv } from './env.js';
import { openDatabase } from './database.js';
import { bootstrapAdminFromEnv } from './auth/admin-bootstrap.js';

const env = parseEnv();
const database = await openDatabase(env.DATABASE_PATH);
await bootstrapAdminFromEnv(database.db, env);
const app = await buildApp({ env, db: database.db });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
  } finally {
    await database.close();
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: env.PORT, host: env.HOST });
