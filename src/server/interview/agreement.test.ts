// Every sentence the examiner says agrees with the candidate's civility: masculine for monsieur,
// feminine for madame, a neutral wording (never an inclusive form) for 'neutre' and without one.
import { describe, expect, it } from 'vitest';
import { EXAMINER_TEMPLATES, agree, respond, startExaminer, type Civility } from './examiner.js';
import { ALL_BANK_QUESTIONS } from './interview-bank.js';

/** Words addressed to the candidate that carry a gender. */
const MASCULINE = /\b(êtes-vous|vous êtes|vous sentez-vous) (venu|arrivé|marié|allé|prêt|intégré|sûr)(?!\p{L})|\bd'être venu(?!\p{L})|devenir français(?!\p{L})|[ÊE]tre français(?!\p{L})|Une fois français(?!\p{L})|devenu français(?!\p{L})|\b[ÊE]tre citoyen français/u;
const FEMININE = /\b(êtes-vous|vous êtes|vous sentez-vous) (venue|arrivée|mariée|allée|prête|intégrée|sûre)(?!\p{L})|\bd'être venue\b|devenir française\b|\b[ÊE]tre française\b|\bUne fois française\b|devenue française|citoyenne française/u;
const INCLUSIVE = /\w[·.]e\b|\(e\)|\b\w+ ou \w+e\b(?= à| en|\u202f\?)/u;

function templates(): string[] {
  const bank = ALL_BANK_QUESTIONS.flatMap((q) => [q.text, q.simpler, q.deeper ?? '']);
  return [...bank, ...EXAMINER_TEMPLATES].filter(Boolean);
}

describe('agreement with the civility', () => {
  it('every examiner template reads masculine for monsieur, feminine for madame and neutral otherwise', () => {
    const all = templates();
    expect(all.length).toBeGreaterThan(100);
    for (const tpl of all) {
      const m = agree(tpl, 'monsieur');
      const f = agree(tpl, 'madame');
      for (const n of [agree(tpl, 'neutre'), agree(tpl, undefined)]) {
        expect(n, tpl).not.toMatch(MASCULINE);
        expect(n, tpl).not.toMatch(FEMININE);
        expect(n, tpl).not.toMatch(INCLUSIVE);
        expect(n.replace('{name}', '')).not.toMatch(/[{|}]/);
      }
      expect(f, tpl).not.toMatch(MASCULINE);
      expect(m, tpl).not.toMatch(FEMININE);
    }
  });

  it('the played cases: venu/venue, arrivé/arrivée, prêt/prête', () => {
    const tpl = templates();
    const find = (re: RegExp) => tpl.find((x) => re.test(agree(x, 'monsieur')))!;
    expect(agree(find(/d'être venu/), 'madame')).toContain("merci d'être venue");
    expect(agree(find(/êtes-vous arrivé/), 'madame')).toContain('êtes-vous arrivée');
    expect(agree(find(/Êtes-vous prêt/), 'madame')).toContain('Êtes-vous prête');
    expect(agree(find(/Êtes-vous prêt/), 'neutre')).toContain('Acceptez-vous de la signer');
  });

  it('a whole interview for each civility says nothing of the other gender', () => {
    const answer = 'Je vis en France depuis douze ans, je travaille comme infirmière et je respecte les valeurs de la République.';
    for (const civility of ['madame', 'monsieur', 'neutre'] as Civility[]) {
      for (const seed of [1, 2, 3]) {
        let state = startExaminer('Camille {Martin|x}', { seed, civility });
        const said = [state.currentQuestion];
        while (!state.isComplete) {
          const step = respond(state, answer);
          said.push(step.interviewerResponse);
          state = step.state;
        }
        const text = said.join('\n');
        // The candidate's name is put in as written, braces and all.
        expect(text).toContain('Camille {Martin|x}');
        if (civility !== 'monsieur') expect(text.match(MASCULINE)?.[0] ?? null, civility).toBeNull();
        if (civility !== 'madame') expect(text.match(FEMININE)?.[0] ?? null, civility).toBeNull();
      }
    }
  });
});
