// The admin panel in a real browser: an admin deactivates a question, grants full access,
// publishes a story and finds all three in the audit log; non-admins never see the panel.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser } from '../helpers/test-app.js';
import { signIn } from './browser.js';
import { browserSuite } from './harness.js';
import { seriousAxeViolations, WITHOUT_TOASTS } from './pages.js';

const e2e = browserSuite();

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

async function pendingStory(name: string): Promise<number> {
  const row = await e2e.server.db
    .insertInto('successStories')
    .values({
      name,
      city: 'Nantes',
      region: 'Pays de la Loire',
      originalCountry: 'Sénégal',
      naturalizationDate: 'juin 2025',
      story: "Six mois de révisions avec les quiz, et un entretien serein à la préfecture de Nantes.",
      quizScore: 18,
      interviewTips: null,
      status: 'pending',
      likes: 0,
      submittedBy: null,
      submitterIp: '127.0.0.1',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('admin panel', () => {
  it('an admin deactivates a question, grants full access, publishes a story, and reads all three in the audit log', async () => {
    const admin = await createUser(e2e.server.db, { isAdmin: true, hasFullAccess: true, email: 'admin-e2e@example.fr', firstName: 'Claire' });
    const member = await createUser(e2e.server.db, { email: 'candidat-e2e@example.fr', firstName: 'Yacine' });
    const anonymous = await createUser(e2e.server.db, { email: 'sans-nom-e2e@example.fr' });
    await e2e.server.db.updateTable('users').set({ firstName: null, lastName: null }).where('id', '=', anonymous.id).execute();
    const storyId = await pendingStory('Aïssatou');
    const { context, page, errors } = await e2e.newPage();
    await signIn(context, e2e.server, admin);

    await page.goto(`${e2e.server.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Administration' }).waitFor();
    await page.getByText("Les actions d'administration sont enregistrées dans le journal.").waitFor();

    // Overview: the counters are the database's.
    const users = Number((await e2e.server.db.selectFrom('users').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const questions = await e2e.server.db.selectFrom('questions').select(['isActive']).execute();
    const active = questions.filter((q) => q.isActive === 1).length;
    await expect.poll(() => page.getByTestId('stat-users-value').innerText()).toBe(String(users));
    const questionsStat = (await page.getByTestId('stat-questions-value').innerText()).replace(/\s/g, '');
    expect(questionsStat).toBe(`${active}/${questions.length}`);
    await expect.poll(() => page.getByTestId('stat-full-access-value').innerText()).toBe('1');

    // Questions: find hist-001 and switch it off; the row dims and says Inactive.
    await page.getByTestId('admin-tab-questions').click();
    await page.getByTestId('questions-badge').waitFor();
    expect(await page.getByTestId('questions-badge').textContent()).toBe(`${active} actives / ${questions.length}`);
    await page.getByTestId('questions-search').fill('hist-001');
    const row = page.getByTestId('question-row-hist-001');
    await row.waitFor();
    expect(await row.getByText('QCM').count()).toBe(1);
    expect(await row.locator('[data-difficulty]').getAttribute('data-difficulty')).toMatch(/^[1-5]$/);
    await row.getByRole('switch').click({ force: true });
    await expect.poll(() => row.getAttribute('data-active')).toBe('false');
    await row.getByText('Inactive').waitFor();
    // The badge follows once its count is read again (on a slow machine, after the row).
    await expect.poll(() => page.getByTestId('questions-badge').textContent()).toBe(`${active - 1} actives / ${questions.length}`);
    await expect
      .poll(async () => (await e2e.server.db.selectFrom('questions').select('isActive').where('id', '=', 'hist-001').executeTakeFirstOrThrow()).isActive)
      .toBe(0);
    expect(await seriousAxeViolations(page, WITHOUT_TOASTS)).toEqual([]);

    // The edit form refuses an empty question text, then saves a new difficulty.
    await page.getByRole('button', { name: 'Modifier la question hist-001' }).click();
    const editor = page.getByTestId('question-editor');
    await editor.waitFor();
    const content = editor.locator('textarea[name="content"]');
    const original = await content.inputValue();
    await content.fill('');
    await editor.getByRole('button', { name: 'Enregistrer' }).click();
    await editor.getByText('Ce champ est obligatoire.').waitFor();
    await content.fill(original);
    await editor.locator('label', { hasText: '5 · Expert' }).click();
    await editor.getByRole('button', { name: 'Enregistrer' }).click();
    await editor.waitFor({ state: 'detached' });
    await expect.poll(() => row.locator('[data-difficulty]').getAttribute('data-difficulty')).toBe('5');
    const edited = await e2e.server.db.selectFrom('questions').select(['difficulty', 'content', 'adminEditedAt']).where('id', '=', 'hist-001').executeTakeFirstOrThrow();
    expect(edited).toMatchObject({ difficulty: 5, content: original });
    expect(edited.adminEditedAt).not.toBeNull();

    // Users: the member is on Demo, a plain user, registered today; grant full access.
    await page.getByTestId('admin-tab-users').click();
    await page.getByTestId('users-count').waitFor();
    expect(await page.getByTestId('users-count').textContent()).toBe(`${users} utilisateurs`);
    await page.getByTestId('users-search').fill('candidat-e2e');
    const userRow = page.getByTestId('user-row-candidat-e2e@example.fr');
    await userRow.getByTestId('user-access-badge').waitFor();
    expect(await userRow.getByTestId('user-access-badge').textContent()).toBe('Démo');
    expect(await userRow.getByTestId('user-role-badge').textContent()).toBe('Membre');
    await userRow.getByText(new Date().toLocaleDateString('fr-FR')).waitFor();
    await userRow.getByRole('switch', { name: 'Accès complet pour candidat-e2e@example.fr' }).click({ force: true });
    await expect.poll(() => userRow.getByTestId('user-access-badge').textContent()).toBe('Complet');
    await expect
      .poll(async () => (await e2e.server.db.selectFrom('users').select('hasFullAccess').where('id', '=', member.id).executeTakeFirstOrThrow()).hasFullAccess)
      .toBe(1);
    // A user without a name shows 'Non renseigné'; a named one shows the name.
    expect(await userRow.getByText('Yacine Diallo').count()).toBe(1);
    await page.getByTestId('users-search').fill('sans-nom');
    await page.getByTestId('user-row-sans-nom-e2e@example.fr').getByText('Non renseigné').waitFor();
    expect(await seriousAxeViolations(page, WITHOUT_TOASTS)).toEqual([]);
    // One's own admin switch is locked.
    await page.getByTestId('users-search').fill('admin-e2e');
    expect(await page.getByRole('switch', { name: 'Rôle admin pour admin-e2e@example.fr' }).isDisabled()).toBe(true);

    // Moderation: publish the pending story.
    await page.getByTestId('admin-tab-moderation').click();
    const card = page.getByTestId(`story-${storyId}`);
    await card.getByText('Aïssatou').waitFor();
    await page.getByTestId(`story-publish-${storyId}`).click();
    await card.waitFor({ state: 'detached' });
    expect((await e2e.server.db.selectFrom('successStories').select('status').where('id', '=', storyId).executeTakeFirstOrThrow()).status).toBe('published');

    // Audit log: the three decisions, newest first, by this admin.
    await page.getByTestId('admin-tab-audit').click();
    await page.getByTestId('audit-table').waitFor();
    const rows = page.getByTestId('audit-row');
    await expect.poll(() => rows.count()).toBe(4);
    const texts = await rows.allInnerTexts();
    expect(texts[0]).toContain('Témoignage publié');
    expect(texts[0]).toContain('Aïssatou (Nantes)');
    expect(texts[1]).toContain('Accès complet accordé');
    expect(texts[1]).toContain('candidat-e2e@example.fr');
    expect(texts[2]).toContain('Question modifiée');
    expect(texts[2]).toContain('Difficulté');
    expect(texts[3]).toContain('Question désactivée');
    expect(texts[3]).toContain('hist-001');
    for (const text of texts) expect(text).toContain('admin-e2e@example.fr');
    expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-action')))).toEqual([
      'story.moderate',
      'user.access',
      'question.edit',
      'question.toggle',
    ]);

    // The counters followed.
    await page.getByTestId('admin-tab-overview').click();
    await expect.poll(() => page.getByTestId('stat-full-access-value').innerText()).toBe('2');

    // English: the same panel, translated. (The toasts queued by the actions above may cover the
    // toggle, so the click is sent to it directly.)
    await page.getByTestId('lang-en').first().dispatchEvent('click');
    await page.getByRole('tab', { name: 'Audit log' }).waitFor();
    await page.getByText('Admin actions are recorded in the audit log.').waitFor();
    await page.getByTestId('lang-fr').first().dispatchEvent('click');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone screen without sideways scrolling, and axe finds no serious violation', async () => {
    const admin = await createUser(e2e.server.db, { isAdmin: true });
    await pendingStory('Lucas');
    const { context, page } = await e2e.newPage({ viewport: { width: 375, height: 740 } });
    await signIn(context, e2e.server, admin);
    await page.goto(`${e2e.server.baseUrl}/admin`);
    await page.getByTestId('stat-users').waitFor();
    await expectNoSidewaysScroll(page);
    expect(await seriousAxeViolations(page, WITHOUT_TOASTS)).toEqual([]);
    await page.getByTestId('admin-tab-questions').click();
    await page.getByTestId('questions-badge').waitFor();
    await expectNoSidewaysScroll(page);
    expect(await seriousAxeViolations(page, WITHOUT_TOASTS)).toEqual([]);
    // Cards rather than a wide table: every field is on screen.
    await page.getByTestId('question-row-cult-001').getByText('QCM').waitFor();
    await page.getByTestId('admin-tab-users').click();
    await page.getByTestId('users-count').waitFor();
    await expectNoSidewaysScroll(page);
    expect(await page.getByTestId('user-access-badge').first().isVisible()).toBe(true);
    expect(await seriousAxeViolations(page, WITHOUT_TOASTS)).toEqual([]);
    for (const tab of ['moderation', 'messages', 'audit']) {
      await page.getByTestId(`admin-tab-${tab}`).click();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page);
      expect(await seriousAxeViolations(page, WITHOUT_TOASTS), tab).toEqual([]);
    }
    await context.close();
  });

  it('sends a signed-in non-admin from /admin to /, and a visitor to the sign-in page', async () => {
    const member = await createUser(e2e.server.db, { email: 'pas-admin@example.fr' });
    const { context, page } = await e2e.newPage();
    await signIn(context, e2e.server, member);
    await page.goto(`${e2e.server.baseUrl}/admin`);
    await page.waitForURL(`${e2e.server.baseUrl}/`);
    await page.getByTestId('greeting').first().waitFor();
    expect(await page.getByTestId('stat-users').count()).toBe(0);
    await context.close();

    const visitor = await e2e.newPage();
    await visitor.page.goto(`${e2e.server.baseUrl}/admin`);
    await visitor.page.waitForURL(`${e2e.server.baseUrl}/login?next=%2Fadmin`);
    expect(await visitor.page.getByTestId('stat-users').count()).toBe(0);
    await visitor.context.close();
  });
});
