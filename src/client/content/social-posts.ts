// The social hub's built-in posts (spec section 3: three posts with platform, content,
// engagement, hashtags, date and type). They are the product's own sample posts.
import type { Localized } from './types';

export const SOCIAL_PLATFORMS = ['facebook', 'twitter', 'linkedin'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export type SocialPostType = 'success_story' | 'tip' | 'quiz_result' | 'community';

export interface SocialPost {
  id: number;
  platform: SocialPlatform;
  content: Localized<string>;
  engagement: { likes: number; shares: number; comments: number };
  hashtags: string[];
  /** ISO date. */
  date: string;
  type: SocialPostType;
}

export const SOCIAL_POSTS: SocialPost[] = [
  {
    id: 1,
    platform: 'facebook',
    content: {
      fr: 'Astuce du jour : le jour de l’entretien, l’agent peut vous demander de citer la devise de la République et d’expliquer ce qu’elle signifie pour vous. Entraînez-vous à voix haute !',
      en: 'Tip of the day: on interview day, the officer may ask you to quote the motto of the Republic and explain what it means to you. Practise out loud!',
    },
    engagement: { likes: 248, shares: 41, comments: 19 },
    hashtags: ['#naturalisation', '#entretien', '#valeurs'],
    date: '2025-07-22',
    type: 'tip',
  },
  {
    id: 2,
    platform: 'twitter',
    content: {
      fr: 'Cette semaine, focus sur la Révolution française : 14 juillet 1789, Déclaration des droits de l’homme et du citoyen, abolition des privilèges. Qui relève le défi du quiz ?',
      en: 'This week, the focus is on the French Revolution: 14 July 1789, the Declaration of the Rights of Man and of the Citizen, the abolition of privileges. Who takes up the quiz challenge?',
    },
    engagement: { likes: 132, shares: 57, comments: 12 },
    hashtags: ['#histoire', '#quiz', '#citoyenneté'],
    date: '2025-07-21',
    type: 'quiz_result',
  },
  {
    id: 3,
    platform: 'linkedin',
    content: {
      fr: 'Se préparer à la naturalisation, c’est aussi apprendre ensemble. Rejoignez les défis communautaires de Prépa Naturalisation et progressez avec d’autres candidats.',
      en: 'Preparing for naturalisation also means learning together. Join the Prépa Naturalisation community challenges and progress alongside other candidates.',
    },
    engagement: { likes: 89, shares: 23, comments: 7 },
    hashtags: ['#communauté', '#naturalisation', '#formation'],
    date: '2025-07-18',
    type: 'community',
  },
];
