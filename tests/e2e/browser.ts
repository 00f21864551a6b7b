// Drives Debian's Chromium with playwright-core against the built app served on a real port.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildApp, DEFAULT_CLIENT_DIR } from '../../src/server/app.js';
import { openDatabase } from '../../src/server/database.js';
import { parseEnv } from '../../src/server/env.js';
import type { DbHandle } from '../../db/client.js';
import { copySqliteTemplate } from '../helpers/sqlite-template.js';
import { CHROMIUM_FLAGS } from '../../scripts/lib/chromium-flags.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface E2EServer {
  app: FastifyInstance;
  db: DbHandle['db'];
  baseUrl: string;
  /** This server's own copy of the built client (a test may change it, as a new deployment would). */
  clientDir: string;
  close: () => Promise<void>;
}

/** True when a built client is whole: index.html and every asset it links are on disk. */
function isCompleteClient(dir: string): boolean {
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) return false;
  const assets = [...fs.readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
  return assets.length > 0 && assets.every((a) => fs.existsSync(path.join(dir, a)));
}

/**
 * A private copy of dist/client: another run rebuilding dist/client meanwhile (several people
 * run browser suites on one machine) cannot pull lazily loaded chunks from under our pages.
 */
async function snapshotClient(target: string): Promise<string> {
  for (let tries = 0; ; tries += 1) {
    if (isCompleteClient(DEFAULT_CLIENT_DIR)) {
      fs.cpSync(DEFAULT_CLIENT_DIR, target, { recursive: true });
      if (isCompleteClient(target)) return target;
      fs.rmSync(target, { recursive: true, force: true });
    }
    if (tries > 90) throw new Error(`No complete client build in ${DEFAULT_CLIENT_DIR}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** The real app on a free port with a fresh data dir, serving a snapshot of the built client. */
export async function startServer(envOverrides: Record<string, string> = {}): Promise<E2EServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepa-e2e-'));
  const clientDir = await snapshotClient(path.join(dir, 'client'));
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', LOAD_SHEDDING_DELAY_MS: '0', LOAD_SHEDDING_RSS_MB: '0', ...envOverrides });
  // The run's migrated and seeded template (global-setup.ts); vitest is imported here, not at the
  // top, because the global setup imports this module outside any test file.
  const { inject } = await import('vitest');
  const copied = copySqliteTemplate(inject('sqliteTemplate'), env.DATABASE_PATH);
  const handle = await openDatabase(env.DATABASE_PATH, { seed: !copied });
  const app = await buildApp({ env, db: handle.db, logger: false, clientDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    db: handle.db,
    baseUrl: `http://localhost:${port}`,
    clientDir,
    close: async () => {
      await app.close();
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

export interface PageWithErrors {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

/** Requests in flight per page, and when that number last changed (see `settled`). */
const network = new WeakMap<Page, { inFlight: number; changedAt: number }>();

/** Counts the page's requests in flight from now on; `newPage` does it for its pages. */
export function trackRequests(page: Page): void {
  if (network.has(page)) return;
  const state = { inFlight: 0, changedAt: performance.now() };
  network.set(page, state);
  const change = (delta: number) => {
    state.inFlight = Math.max(0, state.inFlight + delta);
    state.changedAt = performance.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
}

/** How long no request may start or end before the page counts as settled. */
const QUIET_MS = 120;

/**
 * Resolves once the page has settled: React has taken over the markup (#root is no longer inert),
 * no loader shows, no request is in flight nor started or ended for QUIET_MS, and two frames were
 * painted since. The same end state as Playwright's 'networkidle' (which waits out 500 ms of
 * silence on every page) without most of its wait. Pages not tracked from their start
 * (`trackRequests`) fall back to 'networkidle'.
 */
export async function settled(page: Page, timeout = 15_000): Promise<void> {
  const state = network.get(page);
  if (!state) {
    await page.waitForLoadState('networkidle', { timeout });
    return;
  }
  const deadline = performance.now() + timeout;
  for (;;) {
    const quietFor = performance.now() - state.changedAt;
    if (state.inFlight === 0 && quietFor >= QUIET_MS) {
      const changedAt = state.changedAt;
      const ready = await page.evaluate(
        () =>
          new Promise<boolean>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const root = document.getElementById('root');
                const loading = Array.from(document.querySelectorAll<HTMLElement>('.mantine-Loader-root')).some((el) => el.offsetParent !== null);
                resolve(root !== null && !root.hasAttribute('inert') && !loading);
              }),
            ),
          ),
      );
      // Nothing started or ended while the frames were painted: settled.
      if (ready && state.changedAt === changedAt && state.inFlight === 0) return;
    }
    if (performance.now() > deadline) throw new Error(`Page ${page.url()} did not settle within ${timeout} ms (${state.inFlight} requests in flight)`);
    await new Promise((r) => setTimeout(r, state.inFlight === 0 ? Math.max(10, QUIET_MS - quietFor) : 25));
  }
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  locale?: string;
  /**
   * Blocked unless the test is about the service worker: each fresh context's worker precaches the
   * shell and the practice path, about a sixth of a browser file's CPU, for pages that behave the
   * same without it (its navigations go to the network first). The files on it allow it.
   */
  serviceWorkers?: 'allow' | 'block';
  /** A phone's touch screen and mobile viewport (Playwright's isMobile and hasTouch). */
  mobile?: boolean;
}

/** A fresh context (own cookies and storage) and page that records console errors. */
export async function newPage(browser: Browser, opts: PageOptions = {}): Promise<PageWithErrors> {
  const context = await browser.newContext({
    viewport: opts.viewport ?? { width: 1280, height: 800 },
    locale: opts.locale ?? 'fr-FR',
    serviceWorkers: opts.serviceWorkers ?? 'block',
    ...(opts.mobile ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  trackRequests(page);
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
}

/** Signs a browser context in as `user`: the session cookie the server gave it. */
export async function signIn(context: BrowserContext, on: Pick<E2EServer, 'baseUrl'>, user: { cookie: string }): Promise<void> {
  const [name, value] = user.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: on.baseUrl, httpOnly: true, sameSite: 'Lax' }]);
}

/** Waits until the service worker controls the page (it claims open pages once installed). */
export async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 });
}

/** Every record of one object store of the device's offline database (empty before it exists). */
export function deviceRecords<T>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const req = indexedDB.open('prepa-offline');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains(name)) return resolve([]);
          const all = db.transaction(name).objectStore(name).getAll();
          all.onsuccess = () => resolve(all.result as T[]);
          all.onerror = () => reject(all.error);
        };
      }),
    store,
  );
}
