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

  it('refuses to promote an account someone already registered, unless told to (ADMIN_PROMOTE_EXISTING)', async () => {
    // Someone registered the future admin's address first and keeps a session open.
    const squatter = await createUser(t.db, { email: 'futur-admin@example.fr', password: 'mot-du-squatteur' });
    await expect(
      bootstrapAdminFromEnv(t.db, parseEnv({ NODE_ENV: 'test', ADMIN_EMAIL: 'futur-admin@example.fr', ADMIN_PASSWORD: 'le-vrai-admin-1' })),
    ).rejects.toThrow(/--promote-existing|ADMIN_PROMOTE_EXISTING/);
    expect((await request(t.app, { method: 'GET', url: '/api/auth/user', user: squatter })).json().isAdmin).toBe(false);

    // Told to: promoted, the password is the admin's, and the squatter's session is over.
    await bootstrapAdminFromEnv(
      t.db,
      parseEnv({ NODE_ENV: 'test', ADMIN_EMAIL: 'futur-admin@example.fr', ADMIN_PASSWORD: 'le-vrai-admin-1', ADMIN_PROMOTE_EXISTING: 'true' }),
    );
    expect((await request(t.app, { method: 'GET', url: '/api/auth/user', user: squatter })).statusCode).toBe(401);
    const old = await request(t.app, { method: 'POST', url: '/api/auth/login', payload: { email: squatter.email, password: 'mot-du-squatteur' } });
    expect(old.statusCode).toBe(401);
    const login = await request(t.app, { method: 'POST', url: '/api/auth/login', payload: { email: squatter.email, password: 'le-vrai-admin-1' } });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ isAdmin: true, hasFullAccess: true });
  });

  it('promotes an existing account on request, keeping its password when none is given, and ends its sessions', async () => {
    const user = await createUser(t.db, { email: 'membre@example.fr', password: 'mon-mot-de-passe' });
    await bootstrapAdminFromEnv(t.db, parseEnv({ NODE_ENV: 'test', ADMIN_EMAIL: 'membre@example.fr', ADMIN_PROMOTE_EXISTING: 'true' }));
    expect((await request(t.app, { method: 'GET', url: '/api/auth/user', user })).statusCode).toBe(401);
    const login = await request(t.app, { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'mon-mot-de-passe' } });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ isAdmin: true, hasFullAccess: true });
  });

  it("a new ADMIN_PASSWORD at start-up ends the admin's sessions; the same one changes nothing", async () => {
    await bootstrapAdminFromEnv(t.db, parseEnv({ NODE_ENV: 'test', ADMIN_EMAIL: 'rotation@example.fr', ADMIN_PASSWORD: 'premier-secret' }));
    const first = await request(t.app, { method: 'POST', url: '/api/auth/login', payload: { email: 'rotation@example.fr', password: 'premier-secret' } });
    const cookie = `session=${first.cookies.find((c) => c.name === 'session')!.value}`;
    await bootstrapAdminFromEnv(t.db, parseEnv({ NODE_ENV: 'test', ADMIN_EMAIL: 'rotation@example.fr', ADMIN_PASSWORD: 'premier-secret' }));
    expect((await request(t.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
    await bootstrapAdminFromEnv(t.db, parseEnv({ NODE_ENV: 'test', ADMIN_EMAIL: 'rotation@example.fr', ADMIN_PASSWORD: 'second-secret' }));
    expect((await request(t.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
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
      // The test app's database: its SQLite file, or its PostgreSQL database in server-pg.
      env: { ...process.env, DATABASE_PATH: path.join(t.dir, 'app.db'), ...(t.env.DATABASE_URL ? { DATABASE_URL: t.env.DATABASE_URL } : {}), LOG_LEVEL: 'silent' },
    });

  it('creates an admin from the shell, then promotes an existing account', async () => {
    const created = await run(['--email', 'shell@example.fr', '--password', 'depuis-le-shell']);
    expect(created.stdout).toMatch(/admin account created/);
    const user = await createUser(t.db, { email: 'promu@example.fr' });
    await expect(run(['--email', 'promu@example.fr'])).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/--promote-existing/) });
    const promoted = await run(['--email', 'promu@example.fr', '--promote-existing']);
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
