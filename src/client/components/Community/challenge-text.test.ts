import { describe, expect, it } from 'vitest';
import type { ChallengeDto } from '../../../shared/schemas/community';
import { challengeText } from './challenge-text';

const base = {
  title: 'Semaine de la culture',
  titleEn: 'Culture week',
  titleAr: 'أسبوع الثقافة',
  description: 'Réussissez 2 quiz',
  descriptionEn: 'Pass 2 quizzes',
  descriptionAr: 'انجح في اختبارين',
  prize: '+50 points au classement',
  prizeEn: '+50 leaderboard points',
  prizeAr: '+50 نقطة في الترتيب',
} as ChallengeDto;

describe('a challenge in the interface language', () => {
  it('gives each of fr, en and ar its own texts', () => {
    expect(challengeText(base, 'fr')).toEqual({ title: base.title, description: base.description, prize: base.prize, lang: 'fr' });
    expect(challengeText(base, 'en')).toEqual({ title: base.titleEn, description: base.descriptionEn, prize: base.prizeEn, lang: 'en' });
    expect(challengeText(base, 'ar')).toEqual({ title: 'أسبوع الثقافة', description: 'انجح في اختبارين', prize: '+50 نقطة في الترتيب', lang: 'ar' });
  });

  it('shows an Arabic reader the French, marked as French, when a row has no Arabic yet', () => {
    const old = { ...base, titleAr: null, descriptionAr: null, prizeAr: null };
    expect(challengeText(old, 'ar')).toMatchObject({ title: base.title, lang: 'fr' });
  });
});
