// Frozen: never edit a migration that has shipped; add a new dated one instead.
// PostgreSQL only: the attempts/responses row counters move from a trigger per row to a trigger per
// statement reading its transition table. Per row, a bulk insert (db:copy, a backfill) updated the
// same counter row once per inserted row inside one transaction, each update leaving a dead version
// the next must step over: a 2-million-row copy slowed to a crawl. Per statement it is one update per
// INSERT or DELETE, whatever its size. SQLite keeps its per-row triggers (one writer, no row versions).
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

const TABLES = ['attempts', 'responses'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`CREATE FUNCTION row_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE row_counts SET n = n + (SELECT count(*) FROM changed_rows) WHERE name = TG_TABLE_NAME;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE FUNCTION row_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE row_counts SET n = n - (SELECT count(*) FROM changed_rows) WHERE name = TG_TABLE_NAME;
      RETURN NULL;
    END $$`.execute(db);
  for (const table of TABLES) {
    await sql.raw(`DROP TRIGGER ${table}_count ON ${table}`).execute(db);
    await sql
      .raw(`CREATE TRIGGER ${table}_count_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add()`)
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER ${table}_count_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_remove()`)
      .execute(db);
  }
  await sql`DROP FUNCTION row_counts_keep()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`CREATE FUNCTION row_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE row_counts SET n = n + CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END WHERE name = TG_TABLE_NAME;
      RETURN NULL;
    END $$`.execute(db);
  for (const table of TABLES) {
    await sql.raw(`DROP TRIGGER ${table}_count_insert ON ${table}`).execute(db);
    await sql.raw(`DROP TRIGGER ${table}_count_delete ON ${table}`).execute(db);
    await sql.raw(`CREATE TRIGGER ${table}_count AFTER INSERT OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION row_counts_keep()`).execute(db);
  }
  await sql`DROP FUNCTION row_counts_add()`.execute(db);
  await sql`DROP FUNCTION row_counts_remove()`.execute(db);
}
