// A real, migrated and seeded SQLite database in a temp dir, and the app built on it, for one
// test file. No mocks: HTTP goes through app.inject().
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DbHandle } from '../../db/client.js';
import { buildApp } from '../../src/server/app.js';
import { openDatabase } from '../../src/server/database.js';
import { parseEnv, type Env } from '../../src/server/env.js';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../../src/server/auth/session.js';
import { hashPassword } from '../../src/server/auth/password.js';

export interface TestApp {
  app: FastifyInstance;
  db: DbHandle['db'];
  handle: DbHandle;
  env: Env;
  dir: string;
  close: () => Promise<void>;
}

export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepa-test-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Test files share two busy cores: a lagging event loop here is the machine, not overload.
    // tests/security/load-shedding.test.ts sets its own thresholds.
    LOAD_SHEDDING_DELAY_MS: '0',
    ...envOverrides,
  });
  const handle = await openDatabase(env.DATABASE_PATH);
  const app = await buildApp({ env, db: handle.db, logger: false, clientDir: path.join(dir, 'no-client') });
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
      passwordHash: await hashPassword(password),
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
