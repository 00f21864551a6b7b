// `npm run db:copy -- --to postgres://user:pass@host/db [--from data/app.db]`: moves a SQLite
// deployment to PostgreSQL (docs/operations.md, "PostgreSQL"). The target must be empty: it is migrated by the
// same migrations, then every table is copied row for row with its ids, in one transaction (a
// failure leaves the target as it was), and the row counts of both sides are compared.
// Stop the app first, or copy from an `npm run db:backup` file: later writes would not be copied.
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { sql } from 'kysely';
import { createDb } from '../db/client.js';
import { migrateToLatest } from '../db/migrate.js';
import { isPostgresUrl } from '../db/dialect.js';
import { parseEnv } from '../src/server/env.js';

/**
 * Not copied: the migrator's own tables (the target has its own), the users search index (SQLite's
 * FTS5 tables; PostgreSQL searches the users table), and the tables the migrations fill and
 * triggers keep (row counters, cache versions).
 */
const SKIPPED = /^(sqlite_|kysely_migration|users_search)|^(row_counts|cache_versions)$/;
/** PostgreSQL takes at most 65,535 parameters per statement. */
const MAX_PARAMETERS = 30_000;

export interface CopyReport {
  tables: { name: string; rows: number }[];
}

function quote(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}

/** Parents before children, so that each foreign key finds its row. */
function inDependencyOrder(source: SQLite.Database, tables: string[]): string[] {
  const parents = new Map(
    tables.map((t) => [t, new Set((source.pragma(`foreign_key_list(${quote(t)})`) as { table: string }[]).map((f) => f.table).filter((p) => p !== t && tables.includes(p)))]),
  );
  const ordered: string[] = [];
  const visit = (t: string, path: Set<string>) => {
    if (ordered.includes(t)) return;
    if (path.has(t)) throw new Error(`foreign keys form a cycle through ${t}`);
    path.add(t);
    for (const p of parents.get(t) ?? []) visit(p, path);
    path.delete(t);
    ordered.push(t);
  };
  for (const t of [...tables].sort()) visit(t, new Set());
  return ordered;
}

export async function copySqliteToPostgres(sqlitePath: string, url: string, log: (line: string) => void = () => {}): Promise<CopyReport> {
  // The source first gets the migrations this code knows (as npm start would), so both sides
  // have the same tables and columns.
  const sourceHandle = createDb(sqlitePath);
  try {
    await migrateToLatest(sourceHandle);
  } finally {
    await sourceHandle.close();
  }

  const target = new pg.Client({ connectionString: url });
  await target.connect();
  try {
    const { rows: existing } = await target.query<{ n: string }>(
      `SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = current_schema()`,
    );
    if (Number(existing[0]?.n) > 0) throw new Error('the target database is not empty: db:copy only fills a new, empty database');
  } finally {
    await target.end();
  }

  const targetHandle = createDb(url, { poolSize: 1 });
  const source = new SQLite(sqlitePath, { readonly: true, fileMustExist: true });
  const report: CopyReport = { tables: [] };
  try {
    await migrateToLatest(targetHandle);
    const tables = inDependencyOrder(
      source,
      (source.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`).all() as { name: string }[])
        .map((r) => r.name)
        .filter((name) => !SKIPPED.test(name)),
    );
    await targetHandle.db.transaction().execute(async (trx) => {
      for (const table of tables) {
        const info = source.pragma(`table_info(${quote(table)})`) as { name: string; pk: number }[];
        const columns = info.map((c) => c.name);
        const perInsert = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
        // Insertion order; a WITHOUT ROWID table has no rowid, and is stored in its key's order.
        const withoutRowid = /without\s+rowid/i.test(
          (source.prepare(`SELECT sql FROM sqlite_master WHERE name = ?`).get(table) as { sql: string }).sql,
        );
        const key = info.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => quote(c.name));
        const order = withoutRowid ? key.join(', ') : 'rowid';
        const select = source.prepare(`SELECT ${columns.map(quote).join(', ')} FROM ${quote(table)} ORDER BY ${order}`).raw(true);
        let batch: unknown[][] = [];
        let copied = 0;
        const flush = async () => {
          if (batch.length === 0) return;
          await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.id(c)))}) VALUES ${sql.join(
            batch.map((row) => sql`(${sql.join(row)})`),
          )}`.execute(trx);
          copied += batch.length;
          batch = [];
        };
        for (const row of select.iterate() as Iterable<unknown[]>) {
          batch.push(row);
          if (batch.length >= perInsert) await flush();
        }
        await flush();
        // Ids kept as they were: the identity of an autoincrement column continues after them.
        if (columns.includes('id')) {
          const { rows: serial } = await sql<{ seq: string | null }>`SELECT pg_get_serial_sequence(${table}, 'id') AS seq`.execute(trx);
          const seq = serial[0]?.seq;
          if (seq) await sql`SELECT setval(${seq}::regclass, (SELECT coalesce(max(id), 0) + 1 FROM ${sql.table(table)}), false)`.execute(trx);
        }
        const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(trx);
        const expected = (source.prepare(`SELECT count(*) AS n FROM ${quote(table)}`).get() as { n: number }).n;
        if (Number(rows[0]?.n) !== expected || copied !== expected) throw new Error(`${table}: ${expected} rows in SQLite, ${rows[0]?.n} in PostgreSQL`);
        report.tables.push({ name: table, rows: expected });
        log(`${table}: ${expected} rows`);
      }
      // The counters the triggers keep, from the copied rows.
      for (const table of ['attempts', 'responses']) {
        await sql`UPDATE row_counts SET n = (SELECT count(*) FROM ${sql.table(table)}) WHERE name = ${table}`.execute(trx);
      }
    });
    // Fresh planner statistics: right after a bulk load PostgreSQL knows nothing of the new rows
    // and picks whole-table plans until autovacuum gets round to it (bench:scale on two million
    // answers: the dashboard's median went from 72 ms to 16 ms with it).
    await sql`ANALYZE`.execute(targetHandle.db);
    log('planner statistics refreshed (ANALYZE)');
    return report;
  } finally {
    source.close();
    await targetHandle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = parseEnv();
  const { values } = parseArgs({ options: { to: { type: 'string' }, from: { type: 'string' } } });
  if (!values.to || !isPostgresUrl(values.to)) {
    console.error('Usage: npm run db:copy -- --to postgres://user:password@host:5432/database [--from path/to/app.db]');
    process.exit(2);
  }
  const from = values.from ?? env.DATABASE_PATH;
  try {
    const report = await copySqliteToPostgres(from, values.to, (line) => console.log(line));
    const total = report.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(`Copied ${report.tables.length} tables, ${total} rows, from ${from} to PostgreSQL (ids kept). Start the app with DATABASE_URL set to it.`);
  } catch (error) {
    const message = (error as Error).message;
    if (/not empty/.test(message)) {
      console.error(`db:copy: ${message}`);
      process.exit(2);
    }
    // The rows go in one transaction, but the migrations commit before it: the target may hold
    // the empty schema.
    console.error(`db:copy failed, no rows were copied: ${message}. Drop and create the target database again before retrying.`);
    process.exit(1);
  }
}
