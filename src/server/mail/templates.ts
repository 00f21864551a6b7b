// The e-mails of account recovery, in the member's language (the language of the request that
// asked for them: French, English or Arabic). Plain text first; the HTML part says the same, with
// every value escaped, and carries the language and its direction (Arabic is right to left).
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
  /** A second way on, after the button: a sentence and its own link. */
  extra?: { text: string; link: string };
  outro: string;
}

function render(lang: Lang, to: string, link: string, p: Parts): MailMessage {
  const lead = p.action ? [p.intro, '', p.action] : [p.intro];
  const extra = p.extra ? ['', p.extra.text, p.extra.link] : [];
  const text = [p.greeting, '', ...lead, link, ...extra, '', p.outro, '', `— ${PRODUCT}`].join('\n');
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  // The raw link keeps dir="ltr": inside a right-to-left e-mail it would otherwise be laid out backwards.
  const html = `<!doctype html><html dir="${dir}" lang="${lang}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1b1e;max-width:560px;text-align:start">
<p>${escapeHtml(p.greeting)}</p>
<p>${escapeHtml(p.intro)}</p>
${p.action ? `<p>${escapeHtml(p.action)}</p>\n` : ''}<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1c4fa1;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(p.button)}</a></p>
<p dir="ltr" style="font-size:13px;color:#555;word-break:break-all;text-align:start">${escapeHtml(link)}</p>
${p.extra ? `<p>${escapeHtml(p.extra.text)}<br><a dir="ltr" href="${escapeHtml(p.extra.link)}">${escapeHtml(p.extra.link)}</a></p>\n` : ''}<p>${escapeHtml(p.outro)}</p>
<p>— ${escapeHtml(PRODUCT)}</p>
</body></html>`;
  return { lang, to, subject: p.subject, text, html };
}

function greeting(lang: Lang, name: string | null): string {
  const n = name?.trim();
  if (lang === 'en') return n ? `Hello ${n},` : 'Hello,';
  if (lang === 'ar') return n ? `مرحبًا ${n}،` : 'مرحبًا،';
  return n ? `Bonjour ${n},` : 'Bonjour,';
}

/** The texts of one e-mail in every language: a missing language does not compile. */
type Texts = Record<Lang, Omit<Parts, 'greeting' | 'extra'> & { extra?: string }>;

function compose(lang: Lang, to: string, name: string | null, link: string, texts: Texts, extraLink?: string): MailMessage {
  const { extra, ...parts } = texts[lang];
  return render(lang, to, link, { ...parts, greeting: greeting(lang, name), ...(extra && extraLink ? { extra: { text: extra, link: extraLink } } : {}) });
}

export function passwordResetMail(lang: Lang, to: string, name: string | null, link: string): MailMessage {
  return compose(lang, to, name, link, {
    fr: {
      subject: `Réinitialiser votre mot de passe — ${PRODUCT}`,
      intro: `Quelqu'un (vous, sans doute) a demandé à réinitialiser le mot de passe de votre compte ${PRODUCT}.`,
      action: `Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 1${NNBSP}heure, une seule fois)${NNBSP}:`,
      button: 'Choisir un nouveau mot de passe',
      outro: `Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail${NNBSP}: votre mot de passe reste le même.`,
    },
    en: {
      subject: `Reset your password — ${PRODUCT}`,
      intro: `Someone (probably you) asked to reset the password of your ${PRODUCT} account.`,
      action: 'To choose a new password, open this link (valid for 1 hour, once):',
      button: 'Choose a new password',
      outro: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
    },
    ar: {
      subject: `إعادة تعيين كلمة المرور — ${PRODUCT}`,
      intro: `طلب أحدهم (وأنت على الأرجح) إعادة تعيين كلمة مرور حسابك في ${PRODUCT}.`,
      action: 'لاختيار كلمة مرور جديدة، افتح هذا الرابط (صالح لمدة ساعة واحدة، ولمرة واحدة فقط):',
      button: 'اختيار كلمة مرور جديدة',
      outro: 'إن لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
    },
  });
}

/** To the old address once the change is done: a member whose account was taken over learns it. */
export function emailChangedNotice(lang: Lang, to: string, name: string | null, newEmail: string, supportLink: string): MailMessage {
  return compose(lang, to, name, supportLink, {
    fr: {
      subject: `Votre adresse e-mail a changé — ${PRODUCT}`,
      intro: `Votre compte ${PRODUCT} utilise maintenant l'adresse ${newEmail}${NNBSP}; cette adresse-ci n'y est plus liée.`,
      action: `Si vous n'êtes pas à l'origine de ce changement, contactez tout de suite le support${NNBSP}:`,
      button: 'Contacter le support',
      outro: "Si c'est bien vous, il n'y a rien à faire.",
    },
    en: {
      subject: `Your e-mail address was changed — ${PRODUCT}`,
      intro: `Your ${PRODUCT} account now uses the address ${newEmail}; this address is no longer linked to it.`,
      action: 'If you did not make this change, contact support at once:',
      button: 'Contact support',
      outro: 'If you made it, there is nothing to do.',
    },
    ar: {
      subject: `تم تغيير عنوان بريدك الإلكتروني — ${PRODUCT}`,
      intro: `أصبح حسابك في ${PRODUCT} يستخدم العنوان ${newEmail}، ولم يعد هذا العنوان مرتبطًا به.`,
      action: 'إن لم تُجرِ هذا التغيير بنفسك، فاتصل بالدعم فورًا:',
      button: 'الاتصال بالدعم',
      outro: 'إن كنت أنت من أجراه، فلا حاجة إلى أي إجراء.',
    },
  });
}

/** To the owner of an address another member asked to move their account to (nothing changes). */
export function emailInUseNotice(lang: Lang, to: string, supportLink: string): MailMessage {
  return compose(lang, to, null, supportLink, {
    fr: {
      subject: `Votre adresse e-mail est déjà utilisée — ${PRODUCT}`,
      intro: `Quelqu'un a demandé à utiliser ${to} pour un autre compte ${PRODUCT}. Cette adresse est déjà celle de votre compte${NNBSP}: rien n'a changé.`,
      action: `Si vous n'êtes pas à l'origine de cette demande et qu'elle vous inquiète, contactez le support${NNBSP}:`,
      button: 'Contacter le support',
      outro: `Si c'était vous, connectez-vous avec cette adresse${NNBSP}: vous avez déjà un compte.`,
    },
    en: {
      subject: `Your e-mail address is already in use — ${PRODUCT}`,
      intro: `Someone asked to use ${to} for another ${PRODUCT} account. This address is already your account's: nothing has changed.`,
      action: 'If you did not ask for this and it worries you, contact support:',
      button: 'Contact support',
      outro: 'If it was you, sign in with this address: you already have an account.',
    },
    ar: {
      subject: `عنوان بريدك الإلكتروني مستخدم بالفعل — ${PRODUCT}`,
      intro: `طلب شخص ما استخدام ${to} لحساب آخر في ${PRODUCT}. هذا العنوان هو عنوان حسابك بالفعل: لم يتغير شيء.`,
      action: 'إن لم تطلب ذلك وكان الأمر يقلقك، فاتصل بالدعم:',
      button: 'الاتصال بالدعم',
      outro: 'إن كنت أنت، فسجّل الدخول بهذا العنوان: لديك حساب بالفعل.',
    },
  });
}

export function emailChangeMail(lang: Lang, to: string, name: string | null, link: string): MailMessage {
  return compose(lang, to, name, link, {
    fr: {
      subject: `Confirmez votre nouvelle adresse e-mail — ${PRODUCT}`,
      intro: `Pour que ${to} devienne l'adresse de votre compte ${PRODUCT}, ouvrez ce lien (valable 24${NNBSP}heures, une seule fois)${NNBSP}:`,
      button: 'Confirmer cette adresse',
      outro: `Tant que ce lien n'est pas ouvert, votre compte garde son adresse actuelle. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail.`,
    },
    en: {
      subject: `Confirm your new e-mail address — ${PRODUCT}`,
      intro: `To make ${to} the address of your ${PRODUCT} account, open this link (valid for 24 hours, once):`,
      button: 'Confirm this address',
      outro: 'Until the link is opened, your account keeps its current address. If you did not ask for this, ignore this e-mail.',
    },
    ar: {
      subject: `أكّد عنوان بريدك الإلكتروني الجديد — ${PRODUCT}`,
      intro: `ليصبح ${to} عنوان حسابك في ${PRODUCT}، افتح هذا الرابط (صالح لمدة 24 ساعة، ولمرة واحدة فقط):`,
      button: 'تأكيد هذا العنوان',
      outro: 'يحتفظ حسابك بعنوانه الحالي ما دام هذا الرابط لم يُفتح. إن لم تطلب ذلك، فتجاهل هذه الرسالة.',
    },
  });
}

/**
 * The opt-in daily reminder (docs/readiness.md, « Le rappel »): a kind word, the link to today's
 * session, and a one-click unsubscribe link (also in the List-Unsubscribe header, RFC 8058).
 */
export function dailyReminderMail(
  lang: Lang,
  to: string,
  name: string | null,
  links: { session: string; unsubscribePage: string; unsubscribePost: string },
): MailMessage {
  const { session: sessionLink, unsubscribePage: unsubscribeLink } = links;
  const message = compose(lang, to, name, sessionLink, {
    fr: {
      subject: `Votre séance du jour vous attend — ${PRODUCT}`,
      intro: `Quelques minutes suffisent${NNBSP}: vos révisions et vos nouvelles questions du jour sont prêtes.`,
      button: 'Commencer ma séance du jour',
      outro: `Vous recevez ce rappel parce que vous l'avez demandé dans «${NNBSP}Mon compte${NNBSP}». Pour ne plus le recevoir, un clic suffit${NNBSP}:`,
    },
    en: {
      subject: `Your daily session is waiting — ${PRODUCT}`,
      intro: "A few minutes are enough: today's reviews and new questions are ready.",
      button: 'Start my daily session',
      outro: 'You get this reminder because you asked for it in “My account”. To stop it, one click is enough:',
    },
    ar: {
      subject: `جلستك اليومية بانتظارك — ${PRODUCT}`,
      intro: 'بضع دقائق تكفي: مراجعاتك وأسئلتك الجديدة لهذا اليوم جاهزة.',
      button: 'ابدأ جلستي اليومية',
      outro: 'تصلك هذه الرسالة لأنك طلبتها في «حسابي». لإيقافها تكفي نقرة واحدة:',
    },
  });
  const stop = { fr: 'Ne plus recevoir ces rappels', en: 'Stop these reminders', ar: 'إيقاف هذه التذكيرات' }[lang];
  const signature = `— ${PRODUCT}`;
  const text = message.text.replace(`\n\n${signature}`, `\n${unsubscribeLink}\n\n${signature}`);
  const html = message.html.replace(
    `<p>— ${escapeHtml(PRODUCT)}</p>`,
    `<p><a href="${escapeHtml(unsubscribeLink)}">${escapeHtml(stop)}</a></p>\n<p>— ${escapeHtml(PRODUCT)}</p>`,
  );
  return {
    ...message,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${links.unsubscribePost}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * The link that creates the account (sign-up with SMTP configured). No name: the address is not
 * confirmed yet, and the name is the member's own text (issue 35, item 11).
 */
export function registrationConfirmMail(lang: Lang, to: string, link: string): MailMessage {
  return compose(lang, to, null, link, {
    fr: {
      subject: `Confirmez votre inscription — ${PRODUCT}`,
      intro: `Pour créer votre compte ${PRODUCT} avec l'adresse ${to}, ouvrez ce lien (valable 24${NNBSP}heures, une seule fois)${NNBSP}:`,
      button: 'Confirmer mon inscription',
      outro: `Tant que ce lien n'est pas ouvert, aucun compte n'est créé. Si vous n'êtes pas à l'origine de cette inscription, ignorez cet e-mail.`,
    },
    en: {
      subject: `Confirm your sign-up — ${PRODUCT}`,
      intro: `To create your ${PRODUCT} account with the address ${to}, open this link (valid for 24 hours, once):`,
      button: 'Confirm my sign-up',
      outro: 'Until the link is opened, no account is created. If you did not sign up, ignore this e-mail.',
    },
    ar: {
      subject: `أكّد تسجيلك — ${PRODUCT}`,
      intro: `لإنشاء حسابك في ${PRODUCT} بالعنوان ${to}، افتح هذا الرابط (صالح لمدة 24 ساعة، ولمرة واحدة فقط):`,
      button: 'تأكيد تسجيلي',
      outro: 'لا يُنشأ أي حساب ما دام هذا الرابط لم يُفتح. إن لم تطلب التسجيل، فتجاهل هذه الرسالة.',
    },
  });
}

/** To the owner of an address someone tried to sign up with (nothing changes): sign in, or reset the password. */
export function registrationAttemptNotice(lang: Lang, to: string, signInLink: string, forgotPasswordLink: string): MailMessage {
  return compose(
    lang,
    to,
    null,
    signInLink,
    {
      fr: {
        subject: `Vous avez déjà un compte — ${PRODUCT}`,
        intro: `Quelqu'un (vous, sans doute) a voulu créer un compte ${PRODUCT} avec l'adresse ${to}. Cette adresse a déjà un compte${NNBSP}: aucun autre n'a été créé, et rien n'a changé.`,
        action: `Pour vous connecter${NNBSP}:`,
        button: 'Se connecter',
        extra: `Mot de passe oublié${NNBSP}? Choisissez-en un nouveau ici${NNBSP}:`,
        outro: `Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail${NNBSP}: votre compte reste tel quel.`,
      },
      en: {
        subject: `You already have an account — ${PRODUCT}`,
        intro: `Someone (probably you) tried to create a ${PRODUCT} account with the address ${to}. This address already has an account: no other was created, and nothing has changed.`,
        action: 'To sign in:',
        button: 'Sign in',
        extra: 'Forgot your password? Choose a new one here:',
        outro: 'If you did not ask for this, ignore this e-mail: your account stays as it is.',
      },
      ar: {
        subject: `لديك حساب بالفعل — ${PRODUCT}`,
        intro: `حاول أحدهم (وأنت على الأرجح) إنشاء حساب في ${PRODUCT} بالعنوان ${to}. لهذا العنوان حساب بالفعل: لم يُنشأ أي حساب آخر، ولم يتغير شيء.`,
        action: 'لتسجيل الدخول:',
        button: 'تسجيل الدخول',
        extra: 'نسيت كلمة المرور؟ اختر كلمة جديدة من هنا:',
        outro: 'إن لم تطلب ذلك، فتجاهل هذه الرسالة: يبقى حسابك كما هو.',
      },
    },
    forgotPasswordLink,
  );
}
