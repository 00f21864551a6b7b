// The first page's weight and delivery: the JavaScript a phone loads on '/' before the page is on
// screen stays within 150 KiB gzipped (issue 36) and holds no tRPC, no TanStack Query and no code of
// the signed-in areas (those load after, or on the pages that need them); hashed assets are served
// pre-compressed with year-long immutable caching; the page does not shift while it loads.
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './browser.js';
import { browserSuite } from './harness.js';

const BUDGET_KIB = 150;
/** What the data layer's code says and the first render's must not (src/client/data.tsx). */
const DATA_LAYER_MARKERS = ['No QueryClient set', '"TRPCClientError"'];
const PHONE = { width: 375, height: 740 };

// About the service worker (or a real first visit, which registers it): pages allow it.
const e2e = browserSuite({}, { serviceWorkers: 'allow' });

/** The bytes the server sends for a path, uncompressed (the served build, not dist/ that may change). */
async function served(urlPath: string): Promise<Buffer> {
  const res = await e2e.server.app.inject({ method: 'GET', url: urlPath });
  if (res.statusCode !== 200) throw new Error(`${urlPath}: ${res.statusCode}`);
  return res.rawPayload;
}

/** Gzipped size (level 9, as the build's .gz twins) of a served asset. */
async function gzippedSize(urlPath: string): Promise<number> {
  return zlib.gzipSync(await served(urlPath), { level: 9 }).length;
}

/** The empty shell's HTML (index.html), as served for a route that is not prerendered. */
async function shellHtml(): Promise<string> {
  return (await served('/history')).toString('utf8');
}

/** Opens a page on a phone and returns the paths of every script the browser fetched. */
async function scriptsLoadedBy(page: Page, url: string): Promise<string[]> {
  const scripts = new Set<string>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
  });
  await page.goto(url);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  return [...scripts];
}

/** Cumulative layout shift so far, as the browser reports it (shifts right after input excluded). */
function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

describe('the landing page on a phone', () => {
  it(`loads at most ${BUDGET_KIB} KiB of gzipped JavaScript before its first render, no tRPC and none of the signed-in areas`, async () => {
    const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
    const scripts = await scriptsLoadedBy(page, `${e2e.server.baseUrl}/`);
    // The scripts the browser asked for before the first page was on screen (main.tsx marks it).
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('prepa:first-render').length)).toBe(1);
    const first = await page.evaluate(() => {
      const mark = performance.getEntriesByName('prepa:first-render')[0]!.startTime;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((r) => r.startTime <= mark && new URL(r.name).pathname.endsWith('.js'))
        .map((r) => new URL(r.name).pathname);
    });
    const measure = async (list: string[]) => {
      const sizes = (await Promise.all(list.map(async (s) => ({ script: s, bytes: await gzippedSize(s) })))).sort((a, b) => b.bytes - a.bytes);
      const kib = sizes.reduce((sum, s) => sum + s.bytes, 0) / 1024;
      return { kib, report: sizes.map((s) => `${(s.bytes / 1024).toFixed(1).padStart(6)} KiB  ${s.script}`).join('\n') };
    };
    const firstRender = await measure(first);
    const all = await measure(scripts);
    console.log(
      `JavaScript loaded by / before its first render (gzipped): ${firstRender.kib.toFixed(1)} KiB\n${firstRender.report}\n` +
        `Once the network is idle (the data layer, the offline layer…): ${all.kib.toFixed(1)} KiB`,
    );

    expect(first.length).toBeGreaterThan(1);
    expect(first.some((s) => /\/Landing\.page-[\w-]+\.js$/.test(s)), firstRender.report).toBe(true);
    expect(firstRender.kib, firstRender.report).toBeLessThanOrEqual(BUDGET_KIB);
    for (const script of first) {
      const code = (await served(script)).toString('utf8');
      for (const marker of DATA_LAYER_MARKERS) expect(code.includes(marker), `${marker} in ${script}`).toBe(false);
    }
    for (const area of ['Quiz', 'Exam', 'Admin', 'Interview', 'Dashboard', 'History', 'Account']) {
      expect(scripts.filter((s) => s.includes(`/${area}.page-`)), `${area} code on /`).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates the prerendered landing without a mismatch: the page works in French and in English', async () => {
    const { page, context, errors } = await e2e.newPage();
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    await page.goto(`${e2e.server.baseUrl}/`);
    // Inert until hydrated, then interactive: a click right away is not lost.
    await expect.poll(() => page.evaluate(() => document.getElementById('root')!.hasAttribute('inert'))).toBe(false);
    await page.getByTestId('lang-en').first().click();
    await expect.poll(() => page.locator('h1').first().textContent()).toMatch(/^Prepare/);
    expect(warnings.filter((w) => /hydrat/i.test(w))).toEqual([]);
    // English chosen: the French prerender is not hydrated but replaced.
    await page.reload();
    await expect.poll(() => page.locator('h1').first().textContent()).toMatch(/^Prepare/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does not shift while it loads and hydrates', async () => {
    const { page, context } = await e2e.newPage({ viewport: PHONE });
    await scriptsLoadedBy(page, `${e2e.server.baseUrl}/`);
    // Lighthouse's "good" threshold is 0.1; the prerendered landing should not move at all.
    expect(await cumulativeLayoutShift(page)).toBeLessThan(0.01);
    await context.close();
  });

  it('/demo keeps the questions\' place while they load: no shift past 0.05 on a phone', async () => {
    for (const viewport of [PHONE, { width: 412, height: 823 }]) {
      const { page, context } = await e2e.newPage({ viewport });
      await scriptsLoadedBy(page, `${e2e.server.baseUrl}/demo`);
      await page.getByTestId('question-counter').waitFor();
      expect(await cumulativeLayoutShift(page), `${viewport.width} px`).toBeLessThanOrEqual(0.05);
      await context.close();
    }
  });
});

describe('a member remembered on the device', () => {
  it('opens / on the dashboard, which takes input: the landing\'s later sections are not waited for once it is gone', async () => {
    const res = await fetch(`${e2e.server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: e2e.server.baseUrl },
      body: JSON.stringify({ email: `remembered-${Date.now()}@example.org`, password: 'remembered-password-1', firstName: 'Awa', lastName: 'Phone' }),
    });
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
    await signIn(context, e2e.server, { cookie });
    // The first visit remembers the member (the offline layer); the second starts the session at
    // once and turns the prerendered landing into the dashboard while it hydrates.
    await page.goto(`${e2e.server.baseUrl}/`);
    await page.getByTestId('daily-session-card').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('prepa.offline.member'))).not.toBeNull();
    for (let visit = 0; visit < 3; visit++) {
      await page.goto(`${e2e.server.baseUrl}/`);
      await page.getByTestId('daily-session-card').waitFor();
      await expect.poll(() => page.evaluate(() => document.getElementById('root')!.hasAttribute('inert')), { timeout: 10_000 }).toBe(false);
      await expect.poll(() => page.evaluate(() => performance.getEntriesByName('prepa:first-render').length), { timeout: 10_000 }).toBe(1);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/demo\'s largest paint', () => {
  it('is painted from the prerendered HTML, not once the questions have arrived (Lighthouse\'s LCP on a phone)', async () => {
    const { page, context, errors } = await e2e.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(`${e2e.server.baseUrl}/demo`);
    await page.getByTestId('question-counter').waitFor();
    await page.waitForTimeout(300);
    const paints = await page.evaluate(
      () =>
        new Promise<{ fcp: number; lcp: number; lcpText: string }>((resolve) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[];
            const last = entries.at(-1)!;
            resolve({ fcp, lcp: last.startTime, lcpText: `${last.size} px² ${last.element?.outerHTML.slice(0, 120) ?? '(removed)'}` });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    // The largest element is in the first paint: the questions, painted later, are smaller.
    expect(paints.lcp - paints.fcp, paints.lcpText).toBeLessThan(50);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('asset delivery', () => {
  async function entryScript(): Promise<string> {
    const src = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(await shellHtml())?.[1];
    if (!src) throw new Error('no entry script in index.html');
    return src;
  }

  it('answers /assets/*.js in brotli (or gzip) with year-long immutable caching', async () => {
    const url = await entryScript();
    const raw = await served(url);

    const br = await e2e.server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(raw.length / 2);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(raw)).toBe(true);

    const gz = await e2e.server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(raw)).toBe(true);

    const plain = await e2e.server.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(raw)).toBe(true);
  });

  it('sends / and /demo prerendered (their CSS linked), other routes the empty shell', async () => {
    for (const url of ['/', '/demo']) {
      const res = await e2e.server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      const html = zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
      expect(html, url).toMatch(/<div id="root" inert><!--\$--><header[\s\S]*<h1[\s\S]*<\/main>/);
      expect(html, url).not.toContain('<template'); // every Suspense boundary complete, no inline reveal script
      // The theme's variables and Mantine's global classes come with the CSS (mantine-theme.css), not
      // as <style> elements computed at each render.
      expect(html, url).not.toMatch(/data-mantine-styles="(true|classes)"/);
      let themeCss = false;
      for (const [, css] of html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)) {
        const res = await e2e.server.app.inject({ method: 'GET', url: css! });
        expect(res.statusCode, css).toBe(200);
        if (/--mantine-color-dimmed:\s*var\(--mantine-color-gray-7\)/.test(res.body) && res.body.includes('.mantine-visible-from-md')) themeCss = true;
      }
      expect(themeCss, `${url}: the theme's variables in a linked stylesheet`).toBe(true);
    }
    const landing = (await e2e.server.app.inject({ method: 'GET', url: '/' })).body;
    expect(landing).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/Landing-[\w-]+\.css"/);
    const shell = await e2e.server.app.inject({ method: 'GET', url: '/history' });
    expect(shell.body).toContain('<div id="root"></div>');
  });

  it('answers the CSS in brotli too, and the HTML with no-cache so a new deploy is seen at once', async () => {
    const css = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(await shellHtml())?.[1];
    expect(css).toBeDefined();
    const res = await e2e.server.app.inject({ method: 'GET', url: css!, headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');

    const page = await e2e.server.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
