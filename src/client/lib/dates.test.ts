import { describe, expect, it } from 'vitest';
import { longDate } from './dates';

describe('longDate', () => {
  it('writes the first day of a month as "1er" in French only', () => {
    const first = new Date(2026, 10, 1, 12);
    expect(longDate(first, 'fr')).toBe('1er novembre 2026');
    expect(longDate(new Date(2026, 10, 2, 12), 'fr')).toBe('2 novembre 2026');
    expect(longDate(new Date(2026, 10, 21, 12), 'fr')).toBe('21 novembre 2026');
    expect(longDate(first, 'en')).toBe('1 November 2026');
    expect(longDate(first, 'fr', { day: 'numeric', month: 'long' })).toBe('1er novembre');
  });

  it('writes Arabic month names with Western digits, and no French ordinal', () => {
    const text = longDate(new Date(2026, 10, 1, 12), 'ar');
    expect(text).toContain('نوفمبر');
    expect(text).toMatch(/\b1\b/);
    expect(text).toContain('2026');
    expect(text).not.toContain('1er');
  });
});
