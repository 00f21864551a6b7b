// The account e-mails in every interface language: each template has a text per language (a check
// of the rendered messages), and an Arabic request gets Arabic e-mails, right to left in their HTML
// part, through both doors and a real SMTP server.
import { describe, expect, it } from 'vitest';
import { post, PUBLIC_URL, uniqueEmail, withMailApps } from '../../../tests/helpers/mail-apps.js';
import { linkIn, type Mailbox } from '../../../tests/helpers/mailbox.js';
import { createUser, type TestApp } from '../../../tests/helpers/test-app.js';
import { LANGS } from '../i18n/messages.js';
import { emailChangedNotice, emailChangeMail, emailInUseNotice, passwordResetMail } from './templates.js';

const ARABIC = /[\u0600-\u06FF]/;
const LINK = 'https://prepa.example.fr/reset-password?token=abc&x=1';

describe('every account e-mail in every language', () => {
  const builders = {
    passwordReset: (lang: (typeof LANGS)[number]) => passwordResetMail(lang, 'a@example.fr', 'Amina', LINK),
    emailChange: (lang: (typeof LANGS)[number]) => emailChangeMail(lang, 'a@example.fr', 'Amina', LINK),
    emailChanged: (lang: (typeof LANGS)[number]) => emailChangedNotice(lang, 'a@example.fr', null, 'b@example.fr', LINK),
    emailInUse: (lang: (typeof LANGS)[number]) => emailInUseNotice(lang, 'a@example.fr', LINK),
  };

  it.each(Object.entries(builders))('%s: three different texts, each with its language and direction', (_name, build) => {
    const mails = LANGS.map((lang) => ({ lang, mail: build(lang) }));
    expect(new Set(mails.map((m) => m.mail.subject)).size).toBe(LANGS.length);
    expect(new Set(mails.map((m) => m.mail.text)).size).toBe(LANGS.length);
    for (const { lang, mail } of mails) {
      expect(mail.html).toContain(`<html dir="${lang === 'ar' ? 'rtl' : 'ltr'}" lang="${lang}">`);
      expect(mail.text, lang).toContain(LINK);
      expect(mail.html).toContain(LINK.replace(/&/g, '&amp;'));
      // Arabic script in the Arabic e-mail only; no French left in its text.
      expect(ARABIC.test(mail.subject + mail.text), lang).toBe(lang === 'ar');
      if (lang === 'ar') expect(mail.text).not.toMatch(/\b(votre|vous|lien|Bonjour)\b/);
    }
  });
});

describe('Arabic e-mails through a real SMTP server', () => {
  let mailbox: Mailbox;
  let t: TestApp;
  withMailApps({}, (apps) => ({ mailbox, t } = apps));

  it('REST: a password reset asked from an Arabic interface sends an Arabic e-mail, right to left, whose link works', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('ar-reset'), firstName: 'Amina' });
    expect((await post(t, '/api/auth/password-reset', { email: user.email }, { 'x-product-language': 'ar' })).statusCode).toBe(200);
    const mail = await mailbox.next(user.email);
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور — Prépa Naturalisation');
    expect(mail.html).toContain('<html dir="rtl" lang="ar">');
    expect(mail.headers['content-language']).toBe('ar');
    expect(mail.html).toContain('اختيار كلمة مرور جديدة');
    // The plain-text part: the greeting, the Arabic lines, the link alone on its line, the signature.
    const lines = mail.text.split(/\r?\n/);
    // No name: the member's own text never goes to an unconfirmed address (issue 35, item 11).
    expect(lines[0]).toBe('مرحبًا،');
    expect(mail.text).toContain('صالح لمدة ساعة واحدة');
    const link = linkIn(mail, '/reset-password');
    expect(lines).toContain(link.toString());
    expect(lines.at(-1)).toBe('— Prépa Naturalisation');
    const done = await post(t, '/api/auth/password-reset/confirm', { token: link.searchParams.get('token')!, password: 'nouveau-mot-de-passe' });
    expect(done.statusCode).toBe(200);
  });

  it('Accept-Language alone is enough; a French request still gets French', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('ar-accept') });
    await post(t, '/api/auth/password-reset', { email: user.email }, { 'accept-language': 'ar-MA,ar;q=0.9' });
    expect((await mailbox.next(user.email)).html).toContain('lang="ar"');
    await post(t, '/api/auth/password-reset', { email: user.email });
    const fr = await mailbox.next(user.email);
    expect(fr.html).toContain('<html dir="ltr" lang="fr">');
    expect(fr.headers['content-language']).toBe('fr');
    expect(fr.subject).toBe('Réinitialiser votre mot de passe — Prépa Naturalisation');
  });

  it('tRPC: an e-mail change from an Arabic interface: confirmation and notice to the old address in Arabic', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('ar-old'), password: 'mot-de-passe-actuel', firstName: 'Karim' });
    const target = uniqueEmail('ar-new');
    const ar = { 'x-product-language': 'ar' };
    const asked = await post(t, '/trpc/account.requestEmailChange', { email: target, currentPassword: 'mot-de-passe-actuel' }, { cookie: user.cookie, ...ar });
    expect(asked.statusCode).toBe(200);
    const mail = await mailbox.next(target);
    expect(mail.subject).toBe('أكّد عنوان بريدك الإلكتروني الجديد — Prépa Naturalisation');
    expect(mail.html).toContain('<html dir="rtl" lang="ar">');
    expect(mail.text).toContain(target);
    const token = linkIn(mail, '/confirm-email').searchParams.get('token')!;

    expect((await post(t, '/trpc/account.confirmEmailChange', { token }, ar)).statusCode).toBe(200);
    const notice = await mailbox.next(user.email);
    expect(notice.subject).toBe('تم تغيير عنوان بريدك الإلكتروني — Prépa Naturalisation');
    expect(notice.html).toContain('<html dir="rtl" lang="ar">');
    expect(notice.text).toContain(target);
    expect(notice.text).toContain(`${PUBLIC_URL}/contact`);
  });
});
