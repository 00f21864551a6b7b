import { describe, expect, it } from 'vitest';
import { CHALLENGE_BONUS_POINTS, challengesFor, monthPeriod, seasonPeriod, weekPeriod } from './challenge-calendar.js';

describe('seeded challenges', () => {
  it('covers weekly, monthly and seasonal challenges with every field, current at the given date', () => {
    const now = new Date('2026-01-15T10:00:00Z');
    const rows = challengesFor(now);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['weekly', 'monthly', 'seasonal', 'other']));
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const r of rows) {
      expect(Date.parse(r.startDate)).toBeLessThanOrEqual(now.getTime());
      expect(Date.parse(r.endDate)).toBeGreaterThan(now.getTime());
      expect(r.targetScore).toBeGreaterThan(0);
      expect(r.targetScore).toBeLessThanOrEqual(20);
      expect(r.prize).toContain(String(CHALLENGE_BONUS_POINTS[r.type]));
      for (const key of ['title', 'titleEn', 'description', 'descriptionEn', 'prizeEn', 'category', 'difficulty'] as const) expect(r[key]).toBeTruthy();
    }
  });

  it('computes ISO weeks, months and meteorological seasons', () => {
    expect(weekPeriod(new Date('2025-07-23T12:00:00Z'))).toMatchObject({ key: '2025-W30', start: new Date('2025-07-21T00:00:00Z') });
    expect(weekPeriod(new Date('2027-01-01T12:00:00Z')).key).toBe('2026-W53');
    expect(monthPeriod(new Date('2026-02-10T00:00:00Z')).end.toISOString()).toBe('2026-02-28T23:59:59.999Z');
    const winter = seasonPeriod(new Date('2026-01-15T00:00:00Z'));
    expect(winter.key).toBe('2025-winter');
    expect(winter.start.toISOString()).toBe('2025-12-01T00:00:00.000Z');
    expect(winter.end.toISOString()).toBe('2026-02-28T23:59:59.999Z');
    expect(seasonPeriod(new Date('2025-12-05T00:00:00Z')).key).toBe('2025-winter');
    expect(seasonPeriod(new Date('2026-06-01T00:00:00Z'))).toMatchObject({ key: '2026-summer' });
    expect(seasonPeriod(new Date('2026-11-30T00:00:00Z')).key).toBe('2026-autumn');
  });

  it('gives each period its own ids, so past challenges keep their participants', () => {
    const a = challengesFor(new Date('2026-03-02T10:00:00Z')).map((r) => r.id);
    const b = challengesFor(new Date('2026-03-09T10:00:00Z')).map((r) => r.id);
    expect(a.filter((id) => id.startsWith('weekly'))).not.toEqual(b.filter((id) => id.startsWith('weekly')));
    expect(a.filter((id) => id.startsWith('monthly'))).toEqual(b.filter((id) => id.startsWith('monthly')));
  });

  it('makes no claim about what the examiner expects (the civic exam is passed at 32/40; quiz marks are ours)', () => {
    for (const r of challengesFor(new Date('2026-11-24T10:00:00Z'))) {
      expect(`${r.description} ${r.descriptionEn}`, r.id).not.toMatch(/examinateur|examiner|officiel|official/i);
    }
  });
});
