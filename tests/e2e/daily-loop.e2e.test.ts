// The daily loop a candidate comes back to, on a 390×844 phone (issue 37): the mock exam in French
// (the help translation closed, opened per question and named in the correction), options in a
// new order for each attempt and the same order on resume.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, request } from '../helpers/test-app.js';
import { signIn } from './browser.js';
import { browserSuite } from './harness.js';

const PHONE = { width: 390, height: 844 };

const e2e = browserSuite();

async function inArabic(page: Page) {
  await page.addInitScript(() => localStorage.setItem('product-language', 'ar'));
}

/** 'Suivant' in the exam until a question has a help translation to open; returns its number. */
async function toTranslatedQuestion(page: Page): Promise<number> {
  for (let n = 1; n <= 40; n += 1) {
    if (await page.getByTestId('translation-toggle').isVisible()) return n;
    await page.getByTestId('exam-next').click();
  }
  throw new Error('no exam question with a help translation');
}

describe('the mock exam in French', () => {
  it('keeps the help translation closed in Arabic, opens it on one question, and the correction says so', async () => {
    const who = await createUser(e2e.server.db, { firstName: 'Samira', hasFullAccess: true });
    const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
    await inArabic(page);
    await signIn(context, e2e.server, who);
    await page.goto(`${e2e.server.baseUrl}/examen-civique`);
    await page.getByTestId('exam-rules').waitFor();
    expect(await page.getByTestId('exam-rules').textContent()).toContain('الترجمة المساعدة مغلقة');
    await page.getByTestId('exam-start').click();
    await page.getByTestId('exam-countdown').waitFor();
    // Closed by default, although the member's quizzes show it (the default there).
    expect(await page.getByTestId('translation').count()).toBe(0);
    expect(await page.getByTestId('exam-translation-note').textContent()).toContain('الامتحان بالفرنسية');
    const n = await toTranslatedQuestion(page);
    expect(await page.getByTestId('translation').count()).toBe(0);
    await page.getByTestId('translation-toggle').click();
    await page.getByTestId('translation').first().waitFor();
    const attempt = () => e2e.server.db.selectFrom('attempts').select(['id', 'translationOpened']).where('userId', '=', who.id).executeTakeFirstOrThrow();
    await expect.poll(async () => JSON.parse((await attempt()).translationOpened ?? '[]').length).toBe(1);
    // The next question is closed again.
    await page.getByTestId('exam-next').click();
    await expect.poll(() => page.getByTestId('exam-counter').textContent()).toContain(String(n + 1));
    expect(await page.getByTestId('translation').count()).toBe(0);

    // A reload resumes the exam with the translation closed.
    await page.reload();
    await page.getByTestId('exam-resume').getByRole('button').click();
    await page.getByTestId('exam-countdown').waitFor();
    expect(await page.getByTestId('translation').count()).toBe(0);
    await page.getByTestId('exam-finish').click();
    await page.getByTestId('exam-confirm-finish').click();
    await page.getByTestId('exam-result').waitFor();
    expect(await page.getByTestId('exam-translation-summary').textContent()).toContain(`السؤال ${n}`);
    expect(await page.getByTestId('exam-translation-opened').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in French shows no translation and no note', async () => {
    const who = await createUser(e2e.server.db, { firstName: 'Paul', hasFullAccess: true });
    const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
    await signIn(context, e2e.server, who);
    await page.goto(`${e2e.server.baseUrl}/examen-civique`);
    await page.getByTestId('exam-rules').waitFor();
    expect(await page.getByTestId('exam-rules').textContent()).toContain("la traduction d'aide est fermée");
    await page.getByTestId('exam-start').click();
    await page.getByTestId('exam-countdown').waitFor();
    expect(await page.getByTestId('translation-toggle').count()).toBe(0);
    expect(await page.getByTestId('exam-translation-note').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The options on screen, in order (the French text of each). */
const shownOptions = (page: Page) => page.getByTestId('option').locator('[lang="fr"]').allTextContents();

describe('options in a new order for each attempt', () => {
  it('the demo does not keep every right answer at « B », and scores the text', async () => {
    const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
    await page.goto(`${e2e.server.baseUrl}/demo`);
    const letters: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await page.getByTestId('question-text').waitFor();
      const text = (await page.getByTestId('question-text').locator('[lang="fr"]').first().textContent())!;
      const q = await e2e.server.db.selectFrom('questions').select('correctAnswer').where('content', '=', text).executeTakeFirstOrThrow();
      const options = await shownOptions(page);
      letters.push(options.indexOf(q.correctAnswer));
      await page.getByRole('radio', { name: q.correctAnswer, exact: true }).click();
      await page.getByTestId('feedback').waitFor();
      expect(await page.getByTestId('feedback').textContent()).toContain('Bonne réponse');
      if (i < 2) await page.getByTestId('quiz-next').click();
    }
    expect(new Set(letters).size).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the exam keeps its order after a reload', async () => {
    const who = await createUser(e2e.server.db, { firstName: 'Léa', hasFullAccess: true });
    const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
    await signIn(context, e2e.server, who);
    await page.goto(`${e2e.server.baseUrl}/examen-civique`);
    await page.getByTestId('exam-start').click();
    await page.getByTestId('exam-countdown').waitFor();
    await page.getByTestId('option').first().click();
    const before = await shownOptions(page);
    await page.reload();
    await page.getByTestId('exam-resume').getByRole('button').click();
    await page.getByTestId('exam-countdown').waitFor();
    // Resumed on question 2 (the first without an answer): back to question 1.
    await page.getByRole('listitem', { name: /^Question 1,/ }).click();
    expect(await shownOptions(page)).toEqual(before);
    expect(await page.getByTestId('option').first().getAttribute('aria-checked')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });
});

const seconds = (clockText: string) => clockText.split(':').reduce((s, part) => s * 60 + Number(part), 0);

/** Answers the question on screen (right or wrong, from the database); returns the answer given. */
async function answerShown(page: Page, right: boolean): Promise<string> {
  const text = (await page.getByTestId('question-text').locator('[lang="fr"]').first().textContent())!;
  const q = await e2e.server.db.selectFrom('questions').select(['correctAnswer', 'options']).where('content', '=', text).executeTakeFirstOrThrow();
  const choice = right ? q.correctAnswer : (JSON.parse(q.options) as string[]).find((o) => o !== q.correctAnswer)!;
  await page.getByRole('radio', { name: choice, exact: true }).click();
  await page.getByTestId('feedback').waitFor();
  return choice;
}

async function next(page: Page) {
  const counter = await page.getByTestId('question-counter').textContent();
  await page.getByTestId('quiz-next').click();
  await expect.poll(() => page.getByTestId('question-counter').textContent()).not.toBe(counter);
}

describe('a quiz in progress', () => {
  it('resumes after a reload, after Back, and on another device; the glossary opens in a sheet over it', async () => {
    const who = await createUser(e2e.server.db, { firstName: 'Awa', hasFullAccess: true });
    const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
    await signIn(context, e2e.server, who);
    // Questions on laïcité: their wording uses glossary words.
    await page.goto(`${e2e.server.baseUrl}/quiz?theme=principes_valeurs&subtheme=laicite`);
    await page.getByTestId('start-quiz').click();
    await page.getByTestId('quiz-player').waitFor();
    // No « Quiz démarré ! » toast over « Question 1 sur … ».
    await page.waitForTimeout(400);
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
    expect(await page.getByTestId('question-counter').textContent()).toMatch(/^Question 1 sur \d+$/);
    const given: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await page.waitForTimeout(1100);
      given.push(await answerShown(page, i !== 1));
      await next(page);
    }
    const total = (await page.getByTestId('question-counter').textContent())!.replace(/^Question 4 sur /, '');
    const question4 = await page.getByTestId('question-text').locator('[lang="fr"]').first().textContent();
    const options4 = await shownOptions(page);
    const timer = seconds((await page.getByTestId('timer').textContent())!);

    // A reload: the same question, options, answers and time.
    await page.reload();
    await page.getByTestId('quiz-player').waitFor();
    expect(await page.getByTestId('question-counter').textContent()).toBe(`Question 4 sur ${total}`);
    expect(await page.getByTestId('question-text').locator('[lang="fr"]').first().textContent()).toBe(question4);
    expect(await shownOptions(page)).toEqual(options4);
    expect(seconds((await page.getByTestId('timer').textContent())!)).toBeGreaterThanOrEqual(timer - 2);
    await page.getByRole('button', { name: 'Précédent' }).click();
    await page.getByTestId('feedback').waitFor();
    expect(await page.getByRole('radio', { name: given[2]!, exact: true }).getAttribute('aria-checked')).toBe('true');
    await next(page);

    // A glossary word: its definition, then the glossary in a sheet over the question.
    const word = page.getByTestId('question-text').getByTestId('glossary-term').first();
    for (let i = 0; i < 6 && (await word.count()) === 0; i += 1) {
      await answerShown(page, true);
      await next(page);
    }
    const counter = await page.getByTestId('question-counter').textContent();
    await word.click();
    await page.getByTestId('glossary-open-sheet').click();
    const sheet = page.getByTestId('glossary-sheet-entry');
    await sheet.waitFor();
    expect(new URL(page.url()).pathname).toBe('/quiz');
    await page.getByTestId('glossary-sheet-search').fill('préfecture');
    await page.getByRole('listitem').filter({ hasText: /^préfecture$/ }).first().click();
    await expect.poll(() => sheet.getByRole('heading').textContent()).toBe('préfecture');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('question-counter').textContent()).toBe(counter);

    // Leaving for the glossary page and coming Back: the quiz again.
    await word.click();
    await page.getByTestId('glossary-open-sheet').click();
    await page.getByRole('link', { name: 'Ouvrir la page du glossaire' }).click();
    await page.waitForURL(/\/glossaire#/);
    await page.goBack();
    await page.getByTestId('quiz-player').waitFor();
    expect(await page.getByTestId('question-counter').textContent()).toBe(counter);

    // Another device: 'Reprendre' on the set-up, then the same question and answers.
    const other = await e2e.newPage({ viewport: PHONE, locale: 'ar' });
    await other.page.addInitScript(() => localStorage.setItem('product-language', 'ar'));
    await signIn(other.context, e2e.server, who);
    await other.page.goto(`${e2e.server.baseUrl}/quiz`);
    const card = other.page.getByTestId('quiz-resume');
    await card.waitFor();
    expect(await card.textContent()).toContain('اختبار قيد التقدّم');
    await other.page.getByTestId('quiz-resume-button').click();
    await other.page.getByTestId('quiz-player').waitFor();
    expect(await other.page.getByTestId('question-text').locator('[lang="fr"]').first().textContent()).toBe(
      await page.getByTestId('question-text').locator('[lang="fr"]').first().textContent(),
    );
    expect(errors).toEqual([]);
    expect(other.errors).toEqual([]);
    await other.context.close();
    await context.close();
  });
});

describe('the history', () => {
  it("gives a quiz played offline the time spent answering, not its second of sync", async () => {
    const who = await createUser(e2e.server.db, { firstName: 'Nadia', hasFullAccess: true });
    // As the offline queue sends it once the network is back: all within a second.
    const id = `attempt_${Date.now()}_offline1`;
    const drawn = (await request(e2e.server.app, { method: 'GET', url: '/api/questions?limit=5', user: who })).json() as { id: string; options: string[] }[];
    await request(e2e.server.app, { method: 'POST', url: '/api/attempts', payload: { id, type: 'full', totalQuestions: 5 }, user: who });
    for (const [i, q] of drawn.entries()) {
      await request(e2e.server.app, { method: 'POST', url: '/api/responses', payload: { questionId: q.id, userAnswer: q.options[0], attemptId: id, timeSpent: i === 0 ? 3 : 2 }, user: who });
    }
    await request(e2e.server.app, { method: 'PATCH', url: `/api/attempts/${id}`, payload: { isCompleted: true }, user: who });
    const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
    await signIn(context, e2e.server, who);
    await page.goto(`${e2e.server.baseUrl}/history`);
    await page.getByTestId('attempt-duration').first().waitFor();
    expect((await page.getByTestId('attempt-duration').first().textContent())?.replace(/\s/g, ' ')).toBe('Durée : 11 s');
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Width and height of every element `selector` matches that is on screen. */
function boxes(page: Page, selector: string) {
  return page.evaluate(
    (s) =>
      [...document.querySelectorAll<HTMLElement>(s)]
        .filter((e) => e.offsetParent !== null)
        .map((e) => {
          const r = e.getBoundingClientRect();
          return { width: Math.round(r.width), height: Math.round(r.height), left: r.left, right: r.right, text: e.textContent ?? '' };
        }),
    selector,
  );
}

describe('small things that cost trust, on a phone', () => {
  it('Arabic shows no French in the legal link or the e-mail placeholder; login inputs are 44 px tall', async () => {
    const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
    await inArabic(page);
    await page.goto(`${e2e.server.baseUrl}/login`);
    const email = page.locator('input[type="email"]');
    await email.waitFor();
    expect(await email.getAttribute('placeholder')).toBe('name@example.com');
    expect(await page.locator('footer').textContent()).not.toContain('Mentions');
    const inputs = await boxes(page, 'main input');
    for (const input of inputs) expect(input.height, 'login input').toBeGreaterThanOrEqual(44);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the exam grid and the subtheme links are 44 px targets', async () => {
    const who = await createUser(e2e.server.db, { firstName: 'Omar', hasFullAccess: true });
    const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
    await signIn(context, e2e.server, who);
    await page.goto(`${e2e.server.baseUrl}/examen-civique`);
    await page.getByTestId('exam-start').click();
    await page.getByTestId('exam-countdown').waitFor();
    const cells = await boxes(page, '[data-testid="exam-runner"] [role="listitem"]');
    expect(cells).toHaveLength(40);
    for (const c of cells) {
      expect(c.width, `cell ${c.text}`).toBeGreaterThanOrEqual(44);
      expect(c.height, `cell ${c.text}`).toBeGreaterThanOrEqual(44);
    }
    const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
    expect(scroll).toBeLessThanOrEqual(width);

    await page.goto(`${e2e.server.baseUrl}/`);
    await page.locator('a[href*="subtheme="]').first().waitFor();
    const links = await boxes(page, 'main a[href*="subtheme="]');
    expect(links.length).toBeGreaterThan(0);
    for (const l of links) expect(l.height, `link ${l.text}`).toBeGreaterThanOrEqual(44);
    // One taxonomy (item 4): the sixteen official subthemes once, no block of the old categories.
    const hrefs = await page.locator('main a[href*="subtheme="]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(await page.getByTestId('category-progress').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/sources shows the status of each fact on a phone without sideways scroll, in French and Arabic', async () => {
    for (const lang of ['fr', 'ar']) {
      const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
      if (lang === 'ar') await inArabic(page);
      await page.goto(`${e2e.server.baseUrl}/sources`);
      const card = page.getByTestId('fact-card-departements');
      await card.waitFor();
      const verified = card.getByTestId('fact-verified');
      const box = (await verified.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(await verified.textContent()).toContain(lang === 'fr' ? 'Vérifié le' : 'تم التحقق في');
      const overflow = await page.evaluate(() => [...document.querySelectorAll('main *')].some((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX === 'auto'));
      expect(overflow, 'no sideways scroll area').toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('the glossary A–Z index reads A to Z left to right in Arabic', async () => {
    const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
    await inArabic(page);
    await page.goto(`${e2e.server.baseUrl}/glossaire`);
    const nav = page.locator('main nav a[href^="#lettre-"]');
    await nav.first().waitFor();
    const letters = await boxes(page, 'main nav a[href^="#lettre-"]');
    expect(letters[0]!.text).toBe('A');
    expect(letters[1]!.left).toBeGreaterThan(letters[0]!.left);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('one taxonomy', () => {
  it('the quiz set-up offers no old category and each question is labelled by its official subtheme, in French and Arabic', async () => {
    const who = await createUser(e2e.server.db, { firstName: 'Inès', hasFullAccess: true });
    for (const lang of ['fr', 'ar'] as const) {
      const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
      if (lang === 'ar') await inArabic(page);
      await signIn(context, e2e.server, who);
      await page.goto(`${e2e.server.baseUrl}/quiz`);
      await page.getByTestId('quiz-config').waitFor();
      await page.getByTestId('quiz-config').getByRole('button', { name: lang === 'fr' ? 'Suivant' : 'التالي' }).click();
      await page.getByTestId('difficulty-0').waitFor();
      expect(await page.locator('[data-testid^="category-"]').count()).toBe(0);
      await page.getByTestId('start-quiz').click();
      await page.getByTestId('quiz-player').waitFor();
      const label = (await page.getByTestId('question-label').textContent())!;
      const text = (await page.getByTestId('question-text').locator('[lang="fr"]').first().textContent())!;
      const q = await e2e.server.db.selectFrom('questions').select('subtheme').where('content', '=', text).executeTakeFirstOrThrow();
      const names = (await import(`../../src/client/i18n/locales/${lang}/common.json`)).default as { subthemes: Record<string, string> };
      expect(label).toBe(names.subthemes[q.subtheme]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
