// Opens the SQLite database with the pragmas the app relies on and wraps it in Kysely.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  sqlite: SQLite.Database;
  close: () => Promise<void>;
}

export function createDb(filePath: string): DbHandle {
  if (filePath !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(filePath)), { recursive: true });
  const sqlite = new SQLite(filePath);
  // WAL lets readers run while one writer commits; synchronous=FULL makes every acknowledged
  // commit durable across a crash or power loss (docs/decisions/0002-storage.md).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  });
  return {
    db,
    sqlite,
    close: async () => {
      await db.destroy();
    },
  };
}
