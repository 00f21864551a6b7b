// Issue 38 in a real browser: « Signaler une erreur » on a glossary entry opens the contact form
// pre-filled with the entry, the message lands in the admin inbox with the entry's id and is counted
// among the open reports per item; the regions page names no prefecture as the one handling every
// application and links the Ministry's page of the naturalisation platforms.
import { describe, expect, it } from 'vitest';
import { createUser } from '../helpers/test-app.js';
import { signIn } from './browser.js';
import { browserSuite } from './harness.js';
import { seriousAxeViolations, WITHOUT_TOASTS } from './pages.js';

const e2e = browserSuite();
const NNBSP = '\u202F';

describe('« Signaler une erreur »', () => {
  it('from a glossary entry to the admin inbox, with the entry named', async () => {
    const { page, context, errors } = await e2e.newPage();
    await page.goto(`${e2e.server.baseUrl}/glossaire`);
    const entry = page.locator('#reclusion');
    await entry.waitFor();
    const link = entry.getByTestId('report-item');
    expect(await link.getAttribute('href')).toBe('/contact?item=glossary:reclusion');
    await link.click();
    await page.waitForURL(`${e2e.server.baseUrl}/contact?item=glossary:reclusion`);
    await expect(page.getByTestId('contact-report-item').textContent()).resolves.toContain('glossary:reclusion');
    await expect(page.locator('select[name="category"]').inputValue()).resolves.toBe('content');
    await expect(page.locator('input[name="subject"]').inputValue()).resolves.toBe(`Erreur signalée${NNBSP}: glossary:reclusion`);
    await page.locator('input[name="name"]').fill('Amina Diallo');
    await page.locator('input[name="email"]').fill('amina@example.fr');
    await page.locator('textarea[name="message"]').fill('La réclusion commence à 10 ans (Code pénal, art. 131-1).');
    await page.getByTestId('contact-submit').click();
    await page.getByText('Message envoyé !').waitFor();
    expect(errors).toEqual([]);
    await context.close();

    const row = await e2e.server.db.selectFrom('contactMessages').selectAll().where('itemId', '=', 'glossary:reclusion').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ category: 'content', handled: 0 });

    const admin = await createUser(e2e.server.db, { isAdmin: true, hasFullAccess: true, email: 'signalements@example.fr' });
    const session = await e2e.newPage();
    await signIn(session.context, e2e.server, admin);
    await session.page.goto(`${e2e.server.baseUrl}/admin`);
    await session.page.getByTestId('admin-tab-messages').click();
    const reports = session.page.getByTestId('open-reports');
    await reports.waitFor();
    const button = session.page.getByTestId('open-report-glossary:reclusion');
    await expect(button.textContent()).resolves.toBe('glossary:reclusion — 1');
    await button.click();
    await expect(session.page.getByTestId(`message-${row.id}`).getByTestId('message-item').textContent()).resolves.toBe(`Élément${NNBSP}: glossary:reclusion`);
    expect(await seriousAxeViolations(session.page, WITHOUT_TOASTS)).toEqual([]);
    expect(session.errors).toEqual([]);
    await session.context.close();
  });
});

describe('/french-regions', () => {
  it('does not say that the prefecture handles every application, and links the platforms page', async () => {
    const { page, context, errors } = await e2e.newPage();
    await page.goto(`${e2e.server.baseUrl}/french-regions`);
    await page.getByTestId('region-card').first().waitFor();
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(text).not.toMatch(/instruite par (le service de naturalisation de )?votre préfecture/);
    expect(await page.getByTestId('platforms-link').getAttribute('href')).toContain('Les-plateformes-d-acces-a-la-nationalite-francaise');
    expect(errors).toEqual([]);
    await context.close();
  });
});
