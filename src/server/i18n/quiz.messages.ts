// Messages of the quiz area (questions, responses, attempts, civic exam), French and English.
import type { MessageTable } from './messages.js';

export const QUIZ_MESSAGES = {
  'quiz.attempt_not_found': { fr: 'Tentative introuvable.', en: 'Attempt not found.' },
  'quiz.attempt_exists': {
    fr: 'Une tentative avec cet identifiant existe déjà.',
    en: 'An attempt with this id already exists.',
  },
  'quiz.attempt_completed': {
    fr: "Cette tentative est déjà terminée : la réponse n'a pas été enregistrée.",
    en: 'This attempt is already finished: the answer was not saved.',
  },
  'quiz.attempt_full': {
    fr: 'Toutes les questions de cette tentative ont déjà reçu une réponse.',
    en: 'Every question of this attempt has already been answered.',
  },
  'quiz.already_answered': {
    fr: 'Vous avez déjà répondu à cette question.',
    en: 'You have already answered this question.',
  },
  'quiz.attempt_empty': {
    fr: "Aucune réponse n'a été donnée : ce quiz n'est pas enregistré.",
    en: 'No answer was given: this quiz is not saved.',
  },
  'quiz.question_not_found': { fr: 'Question introuvable.', en: 'Question not found.' },
  'quiz.question_not_in_attempt': {
    fr: 'Cette question ne fait pas partie de cette tentative.',
    en: 'This question is not part of this attempt.',
  },
  'quiz.demo_only': {
    fr: 'Sans compte, seules les questions de la démo peuvent être enregistrées.',
    en: 'Without an account, only the demo questions can be saved.',
  },
  'quiz.attempt_required': {
    fr: 'Une tentative est nécessaire pour enregistrer cette réponse.',
    en: 'An attempt is needed to save this answer.',
  },
  'quiz.limit_requires_full_access': {
    fr: 'Sans accès complet, un quiz compte au plus 5 questions.',
    en: 'Without full access, a quiz has at most 5 questions.',
  },
  'quiz.exam_time_over': {
    fr: "Le temps de l'examen est écoulé : la réponse n'a pas été enregistrée.",
    en: 'The exam time is over: the answer was not saved.',
  },
  'quiz.offline_exam_token_invalid': {
    fr: "Ce sujet d'examen hors ligne n'a pas été délivré à ce compte.",
    en: 'This offline exam paper was not issued to this account.',
  },
  'quiz.offline_exam_clock': {
    fr: "Les heures de début et de fin de l'examen hors ligne ne sont pas cohérentes.",
    en: 'The start and end times of the offline exam are not consistent.',
  },
  'quiz.exam_in_progress': {
    fr: "La correction sera disponible à la fin de l'examen.",
    en: 'The correction will be available when the exam is over.',
  },
  'quiz.not_an_exam': { fr: "Cette tentative n'est pas un examen civique.", en: 'This attempt is not a civic exam.' },
  'quiz.exam_unavailable': {
    fr: 'La banque de questions ne permet pas encore de composer un examen complet.',
    en: 'The question bank cannot make up a full exam yet.',
  },
  'quiz.exam_via_exam_endpoint': {
    fr: "Un examen civique se lance depuis la page de l'examen.",
    en: 'A civic exam is started from the exam page.',
  },
} as const satisfies MessageTable;
