// `npm run db:backup [-- --out <file>]`: a consistent copy of the live database through SQLite's
// online backup API (safe while the server is running and writing). Restore: stop the server,
// replace DATABASE_PATH with the copy (and delete any -wal/-shm files beside it), start again.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { parseEnv } from '../src/server/env.js';

export async function backupDatabase(source: string, target: string): Promise<void> {
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(target);
  } finally {
    db.close();
  }
  // Prove the copy is whole before saying so.
  const copy = new SQLite(target, { readonly: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`Backup failed its integrity check: ${String(check)}`);
  } finally {
    copy.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = parseEnv();
  if (env.DATABASE_URL) {
    // PostgreSQL has its own consistent online backup (docs/operations.md, "PostgreSQL").
    console.error('DATABASE_URL is PostgreSQL: back it up with pg_dump, e.g.\n  pg_dump --format=custom --file=prepa-$(date +%F).dump "$DATABASE_URL"\nand restore with pg_restore --clean --dbname="$DATABASE_URL" <file>.');
    process.exit(2);
  }
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = values.out ?? path.join(env.DATA_DIR, 'backups', `app-${stamp}.db`);
  await backupDatabase(env.DATABASE_PATH, out);
  console.log(`Backup written to ${out}`);
}
