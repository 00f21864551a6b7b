// The language check on a labelled set of real-style answers: at least 98 % right, and no French
// answer ever taken for a foreign language (the examiner would then ask for French).
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_SET } from '../../../tests/fixtures/interview-graded/languages.js';
import { preloadDictionary } from './dictionary.js';
import { detectLanguage } from './language.js';

beforeAll(() => preloadDictionary());

describe('language detection on the labelled set', () => {
  it('is right at least 98 % of the time and never flags a French answer as foreign', () => {
    expect(LANGUAGE_SET.length).toBeGreaterThanOrEqual(200);
    let right = 0;
    const wrong: string[] = [];
    const frenchFlagged: string[] = [];
    for (const { text, label } of LANGUAGE_SET) {
      const got = detectLanguage(text);
      const ok = label === 'any' ? got === 'fr' || got === 'unknown' : got === label;
      if (ok) right++;
      else wrong.push(`${label} → ${got}: « ${text} »`);
      if ((label === 'fr' || label === 'any') && (got === 'en' || got === 'other')) frenchFlagged.push(text);
    }
    const rate = right / LANGUAGE_SET.length;
    console.log(`language detection: ${right}/${LANGUAGE_SET.length} = ${(rate * 100).toFixed(1)} %\n${wrong.map((w) => `  - ${w}`).join('\n')}`);
    expect(frenchFlagged).toEqual([]);
    expect(rate).toBeGreaterThanOrEqual(0.98);
  });
});
