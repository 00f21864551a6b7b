// Messages of the community area (success stories, challenges, leaderboard), French, English and Arabic.
import type { MessageTable } from './messages.js';

export const COMMUNITY_MESSAGES = {
  'community.field_required': {
    fr: 'Ce champ est obligatoire.',
    en: 'This field is required.',
    ar: 'هذا الحقل إلزامي.',
  },
  'community.story_too_short': {
    fr: 'Racontez votre histoire en 30 caractères au moins.',
    en: 'Tell your story in at least 30 characters.',
    ar: 'احكِ قصتك في 30 حرفًا على الأقل.',
  },
  'community.quiz_score_range': {
    fr: 'Le score au quiz doit être un nombre entre 0 et 20.',
    en: 'The quiz score must be a number from 0 to 20.',
    ar: 'يجب أن تكون نتيجة الاختبار عددًا بين 0 و20.',
  },
  'community.story_not_found': {
    fr: 'Histoire introuvable.',
    en: 'Story not found.',
    ar: 'القصة غير موجودة.',
  },
  'community.story_rate_limited': {
    fr: 'Vous avez déjà soumis plusieurs histoires récemment. Réessayez plus tard.',
    en: 'You have already submitted several stories recently. Please try again later.',
    ar: 'لقد أرسلت عدة قصص مؤخرًا. حاول مرة أخرى لاحقًا.',
  },
  'community.challenge_not_found': {
    fr: 'Défi introuvable.',
    en: 'Challenge not found.',
    ar: 'التحدي غير موجود.',
  },
  'community.challenge_completed': {
    fr: 'Vous avez déjà relevé ce défi : il ne peut plus être rejoint.',
    en: 'You have already completed this challenge: it can no longer be joined.',
    ar: 'لقد أنجزت هذا التحدي بالفعل: لم يعد من الممكن الانضمام إليه.',
  },
  'community.challenge_ended': {
    fr: 'Ce défi est terminé : il ne peut plus être rejoint.',
    en: 'This challenge has ended: it can no longer be joined.',
    ar: 'انتهى هذا التحدي: لم يعد من الممكن الانضمام إليه.',
  },
} as const satisfies MessageTable;
