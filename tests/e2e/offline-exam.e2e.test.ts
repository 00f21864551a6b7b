// The civic exam taken offline in Chromium (docs/offline.md): after one visit online the device
// holds an exam paper without answers; with the network cut (context.setOffline) /exam runs from
// it on the device clock, a reload resumes it, the hand-in waits on the device without a score,
// and when the network is back the server scores it once (a replay makes no second exam), the
// page shows the result and the history lists it. A device clock the server cannot believe gets
// the exam refused, and the member sees why.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../helpers/test-app.js';
import { controlled, deviceRecords, signIn } from './browser.js';
import { browserSuite } from './harness.js';

// About the service worker (or a real first visit, which registers it): pages allow it.
const e2e = browserSuite({}, { serviceWorkers: 'allow' });

interface Paper {
  userId: string;
  token: string;
  questions: { id: string; options: string[] }[];
}

function exams(userId: string) {
  return e2e.server.db.selectFrom('attempts').selectAll().where('userId', '=', userId).where('type', '=', 'exam').execute();
}

/** Online once at /exam: the paper is downloaded in the background. Then the network goes. */
async function paperThenOffline(page: Page, context: BrowserContext, who: TestUser): Promise<Paper> {
  await page.goto(`${e2e.server.baseUrl}/exam`);
  await page.getByTestId('exam-rules').waitFor();
  await controlled(page);
  await expect.poll(async () => (await deviceRecords<Paper>(page, 'examPacks')).map((p) => p.userId), { timeout: 20_000 }).toEqual([who.id]);
  const [paper] = await deviceRecords<Paper>(page, 'examPacks');
  // No answer key on the device.
  expect(JSON.stringify(paper)).not.toMatch(/correctAnswer|explanation/);

  await context.setOffline(true);
  await page.goto(`${e2e.server.baseUrl}/exam`);
  await page.getByTestId('exam-rules').waitFor();
  await page.getByTestId('exam-offline-notice').waitFor();
  expect(await page.getByTestId('offline-banner').textContent()).toContain('Hors ligne');
  return paper!;
}

describe('the civic exam offline', () => {
  // After the offline reload, the session's call is tried again when the offline layer mounts; the
  // page once showed its loader for that moment and the exam lost its place (data.test.tsx).
  it('runs from the paper on the device, resumes after a reload, and is scored once by the server when the network is back', async () => {
    const who = await createUser(e2e.server.db, { firstName: 'Nadia' });
    const { page, context } = await e2e.newPage();
    await signIn(context, e2e.server, who);
    const paper = await paperThenOffline(page, context, who);
    const correct = new Map(
      (await e2e.server.db.selectFrom('questions').select(['id', 'correctAnswer']).where('id', 'in', paper.questions.map((q) => q.id)).execute()).map((q) => [q.id, q.correctAnswer]),
    );

    await page.getByTestId('exam-start').click();
    await page.getByTestId('exam-runner').waitFor();
    expect(await page.getByTestId('exam-counter').textContent()).toBe('Question 1 sur 40');
    expect(await page.getByTestId('exam-countdown').textContent()).toMatch(/^4[45]:\d{2}$/);

    // 38 of the 40 answered: the first 30 right, the next 8 wrong, the last 2 left blank.
    const given = new Map<string, string>();
    const answer = async (i: number) => {
      const q = paper.questions[i]!;
      const right = correct.get(q.id)!;
      const choice = i < 30 ? right : q.options.find((o) => o !== right)!;
      await page.getByRole('radio', { name: choice, exact: true }).click();
      given.set(q.id, choice);
      await page.getByRole('button', { name: 'Suivant', exact: true }).click();
      await expect.poll(() => page.getByTestId('exam-counter').textContent()).toBe(`Question ${i + 2} sur 40`);
    };
    for (let i = 0; i < 20; i += 1) await answer(i);

    // A reload without network: the exam is still on the device, and resumes where it was.
    await page.reload();
    await page.getByTestId('exam-resume').getByRole('button', { name: "Reprendre l'examen en cours" }).click();
    await page.getByTestId('exam-runner').waitFor();
    expect(await page.getByTestId('exam-counter').textContent()).toBe('Question 21 sur 40');
    for (let i = 20; i < 38; i += 1) await answer(i);

    await page.getByTestId('exam-finish').click();
    await page.getByTestId('exam-confirm-finish').click();
    const finished = page.getByTestId('exam-offline-finished');
    await finished.waitFor();
    expect(await finished.getByRole('heading', { level: 1 }).textContent()).toBe('Examen terminé — il sera corrigé au retour du réseau');
    // No score: the paper holds no answers.
    expect(await page.getByTestId('exam-verdict').count()).toBe(0);
    await expect.poll(() => page.getByTestId('offline-exam-pending').textContent()).toBe('1 examen en attente de correction');
    expect(await exams(who.id)).toHaveLength(0);

    // The network is back: the server scores the exam, the page turns into its result.
    await context.setOffline(false);
    await page.getByTestId('exam-result').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('exam-verdict').textContent()).toContain('30/40');
    await page.getByText('Examen hors ligne corrigé').waitFor();
    await expect.poll(() => page.getByTestId('offline-exam-pending').count()).toBe(0);

    const [exam] = await exams(who.id);
    expect(exam).toMatchObject({ isCompleted: 1, correctAnswers: 30, totalQuestions: 40 });
    expect(JSON.parse(exam!.questionIds ?? 'null')).toEqual(paper.questions.map((q) => q.id));
    const stored = await e2e.server.db.selectFrom('responses').select(['questionId', 'userAnswer']).where('attemptId', '=', exam!.id).execute();
    expect(new Map(stored.map((r) => [r.questionId, r.userAnswer]))).toEqual(given);

    // The same submission again (a replay from the queue or the worker, which may have sent the
    // first one by Background Sync): the same exam, no second one.
    const again = JSON.stringify({
      token: paper.token,
      startedAt: exam!.startedAt,
      finishedAt: exam!.completedAt,
      answers: [...given].map(([questionId, userAnswer]) => ({ questionId, userAnswer })),
    });
    const replay = await page.evaluate(
      (body) => fetch('/api/offline/exam', { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(async (r) => ({ status: r.status, attemptId: ((await r.json()) as { attemptId: string }).attemptId })),
      again,
    );
    expect(replay).toEqual({ status: 200, attemptId: exam!.id });
    expect(await exams(who.id)).toHaveLength(1);
    expect(await e2e.server.db.selectFrom('responses').select('id').where('userId', '=', who.id).execute()).toHaveLength(38);

    // The history lists it; a new paper has replaced the one used.
    await page.goto(`${e2e.server.baseUrl}/history`);
    await page.locator(`[data-attempt-id="${exam!.id}"]`).waitFor();
    await expect.poll(async () => (await deviceRecords<Paper>(page, 'examPacks')).map((p) => p.token !== paper.token && p.userId)).toEqual([who.id]);
    await context.close();
  });

  it('is refused when the device clock ran 45 minutes ahead of the server, and says why', async () => {
    const who = await createUser(e2e.server.db, { firstName: 'Théo' });
    const { page, context } = await e2e.newPage();
    await signIn(context, e2e.server, who);
    await page.clock.install();
    await paperThenOffline(page, context, who);
    await page.getByTestId('exam-start').click();
    await page.getByTestId('exam-runner').waitFor();
    await page.getByTestId('option').first().click();

    // The device's clock jumps 46 minutes: its countdown ends the exam by itself.
    await page.clock.fastForward('46:00');
    await page.getByTestId('exam-offline-finished').waitFor();

    await context.setOffline(false);
    const refused = page.getByTestId('exam-offline-refused');
    await refused.waitFor({ timeout: 30_000 });
    expect(await refused.textContent()).toContain("Les heures de début et de fin de l'examen hors ligne ne sont pas cohérentes.");
    expect(await exams(who.id)).toHaveLength(0);
    await expect.poll(() => page.getByTestId('offline-exam-pending').count()).toBe(0);
    await context.close();
  });
});
