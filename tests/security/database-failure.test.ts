// The database fails at run time (docs/security.md, "Operations"): a full disk shows SQLite's own
// error, not Kysely's "cannot rollback"; a database that turns read-only stops the process (main.ts
// exits non-zero through onFatalDatabaseError) instead of answering 500s for ever.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { openDatabase } from '../../src/server/database.js';
import { parseEnv } from '../../src/server/env.js';
import { spawnServer } from '../../scripts/lib/spawn-server.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepa-dbfail-'));
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000' });
  const handle = await openDatabase(env.DATABASE_PATH);
  const onFatal = vi.fn();
  const app = await buildApp({ env, db: handle.db, logger: false, clientDir: path.join(dir, 'none'), onFatalDatabaseError: onFatal });
  cleanups.push(async () => {
    await app.close();
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { app, handle, onFatal };
}

const contact = { name: 'Nadia', email: 'nadia@example.fr', category: 'question' as const, subject: 'Bonjour', message: 'Une question.' };

describe('a full disk', () => {
  it('a failed transaction reports SQLITE_FULL, not "cannot rollback"', async () => {
    const { handle, onFatal } = await setup();
    const pages = Number(handle.sqlite.pragma('page_count', { simple: true }));
    handle.sqlite.pragma(`max_page_count = ${pages + 2}`);
    const write = handle.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 50; i++) {
        await trx.insertInto('contactMessages').values({ ...contact, message: 'x'.repeat(4000), userId: null, handled: 0 }).execute();
      }
    });
    await expect(write).rejects.toMatchObject({ code: 'SQLITE_FULL' });
    // A full disk may pass: the process goes on.
    expect(onFatal).not.toHaveBeenCalled();
  });
});

describe('a database that turns read-only', () => {
  it('a REST write answers 500 and the process is told to stop, once', async () => {
    const { app, handle, onFatal } = await setup();
    handle.sqlite.pragma('query_only = 1');
    const res = await app.inject({ method: 'POST', url: '/api/contact', payload: contact });
    expect(res.statusCode).toBe(500);
    expect(onFatal).toHaveBeenCalledTimes(1);
    expect(onFatal.mock.calls[0]![0]).toBe('SQLITE_READONLY');
    await app.inject({ method: 'POST', url: '/api/contact', payload: contact });
    expect(onFatal).toHaveBeenCalledTimes(1);
  });

  it('a tRPC write too', async () => {
    const { app, handle, onFatal } = await setup();
    handle.sqlite.pragma('query_only = 1');
    const res = await app.inject({ method: 'POST', url: '/trpc/contact.send', headers: { 'content-type': 'application/json' }, payload: contact });
    expect(res.statusCode).toBe(500);
    expect(onFatal).toHaveBeenCalledWith('SQLITE_READONLY', expect.anything());
  });
});

describe('npm start on a database file that goes away', () => {
  it('logs one fatal line and exits with code 1 instead of writing into the void', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepa-dbgone-'));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const dbPath = path.join(dir, 'app.db');
    const server = await spawnServer({ DATA_DIR: dir, DATABASE_PATH: dbPath, LOG_LEVEL: 'fatal' });
    try {
      fs.rmSync(dbPath);
      const code = await Promise.race([server.exited, new Promise((r) => setTimeout(() => r('still running'), 20_000))]);
      expect(code).toBe(1);
      expect(server.output()).toMatch(/"level":60.*database file not writable any more \(ENOENT\)/);
    } finally {
      await server.stop();
    }
  }, 60_000);
});
