// Messages of account recovery and of "Mon compte" (password, name, e-mail), French, English and Arabic.
import type { MessageTable } from './messages.js';

const NNBSP = '\u202f';

export const ACCOUNT_MESSAGES = {
  'account.export_in_progress': {
    fr: `Votre export est déjà en cours de téléchargement. Attendez qu'il soit terminé.`,
    en: 'Your export is already downloading. Wait until it has finished.',
    ar: 'تصدير بياناتك قيد التنزيل بالفعل. انتظر حتى ينتهي.',
  },
  'account.export_busy': {
    fr: `Trop d'exports sont en cours. Réessayez dans quelques secondes.`,
    en: 'Too many exports are running. Try again in a few seconds.',
    ar: 'عمليات تصدير كثيرة جارية الآن. حاول مرة أخرى بعد بضع ثوانٍ.',
  },
  'auth.reset_too_many': {
    fr: 'Trop de demandes pour cette adresse. Réessayez dans une heure.',
    en: 'Too many requests for this address. Try again in an hour.',
    ar: 'طلبات كثيرة جدًا لهذا العنوان. حاول مرة أخرى بعد ساعة.',
  },
  'account.link_invalid': {
    fr: `Ce lien n'est plus valable${NNBSP}: il a expiré ou a déjà servi. Demandez-en un nouveau.`,
    en: 'This link is no longer valid: it has expired or was already used. Ask for a new one.',
    ar: 'هذا الرابط لم يعد صالحًا: انتهت مدته أو سبق استعماله. اطلب رابطًا جديدًا.',
  },
  'account.wrong_password': {
    fr: 'Le mot de passe actuel est incorrect.',
    en: 'The current password is incorrect.',
    ar: 'كلمة المرور الحالية غير صحيحة.',
  },
  'account.current_password_required': {
    fr: 'Indiquez votre mot de passe actuel.',
    en: 'Enter your current password.',
    ar: 'أدخل كلمة المرور الحالية.',
  },
  'account.password_too_many': {
    fr: 'Trop de mots de passe incorrects. Réessayez dans 15 minutes.',
    en: 'Too many incorrect passwords. Try again in 15 minutes.',
    ar: 'كلمات مرور غير صحيحة كثيرة جدًا. حاول مرة أخرى بعد 15 دقيقة.',
  },
  'account.email_change_too_many': {
    fr: "Trop de demandes de changement d'adresse. Réessayez dans une heure.",
    en: 'Too many address change requests. Try again in an hour.',
    ar: 'طلبات كثيرة جدًا لتغيير العنوان. حاول مرة أخرى بعد ساعة.',
  },
  'account.email_same': {
    fr: "C'est déjà l'adresse de votre compte.",
    en: 'This is already the address of your account.',
    ar: 'هذا هو عنوان حسابك بالفعل.',
  },
  'account.mail_unavailable': {
    fr: `L'envoi d'e-mails n'est pas configuré${NNBSP}: contactez le support pour changer d'adresse.`,
    en: 'Sending e-mails is not set up: contact support to change your address.',
    ar: 'إرسال رسائل البريد الإلكتروني غير مُعَدّ: اتصل بالدعم لتغيير عنوانك.',
  },
} as const satisfies MessageTable;
