// The practice loop on a 390×844 phone: every question starts with its counter and text in view
// below the sticky header (after start, each 'Suivant', each review step), every route change
// starts at the top, the members' bottom bar, the way back after signing in (and no open
// redirect), practice by official theme from the exam result, and an exam that resumes where
// it stopped with its countdown in view and questions marked for review.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser } from '../helpers/test-app.js';
import { signIn } from './browser.js';
import { browserSuite } from './harness.js';

const PHONE = { width: 390, height: 844 };

const e2e = browserSuite();

/** Where an element is in the viewport, and the bottom of the sticky site header. */
async function placement(locator: Locator) {
  return locator.evaluate((el) => {
    const header = document.querySelector('header')!.getBoundingClientRect().bottom;
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, header, viewport: window.innerHeight };
  });
}

/** The question's counter and text are on screen, below the header, and the text has the focus. */
async function expectQuestionInView(page: Page, step: string) {
  const top = await placement(page.getByTestId('question-top'));
  expect(top.top, `${step}: counter under the header`).toBeGreaterThanOrEqual(top.header - 1);
  expect(top.top, `${step}: counter on screen`).toBeLessThan(top.viewport);
  const text = await placement(page.getByTestId('question-text'));
  expect(text.top, `${step}: question on screen`).toBeGreaterThanOrEqual(text.header - 1);
  expect(text.top, `${step}: question on screen`).toBeLessThan(text.viewport * 0.6);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), { message: `${step}: focus` })
    .toBe('question-text');
}

/** The right or a wrong answer to the question on screen, from the database. */
async function answer(page: Page, right: boolean) {
  const text = (await page.getByTestId('question-text').locator('[lang="fr"]').first().textContent())!;
  const q = await e2e.server.db.selectFrom('questions').select(['correctAnswer', 'options']).where('content', '=', text).executeTakeFirstOrThrow();
  const wrong = (JSON.parse(q.options) as string[]).find((o) => o !== q.correctAnswer)!;
  await page.getByRole('radio', { name: right ? q.correctAnswer : wrong, exact: true }).click();
  await page.getByTestId('feedback').waitFor();
}

/** The quiz set up for 10 questions of every theme, its start button not yet pressed. */
async function configureTenQuestionQuiz(page: Page) {
  await page.goto(`${e2e.server.baseUrl}/quiz`);
  await page.getByTestId('quiz-config').waitFor();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByTestId('count-10').click();
}

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
}

describe('practice loop on a phone', () => {
  it('keeps every new question in view, after start, each "Suivant" and each review step', async () => {
    const who = await createUser(e2e.server.db, { firstName: 'Sofia', hasFullAccess: true });
    const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
    await signIn(context, e2e.server, who);
    await configureTenQuestionQuiz(page);
    // The start button sits low on the page: the page is scrolled when the quiz starts.
    await page.getByTestId('start-quiz').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByTestId('start-quiz').click();
    await page.getByTestId('quiz-player').waitFor();
    await expectQuestionInView(page, 'after start');
    // Nothing is stored before the first answer.
    expect(await e2e.server.db.selectFrom('attempts').select('id').where('userId', '=', who.id).execute()).toEqual([]);
    for (let i = 0; i < 10; i += 1) {
      // Half wrong, for the review; the explanation and its source come with the feedback.
      await answer(page, i % 2 === 0);
      expect(await page.getByTestId('answer-source').textContent()).toMatch(/^Source\u202f: \S/);
      const last = i === 9;
      const counter = await page.getByTestId('question-counter').textContent();
      await page.getByRole('button', { name: last ? 'Terminer' : 'Suivant' }).click();
      if (!last) {
        await expect.poll(() => page.getByTestId('question-counter').textContent()).not.toBe(counter);
        await expectQuestionInView(page, `question ${i + 2}`);
      }
    }
    await page.getByTestId('quiz-results').waitFor();
    // The results start at the top: the score ring is on screen.
    const ring = await placement(page.getByTestId('result-score'));
    expect(ring.top).toBeGreaterThanOrEqual(ring.header - 1);
    expect(ring.bottom).toBeLessThanOrEqual(ring.viewport);
    expect(await page.getByTestId('result-score').textContent()).toBe('50%');
    expect(await page.getByTestId('result-time').textContent()).toMatch(/^Temps\u202f: \d{1,2} s$/);

    await page.getByRole('button', { name: 'Revoir mes erreurs' }).click();
    await page.getByTestId('quiz-player').waitFor();
    await expect.poll(() => page.getByTestId('question-counter').textContent()).toBe('Question 1 sur 5');
    await expectQuestionInView(page, 'review start');
    for (let i = 0; i < 5; i += 1) {
      await answer(page, true);
      const last = i === 4;
      const counter = await page.getByTestId('question-counter').textContent();
      await page.getByRole('button', { name: last ? 'Terminer' : 'Suivant' }).click();
      if (!last) {
        await expect.poll(() => page.getByTestId('question-counter').textContent()).not.toBe(counter);
        await expectQuestionInView(page, `review ${i + 2}`);
      }
    }
    await page.getByTestId('quiz-results').waitFor();

    // The history says what each attempt was; the review leaves the average where it was.
    await page.getByTestId('bottom-nav').getByRole('link', { name: 'Progrès' }).click();
    await page.getByTestId('attempt-item').first().waitFor();
    const labels = await page.getByTestId('attempt-label').allTextContents();
    expect(labels).toEqual(['Révision des erreurs', 'Quiz 10 questions']);
    await page.getByTestId('bottom-nav').getByRole('link', { name: 'Accueil' }).click();
    // The stat cards sit under « Tout le tableau de bord » since issue 37.
    await page.getByTestId('dashboard-more').click();
    await page.getByTestId('stat-average').waitFor();
    await expect.poll(() => page.getByTestId('stat-average').textContent()).toContain('50%');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the next question in view when "Suivant" is tapped while the explanation is still scrolling in', async () => {
    const who = await createUser(e2e.server.db, { firstName: 'Karim', hasFullAccess: true });
    const { page, context } = await e2e.newPage({ viewport: PHONE });
    await signIn(context, e2e.server, who);
    await configureTenQuestionQuiz(page);
    await page.getByTestId('start-quiz').click();
    await page.getByTestId('quiz-player').waitFor();
    for (let i = 0; i < 3; i += 1) {
      // The explanation starts scrolling into view 300 ms after the answer; tap during that scroll.
      // The position is read before answering: on a loaded machine the answer's round trip can
      // outlast the scroll's start, and a position read after it would wait for a scroll already made.
      const before = await page.evaluate(() => window.scrollY);
      await answer(page, false);
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 2_000, interval: 20 }).not.toBe(before);
      const counter = await page.getByTestId('question-counter').textContent();
      await page.getByRole('button', { name: 'Suivant' }).click();
      await expect.poll(() => page.getByTestId('question-counter').textContent()).not.toBe(counter);
      // At once: the explanation's scroll stops instead of carrying the new question under the
      // header for the rest of its course (a phone that was slow to tap lost the question).
      await expectQuestionInView(page, `question ${i + 2} right after an early tap`);
      // Once any scroll has had time to finish, the new question is still where it was put.
      await page.waitForTimeout(1_000);
      await expectQuestionInView(page, `question ${i + 2} after an early tap`);
    }
  });

  it('starts every page at the top, from the bottom bar and from the footer', async () => {
    const who = await createUser(e2e.server.db, { firstName: 'Malik' });
    const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
    await signIn(context, e2e.server, who);
    await page.goto(`${e2e.server.baseUrl}/dashboard`);
    await page.getByTestId('dashboard-greeting').waitFor();
    const bar = page.getByTestId('bottom-nav');
    expect(await bar.getByRole('link').allTextContents()).toEqual(['Accueil', 'Quiz', 'Examen', 'Entretien', 'Progrès']);
    await scrollToBottom(page);
    await bar.getByRole('link', { name: 'Examen' }).click();
    await page.getByTestId('exam-rules').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await scrollToBottom(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL(`${e2e.server.baseUrl}/faq`);
    await page.locator('h1').first().waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Nothing of the page hides under the bar: the footer's last line is above it.
    await scrollToBottom(page);
    const footer = await page.getByRole('contentinfo').evaluate((el) => el.getBoundingClientRect().bottom);
    const barTop = await bar.evaluate((el) => el.getBoundingClientRect().top);
    expect(footer).toBeLessThanOrEqual(barTop + 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a visitor to /login?next= and back after signing in, never to another site', async () => {
    const who = await createUser(e2e.server.db, { firstName: 'Nour' });
    const { page, context } = await e2e.newPage({ viewport: PHONE });
    // The visitor's menu offers the pages worth reading before signing up.
    await page.goto(`${e2e.server.baseUrl}/faq`);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('dialog');
    for (const name of ['Démo', 'Tarifs', 'FAQ', 'Guide']) await menu.getByRole('link', { name, exact: true }).waitFor();
    await page.keyboard.press('Escape');

    for (const path of ['/history', '/dashboard', '/quiz', '/examen-civique']) {
      await page.goto(`${e2e.server.baseUrl}${path}`);
      await page.waitForURL(`${e2e.server.baseUrl}/login?next=${encodeURIComponent(path)}`);
    }
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: /^Email( \*)?$/ }).fill(who.email);
    await main.getByLabel(/^Mot de passe/).first().fill(who.password);
    await main.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${e2e.server.baseUrl}/examen-civique`);
    await page.getByTestId('exam-rules').waitFor();

    const { context: other, page: page2 } = await e2e.newPage({ viewport: PHONE });
    await page2.goto(`${e2e.server.baseUrl}/login?next=${encodeURIComponent('//evil.example/steal')}`);
    const main2 = page2.getByRole('main');
    await main2.getByRole('textbox', { name: /^Email( \*)?$/ }).fill(who.email);
    await main2.getByLabel(/^Mot de passe/).first().fill(who.password);
    await main2.getByRole('button', { name: 'Se connecter' }).click();
    await page2.getByTestId('dashboard-greeting').waitFor();
    expect(new URL(page2.url()).origin).toBe(e2e.server.baseUrl);
    expect(new URL(page2.url()).pathname).toBe('/');
    await other.close();
    await context.close();
  });

  it('resumes the exam at the first unanswered question, keeps the countdown in view, marks questions, links results to practice', async () => {
    const who = await createUser(e2e.server.db, { firstName: 'Inaya', hasFullAccess: true });
    const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
    await signIn(context, e2e.server, who);
    await page.goto(`${e2e.server.baseUrl}/examen-civique`);
    await page.getByTestId('exam-rules').waitFor();
    expect(await page.getByTestId('exam-rules').textContent()).toContain('continue si vous quittez la page');
    await page.getByTestId('exam-start').click();
    await page.getByTestId('exam-countdown').waitFor();
    for (let i = 0; i < 2; i += 1) {
      await page.getByTestId('option').first().click();
      await page.getByRole('button', { name: 'Suivant' }).click();
    }
    await expect.poll(() => page.getByTestId('exam-counter').textContent()).toBe('Question 3 sur 40');
    await page.getByTestId('exam-flag').click();
    expect(await page.getByTestId('exam-flag').getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(async () => (await e2e.server.db.selectFrom('responses').select('id').where('userId', '=', who.id).execute()).length)
      .toBe(2);
    // The countdown stays on screen at the bottom of the page, under the header.
    await scrollToBottom(page);
    const clock = await placement(page.getByTestId('exam-countdown'));
    expect(clock.top).toBeGreaterThanOrEqual(clock.header - 1);
    expect(clock.bottom).toBeLessThanOrEqual(clock.viewport);

    // Away on the dashboard: the exam in progress, its minutes and 'Reprendre'.
    await page.getByTestId('bottom-nav').getByRole('link', { name: 'Accueil' }).click();
    const banner = page.getByTestId('exam-in-progress');
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/Examen en cours.*4[45] min restantes.*2\/40/);
    await banner.getByRole('link', { name: 'Reprendre' }).click();
    await page.getByTestId('exam-countdown').waitFor();
    // Back on the first question without an answer, the mark kept in the grid.
    expect(await page.getByTestId('exam-counter').textContent()).toBe('Question 3 sur 40');
    const cell = page.getByRole('listitem', { name: /^Question 3,/ });
    expect(await cell.getAttribute('data-flagged')).toBe('true');
    expect(await cell.getAttribute('aria-label')).toContain('marquée pour revoir');
    const top = await placement(page.getByTestId('exam-question'));
    expect(top.top).toBeGreaterThanOrEqual(top.header - 1);
    expect(top.top).toBeLessThan(top.viewport / 2);

    await page.getByTestId('exam-finish').click();
    expect(await page.getByTestId('exam-confirm-flagged').textContent()).toContain('1 question est marquée pour revoir');
    await page.getByTestId('exam-confirm-finish').click();
    await page.getByTestId('exam-result').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.getByTestId('answer-source').count()).toBe(40);
    const practise = page.getByTestId('practise-theme').last();
    await practise.click();
    await page.waitForURL(`${e2e.server.baseUrl}/quiz?theme=societe`);
    await page.getByTestId('quiz-config').waitFor();
    expect(await page.getByTestId('summary-theme').textContent()).toBe('Vivre dans la société française');
    expect(await page.getByTestId('theme-societe').getAttribute('aria-checked')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });
});
