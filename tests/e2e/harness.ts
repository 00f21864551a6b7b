// One browser test file's server and browser: the app on a fresh data dir and Chromium, up before
// the file's first test and closed after its last. Kept apart from browser.ts, which the global
// setup also imports (it runs outside any test file, where vitest's hooks do not exist).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { closeMailers } from '../../src/server/mail/mailer.js';
import { type Mailbox, startMailbox, TEST_MAIL_FROM } from '../helpers/mailbox.js';
import { launchBrowser, newPage, type E2EServer, type PageOptions, type PageWithErrors, startServer } from './browser.js';

const up = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`The test ${what} is not up yet: read it in a hook or a test`);
  return value;
};

export interface BrowserSuite {
  /** The file's server; up from its beforeAll on, so read it in hooks and tests only. */
  readonly server: E2EServer;
  /** The file's Chromium, up from its beforeAll on. */
  readonly browser: Browser;
  /** A fresh context and page on the file's browser (`newPage`). */
  newPage(opts?: PageOptions): Promise<PageWithErrors>;
}

/**
 * Registers the file's beforeAll (start the server with `env` over the test settings, then
 * Chromium) and afterAll (close both). Hooks the file registers after this call run once both are
 * up, and their afterAll before both close; `env` as a function is read when the server starts,
 * so it may name what an earlier hook started (a mailbox's address).
 */
export function browserSuite(
  env: Record<string, string> | (() => Record<string, string>) = {},
  /** The file's default for its pages (`newPage` blocks service workers unless told). */
  pageDefaults: PageOptions = {},
): BrowserSuite {
  let server: E2EServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(typeof env === 'function' ? env() : env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get server() {
      return up(server, 'server');
    },
    get browser() {
      return up(browser, 'browser');
    },
    newPage: (opts) => newPage(up(browser, 'browser'), { ...pageDefaults, ...opts }),
  };
}

export interface MailingBrowserSuite extends BrowserSuite {
  /** The SMTP server the file's server sends its e-mails to, up from its beforeAll on. */
  readonly mailbox: Mailbox;
}

/**
 * A `browserSuite` whose server sends its e-mails (from TEST_MAIL_FROM) to a real SMTP server
 * (tests/helpers/mailbox.ts), up before the server and closed after it.
 */
export function mailingBrowserSuite(env: Record<string, string> = {}): MailingBrowserSuite {
  let mailbox: Mailbox | undefined;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    closeMailers();
    await mailbox?.close();
  });
  const suite = browserSuite(() => ({ ...env, SMTP_URL: up(mailbox, 'mailbox').url, MAIL_FROM: TEST_MAIL_FROM }));
  return {
    get server() {
      return suite.server;
    },
    get browser() {
      return suite.browser;
    },
    get mailbox() {
      return up(mailbox, 'mailbox');
    },
    newPage: suite.newPage,
  };
}
