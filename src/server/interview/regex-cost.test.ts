// Every pattern run on user text is linear in the text (issue 35, item 7): an answer made of the
// first words of a pattern, repeated, without its last words, cost 100-130 ms of CPU per pattern
// when the gaps between the words were `(?:.*\s)?` or `.*`, each retried at every position. The
// gaps are now bounded, so each costs a few milliseconds at most on the longest text analysed.
import { describe, expect, it } from 'vitest';
import { ALL_BANK_QUESTIONS } from './interview-bank.js';
import { MAX_ANALYSED_CHARS } from './text.js';
import { detectRedFlags } from './values.js';

const longest = (unit: string) => unit.repeat(Math.ceil(MAX_ANALYSED_CHARS / unit.length)).slice(0, MAX_ANALYSED_CHARS);

/** The slowest of a few runs (the first one compiles). */
function cost(run: () => unknown): number {
  run();
  let worst = 0;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    run();
    worst = Math.max(worst, performance.now() - t0);
  }
  return worst;
}

// The first words of each pattern with more than one gap, repeated, its last words never said.
const RED_FLAG_WORST = [
  'femme doit ', // values.ts: women_submission
  'femmes ne doivent pas ', // women_rights_denied
  'respecte la loi seulement si ', // religion_above_law
  'si je dois choisir je choisis ', // religion_above_law
  'frapper femme ', // violence
  'droit frapper ', // violence
  'je choisirai ', // forced marriage
  'religion avant ',
  'homme superieur ',
  'refuse signer ',
];
const WRONG_FACT_WORST = ['interdit voile ', 'pas le droit voile ', 'voile interdit ', 'petain chef ', 'resistance menee par ', 'petain resistance '];

describe('patterns on user text cost little on the longest answer', () => {
  for (const unit of RED_FLAG_WORST) {
    it(`red flags: « ${unit.trim()} » × ${Math.ceil(MAX_ANALYSED_CHARS / unit.length)}`, () => {
      const ms = cost(() => detectRedFlags(longest(unit)));
      expect(ms).toBeLessThan(40);
    });
  }

  // Each wrong-fact pattern alone (checkFacts also splits clauses and matches concepts).
  const patterns = ALL_BANK_QUESTIONS.flatMap((q) => (q.wrongFacts ?? []).flatMap((f) => [f.pattern, ...(f.except ? [f.except] : [])]));
  for (const unit of WRONG_FACT_WORST) {
    it(`every wrong-fact pattern of the bank: « ${unit.trim()} » × ${Math.ceil(MAX_ANALYSED_CHARS / unit.length)}`, () => {
      const text = ` ${longest(unit)} `;
      let worst = 0;
      let worstPattern = '';
      for (const pattern of patterns) {
        const ms = cost(() => pattern.test(text));
        if (ms > worst) {
          worst = ms;
          worstPattern = pattern.source;
        }
      }
      expect(worst, worstPattern).toBeLessThan(20);
    });
  }
});
