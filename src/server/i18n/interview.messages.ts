// Messages of the AI interview, French and English.
import { registerMessages } from './messages.js';

registerMessages({
  'interview.name_required': { fr: 'Veuillez saisir votre nom et prénom.', en: 'Please enter your full name.' },
  'interview.response_required': { fr: 'Votre réponse est vide.', en: 'Your answer is empty.' },
  'interview.not_found': { fr: 'Entretien introuvable.', en: 'Interview not found.' },
  'interview.complete': {
    fr: 'Cet entretien est terminé : la réponse n’a pas été enregistrée.',
    en: 'This interview is finished: the answer was not saved.',
  },
  'interview.not_finished': {
    fr: 'Cet entretien n’est pas terminé : terminez-le pour obtenir le rapport.',
    en: 'This interview is not finished: end it to get the report.',
  },
  'interview.busy': {
    fr: 'Une autre réponse est en cours de traitement. Attendez la réponse de l’examinateur, puis réessayez.',
    en: 'Another answer is being processed. Wait for the examiner’s reply, then try again.',
  },
});
