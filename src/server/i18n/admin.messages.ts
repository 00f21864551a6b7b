// Messages of the admin panel, French, English and Arabic.
import type { MessageTable } from './messages.js';

export const ADMIN_MESSAGES = {
  'admin.nothing_to_update': {
    fr: 'Aucune modification à enregistrer.',
    en: 'Nothing to update.',
    ar: 'لا توجد تعديلات لحفظها.',
  },
  'admin.question_not_found': {
    fr: 'Question introuvable.',
    en: 'Question not found.',
    ar: 'السؤال غير موجود.',
  },
  'admin.user_not_found': {
    fr: 'Utilisateur introuvable.',
    en: 'User not found.',
    ar: 'المستخدم غير موجود.',
  },
  'admin.message_not_found': {
    fr: 'Message introuvable.',
    en: 'Message not found.',
    ar: 'الرسالة غير موجودة.',
  },
  'admin.own_admin_role': {
    fr: "Vous ne pouvez pas retirer votre propre rôle d'administrateur.",
    en: 'You cannot remove your own admin role.',
    ar: 'لا يمكنك إزالة دور المسؤول الخاص بك.',
  },
  'admin.answer_not_in_options': {
    fr: "La bonne réponse doit être l'une des options proposées.",
    en: 'The correct answer must be one of the options.',
    ar: 'يجب أن تكون الإجابة الصحيحة أحد الخيارات المقترحة.',
  },
  'admin.options_duplicate': {
    fr: 'Deux options ne peuvent pas être identiques.',
    en: 'Two options cannot be the same.',
    ar: 'لا يمكن أن يكون خياران متطابقين.',
  },
  'admin.options_en_count': {
    fr: 'Il faut une traduction anglaise pour chaque option, dans le même ordre.',
    en: 'Each option needs one English translation, in the same order.',
    ar: 'يلزم لكل خيار ترجمة إنجليزية واحدة، بالترتيب نفسه.',
  },
  'admin.options_ar_count': {
    fr: 'Il faut une traduction arabe pour chaque option, dans le même ordre.',
    en: 'Each option needs one Arabic translation, in the same order.',
    ar: 'يلزم لكل خيار ترجمة عربية واحدة، بالترتيب نفسه.',
  },
  'admin.arabic_incomplete': {
    fr: 'La traduction arabe va en entier (question, options, explication) ou pas du tout.',
    en: 'The Arabic translation goes whole (question, options, explanation) or not at all.',
    ar: 'تُكتب الترجمة العربية كاملة (السؤال والخيارات والشرح) أو لا تُكتب إطلاقًا.',
  },
  'admin.subtheme_theme': {
    fr: "Ce sous-thème n'appartient pas au thème choisi.",
    en: 'This subtheme does not belong to the chosen theme.',
    ar: 'هذا الموضوع الفرعي لا ينتمي إلى الموضوع المختار.',
  },
} as const satisfies MessageTable;
