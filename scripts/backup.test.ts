import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/server/database.js';
import { backupDatabase } from './backup.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepa-backup-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('npm run db:backup', () => {
  it('writes a consistent copy of a live database, including writes still in the WAL', async () => {
    const live = await openDatabase(path.join(dir, 'app.db'));
    await live.db.insertInto('contactMessages').values({ userId: null, name: 'A', email: 'a@example.fr', category: 'bug', subject: 's', message: 'm', handled: 0 }).execute();
    const questions = live.sqlite.prepare('select count(*) as n from questions').get() as { n: number };
    // The server keeps running (and its WAL is not checkpointed) while the backup is taken.
    await backupDatabase(path.join(dir, 'app.db'), path.join(dir, 'copy.db'));
    await live.close();
    const copy = new SQLite(path.join(dir, 'copy.db'), { readonly: true });
    expect((copy.prepare('select count(*) as n from contact_messages').get() as { n: number }).n).toBe(1);
    expect((copy.prepare('select count(*) as n from questions').get() as { n: number }).n).toBe(questions.n);
    copy.close();
  });

  it('refuses a missing source instead of creating an empty copy', async () => {
    await expect(backupDatabase(path.join(dir, 'nope.db'), path.join(dir, 'x.db'))).rejects.toThrow(/No database/);
    expect(fs.existsSync(path.join(dir, 'x.db'))).toBe(false);
  });
});
