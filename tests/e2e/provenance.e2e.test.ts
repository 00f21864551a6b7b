// Provenance and current facts in a real browser: a quiz of the official list shows where each
// question comes from (with the Ministry's wording), a situational question says it is ours, /sources
// renders with the facts' check dates, and an admin edits and checks facts until the overview's
// warning goes away.
import { describe, expect, it } from 'vitest';
import { createUser } from '../helpers/test-app.js';
import { signIn } from './browser.js';
import { browserSuite } from './harness.js';
import { seriousAxeViolations, WITHOUT_TOASTS } from './pages.js';

const e2e = browserSuite();

const NNBSP = '\u202F';
const today = () => new Date().toISOString().slice(0, 10);

describe('provenance', () => {
  it('the Liste officielle quiz shows each question as official with its wording, and remembers where the member stopped', async () => {
    const member = await createUser(e2e.server.db, { hasFullAccess: true, email: 'liste-officielle@example.fr' });
    const { context, page, errors } = await e2e.newPage();
    await signIn(context, e2e.server, member);
    await page.goto(`${e2e.server.baseUrl}/quiz`);
    await page.getByTestId('official-list-card').waitFor();
    await page.getByTestId('start-official-list').click();
    await page.getByTestId('quiz-player').waitFor();
    await expect(page.getByTestId('official-badge').textContent()).resolves.toBe('Liste officielle · 1–20 sur 244');

    const provenance = page.getByTestId('provenance');
    await expect(provenance.getAttribute('data-official')).resolves.toBe('true');
    await expect(provenance.textContent()).resolves.toContain('Question de la liste officielle (12/12/2025)');
    await expect(page.getByTestId('official-wording').textContent()).resolves.toBe(
      `Libellé officiel${NNBSP}: «${NNBSP}Complétez les paroles de la Marseillaise « Allons enfants de la patrie... »${NNBSP}»`,
    );

    await page.getByTestId('option').first().click();
    await page.getByTestId('feedback').waitFor();
    // The source stays under the explanation.
    await expect(page.getByTestId('answer-source').textContent()).resolves.toMatch(/^Source/);
    await expect(page.evaluate((id) => localStorage.getItem(`official-list-next:${id}`), member.id)).resolves.toBe('2');

    // Back to the set-up ('Quitter ce quiz': on /quiz again, the quiz in progress would resume):
    // the mode offers to go on from entry 2, and the quiz left open to be resumed.
    await page.getByTestId('quiz-leave').click();
    await expect(page.getByTestId('official-start').inputValue()).resolves.toBe('2');
    await page.getByTestId('quiz-resume').waitFor();
    // Taken up again, it is the official list still, not an ordinary quiz.
    await page.getByTestId('quiz-resume-button').click();
    await page.getByTestId('quiz-player').waitFor();
    await expect(page.getByTestId('official-badge').textContent()).resolves.toBe('Liste officielle · 1–20 sur 244');
    await page.getByTestId('option').first().click();
    await page.getByTestId('feedback').waitFor();
    await expect(page.evaluate((id) => localStorage.getItem(`official-list-next:${id}`), member.id)).resolves.toBe('3');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a situational question says it is a practice question, not official', async () => {
    const member = await createUser(e2e.server.db, { hasFullAccess: true, email: 'situation@example.fr' });
    const { context, page, errors } = await e2e.newPage();
    await signIn(context, e2e.server, member);
    await page.goto(`${e2e.server.baseUrl}/quiz?kind=situation`);
    await page.getByTestId('kind-situation').waitFor();
    await page.getByTestId('start-quiz').click();
    await page.getByTestId('quiz-player').waitFor();
    const provenance = page.getByTestId('provenance');
    await expect(provenance.getAttribute('data-official')).resolves.toBe('false');
    await expect(provenance.textContent()).resolves.toContain("Question d'entraînement — non officielle");
    await expect(page.getByTestId('official-wording').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/sources explains the count and shows when each current fact was checked', async () => {
    const { context, page, errors } = await e2e.newPage();
    await page.goto(`${e2e.server.baseUrl}/sources`);
    await page.getByRole('heading', { level: 1, name: "D'où viennent nos questions" }).waitFor();
    const count = await page.getByTestId('official-count').textContent();
    expect(count).toContain('245 libellés');
    expect(count).toContain('244 questions');
    await page.getByTestId('facts-table').waitFor();
    await expect(page.getByTestId('fact-departements').textContent()).resolves.toContain('101');
    await expect(page.getByTestId('fact-regions_total').getByTestId('fact-verified').textContent()).resolves.toBe('24 novembre 2026');
    await expect(page.getByTestId('report-error').getAttribute('href')).resolves.toBe('/contact');
    // The seeded office holders nobody confirmed are « à vérifier », and the page says what that means.
    await expect(page.getByTestId('fact-president_senat').getByTestId('fact-to-check').count()).resolves.toBe(1);
    await expect(page.getByTestId('to-check-meaning').textContent()).resolves.toContain('Sénat');
    await expect(page.locator('footer').getByRole('link', { name: 'Sources et provenance' }).count()).resolves.toBe(1);
    await expect(seriousAxeViolations(page, WITHOUT_TOASTS)).resolves.toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/sources reads on a phone in Arabic, right to left, without sideways scroll', async () => {
    const { context, page, errors } = await e2e.newPage({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => localStorage.setItem('product-language', 'ar'));
    await page.goto(`${e2e.server.baseUrl}/sources`);
    await page.getByRole('heading', { level: 1, name: 'من أين تأتي أسئلتنا' }).waitFor();
    // A phone gets one card per fact (issue 37: the table's status column was off screen).
    await page.getByTestId('fact-card-departements').waitFor();
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
    expect(scroll).toBeLessThanOrEqual(width);
    await expect(page.getByTestId('fact-card-departements').textContent()).resolves.toContain('عدد المقاطعات');
    await expect(seriousAxeViolations(page, WITHOUT_TOASTS)).resolves.toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('current facts in the admin panel', () => {
  it('an admin edits one stale fact and checks the other: the overview warning goes away', async () => {
    // Two facts unchecked for 120 days, the others checked today.
    const old = new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 10);
    await e2e.server.db.updateTable('currentFacts').set({ verifiedAt: today() }).execute();
    await e2e.server.db.updateTable('currentFacts').set({ verifiedAt: old }).where('key', 'in', ['premier_ministre', 'president_senat']).execute();
    const admin = await createUser(e2e.server.db, { isAdmin: true, hasFullAccess: true, email: 'faits-e2e@example.fr' });
    // The other office holders confirmed by an admin: a seeded holder nobody confirmed is « à vérifier » too.
    await e2e.server.db.updateTable('currentFacts').set({ updatedBy: admin.id }).where('key', 'in', ['president_republique', 'president_assemblee']).execute();
    const { context, page, errors } = await e2e.newPage();
    await signIn(context, e2e.server, admin);

    await page.goto(`${e2e.server.baseUrl}/admin`);
    await page.getByTestId('stale-facts').waitFor();
    await page.getByTestId('stale-fact-premier_ministre').waitFor();
    await page.getByTestId('stale-fact-president_senat').waitFor();
    await expect(page.getByTestId('stale-fact-departements').count()).resolves.toBe(0);

    await page.getByTestId('open-facts').click();
    const pm = page.getByTestId('admin-fact-premier_ministre');
    await pm.waitFor();
    await expect(pm.getAttribute('data-stale')).resolves.toBe('true');
    await pm.getByTestId('fact-input-source').fill('Décret portant nomination du Premier ministre (Journal officiel), vérifié sur legifrance.gouv.fr');
    await pm.getByTestId('fact-save').click();
    await page.getByText('Fait enregistré et marqué comme vérifié aujourd\'hui.').waitFor();
    await expect(page.getByTestId('admin-fact-premier_ministre').getAttribute('data-stale')).resolves.toBe('false');

    const senat = page.getByTestId('admin-fact-president_senat');
    await senat.getByTestId('fact-verify').click();
    await page.getByText("Fait marqué comme vérifié aujourd'hui.").waitFor();
    await expect(page.getByTestId('admin-fact-president_senat').getAttribute('data-stale')).resolves.toBe('false');
    await expect(page.getByTestId('admin-fact-president_senat').getByTestId('fact-last-verified').textContent()).resolves.toContain('faits-e2e@example.fr');

    await page.getByTestId('admin-tab-overview').click();
    await page.getByTestId('stat-users').waitFor();
    await expect(page.getByTestId('stale-facts').count()).resolves.toBe(0);

    // Both are in the audit log.
    const audit = await e2e.server.db.selectFrom('auditLog').select(['action', 'targetId']).where('targetType', '=', 'fact').orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'fact.update', targetId: 'premier_ministre' },
      { action: 'fact.verify', targetId: 'president_senat' },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
