// Accounts in a real browser: register through /register, sign out, sign in through the dialog,
// the wrong-password toast, Google unavailable, 'Mon compte' (export and deletion), English.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settled } from './browser.js';
import { browserSuite } from './harness.js';

const e2e = browserSuite();

const AMINA = { firstName: 'Amina', lastName: 'Diallo', email: 'amina.e2e@example.fr', password: 'liberte-2026' };

/** A text or password input by its label (Mantine appends ' *' to required labels). */
function field(scope: Locator, label: string) {
  return scope.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
}

async function fillRegisterPage(page: Page, v: { firstName: string; lastName: string; email: string; password: string; confirm: string }, en = false) {
  const main = page.getByRole('main');
  await field(main, en ? 'First name' : 'Prénom').fill(v.firstName);
  await field(main, en ? 'Last name' : 'Nom').fill(v.lastName);
  await field(main, 'Email').fill(v.email);
  await field(main, en ? 'Password' : 'Mot de passe').fill(v.password);
  await field(main, en ? 'Confirm password' : 'Confirmer le mot de passe').fill(v.confirm);
}

/** Toasts queue one at a time (at most one shown, docs/product.md#interface-conventions) and sit over the top-right buttons. */
async function closeToast(page: Page) {
  await page.locator('.mantine-Notification-closeButton').first().click();
  await expect.poll(() => page.locator('.mantine-Notification-root').count()).toBe(0);
}

async function noHorizontalScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe('accounts in the browser', () => {
  it('registers through /register and lands on / greeted "Bonjour, Amina"; signs out; signs in again through the dialog', async () => {
    const { page, context, errors } = await e2e.newPage();
    await page.goto(`${e2e.server.baseUrl}/register`);
    await page.getByRole('heading', { name: 'Inscription', exact: true }).waitFor();

    // Local checks first, under their field (no toast).
    await fillRegisterPage(page, { ...AMINA, confirm: 'autre-chose' });
    await page.getByRole('main').getByRole('button', { name: "S'inscrire", exact: true }).click();
    await page.getByText('Les mots de passe ne correspondent pas.').waitFor();
    await fillRegisterPage(page, { ...AMINA, password: '12345', confirm: '12345' });
    await page.getByRole('main').getByRole('button', { name: "S'inscrire", exact: true }).click();
    await page.getByText('Le mot de passe doit contenir au moins 6 caractères.').waitFor();
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);

    await fillRegisterPage(page, { ...AMINA, confirm: AMINA.password });
    const started = Date.now();
    await page.getByRole('main').getByRole('button', { name: "S'inscrire", exact: true }).click();
    await page.getByText('Inscription réussie').waitFor();
    await page.getByText('Bienvenue Amina\u202F! Votre compte a été créé.').waitFor();
    await page.waitForURL(`${e2e.server.baseUrl}/`);
    // The registration redirect waits 1.5 s.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    await expect.poll(() => page.getByTestId('greeting').textContent()).toBe('Bonjour, Amina');
    const row = await e2e.server.db.selectFrom('users').select(['email', 'firstName']).where('email', '=', AMINA.email).executeTakeFirst();
    expect(row).toEqual({ email: AMINA.email, firstName: 'Amina' });
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'session')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    // The dashboard has loaded its data (signing out before would leave its first request to
    // answer 401 in the console, as for any user who clicks that fast). The stat cards sit under
    // « Tout le tableau de bord » since issue 37; their query runs either way.
    await page.getByTestId('dashboard-more').click();
    await page.getByText('Score moyen').first().waitFor();
    await settled(page);

    // Sign out: toast, then / as a visitor after 0.5 s.
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await page.getByText('Déconnexion réussie').waitFor();
    await page.getByText('À bientôt sur Prépa Naturalisation').waitFor();
    await page.getByRole('button', { name: 'Se connecter' }).first().waitFor();
    await expect.poll(() => page.getByTestId('greeting').count()).toBe(0);
    expect(await page.getByText('Connexion requise').count()).toBe(0);
    expect((await context.cookies()).find((c) => c.name === 'session')).toBeUndefined();
    expect(await e2e.server.db.selectFrom('sessions').select('id').execute()).toHaveLength(0);

    // Sign in through the dialog (the toast sits over the top-right buttons: close it first).
    await closeToast(page);
    await page.getByRole('button', { name: 'Se connecter' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Se connecter' }).waitFor();
    await dialog.getByRole('tab', { name: "S'inscrire" }).waitFor();
    // Google is not configured on this server: no button that leads nowhere.
    expect(await dialog.getByRole('button', { name: 'Continuer avec Google' }).count()).toBe(0);
    await field(dialog, 'Email').fill('AMINA.E2E@example.fr');
    await field(dialog, 'Mot de passe').fill(AMINA.password);
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Bienvenue Amina\u202F!', { exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('greeting').textContent()).toBe('Bonjour, Amina');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a wrong password under the password field, on the page and in the dialog', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto(`${e2e.server.baseUrl}/login`);
    await page.getByRole('heading', { name: 'Connexion', exact: true }).waitFor();
    await field(page.getByRole('main'), 'Email').fill(AMINA.email);
    await field(page.getByRole('main'), 'Mot de passe').fill('pas-le-bon');
    await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Email ou mot de passe incorrect.').waitFor();
    expect(await field(page.getByRole('main'), 'Mot de passe').getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toBe(`${e2e.server.baseUrl}/login`);

    await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
    const dialog = page.getByRole('dialog');
    await field(dialog, 'Email').fill('inconnu@example.fr');
    await field(dialog, 'Mot de passe').fill('pas-le-bon');
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await expect.poll(() => page.getByText('Email ou mot de passe incorrect.').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    await context.close();
  });

  it('sends /api/auth/google to /login with a translated message when Google is not configured, and /api/login to /login', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto(`${e2e.server.baseUrl}/login`);
    await page.getByRole('heading', { name: 'Connexion', exact: true }).waitFor();
    await settled(page);
    // Not configured: no button; the address still answers (an old link, a bookmark).
    expect(await page.getByTestId('google-sign-in').count()).toBe(0);
    await page.goto(`${e2e.server.baseUrl}/api/auth/google`);
    await page.waitForURL(`${e2e.server.baseUrl}/login?google=unavailable`);
    await page.getByText("La connexion avec Google n'est pas disponible pour le moment.", { exact: false }).waitFor();
    await page.goto(`${e2e.server.baseUrl}/api/login`);
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it("'Mon compte': downloads the data export, then deletes the account after confirmation", async () => {
    const { page, context, errors } = await e2e.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(`${e2e.server.baseUrl}/register`);
    await fillRegisterPage(page, { firstName: 'Yasmine', lastName: 'Haddad', email: 'yasmine@example.fr', password: 'fraternite', confirm: 'fraternite' });
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.getByRole('main').getByRole('button', { name: "S'inscrire", exact: true }).click();
    await page.waitForURL(`${e2e.server.baseUrl}/`);

    await page.goto(`${e2e.server.baseUrl}/account`);
    await page.getByRole('heading', { name: 'Mon compte', exact: true }).waitFor();
    await page.getByText('yasmine@example.fr', { exact: true }).waitFor();
    // Free test phase: full access from sign-up, nothing to switch on.
    expect(await page.getByTestId('access-badge').textContent()).toBe('Complet');
    expect(await page.getByRole('button', { name: "Activer l'accès complet — gratuit" }).count()).toBe(0);
    expect(await noHorizontalScroll(page)).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger mes données' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^prepa-naturalisation-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const data = JSON.parse((await import('node:fs')).readFileSync(file!, 'utf8'));
    expect(data.profile).toMatchObject({ email: 'yasmine@example.fr', firstName: 'Yasmine', hasFullAccess: true });

    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Supprimer définitivement votre compte ?').waitFor();
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await e2e.server.db.selectFrom('users').select('id').where('email', '=', 'yasmine@example.fr').executeTakeFirst()).toBeTruthy();

    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.getByText('Compte supprimé').waitFor();
    await page.waitForURL(`${e2e.server.baseUrl}/`);
    await expect.poll(() => e2e.server.db.selectFrom('users').select('id').where('email', '=', 'yasmine@example.fr').executeTakeFirst()).toBeUndefined();
    expect(await page.getByText('Connexion requise').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('translates these screens in English', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto(`${e2e.server.baseUrl}/login`);
    await page.evaluate(() => localStorage.setItem('product-language', 'en'));
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
    await page.getByText('No account yet?').waitFor();
    await field(page.getByRole('main'), 'Email').fill(AMINA.email);
    await field(page.getByRole('main'), 'Password').fill('wrong-password');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Incorrect email or password.').waitFor();

    await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Sign up', selected: true }).waitFor();
    await dialog.getByRole('tab', { name: 'Sign in' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto(`${e2e.server.baseUrl}/register`);
    await page.getByRole('heading', { name: 'Sign up', exact: true }).waitFor();
    await fillRegisterPage(page, { firstName: 'John', lastName: 'Smith', email: 'john@example.com', password: 'abcdef', confirm: 'abcdeg' }, true);
    await page.getByRole('main').getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByText('The passwords do not match.').waitFor();
    await fillRegisterPage(page, { firstName: 'John', lastName: 'Smith', email: AMINA.email, password: 'abcdef', confirm: 'abcdef' }, true);
    await page.getByRole('main').getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByText('An account already exists with this email.').waitFor();

    await page.goto(`${e2e.server.baseUrl}/login?google=unavailable`);
    await page.getByText('Google sign-in is not available at the moment.', { exact: false }).waitFor();

    await page.goto(`${e2e.server.baseUrl}/register`);
    await fillRegisterPage(page, { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', password: 'abcdef', confirm: 'abcdef' }, true);
    await page.getByRole('main').getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByText('Welcome Jane! Your account has been created.').waitFor();
    await expect.poll(() => page.getByTestId('greeting').textContent(), { timeout: 5000 }).toBe('Hello, Jane');
    await page.goto(`${e2e.server.baseUrl}/account`);
    await page.getByRole('heading', { name: 'My account', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Download my data' }).waitFor();
    await page.getByRole('button', { name: 'Delete my account' }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('See you soon on Prépa Naturalisation').waitFor();
    await context.close();
  });
});
