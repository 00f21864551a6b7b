// The interface's finish in a real browser, on every route with data present (a published story,
// history rows, a leaderboard): no console error (hydration included), axe finds no serious or
// critical violation at 390 and 1280 px, no label cut at 390 px, tap targets of at least 44×44 px,
// whole option cards tappable, field-level errors on the sign-up and sign-in forms, toasts that
// leave the primary button free, no dead-end feature, and the weekly focus starting its own quiz.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAttemptId } from '../../src/shared/attempt-id.js';
import { createUser, request, type TestUser } from '../helpers/test-app.js';
import { settled, signIn } from './browser.js';
import { browserSuite } from './harness.js';
import { seriousAxeViolations, VISITOR_ROUTES } from './pages.js';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

/** Every visitor page, the interview simulator's invitation to sign in, and the 404 page. */
const VISITOR_PAGES = [...VISITOR_ROUTES, '/interview', '/page-inconnue'];
const MEMBER_ROUTES = ['/', '/dashboard', '/quiz', '/history', '/examen-civique', '/account', '/success-stories', '/community-challenges', '/payment', '/weekly-focus', '/interview'];

const e2e = browserSuite();
let member: TestUser;
let demoMember: TestUser;
let admin: TestUser;

/** A finished 5-question quiz through the API, as the quiz page records one. */
async function finishedQuiz(user: TestUser, type: 'full' | 'demo') {
  const id = newAttemptId();
  const created = await request(e2e.server.app, { method: 'POST', url: '/api/attempts', user, payload: { id, type, totalQuestions: 5 } });
  expect(created.statusCode, created.body).toBe(201);
  const questions = await request(e2e.server.app, { method: 'GET', url: type === 'full' ? '/api/questions?limit=5' : '/api/questions/demo', user });
  const list = (questions.json() as Array<{ id: string; options: string[] }> | { questions: Array<{ id: string; options: string[] }> });
  const items = (Array.isArray(list) ? list : list.questions).slice(0, 5);
  for (const q of items) {
    const res = await request(e2e.server.app, { method: 'POST', url: '/api/responses', user, payload: { questionId: q.id, userAnswer: q.options[0], attemptId: id } });
    expect(res.statusCode, res.body).toBe(201);
  }
  const done = await request(e2e.server.app, { method: 'PATCH', url: `/api/attempts/${id}`, user, payload: { isCompleted: true } });
  expect(done.statusCode, done.body).toBe(200);
}

beforeAll(async () => {
  member = await createUser(e2e.server.db, { firstName: 'Fatima', lastName: 'Benali', hasFullAccess: true, password: 'motdepasse-solide' });
  demoMember = await createUser(e2e.server.db, { firstName: 'Karim', lastName: 'Haddad', hasFullAccess: false });
  admin = await createUser(e2e.server.db, { firstName: 'Claire', lastName: 'Martin', isAdmin: true, hasFullAccess: true });
  await finishedQuiz(member, 'full');
  await finishedQuiz(member, 'full');
  await finishedQuiz(demoMember, 'demo');
  const story = await request(e2e.server.app, {
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
  const published = await request(e2e.server.app, { method: 'PATCH', url: `/api/admin/success-stories/${storyId}`, user: admin, payload: { status: 'published' } });
  expect(published.statusCode, published.body).toBe(200);
});

async function open(path: string, page: Page) {
  await page.goto(`${e2e.server.baseUrl}${path}`);
  await page.locator('main h1, main h2').first().waitFor({ timeout: 15_000 });
  await settled(page);
}

/** Elements whose own text is cut: wider than their box while overflow is hidden or ellipsed. */
async function cutLabels(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('main *, header *, footer *'))) {
      if (!Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())) continue;
      const style = getComputedStyle(el);
      const clipped = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      // A 1 px box is visually hidden text (for screen readers), cut on purpose.
      if (!clipped || el.clientWidth <= 1) continue;
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
      // A check box or radio inside a label or a card: the tap target is that container; with a
      // label beside it (Mantine's Checkbox), the input and its label together.
      const container = el.matches('input') ? (el.closest('label, [data-tap-target]') as HTMLElement | null) : null;
      const target = container ?? el;
      let box: { width: number; height: number; right: number; bottom: number } = target.getBoundingClientRect();
      const labels = el instanceof HTMLInputElement && !container ? Array.from(el.labels ?? []) : [];
      for (const label of labels) {
        const a = box;
        const b = label.getBoundingClientRect();
        const left = Math.min(a.right - a.width, b.left);
        const top = Math.min(a.bottom - a.height, b.top);
        const right = Math.max(a.right, b.right);
        const bottom = Math.max(a.bottom, b.bottom);
        box = { width: right - left, height: bottom - top, right, bottom };
      }
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

/** What a page shows that it must not: a console error, a serious axe violation, a dead end, a demo offered to a member. */
async function pageFaults(page: Page, errors: string[], since: number, member: boolean) {
  const found: Record<string, unknown> = {};
  if (errors.length > since) found.console = errors.slice(since);
  const axe = await seriousAxeViolations(page);
  if (axe.length) found.axe = axe;
  // Nothing announced that does not exist, and no demo offered to members (they have the quiz).
  const body = await page.evaluate(() => document.body.innerText);
  if (/bientôt disponible/i.test(body)) found.deadEnd = 'Bientôt disponible';
  if (member && /Essayer la démo/i.test(body)) found.demoOffer = 'Essayer la démo';
  return found;
}

/**
 * Each route loaded once on the phone (hydration and console errors, axe, cut labels, tap targets,
 * emoji), then the same page widened to the laptop (axe and the rest again, as the layout and the
 * media queries give it there): the server-rendered markup is the same at every width, so a second
 * load at 1280 px only repeated the first (a third of the file's time).
 */
async function survey(label: string, routes: string[], user: TestUser | null, report: Record<string, unknown>) {
  const { context, page, errors } = await e2e.newPage({ viewport: PHONE });
  page.on('console', (msg) => {
    if (msg.type() === 'warning' && /hydrat|#418|#423|#425/i.test(msg.text())) errors.push(msg.text());
  });
  if (user) await signIn(context, e2e.server, user);
  for (const path of routes) {
    await page.setViewportSize(PHONE);
    let before = errors.length;
    await open(path, page);
    const phone = await pageFaults(page, errors, before, user !== null);
    const cut = await cutLabels(page);
    if (cut.length) phone.cut = cut;
    const small = await smallTapTargets(page);
    if (small.length) phone.small = small;
    const emoji = await emojiText(page);
    if (emoji.length) phone.emoji = emoji;
    if (Object.keys(phone).length) report[`${label} ${PHONE.width} ${path}`] = phone;

    before = errors.length;
    await page.setViewportSize(LAPTOP);
    await settled(page);
    const laptop = await pageFaults(page, errors, before, user !== null);
    if (Object.keys(laptop).length) report[`${label} ${LAPTOP.width} ${path}`] = laptop;
  }
  await context.close();
}

describe('every route, with data present', () => {
  it('visitor routes: no console error, no serious axe violation, no cut label, tap targets ≥ 44 px', async () => {
    const report: Record<string, unknown> = {};
    await survey('visitor', VISITOR_PAGES, null, report);
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

/** The error shown under a field (Mantine's InputWrapper error), or '' when the field is valid. */
async function fieldError(page: Page, label: RegExp) {
  const input = page.getByRole('main').getByLabel(label);
  if ((await input.getAttribute('aria-invalid')) !== 'true') return '';
  const wrapper = input.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " mantine-InputWrapper-root ")][1]');
  return ((await wrapper.locator('.mantine-InputWrapper-error').textContent()) ?? '').trim();
}

describe('forms', () => {
  it('sign-up shows every fault under its field at once, in the interface language, without browser bubbles', async () => {
    const { context, page, errors } = await e2e.newPage({ viewport: PHONE });
    await open('/register', page);
    const form = page.getByRole('main').locator('form');
    expect(await form.getAttribute('novalidate')).not.toBeNull();
    await page.getByRole('main').getByRole('button', { name: "S'inscrire", exact: true }).click();
    expect(await fieldError(page, /^Prénom/)).toBe('Le prénom est requis.');
    expect(await fieldError(page, /^Nom/)).toBe('Le nom est requis.');
    expect(await fieldError(page, /^Email/)).toBe("L'adresse e-mail est requise.");
    expect(await fieldError(page, /^Mot de passe/)).toBe('Le mot de passe doit contenir au moins 6 caractères.');
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);

    // A mismatch under the confirmation; the fields already right are no longer marked.
    await page.getByRole('main').getByLabel(/^Prénom/).fill('Salma');
    await page.getByRole('main').getByLabel(/^Nom/).fill('Idrissi');
    await page.getByRole('main').getByLabel(/^Email/).fill(member.email);
    await page.getByRole('main').getByLabel(/^Mot de passe/).fill('motdepasse-solide');
    await page.getByRole('main').getByLabel(/^Confirmer le mot de passe/).fill('autre-chose');
    await page.getByRole('main').getByRole('button', { name: "S'inscrire", exact: true }).click();
    expect(await fieldError(page, /^Confirmer le mot de passe/)).toBe('Les mots de passe ne correspondent pas.');
    expect(await fieldError(page, /^Prénom/)).toBe('');

    // A taken e-mail comes back from the server under the e-mail field.
    await page.getByRole('main').getByLabel(/^Confirmer le mot de passe/).fill('motdepasse-solide');
    await page.getByRole('main').getByRole('button', { name: "S'inscrire", exact: true }).click();
    await expect.poll(() => fieldError(page, /^Email/)).toBe('Un compte existe déjà avec cet email.');
    expect(page.url()).toBe(`${e2e.server.baseUrl}/register`);
    // No Google button where Google sign-in is not configured.
    expect(await page.getByTestId('google-sign-in').count()).toBe(0);
    expect(errors.filter((e) => !/409|Conflict/i.test(e))).toEqual([]);
    await context.close();
  });

  it('the same messages in English when the interface is in English', async () => {
    const { context, page } = await e2e.newPage({ viewport: PHONE });
    await context.addInitScript(() => localStorage.setItem('product-language', 'en'));
    await open('/register', page);
    await page.getByRole('main').getByRole('button', { name: 'Sign up', exact: true }).click();
    expect(await fieldError(page, /^First name/)).toBe('First name is required.');
    expect(await fieldError(page, /^Email/)).toBe('Email is required.');
    await context.close();
  });

  it('a wrong password shows under the password field; the show/hide button is named in French', async () => {
    const { context, page } = await e2e.newPage({ viewport: PHONE });
    await open('/login', page);
    await page.getByRole('main').getByLabel(/^Email/).fill(member.email);
    await page.getByRole('main').getByLabel(/^Mot de passe/).fill('pas-le-bon');
    await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
    await expect.poll(() => fieldError(page, /^Mot de passe/)).toBe('Email ou mot de passe incorrect.');
    await page.getByRole('main').getByRole('button', { name: 'Afficher ou masquer le mot de passe' }).waitFor();
    await context.close();
  });

  it('on a phone, a toast never covers the button that raised it', async () => {
    const { context, page } = await e2e.newPage({ viewport: PHONE });
    await open('/contact', page);
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Nom complet').fill('Fatima Benali');
    await form.getByLabel('Adresse e-mail').fill('fatima@exemple.fr');
    await form.getByLabel('Catégorie').selectOption('technical');
    await form.getByLabel('Sujet').fill('Question sur le quiz');
    await form.getByLabel('Message').fill("Bonjour, je voudrais savoir comment revoir mes erreurs d'hier.");
    const send = page.getByTestId('contact-submit');
    await send.scrollIntoViewIfNeeded();
    await send.click();
    const toast = page.locator('.mantine-Notification-root').first();
    await toast.waitFor({ timeout: 10_000 });
    const [a, b] = [await toast.boundingBox(), await send.boundingBox()];
    const overlap = a && b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap).toBeFalsy();
    await context.close();
  });
});

describe('quiz', () => {
  it('a tap anywhere on an option card chooses it, and answered options keep full-colour text', async () => {
    const { context, page } = await e2e.newPage({ viewport: PHONE });
    await signIn(context, e2e.server, member);
    await open('/quiz', page);
    await page.getByTestId('start-quiz').click();
    const option = page.getByTestId('option').first();
    await option.waitFor();
    const box = (await option.boundingBox())!;
    // The right end of the card, away from the text.
    await page.mouse.click(box.x + box.width - 6, box.y + box.height / 2);
    await expect.poll(() => option.getAttribute('aria-checked')).toBe('true');
    const look = await page.getByTestId('option').nth(1).evaluate((el) => {
      const text = el.querySelector('p') ?? el;
      const style = getComputedStyle(text);
      return { color: style.color, opacity: Number(getComputedStyle(el).opacity), body: getComputedStyle(document.body).color };
    });
    expect(look.opacity).toBe(1);
    expect(look.color).toBe(look.body);
    await context.close();
  });

  it('without full access, a locked choice shows a lock and, when tapped, why and the free one-click unlock', async () => {
    const { context, page } = await e2e.newPage({ viewport: PHONE });
    await signIn(context, e2e.server, demoMember);
    await open('/quiz', page);
    const locked = page.getByTestId('theme-institutions_politique');
    expect(await locked.getAttribute('aria-disabled')).toBe('true');
    expect(await locked.locator('svg').count()).toBe(1);
    // aria-disabled (the choice cannot be chosen), yet a tap explains: Playwright would wait for it
    // to be enabled, so the tap is forced.
    // (Centred first: the members' bottom bar covers the bottom of a phone screen.)
    await locked.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await locked.click({ force: true });
    const reason = page.getByTestId('locked-reason');
    await reason.waitFor();
    expect(await reason.innerText()).toContain("Ce choix demande l'accès complet.");
    expect(await reason.getByRole('link').getAttribute('href')).toBe('/payment');
    await context.close();
  });

  it('the weekly focus starts the quiz it describes: its category, level and number of questions', async () => {
    const { context, page } = await e2e.newPage({ viewport: PHONE });
    await signIn(context, e2e.server, member);
    await open('/weekly-focus', page);
    const described = (await page.getByTestId('weekly-quiz').innerText()).replace(/\s+/g, ' ');
    const [, count, level, category] = /^(\d+) questions, (.+), catégorie (.+)\.$/.exec(described)!;
    await page.getByTestId('weekly-start').click();
    await page.waitForURL(/\/quiz\?/);
    const summary = page.getByTestId('config-summary');
    await summary.waitFor();
    const text = (await summary.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain(category!);
    expect(text).toContain(level === 'tous niveaux' ? 'Tous niveaux' : level!.replace(/^niveau /, ''));
    expect(text).toContain(`Questions ${count}`);
    // And it starts: as many questions as said.
    await page.getByTestId('start-quiz').click();
    await expect.poll(() => page.getByTestId('question-counter').first().innerText(), { timeout: 15_000 }).toMatch(new RegExp(`sur ${count}$`));
    await context.close();
  });
});
