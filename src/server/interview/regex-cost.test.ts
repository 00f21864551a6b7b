// Every pattern run on user text is linear in the text (issue 35, item 7): an answer made of the
// first words of a pattern, repeated, without its last words, cost 100-130 ms of CPU per pattern
// when the gaps between the words were `(?:.*\s)?` or `.*`, each retried at every position. The
// gaps are now bounded: twice the text costs about twice as much, on the longest text analysed.
import { describe, expect, it } from 'vitest';
import { ALL_BANK_QUESTIONS } from './interview-bank.js';
import { MAX_ANALYSED_CHARS } from './text.js';
import { detectRedFlags } from './values.js';

const ofLength = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
const longest = (unit: string) => ofLength(unit, MAX_ANALYSED_CHARS);

/**
 * The CPU time of the fastest of a few runs, in ms (the first run compiles). CPU time, not wall
 * time: on a shared machine the process is descheduled mid-run; the fastest run is the pattern's
 * own cost, the others add the machine's noise.
 */
function cost(run: () => unknown): number {
  run();
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) {
    const t0 = process.cpuUsage();
    run();
    const used = process.cpuUsage(t0);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
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
      // Linear: twice the text costs about twice as much (a quadratic cost is 4 times, the
      // nested gaps' 8 times); 1 ms of slack for the timer.
      const full = cost(() => detectRedFlags(longest(unit)));
      const half = cost(() => detectRedFlags(ofLength(unit, MAX_ANALYSED_CHARS / 2)));
      console.log(`red flags « ${unit.trim()} »: ${half.toFixed(2)} ms → ${full.toFixed(2)} ms`);
      expect(full).toBeLessThan(3 * half + 1);
    });
  }

  // Each wrong-fact pattern alone (checkFacts also splits clauses and matches concepts).
  const patterns = ALL_BANK_QUESTIONS.flatMap((q) => (q.wrongFacts ?? []).flatMap((f) => [f.pattern, ...(f.except ? [f.except] : [])]));
  for (const unit of WRONG_FACT_WORST) {
    it(`every wrong-fact pattern of the bank: « ${unit.trim()} » × ${Math.ceil(MAX_ANALYSED_CHARS / unit.length)}`, () => {
      const full = ` ${longest(unit)} `;
      const half = ` ${ofLength(unit, MAX_ANALYSED_CHARS / 2)} `;
      for (const pattern of patterns) {
        const fullCost = cost(() => pattern.test(full));
        const halfCost = cost(() => pattern.test(half));
        if (fullCost > 1) console.log(`${pattern.source.slice(0, 40)}… « ${unit.trim()} »: ${halfCost.toFixed(2)} ms → ${fullCost.toFixed(2)} ms`);
        expect(fullCost, pattern.source).toBeLessThan(3 * halfCost + 1);
      }
    });
  }
});
