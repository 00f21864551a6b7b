import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, request, type TestApp } from '../../../tests/helpers/test-app.js';
import { parseEnv } from '../env.js';
import { bootstrapAdminFromEnv } from './admin-bootstrap.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admins = () => t.db.selectFrom('users').select(['email', 'isAdmin', 'hasFullAccess']).where('isAdmin', '=', 1).execute();

describe('first admin', () => {
  it('there is no admin before one is configured', async () => {
    expect(await admins()).toEqual([]);
    await bootstrapAdminFromEnv(t.db, parseEnv({ NODE_ENV: 'test' }));
    expect(await admins()).toEqual([]);
  });

  it('ADMIN_EMAIL + ADMIN_PASSWORD create that admin, who can sign in', async () => {
    await bootstrapAdminFromEnv(t.db, parseEnv({ NODE_ENV: 'test', ADMIN_EMAIL: 'Chef@Example.fr', ADMIN_PASSWORD: 'tres-secret-admin' }));
    expect(await admins()).toEqual([{ email: 'chef@example.fr', isAdmin: 1, hasFullAccess: 1 }]);
    const res = await request(t.app, { method: 'POST', url: '/api/auth/login', payload: { email: 'chef@example.fr', password: 'tres-secret-admin' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isAdmin: true, hasFullAccess: true });
    // Running again at the next start changes nothing.
    await bootstrapAdminFromEnv(t.db, parseEnv({ NODE_ENV: 'test', ADMIN_EMAIL: 'chef@example.fr', ADMIN_PASSWORD: 'tres-secret-admin' }));
    expect(await admins()).toHaveLength(1);
  });

  it('promotes an existing account, keeping its password when none is given', async () => {
    const user = await createUser(t.db, { email: 'membre@example.fr', password: 'mon-mot-de-passe' });
    expect((await request(t.app, { method: 'GET', url: '/api/auth/user', user })).json().isAdmin).toBe(false);
    await bootstrapAdminFromEnv(t.db, parseEnv({ NODE_ENV: 'test', ADMIN_EMAIL: 'membre@example.fr' }));
    expect((await request(t.app, { method: 'GET', url: '/api/auth/user', user })).json()).toMatchObject({ isAdmin: true, hasFullAccess: true });
    const login = await request(t.app, { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'mon-mot-de-passe' } });
    expect(login.statusCode).toBe(200);
  });

  it('refuses to create an admin without a password, and a password under 8 characters', async () => {
    await expect(bootstrapAdminFromEnv(t.db, parseEnv({ NODE_ENV: 'test', ADMIN_EMAIL: 'nouveau@example.fr' }))).rejects.toThrow(/password/);
    expect(() => parseEnv({ ADMIN_EMAIL: 'a@b.fr', ADMIN_PASSWORD: 'court' })).toThrow(/ADMIN_PASSWORD/);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'nouveau@example.fr').executeTakeFirst()).toBeUndefined();
  });
});

describe('npm run admin:create', () => {
  const ROOT = path.resolve(import.meta.dirname, '../../..');
  const run = (args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/create-admin.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_PATH: path.join(t.dir, 'app.db'), LOG_LEVEL: 'silent' },
    });

  it('creates an admin from the shell, then promotes an existing account', async () => {
    const created = await run(['--email', 'shell@example.fr', '--password', 'depuis-le-shell']);
    expect(created.stdout).toMatch(/admin account created/);
    const user = await createUser(t.db, { email: 'promu@example.fr' });
    const promoted = await run(['--email', 'promu@example.fr']);
    expect(promoted.stdout).toMatch(/promoted to admin/);
    const rows = await t.db.selectFrom('users').select(['email', 'isAdmin']).where('email', 'in', ['shell@example.fr', user.email]).orderBy('email').execute();
    expect(rows).toEqual([{ email: 'promu@example.fr', isAdmin: 1 }, { email: 'shell@example.fr', isAdmin: 1 }]);
    const login = await request(t.app, { method: 'POST', url: '/api/auth/login', payload: { email: 'shell@example.fr', password: 'depuis-le-shell' } });
    expect(login.statusCode).toBe(200);
  }, 60_000);

  it('refuses a short password and a missing email', async () => {
    await expect(run(['--email', 'x@example.fr', '--password', 'court'])).rejects.toMatchObject({ code: 2 });
    await expect(run([])).rejects.toMatchObject({ code: 2 });
  }, 60_000);
});
