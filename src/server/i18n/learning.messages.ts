// Messages of the learning engine (spaced review, readiness, plan), French, English and Arabic.
import type { MessageTable } from './messages.js';

export const LEARNING_MESSAGES = {
  'learning.exam_date_past': {
    fr: "La date de l'examen est déjà passée : choisissez aujourd'hui ou un jour à venir.",
    en: 'The exam date has already passed: choose today or a day to come.',
    ar: 'تاريخ الامتحان قد مضى بالفعل: اختر اليوم أو يومًا قادمًا.',
  },
  'learning.exam_date_too_far': {
    fr: "La date de l'examen doit être dans les deux ans qui viennent.",
    en: 'The exam date must be within the next two years.',
    ar: 'يجب أن يكون تاريخ الامتحان خلال السنتين القادمتين.',
  },
  'learning.exam_date_invalid': {
    fr: "La date de l'examen doit être un jour valide, au format AAAA-MM-JJ.",
    en: 'The exam date must be a valid day, written YYYY-MM-DD.',
    ar: 'يجب أن يكون تاريخ الامتحان يومًا صالحًا، بصيغة YYYY-MM-DD.',
  },
  'learning.session_not_found': {
    fr: "Cette séance n'existe pas ou n'est plus la dernière : lancez la séance du jour depuis le tableau de bord.",
    en: 'This session does not exist or is no longer the latest: start the daily session from the dashboard.',
    ar: 'هذه الجلسة غير موجودة أو لم تعد الأخيرة: ابدأ جلسة اليوم من لوحة المتابعة.',
  },
  'learning.reminder_unavailable': {
    fr: "Les rappels par e-mail ne sont pas disponibles sur ce site pour l'instant.",
    en: 'E-mail reminders are not available on this site for now.',
    ar: 'التذكيرات بالبريد الإلكتروني غير متاحة على هذا الموقع حاليًا.',
  },
  'learning.unsubscribe_invalid': {
    fr: "Ce lien de désinscription n'est pas valide. Vous pouvez couper les rappels depuis « Mon compte ».",
    en: 'This unsubscribe link is not valid. You can turn reminders off in “My account”.',
    ar: 'رابط إلغاء الاشتراك هذا غير صالح. يمكنك إيقاف التذكيرات من «حسابي».',
  },
} as const satisfies MessageTable;
