import type { ChallengeDto } from '../../../shared/schemas/community';

export interface ChallengeText {
  title: string;
  description: string;
  prize: string;
  /** The language of these texts: French when an Arabic reader meets a challenge without Arabic texts. */
  lang: 'fr' | 'en' | 'ar';
}

/** A challenge's texts in the interface language (fr, en or ar). */
export function challengeText(c: ChallengeDto, language: string): ChallengeText {
  if (language === 'en') return { title: c.titleEn, description: c.descriptionEn, prize: c.prizeEn, lang: 'en' };
  if (language === 'ar' && c.titleAr && c.descriptionAr && c.prizeAr) return { title: c.titleAr, description: c.descriptionAr, prize: c.prizeAr, lang: 'ar' };
  return { title: c.title, description: c.description, prize: c.prize, lang: 'fr' };
}
