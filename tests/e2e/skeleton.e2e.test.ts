import { describe, expect, it } from 'vitest';
import { browserSuite } from './harness.js';

const e2e = browserSuite();

describe('the app in a browser', () => {
  it('loads /, switches to English and back, and keeps the choice', async () => {
    const { page, context, errors } = await e2e.newPage();
    await page.goto(`${e2e.server.baseUrl}/`);
    await page.getByRole('link', { name: 'Prépa Naturalisation' }).first().waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await page.getByTestId('lang-en').first().click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('product-language'))).toBe('en');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByTestId('lang-fr').first().click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('product-language'))).toBe('fr');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the 404 page on an unknown path', async () => {
    const { page, context } = await e2e.newPage();
    const res = await page.goto(`${e2e.server.baseUrl}/this/does/not/exist`);
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: '404 · Page introuvable' }).waitFor();
    await context.close();
  });
});
