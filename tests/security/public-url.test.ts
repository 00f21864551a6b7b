// PUBLIC_URL (docs/security.md): the links in e-mails and the admin's hand-over links point to it
// whatever Host or X-Forwarded-Host a request claims, and a production server does not start
// without it (the links would otherwise follow the Host header). `npm start` sets no NODE_ENV:
// it runs as development, so a fresh checkout still starts without any configuration.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv, parseServerEnv } from '../../src/server/env.js';
import { PUBLIC_URL, uniqueEmail, withMailApps } from '../helpers/mail-apps.js';
import { linkIn, type Mailbox } from '../helpers/mailbox.js';
import { createUser, request, type TestApp } from '../helpers/test-app.js';

/** What an attacker sends so that a member's reset link would lead to their site. */
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

let mailbox: Mailbox;
let t: TestApp;
withMailApps({}, (apps) => ({ mailbox, t } = apps));

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  request(t.app, { method: 'POST', url, payload, headers: { ...FORGED, ...headers } });

describe('links point to PUBLIC_URL, whatever the request says its host is', () => {
  it('password reset e-mails, through both doors', async () => {
    const rest = await createUser(t.db);
    expect((await post('/api/auth/password-reset', { email: rest.email })).statusCode).toBe(200);
    expect(linkIn(await mailbox.next(rest.email), '/reset-password').origin).toBe(PUBLIC_URL);

    const trpc = await createUser(t.db);
    expect((await post('/trpc/auth.requestPasswordReset', { email: trpc.email })).statusCode).toBe(200);
    expect(linkIn(await mailbox.next(trpc.email), '/reset-password').origin).toBe(PUBLIC_URL);
  });

  it('e-mail change links, through both doors', async () => {
    const rest = await createUser(t.db);
    const restTarget = uniqueEmail('new');
    const asked = await post('/api/account/email', { email: restTarget, currentPassword: rest.password }, { cookie: rest.cookie });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(linkIn(await mailbox.next(restTarget), '/confirm-email').origin).toBe(PUBLIC_URL);

    const trpc = await createUser(t.db);
    const trpcTarget = uniqueEmail('new');
    const viaTrpc = await post('/trpc/account.requestEmailChange', { email: trpcTarget, currentPassword: trpc.password }, { cookie: trpc.cookie });
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    expect(linkIn(await mailbox.next(trpcTarget), '/confirm-email').origin).toBe(PUBLIC_URL);
  });

  it("the admin's hand-over reset link, through both doors", async () => {
    const admin = await createUser(t.db, { isAdmin: true });
    const member = await createUser(t.db);
    for (const res of [
      await post(`/api/admin/users/${member.id}/password-reset-link`, {}, { cookie: admin.cookie }),
      await post('/trpc/admin.users.passwordResetLink', { id: member.id }, { cookie: admin.cookie }),
    ]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain(`${PUBLIC_URL}/reset-password?token=`);
      expect(res.body).not.toContain('evil.example');
    }
  });
});

describe('a production server needs PUBLIC_URL', () => {
  it('the server refuses production without it on a reachable HOST, naming it, in one line', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.10', 'prepa.example.fr']) {
      expect(() => parseServerEnv({ NODE_ENV: 'production', HOST })).toThrow(/^Invalid environment variables: PUBLIC_URL: required when NODE_ENV=production[^\n]*$/);
    }
    expect(() => parseServerEnv({ NODE_ENV: 'production', PUBLIC_URL: ' ' })).toThrow(/PUBLIC_URL/);
    expect(parseServerEnv({ NODE_ENV: 'production', PUBLIC_URL }).PUBLIC_URL).toBe(PUBLIC_URL);
    // migrate, backup, admin:create… make no links.
    expect(parseEnv({ NODE_ENV: 'production' }).PUBLIC_URL).toBeUndefined();
    // Every reason on one line.
    expect(() => parseEnv({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(/^Invalid environment variables: PORT: [^\n]*; LOG_LEVEL: [^\n]*$/);
  });

  it('on a loopback HOST it defaults to http://localhost:PORT, never to the request', () => {
    for (const HOST of ['127.0.0.1', '127.0.1.1', 'localhost', '::1']) {
      expect(parseServerEnv({ NODE_ENV: 'production', HOST, PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    }
    expect(parseServerEnv({ NODE_ENV: 'production', HOST: '127.0.0.1', PUBLIC_URL }).PUBLIC_URL).toBe(PUBLIC_URL);
  });

  it("npm start's environment (no NODE_ENV) is development and needs nothing", () => {
    const env = parseServerEnv({});
    expect(env.NODE_ENV).toBe('development');
    expect(env.PUBLIC_URL).toBeUndefined();
    expect(parseServerEnv({ NODE_ENV: 'test' }).PUBLIC_URL).toBeUndefined();
  });

  // A process compiling main.ts with tsx on a loaded 2-core machine has taken over 15 s to listen.
  describe('the server process (src/server/main.ts)', { timeout: 120_000 }, () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepa-public-url-'));
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    /** main.ts with `env` on top of this process's environment, minus NODE_ENV and PUBLIC_URL. */
    function startMain(env: Record<string, string>) {
      const { NODE_ENV: _mode, PUBLIC_URL: _url, ...parent } = process.env;
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: { ...parent, HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'silent', LOAD_SHEDDING_DELAY_MS: '0', ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      const exited = once(child, 'exit').then(([code]) => code as number | null);
      return { child, exited, stderr: () => stderr };
    }

    async function waitForHealth(base: string, child: ChildProcess, stderr: () => string = () => ''): Promise<void> {
      for (let i = 0; i < 900 && child.exitCode === null; i++) {
        if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`${base} did not start (exit code ${child.exitCode}): ${stderr().slice(-2000)}`);
    }

    /** main.ts on a random port (the test needs to know it before), another one if it was taken. */
    async function startMainOnFreePort(env: Record<string, string>) {
      for (let attempt = 0; ; attempt++) {
        const port = 20_000 + Math.floor(Math.random() * 20_000);
        const main = startMain({ ...env, PORT: String(port) });
        const base = `http://127.0.0.1:${port}`;
        try {
          await waitForHealth(base, main.child, main.stderr);
          return { main, port, base };
        } catch (error) {
          main.child.kill('SIGKILL');
          if (attempt < 2 && main.stderr().includes('EADDRINUSE')) continue;
          throw error;
        }
      }
    }

    it('stops with code 1 and one fatal line when PUBLIC_URL is missing in production', async () => {
      const main = startMain({ NODE_ENV: 'production', HOST: '0.0.0.0', PORT: '0' });
      const timer = setTimeout(() => main.child.kill('SIGKILL'), 90_000);
      const code = await main.exited;
      clearTimeout(timer);
      expect(code).toBe(1);
      const lines = main.stderr().trim().split('\n');
      expect(lines, main.stderr()).toHaveLength(1);
      expect(lines[0]).toMatch(/PUBLIC_URL: required when NODE_ENV=production/);
      // The check comes before the database is opened.
      expect(fs.readdirSync(dir)).toEqual([]);
    });

    it('in production on a loopback HOST, mails links to http://localhost:PORT whatever X-Forwarded-Host says', async () => {
      const { main, port, base } = await startMainOnFreePort({ NODE_ENV: 'production', SMTP_URL: mailbox.url, MAIL_FROM: 'no-reply@prepa.example.fr', RATE_LIMIT_PER_MINUTE: '1000' });
      try {
        const email = uniqueEmail('loop');
        const json = { 'content-type': 'application/json' };
        const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
        // With SMTP, sign-up goes through a link mailed to the address (issue 35, item 14).
        const registered = await fetch(`${base}/api/auth/register`, {
          method: 'POST',
          headers: { ...json, ...forged },
          body: JSON.stringify({ email, password: 'mot-de-passe-solide', firstName: 'Awa', lastName: 'Ba' }),
        });
        expect(registered.status, await registered.text()).toBe(202);
        const confirmLink = linkIn(await mailbox.next(email), '/confirm-account');
        expect(confirmLink.origin).toBe(`http://localhost:${port}`);
        const confirmed = await fetch(`${base}/api/auth/register/confirm`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ token: confirmLink.searchParams.get('token') }),
        });
        expect(confirmed.status, await confirmed.text()).toBe(201);
        const asked = await fetch(`${base}/api/auth/password-reset`, {
          method: 'POST',
          headers: { ...json, ...forged },
          body: JSON.stringify({ email }),
        });
        expect(asked.status).toBe(200);
        expect(linkIn(await mailbox.next(email), '/reset-password').origin).toBe(`http://localhost:${port}`);
      } finally {
        main.child.kill('SIGKILL');
        await main.exited;
      }
    });

    it('starts as `npm start` runs it: no NODE_ENV, no PUBLIC_URL', async () => {
      const { main } = await startMainOnFreePort({});
      try {
        expect(main.child.exitCode).toBeNull();
      } finally {
        main.child.kill('SIGKILL');
        await main.exited;
      }
    });
  });
});
