// Messages of the AI interview, French and English.
import type { MessageTable } from './messages.js';

export const INTERVIEW_MESSAGES = {
  'interview.name_required': { fr: 'Veuillez saisir votre nom et prénom.', en: 'Please enter your full name.' },
  'interview.response_required': { fr: 'Votre réponse est vide.', en: 'Your answer is empty.' },
  'interview.not_found': { fr: 'Entretien introuvable.', en: 'Interview not found.' },
  'interview.complete': {
    fr: "Cet entretien est terminé : la réponse n'a pas été enregistrée.",
    en: 'This interview is finished: the answer was not saved.',
  },
  'interview.not_finished': {
    fr: "Cet entretien n'est pas terminé : terminez-le pour obtenir le rapport.",
    en: 'This interview is not finished: end it to get the report.',
  },
  'interview.profile_too_long': {
    fr: 'Une information du profil est trop longue.',
    en: 'A profile entry is too long.',
  },
  'interview.arrival_year_future': {
    fr: "L'année d'arrivée en France ne peut pas être dans le futur.",
    en: 'The year of arrival in France cannot be in the future.',
  },
  'interview.arrival_year_invalid': {
    fr: "L'année d'arrivée en France n'est pas valable.",
    en: 'The year of arrival in France is not valid.',
  },
  'interview.retry_refused': {
    fr: 'Cette question ne peut pas être retentée : une seule nouvelle tentative, en mode entraînement.',
    en: 'This question cannot be tried again: one retry only, in practice mode.',
  },
  'interview.busy': {
    fr: "Une autre réponse est en cours de traitement. Attendez la réponse de l'examinateur, puis réessayez.",
    en: 'Another answer is being processed. Wait for the examiner’s reply, then try again.',
  },
} as const satisfies MessageTable;
