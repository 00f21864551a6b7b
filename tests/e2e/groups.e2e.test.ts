// Preparation groups in a real browser (docs/groups.md): a trainer creates a group and its
// invitation; three candidates open the link, read what will be shared and consent; they practise;
// the trainer reads the table (CSV too) and a member's page, gives an assignment that one
// candidate does from the dashboard (on a phone), and a candidate leaves from « Mon compte ».
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { trainerGroup } from '../helpers/groups-fixtures.js';
import { createUser, type TestUser } from '../helpers/test-app.js';
import { signIn } from './browser.js';
import { browserSuite } from './harness.js';
import { seriousAxeViolations, WITHOUT_TOASTS } from './pages.js';

const e2e = browserSuite();
const PHONE = { width: 390, height: 844 };

/** `n` answers (the first `right` of them right) in a finished quiz, through the REST API. */
async function practise(who: TestUser, n: number, right: number) {
  const questions = await e2e.server.db
    .selectFrom('questions')
    .select(['id', 'correctAnswer', 'options'])
    .where('isActive', '=', 1)
    .where('isDemo', '=', 0)
    .orderBy('id')
    .limit(n)
    .execute();
  const send = (method: string, path: string, body: object) =>
    fetch(`${e2e.server.baseUrl}${path}`, { method, headers: { cookie: who.cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const id = `attempt_${Date.now()}_e2egroups${who.id.slice(0, 6)}`;
  const created = await send('POST', '/api/attempts', { id, type: 'full', totalQuestions: n });
  expect(created.status, await created.clone().text()).toBe(201);
  for (const [i, q] of questions.entries()) {
    const wrong = (JSON.parse(q.options) as string[]).find((o) => o !== q.correctAnswer)!;
    const res = await send('POST', '/api/responses', { questionId: q.id, userAnswer: i < right ? q.correctAnswer : wrong, timeSpent: 3, attemptId: id });
    expect(res.status).toBe(201);
  }
  expect((await send('PATCH', `/api/attempts/${id}`, { isCompleted: true })).status).toBe(200);
}

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

/** The right answer to the question on screen, from the database. */
async function answerRight(page: Page) {
  const text = (await page.getByTestId('question-text').locator('[lang="fr"]').first().textContent())!;
  const q = await e2e.server.db.selectFrom('questions').select(['correctAnswer']).where('content', '=', text).executeTakeFirstOrThrow();
  await page.getByRole('radio', { name: q.correctAnswer, exact: true }).click();
  await page.getByTestId('feedback').waitFor();
}

describe('preparation groups', () => {
  it('invite → consent → practise → trainer’s view → assignment → leave', async () => {
    const db = e2e.server.db;
    const trainer = await createUser(db, { firstName: 'Sophie', lastName: 'Lemoine', hasFullAccess: true });
    await db.updateTable('users').set({ isTrainer: 1 }).where('id', '=', trainer.id).execute();
    // A session on a subtheme needs full access (without it a quiz is 5 questions of any theme).
    const amina = await createUser(db, { firstName: 'Amina', lastName: 'Diallo', email: 'amina-groupe@example.fr', hasFullAccess: true });
    const bilal = await createUser(db, { firstName: 'Bilal', lastName: 'Haddad', email: 'bilal-groupe@example.fr', hasFullAccess: true });
    const chloe = await createUser(db, { firstName: 'Chloé', lastName: 'Nguyen', email: 'chloe-groupe@example.fr' });

    // The trainer creates the group: the link is shown once.
    const t = await e2e.newPage();
    await signIn(t.context, e2e.server, trainer);
    await t.page.goto(`${e2e.server.baseUrl}/groupes`);
    await t.page.getByTestId('group-name').fill('Atelier du mardi');
    await t.page.getByTestId('create-group').click();
    await t.page.getByTestId('new-invitation').waitFor();
    const link = await t.page.getByTestId('invite-link').inputValue();
    expect(link).toMatch(/\/groupes\/rejoindre\/[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    await t.page.getByTestId('trained-Atelier du mardi').waitFor();

    // Three candidates open the link, read what is shared, and consent (Amina on a phone, sharing her e-mail).
    for (const [who, shareEmail, viewport] of [
      [amina, true, PHONE],
      [bilal, false, undefined],
      [chloe, false, undefined],
    ] as const) {
      const c = await e2e.newPage(viewport ? { viewport } : {});
      await signIn(c.context, e2e.server, who);
      await c.page.goto(link);
      const screen = c.page.getByTestId('consent-screen');
      await screen.waitFor();
      await screen.getByText('Ce groupe est animé par Sophie Lemoine.').waitFor();
      await screen.getByText("les scores de vos examens blancs\u202f;").waitFor();
      await screen.getByText(/Ils ne verront jamais le texte de vos réponses/).waitFor();
      expect(await c.page.getByTestId('join-group').isDisabled()).toBe(true);
      if (viewport) expect(await seriousAxeViolations(c.page, WITHOUT_TOASTS)).toEqual([]);
      if (shareEmail) await c.page.getByTestId('share-email').check();
      await c.page.getByTestId('consent').check();
      await c.page.getByTestId('join-group').click();
      await c.page.waitForURL(`${e2e.server.baseUrl}/account`);
      await c.page.getByTestId('membership-Atelier du mardi').waitFor();
      if (viewport) await expectNoSidewaysScroll(c.page);
      expect(c.errors).toEqual([]);
      await c.context.close();
    }

    // Bilal practises 25 questions, Chloé 5 (without full access, a quiz holds 5).
    await practise(bilal, 25, 20);
    await practise(chloe, 5, 3);

    // The trainer's table: three members, Bilal's range, Amina's e-mail only.
    const groupId = (await db.selectFrom('groups').select('id').where('name', '=', 'Atelier du mardi').executeTakeFirstOrThrow()).id;
    await t.page.goto(`${e2e.server.baseUrl}/groupes/${groupId}`);
    await t.page.getByTestId('member-row').first().waitFor();
    await expect.poll(() => t.page.getByTestId('member-row').count()).toBe(3);
    const bilalRow = t.page.getByTestId('member-row').filter({ hasText: 'Bilal Haddad' });
    expect(await bilalRow.getByTestId('readiness-range').textContent()).toMatch(/^\d+ à \d+ sur 40$/);
    expect(await bilalRow.getByTestId('days-active').textContent()).toBe('1');
    await t.page.getByText('amina-groupe@example.fr').waitFor();
    expect(await t.page.getByText('bilal-groupe@example.fr').count()).toBe(0);
    await t.page.getByTestId('group-weakest').waitFor();
    const [download] = await Promise.all([t.page.waitForEvent('download'), t.page.getByTestId('export-csv').click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toContain('Score attendu');
    expect(csv).toContain('Haddad,Bilal');
    expect(csv).toContain('amina-groupe@example.fr');
    expect(csv).not.toContain('bilal-groupe@example.fr');

    expect(await seriousAxeViolations(t.page, WITHOUT_TOASTS)).toEqual([]);

    // On a phone, the table becomes one card per member, without sideways scrolling.
    const tp = await e2e.newPage({ viewport: PHONE });
    await signIn(tp.context, e2e.server, trainer);
    await tp.page.goto(`${e2e.server.baseUrl}/groupes/${groupId}`);
    await tp.page.getByTestId('member-row').first().waitFor();
    await expect.poll(() => tp.page.getByTestId('member-row').count()).toBe(3);
    await expectNoSidewaysScroll(tp.page);
    await tp.context.close();

    // A member's page, audited.
    await bilalRow.getByTestId('member-link').click();
    await t.page.getByTestId('member-title').waitFor();
    expect(await t.page.getByTestId('member-title').textContent()).toBe('Progression de Bilal Haddad');
    const audited = await db.selectFrom('auditLog').select('actorId').where('action', '=', 'group.member_view').where('targetId', '=', bilal.id).execute();
    expect(audited).toEqual([{ actorId: trainer.id }]);

    // An assignment: a session on Laïcité.
    await t.page.goto(`${e2e.server.baseUrl}/groupes/${groupId}`);
    await t.page.getByTestId('assignment-kind').getByText('Séance sur un sous-thème').click();
    await t.page.getByTestId('assignment-subtheme').click();
    await t.page.getByRole('option', { name: 'Laïcité' }).click();
    await t.page.getByTestId('give-assignment').click();
    await t.page.getByTestId('group-assignment-row').getByText('Séance sur le sous-thème «\u202fLaïcité\u202f»').waitFor();

    // Amina, on her phone, finds it on her dashboard, does it, and it is marked done.
    const a = await e2e.newPage({ viewport: PHONE });
    await signIn(a.context, e2e.server, amina);
    await a.page.goto(`${e2e.server.baseUrl}/dashboard`);
    const card = a.page.getByTestId('group-assignments');
    await card.getByText('Séance sur le sous-thème «\u202fLaïcité\u202f»').waitFor();
    await expectNoSidewaysScroll(a.page);
    await card.getByRole('link', { name: 'Commencer' }).click();
    await a.page.getByTestId('start-quiz').click();
    await a.page.getByTestId('quiz-player').waitFor();
    for (let i = 0; i < 10; i += 1) {
      await answerRight(a.page);
      const counter = await a.page.getByTestId('question-counter').textContent();
      await a.page.getByRole('button', { name: i === 9 ? 'Terminer' : 'Suivant' }).click();
      if (i < 9) await expect.poll(() => a.page.getByTestId('question-counter').textContent()).not.toBe(counter);
    }
    await a.page.getByTestId('quiz-results').waitFor();
    await a.page.goto(`${e2e.server.baseUrl}/dashboard`);
    await a.page.getByTestId('assignment-done').waitFor();
    expect(a.errors).toEqual([]);

    // Chloé leaves from « Mon compte »: the trainer no longer sees her.
    const c = await e2e.newPage();
    await signIn(c.context, e2e.server, chloe);
    c.page.on('dialog', (d) => void d.accept());
    await c.page.goto(`${e2e.server.baseUrl}/account`);
    await c.page.getByTestId('leave-Atelier du mardi').click();
    await c.page.getByText('Vous ne faites partie d’aucun groupe.'.replace('’', "'")).waitFor();
    await t.page.reload();
    await expect.poll(() => t.page.getByTestId('member-row').count()).toBe(2);
    expect(await t.page.getByText('Chloé Nguyen').count()).toBe(0);
    expect(t.errors).toEqual([]);
  }, 180_000);

  it('a trainer adds a co-trainer on a phone; the co-trainer runs the group and can take the creator off', async () => {
    const db = e2e.server.db;
    const sophie = await createUser(db, { firstName: 'Sophie', lastName: 'Renard' });
    const karim = await createUser(db, { firstName: 'Karim', lastName: 'Benali', email: 'karim-formateur@example.fr' });
    const plain = await createUser(db, { email: 'pas-formateur@example.fr' });
    await db.updateTable('users').set({ isTrainer: 1 }).where('id', '=', karim.id).execute();
    const { groupId } = await trainerGroup(db, sophie.id, 'Cours du soir');

    const s = await e2e.newPage({ viewport: PHONE });
    await signIn(s.context, e2e.server, sophie);
    await s.page.goto(`${e2e.server.baseUrl}/groupes/${groupId}`);
    // Wait for the page's data first: expect.poll gives up after 1 s, short on a loaded machine.
    await s.page.getByTestId('trainer-row').first().waitFor();
    expect(await s.page.getByTestId('trainer-row').count()).toBe(1);
    expect(await s.page.getByTestId('remove-trainer').count()).toBe(0);
    // An account that is not a trainer: refused, in French.
    await s.page.getByTestId('trainer-email').fill(plain.email);
    await s.page.getByTestId('add-trainer').click();
    await s.page.getByText(/Un administrateur doit d'abord le nommer formateur/).first().waitFor();
    await s.page.getByTestId('trainer-email').fill('Karim-Formateur@example.fr');
    await s.page.getByTestId('add-trainer').click();
    await s.page.getByTestId('trainer-row').filter({ hasText: 'Karim Benali' }).waitFor();
    expect(await s.page.getByTestId('trainer-row').count()).toBe(2);
    await expectNoSidewaysScroll(s.page);
    expect(await seriousAxeViolations(s.page, WITHOUT_TOASTS)).toEqual([]);
    const audit = await db.selectFrom('auditLog').select('actorId').where('action', '=', 'group.trainer_add').where('targetId', '=', karim.id).execute();
    expect(audit).toEqual([{ actorId: sophie.id }]);

    // Karim finds the group in his list and takes Sophie off; she no longer reaches it.
    const k = await e2e.newPage();
    await signIn(k.context, e2e.server, karim);
    await k.page.goto(`${e2e.server.baseUrl}/groupes`);
    await k.page.getByTestId('trained-Cours du soir').getByRole('link').click();
    await k.page.getByTestId('trainer-row').filter({ hasText: 'Sophie Renard' }).getByTestId('remove-trainer').click();
    await k.page.getByTestId('trainer-row').filter({ hasText: 'Sophie Renard' }).waitFor({ state: 'detached' });
    expect(await k.page.getByTestId('trainer-row').count()).toBe(1);
    expect(await k.page.getByTestId('remove-trainer').count()).toBe(0);
    await s.page.reload();
    await s.page.getByText('Groupe introuvable.').waitFor();
    expect(k.errors).toEqual([]);
    await k.context.close();
    await s.context.close();
  }, 120_000);
});
