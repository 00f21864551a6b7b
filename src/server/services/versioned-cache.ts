// A value loaded from the database and held in memory per database, for data that changes only on an
// admin edit (the question bank, the glossary). A write bumps its row of cache_versions in the same
// transaction (`markChanged`) and drops this process's copy after the commit (`invalidate`); other
// processes on the same database notice the new version within VERSION_CHECK_MS. Not a timer: at
// most one primary-key read every VERSION_CHECK_MS, on the first read after it, so an idle process
// asks nothing and a read after a while waits for the answer instead of serving a stale copy.
import type { Db } from '../../../db/client.js';

/** How stale another process's admin edit may be here, at most. */
export const VERSION_CHECK_MS = 2000;

interface Cached<T> {
  value: Promise<T>;
  /** cache_versions.version when the value was loaded. */
  version: number;
  checkedAt: number;
  /** A version check in flight, shared by the reads that wait for it. */
  checking: Promise<void> | null;
}

export interface VersionedCache<T> {
  get(db: Db): Promise<T>;
  /** After a committed write: the next read in this process loads again. */
  invalidate(db: Db): void;
  /** In the transaction that writes the data: tells every process to load again. */
  markChanged(trx: Db): Promise<void>;
}

/** `name`: the row of cache_versions that versions this data. */
export function versionedCache<T>(name: string, load: (db: Db) => Promise<T>): VersionedCache<T> {
  const caches = new WeakMap<Db, Cached<T>>();

  const readVersion = async (db: Db): Promise<number> => {
    const row = await db.selectFrom('cacheVersions').select('version').where('name', '=', name).executeTakeFirst();
    return Number(row?.version ?? 0);
  };

  const loadCached = (db: Db): Cached<T> => {
    const cached: Cached<T> = { value: Promise.resolve(null as never), version: 0, checkedAt: Date.now(), checking: null };
    // The version first: an edit committed between the two reads then only causes one more load.
    cached.value = readVersion(db).then((version) => {
      cached.version = version;
      return load(db);
    });
    caches.set(db, cached);
    cached.value.catch(() => {
      if (caches.get(db) === cached) caches.delete(db);
    });
    return cached;
  };

  /** The read after VERSION_CHECK_MS: one version check, shared by the reads that wait for it. */
  const checkThenGet = async (db: Db, cached: Cached<T>): Promise<T> => {
    cached.checking ??= (async () => {
      try {
        await cached.value;
        const version = await readVersion(db);
        cached.checkedAt = Date.now();
        if (version !== cached.version && caches.get(db) === cached) caches.delete(db);
      } finally {
        cached.checking = null;
      }
    })();
    await cached.checking;
    return (caches.get(db) ?? loadCached(db)).value;
  };

  return {
    // Not async: a fresh copy is handed over as the promise it is (the hottest reads come here).
    get(db) {
      const cached = caches.get(db) ?? loadCached(db);
      if (Date.now() - cached.checkedAt < VERSION_CHECK_MS) return cached.value;
      return checkThenGet(db, cached);
    },
    invalidate(db) {
      caches.delete(db);
    },
    async markChanged(trx) {
      await trx.updateTable('cacheVersions').set((eb) => ({ version: eb('version', '+', 1) })).where('name', '=', name).execute();
    },
  };
}
