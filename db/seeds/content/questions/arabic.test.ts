// The Arabic help translations (ar/*.ts): each one well formed, keyed by a question of its own
// category file, and every question of the bank translated.
import { describe, expect, it } from 'vitest';
import { normaliseText } from '../../../../scripts/bank-checks.js';
import { arabic as culture } from './ar/culture.js';
import { arabic as geographie } from './ar/geographie.js';
import { arabic as histoire } from './ar/histoire.js';
import { ARABIC_QUESTION_TEXTS } from './ar/index.js';
import { arabic as institutions } from './ar/institutions.js';
import { arabic as valeurs } from './ar/valeurs.js';
import { ALL_QUESTIONS, QUESTIONS_BY_FILE } from './index.js';
import type { ArabicQuestionTexts, SeedCategory } from './types.js';

const BY_FILE: Record<SeedCategory, ArabicQuestionTexts> = { histoire, institutions, geographie, culture, valeurs };
const ARABIC_LETTER = /\p{Script=Arabic}/u;

describe.each(Object.entries(BY_FILE))('ar/%s.ts', (category, texts) => {
  const ids = new Set(QUESTIONS_BY_FILE[category as SeedCategory].map((q) => q.id));

  it('translates only questions of its category file', () => {
    expect(Object.keys(texts).filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each(Object.entries(texts))('%s is well formed', (_id, text) => {
    expect(text.content.trim().length).toBeGreaterThan(3);
    expect(text.content).toMatch(ARABIC_LETTER);
    expect(text.options).toHaveLength(4);
    for (const option of text.options) {
      expect(typeof option).toBe('string');
      expect(option.trim().length).toBeGreaterThan(0);
    }
    expect(new Set(text.options.map(normaliseText)).size).toBe(4);
    expect(text.explanation.trim().length).toBeGreaterThanOrEqual(20);
    expect(text.explanation).toMatch(ARABIC_LETTER);
  });
});

describe('ar/index.ts', () => {
  it('holds every file, with no id in two files', () => {
    const total = Object.values(BY_FILE).reduce((n, texts) => n + Object.keys(texts).length, 0);
    expect(Object.keys(ARABIC_QUESTION_TEXTS)).toHaveLength(total);
  });

  it('translates every question of the bank', () => {
    expect(ALL_QUESTIONS.map((q) => q.id).filter((id) => !Object.hasOwn(ARABIC_QUESTION_TEXTS, id)), 'questions without Arabic').toEqual([]);
  });
});
