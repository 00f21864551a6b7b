// The set-up of the tests of the e-mails the app sends: a real SMTP server (./mailbox.ts), an app
// that mails through it with its links to PUBLIC_URL, and on request one without SMTP (a server
// with no mail configured); then what those tests do as a visitor: a call from a fresh address,
// the session cookie an answer sets, who a cookie signs in, a sign-in.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { SESSION_COOKIE } from '../../src/server/auth/session.js';
import { closeMailers } from '../../src/server/mail/mailer.js';
import { type Mailbox, startMailbox, TEST_MAIL_FROM } from './mailbox.js';
import { createTestApp, request, type TestApp } from './test-app.js';

export const PUBLIC_URL = 'https://prepa.example.fr';

export interface MailApps {
  mailbox: Mailbox;
  /** The app that sends its e-mails to `mailbox`. */
  t: TestApp;
  /** The app without SMTP (only with `withoutMail`; otherwise not started). */
  noMail: TestApp;
}

/**
 * Starts the mailbox and the apps before the tests of the file (or of the describe block it is
 * called in) and closes them after; `ready` receives them before the first test.
 */
export function withMailApps(options: { withoutMail?: boolean }, ready: (apps: MailApps) => void): void {
  let apps: Partial<MailApps> = {};
  beforeAll(async () => {
    const mailbox = await startMailbox();
    apps = { mailbox };
    apps.t = await createTestApp({ SMTP_URL: mailbox.url, MAIL_FROM: TEST_MAIL_FROM, PUBLIC_URL });
    if (options.withoutMail) apps.noMail = await createTestApp();
    ready(apps as MailApps);
  });
  afterAll(async () => {
    await apps.t?.close();
    await apps.noMail?.close();
    closeMailers();
    await apps.mailbox?.close();
  });
}

let ipCounter = 0;
/** Each call from its own address (the app trusts the loopback proxy), unless `x-forwarded-for` is given. */
export function post(app: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  ipCounter += 1;
  const ip = `198.18.${Math.floor(ipCounter / 250) % 256}.${(ipCounter % 250) + 1}`;
  return request(app.app, { method: 'POST', url, payload: payload as object, headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers } });
}

/** The session cookie an answer sets, as a `cookie` header, or null. */
export function cookieOf(res: LightMyRequestResponse): string | null {
  const c = res.cookies.find((x) => x.name === SESSION_COOKIE);
  return c ? `${SESSION_COOKIE}=${c.value}` : null;
}

export const whoIs = (app: TestApp, cookie: string) => request(app.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } });
export const login = (app: TestApp, email: string, password: string) => post(app, '/api/auth/login', { email, password });
/** An address no other test uses. */
export const uniqueEmail = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.fr`;
