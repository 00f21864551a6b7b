// The quiz area in a real browser: the demo to its results, a 5-question quiz to its results,
// the history (entry, date format, deletion), the civic exam's countdown, the dashboard, and the
// phone layout at 375 px without sideways scroll.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../helpers/test-app.js';
import { signIn } from './browser.js';
import { browserSuite } from './harness.js';
import { MAIN_CONTENT, seriousAxeViolations } from './pages.js';

const e2e = browserSuite();
let user: TestUser;

beforeAll(async () => {
  user = await createUser(e2e.server.db, { firstName: 'Nadia' });
});

/** Answers the current question with its first option, checks the feedback, moves on. */
async function answerAndContinue(page: Page, last: boolean) {
  const counter = await page.getByTestId('question-counter').textContent();
  await page.getByTestId('option').first().click();
  await page.getByTestId('feedback').waitFor();
  const states = await page.getByTestId('option').evaluateAll((els) => els.map((e) => e.getAttribute('data-state')));
  // The right option is green; a wrong first choice is red.
  expect(states).toContain('correct');
  expect(['correct', 'wrong']).toContain(states[0]);
  if (last) {
    await page.getByRole('button', { name: 'Terminer' }).click();
  } else {
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect.poll(() => page.getByTestId('question-counter').textContent()).not.toBe(counter);
  }
}

async function noSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

describe('demo', () => {
  it('runs the 3 demo questions to the results screen as a visitor', async () => {
    const { page, context, errors } = await e2e.newPage();
    await page.goto(`${e2e.server.baseUrl}/demo`);
    await page.getByTestId('demo-badge').waitFor();
    expect(await page.getByTestId('demo-badge').textContent()).toBe('Mode démo');
    await page.getByTestId('demo-limits').waitFor();
    expect(await page.getByTestId('question-counter').textContent()).toBe('Question 1 sur 3');
    // Next is disabled until an answer is given.
    expect(await page.getByRole('button', { name: 'Suivant' }).isDisabled()).toBe(true);
    for (let i = 0; i < 3; i += 1) await answerAndContinue(page, i === 2);
    await page.getByTestId('demo-results').waitFor();
    expect(await page.getByTestId('result-score').textContent()).toMatch(/^\d{1,3}%$/);
    await page.getByText('Démo terminée\u202F!').first().waitFor();
    // A visitor is offered the free account first.
    expect(await page.getByRole('link', { name: 'Créer mon compte gratuit' }).first().getAttribute('href')).toBe('/register');
    // A visitor's answers are counted per question, not stored.
    const tallies = await e2e.server.db.selectFrom('demoAnswerTallies').select((eb) => eb.fn.sum<number>('answered').as('n')).executeTakeFirstOrThrow();
    expect(Number(tallies.n)).toBe(3);
    expect(await e2e.server.db.selectFrom('responses').selectAll().execute()).toHaveLength(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says when the questions could not be read, and reads them again on « Réessayer »', async () => {
    const { page, context } = await e2e.newPage();
    // Every read fails, as offline on a first visit, until the connection comes back.
    let offline = true;
    let refused = 0;
    await page.route('**/trpc/questions.demo*', (route) => {
      if (!offline) return route.continue();
      refused += 1;
      return route.abort('internetdisconnected');
    });
    await page.goto(`${e2e.server.baseUrl}/demo`);
    const failed = page.getByTestId('demo-load-error');
    await failed.waitFor();
    expect(await failed.innerText()).toContain("Les questions de la démo n'ont pas pu être chargées.");
    expect(await page.getByTestId('demo-empty').count()).toBe(0);
    expect(refused).toBeGreaterThan(0);
    offline = false;
    await failed.getByRole('button', { name: 'Réessayer' }).click();
    await page.getByTestId('demo-badge').waitFor();
    expect(await page.getByTestId('question-counter').textContent()).toBe('Question 1 sur 3');
    expect(await failed.count()).toBe(0);
    await context.close();
  });

  it('shows the English translation under the French question in English', async () => {
    const { page, context } = await e2e.newPage({ locale: 'en-GB' });
    await page.addInitScript(() => localStorage.setItem('product-language', 'en'));
    await page.goto(`${e2e.server.baseUrl}/demo`);
    await page.getByTestId('demo-badge').waitFor();
    expect(await page.getByTestId('demo-badge').textContent()).toBe('Demo Mode');
    const text = page.getByTestId('question-text');
    await expect.poll(async () => (await text.locator('[lang="en"]').count()) > 0).toBe(true);
    expect(await text.locator('[lang="fr"]').count()).toBe(1);
    await context.close();
  });
});

describe('quiz, history, exam and dashboard', () => {
  it('runs a 5-question quiz to its results screen', async () => {
    const { page, context, errors } = await e2e.newPage();
    await signIn(context, e2e.server, user);
    await page.goto(`${e2e.server.baseUrl}/quiz`);
    await page.getByTestId('quiz-config').waitFor();
    // Without full access: the 'Demo' badge, 5 questions and 8 minutes (ceil(1.5 × 5)).
    expect(await page.getByTestId('access-badge').textContent()).toBe('Démo');
    expect(await page.getByTestId('estimated-time').textContent()).toBe('8 min');
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('button', { name: 'Suivant' }).click();
    expect(await page.getByTestId('config-step').textContent()).toContain('Étape 3 sur 3');
    await page.getByTestId('start-quiz').click();
    await page.getByTestId('quiz-player').waitFor();
    // No « Quiz démarré ! » toast: it covered the counter on a phone (issue 37).
    expect(await page.getByTestId('question-counter').textContent()).toBe('Question 1 sur 5');
    expect(await page.getByTestId('quiz-player').getAttribute('data-layout')).toBe('card');
    for (let i = 0; i < 5; i += 1) await answerAndContinue(page, i === 4);
    await page.getByTestId('quiz-results').waitFor();
    const score = await page.getByTestId('result-score').textContent();
    expect(score).toMatch(/^\d{1,3}%$/);
    await page.getByText('Quiz terminé\u202F!').first().waitFor();

    const attempts = await e2e.server.db.selectFrom('attempts').selectAll().where('userId', '=', user.id).execute();
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ type: 'full', isCompleted: 1, totalQuestions: 5 });
    expect(`${attempts[0]!.score}%`).toBe(score);
    const responses = await e2e.server.db.selectFrom('responses').select('id').where('attemptId', '=', attempts[0]!.id).execute();
    expect(responses).toHaveLength(5);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('throws confetti at 100 %, and "Revoir mes erreurs" drills the questions answered wrong', async () => {
    const fan = await createUser(e2e.server.db, { firstName: 'Hugo', hasFullAccess: true });
    const { page, context, errors } = await e2e.newPage();
    await signIn(context, e2e.server, fan);
    const answerFor = async (right: boolean) => {
      const text = (await page.getByTestId('question-text').locator('[lang="fr"]').first().textContent())!;
      const q = await e2e.server.db.selectFrom('questions').select(['correctAnswer', 'options']).where('content', '=', text).executeTakeFirstOrThrow();
      const wrong = (JSON.parse(q.options) as string[]).find((o) => o !== q.correctAnswer)!;
      await page.getByRole('radio', { name: right ? q.correctAnswer : wrong, exact: true }).click();
      await page.getByTestId('feedback').waitFor();
    };
    const play = async (right: boolean) => {
      for (let i = 0; i < 5; i += 1) {
        await answerFor(right);
        await page.getByRole('button', { name: i === 4 ? 'Terminer' : 'Suivant' }).click();
      }
      await page.getByTestId('quiz-results').waitFor();
    };
    await page.goto(`${e2e.server.baseUrl}/quiz`);
    expect(await page.getByTestId('access-badge').textContent()).toBe('Accès complet');
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByTestId('count-5').click();
    expect(await page.getByTestId('estimated-time').textContent()).toBe('8 min');
    await page.getByTestId('start-quiz').click();
    await play(true);
    expect(await page.getByTestId('result-score').textContent()).toBe('100%');
    expect(await page.getByTestId('result-advice').textContent()).toContain('Excellent');
    await page.locator('canvas[data-testid="confetti"]').waitFor({ state: 'attached' });
    // No mistakes yet: the review says so and stays on the quiz page.
    await page.getByRole('button', { name: 'Revoir mes erreurs' }).click();
    await page.getByText('Aucune erreur à revoir').first().waitFor();
    // The confetti canvas goes away once the animation is over.
    await page.locator('canvas[data-testid="confetti"]').waitFor({ state: 'detached', timeout: 20_000 });

    await page.getByTestId('start-quiz').click();
    await play(false);
    expect(await page.getByTestId('result-score').textContent()).toBe('0%');
    expect(await page.locator('canvas[data-testid="confetti"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Revoir mes erreurs' }).click();
    await page.getByTestId('quiz-player').waitFor();
    expect(await page.getByTestId('question-counter').textContent()).toBe('Question 1 sur 5');
    await page.getByText('Révision').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the attempt in the history and deletes it', async () => {
    const { page, context, errors } = await e2e.newPage();
    await signIn(context, e2e.server, user);
    await page.goto(`${e2e.server.baseUrl}/history`);
    const item = page.getByTestId('attempt-item').first();
    await item.waitFor();
    expect(await page.getByTestId('attempt-item').count()).toBe(1);
    // The label says what the attempt was.
    expect(await item.getByTestId('attempt-label').textContent()).toBe('Quiz 5 questions');
    expect(await item.getByTestId('attempt-date').textContent()).toMatch(/^\d{2} [a-zéû]+ \d{4} à \d{2}:\d{2}$/);
    expect(await item.textContent()).toContain('/5 correctes');
    await item.getByTestId('delete-attempt').click();
    await page.getByText('Tentative supprimée').first().waitFor();
    await page.getByText('Aucune tentative trouvée').waitFor();
    expect(await e2e.server.db.selectFrom('attempts').select('id').where('userId', '=', user.id).execute()).toEqual([]);
    // The empty state leads a member to a quiz (no demo offer once signed in).
    expect(await page.getByRole('link', { name: 'Commencer un quiz' }).getAttribute('href')).toBe('/quiz');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('starts the civic exam with its 45-minute countdown and no feedback', async () => {
    const examUser = await createUser(e2e.server.db, { firstName: 'Omar' });
    const { page, context, errors } = await e2e.newPage();
    await signIn(context, e2e.server, examUser);
    await page.goto(`${e2e.server.baseUrl}/examen-civique`);
    await page.getByTestId('exam-rules').waitFor();
    await page.getByTestId('exam-start').click();
    const countdown = page.getByTestId('exam-countdown');
    await countdown.waitFor();
    const first = (await countdown.textContent())!;
    expect(first).toMatch(/^4[45]:\d{2}$/);
    expect(await page.getByTestId('exam-counter').textContent()).toBe('Question 1 sur 40');
    await expect.poll(() => countdown.textContent(), { timeout: 5000 }).not.toBe(first);
    await page.getByTestId('option').first().click();
    // No feedback during the exam: the choice is only marked as selected.
    expect(await page.getByTestId('feedback').count()).toBe(0);
    expect(await page.getByTestId('option').first().getAttribute('data-state')).toBe('selected');
    await expect
      .poll(async () => (await e2e.server.db.selectFrom('responses').select('id').where('userId', '=', examUser.id).execute()).length)
      .toBe(1);
    // Finishing early shows the correction by theme with every question.
    await page.getByTestId('exam-finish').click();
    await page.getByTestId('exam-confirm-finish').click();
    await page.getByTestId('exam-result').waitFor();
    expect(await page.getByTestId('exam-correction-item').count()).toBe(40);
    expect(await page.getByTestId('exam-theme').count()).toBe(5);
    expect(await page.getByTestId('exam-verdict').textContent()).toContain('Non réussi');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('resumes an exam in progress and hands it in by itself when the time is up', async () => {
    const examUser = await createUser(e2e.server.db, { firstName: 'Yasmine' });
    const { page, context, errors } = await e2e.newPage();
    await signIn(context, e2e.server, examUser);
    await page.goto(`${e2e.server.baseUrl}/exam`);
    await page.getByTestId('exam-start').click();
    await page.getByTestId('exam-countdown').waitFor();
    await page.getByTestId('option').nth(1).click();
    await expect
      .poll(async () => (await e2e.server.db.selectFrom('responses').select('id').where('userId', '=', examUser.id).execute()).length)
      .toBe(1);
    // Bring the deadline to a few seconds from now, then come back to the page.
    const attempt = await e2e.server.db.selectFrom('attempts').selectAll().where('userId', '=', examUser.id).executeTakeFirstOrThrow();
    await e2e.server.db
      .updateTable('attempts')
      .set({ deadlineAt: new Date(Date.now() + 4000).toISOString() })
      .where('id', '=', attempt.id)
      .execute();
    await page.reload();
    await page.getByTestId('exam-resume').getByRole('button', { name: "Reprendre l'examen en cours" }).click();
    await page.getByTestId('exam-countdown').waitFor();
    // Back at the first question without an answer; the one given before the reload is kept.
    expect(await page.getByTestId('exam-counter').textContent()).toBe('Question 2 sur 40');
    await page.getByRole('button', { name: 'Précédent' }).click();
    expect(await page.getByTestId('option').nth(1).getAttribute('data-state')).toBe('selected');
    await page.getByTestId('exam-result').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('exam-correction-item').count()).toBe(40);
    const done = await e2e.server.db.selectFrom('attempts').selectAll().where('id', '=', attempt.id).executeTakeFirstOrThrow();
    expect(done.isCompleted).toBe(1);
    // Handed in by the countdown, so at the deadline (the server counts answers up to then).
    expect(done.completedAt).toBe(done.deadlineAt);
    expect(new URL(page.url()).searchParams.get('result')).toBe(attempt.id);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the dashboard with its cards', async () => {
    const { page, context, errors } = await e2e.newPage();
    await signIn(context, e2e.server, user);
    await page.goto(`${e2e.server.baseUrl}/dashboard`);
    await page.getByTestId('dashboard-greeting').waitFor();
    expect(await page.getByTestId('dashboard-greeting').textContent()).toBe('Bonjour, Nadia\u202F!');
    // The cards below the first three screens are one tap away.
    await page.getByTestId('dashboard-more').click();
    const access = await page.getByTestId('stat-access').textContent();
    // A demo member is told what the demo lacks and gets the one click that unlocks it.
    expect(access).toContain('Démo');
    expect(access).toContain("L'accès complet est gratuit.");
    expect(await page.getByTestId('access-unlock').getAttribute('href')).toBe('/payment');
    await page.getByTestId('card-exam').waitFor();
    await page.getByTestId('shortcut-premium').waitFor();
    await page.getByTestId('review-mistakes').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('accessibility', () => {
  it('axe finds no serious or critical violation on the quiz screens', async () => {
    const axeUser = await createUser(e2e.server.db, { firstName: 'Inès' });
    const { page, context } = await e2e.newPage();
    await signIn(context, e2e.server, axeUser);
    const report: Record<string, unknown> = {};
    const check = async (name: string) => {
      const found = await seriousAxeViolations(page, MAIN_CONTENT);
      if (found.length) report[name] = found;
    };
    await page.goto(`${e2e.server.baseUrl}/quiz`);
    await page.getByTestId('quiz-config').waitFor();
    await check('quiz config');
    await page.getByTestId('start-quiz').click();
    await page.getByTestId('option').first().click();
    await page.getByTestId('feedback').waitFor();
    await check('quiz feedback');
    for (let i = 1; i < 5; i += 1) {
      await page.getByRole('button', { name: 'Suivant' }).click();
      await page.getByTestId('option').first().click();
      await page.getByTestId('feedback').waitFor();
    }
    await page.getByRole('button', { name: 'Terminer' }).click();
    await page.getByTestId('quiz-results').waitFor();
    await check('quiz results');
    await page.goto(`${e2e.server.baseUrl}/dashboard`);
    await page.getByTestId('dashboard-more').click();
    await page.getByTestId('recent-attempts').getByTestId('attempt-item').first().waitFor();
    await check('dashboard');
    await page.goto(`${e2e.server.baseUrl}/history`);
    await page.getByTestId('attempt-item').first().waitFor();
    await check('history');
    await page.goto(`${e2e.server.baseUrl}/examen-civique`);
    await page.getByTestId('exam-rules').waitFor();
    await check('exam rules');
    await page.getByTestId('exam-start').click();
    await page.getByTestId('exam-countdown').waitFor();
    await check('exam');
    await page.getByTestId('exam-finish').click();
    await page.getByTestId('exam-confirm-finish').click();
    await page.getByTestId('exam-result').waitFor();
    await check('exam result');
    await context.close();
    expect(report).toEqual({});
  });
});

describe('content security policy', () => {
  it('the quiz screens run without any CSP violation (no eval, no inline script, no blob worker)', async () => {
    const cspUser = await createUser(e2e.server.db, { firstName: 'Chloé' });
    const { page, context } = await e2e.newPage();
    await page.addInitScript(() => {
      (window as unknown as { __csp: string[] }).__csp = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const violations: string[] = [];
    const collect = async (where: string) => {
      const found = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
      violations.push(...found.map((v) => `${where}: ${v}`));
    };
    await page.goto(`${e2e.server.baseUrl}/demo`);
    for (let i = 0; i < 3; i += 1) await answerAndContinue(page, i === 2);
    await page.getByTestId('demo-results').waitFor();
    await collect('/demo');
    await signIn(context, e2e.server, cspUser);
    await page.goto(`${e2e.server.baseUrl}/quiz`);
    await page.getByTestId('start-quiz').click();
    for (let i = 0; i < 5; i += 1) {
      await page.getByTestId('option').first().click();
      await page.getByTestId('feedback').waitFor();
      await page.getByRole('button', { name: i === 4 ? 'Terminer' : 'Suivant' }).click();
    }
    await page.getByTestId('quiz-results').waitFor();
    await collect('/quiz');
    for (const path of ['/dashboard', '/history', '/examen-civique']) {
      await page.goto(`${e2e.server.baseUrl}${path}`);
      await page.locator('h1').first().waitFor();
      await collect(path);
    }
    await context.close();
    expect(violations).toEqual([]);
  });
});

describe('phone layout', () => {
  it('uses the lettered layout at 375 px with no sideways scroll', async () => {
    const phoneUser = await createUser(e2e.server.db, { firstName: 'Léa' });
    const { page, context, errors } = await e2e.newPage({ viewport: { width: 375, height: 740 } });
    await signIn(context, e2e.server, phoneUser);

    await page.goto(`${e2e.server.baseUrl}/dashboard`);
    await page.getByTestId('dashboard-greeting').waitFor();
    await noSidewaysScroll(page);

    await page.goto(`${e2e.server.baseUrl}/quiz`);
    await page.getByTestId('quiz-config').waitFor();
    await noSidewaysScroll(page);
    await page.getByTestId('start-quiz').click();
    await page.getByTestId('quiz-player').waitFor();
    expect(await page.getByTestId('quiz-player').getAttribute('data-layout')).toBe('mobile');
    await noSidewaysScroll(page);
    for (let i = 0; i < 5; i += 1) await answerAndContinue(page, i === 4);
    await page.getByTestId('quiz-results').waitFor();
    expect(await page.getByTestId('quiz-results').getAttribute('data-layout')).toBe('mobile');
    expect(await page.getByTestId('theme-performance').count()).toBeGreaterThan(0);
    await page.getByTestId('share-score').waitFor();
    await noSidewaysScroll(page);

    await page.goto(`${e2e.server.baseUrl}/history`);
    await page.getByTestId('attempt-item').first().waitFor();
    await noSidewaysScroll(page);

    await page.goto(`${e2e.server.baseUrl}/examen-civique`);
    await page.getByTestId('exam-start').click();
    await page.getByTestId('exam-countdown').waitFor();
    await noSidewaysScroll(page);

    await page.goto(`${e2e.server.baseUrl}/demo`);
    await page.getByTestId('demo-badge').waitFor();
    await noSidewaysScroll(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
