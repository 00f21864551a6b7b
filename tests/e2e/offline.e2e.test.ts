// Offline and installable in Chromium (docs/offline.md): the manifest and service worker make the
// app installable; after one visit online a member runs a quiz at /quiz with the network cut
// (context.setOffline), the answers wait on the device and reach the server exactly once when
// the network is back; signing out leaves nothing of that member for the next one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../helpers/test-app.js';
import { CHROMIUM_PATH, controlled, deviceRecords, signIn } from './browser.js';
import { browserSuite } from './harness.js';

// About the service worker (or a real first visit, which registers it): pages allow it.
const e2e = browserSuite({}, { serviceWorkers: 'allow' });

/** The user ids of the packs on the device (IndexedDB). */
async function packOwners(page: Page): Promise<string[]> {
  return (await deviceRecords<{ userId: string }>(page, 'packs')).map((p) => p.userId);
}

/** Every URL held in Cache Storage by the service worker. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
}

async function answers(userId: string) {
  return e2e.server.db.selectFrom('responses').select(['questionId', 'userAnswer', 'attemptId']).where('userId', '=', userId).orderBy('questionId').execute();
}

/**
 * Opens /quiz online (the pack is downloaded in the background), cuts the network, reloads /quiz
 * from the service worker, answers 5 questions and hands the quiz in. Returns what was answered.
 */
async function playOffline(page: Page, context: BrowserContext, who: TestUser) {
  await page.goto(`${e2e.server.baseUrl}/quiz`);
  await page.getByTestId('quiz-config').waitFor();
  await controlled(page);
  await expect.poll(() => packOwners(page), { timeout: 20_000 }).toEqual([who.id]);

  await context.setOffline(true);
  await page.goto(`${e2e.server.baseUrl}/quiz`);
  await page.getByTestId('quiz-config').waitFor();
  expect(await page.getByTestId('offline-banner').textContent()).toContain('Hors ligne — vos réponses seront envoyées au retour du réseau');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByTestId('start-quiz').click();
  await page.getByTestId('quiz-player').waitFor();
  const given: { questionId: string; userAnswer: string }[] = [];
  for (let i = 0; i < 5; i += 1) {
    const text = (await page.getByTestId('question-text').locator('[lang="fr"]').first().textContent())!;
    const q = await e2e.server.db.selectFrom('questions').select(['id', 'correctAnswer', 'options']).where('content', '=', text).executeTakeFirstOrThrow();
    const choice = (JSON.parse(q.options) as string[])[i % 2]!;
    await page.getByRole('radio', { name: choice, exact: true }).click();
    // Feedback as online: the right option shown, from the pack's answer key.
    await page.getByTestId('feedback').waitFor();
    expect(await page.getByTestId('feedback').textContent()).toContain(choice === q.correctAnswer ? 'Bonne réponse' : q.correctAnswer);
    given.push({ questionId: q.id, userAnswer: choice });
    await page.getByRole('button', { name: i === 4 ? 'Terminer' : 'Suivant' }).click();
  }
  await page.getByTestId('quiz-results').waitFor();
  await expect.poll(() => page.getByTestId('offline-pending').textContent()).toBe("5 réponses en attente d'envoi");
  // Nothing reached the server while offline.
  expect(await answers(who.id)).toHaveLength(0);
  return given.sort((a, b) => a.questionId.localeCompare(b.questionId));
}

describe('installable', () => {
  it('serves a web app manifest and a service worker that make Chromium offer the install', async () => {
    const manifest = await e2e.server.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toMatchObject({ name: 'Prépa Naturalisation', short_name: 'Prépa Natu', start_url: '/', display: 'standalone', theme_color: '#1c3d8c', background_color: '#ffffff' });
    const icons = manifest.json().icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) expect((await e2e.server.app.inject({ method: 'GET', url: icon.src })).headers['content-type']).toBe('image/png');
    const worker = await e2e.server.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');

    // A profile on disk: Chromium never offers to install from an incognito context.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'prepa-pwa-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' || msg.text().includes('Hydration')) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await page.goto(`${e2e.server.baseUrl}/`);
      await page.locator('h1').first().waitFor();
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
      expect(installabilityErrors).toEqual([]);
      // The prerendered landing page still hydrates: no error, no fall back to a client render.
      expect(errors).toEqual([]);
      expect(await page.locator('#root[inert]').count()).toBe(0);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });

  it("offers « Nouvelle version disponible — Recharger » when a new version is deployed, and reloads on it", async () => {
    const { page, context } = await e2e.newPage();
    await page.goto(`${e2e.server.baseUrl}/guide`);
    await page.locator('h1').first().waitFor();
    await controlled(page);
    const before = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
    // A new deployment: another service worker script (its pre-compressed twins go with the old one).
    const worker = path.join(e2e.server.clientDir, 'sw.js');
    for (const twin of ['.br', '.gz']) fs.rmSync(`${worker}${twin}`, { force: true });
    fs.appendFileSync(worker, `\n// deployed ${Date.now()}\n`);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const prompt = page.getByTestId('update-prompt');
    await prompt.waitFor({ timeout: 20_000 });
    expect(await prompt.textContent()).toContain('Nouvelle version disponible');
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    await prompt.getByRole('button', { name: 'Recharger' }).click();
    // The page reloads under the new worker.
    await page.waitForFunction(() => !(window as unknown as { beforeReload?: boolean }).beforeReload, undefined, { timeout: 20_000 });
    await page.locator('h1').first().waitFor();
    await controlled(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toBe(before);
    expect(await page.getByTestId('update-prompt').count()).toBe(0);
    await context.close();
  });

  it('opens the public pages, the demo and the guide offline after a visit and a return', async () => {
    const { page, context } = await e2e.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(`${e2e.server.baseUrl}/demo`);
    await page.getByTestId('question-counter').waitFor();
    await controlled(page);
    // The return: the demo's questions are read again once controlled, so the worker has them,
    // and the rest of the app (not precached on the first visit) comes while the page is idle.
    await page.reload();
    await page.getByTestId('question-counter').waitFor();
    const missing = () =>
      page.evaluate(async () => {
        const later = (await (await fetch('/offline-later.json')).json()) as string[];
        const kept = new Set((await (await caches.open('assets')).keys()).map((r) => new URL(r.url).pathname));
        return later.filter((f) => !kept.has(`/${f}`)).length;
      });
    await expect.poll(missing, { timeout: 60_000 }).toBe(0);
    await context.setOffline(true);
    for (const [path, title] of [['/', /^Préparez/], ['/naturalisation-francaise', /^Naturalisation française/], ['/faq', /^Questions fréquentes/]] as const) {
      await page.goto(`${e2e.server.baseUrl}${path}`);
      await expect.poll(() => page.locator('main h1').first().textContent(), { timeout: 15_000 }).toMatch(title);
    }
    // The banner sits under the header, in the page's flow: it covers nothing on a phone.
    const banner = (await page.getByTestId('offline-banner').boundingBox())!;
    const main = (await page.locator('#main').boundingBox())!;
    expect(banner.y + banner.height).toBeLessThanOrEqual(main.y + 1);
    expect(await page.getByTestId('offline-banner').textContent()).toBe('Hors ligne — vos réponses seront envoyées au retour du réseau');
    await page.goto(`${e2e.server.baseUrl}/demo`);
    expect(await page.getByTestId('question-counter').textContent()).toBe('Question 1 sur 3');
    // The glossary too: a quiz offline still marks its words and explains them. Past the browser's
    // own cache (it may keep the answer a minute): from the worker's.
    const glossary = await page.evaluate(async () => {
      const res = await fetch('/trpc/glossary.list', { cache: 'no-store' });
      return { ok: res.ok, terms: ((await res.json()) as { result: { data: unknown[] } }).result.data.length };
    });
    expect(glossary.ok).toBe(true);
    expect(glossary.terms).toBeGreaterThan(100);
    await context.close();
  });
});

describe('offline practice', () => {
  it('runs a quiz offline and sends exactly its 5 answers when the network is back; the next member sees nothing of it', async () => {
    const first = await createUser(e2e.server.db, { firstName: 'Inès' });
    const second = await createUser(e2e.server.db, { firstName: 'Karim' });
    const { page, context } = await e2e.newPage();
    await signIn(context, e2e.server, first);
    const given = await playOffline(page, context, first);

    await context.setOffline(false);
    await expect.poll(async () => (await answers(first.id)).map(({ questionId, userAnswer }) => ({ questionId, userAnswer })), { timeout: 20_000 }).toEqual(given);
    await expect.poll(() => page.getByTestId('offline-pending').count()).toBe(0);
    const [attempt] = await e2e.server.db.selectFrom('attempts').selectAll().where('userId', '=', first.id).execute();
    await expect.poll(async () => (await e2e.server.db.selectFrom('attempts').select('isCompleted').where('id', '=', attempt!.id).executeTakeFirst())?.isCompleted).toBe(1);
    // A second 'online' (sync event, restart) sends nothing again.
    await page.reload();
    await page.getByTestId('quiz-config').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await answers(first.id)).toHaveLength(5);
    await page.goto(`${e2e.server.baseUrl}/history`);
    await page.locator(`[data-attempt-id="${attempt!.id}"]`).waitFor();

    // Sign-out: the pack and the remembered member leave the device; no member answer is cached.
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await page.getByRole('button', { name: 'Se connecter' }).first().waitFor();
    await expect.poll(() => packOwners(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('prepa.offline.member'))).toBeNull();
    expect((await cachedUrls(page)).filter((u) => u.startsWith('/api') || (u.startsWith('/trpc') && u !== '/trpc/questions.demo'))).toEqual([]);

    // The next member on this device: only their own pack, no waiting count, their own answers.
    await signIn(context, e2e.server, second);
    const theirs = await playOffline(page, context, second);
    expect(await packOwners(page)).toEqual([second.id]);
    await context.setOffline(false);
    await expect.poll(async () => (await answers(second.id)).map(({ questionId, userAnswer }) => ({ questionId, userAnswer })), { timeout: 20_000 }).toEqual(theirs);
    expect(await answers(first.id)).toHaveLength(5);
    await context.close();
  });
});
