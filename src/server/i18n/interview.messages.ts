// Messages of the AI interview, French, English and Arabic.
import type { MessageTable } from './messages.js';

export const INTERVIEW_MESSAGES = {
  'interview.name_required': {
    fr: 'Veuillez saisir votre nom et prénom.',
    en: 'Please enter your full name.',
    ar: 'يُرجى إدخال اسمك الكامل.',
  },
  'interview.response_required': {
    fr: 'Votre réponse est vide.',
    en: 'Your answer is empty.',
    ar: 'إجابتك فارغة.',
  },
  'interview.not_found': {
    fr: 'Entretien introuvable.',
    en: 'Interview not found.',
    ar: 'المقابلة غير موجودة.',
  },
  'interview.complete': {
    fr: "Cet entretien est terminé : la réponse n'a pas été enregistrée.",
    en: 'This interview is finished: the answer was not saved.',
    ar: 'هذه المقابلة منتهية: لم تُحفظ الإجابة.',
  },
  'interview.not_finished': {
    fr: "Cet entretien n'est pas terminé : terminez-le pour obtenir le rapport.",
    en: 'This interview is not finished: end it to get the report.',
    ar: 'هذه المقابلة لم تنتهِ بعد: أنهِها للحصول على التقرير.',
  },
  'interview.profile_too_long': {
    fr: 'Une information du profil est trop longue.',
    en: 'A profile entry is too long.',
    ar: 'إحدى معلومات الملف الشخصي طويلة جدًا.',
  },
  'interview.arrival_year_future': {
    fr: "L'année d'arrivée en France ne peut pas être dans le futur.",
    en: 'The year of arrival in France cannot be in the future.',
    ar: 'لا يمكن أن تكون سنة الوصول إلى فرنسا في المستقبل.',
  },
  'interview.arrival_year_invalid': {
    fr: "L'année d'arrivée en France n'est pas valable.",
    en: 'The year of arrival in France is not valid.',
    ar: 'سنة الوصول إلى فرنسا غير صالحة.',
  },
  'interview.retry_refused': {
    fr: 'Cette question ne peut pas être retentée : une seule nouvelle tentative, en mode entraînement.',
    en: 'This question cannot be tried again: one retry only, in practice mode.',
    ar: 'لا يمكن إعادة محاولة هذا السؤال: محاولة جديدة واحدة فقط، في وضع التدريب.',
  },
  'interview.busy': {
    fr: "Une autre réponse est en cours de traitement. Attendez la réponse de l'examinateur, puis réessayez.",
    en: 'Another answer is being processed. Wait for the examiner’s reply, then try again.',
    ar: 'إجابة أخرى قيد المعالجة. انتظر ردّ الممتحِن، ثم حاول مرة أخرى.',
  },
} as const satisfies MessageTable;
