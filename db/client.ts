// Opens the database and wraps it in Kysely: a SQLite file with the pragmas the app relies on, or,
// given a postgres:// URL, a pool of PostgreSQL connections (docs/operations.md, "PostgreSQL").
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import SQLite from 'better-sqlite3';
import type pg from 'pg';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import { isPostgresUrl, type DialectName } from './dialect.js';
import { registerReadWorker } from './read-worker.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  dialect: DialectName;
  /** The better-sqlite3 connection; reading it on a PostgreSQL handle throws. */
  sqlite: SQLite.Database;
  close: () => Promise<void>;
}

export interface DbOptions {
  /** PostgreSQL: connections this process keeps open at most. */
  poolSize?: number;
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

// PostgreSQL sends 64-bit integers (count(*), the bigint columns) and numerics (sum, avg) as text;
// the app reads numbers, as better-sqlite3 gives them. Values stay far below 2^53.
const PG_INT8 = 20;
const PG_NUMERIC = 1700;
function pgTypes(driver: typeof pg): pg.CustomTypesConfig {
  return {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === PG_INT8 || oid === PG_NUMERIC) return (value: string) => Number(value);
      return driver.types.getTypeParser(oid, format as 'text');
    },
  } as pg.CustomTypesConfig;
}

/** The PostgreSQL driver, loaded on first use: a SQLite deployment never holds it in memory. */
const loadPg = (): typeof pg => createRequire(import.meta.url)('pg') as typeof pg;

function createPostgresDb(url: string, options: DbOptions): DbHandle {
  const driver = loadPg();
  const pool = new driver.Pool({ connectionString: url, max: options.poolSize ?? 10, types: pgTypes(driver) });
  // An idle connection that the server drops (restart, failover) must not crash the process.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  return {
    db,
    dialect: 'postgres',
    get sqlite(): SQLite.Database {
      throw new Error('this database is PostgreSQL, not a SQLite file');
    },
    close: async () => {
      await db.destroy();
    },
  };
}

/** `location`: a SQLite file path (or ':memory:'), or a postgres:// URL. */
export function createDb(location: string, options: DbOptions = {}): DbHandle {
  if (isPostgresUrl(location)) return createPostgresDb(location, options);
  const filePath = location;
  if (filePath !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(filePath)), { recursive: true });
  const sqlite = new SQLite(filePath);
  // WAL lets readers run while one writer commits; synchronous=FULL makes every acknowledged
  // commit durable across a crash or power loss (docs/decisions/0002-storage.md).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Deleted rows are overwritten with zeros, not left in free pages of the file (and so in every
  // backup) until reused: a deleted account's names and addresses go (issue 35, item 10).
  sqlite.pragma('secure_delete = ON');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin()],
  });
  // Long reads on the file go to a worker thread with its own read-only connection (read-worker.ts).
  const stopReadWorker = filePath === ':memory:' ? async () => {} : registerReadWorker(db, path.resolve(filePath));
  return {
    db,
    dialect: 'sqlite',
    sqlite,
    close: async () => {
      await stopReadWorker();
      await db.destroy();
    },
  };
}
