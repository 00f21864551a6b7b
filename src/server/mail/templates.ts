// The e-mails of account recovery, in the member's language (the language of the request that
// asked for them). Plain text first; the HTML part says the same, with every value escaped.
import type { Lang } from '../i18n/messages.js';
import type { MailMessage } from './mailer.js';

const PRODUCT = 'Prépa Naturalisation';
const NNBSP = '\u202f';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

interface Parts {
  subject: string;
  greeting: string;
  intro: string;
  /** The line just before the link, when the intro does not already lead to it. */
  action?: string;
  button: string;
  outro: string;
}

function render(to: string, link: string, p: Parts): MailMessage {
  const lead = p.action ? [p.intro, '', p.action] : [p.intro];
  const text = [p.greeting, '', ...lead, link, '', p.outro, '', `— ${PRODUCT}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1b1e;max-width:560px">
<p>${escapeHtml(p.greeting)}</p>
<p>${escapeHtml(p.intro)}</p>
${p.action ? `<p>${escapeHtml(p.action)}</p>\n` : ''}<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1c4fa1;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(p.button)}</a></p>
<p style="font-size:13px;color:#555;word-break:break-all">${escapeHtml(link)}</p>
<p>${escapeHtml(p.outro)}</p>
<p>— ${escapeHtml(PRODUCT)}</p>
</body></html>`;
  return { to, subject: p.subject, text, html };
}

function greeting(lang: Lang, name: string | null): string {
  const n = name?.trim();
  if (lang === 'en') return n ? `Hello ${n},` : 'Hello,';
  return n ? `Bonjour ${n},` : 'Bonjour,';
}

export function passwordResetMail(lang: Lang, to: string, name: string | null, link: string): MailMessage {
  return render(
    to,
    link,
    lang === 'en'
      ? {
          subject: `Reset your password — ${PRODUCT}`,
          greeting: greeting(lang, name),
          intro: `Someone (probably you) asked to reset the password of your ${PRODUCT} account.`,
          action: 'To choose a new password, open this link (valid for 1 hour, once):',
          button: 'Choose a new password',
          outro: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
        }
      : {
          subject: `Réinitialiser votre mot de passe — ${PRODUCT}`,
          greeting: greeting(lang, name),
          intro: `Quelqu'un (vous, sans doute) a demandé à réinitialiser le mot de passe de votre compte ${PRODUCT}.`,
          action: `Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 1${NNBSP}heure, une seule fois)${NNBSP}:`,
          button: 'Choisir un nouveau mot de passe',
          outro: `Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail${NNBSP}: votre mot de passe reste le même.`,
        },
  );
}

/** To the old address once the change is done: a member whose account was taken over learns it. */
export function emailChangedNotice(lang: Lang, to: string, name: string | null, newEmail: string, supportLink: string): MailMessage {
  return render(
    to,
    supportLink,
    lang === 'en'
      ? {
          subject: `Your e-mail address was changed — ${PRODUCT}`,
          greeting: greeting(lang, name),
          intro: `Your ${PRODUCT} account now uses the address ${newEmail}; this address is no longer linked to it.`,
          action: 'If you did not make this change, contact support at once:',
          button: 'Contact support',
          outro: 'If you made it, there is nothing to do.',
        }
      : {
          subject: `Votre adresse e-mail a changé — ${PRODUCT}`,
          greeting: greeting(lang, name),
          intro: `Votre compte ${PRODUCT} utilise maintenant l'adresse ${newEmail}${NNBSP}; cette adresse-ci n'y est plus liée.`,
          action: `Si vous n'êtes pas à l'origine de ce changement, contactez tout de suite le support${NNBSP}:`,
          button: 'Contacter le support',
          outro: "Si c'est bien vous, il n'y a rien à faire.",
        },
  );
}

export function emailChangeMail(lang: Lang, to: string, name: string | null, link: string): MailMessage {
  return render(
    to,
    link,
    lang === 'en'
      ? {
          subject: `Confirm your new e-mail address — ${PRODUCT}`,
          greeting: greeting(lang, name),
          intro: `To make ${to} the address of your ${PRODUCT} account, open this link (valid for 24 hours, once):`,
          button: 'Confirm this address',
          outro: 'Until the link is opened, your account keeps its current address. If you did not ask for this, ignore this e-mail.',
        }
      : {
          subject: `Confirmez votre nouvelle adresse e-mail — ${PRODUCT}`,
          greeting: greeting(lang, name),
          intro: `Pour que ${to} devienne l'adresse de votre compte ${PRODUCT}, ouvrez ce lien (valable 24${NNBSP}heures, une seule fois)${NNBSP}:`,
          button: 'Confirmer cette adresse',
          outro: `Tant que ce lien n'est pas ouvert, votre compte garde son adresse actuelle. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail.`,
        },
  );
}
