// Web defences in a real browser (docs/security.md): user text is never rendered as HTML — a success story
// and a contact message full of markup show literally to the admin who moderates or reads them and
// to every visitor once published, and no script of theirs runs — and the client works under the
// Content-Security-Policy: index.html has no inline script and the main pages load without a
// single CSP violation.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../helpers/test-app.js';
import { settled } from './browser.js';
import { browserSuite } from './harness.js';

const e2e = browserSuite();
let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  admin = await createUser(e2e.server.db, { isAdmin: true, hasFullAccess: true, firstName: 'Admin' });
  member = await createUser(e2e.server.db, { hasFullAccess: true, firstName: 'Karim' });
});

// Each payload would set window.__xss if the browser ever treated it as markup.
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=2</script>';
const FRAME = '<iframe src="javascript:window.__xss=3"></iframe>';
const SVG = '<svg onload="window.__xss=4"></svg>';

interface Watched {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A page that records CSP violations (window.__csp) as they happen; signed in as `user` if given. */
async function watchedPage(user?: TestUser): Promise<Watched> {
  const { context, page, errors } = await e2e.newPage();
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  if (user) await context.addCookies([{ name: 'session', value: user.cookie.split('=')[1]!, url: e2e.server.baseUrl }]);
  return { context, page, errors };
}

/** Nothing injected ran, no injected element exists, and the CSP had nothing to block. */
async function expectNoInjection(page: Page) {
  const state = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: number }).__xss ?? null,
    csp: (window as unknown as { __csp: string[] }).__csp,
    injected: document.querySelectorAll('img[src="x"], iframe, svg[onload], [onerror], [onload]').length,
    inlineScripts: [...document.scripts].filter((s) => !s.src && s.type !== 'application/ld+json').map((s) => s.textContent?.slice(0, 80)),
  }));
  expect(state).toEqual({ xss: null, csp: [], injected: 0, inlineScripts: [] });
}

describe('user text is never rendered as HTML', () => {
  it('a success story full of markup shows literally to the moderating admin and, once published, to visitors', async () => {
    const visitor = await watchedPage();
    await visitor.page.goto(`${e2e.server.baseUrl}/success-stories`);
    await visitor.page.getByRole('button', { name: 'Partager mon histoire' }).click();
    const form = visitor.page.getByTestId('story-form');
    await form.getByLabel('Prénom').fill(IMG);
    await form.getByLabel('Ville').fill(SCRIPT);
    await form.getByLabel('Région').fill('Île-de-France');
    await form.getByLabel("Pays d'origine").fill(SVG);
    await form.getByLabel('Date de naturalisation').fill('mars 2025');
    await form.getByLabel('Votre histoire').fill(`Mon parcours ${IMG} puis ${SCRIPT} et enfin ${FRAME} : tout s'affiche tel quel.`);
    await form.getByLabel("Vos conseils pour l'entretien").fill(`Conseil ${FRAME}`);
    await form.getByRole('button', { name: 'Envoyer mon histoire' }).click();
    await visitor.page.getByText('Histoire soumise avec succès').waitFor();
    const story = await e2e.server.db.selectFrom('successStories').select(['id', 'name', 'city']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    // Stored exactly as typed: the defence is in the rendering, not in mangling the text.
    expect(story).toMatchObject({ name: IMG, city: SCRIPT });

    const moderator = await watchedPage(admin);
    await moderator.page.goto(`${e2e.server.baseUrl}/admin`);
    await moderator.page.getByTestId('admin-tab-moderation').click();
    const card = moderator.page.getByTestId(`story-${story.id}`);
    await card.waitFor();
    await expect.poll(() => card.innerText()).toContain(IMG);
    const text = await card.innerText();
    for (const payload of [SCRIPT, SVG, FRAME]) expect(text).toContain(payload);
    await expectNoInjection(moderator.page);
    await moderator.page.getByTestId(`story-publish-${story.id}`).click();
    await expect.poll(async () => (await e2e.server.db.selectFrom('successStories').select('status').where('id', '=', story.id).executeTakeFirstOrThrow()).status).toBe('published');
    await expectNoInjection(moderator.page);

    await visitor.page.goto(`${e2e.server.baseUrl}/success-stories`);
    const published = visitor.page.getByText(`Mon parcours ${IMG}`, { exact: false });
    await published.first().waitFor();
    const body = await visitor.page.locator('body').innerText();
    for (const payload of [IMG, SCRIPT, FRAME]) expect(body).toContain(payload);
    await expectNoInjection(visitor.page);
    expect(visitor.errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await visitor.context.close();
    await moderator.context.close();
  });

  it('a contact message full of markup shows literally in the admin inbox', async () => {
    const sender = await watchedPage();
    await sender.page.goto(`${e2e.server.baseUrl}/contact`);
    const form = sender.page.getByTestId('contact-form');
    await form.locator('input[name="name"]').fill(IMG);
    await form.locator('input[name="email"]').fill('curieux@example.fr');
    await form.locator('select[name="category"]').selectOption('bug');
    await form.locator('input[name="subject"]').fill(SCRIPT);
    await form.locator('textarea[name="message"]').fill(`Bonjour ${IMG} ${FRAME} ${SVG}`);
    await sender.page.getByTestId('contact-submit').click();
    await expect
      .poll(async () => (await e2e.server.db.selectFrom('contactMessages').select('id').where('subject', '=', SCRIPT).executeTakeFirst())?.id ?? null)
      .not.toBeNull();
    const message = await e2e.server.db.selectFrom('contactMessages').select(['id', 'name']).where('subject', '=', SCRIPT).executeTakeFirstOrThrow();
    expect(message.name).toBe(IMG);
    await expectNoInjection(sender.page);

    const reader = await watchedPage(admin);
    await reader.page.goto(`${e2e.server.baseUrl}/admin`);
    await reader.page.getByTestId('admin-tab-messages').click();
    const card = reader.page.getByTestId(`message-${message.id}`);
    await card.waitFor();
    await expect.poll(() => card.innerText()).toContain(SCRIPT);
    const text = await card.innerText();
    for (const payload of [IMG, FRAME, SVG]) expect(text).toContain(payload);
    await expectNoInjection(reader.page);
    await sender.context.close();
    await reader.context.close();
  });
});

describe('the client under the Content-Security-Policy', () => {
  it('index.html has no inline script or inline event handler, and is served with the CSP', async () => {
    // '/' and '/demo' may be prerendered pages; other routes get the SPA shell.
    for (const path of ['/', '/demo', '/success-stories', '/admin']) {
      const res = await fetch(`${e2e.server.baseUrl}${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const csp = String(res.headers.get('content-security-policy'));
      expect(csp, path).toMatch(/script-src 'self'(;|$)/);
      expect(csp, path).toContain("frame-ancestors 'none'");
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const [, attrs, content] of scripts) {
        expect(attrs, `${path}: every script is a file`).toMatch(/\bsrc="\/[^"]+"/);
        expect(content!.trim(), path).toBe('');
      }
      expect(html, path).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
      expect(html, path).not.toMatch(/javascript:/i);
    }
  });

  const PUBLIC = ['/', '/demo', '/pricing', '/faq', '/contact', '/login', '/register', '/naturalisation-francaise', '/quiz-naturalisation', '/success-stories', '/community-challenges', '/french-regions', '/weekly-focus', '/viral-quiz', '/social-media-hub', '/legal'];
  const MEMBER = ['/', '/dashboard', '/quiz', '/history', '/interview', '/examen-civique', '/account', '/payment'];

  it.each([
    ['a visitor', PUBLIC, null],
    ['a member', MEMBER, 'member'],
    ['an admin', ['/admin'], 'admin'],
  ] as const)('the main pages raise no CSP violation for %s', async (_who, paths, who) => {
    const { page, context, errors } = await watchedPage(who === 'member' ? member : who === 'admin' ? admin : undefined);
    const violations: string[] = [];
    for (const path of paths) {
      await page.goto(`${e2e.server.baseUrl}${path}`);
      await settled(page);
      await expect.poll(() => page.evaluate(() => document.getElementById('root')?.childElementCount ?? 0), { message: `${path} renders` }).toBeGreaterThan(0);
      const csp = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
      violations.push(...csp.map((v) => `${path}: ${v}`));
    }
    violations.push(...errors.filter((e) => /Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(e)));
    expect(violations).toEqual([]);
    await context.close();
  });
});
