import { describe, expect, it } from 'vitest';
import { CompactWordSet, lookupWord } from './dictionary.js';

describe('CompactWordSet', () => {
  it('finds exactly the words it holds, accents and hyphens included', () => {
    const set = new CompactWordSet(['été', 'a', 'zèbre', 'abaisse-langue', 'été', 'œuvre', '']);
    expect(set.size).toBe(5);
    for (const w of ['été', 'a', 'zèbre', 'abaisse-langue', 'œuvre']) expect(set.has(w)).toBe(true);
    for (const w of ['ete', '', 'zebre', 'abaisse', 'b', 'zzz']) expect(set.has(w)).toBe(false);
  });
});

describe('lookupWord', () => {
  it('tells exact words, accent slips and unknown words apart', () => {
    expect(lookupWord('république')).toBe('exact');
    expect(lookupWord('republique')).toBe('accents');
    expect(lookupWord('laïcité')).toBe('exact');
    expect(lookupWord('marianne')).toBe('exact');
    expect(lookupWord('xqzwv')).toBe('unknown');
  });
});
