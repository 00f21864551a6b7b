import { describe, expect, it } from 'vitest';
import { prefectureSlug, REGIONS } from './regions';
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
  it('has the 18 regions (13 metropolitan, 5 overseas) and the 101 départements, each with its prefecture and an official https .gouv.fr site', () => {
    expect(REGIONS).toHaveLength(18);
    expect(REGIONS.filter((r) => r.overseas).map((r) => r.name)).toEqual(['Guadeloupe', 'Martinique', 'Guyane', 'La Réunion', 'Mayotte']);
    const deps = REGIONS.flatMap((r) => r.departements);
    expect(deps).toHaveLength(101);
    expect(new Set(deps.map((d) => d.code)).size).toBe(101);
    expect(new Set(deps.map((d) => d.url)).size).toBe(101);
    for (const dep of deps) {
      expect(dep.url, dep.name).toMatch(/^https:\/\/www\.[a-z-]+(\.interieur)?\.gouv\.fr$/);
      expect(dep.prefecture, dep.name).toBeTruthy();
      if (dep.note) expect(dep.note.fr && dep.note.en).toBeTruthy();
    }
    const byCode = Object.fromEntries(deps.map((dep) => [dep.code, dep]));
    expect(byCode['01']!.url).toBe('https://www.ain.gouv.fr');
    expect(byCode['21']!.url).toBe('https://www.cote-dor.gouv.fr');
    expect(byCode['95']!.url).toBe('https://www.val-doise.gouv.fr');
    expect(byCode['974']!.url).toBe('https://www.reunion.gouv.fr');
    // Paris residents: the Préfecture de police only.
    expect(byCode['75']!.url).toBe('https://www.prefecturedepolice.interieur.gouv.fr');
    // The Marseille platform covers 04, 05, 13 and 84, not 06 or 83; the Cantal depends on Clermont-Ferrand.
    const marseille = deps.filter((dep) => dep.note?.fr.includes('plateforme interdépartementale de naturalisation de Marseille')).map((dep) => dep.code);
    expect(marseille).toEqual(['04', '05', '13', '84']);
    expect(byCode['15']!.note?.fr).toContain('Clermont-Ferrand');
    expect(prefectureSlug("Territoire de Belfort")).toBe('territoire-de-belfort');
  });

  it('carries no figure: no rate, difficulty or count per region', () => {
    const text = JSON.stringify(REGIONS);
    expect(text).not.toMatch(/%|successRate|difficult|Facile|Modéré|Difficile|Marseillaise/i);
  });

  it('has three viral questions with four options and a valid answer, and the four tiers', () => {
    expect(VIRAL_QUESTIONS).toHaveLength(3);
    for (const q of VIRAL_QUESTIONS) {
      expect(q.options.fr).toHaveLength(4);
      expect(q.options.en).toHaveLength(4);
      expect(q.correctAnswer).toBeGreaterThanOrEqual(0);
      expect(q.correctAnswer).toBeLessThan(4);
    }
    expect([100, 67, 66, 65, 33, 32, 0].map(viralTier)).toEqual(['champion', 'expert', 'expert', 'apprenti', 'apprenti', 'debutant', 'debutant']);
  });
});
