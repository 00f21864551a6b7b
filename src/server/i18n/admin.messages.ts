// Messages of the admin panel, French and English.
import type { MessageTable } from './messages.js';

export const ADMIN_MESSAGES = {
  'admin.nothing_to_update': { fr: 'Aucune modification à enregistrer.', en: 'Nothing to update.' },
  'admin.question_not_found': { fr: 'Question introuvable.', en: 'Question not found.' },
  'admin.user_not_found': { fr: 'Utilisateur introuvable.', en: 'User not found.' },
  'admin.message_not_found': { fr: 'Message introuvable.', en: 'Message not found.' },
  'admin.own_admin_role': {
    fr: "Vous ne pouvez pas retirer votre propre rôle d'administrateur.",
    en: 'You cannot remove your own admin role.',
  },
  'admin.answer_not_in_options': {
    fr: "La bonne réponse doit être l'une des options proposées.",
    en: 'The correct answer must be one of the options.',
  },
  'admin.options_duplicate': {
    fr: 'Deux options ne peuvent pas être identiques.',
    en: 'Two options cannot be the same.',
  },
  'admin.options_en_count': {
    fr: 'Il faut une traduction anglaise pour chaque option, dans le même ordre.',
    en: 'Each option needs one English translation, in the same order.',
  },
  'admin.subtheme_theme': {
    fr: "Ce sous-thème n'appartient pas au thème choisi.",
    en: 'This subtheme does not belong to the chosen theme.',
  },
} as const satisfies MessageTable;
