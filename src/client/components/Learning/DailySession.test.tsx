// The daily session's end summary: the expected score as the readiness card gives it, a range
// (10th to 90th percentile), before → after, in French, English and Arabic.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inLanguage, render, resetLanguage, withoutIsolates } from '../../../../tests/helpers/render';
import { SUBTHEMES, SUBTHEME_THEME, THEMES } from '../../../shared/constants';
import type { ReadinessDto, SessionSummaryDto } from '../../../shared/schemas/learning';
import { SessionSummary } from './DailySession';
import { Readiness } from './Readiness';

function summary(over: Partial<SessionSummaryDto['readiness']> = {}): SessionSummaryDto {
  return {
    attemptId: 'attempt_1_summary',
    reviews: { answered: 3, correct: 3 },
    fresh: { answered: 5, correct: 2 },
    subthemes: [],
    readiness: {
      passBefore: 0.62,
      passAfter: 0.55,
      expectedBefore: 33,
      expectedAfter: 32.4,
      scoreLowBefore: 30,
      scoreHighBefore: 36,
      scoreLowAfter: 29,
      scoreHighAfter: 35,
      answered: 80,
      needed: 0,
      ...over,
    },
    streak: { current: 2, longest: 2, practisedToday: true, daysSinceLast: 0 },
  };
}

function readiness(low: number, high: number): ReadinessDto {
  return {
    passProbability: 0.55,
    expectedScore: 32.4,
    scoreLow: low,
    scoreHigh: high,
    answered: 80,
    correct: 60,
    minimum: 20,
    needed: 0,
    dueToday: 0,
    evidence: { answers: 80, exams: 0, days: 3, lastExam: null },
    themes: THEMES.map((theme) => ({ theme, mastery: 0.7, answered: 16, correct: 12 })),
    subthemes: SUBTHEMES.map((subtheme) => ({ subtheme, theme: SUBTHEME_THEME[subtheme], mastery: 0.7, answered: 5, correct: 4, due: 0 })),
    nextFocus: [],
  };
}

afterEach(resetLanguage);

describe('SessionSummary', () => {
  it('gives the expected score as a range before → after, in the readiness card’s words', async () => {
    render(<SessionSummary summary={summary()} recovered={0} onMore={() => {}} />);
    const line = await screen.findByTestId('summary-expected');
    expect(line.textContent).toBe("Score attendu\u202f: 30 à 36 → 29 à 35 sur 40, 8 fois sur 10 (l'examen se réussit à 32).");
    expect(screen.getByTestId('summary-readiness').textContent).toContain('Chance de réussite\u202f: 62\u202f% → 55\u202f%');
    // No single figure any more.
    expect(screen.getByTestId('summary-readiness').textContent).not.toContain('32,4');
  });

  it('says the same range as the card shows after the session', async () => {
    const { unmount } = render(<Readiness readiness={readiness(29, 35)} />);
    const card = (await screen.findByTestId('expected-score')).textContent!;
    unmount();
    render(<SessionSummary summary={summary()} recovered={0} onMore={() => {}} />);
    const line = (await screen.findByTestId('summary-expected')).textContent!;
    expect(card).toContain('29 à 35 sur 40, 8 fois sur 10');
    expect(line).toContain('→ 29 à 35 sur 40, 8 fois sur 10');
  });

  it('a dash before the first estimate; a moved range alone is a change', async () => {
    render(<SessionSummary summary={summary({ passBefore: 0.55, expectedBefore: 32.4, scoreLowBefore: null, scoreHighBefore: null })} recovered={0} onMore={() => {}} />);
    expect((await screen.findByTestId('summary-expected')).textContent).toBe("Score attendu\u202f: — → 29 à 35 sur 40, 8 fois sur 10 (l'examen se réussit à 32).");
    expect(screen.queryByText(/Les chiffres ont peu bougé/)).toBeNull();
  });

  it('in English and in Arabic', async () => {
    await inLanguage('en');
    const { unmount } = render(<SessionSummary summary={summary()} recovered={0} onMore={() => {}} />);
    expect(withoutIsolates((await screen.findByTestId('summary-expected')).textContent)).toBe(
      'Expected score: 30 to 36 → 29 to 35 out of 40, 8 times out of 10 (the exam is passed at 32).',
    );
    unmount();
    await inLanguage('ar');
    render(<SessionSummary summary={summary()} recovered={0} onMore={() => {}} />);
    expect(withoutIsolates((await screen.findByTestId('summary-expected')).textContent)).toBe(
      'النتيجة المتوقعة: من 30 إلى 36 ← من 29 إلى 35 من 40، 8 مرات من 10 (النجاح في الامتحان بـ 32).',
    );
  });
});
