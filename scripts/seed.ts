// `npm run db:seed`: migrates, then runs the idempotent seeds (safe to repeat).
import { databaseLocation, parseEnv } from '../src/server/env.js';
import { openDatabase } from '../src/server/database.js';

const env = parseEnv();
const handle = await openDatabase(databaseLocation(env), { poolSize: 1 });
const { count } = await handle.db.selectFrom('questions').select((eb) => eb.fn.countAll<number>().as('count')).where('isActive', '=', 1).executeTakeFirstOrThrow();
console.log(`Seeded: ${count} active questions in ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : env.DATABASE_PATH}`);
await handle.close();
