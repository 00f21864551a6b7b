// A real, migrated and seeded SQLite database in a temp dir, and the app built on it, for one
// test file. No mocks: HTTP goes through app.inject(). In the `server-pg` project, a fresh
// PostgreSQL database instead, copied from the template that pg-global-setup.ts migrated and seeded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { DbHandle } from '../../db/client.js';
import { buildApp } from '../../src/server/app.js';
import { openDatabase } from '../../src/server/database.js';
import { databaseLocation, parseEnv, type Env } from '../../src/server/env.js';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../../src/server/auth/session.js';
import { hashPassword } from '../../src/server/auth/password.js';
import { TEMPLATE_DATABASE } from './pg-global-setup.js';
import { copySqliteTemplate } from './sqlite-template.js';

export interface TestApp {
  app: FastifyInstance;
  db: DbHandle['db'];
  handle: DbHandle;
  env: Env;
  dir: string;
  close: () => Promise<void>;
}

/** The test cluster's maintenance URL in the `server-pg` project, else undefined (SQLite). */
export function testPostgresUrl(): string | undefined {
  return inject('pgUrl');
}

/** A new database on the test cluster, copied from the migrated and seeded template. */
export async function createTestPostgresDatabase(clusterUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: clusterUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  // FILE_COPY: a plain copy of the template's files, much faster than WAL-logging each page.
  await admin(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE} STRATEGY FILE_COPY`);
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** `options.clientDir`: a built client to serve (default: none, the API alone). */
export async function createTestApp(envOverrides: Record<string, string> = {}, options: { clientDir?: string } = {}): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepa-test-'));
  const clusterUrl = testPostgresUrl();
  const pgDatabase = clusterUrl ? await createTestPostgresDatabase(clusterUrl) : null;
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Test files share two busy cores: a lagging event loop here is the machine, not overload.
    // tests/security/load-shedding.test.ts sets its own thresholds.
    LOAD_SHEDDING_DELAY_MS: '0',
    // The same for memory: the RSS is the test worker's, with every file it has run (a full run
    // once passed 768 MB and answered 503 to sign-ups). connection-limits.test.ts sets its own.
    LOAD_SHEDDING_RSS_MB: '0',
    ...(pgDatabase ? { DATABASE_URL: pgDatabase.url, DATABASE_POOL_SIZE: '4' } : {}),
    ...envOverrides,
  });
  // A copy of the run's template (sqlite-template.ts, pg-global-setup.ts) is already seeded:
  // migrating again is a no-op check, seeding again would only cost time.
  const copied = !env.DATABASE_URL && copySqliteTemplate(inject('sqliteTemplate'), env.DATABASE_PATH);
  const handle = await openDatabase(
    databaseLocation(env),
    pgDatabase ? { seed: false, poolSize: env.DATABASE_POOL_SIZE } : { seed: !copied },
  );
  const app = await buildApp({ env, db: handle.db, logger: false, clientDir: options.clientDir ?? path.join(dir, 'no-client') });
  // TEST_SHOW_ERRORS=1: print what made a request fail (the apps here log nothing).
  if (process.env.TEST_SHOW_ERRORS) app.addHook('onError', async (req, _reply, error) => console.error(req.method, req.url, error));
  await app.ready();
  return {
    app,
    db: handle.db,
    handle,
    env,
    dir,
    close: async () => {
      await app.close();
      await handle.close();
      await pgDatabase?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

let counter = 0;

// One argon2 hash per password per test file: the real hash (sign-in checks it), computed once
// rather than for each of the ~250 fixture users (~60 ms of CPU each).
const fixtureHashes = new Map<string, Promise<string>>();
function fixtureHash(password: string): Promise<string> {
  let hash = fixtureHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    fixtureHashes.set(password, hash);
  }
  return hash;
}

/** Creates a user directly in the database and a session for it; returns the cookie header. */
export async function createUser(
  db: DbHandle['db'],
  opts: { email?: string; password?: string; firstName?: string; lastName?: string; isAdmin?: boolean; hasFullAccess?: boolean } = {},
): Promise<TestUser> {
  counter += 1;
  const id = crypto.randomUUID();
  const email = opts.email ?? `user${counter}-${id.slice(0, 6)}@example.fr`;
  const password = opts.password ?? 'motdepasse-solide';
  await db
    .insertInto('users')
    .values({
      id,
      email,
      passwordHash: await fixtureHash(password),
      googleId: null,
      firstName: opts.firstName ?? 'Amina',
      lastName: opts.lastName ?? 'Diallo',
      city: null,
      isAdmin: opts.isAdmin ? 1 : 0,
      hasFullAccess: opts.hasFullAccess ? 1 : 0,
    })
    .execute();
  const token = generateSessionToken();
  await createSession(db, token, id);
  return { id, email, password, cookie: `${SESSION_COOKIE}=${token}` };
}

/** app.inject with an optional user's cookie. */
export function request(app: FastifyInstance, opts: InjectOptions & { user?: TestUser | null }): Promise<LightMyRequestResponse> {
  const { user, headers, ...rest } = opts;
  return app.inject({ ...rest, headers: { ...(headers ?? {}), ...(user ? { cookie: user.cookie } : {}) } });
}
