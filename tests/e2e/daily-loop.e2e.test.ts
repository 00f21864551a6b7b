// The daily loop a candidate comes back to, on a 390×844 phone (issue 37): the mock exam in French
// (the help translation closed, opened per question and named in the correction), options in a
// new order for each attempt and the same order on resume.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser } from '../helpers/test-app.js';
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
