// Messages of the server's defences (batch cap, per-action limits, overload), French, English and Arabic.
import type { MessageTable } from './messages.js';

export const SECURITY_MESSAGES = {
  'errors.batch_too_large': {
    fr: "Trop d'appels dans une seule requête\u202f: 10 au plus.",
    en: 'Too many calls in one request: 10 at most.',
    ar: 'استدعاءات كثيرة جدًا في طلب واحد: 10 على الأكثر.',
  },
  'errors.daily_quota': {
    fr: "Vous avez atteint la limite du jour pour cette action. Réessayez demain.",
    en: "You have reached today's limit for this action. Try again tomorrow.",
    ar: 'لقد بلغت الحد اليومي لهذا الإجراء. حاول مرة أخرى غدًا.',
  },
  'errors.action_rate_limited': {
    fr: 'Vous avez fait cette action trop souvent. Réessayez un peu plus tard.',
    en: 'You have done this too often. Please try again a little later.',
    ar: 'قمت بهذا الإجراء مرات كثيرة جدًا. حاول مرة أخرى بعد قليل.',
  },
  'errors.control_characters': {
    fr: 'Le texte contient un caractère invisible non autorisé. Retirez-le puis réessayez.',
    en: 'The text contains an invisible character that is not allowed. Remove it and try again.',
    ar: 'يحتوي النص على حرف غير مرئي غير مسموح به. احذفه ثم حاول مرة أخرى.',
  },
  'errors.overloaded': {
    fr: 'Le service est très sollicité. Réessayez dans quelques secondes.',
    en: 'The service is very busy. Please try again in a few seconds.',
    ar: 'الخدمة مزدحمة جدًا. حاول مرة أخرى بعد بضع ثوانٍ.',
  },
  'errors.register_rate_limited': {
    fr: 'Trop de comptes créés depuis cette connexion. Réessayez dans une heure.',
    en: 'Too many accounts created from this connection. Try again in an hour.',
    ar: 'تم إنشاء حسابات كثيرة جدًا من هذا الاتصال. حاول مرة أخرى بعد ساعة.',
  },
  'quiz.too_many_open_attempts': {
    fr: "Vous avez trop de quiz en cours. Terminez ou supprimez-en un avant d'en commencer un autre.",
    en: 'You have too many quizzes in progress. Finish or delete one before starting another.',
    ar: 'لديك اختبارات كثيرة جدًا قيد التقدّم. أنهِ أحدها أو احذفه قبل بدء اختبار آخر.',
  },
} as const satisfies MessageTable;
