// Opens, migrates and seeds the database: what `npm start`, the scripts and the tests share.
import { createDb, type DbHandle } from '../../db/client.js';
import { migrateToLatest } from '../../db/migrate.js';
import { runSeeds } from '../../db/seeds/index.js';

export async function openDatabase(filePath: string, { seed = true } = {}): Promise<DbHandle> {
  const handle = createDb(filePath);
  try {
    await migrateToLatest(handle);
    if (seed) await runSeeds(handle.db);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
