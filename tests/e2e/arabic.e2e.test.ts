// The interface in Arabic on a phone (390 × 844): chosen with the language switch, the page turns
// right to left (html lang="ar" dir="rtl"), the requests ask the server for Arabic, a quiz shows
// each French question with its Arabic help translation under it (hidden and shown again with the
// toggle), and the quiz and the dashboard fit the screen without sideways scroll and pass axe.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../helpers/test-app.js';
import { signIn } from './browser.js';
import { browserSuite } from './harness.js';
import { seriousAxeViolations } from './pages.js';

const PHONE = { width: 390, height: 844 };

const e2e = browserSuite();
let member: TestUser;

beforeAll(async () => {
  member = await createUser(e2e.server.db, { firstName: 'Samira', hasFullAccess: true });
});

async function rightToLeftArabic(page: Page) {
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
  expect(await page.locator('html[dir="rtl"][lang="ar"]').count()).toBe(1);
}

async function noSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

/**
 * The brand (its flag whole), the language switch and the menu button side by side: none drawn over
 * another (the brand's name measured as drawn, which may pass its own box).
 */
async function headerFits(page: Page) {
  const boxes = await page.evaluate(() => {
    const visible = (s: string) => [...document.querySelectorAll<HTMLElement>(s)].find((e) => e.offsetParent !== null)!;
    const brand = document.createRange();
    brand.selectNodeContents(visible('header a[href="/"]'));
    return [brand.getBoundingClientRect(), visible('select[data-testid="lang-select"]').getBoundingClientRect(), visible('header .mantine-Burger-root').getBoundingClientRect()].map((r) => ({
      left: r.left,
      right: r.right,
    }));
  });
  const sorted = [...boxes].sort((a, b) => a.left - b.left);
  for (let i = 1; i < sorted.length; i += 1) expect(sorted[i]!.left, JSON.stringify(boxes)).toBeGreaterThanOrEqual(sorted[i - 1]!.right - 0.5);
  expect(sorted[0]!.left).toBeGreaterThanOrEqual(0);
  expect(sorted[sorted.length - 1]!.right).toBeLessThanOrEqual(PHONE.width);
  const flag = await page.locator('header a[href="/"] span').first().evaluate((e) => e.getBoundingClientRect().width);
  expect(flag, 'the flag keeps its width').toBeGreaterThanOrEqual(18);
}

/** The Arabic help text the database holds for the French question text on screen. */
async function arabicOf(french: string): Promise<string | null> {
  const row = await e2e.server.db.selectFrom('questions').select('contentAr').where('content', '=', french).executeTakeFirstOrThrow();
  return row.contentAr;
}

/** How many of that question's options have an Arabic text that differs from the French (numbers do not). */
async function translatedOptionCount(french: string): Promise<number> {
  const row = await e2e.server.db.selectFrom('questions').select(['options', 'optionsAr']).where('content', '=', french).executeTakeFirstOrThrow();
  const options = JSON.parse(row.options) as string[];
  const arabic = row.optionsAr ? (JSON.parse(row.optionsAr) as string[]) : [];
  return options.filter((option, i) => arabic[i] && arabic[i] !== option).length;
}

describe('Arabic interface on a phone', () => {
  it('switches to Arabic, runs a quiz with the Arabic help text and its toggle, then the dashboard', async () => {
    const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
    await signIn(context, e2e.server, member);
    const languages: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/trpc/')) languages.push(req.headers()['x-product-language'] ?? '');
    });

    // One category the translators finished first, so every question drawn has its Arabic text.
    await page.goto(`${e2e.server.baseUrl}/quiz?category=institutions&count=5`);
    await page.getByTestId('quiz-config').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir || 'ltr')).toBe('ltr');
    await headerFits(page);
    // On a phone the switch is the device's own list, beside the menu button.
    await page.locator('select[data-testid="lang-select"]:visible').selectOption('ar');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await rightToLeftArabic(page);
    expect(await page.evaluate(() => localStorage.getItem('product-language'))).toBe('ar');
    await noSidewaysScroll(page);
    await headerFits(page);

    languages.length = 0;
    await page.getByTestId('start-quiz').click();
    await page.getByTestId('quiz-player').waitFor();
    expect(languages.length).toBeGreaterThan(0);
    expect(new Set(languages)).toEqual(new Set(['ar']));

    for (let i = 0; i < 3; i += 1) {
      const title = page.getByTestId('question-text');
      const french = (await title.locator('[lang="fr"]').textContent())!.trim();
      expect(await title.locator('[lang="fr"]').getAttribute('dir')).toBe('ltr');
      const arabic = await arabicOf(french);
      expect(arabic, `Arabic text of « ${french} »`).toBeTruthy();
      const shown = title.locator('[lang="ar"]');
      await expect.poll(() => shown.textContent()).toBe(arabic);
      expect(await shown.getAttribute('dir')).toBe('rtl');
      // Every option has its Arabic under the French, except those written the same (years, counts).
      await expect.poll(() => page.getByTestId('option').locator('[lang="ar"]').count()).toBe(await translatedOptionCount(french));
      await page.getByTestId('translation-aid').waitFor();

      if (i === 0) {
        // Practising in French first: the toggle hides every Arabic text of the question, then brings it back.
        await page.getByTestId('translation-toggle').click();
        await expect.poll(() => title.locator('[lang="ar"]').count()).toBe(0);
        expect(await page.getByTestId('option').locator('[lang="ar"]').count()).toBe(0);
        expect(await page.getByTestId('translation-toggle').getAttribute('aria-pressed')).toBe('false');
        await noSidewaysScroll(page);
        await page.getByTestId('translation-toggle').click();
        await expect.poll(() => title.locator('[lang="ar"]').count()).toBe(1);
      }

      await page.getByTestId('option').first().click();
      await page.getByTestId('feedback').waitFor();
      // The explanation has its Arabic too (where a translator wrote one).
      const explanation = page.getByTestId('feedback').locator('[lang="ar"]');
      await expect.poll(() => explanation.count()).toBeGreaterThan(0);
      await noSidewaysScroll(page);
      if (i === 0) expect(await seriousAxeViolations(page), 'axe on the quiz').toEqual([]);
      const counter = await page.getByTestId('question-counter').textContent();
      await page.getByTestId('quiz-next').click();
      await expect.poll(() => page.getByTestId('question-counter').textContent()).not.toBe(counter);
    }
    await rightToLeftArabic(page);

    await page.goto(`${e2e.server.baseUrl}/dashboard`);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await rightToLeftArabic(page);
    await noSidewaysScroll(page);
    expect(await seriousAxeViolations(page), 'axe on the dashboard').toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the visitor pages on the screen in Arabic, right to left, axe clean', async () => {
    const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
    await page.addInitScript(() => localStorage.setItem('product-language', 'ar'));
    const found: Record<string, unknown> = {};
    for (const path of ['/', '/demo', '/faq', '/login', '/register', '/pricing']) {
      await page.goto(`${e2e.server.baseUrl}${path}`);
      await page.locator('main h1, main h2').first().waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      await rightToLeftArabic(page);
      const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
      if (scroll > width) found[`${path} overflow`] = scroll - width;
      const axe = await seriousAxeViolations(page);
      if (axe.length) found[`${path} axe`] = axe;
    }
    expect(found).toEqual({});
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads the Arabic help text with an Arabic voice, and offers no Arabic reading without one', async () => {
    for (const voices of [
      [{ lang: 'fr-FR', name: 'Fake French' }],
      [{ lang: 'fr-FR', name: 'Fake French' }, { lang: 'ar-SA', name: 'Fake Arabic' }],
    ]) {
      const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
      await page.addInitScript((list) => {
        localStorage.setItem('product-language', 'ar');
        const w = window as unknown as Record<string, unknown> & { __spoken: { text: string; lang: string; voice: string | null }[] };
        w.__spoken = [];
        class FakeUtterance {
          lang = '';
          rate = 1;
          pitch = 1;
          voice: { name: string } | null = null;
          onend: (() => void) | null = null;
          onerror: (() => void) | null = null;
          constructor(public text: string) {}
        }
        w.SpeechSynthesisUtterance = FakeUtterance;
        Object.defineProperty(window, 'speechSynthesis', {
          configurable: true,
          value: {
            getVoices: () => list,
            speak: (u: FakeUtterance) => {
              w.__spoken.push({ text: u.text, lang: u.lang, voice: u.voice?.name ?? null });
              setTimeout(() => u.onend?.(), 30);
            },
            cancel: () => {},
            addEventListener: () => {},
            removeEventListener: () => {},
          },
        });
      }, voices);
      await page.goto(`${e2e.server.baseUrl}/demo`);
      await page.getByTestId('quiz-player').waitFor();
      const french = (await page.getByTestId('question-text').locator('[lang="fr"]').textContent())!.trim();
      const arabic = await arabicOf(french);
      await expect.poll(() => page.getByTestId('question-text').locator('[lang="ar"]').textContent()).toBe(arabic);
      // The French is read in French in both cases.
      await page.getByTestId('listen-question').click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { __spoken: unknown[] }).__spoken.length)).toBe(1);
      const hasArabicVoice = voices.some((v) => v.lang.startsWith('ar'));
      expect(await page.getByTestId('listen-translation').count()).toBe(hasArabicVoice ? 1 : 0);
      if (hasArabicVoice) {
        await page.getByTestId('listen-translation').click();
        await expect.poll(() => page.evaluate(() => (window as unknown as { __spoken: unknown[] }).__spoken.length)).toBe(2);
      }
      const spoken = await page.evaluate(() => (window as unknown as { __spoken: { text: string; lang: string; voice: string | null }[] }).__spoken);
      expect(spoken[0]).toMatchObject({ lang: 'fr-FR', voice: 'Fake French' });
      expect(spoken[0]!.text.startsWith(french)).toBe(true);
      if (hasArabicVoice) {
        expect(spoken[1]).toMatchObject({ lang: 'ar-SA', voice: 'Fake Arabic' });
        expect(spoken[1]!.text.startsWith(arabic!)).toBe(true);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

