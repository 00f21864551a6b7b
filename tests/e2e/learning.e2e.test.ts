// The dashboard's learning cards on a 390×844 phone: the daily session's card with the reviews due
// (the session itself: daily-session.e2e.test.ts), the chance of passing with the themes and
// subthemes as bars and 'À réviser ensuite' links to a subtheme quiz, and 'Mon plan' (under « Tout
// le tableau de bord ») refusing a past date under its field, then showing today's targets.
import { describe, expect, it } from 'vitest';
import { createUser } from '../helpers/test-app.js';
import { signIn } from './browser.js';
import { browserSuite } from './harness.js';
import { finishedQuiz } from './members.js';

const PHONE = { width: 390, height: 844 };
const e2e = browserSuite();

describe('the learning panel on a phone', () => {
  it('shows the due count, the chance of passing, the bars, what to review next, and the plan', async () => {
    const user = await createUser(e2e.server.db, { hasFullAccess: true });
    await finishedQuiz(e2e.server, user, 20, 16);
    await finishedQuiz(e2e.server, user, 10, 9, 40);
    // A day later: FSRS brings the five answered wrong back (they were scheduled for tomorrow).
    await e2e.server.db
      .updateTable('questionMemory')
      .set({ due: new Date(Date.now() - 3_600_000).toISOString() })
      .where('userId', '=', user.id)
      .where('correct', '=', 0)
      .execute();
    const { context, page, errors } = await e2e.newPage({ viewport: PHONE });
    await signIn(context, e2e.server, user);
    await page.goto(`${e2e.server.baseUrl}/dashboard`);

    // Five questions due today: the session starts with them.
    await expect.poll(() => page.getByTestId('daily-session-holds').textContent()).toMatch(/^5 révisions · /);
    await expect.poll(() => page.getByTestId('pass-probability').textContent()).toMatch(/^\d{1,3}\u202f%$/);
    expect(await page.getByTestId('expected-score').textContent()).toMatch(/^Score attendu\u202f: \d+ à \d+ sur 40, 8 fois sur 10 \(l'examen se réussit à 32\)\.$/);
    expect(await page.getByTestId('mastery-theme').count()).toBe(5);
    expect(await page.getByTestId('mastery-bars').getByRole('progressbar').count()).toBe(21);
    const focus = page.getByTestId('next-focus').getByRole('link');
    expect(await focus.count()).toBe(3);
    expect(await focus.first().getAttribute('href')).toMatch(/^\/quiz\?theme=[a-z_]+&subtheme=[a-z_]+$/);

    // Mon plan: a past date is refused under its field, in French; a date a month away is kept.
    await page.getByTestId('dashboard-more').click();
    const plan = page.getByTestId('study-plan');
    const date = plan.getByLabel("Date de l'examen");
    await date.fill('2020-01-01');
    await plan.getByRole('button', { name: 'Créer mon plan' }).click();
    await expect.poll(() => plan.textContent()).toContain("La date de l'examen est déjà passée\u202f: choisissez aujourd'hui ou un jour à venir.");
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await date.fill(inAMonth);
    await plan.getByLabel('Temps par jour').selectOption('45');
    await plan.getByRole('button', { name: 'Créer mon plan' }).click();
    await page.getByTestId('plan-today').waitFor();
    expect(await page.getByTestId('plan-summary').textContent()).toMatch(/45 min par jour\.$/);
    expect(await page.getByTestId('plan-done-today').textContent()).toBe("Fait aujourd'hui\u202f: 30 nouvelles questions · 0 révision");
    expect(await page.getByTestId('plan-day').count()).toBe(6);

    // The one refused request is the past exam date above (the browser logs it).
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    await context.close();
  });
});
