import { describe, expect, it } from 'vitest';
import { adviceKey, capped, clock, durationMinutes, estimatedMinutes, formatAttemptDate, percent, scoreColor } from './quiz-utils';

describe('quiz rules', () => {
  it('estimates ceil(1.5 min) per question', () => {
    expect([5, 10, 15, 20, 30, 50].map(estimatedMinutes)).toEqual([8, 15, 23, 30, 45, 75]);
  });

  it('rounds the score and bands its colour at 80 and 60', () => {
    expect(percent(2, 3)).toBe(67);
    expect(percent(0, 0)).toBe(0);
    expect([100, 80, 79, 60, 59, 0].map(scoreColor)).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red']);
  });

  it('picks the advice by the 90/80/70/60 thresholds', () => {
    expect([95, 90, 89, 80, 79, 70, 69, 60, 59].map(adviceKey)).toEqual([
      'results.advice90',
      'results.advice90',
      'results.advice80',
      'results.advice80',
      'results.advice70',
      'results.advice70',
      'results.advice60',
      'results.advice60',
      'results.adviceLow',
    ]);
  });

  it('caps progress at 100 and formats clocks', () => {
    expect(capped(140)).toBe(100);
    expect(capped(-3)).toBe(0);
    expect(clock(45 * 60)).toBe('45:00');
    expect(clock(61)).toBe('01:01');
    expect(clock(3725)).toBe('1:02:05');
  });

  it("formats dates as 'dd MMMM yyyy à HH:mm' in French and in English", () => {
    const local = new Date(2026, 0, 5, 9, 7).toISOString();
    expect(formatAttemptDate(local, 'fr')).toBe('05 janvier 2026 à 09:07');
    expect(formatAttemptDate(local, 'en')).toBe('05 January 2026 at 09:07');
  });

  it('rounds durations to whole minutes', () => {
    expect(durationMinutes('2026-01-05T10:00:00.000Z', '2026-01-05T10:07:40.000Z')).toBe(8);
    expect(durationMinutes('2026-01-05T10:00:00.000Z', null)).toBeNull();
  });
});

describe('durations', () => {
  it('shows seconds under a minute, then whole minutes', async () => {
    const { durationParts } = await import('./quiz-utils');
    expect(durationParts(50)).toEqual({ count: 50, unit: 's' });
    expect(durationParts(59.4)).toEqual({ count: 59, unit: 's' });
    expect(durationParts(60)).toEqual({ count: 1, unit: 'min' });
    expect(durationParts(150)).toEqual({ count: 3, unit: 'min' });
  });
});
