import { describe, expect, it } from 'vitest';
import { REGIONS } from './regions';
import { SOCIAL_POSTS } from './social-posts';
import { VIRAL_QUESTIONS, viralTier } from './viral-quiz';
import { isoWeek, weeklyFocusFor, WEEKLY_THEMES } from './weekly-focus';

describe('weekly focus rotation', () => {
  it('shows the French Revolution in ISO week 30 of 2025, every day of that week', () => {
    for (let day = 21; day <= 27; day++) {
      const focus = weeklyFocusFor(new Date(2025, 6, day, 12));
      expect(focus).toMatchObject({ week: 30, year: 2025 });
      expect(focus.title.fr).toBe('La Révolution française (1789-1799)');
    }
    expect(weeklyFocusFor(new Date(2025, 6, 20, 12)).title.fr).not.toBe('La Révolution française (1789-1799)');
  });

  it('rotates through at least 8 themes, one per week, and names next week', () => {
    expect(WEEKLY_THEMES.length).toBeGreaterThanOrEqual(8);
    const seen: string[] = [];
    for (let w = 0; w < WEEKLY_THEMES.length; w++) {
      const date = new Date(2025, 6, 21 + w * 7, 12);
      const focus = weeklyFocusFor(date);
      seen.push(focus.title.fr);
      expect(focus.nextWeek.fr).toBe(weeklyFocusFor(new Date(2025, 6, 28 + w * 7, 12)).title.fr);
    }
    expect(new Set(seen).size).toBe(WEEKLY_THEMES.length);
    // The rotation wraps around.
    expect(weeklyFocusFor(new Date(2025, 6, 21 + WEEKLY_THEMES.length * 7, 12)).title.fr).toBe(seen[0]);
    // And works before the anchor week.
    expect(weeklyFocusFor(new Date(2025, 6, 14, 12)).title.fr).toBe(seen[WEEKLY_THEMES.length - 1]);
  });

  it('gives every theme a seven-day plan of 30 minutes on weekdays and 45 at the weekend, in both languages', () => {
    for (const theme of WEEKLY_THEMES) {
      const focus = weeklyFocusFor(new Date(2025, 6, 21 + WEEKLY_THEMES.indexOf(theme) * 7, 12));
      expect(focus.studyPlan.map((d) => d.duration)).toEqual([30, 30, 30, 30, 30, 45, 45]);
      expect(focus.weeklyQuiz.questions).toBe(25);
      for (const d of focus.studyPlan) {
        expect(d.activity.fr && d.activity.en).toBeTruthy();
        expect(d.resources.fr.length).toBe(d.resources.en.length);
      }
      expect(theme.culturalSpotlight.funFacts.fr.length).toBe(theme.culturalSpotlight.funFacts.en.length);
      expect(theme.keyTopics.fr.length).toBe(theme.keyTopics.en.length);
    }
  });

  it('computes ISO weeks across year boundaries', () => {
    expect(isoWeek(new Date(2024, 11, 30))).toEqual({ year: 2025, week: 1 });
    expect(isoWeek(new Date(2027, 0, 1))).toEqual({ year: 2026, week: 53 });
    expect(isoWeek(new Date(2025, 6, 21))).toEqual({ year: 2025, week: 30 });
  });
});

describe('built-in community content', () => {
  it('has the three regions with every field of the Region entity', () => {
    expect(REGIONS.map((r) => r.name)).toEqual(['Île-de-France', "Provence-Alpes-Côte d'Azur", 'Auvergne-Rhône-Alpes']);
    expect(REGIONS.map((r) => r.localQuestions)).toEqual([25, 22, 28]);
    for (const r of REGIONS) {
      expect(r.naturalizationStats.successRate).toBeGreaterThanOrEqual(85);
      expect(r.naturalizationStats.successRate).toBeLessThanOrEqual(89);
      expect(r.naturalizationStats.averageWaitTime).toBeGreaterThanOrEqual(16);
      expect(r.naturalizationStats.averageWaitTime).toBeLessThanOrEqual(18);
      expect(['Facile', 'Modéré', 'Difficile']).toContain(r.difficulty);
      for (const key of ['id', 'prefecture', 'population', 'area', 'icon'] as const) expect(r[key]).toBeTruthy();
      expect(r.prefectureInfo.address && r.prefectureInfo.phone && r.prefectureInfo.hours.fr && r.prefectureInfo.hours.en).toBeTruthy();
      expect(r.specialities.fr.length).toBe(r.specialities.en.length);
      expect(r.landmarks.fr.length).toBe(r.landmarks.en.length);
    }
  });

  it('has three viral questions with four options and a valid answer, and the spec tiers', () => {
    expect(VIRAL_QUESTIONS).toHaveLength(3);
    for (const q of VIRAL_QUESTIONS) {
      expect(q.options.fr).toHaveLength(4);
      expect(q.options.en).toHaveLength(4);
      expect(q.correctAnswer).toBeGreaterThanOrEqual(0);
      expect(q.correctAnswer).toBeLessThan(4);
    }
    expect([100, 67, 66, 65, 33, 32, 0].map(viralTier)).toEqual(['champion', 'expert', 'expert', 'apprenti', 'apprenti', 'debutant', 'debutant']);
  });

  it('has three social posts in both languages', () => {
    expect(SOCIAL_POSTS).toHaveLength(3);
    for (const p of SOCIAL_POSTS) expect(p.content.fr && p.content.en).toBeTruthy();
  });
});
