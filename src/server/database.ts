// Opens, migrates and seeds the database: what `npm start`, the scripts and the tests share.
import { createDb, type DbHandle, type DbOptions } from '../../db/client.js';
import { migrateToLatest } from '../../db/migrate.js';
import { runSeeds } from '../../db/seeds/index.js';
import { ensurePeriodChallenges } from './services/challenge-calendar.js';

/** `location`: a SQLite file path, or a postgres:// URL (env.ts, databaseLocation). */
export async function openDatabase(location: string, { seed = true, ...options }: { seed?: boolean } & DbOptions = {}): Promise<DbHandle> {
  const handle = createDb(location, options);
  try {
    await migrateToLatest(handle);
    if (seed) {
      await runSeeds(handle.db);
      // The current period's challenges exist from the start (the challenges page also creates them
      // when a new period begins).
      await ensurePeriodChallenges(handle.db);
    }
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
