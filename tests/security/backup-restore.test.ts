// The restore procedure of docs/security.md and docs/operations.md, followed step by step: a backup taken
// while the server writes, more writes, a stop, the copy put in place with the old -wal/-shm files
// removed, a start. The database is then exactly as it was at the backup, and whole.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDatabase } from '../../scripts/backup.js';
import { openDatabase } from '../../src/server/database.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepa-restore-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const message = (subject: string) => ({ userId: null, name: 'A', email: 'a@example.fr', category: 'bug' as const, subject, message: 'm', handled: 0 as const });

describe('restoring a backup', () => {
  it('brings back the database as it was at the backup, and nothing after it', async () => {
    const live = path.join(dir, 'app.db');
    const backup = path.join(dir, 'backups', 'app-1.db');
    const server = await openDatabase(live);
    await server.db.insertInto('contactMessages').values(message('before')).execute();
    await backupDatabase(live, backup);
    await server.db.insertInto('contactMessages').values(message('after')).execute();
    // A crash leaves the -wal file with the later write in it: the restore must not replay it.
    expect(fs.existsSync(`${live}-wal`)).toBe(true);
    server.sqlite.close();

    // 1. server stopped; 2. the copy replaces DATABASE_PATH; 3. its old -wal and -shm go.
    fs.copyFileSync(backup, live);
    fs.rmSync(`${live}-wal`, { force: true });
    fs.rmSync(`${live}-shm`, { force: true });

    // 4. start: migrations and seeds run as usual on the restored file.
    const restored = await openDatabase(live);
    try {
      const subjects = await restored.db.selectFrom('contactMessages').select('subject').orderBy('id').execute();
      expect(subjects.map((s) => s.subject)).toEqual(['before']);
      expect(restored.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(restored.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(restored.sqlite.pragma('synchronous', { simple: true })).toBe(2); // FULL
    } finally {
      await restored.close();
    }
  });
});
