// Opens the SQLite database with the pragmas the app relies on and wraps it in Kysely.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  sqlite: SQLite.Database;
  close: () => Promise<void>;
}

const STATEMENT_CACHE_SIZE = 500;
const NO_OP_STATEMENT = { reader: false, all: () => [], run: () => ({ changes: 0, lastInsertRowid: 0 }), iterate: () => [][Symbol.iterator]() };

/**
 * better-sqlite3 as Kysely sees it, with prepared statements reused by SQL text: Kysely asks for a
 * new statement on every query, and compiling the SQL again was a large share of a hot read's cost.
 * Statements are only run to completion (all/run), so one can serve every caller; SQLite
 * re-prepares a statement by itself after a schema change.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      // SQLite rolls a transaction back by itself on some errors (SQLITE_FULL, SQLITE_IOERR…);
      // Kysely's ROLLBACK would then fail with "cannot rollback - no transaction is active" and
      // hide the real error from the log. With no transaction open, there is nothing to undo.
      if (!sqlite.inTransaction && /^\s*rollback\s*;?\s*$/i.test(sql)) return NO_OP_STATEMENT;
      let statement = statements.get(sql);
      if (!statement) {
        // Queries with IN-lists of varying length make many texts: keep the cache bounded.
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
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
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
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
