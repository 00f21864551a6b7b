// Account recovery through both doors, against a real SMTP server started here: the e-mails are
// received, and the tests follow the link they carry, as a member would.
import { describe, expect, it } from 'vitest';
import { cookieOf, login, post, PUBLIC_URL, uniqueEmail, whoIs, withMailApps } from '../../../tests/helpers/mail-apps.js';
import { linkIn, type Mailbox } from '../../../tests/helpers/mailbox.js';
import { createUser, request, type TestApp, type TestUser } from '../../../tests/helpers/test-app.js';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../../server/auth/session.js';

let mailbox: Mailbox;
let t: TestApp;
let noMail: TestApp;
withMailApps({ withoutMail: true }, (apps) => ({ mailbox, t, noMail } = apps));

/** A second signed-in device of the same member. */
async function otherDevice(user: TestUser, app = t): Promise<string> {
  const token = generateSessionToken();
  await createSession(app.db, token, user.id);
  return `${SESSION_COOKIE}=${token}`;
}

describe('password reset by e-mail (REST)', () => {
  it('mails a one-time link to PUBLIC_URL; opening it sets the password, ends every session and signs this browser in', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('reset'), password: 'ancien-mot-de-passe', firstName: 'Amina' });
    const phone = await otherDevice(user);

    const asked = await post(t, '/api/auth/password-reset', { email: user.email.toUpperCase() });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ success: true });

    const mail = await mailbox.next(user.email);
    expect(mail.subject).toBe('Réinitialiser votre mot de passe — Prépa Naturalisation');
    expect(mail.from).toBe('no-reply@prepa.example.fr');
    // No member-written text goes out to an address never confirmed (issue 35, item 11): no name.
    expect(mail.text).toContain('Bonjour,');
    expect(mail.text + mail.html).not.toContain('Amina');
    expect(mail.text).toContain('valable 1\u202fheure');
    const link = linkIn(mail, '/reset-password');
    expect(link.origin).toBe(PUBLIC_URL);
    const token = link.searchParams.get('token')!;
    expect(mail.html).toContain(link.toString().replace(/&/g, '&amp;'));
    // Only the token's hash is stored.
    const rows = await t.db.selectFrom('accountTokens').select(['id', 'purpose']).where('userId', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toContain(token);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);

    const done = await post(t, '/api/auth/password-reset/confirm', { token, password: 'nouveau-mot-de-passe' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: user.id, email: user.email });
    const fresh = cookieOf(done)!;
    expect((await whoIs(t, fresh)).statusCode).toBe(200);
    expect((await whoIs(t, user.cookie)).statusCode).toBe(401);
    expect((await whoIs(t, phone)).statusCode).toBe(401);
    expect((await login(t, user.email, 'ancien-mot-de-passe')).statusCode).toBe(401);
    expect((await login(t, user.email, 'nouveau-mot-de-passe')).statusCode).toBe(200);

    // Single use.
    const again = await post(t, '/api/auth/password-reset/confirm', { token, password: 'encore-un-autre' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("Ce lien n'est plus valable\u202f: il a expiré ou a déjà servi. Demandez-en un nouveau.");
    expect((await login(t, user.email, 'encore-un-autre')).statusCode).toBe(401);
  });

  it('refuses a link after its hour, and a made-up one', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('expiry') });
    await post(t, '/api/auth/password-reset', { email: user.email });
    const token = linkIn(await mailbox.next(user.email), '/reset-password').searchParams.get('token')!;
    const row = await t.db.selectFrom('accountTokens').select(['expiresAt', 'createdAt']).where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect(row.expiresAt - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(row.expiresAt - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    // An hour later.
    await t.db.updateTable('accountTokens').set({ expiresAt: Date.now() - 1 }).where('userId', '=', user.id).execute();
    const late = await post(t, '/api/auth/password-reset/confirm', { token, password: 'trop-tard-123' });
    expect(late.statusCode).toBe(400);
    expect((await whoIs(t, user.cookie)).statusCode).toBe(200);
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);

    const fake = await post(t, '/api/auth/password-reset/confirm', { token: 'a'.repeat(32), password: 'nimporte-quoi' });
    expect(fake.statusCode).toBe(400);
    const short = await post(t, '/api/auth/password-reset/confirm', { token, password: '123' });
    expect(short.statusCode).toBe(400);
  });

  it('a newer link replaces the previous one', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('twice') });
    await post(t, '/api/auth/password-reset', { email: user.email });
    const first = linkIn(await mailbox.next(user.email), '/reset-password').searchParams.get('token')!;
    await post(t, '/api/auth/password-reset', { email: user.email });
    const second = linkIn(await mailbox.next(user.email), '/reset-password').searchParams.get('token')!;
    expect((await post(t, '/api/auth/password-reset/confirm', { token: first, password: 'premier-lien' })).statusCode).toBe(400);
    expect((await post(t, '/api/auth/password-reset/confirm', { token: second, password: 'second-lien' })).statusCode).toBe(200);
  });

  it('answers the same for an unknown address, sends it nothing, and does not wait for the SMTP server', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('known') });
    const unknown = uniqueEmail('nobody');
    mailbox.delayMs = 1500;
    try {
      const started = Date.now();
      const known = await post(t, '/api/auth/password-reset', { email: user.email });
      const knownMs = Date.now() - started;
      const none = await post(t, '/api/auth/password-reset', { email: unknown });
      expect(known.statusCode).toBe(200);
      expect(none.statusCode).toBe(200);
      expect(none.body).toBe(known.body);
      expect(none.headers['content-type']).toBe(known.headers['content-type']);
      // The answer left before the (slow) SMTP server accepted the message.
      expect(knownMs).toBeLessThan(1000);
      await mailbox.next(user.email, 5000);
      await mailbox.expectNone(unknown);
    } finally {
      mailbox.delayMs = 0;
    }
  });

  it('limits requests per address, whether or not it has an account (429 past 5 an hour)', async () => {
    for (const email of [uniqueEmail('limit-known'), uniqueEmail('limit-unknown')]) {
      if (email.startsWith('limit-known')) await createUser(t.db, { email });
      for (let i = 0; i < 5; i++) expect((await post(t, '/api/auth/password-reset', { email })).statusCode).toBe(200);
      const over = await post(t, '/api/auth/password-reset', { email }, { 'x-product-language': 'en' });
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toBe('Too many requests for this address. Try again in an hour.');
    }
  });

  it('limits requests per caller address too, across both doors (429 past 20 an hour)', async () => {
    const from = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < 10; i++) expect((await post(t, '/api/auth/password-reset', { email: uniqueEmail('spray') }, from)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await post(t, '/trpc/auth.requestPasswordReset', { email: uniqueEmail('spray') }, from)).statusCode).toBe(200);
    expect((await post(t, '/api/auth/password-reset', { email: uniqueEmail('spray') }, from)).statusCode).toBe(429);
    expect((await post(t, '/api/auth/password-reset', { email: uniqueEmail('spray') })).statusCode).toBe(200);
  });

  it('rejects a malformed address with 400', async () => {
    expect((await post(t, '/api/auth/password-reset', { email: 'pas-une-adresse' })).statusCode).toBe(400);
    expect((await post(t, '/api/auth/password-reset', {})).statusCode).toBe(400);
  });
});

describe('the e-mail and the stored links', () => {
  it("puts none of the member's own text in the mail (a name full of markup); deleting the account deletes its links", async () => {
    const user = await createUser(t.db, { email: uniqueEmail('escape'), firstName: '<img src=x onerror=alert(1)>' });
    await post(t, '/api/auth/password-reset', { email: user.email });
    const mail = await mailbox.next(user.email);
    expect(mail.html).not.toContain('<img');
    expect(mail.text + mail.html).not.toContain('onerror');
    expect(await t.db.selectFrom('accountTokens').select('id').where('userId', '=', user.id).execute()).toHaveLength(1);
    expect((await request(t.app, { method: 'DELETE', url: '/api/account', user })).statusCode).toBe(200);
    expect(await t.db.selectFrom('accountTokens').select('id').where('userId', '=', user.id).execute()).toEqual([]);
  });
});

describe('password reset (tRPC)', () => {
  it('the same flow, with the e-mail in English for an English request', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('trpc-reset'), firstName: 'Tom' });
    const phone = await otherDevice(user);
    const recovery = await request(t.app, { method: 'GET', url: '/trpc/auth.recovery' });
    expect(recovery.json().result.data).toEqual({ byEmail: true });

    const asked = await post(t, '/trpc/auth.requestPasswordReset', { email: user.email }, { 'x-product-language': 'en' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().result.data).toEqual({ success: true });
    const unknown = await post(t, '/trpc/auth.requestPasswordReset', { email: uniqueEmail('trpc-nobody') }, { 'x-product-language': 'en' });
    expect(unknown.body).toBe(asked.body);

    const mail = await mailbox.next(user.email);
    expect(mail.subject).toBe('Reset your password — Prépa Naturalisation');
    expect(mail.text).toContain('Hello,');
    const token = linkIn(mail, '/reset-password').searchParams.get('token')!;

    const done = await post(t, '/trpc/auth.confirmPasswordReset', { token, password: 'mot-de-passe-trpc' });
    expect(done.statusCode).toBe(200);
    expect(done.json().result.data).toMatchObject({ id: user.id });
    expect((await whoIs(t, cookieOf(done)!)).statusCode).toBe(200);
    expect((await whoIs(t, phone)).statusCode).toBe(401);
    expect((await whoIs(t, user.cookie)).statusCode).toBe(401);

    const again = await post(t, '/trpc/auth.confirmPasswordReset', { token, password: 'mot-de-passe-trpc' });
    expect(again.statusCode).toBe(400);
  });
});

describe('without SMTP', () => {
  it('says so, answers requests the same, and creates no link', async () => {
    expect((await request(noMail.app, { method: 'GET', url: '/api/auth/password-reset' })).json()).toEqual({ byEmail: false });
    const user = await createUser(noMail.db, { email: uniqueEmail('nomail') });
    const res = await post(noMail, '/api/auth/password-reset', { email: user.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await noMail.db.selectFrom('accountTokens').selectAll().where('userId', '=', user.id).execute()).toEqual([]);
    const change = await post(noMail, '/api/account/email', { email: uniqueEmail('new'), currentPassword: user.password }, { cookie: user.cookie });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toContain('contactez le support');
  });

  it('an admin makes the one-time link to hand over (audited); it works once', async () => {
    const admin = await createUser(noMail.db, { isAdmin: true });
    const member = await createUser(noMail.db, { email: uniqueEmail('handover') });
    const phone = await otherDevice(member, noMail);
    const url = `/api/admin/users/${member.id}/password-reset-link`;
    expect((await request(noMail.app, { method: 'POST', url })).statusCode).toBe(401);
    expect((await request(noMail.app, { method: 'POST', url, user: member })).statusCode).toBe(403);
    expect((await request(noMail.app, { method: 'POST', url: '/api/admin/users/nobody/password-reset-link', user: admin })).statusCode).toBe(404);

    const made = await request(noMail.app, { method: 'POST', url, user: admin });
    expect(made.statusCode).toBe(200);
    const link = new URL(made.json().url);
    expect(link.pathname).toBe('/reset-password');
    expect(new Date(made.json().expiresAt).getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    const audit = await noMail.db.selectFrom('auditLog').selectAll().where('action', '=', 'user.password_reset_link').where('targetId', '=', member.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(admin.id);
    expect(audit[0]!.details).not.toContain(link.searchParams.get('token')!);

    const token = link.searchParams.get('token')!;
    const done = await post(noMail, '/api/auth/password-reset/confirm', { token, password: 'remis-par-admin' });
    expect(done.statusCode).toBe(200);
    expect((await whoIs(noMail, phone)).statusCode).toBe(401);
    expect((await post(noMail, '/api/auth/password-reset/confirm', { token, password: 'remis-par-admin' })).statusCode).toBe(400);
    expect((await login(noMail, member.email, 'remis-par-admin')).statusCode).toBe(200);

    // The tRPC twin.
    const twin = await post(noMail, '/trpc/admin.users.passwordResetLink', { id: member.id }, { cookie: admin.cookie });
    expect(twin.statusCode).toBe(200);
    expect(twin.json().result.data.url).toMatch(/\/reset-password\?token=[a-z0-9]+$/);
    // The member's old cookie ended with the reset; the new one is a member's, not an admin's.
    expect((await post(noMail, '/trpc/admin.users.passwordResetLink', { id: member.id }, { cookie: cookieOf(done)! })).statusCode).toBe(403);
  });
});

describe('Mon compte: password', () => {
  it('REST: a wrong current password is a 400; the right one ends the other sessions and keeps this one', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('change'), password: 'mot-de-passe-actuel' });
    const phone = await otherDevice(user);
    const wrong = await post(t, '/api/account/password', { currentPassword: 'pas-le-bon', newPassword: 'tout-nouveau' }, { cookie: user.cookie });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Le mot de passe actuel est incorrect.');
    expect((await whoIs(t, phone)).statusCode).toBe(200);
    expect((await post(t, '/api/account/password', { newPassword: 'tout-nouveau' }, { cookie: user.cookie })).statusCode).toBe(400);
    expect((await post(t, '/api/account/password', { currentPassword: 'mot-de-passe-actuel', newPassword: '123' }, { cookie: user.cookie })).statusCode).toBe(400);
    expect((await post(t, '/api/account/password', { currentPassword: 'x', newPassword: 'tout-nouveau' })).statusCode).toBe(401);

    const trustedDevices = () => t.db.selectFrom('signInDevices').select('id').where('userId', '=', user.id).execute();
    expect((await login(t, user.email, 'mot-de-passe-actuel')).statusCode).toBe(200); // trusts this device
    expect((await trustedDevices()).length).toBeGreaterThan(0);
    const ok = await post(t, '/api/account/password', { currentPassword: 'mot-de-passe-actuel', newPassword: 'tout-nouveau' }, { cookie: user.cookie });
    expect(ok.statusCode).toBe(200);
    expect((await whoIs(t, user.cookie)).statusCode).toBe(200);
    expect((await whoIs(t, phone)).statusCode).toBe(401);
    // Devices trusted under the old password are no longer exempt from the per-address limit.
    expect(await trustedDevices()).toHaveLength(0);
    expect((await login(t, user.email, 'mot-de-passe-actuel')).statusCode).toBe(401);
    expect((await login(t, user.email, 'tout-nouveau')).statusCode).toBe(200);
  });

  it('tRPC: the same rules; guessing the current password stops after 10 wrong ones', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('change-trpc'), password: 'mot-de-passe-actuel' });
    const phone = await otherDevice(user);
    const wrong = await post(t, '/trpc/account.changePassword', { currentPassword: 'faux', newPassword: 'tout-nouveau' }, { cookie: user.cookie });
    expect(wrong.statusCode).toBe(400);
    const ok = await post(t, '/trpc/account.changePassword', { currentPassword: 'mot-de-passe-actuel', newPassword: 'tout-nouveau' }, { cookie: user.cookie });
    expect(ok.statusCode).toBe(200);
    expect((await whoIs(t, user.cookie)).statusCode).toBe(200);
    expect((await whoIs(t, phone)).statusCode).toBe(401);

    for (let i = 0; i < 9; i++) {
      expect((await post(t, '/trpc/account.changePassword', { currentPassword: `faux-${i}`, newPassword: 'x-nouveau' }, { cookie: user.cookie })).statusCode).toBe(400);
    }
    const blocked = await post(t, '/trpc/account.changePassword', { currentPassword: 'tout-nouveau', newPassword: 'x-nouveau' }, { cookie: user.cookie });
    expect(blocked.statusCode).toBe(429);
    expect((await login(t, user.email, 'tout-nouveau')).statusCode).toBe(200);
  });
});

describe('Mon compte: name', () => {
  it('changes the first and last name through both doors', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('name') });
    const rest = await request(t.app, { method: 'PATCH', url: '/api/account/profile', payload: { firstName: ' Fatou ', lastName: 'Ndiaye' }, user });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({ firstName: 'Fatou', lastName: 'Ndiaye' });
    expect((await request(t.app, { method: 'PATCH', url: '/api/account/profile', payload: { firstName: '', lastName: 'X' }, user })).statusCode).toBe(400);
    const trpc = await post(t, '/trpc/account.updateProfile', { firstName: 'Awa', lastName: 'Ba' }, { cookie: user.cookie });
    expect(trpc.json().result.data).toMatchObject({ firstName: 'Awa', lastName: 'Ba' });
    expect((await whoIs(t, user.cookie)).json()).toMatchObject({ firstName: 'Awa', lastName: 'Ba' });
  });
});

describe('Mon compte: e-mail address', () => {
  it('REST: the link goes to the new address; until it is opened the old address stays', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('old'), password: 'mot-de-passe-actuel', firstName: 'Léa' });
    const target = uniqueEmail('new');
    const taken = await createUser(t.db, { email: uniqueEmail('taken') });

    // An address another account uses: the same answer as any other (no account enumeration,
    // issue 35, item 14); its owner is told by mail, and nothing changes.
    const toTaken = await post(t, '/api/account/email', { email: taken.email, currentPassword: 'mot-de-passe-actuel' }, { cookie: user.cookie });
    expect(toTaken.statusCode).toBe(200);
    expect(toTaken.json()).toEqual({ email: taken.email });
    const warned = await mailbox.next(taken.email);
    expect(warned.subject).toBe('Votre adresse e-mail est déjà utilisée — Prépa Naturalisation');
    expect(warned.text).not.toContain('/confirm-email');
    expect(warned.text).not.toContain(user.email);
    expect(await t.db.selectFrom('accountTokens').select('id').where('userId', '=', user.id).execute()).toEqual([]);
    expect((await post(t, '/api/account/email', { email: target, currentPassword: 'faux' }, { cookie: user.cookie })).statusCode).toBe(400);
    expect((await post(t, '/api/account/email', { email: target }, { cookie: user.cookie })).statusCode).toBe(400);
    expect((await post(t, '/api/account/email', { email: user.email, currentPassword: 'mot-de-passe-actuel' }, { cookie: user.cookie })).statusCode).toBe(400);
    expect((await post(t, '/api/account/email', { email: target })).statusCode).toBe(401);

    const asked = await post(t, '/api/account/email', { email: target.toUpperCase(), currentPassword: 'mot-de-passe-actuel' }, { cookie: user.cookie });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ email: target });
    expect((await whoIs(t, user.cookie)).json().email).toBe(user.email);
    expect((await login(t, user.email, 'mot-de-passe-actuel')).statusCode).toBe(200);

    const mail = await mailbox.next(target);
    expect(mail.subject).toBe('Confirmez votre nouvelle adresse e-mail — Prépa Naturalisation');
    // The new address is not confirmed yet: the member's name (their own text) is not in it.
    expect(mail.text).toContain('Bonjour,');
    expect(mail.text + mail.html).not.toContain('Léa');
    const link = linkIn(mail, '/confirm-email');
    expect(link.origin).toBe(PUBLIC_URL);
    await mailbox.expectNone(user.email);

    // Opened in a browser that is not signed in: the link is the proof.
    const token = link.searchParams.get('token')!;
    const confirmed = await post(t, '/api/account/email/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: target });
    expect((await whoIs(t, user.cookie)).json().email).toBe(target);
    expect((await login(t, target, 'mot-de-passe-actuel')).statusCode).toBe(200);
    expect((await login(t, user.email, 'mot-de-passe-actuel')).statusCode).toBe(401);
    expect((await post(t, '/api/account/email/confirm', { token })).statusCode).toBe(400);

    // The old address is told, with a way to reach support.
    const notice = await mailbox.next(user.email);
    expect(notice.subject).toBe('Votre adresse e-mail a changé — Prépa Naturalisation');
    expect(notice.text).toContain(target);
    expect(notice.text).toContain(`${PUBLIC_URL}/contact`);
  });

  it('tRPC: the same flow; an address taken meanwhile is a 409 at confirmation', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('trpc-old'), password: 'mot-de-passe-actuel' });
    const target = uniqueEmail('trpc-new');
    const asked = await post(t, '/trpc/account.requestEmailChange', { email: target, currentPassword: 'mot-de-passe-actuel' }, { cookie: user.cookie, 'x-product-language': 'en' });
    expect(asked.statusCode).toBe(200);
    const mail = await mailbox.next(target);
    expect(mail.subject).toBe('Confirm your new e-mail address — Prépa Naturalisation');
    const token = linkIn(mail, '/confirm-email').searchParams.get('token')!;

    // Someone registers the address before the link is opened.
    const squatter = await createUser(t.db, { email: target });
    const late = await post(t, '/trpc/account.confirmEmailChange', { token });
    expect(late.statusCode).toBe(409);
    await t.db.deleteFrom('users').where('id', '=', squatter.id).execute();

    const ok = await post(t, '/trpc/account.confirmEmailChange', { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.data).toEqual({ email: target });
    expect((await whoIs(t, user.cookie)).json().email).toBe(target);
    expect((await post(t, '/trpc/account.confirmEmailChange', { token })).statusCode).toBe(400);
  });
});
