import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startServer, type E2EServer } from './browser.js';

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the app in a browser', () => {
  it('loads /, switches to English and back, and keeps the choice', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${server.baseUrl}/`);
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
    const { page, context } = await newPage(browser);
    const res = await page.goto(`${server.baseUrl}/this/does/not/exist`);
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: '404 · Page introuvable' }).waitFor();
    await context.close();
  });
});
