// `npm run db:migrate`: brings the database (DATABASE_URL, else the file at DATABASE_PATH) to the latest schema.
import { createDb } from '../db/client.js';
import { migrateToLatest } from '../db/migrate.js';
import { databaseLocation, parseEnv } from '../src/server/env.js';

const env = parseEnv();
const handle = createDb(databaseLocation(env), { poolSize: 1 });
const result = await migrateToLatest(handle);
for (const r of result.results ?? []) console.log(`${r.status}: ${r.migrationName}`);
if (!result.results?.length) console.log('Database already up to date.');
await handle.close();
