// The glossary in a real browser: a word marked in a quiz question opens its definition from the
// keyboard (Tab, Enter) as a dialog that takes the focus and is named by the word, Escape closes it
// and gives the focus back; /glossaire lists every word, its search filters, and it passes axe.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../helpers/test-app.js';
import { signIn } from './browser.js';
import { browserSuite } from './harness.js';
import { MAIN_CONTENT, seriousAxeViolations } from './pages.js';

const e2e = browserSuite();
let user: TestUser;

beforeAll(async () => {
  user = await createUser(e2e.server.db, { firstName: 'Samir', hasFullAccess: true });
});

describe('glossary words in a quiz question', () => {
  it('opens the definition with Tab and Enter, as a dialog named by the word, and closes it with Escape', async () => {
    const { page, context, errors } = await e2e.newPage();
    await signIn(context, e2e.server, user);
    // Questions on laïcité: their wording or their explanation uses glossary words.
    await page.goto(`${e2e.server.baseUrl}/quiz?theme=principes_valeurs&subtheme=laicite`);
    await page.getByTestId('start-quiz').click();
    await page.getByTestId('quiz-player').waitFor();
    const question = page.getByTestId('question-text');
    // Move on until a question's own wording holds a marked word (most do at once).
    for (let i = 0; i < 10 && (await question.getByTestId('glossary-term').count()) === 0; i += 1) {
      const counter = await page.getByTestId('question-counter').textContent();
      await page.getByTestId('option').first().click();
      await page.getByTestId('feedback').waitFor();
      await page.getByRole('button', { name: 'Suivant' }).click();
      await expect.poll(() => page.getByTestId('question-counter').textContent()).not.toBe(counter);
    }
    const word = question.getByTestId('glossary-term').first();
    await word.waitFor();
    const slug = await word.getAttribute('data-slug');
    const definition = (await (await fetch(`${e2e.server.baseUrl}/api/glossary/${slug}`)).json()).definition as string;

    // From the question's heading, Tab reaches the first marked word.
    await question.focus();
    await page.keyboard.press('Tab');
    expect(await word.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await word.getAttribute('aria-expanded')).toBe('false');
    expect(await word.getAttribute('aria-haspopup')).toBe('dialog');

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await word.getAttribute('aria-expanded')).toBe('true');
    // Named by the word, described by the definition; the focus moves into it.
    expect(await dialog.getAttribute('aria-labelledby')).toBe(await word.getAttribute('id'));
    const describedBy = await dialog.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(definition);
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await word.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => word.evaluate((el) => el === document.activeElement)).toBe(true);
    // Space opens it again; the question's options are untouched (no answer given by the word).
    await page.keyboard.press('Space');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await page.getByTestId('feedback').count()).toBe(0);
    expect(await seriousAxeViolations(page, MAIN_CONTENT)).toEqual([]);

    // In the quiz, 'Voir dans le glossaire' opens the glossary in a sheet over the question; its
    // link leads to the word's entry on /glossaire, in view (Back takes the quiz up again).
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: 'Voir dans le glossaire' }).click();
    const sheet = page.getByTestId('glossary-sheet-entry');
    await sheet.waitFor();
    expect(await sheet.getByRole('link', { name: 'Ouvrir la page du glossaire' }).getAttribute('href')).toBe(`/glossaire#${slug}`);
    await sheet.getByRole('link', { name: 'Ouvrir la page du glossaire' }).click();
    await page.waitForURL(`${e2e.server.baseUrl}/glossaire#${slug}`);
    const entry = page.locator(`[id="${slug}"]`);
    await entry.waitFor();
    await expect.poll(() => entry.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.top < window.innerHeight;
    })).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('glossary words in running text on a 390 px phone', () => {
  it('are targets at least 24 px tall (WCAG 2.2, 2.5.8), their lines opening by a few pixels at most', async () => {
    const { page, context, errors } = await e2e.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(context, e2e.server, user);
    await page.goto(`${e2e.server.baseUrl}/quiz?theme=principes_valeurs&subtheme=laicite`);
    await page.getByTestId('start-quiz').click();
    await page.getByTestId('quiz-player').waitFor();
    // Answer until a correction's explanation (small text) holds a marked word.
    const feedback = page.getByTestId('feedback');
    for (let i = 0; i < 10; i += 1) {
      await page.getByTestId('option').first().click();
      await feedback.waitFor();
      if ((await feedback.getByTestId('glossary-term').count()) > 0) break;
      const counter = await page.getByTestId('question-counter').textContent();
      await page.getByRole('button', { name: 'Suivant' }).click();
      await expect.poll(() => page.getByTestId('question-counter').textContent()).not.toBe(counter);
    }
    const words = page.getByTestId('quiz-player').getByTestId('glossary-term');
    expect(await feedback.getByTestId('glossary-term').count()).toBeGreaterThan(0);
    for (const word of await words.all()) {
      const measured = await word.evaluate((el) => {
        const block = el.parentElement!;
        el.scrollIntoView({ block: 'center' });
        const box = el.getBoundingClientRect();
        const x = box.left + Math.min(box.width / 2, 4);
        const mid = box.top + box.height / 2;
        // What a tap 11 px above and below the word's middle reaches within its text: the word, over
        // the whole of its box (at least 24 px tall, below). 11, not 12: a CI run under load found
        // the point 0.5 px inside the box's edge outside it once (sub-pixel hit testing). Chrome fixed
        // over the page is passed over (a word near the end of a short page cannot be scrolled to the
        // middle, and a CI run found the action bar over its lower half).
        const hits = [mid - 11, mid + 11].map((y) => {
          const hit = document.elementsFromPoint(x, y).find((e) => block.contains(e));
          return hit === el || el.contains(hit ?? null);
        });
        const withTarget = block.getBoundingClientRect().height;
        // The same text without the enlarged target: the block must not move.
        const style = document.createElement('style');
        style.textContent = '[data-testid="glossary-term"]::before { display: none !important; }';
        document.head.append(style);
        const plain = block.getBoundingClientRect().height;
        style.textContent = '[data-testid="glossary-term"] { line-height: inherit !important; } [data-testid="glossary-term"]::before { display: none !important; }';
        document.head.append(style);
        const unmarked = block.getBoundingClientRect().height;
        style.remove();
        return { text: el.textContent, fontSize: getComputedStyle(el).fontSize, height: box.height, hits, withTarget, plain, unmarked };
      });
      expect(measured.height, JSON.stringify(measured)).toBeGreaterThanOrEqual(24);
      expect(measured.hits, JSON.stringify(measured)).toEqual([true, true]);
      // The invisible layer moves nothing; a line holding a word is 24 px at most where small
      // text's lines are ~20.3 px: the paragraph grows by 18 % at most (all its lines holding words).
      expect(measured.withTarget, JSON.stringify(measured)).toBe(measured.plain);
      expect(measured.withTarget / measured.unmarked, JSON.stringify(measured)).toBeLessThanOrEqual(24 / 20.3 + 0.01);
    }

    // The pop-up and the sheet both carry « Signaler une erreur », in a new tab (issue 38).
    const word = feedback.getByTestId('glossary-term').first();
    const slug = await word.getAttribute('data-slug');
    await word.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const report = dialog.getByTestId('report-item');
    expect(await report.getAttribute('href')).toBe(`/contact?item=glossary:${slug}`);
    expect(await report.getAttribute('target')).toBe('_blank');
    await dialog.getByRole('button', { name: 'Voir dans le glossaire' }).click();
    const sheet = page.getByTestId('glossary-sheet-entry');
    await sheet.waitFor();
    expect(await sheet.getByTestId('report-item').getAttribute('href')).toBe(`/contact?item=glossary:${slug}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the civic exam', () => {
  it('marks no word while the exam runs, and marks them in the correction', async () => {
    const examUser = await createUser(e2e.server.db, { firstName: 'Lina' });
    const { page, context, errors } = await e2e.newPage();
    await signIn(context, e2e.server, examUser);
    await page.goto(`${e2e.server.baseUrl}/examen-civique`);
    await page.getByTestId('exam-rules').waitFor();
    await page.getByTestId('exam-start').click();
    await page.getByTestId('exam-countdown').waitFor();
    // Forty questions on every theme: some wording uses a glossary word, none is marked.
    for (let i = 0; i < 5; i += 1) {
      // Nothing left to load that could mark words a moment later.
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('glossary-term').count()).toBe(0);
      await page.getByTestId('option').first().click();
      await page.getByRole('button', { name: 'Suivant' }).click();
    }
    await page.getByTestId('exam-finish').click();
    await page.getByTestId('exam-confirm-finish').click();
    await page.getByTestId('exam-result').waitFor();
    await expect.poll(() => page.getByTestId('exam-correction-item').getByTestId('glossary-term').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/glossaire', () => {
  it('lists at least 150 words alphabetically, filters them with the search box, and shows the questions of a word', async () => {
    const { page, context, errors } = await e2e.newPage();
    await page.goto(`${e2e.server.baseUrl}/glossaire`);
    const entries = page.getByTestId('glossary-entry');
    await entries.first().waitFor();
    const all = await entries.count();
    expect(all).toBeGreaterThanOrEqual(150);
    const words = await entries.locator('h3').allTextContents();
    expect(words).toEqual([...words].sort(new Intl.Collator('fr', { sensitivity: 'base' }).compare));
    expect(await page.getByTestId('glossary-count').textContent()).toBe(`${all} mots`);
    expect(await seriousAxeViolations(page, MAIN_CONTENT)).toEqual([]);

    await page.getByTestId('glossary-search').fill('prefecture');
    await expect.poll(() => entries.count()).toBeLessThan(all);
    const ids = await entries.evaluateAll((els) => els.map((e) => e.id));
    expect(ids).toContain('prefecture');
    expect(ids.length).toBeLessThanOrEqual(3);
    expect(await page.getByTestId('glossary-count').textContent()).toMatch(/^\d mots?$/);

    await page.getByTestId('glossary-search').fill('zzzz');
    await expect.poll(() => entries.count()).toBe(0);
    expect(await page.getByTestId('glossary-count').textContent()).toContain('zzzz');

    await page.getByTestId('glossary-search').fill('laïcité');
    const laicite = page.locator('#laicite');
    await laicite.getByRole('button', { name: 'Voir les questions' }).click();
    const list = laicite.getByRole('list');
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await list.getByRole('link', { name: "S'entraîner sur ce thème" }).first().getAttribute('href')).toMatch(/^\/quiz\?theme=/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the Arabic of each word in Arabic', async () => {
    const { page, context } = await e2e.newPage();
    await page.addInitScript(() => localStorage.setItem('product-language', 'ar'));
    await page.goto(`${e2e.server.baseUrl}/glossaire#scrutin`);
    const entry = page.locator('#scrutin');
    await entry.waitFor();
    expect(await entry.locator('[lang="ar"][dir="rtl"]').count()).toBe(1);
    expect(await entry.locator('[lang="fr"]').first().getAttribute('dir')).toBe('ltr');
    await context.close();
  });
});

describe('the admin "Glossaire" tab', () => {
  it('edits an entry through the form, on a phone, and the edit is audited and shown on /glossaire', async () => {
    const admin = await createUser(e2e.server.db, { isAdmin: true, email: 'glossaire-e2e@example.fr' });
    const { page, context, errors } = await e2e.newPage({ viewport: { width: 375, height: 740 } });
    await signIn(context, e2e.server, admin);
    await page.goto(`${e2e.server.baseUrl}/admin`);
    await page.getByTestId('admin-tab-glossary').click();
    const tab = page.getByTestId('admin-glossary');
    await tab.waitFor();
    await tab.getByRole('searchbox').fill('isoloir');
    await page.getByTestId('admin-glossary-isoloir').getByRole('button').click();
    const form = page.getByTestId('glossary-editor');
    await form.waitFor();
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(scroll).toBe(true);
    const english = 'A small curtained booth in the polling station, where each voter puts the ballot into the envelope alone.';
    await form.getByLabel('Définition en anglais').fill(english);
    await page.getByTestId('glossary-save').click();
    await page.getByText('Entrée enregistrée').first().waitFor();
    await form.waitFor({ state: 'detached' });

    const row = await e2e.server.db.selectFrom('glossaryTerms').selectAll().where('slug', '=', 'isoloir').executeTakeFirstOrThrow();
    expect(row.definitionEn).toBe(english);
    expect(row.adminEditedAt).not.toBeNull();
    const audit = await e2e.server.db.selectFrom('auditLog').selectAll().where('action', '=', 'glossary.edit').where('targetId', '=', 'isoloir').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorEmail).toBe(admin.email);
    expect(await seriousAxeViolations(page, MAIN_CONTENT)).toEqual([]);

    // The public page in English shows the edited definition.
    await page.evaluate(() => localStorage.setItem('product-language', 'en'));
    await page.goto(`${e2e.server.baseUrl}/glossaire#isoloir`);
    await page.locator('#isoloir').getByText(english).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
