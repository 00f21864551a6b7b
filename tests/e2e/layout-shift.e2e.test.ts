// A member's pages do not jump while their data loads (issue 36, « reserve the space »): on a 390 px
// phone with the CPU slowed 4× (as `npm run bench:web` measures them), the dashboard and /exam keep
// their cumulative layout shift under 0.1, Core Web Vitals' "good". Shifts right after an input do
// not count, as in the browser's own metric; the sources of any shift are printed on failure.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './browser.js';
import { browserSuite } from './harness.js';

const PHONE = { width: 390, height: 844 };
const GOOD_CLS = 0.1;

const e2e = browserSuite();

/** A member registered through the API, as a newcomer would be: their session cookie. */
async function register(): Promise<{ cookie: string }> {
  const res = await fetch(`${e2e.server.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: e2e.server.baseUrl },
    body: JSON.stringify({ email: `cls-${Date.now()}@example.org`, password: 'cls-password-1', firstName: 'Awa', lastName: 'Phone' }),
  });
  return { cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]! };
}

/** Opens `path` signed in, slowed 4×, recording every layout shift from the first byte on. */
async function openMeasured(path: string, user: { cookie: string }): Promise<Page> {
  // A phone as `npm run bench:web` opens it: touch, 3× pixels, no service worker (a first visit).
  const context = await e2e.browser.newContext({ viewport: PHONE, deviceScaleFactor: 3, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signIn(context, e2e.server, user);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) {
        if (e.hadRecentInput) continue;
        const sources = (e.sources ?? []).map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          return el ? `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} ${(el.textContent ?? '').slice(0, 40)}` : '?';
        });
        w.__shifts.push({ value: e.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${e2e.server.baseUrl}${path}`);
  return page;
}

async function shifts(page: Page): Promise<{ total: number; detail: string }> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const list = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
  return { total: list.reduce((s, e) => s + e.value, 0), detail: list.map((e) => `${e.value.toFixed(3)}: ${e.sources.join(' | ')}`).join('\n') };
}

describe('layout shift on a phone (issue 36)', () => {
  it('the dashboard holds still while its cards load', async () => {
    const page = await openMeasured('/', await register());
    await page.getByTestId('daily-session-card').waitFor();
    await page.getByTestId('readiness').waitFor();
    const { total, detail } = await shifts(page);
    expect(total, detail).toBeLessThan(GOOD_CLS);
  });

  it('/exam holds still until its rules are shown', async () => {
    const page = await openMeasured('/exam', await register());
    await page.getByTestId('exam-start').waitFor();
    await page.getByTestId('exam-start').click();
    await page.getByTestId('exam-question').waitFor();
    const { total, detail } = await shifts(page);
    expect(total, detail).toBeLessThan(GOOD_CLS);
  });

  it('/exam holds still when it offers to resume an exam in progress', async () => {
    const user = await register();
    const first = await openMeasured('/exam', user);
    await first.getByTestId('exam-start').click();
    await first.getByTestId('exam-question').waitFor();
    await first.context().close();
    const page = await openMeasured('/exam', user);
    await page.getByTestId('exam-resume').waitFor();
    const { total, detail } = await shifts(page);
    expect(total, detail).toBeLessThan(GOOD_CLS);
    await page.context().close();
    const dashboard = await openMeasured('/', user);
    await dashboard.getByTestId('exam-in-progress').waitFor();
    const again = await shifts(dashboard);
    expect(again.total, again.detail).toBeLessThan(GOOD_CLS);
  });
});
