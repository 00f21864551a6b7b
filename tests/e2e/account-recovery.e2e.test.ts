// Account recovery in a real browser on a phone, with a real SMTP server: "Mot de passe oublié ?"
// from /login, the e-mail's link opened as received, a new password, and the link refused the
// second time.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { linkIn } from '../helpers/mailbox.js';
import { createUser } from '../helpers/test-app.js';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../../src/server/auth/session.js';
import { signIn, startServer } from './browser.js';
import { mailingBrowserSuite } from './harness.js';

const e2e = mailingBrowserSuite();

const PHONE = { width: 390, height: 844 };
const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('account recovery in the browser', () => {
  it('forgot → e-mail → new password → signed in; the old session has ended and the link works once', async () => {
    const user = await createUser(e2e.server.db, { email: 'oubli.e2e@example.fr', password: 'ancien-mot-de-passe', firstName: 'Nadia' });
    const { page, context, errors } = await e2e.newPage({ viewport: PHONE });

    await page.goto(`${e2e.server.baseUrl}/login`);
    await page.getByRole('link', { name: 'Mot de passe oublié\u202f?' }).click();
    await page.getByRole('heading', { name: 'Mot de passe oublié', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/forgot-password');
    expect(await fitsTheScreen(page)).toBe(true);
    await page.getByRole('main').getByRole('textbox', { name: /^Email/ }).fill(user.email);
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    await page.getByText('Vérifiez votre boîte mail').waitFor();
    await page.getByText(`Si un compte existe pour ${user.email}`).waitFor();

    const mail = await e2e.mailbox.next(user.email, 10_000);
    expect(mail.subject).toBe('Réinitialiser votre mot de passe — Prépa Naturalisation');
    const link = linkIn(mail, '/reset-password');
    expect(link.origin).toBe(e2e.server.baseUrl);

    await page.goto(link.toString());
    await page.getByRole('heading', { name: 'Nouveau mot de passe', exact: true }).waitFor();
    expect(await fitsTheScreen(page)).toBe(true);
    await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('nouveau-mot-de-passe');
    await page.getByRole('textbox', { name: 'Confirmer le nouveau mot de passe', exact: true }).fill('autre-chose');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByText('Les mots de passe ne correspondent pas.').waitFor();
    await page.getByRole('textbox', { name: 'Confirmer le nouveau mot de passe', exact: true }).fill('nouveau-mot-de-passe');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByText('Mot de passe modifié').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');

    // This browser is signed in; the session the member had before is gone.
    const me = await page.evaluate(async () => (await fetch('/api/auth/user')).status);
    expect(me).toBe(200);
    const before = await e2e.server.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: user.cookie } });
    expect(before.statusCode).toBe(401);

    // The same link a second time.
    const { page: again, context: second } = await e2e.newPage({ viewport: PHONE });
    await again.goto(link.toString());
    await again.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('encore-un-autre');
    await again.getByRole('textbox', { name: 'Confirmer le nouveau mot de passe', exact: true }).fill('encore-un-autre');
    await again.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await again.getByText('Lien non valable').waitFor();
    await again.getByRole('link', { name: 'Demander un nouveau lien' }).waitFor();

    const login = await e2e.server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'nouveau-mot-de-passe' } });
    expect(login.statusCode).toBe(200);
    expect(errors).toEqual([]);
    await second.close();
    await context.close();
  });

  it('Mon compte: a wrong current password is refused; the right one changes it and signs the other devices out', async () => {
    const user = await createUser(e2e.server.db, { email: 'compte.e2e@example.fr', password: 'mot-de-passe-actuel' });
    // A second device of the same member.
    const token = generateSessionToken();
    await createSession(e2e.server.db, token, user.id);
    const phoneCookie = `${SESSION_COOKIE}=${token}`;

    const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
    await signIn(context, e2e.server, user);
    await page.goto(`${e2e.server.baseUrl}/account`);
    await page.getByRole('heading', { name: 'Changer mon mot de passe' }).waitFor();
    expect(await fitsTheScreen(page)).toBe(true);
    await page.getByTestId('current-password').fill('pas-le-bon');
    await page.getByTestId('new-password').fill('tout-nouveau-2026');
    await page.getByTestId('confirm-password').fill('tout-nouveau-2026');
    await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await page.getByText('Le mot de passe actuel est incorrect.').waitFor();
    await page.getByTestId('current-password').fill('mot-de-passe-actuel');
    await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await page.getByText('Vos autres appareils ont été déconnectés.').waitFor();

    expect(await page.evaluate(async () => (await fetch('/api/auth/user')).status)).toBe(200);
    const old = await e2e.server.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: phoneCookie } });
    expect(old.statusCode).toBe(401);
    // The browser logs the refused wrong password (a 400) itself; nothing else.
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
    await context.close();
  });

  it('Mon compte: the e-mail changes once the link sent to the new address is opened', async () => {
    const user = await createUser(e2e.server.db, { email: 'ancienne.e2e@example.fr', password: 'mot-de-passe-actuel' });
    const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
    await signIn(context, e2e.server, user);
    await page.goto(`${e2e.server.baseUrl}/account`);
    await page.getByRole('heading', { name: 'Changer mon adresse e-mail' }).waitFor();
    const form = page.getByRole('form', { name: 'Changer mon adresse e-mail' });
    await form.getByRole('textbox', { name: 'Nouvelle adresse e-mail', exact: true }).fill('nouvelle.e2e@example.fr');
    await form.getByRole('textbox', { name: 'Mot de passe actuel', exact: true }).fill('mot-de-passe-actuel');
    await form.getByRole('button', { name: 'Envoyer le lien de confirmation' }).click();
    await page.getByTestId('email-change-sent').waitFor();
    expect((await e2e.server.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: user.cookie } })).json().email).toBe(user.email);

    const link = linkIn(await e2e.mailbox.next('nouvelle.e2e@example.fr', 10_000), '/confirm-email');
    await page.goto(link.toString());
    await page.getByRole('button', { name: 'Confirmer cette adresse' }).click();
    await page.getByText("Votre compte utilise maintenant l'adresse nouvelle.e2e@example.fr.").waitFor();
    await page.getByRole('link', { name: 'Aller à mon compte' }).click();
    await page.getByText('nouvelle.e2e@example.fr').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sign-up: « Vérifiez votre boîte mail » whether or not the address has an account; the link creates the account', async () => {
    const owner = await createUser(e2e.server.db, { email: 'deja.inscrite.e2e@example.fr', password: 'mot-de-passe-du-proprio' });
    const { page, context, errors } = await e2e.newPage({ viewport: PHONE });
    const signUp = async (email: string) => {
      await page.goto(`${e2e.server.baseUrl}/register`);
      await page.getByRole('heading', { name: 'Inscription', exact: true }).waitFor();
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: /^Prénom/ }).fill('Samira');
      await main.getByRole('textbox', { name: /^Nom/ }).fill('Haddad');
      await main.getByRole('textbox', { name: /^Email/ }).fill(email);
      await main.getByRole('textbox', { name: /^Mot de passe/ }).fill('mon-mot-de-passe');
      await main.getByRole('textbox', { name: /^Confirmer le mot de passe/ }).fill('mon-mot-de-passe');
      await main.getByRole('button', { name: "S'inscrire", exact: true }).click();
      await page.getByTestId('register-sent').waitFor();
      return (await page.getByTestId('register-sent').innerText()).split(email).join('<email>');
    };

    // The screen says the same for an address that has an account and for a new one.
    const toUsed = await signUp(owner.email);
    expect(toUsed).toContain('Vérifiez votre boîte mail');
    expect(toUsed).toContain('Un e-mail vient de partir vers <email>.');
    expect(await fitsTheScreen(page)).toBe(true);
    const toNew = await signUp('nouvelle.inscrite.e2e@example.fr');
    expect(toNew).toBe(toUsed);
    // No session, no account yet.
    expect((await context.cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);
    expect(await e2e.server.db.selectFrom('users').select('id').where('email', '=', 'nouvelle.inscrite.e2e@example.fr').execute()).toEqual([]);
    expect((await e2e.mailbox.next(owner.email, 10_000)).subject).toBe('Vous avez déjà un compte — Prépa Naturalisation');

    // The link of the new address: one click creates the account and signs this browser in.
    const link = linkIn(await e2e.mailbox.next('nouvelle.inscrite.e2e@example.fr', 10_000), '/confirm-account');
    await page.goto(link.toString());
    await page.getByRole('heading', { name: 'Confirmer mon inscription', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByText('Bienvenue Samira\u202f! Votre compte a été créé.').waitFor();
    await page.waitForURL(`${e2e.server.baseUrl}/`);
    expect(await page.evaluate(async () => (await fetch('/api/auth/user')).json())).toMatchObject({ email: 'nouvelle.inscrite.e2e@example.fr', firstName: 'Samira' });

    expect(errors).toEqual([]);

    // Opened again: used up (the 400 is the answer), with a way on.
    await page.goto(link.toString());
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByTestId('confirm-account-invalid').waitFor();
    await page.getByText("Ce lien de confirmation n'est plus valable").waitFor();
    await page.getByRole('link', { name: "S'inscrire à nouveau" }).waitFor();
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    await context.close();

    // The sign-in dialog's « S'inscrire » tab says the same.
    const desk = await e2e.newPage();
    await desk.page.goto(`${e2e.server.baseUrl}/faq`);
    await desk.page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
    const dialog = desk.page.getByRole('dialog');
    await dialog.getByRole('tab', { name: "S'inscrire" }).click();
    await dialog.getByRole('textbox', { name: /^Prénom/ }).fill('Samira');
    await dialog.getByRole('textbox', { name: /^Nom/ }).fill('Haddad');
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(owner.email);
    await dialog.getByRole('textbox', { name: /^Mot de passe/ }).fill('mon-mot-de-passe');
    await dialog.getByRole('button', { name: "S'inscrire", exact: true }).click();
    await dialog.getByTestId('register-sent').waitFor();
    expect((await dialog.getByTestId('register-sent').innerText()).split(owner.email).join('<email>')).toBe(toUsed);
    expect((await e2e.mailbox.next(owner.email, 10_000)).subject).toBe('Vous avez déjà un compte — Prépa Naturalisation');
    expect(desk.errors).toEqual([]);
    await desk.context.close();
  });

  it('without SMTP: no mail promised, the contact form comes pre-filled, the admin makes the link from the message', async () => {
    const bare = await startServer();
    try {
      const admin = await createUser(bare.db, { email: 'admin.e2e@example.fr', isAdmin: true, hasFullAccess: true });
      const member = await createUser(bare.db, { email: 'sans-mail.e2e@example.fr', password: 'ancien-mot-de-passe' });

      const { page: visitor, context: visitorContext, errors } = await e2e.newPage({ viewport: PHONE });
      await visitor.goto(`${bare.baseUrl}/forgot-password`);
      await visitor.getByTestId('forgot-no-mail').waitFor();
      // Nothing promises an e-mail: one sentence says how to get back in.
      const main = visitor.getByRole('main');
      expect(await main.innerText()).not.toMatch(/vous sera envoyé|Recevoir le lien|boîte mail|un e-mail vient de partir/);
      expect(await visitor.getByRole('button', { name: 'Recevoir le lien' }).count()).toBe(0);
      await main.getByRole('textbox', { name: /^Email( \*)?$/ }).fill(member.email);
      await main.getByRole('link', { name: 'Écrire à un administrateur' }).click();
      await visitor.waitForURL((u) => u.pathname === '/contact');
      const form = visitor.getByTestId('contact-form');
      await expect.poll(() => form.locator('[name="email"]').inputValue()).toBe(member.email);
      expect(await form.locator('[name="category"]').inputValue()).toBe('account');
      expect(await form.locator('[name="subject"]').inputValue()).not.toBe('');
      // No invented phone number or address when the operator configured none: the form alone.
      expect(await visitor.getByRole('main').innerText()).not.toMatch(/01 99 00 42 42|Paris, France|Téléphone/);
      await form.locator('[name="name"]').fill('Sans Mail');
      await form.locator('[name="message"]').fill("J'ai oublié mon mot de passe.");
      await visitor.getByTestId('contact-submit').click();
      await visitor.getByText('Message envoyé', { exact: false }).first().waitFor();
      expect(errors).toEqual([]);

      const { page, context } = await e2e.newPage();
      await signIn(context, bare, admin);
      await page.goto(`${bare.baseUrl}/admin`);
      await page.getByTestId('admin-tab-messages').click();
      await page.getByTestId(`message-reset-link-${member.email}`).click();
      const url = await page.getByTestId('reset-link-url').inputValue();
      expect(new URL(url).pathname).toBe('/reset-password');
      const audit = await bare.db.selectFrom('auditLog').select(['action', 'actorId']).where('targetId', '=', member.id).execute();
      expect(audit).toEqual([{ action: 'user.password_reset_link', actorId: admin.id }]);

      await visitor.goto(url);
      await visitor.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('remis-par-admin');
      await visitor.getByRole('textbox', { name: 'Confirmer le nouveau mot de passe', exact: true }).fill('remis-par-admin');
      await visitor.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
      await expect.poll(() => new URL(visitor.url()).pathname).toBe('/');
      const login = await bare.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: 'remis-par-admin' } });
      expect(login.statusCode).toBe(200);
      await context.close();
      await visitorContext.close();
    } finally {
      await bare.close();
    }
  });
});
