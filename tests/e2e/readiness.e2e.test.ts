// The readiness figure on a 390×844 phone, in French and Arabic (issue 37, item 3): a new member
// reads « Pas assez de réponses » with the minimum; after weaker quizzes and a passed 32/40 mock
// exam the card agrees with it (the range holds 32, the last mock exam is named, the figure rose)
// and counts answers as « Questions répondues » does; « Comment est-ce calculé ? » opens the
// page from docs/readiness.md with its reliability table, without sideways scroll.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../helpers/test-app.js';
import { signIn } from './browser.js';
import { browserSuite } from './harness.js';
import { finishedQuiz } from './members.js';
import { seriousAxeViolations } from './pages.js';

const PHONE = { width: 390, height: 844 };
const e2e = browserSuite();

async function api(user: TestUser, method: 'POST' | 'PATCH', url: string, payload: object) {
  return e2e.server.app.inject({ method, url, headers: { cookie: user.cookie }, payload });
}

/** A mock exam handed in with `right` right answers out of 40. */
async function mockExam(user: TestUser, right: number) {
  const exam = (await api(user, 'POST', '/api/questions/exam', {})).json() as { attemptId: string; questions: { id: string }[] };
  const rows = await e2e.server.db.selectFrom('questions').select(['id', 'correctAnswer', 'options']).where('id', 'in', exam.questions.map((q) => q.id)).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [i, { id }] of exam.questions.entries()) {
    const q = byId.get(id)!;
    const wrong = (JSON.parse(q.options) as string[]).find((o) => o !== q.correctAnswer)!;
    expect((await api(user, 'POST', '/api/responses', { questionId: id, userAnswer: i < right ? q.correctAnswer : wrong, attemptId: exam.attemptId })).statusCode).toBe(201);
  }
  expect((await api(user, 'PATCH', `/api/attempts/${exam.attemptId}`, { isCompleted: true })).statusCode).toBe(200);
}

async function phone(user: TestUser, language: 'fr' | 'ar') {
  const opened = await e2e.newPage({ viewport: PHONE, locale: language === 'ar' ? 'ar' : 'fr-FR' });
  await opened.context.addInitScript((lang) => localStorage.setItem('product-language', lang), language);
  await signIn(opened.context, e2e.server, user);
  return opened;
}

async function noSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

/** The link's tap target on a phone: at least 44 px high (WCAG 2.5.5, as the subtheme links). */
async function tapHeight(page: Page, testId: string) {
  return (await page.getByTestId(testId).boundingBox())!.height;
}

const percent = async (page: Page) => Number((await page.getByTestId('pass-probability').textContent())!.replace(/\D/g, ''));

describe('the readiness figure on a phone', () => {
  it('French: not enough answers for a new member, then a passed mock exam the card agrees with, and the method page', async () => {
    const user = await createUser(e2e.server.db, { hasFullAccess: true });
    const { page, errors } = await phone(user, 'fr');
    await page.goto(`${e2e.server.baseUrl}/dashboard`);
    const card = page.getByTestId('readiness');
    await card.waitFor();
    await expect.poll(() => page.getByTestId('readiness-not-enough').textContent()).toBe('Pas assez de réponses');
    expect(await page.getByTestId('readiness-needed').textContent()).toBe('Il faut au moins 20 réponses pour une estimation\u202f: encore 20.');
    expect(await page.getByTestId('pass-probability').textContent()).toBe('—');

    // Weaker quizzes first: a figure, low.
    await finishedQuiz(e2e.server, user, 30, 18);
    await page.reload();
    await expect.poll(() => page.getByTestId('pass-probability').textContent()).toMatch(/^\d{1,3}\u202f%$/);
    const before = await percent(page);
    expect(await page.getByTestId('readiness-evidence').textContent()).toBe("D'après 30 réponses sur 1 jour, les plus récentes comptant davantage.");

    // A mock exam passed with 32/40: the card agrees with it.
    await mockExam(user, 32);
    await page.reload();
    await expect.poll(() => page.getByTestId('readiness-last-exam').textContent()).toBe('Dernier examen blanc\u202f: 32/40, réussi.');
    const after = await percent(page);
    expect(after - before, `${before} % → ${after} %`).toBeGreaterThanOrEqual(20);
    const range = (await page.getByTestId('expected-score').textContent())!;
    const [, low, high] = range.match(/^Score attendu\u202f: (\d+) à (\d+) sur 40, 8 fois sur 10 \(l'examen se réussit à 32\)\.$/)!;
    expect(Number(low)).toBeLessThanOrEqual(32);
    expect(Number(high)).toBeGreaterThanOrEqual(32);
    expect(await page.getByTestId('readiness-evidence').textContent()).toBe("D'après 1 examen blanc et 70 réponses sur 1 jour, les plus récents comptant davantage.");
    // One counting rule: « Questions répondues » says the same 70.
    const answered = page.getByTestId('stat-answered');
    if ((await answered.count()) > 0) expect(await answered.textContent()).toContain('70');
    await noSidewaysScroll(page);
    expect(await tapHeight(page, 'readiness-how-link')).toBeGreaterThanOrEqual(44);
    expect(await seriousAxeViolations(page, { include: [['[data-testid="readiness"]']] }), 'axe on the readiness card').toEqual([]);

    // « Comment est-ce calculé ? »
    await card.getByTestId('readiness-how-link').click();
    await page.waitForURL(`${e2e.server.baseUrl}/comment-est-ce-calcule`);
    await page.getByRole('heading', { level: 1, name: 'Comment est-ce calculé\u202f?' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Quelles réponses comptent' }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: 'Les examens blancs comptent beaucoup' }).count()).toBe(1);
    expect(await page.getByTestId('calibration-table').getByRole('row').count()).toBe(22);
    expect(await page.getByTestId('readiness-method').textContent()).toContain('Score de Brier');
    await noSidewaysScroll(page);
    expect(await seriousAxeViolations(page), 'axe on the method page').toEqual([]);
    expect(errors).toEqual([]);
  });

  it('Arabic: « إجابات غير كافية » for a new member, the evidence in words after a mock exam, and the page right to left', async () => {
    const fresh = await createUser(e2e.server.db, { hasFullAccess: true });
    const first = await phone(fresh, 'ar');
    await first.page.goto(`${e2e.server.baseUrl}/dashboard`);
    await expect.poll(() => first.page.getByTestId('readiness-not-enough').textContent()).toBe('إجابات غير كافية');
    expect(await first.page.getByTestId('readiness-needed').textContent()).toBe('يلزم 20 إجابة على الأقل للحصول على تقدير: بقيت 20 إجابةً.');
    await first.context.close();

    const user = await createUser(e2e.server.db, { hasFullAccess: true });
    await finishedQuiz(e2e.server, user, 30, 18);
    await mockExam(user, 32);
    const { page, errors } = await phone(user, 'ar');
    await page.goto(`${e2e.server.baseUrl}/dashboard`);
    await expect.poll(() => page.getByTestId('readiness-last-exam').textContent()).toBe('آخر امتحان تجريبي: 32/40، ناجح.');
    expect(await page.getByTestId('readiness-evidence').textContent()).toBe('بناءً على امتحان تجريبي واحد و70 إجابةً خلال يوم واحد، مع إعطاء وزن أكبر للأحدث.');
    expect(await page.getByTestId('expected-score').textContent()).toMatch(/^النتيجة المتوقعة: من \d+ إلى \d+ من 40، 8 مرات من 10 \(النجاح في الامتحان بـ 32\)\.$/);
    await noSidewaysScroll(page);

    await page.getByTestId('readiness-how-link').click();
    await page.getByRole('heading', { level: 1, name: 'كيف يُحسب هذا الرقم؟' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByRole('heading', { level: 2, name: 'أي الإجابات تُحتسب' }).count()).toBe(1);
    expect(await page.getByTestId('calibration-table').getByRole('row').count()).toBe(22);
    await noSidewaysScroll(page);
    expect(await seriousAxeViolations(page), 'axe on the method page in Arabic').toEqual([]);
    expect(errors).toEqual([]);
  });
});
