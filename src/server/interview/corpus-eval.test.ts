// Issue 34, item 5: the examiner measured on answers it was not written with. The corpus
// (tests/fixtures/interview-corpus/, README there) was written by a separate pass that never read
// the rules, then split once: tune.json was used to tune the rules, test.json never was. Only the
// aggregate rates of the held-out half are printed and checked against the floors below; no item
// of it is ever printed. docs/interview-scoring.md holds the figures.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playItem, rates, type CorpusItem, type CorpusRates } from './corpus-eval.js';

const load = (name: string) => JSON.parse(readFileSync(new URL(`../../../tests/fixtures/interview-corpus/${name}`, import.meta.url), 'utf8')) as CorpusItem[];
const pct = ([n, d]: [number, number]) => `${n}/${d} = ${((100 * n) / d).toFixed(1)} %`;
const show = (r: CorpusRates) =>
  [
    `  contrary positions caught:       ${pct(r.contraryCaught)}`,
    `  sincere answers flagged:         ${pct(r.sincereFlagged)}`,
    `  evasive answers followed up:     ${pct(r.evasiveFollowedUp)}`,
    `  wrong facts questioned/corrected: ${pct(r.wrongFactsQuestioned)}`,
  ].join('\n');

/**
 * Floors on the held-out half.
 *
 * !!! NOT THE FLOORS OF ISSUE 34 !!! The issue asks for: contrary positions caught ≥ 95 %, sincere
 * answers flagged ≤ 2 %, evasive answers followed up ≥ 90 %, wrong facts questioned or corrected
 * ≥ 95 %. The rules as committed (commit « Examiner: catalogue completed on the tuning half », frozen before the held-out half was first run) measured,
 * on that one run: contrary 9/113 = 8.0 %, sincere flagged 3/116 = 2.6 %, evasive 47/58 = 81.0 % (48/58 = 82.8 % after the
 * unrelated « parents d’élèves » fix to the family signal),
 * wrong facts 14/60 = 23.3 % — against 96.5 %, 0 %, 94.8 % and 96.7 % on the tuning half: the
 * rules written on the tuning half do not generalise. Per the brief, each floor below is set to the
 * measured figure (minus nothing) so the test guards against regressions; none of the issue's
 * floors is met. Raise them to the figures when the examiner reaches them on this half.
 *
 * Second pass (generic positions and fact tables, tuned on tune.json only, frozen at « Stances: read
 * an inverted question as a statement », then this half run once): contrary 28/113 = 24.8 %,
 * wrong facts 29/60 = 48.3 % (floors raised to these), evasive 48/58 unchanged — and sincere
 * flagged 7/116 = 6.0 %, WORSE than the 3/116 floor below, which was not loosened (the brief forbids
 * lowering a floor or changing a rule after the run). The lead took the trade (+19 contrary
 * positions caught, +15 wrong facts questioned, +4 sincere answers flagged) and set the sincere floor
 * to the measured 7/116: a position contrary to the law praised or a wrong fact let pass was the more
 * frequent harm on this half. Both the gain and the cost are in docs/interview-scoring.md.
 */
const FLOORS = {
  contraryCaught: 28 / 113, // issue 34: 0.95 (first pass: 9 / 113)
  sincereFlaggedAtMost: 7 / 116, // issue 34: 0.02 (first pass: 3 / 116)
  evasiveFollowedUp: 48 / 58, // issue 34: 0.9
  wrongFactsQuestioned: 29 / 60, // issue 34: 0.95 (first pass: 14 / 60)
};

describe('the examiner on the independent corpus', () => {
  it('tuning half (used to write the rules): figures for reference', { timeout: 180_000 }, () => {
    console.log(`Tuning half:\n${show(rates(load('tune.json').map(playItem)))}`);
  });

  it('held-out half (never used to tune): holds the measured floors (below the issue’s, see FLOORS)', { timeout: 180_000 }, () => {
    const r = rates(load('test.json').map(playItem));
    console.log(`Held-out half:\n${show(r)}`);
    const rate = ([n, d]: [number, number]) => n / d;
    expect(r.contraryCaught[1]).toBeGreaterThanOrEqual(100);
    expect(rate(r.contraryCaught)).toBeGreaterThanOrEqual(FLOORS.contraryCaught);
    expect(rate(r.sincereFlagged)).toBeLessThanOrEqual(FLOORS.sincereFlaggedAtMost);
    expect(rate(r.evasiveFollowedUp)).toBeGreaterThanOrEqual(FLOORS.evasiveFollowedUp);
    expect(rate(r.wrongFactsQuestioned)).toBeGreaterThanOrEqual(FLOORS.wrongFactsQuestioned);
  });
});
