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
} as const satisfies MessageTable;
