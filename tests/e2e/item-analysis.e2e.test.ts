// « Analyse des questions » in a real browser (docs/item-analysis.md): on a desktop an admin finds
// a question whose wrong option is chosen more than the key, opens it (option bars, trend by
// month), marks it reviewed and finds the review in the audit log; on a 390 px phone the same
// list comes as cards without sideways scrolling.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordAttemptItemStats } from '../../src/server/services/item-analysis.service.js';
import { createUser } from '../helpers/test-app.js';
import { signIn } from './browser.js';
import { browserSuite } from './harness.js';
import { seriousAxeViolations, WITHOUT_TOASTS } from './pages.js';

const e2e = browserSuite();
const PHONE = { width: 390, height: 844 };
const TRAP = 'inst-001';

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

/** Thirty finished quizzes of five questions in which TRAP's first wrong option wins over its key. */
async function answersWithATrap(): Promise<void> {
  const db = e2e.server.db;
  const member = await createUser(db, { hasFullAccess: true });
  const questions = await db.selectFrom('questions').select(['id', 'options', 'correctAnswer']).where('isActive', '=', 1).orderBy('id').limit(40).execute();
  const trap = (await db.selectFrom('questions').select(['id', 'options', 'correctAnswer']).where('id', '=', TRAP).executeTakeFirstOrThrow());
  const others = questions.filter((q) => q.id !== TRAP).slice(0, 4);
  const wrong = (q: typeof trap) => (JSON.parse(q.options) as string[]).find((o) => o !== q.correctAnswer)!;
  const now = new Date().toISOString();
  for (let i = 0; i < 30; i++) {
    const id = `attempt_${Date.now()}_e2eanalysis${String(i).padStart(3, '0')}`;
    await db
      .insertInto('attempts')
      .values({ id, userId: member.id, type: 'full', startedAt: now, completedAt: now, deadlineAt: null, isCompleted: 1, score: '60', correctAnswers: 3, totalQuestions: 5, questionIds: null })
      .execute();
    for (const q of [trap, ...others]) {
      const answer = q.id === TRAP ? (i % 3 === 0 ? q.correctAnswer : wrong(q)) : q.correctAnswer;
      await db
        .insertInto('responses')
        .values({ userId: member.id, questionId: q.id, attemptId: id, userAnswer: answer, isCorrect: answer === q.correctAnswer ? 1 : 0, timeSpent: 12, createdAt: now })
        .execute();
    }
    await recordAttemptItemStats(db, id);
  }
}

describe('question analysis', () => {
  it('an admin finds a likely trap, reads its option bars and trend, and marks it reviewed (audited); the list fits a phone', async () => {
    await answersWithATrap();
    const admin = await createUser(e2e.server.db, { isAdmin: true, email: 'analyse-e2e@example.fr' });
    const { context, page, errors } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(context, e2e.server, admin);
    await page.goto(`${e2e.server.baseUrl}/admin`);
    await page.getByTestId('admin-tab-analysis').click();
    await page.getByTestId('analysis-flag-filter').selectOption('likely_trap');
    const row = page.getByTestId(`analysis-row-${TRAP}`);
    await row.waitFor();
    await row.getByText('Piège probable').waitFor();
    expect(await seriousAxeViolations(page, WITHOUT_TOASTS)).toEqual([]);
    // Sorted by the column header: the most answered first.
    await page.getByTestId('analysis-sort-answers').click();
    await expect.poll(() => page.locator('[aria-sort="descending"]').count()).toBe(1);

    await page.getByTestId(`analysis-open-${TRAP}`).click();
    const detail = page.getByTestId('analysis-detail');
    await detail.waitFor();
    await expect.poll(() => page.getByTestId('analysis-option').count()).toBeGreaterThan(1);
    await detail.getByText('Bonne réponse').waitFor();
    await page.getByTestId('analysis-trend').getByText(new Date().toISOString().slice(0, 7)).waitFor();
    await detail.getByText(/une mauvaise réponse est plus choisie que la bonne/).waitFor();
    expect(await seriousAxeViolations(page, WITHOUT_TOASTS)).toEqual([]);

    await page.getByTestId('analysis-review').click();
    await page.getByTestId('analysis-reviewed').waitFor();
    await detail.getByText('Signaux masqués par la revue, en attente de nouvelles réponses.').waitFor();
    await expect
      .poll(async () => (await e2e.server.db.selectFrom('auditLog').select('action').where('targetId', '=', TRAP).where('action', '=', 'question.analysis_review').execute()).length)
      .toBe(1);
    // The edit form opens from here.
    await page.getByTestId('analysis-edit').click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('analysis-back').click();
    await page.getByTestId('admin-tab-audit').click();
    await page.getByText('Question marquée comme revue (analyse)').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();

    const phone = await e2e.newPage({ viewport: PHONE });
    await signIn(phone.context, e2e.server, admin);
    await phone.page.goto(`${e2e.server.baseUrl}/admin`);
    await phone.page.getByTestId('admin-tab-analysis').click();
    await phone.page.getByTestId(`analysis-row-${TRAP}`).or(phone.page.locator('[data-testid^="analysis-row-"]').first()).first().waitFor();
    await expectNoSidewaysScroll(phone.page);
    expect(await seriousAxeViolations(phone.page, WITHOUT_TOASTS)).toEqual([]);
    await phone.page.locator('[data-testid^="analysis-open-"]').first().click();
    await phone.page.getByTestId('analysis-detail').waitFor();
    await expectNoSidewaysScroll(phone.page);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
