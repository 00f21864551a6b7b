// A newcomer's first visit on a phone (issue 36): sign-up gives full access (no padlock, no
// « Démo », no « Tarifs »), /pricing and /payment say that everything is free, in three languages.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settled, startServer } from './browser.js';
import { browserSuite } from './harness.js';

const PHONE = { width: 390, height: 844 };

// About the service worker (or a real first visit, which registers it): pages allow it.
const e2e = browserSuite({}, { serviceWorkers: 'allow' });

let counter = 0;

/** Registers a new account through /register on this page; returns its address. */
async function registerOnPage(page: Page, firstName: string): Promise<string> {
  counter += 1;
  const email = `${firstName.toLowerCase()}.${counter}.${Date.now()}@example.fr`;
  await page.goto(`${e2e.server.baseUrl}/register`);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: /^Prénom( \*)?$/ }).fill(firstName);
  await main.getByRole('textbox', { name: /^Nom( \*)?$/ }).fill('Nouveau');
  await main.getByRole('textbox', { name: /^Email( \*)?$/ }).fill(email);
  await main.getByRole('textbox', { name: /^Mot de passe( \*)?$/ }).fill('premiere-visite');
  await main.getByRole('textbox', { name: /^Confirmer le mot de passe( \*)?$/ }).fill('premiere-visite');
  await main.getByRole('button', { name: "S'inscrire", exact: true }).click();
  await page.waitForURL(`${e2e.server.baseUrl}/`);
  return email;
}

describe('free for real: full access at sign-up', () => {
  it('a new member sees no padlock, no « Démo » and no « Tarifs »; /pricing and /payment say no payment is taken', async () => {
    const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
    const email = await registerOnPage(page, 'Lina');
    const row = await e2e.server.db.selectFrom('users').select('hasFullAccess').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.hasFullAccess).toBe(1);

    await page.goto(`${e2e.server.baseUrl}/quiz`);
    await page.getByTestId('access-badge').waitFor();
    await settled(page);
    expect(await page.getByTestId('access-badge').innerText()).not.toMatch(/Démo/i);
    expect(await page.getByRole('main').getByText(/Démo/).count()).toBe(0);
    expect(await page.locator('[data-locked="true"], [data-testid="locked-reason"]').count()).toBe(0);

    // The member's menu and footer: nothing about prices.
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('link', { name: 'Quiz', exact: true }).waitFor();
    expect(await menu.getByText(/Tarifs|Démo/).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('contentinfo').getByText(/Tarifs/).count()).toBe(0);

    for (const [lang, free, noPayment] of [
      ['fr', /gratuit/i, /aucun paiement/i],
      ['en', /free/i, /no payment/i],
      ['ar', /مجاني/, /لا يُؤخذ أي دفع/],
    ] as const) {
      await page.evaluate((l) => localStorage.setItem('product-language', l), lang);
      for (const path of ['/pricing', '/payment']) {
        await page.goto(`${e2e.server.baseUrl}${path}`);
        await page.locator('h1').first().waitFor();
        await settled(page);
        const text = await page.getByRole('main').innerText();
        expect(text, `${lang} ${path}`).toMatch(free);
        expect(text, `${lang} ${path}`).toMatch(noPayment);
        // No talk of a price to come, nor of a button to switch on what the member already has.
        expect(text, `${lang} ${path}`).not.toMatch(/devenait payant|stopped being free|مدفوعة|Activer l'accès complet|€\s*\/|\/ mois/);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the contact page shows only what the operator configured', () => {
  it('CONTACT_EMAIL and CONTACT_ADDRESS set: both shown, and never a phone number', async () => {
    const configured = await startServer({ CONTACT_EMAIL: 'bonjour@prepa.example.fr', CONTACT_ADDRESS: '1 rue de la Paix, 75002 Paris' });
    try {
      const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
      await page.goto(`${configured.baseUrl}/contact`);
      await page.getByTestId('contact-email').waitFor();
      expect(await page.getByTestId('contact-email').getAttribute('href')).toBe('mailto:bonjour@prepa.example.fr');
      expect(await page.getByTestId('contact-address').innerText()).toBe('1 rue de la Paix, 75002 Paris');
      expect(await page.getByRole('main').innerText()).not.toMatch(/01 99|Téléphone|\+33/);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await configured.close();
    }
  });
});

describe('errors in the app’s own words', () => {
  const REFUSED = { status: 429, headers: { 'retry-after': '300', 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify({ message: 'Trop de requêtes. Patientez un instant avant de réessayer.' }) };

  it('sign-up refused by the per-address limit says so and when to try again, not « impossible de créer le compte »', async () => {
    const { page, context } = await e2e.newPage({ viewport: PHONE });
    // The general limit's 429 is plain JSON, not a tRPC answer.
    await page.route('**/trpc/auth.register**', (route) => route.fulfill(REFUSED));
    await page.goto(`${e2e.server.baseUrl}/register`);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: /^Prénom( \*)?$/ }).fill('Refus');
    await main.getByRole('textbox', { name: /^Nom( \*)?$/ }).fill('Voisin');
    await main.getByRole('textbox', { name: /^Email( \*)?$/ }).fill('voisin@example.fr');
    await main.getByRole('textbox', { name: /^Mot de passe( \*)?$/ }).fill('premiere-visite');
    await main.getByRole('textbox', { name: /^Confirmer le mot de passe( \*)?$/ }).fill('premiere-visite');
    await main.getByRole('button', { name: "S'inscrire", exact: true }).click();
    const toast = page.locator('.mantine-Notification-root').first();
    await toast.waitFor();
    expect(await toast.innerText()).toMatch(/Réessayez dans 5 minutes/);
    expect(await toast.innerText()).not.toMatch(/Impossible de créer le compte/i);
    await context.close();
  });

  it('in Arabic, a refused contact message says when to try again in Arabic', async () => {
    const { page, context } = await e2e.newPage({ viewport: PHONE });
    await context.addInitScript(() => localStorage.setItem('product-language', 'ar'));
    await page.route('**/trpc/contact.send**', (route) => route.fulfill(REFUSED));
    await page.goto(`${e2e.server.baseUrl}/contact`);
    const form = page.getByTestId('contact-form');
    await form.locator('[name="name"]').fill('سامية');
    await form.locator('[name="email"]').fill('samia@example.fr');
    await form.locator('[name="category"]').selectOption('question');
    await form.locator('[name="subject"]').fill('سؤال');
    await form.locator('[name="message"]').fill('سؤال عن الاختبار');
    await page.getByTestId('contact-submit').click();
    const toast = page.locator('.mantine-Notification-root').first();
    await toast.waitFor({ timeout: 10_000 });
    expect(await toast.innerText()).toMatch(/حاول مرة أخرى خلال 5 دقائق/);
    expect(await toast.innerText()).not.toMatch(/Trop de requêtes/);
    await context.close();
  });

  it('an address opened in the tab past the per-address limit is a translated page in the language chosen in the app, with Retry-After', async () => {
    const tight = await startServer({ RATE_LIMIT_PER_MINUTE: '60' });
    try {
      const { page, context } = await e2e.newPage({ viewport: PHONE });
      await context.addInitScript(() => localStorage.setItem('product-language', 'ar'));
      await page.goto(`${tight.baseUrl}/faq`);
      await page.locator('main h1').first().waitFor();
      // The app keeps the choice in a cookie, which a navigation carries.
      expect((await context.cookies()).find((c) => c.name === 'product-language')?.value).toBe('ar');
      // Spend the rest of the minute from this address (same cookies).
      for (let i = 0; i < 100; i++) {
        if ((await page.request.get(`${tight.baseUrl}/api/questions/demo`)).status() === 429) break;
      }
      // The Google sign-in opens /api/auth/google in the tab: a navigation the limit counts.
      const res = await page.goto(`${tight.baseUrl}/api/auth/google`);
      expect(res?.status()).toBe(429);
      expect(Number(res?.headers()['retry-after'])).toBeGreaterThan(0);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
      const text = await page.locator('body').innerText();
      expect(text).toMatch(/حاول مرة أخرى/);
      expect(text).not.toMatch(/"message"|Trop de requêtes/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await context.close();
    } finally {
      await tight.close();
    }
  });
});

describe('the service worker on a first visit', () => {
  it('registers after the page is interactive, precaches only the shell and the practice path, and keeps the rest as it is used', async () => {
    const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
    const requests: { url: string; at: number }[] = [];
    context.on('request', (req) => requests.push({ url: new URL(req.url()).pathname, at: Date.now() }));
    const started = Date.now();
    await page.goto(`${e2e.server.baseUrl}/`);
    await page.locator('h1').first().waitFor();
    const loadedAt = started + (await page.evaluate(() => performance.getEntriesByType('navigation')[0]!.toJSON().loadEventEnd as number));
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 });
    // The worker's script was asked for after the load event, never while the page was starting.
    const sw = requests.find((r) => r.url === '/sw.js');
    expect(sw, 'sw.js requested').toBeDefined();
    expect(sw!.at).toBeGreaterThanOrEqual(loadedAt);

    const precached = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((n) => n.startsWith('workbox-precache'));
      const urls: string[] = [];
      for (const name of names) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    });
    // The shell and the practice path: the quiz, the demo, the landing and the dashboard; not the
    // admin, the interview, the community or another language's texts.
    expect(precached).toContain('/index.html');
    for (const page of ['Quiz', 'Demo', 'Landing', 'Dashboard']) expect(precached.some((u) => u.includes(`/${page}.page-`)), page).toBe(true);
    for (const page of ['Admin', 'Interview', 'WeeklyFocus', 'SuccessStories', 'Exam', 'Guide']) expect(precached.some((u) => u.includes(`/${page}.page-`)), page).toBe(false);
    console.log(`first visit: ${precached.length} files precached`);
    // 128 files once the data layer (tRPC, TanStack Query) was split from the first page's code:
    // the same code in more chunks (the data layer, the session store, a member's buttons…).
    expect(precached.length).toBeLessThanOrEqual(135);
    // The whole first visit, worker included, stays far from the per-address limit.
    await settled(page);
    console.log(`first visit: ${requests.length} requests, worker included`);
    expect(requests.length).toBeLessThanOrEqual(170);

    // Used once online, then available offline.
    await page.goto(`${e2e.server.baseUrl}/naturalisation-francaise`);
    await page.locator('h1').first().waitFor();
    await settled(page);
    await context.setOffline(true);
    await page.goto(`${e2e.server.baseUrl}/naturalisation-francaise`);
    await page.locator('main h1').first().waitFor();
    await page.goto(`${e2e.server.baseUrl}/quiz-naturalisation`).catch(() => undefined);
    await context.setOffline(false);
    expect(errors.filter((e) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED|dynamically imported|net::/.test(e))).toEqual([]);
    await context.close();
  });
});

describe('never refused for being a neighbour', () => {
  it('two fresh phones on one address, within the same minute, both register and start a quiz (general limit at its default, 300 a minute)', async () => {
    const shared = await startServer({ RATE_LIMIT_PER_MINUTE: '300' });
    try {
      const started = Date.now();
      const refused: string[] = [];
      for (const firstName of ['Amel', 'Bilal']) {
        const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
        page.on('response', (res) => {
          if (res.status() === 429) refused.push(`${firstName} ${new URL(res.url()).pathname}`);
        });
        // The whole first visit: the landing, then the service worker's precache.
        await page.goto(`${shared.baseUrl}/`);
        await page.locator('h1').first().waitFor();
        await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 });
        counter += 1;
        const email = `${firstName.toLowerCase()}.voisin.${counter}@example.fr`;
        await page.goto(`${shared.baseUrl}/register`);
        const main = page.getByRole('main');
        await main.getByRole('textbox', { name: /^Prénom( \*)?$/ }).fill(firstName);
        await main.getByRole('textbox', { name: /^Nom( \*)?$/ }).fill('Voisin');
        await main.getByRole('textbox', { name: /^Email( \*)?$/ }).fill(email);
        await main.getByRole('textbox', { name: /^Mot de passe( \*)?$/ }).fill('meme-adresse');
        await main.getByRole('textbox', { name: /^Confirmer le mot de passe( \*)?$/ }).fill('meme-adresse');
        await main.getByRole('button', { name: "S'inscrire", exact: true }).click();
        await page.waitForURL(`${shared.baseUrl}/`).catch((error: unknown) => {
          throw new Error(`${firstName} not registered; 429s: ${refused.length} (${refused.slice(0, 5).join(', ')}…)`, { cause: error });
        });
        await page.goto(`${shared.baseUrl}/quiz`);
        await page.getByTestId('quiz-config').waitFor();
        await page.getByRole('button', { name: 'Suivant' }).click();
        await page.getByRole('button', { name: 'Suivant' }).click();
        await page.getByTestId('start-quiz').click();
        await page.getByTestId('quiz-player').waitFor();
        expect(errors).toEqual([]);
        await context.close();
      }
      expect(refused).toEqual([]);
      expect(Date.now() - started).toBeLessThan(60_000);
      const users = await shared.db.selectFrom('users').select('email').where('email', 'like', '%.voisin.%').execute();
      expect(users).toHaveLength(2);
    } finally {
      await shared.close();
    }
  });
});
