// The examiner expects the current facts: with the admins' region counts, an answer with the new
// count is credited and the old one corrected; without facts, the bank's written values hold.
import { describe, expect, it } from 'vitest';
import { interviewFactsFrom, withInterviewFacts } from './current-facts.js';
import { questionOf } from './examiner.js';
import { getQuestion } from './interview-bank.js';
import { evaluateAnswer } from './scoring.js';

const facts = (metropole: string, total: string) =>
  interviewFactsFrom(new Map([['regions_metropole', { valueFr: metropole }], ['regions_total', { valueFr: total }]]));

describe('the examiner and the current facts', () => {
  it('keeps the written question when the facts match it, or when there are none', () => {
    const written = getQuestion('civ-regions');
    expect(withInterviewFacts(written, facts('13', '18'))).toBe(written);
    expect(questionOf({}, 'civ-regions')).toBe(written);
    const answer = evaluateAnswer(written, 'Il y a 13 régions en métropole, et ma préfecture de région est Lyon.');
    expect(answer.conceptsFound).toContain('13');
    expect(answer.wrongFacts).toEqual([]);
  });

  it('credits the current count and corrects the old one once an admin changed the fact', () => {
    const q = questionOf({ facts: facts('14', '19') }, 'civ-regions');
    const right = evaluateAnswer(q, 'Il y a 14 régions en métropole, et ma préfecture de région est Lyon.');
    expect(right.conceptsFound).toContain('13');
    expect(right.wrongFacts).toEqual([]);
    const old = evaluateAnswer(q, 'Il y a 13 régions en métropole, et ma préfecture de région est Lyon.');
    expect(old.conceptsFound).not.toContain('13');
    expect(old.wrongFacts.join(' ')).toContain('14 régions (19 avec l’outre-mer)');
  });

  it('ignores a fact that is not a count', () => {
    expect(facts('treize', '')).toEqual({});
  });
});
