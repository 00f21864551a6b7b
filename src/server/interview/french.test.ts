// Issue 34, item 4: French that a teacher would sign. Every template of the examiner, every question
// of the bank, every law the examiner states, every correction and every practice tip and model
// answer is rendered with every civility and checked against forbidden sequences.
import { describe, expect, it } from 'vitest';
import { EXAMINER_TEMPLATES, agree, type Civility } from './examiner.js';
import { afterColon, deFr, modelAnswer, practiceFeedback } from './feedback.js';
import { GENERAL_WRONG_FACTS } from './general-facts.js';
import { ALL_BANK_QUESTIONS } from './interview-bank.js';
import { MOTIVATION_SIGNALS, type AnswerEvaluation } from './scoring.js';
import { STANCES } from './stances.js';

const CIVILITIES: (Civility | undefined)[] = ['madame', 'monsieur', 'neutre', undefined];

/** Sequences a French teacher would strike out. */
const FORBIDDEN: [RegExp, string][] = [
  [/\bde le\b/i, 'de le → du'],
  [/\bde les\b/i, 'de les → des'],
  [/\bà le\b/i, 'à le → au'],
  [/\bà les\b/i, 'à les → aux'],
  [/\bde en\b/i, 'de en'],
  [/\bde être\b/i, 'de être → d’être'],
  [/\bde (?:un|une|avoir|elle|il|ils|elles|à|au|aux|a|en|et|ou|une)\b/i, 'de + voyelle → d’'],
  [/\b(?:que|si) il\b/i, 'qu’il / s’il'],
  [/\bde la signer et à la\b/i, 'de la signer et de la respecter'],
  [/[{}|]/, 'template braces left'],
  [/ {2,}/, 'double space'],
  [/ [,.]/, 'space before comma or full stop'],
  [/\u202f: (?:Le|La|Les|Un|Une|Il|Elle) /, 'capital after a colon'],
  [/ [:;?!]/, 'ordinary space before : ; ? ! (a narrow no-break space is due)'],
  [/\b(?:née|arrivée|venue|prête|sûre|française)\b.*\bmonsieur\b|\bmonsieur\b.*\b(?:prête|sûre)\b/i, 'feminine agreement with monsieur'],
];
// Participles and adjectives (« arrivée » after a determiner is the noun, « votre arrivée »).
const FEMININE_ONLY = /\b(?:prête|sûre|(?<!(?:votre|son|mon|leur|l’|une|d’|à l’|de l’) )arrivée|née|venue|inscrite|tirée|jurée|devenir française)\b/;

function faults(text: string, civility: Civility | undefined): string[] {
  const out = FORBIDDEN.filter(([re]) => re.test(text)).map(([, why]) => `${why}: « ${text} »`);
  if (civility !== 'madame' && FEMININE_ONLY.test(text)) out.push(`feminine for ${civility ?? 'no civility'}: « ${text} »`);
  return out;
}

const good: AnswerEvaluation = {
  language: 'fr', wordCount: 30, languageScore: 16, languageNotes: [], connectors: [], spellingRate: 1, lexicalDiversity: 0.8,
  nonAnswer: false, offTopic: false, conceptsFound: [], wrongFacts: [], motivationSignals: [], motivationScore: 10,
  valueSignals: [], valuesScore: 10, redFlags: [],
};

describe('the examiner’s French', () => {
  it('contracts and elides « de »', () => {
    expect(deFr('le travail')).toBe('du travail');
    expect(deFr('les années vécues en France')).toBe('des années vécues en France');
    expect(deFr('être inscrit')).toBe('d’être inscrit');
    expect(deFr('la famille')).toBe('de la famille');
    expect(deFr('l’attachement à la France')).toBe('de l’attachement à la France');
    expect(deFr('Marianne')).toBe('de Marianne');
    expect(afterColon('Le 8 mai commémore la victoire.')).toBe('le 8 mai commémore la victoire.');
    expect(afterColon('Lyon est le chef-lieu.')).toBe('Lyon est le chef-lieu.');
  });

  it('renders every template, question, law and correction with every civility without a forbidden sequence', () => {
    const texts = [
      ...EXAMINER_TEMPLATES,
      ...ALL_BANK_QUESTIONS.flatMap((q) => [q.text, q.simpler, q.deeper ?? '']),
      ...STANCES.map((s) => `Je me permets de vous arrêter un instant\u202f: ${s.law} Pouvez-vous m’expliquer ce que vous voulez dire\u202f?`),
      ...GENERAL_WRONG_FACTS.map((w) => `Une précision\u202f: ${afterColon(w.correction)}`),
    ].filter(Boolean);
    const found: string[] = [];
    for (const civility of CIVILITIES) for (const t of texts) found.push(...faults(agree(t, civility).replace(/\{name\}/g, 'Amina Benali'), civility));
    expect([...new Set(found)]).toEqual([]);
  });

  it('writes tips and model answers without a forbidden sequence, agreed with the civility, per question and from the profile', () => {
    const profile = { city: 'Rennes', profession: 'boulanger', arrivalYear: 2010, countryOfOrigin: 'Sénégal', familySituation: 'marié, deux enfants' };
    const found: string[] = [];
    const models = new Set<string>();
    for (const civility of CIVILITIES) {
      for (const q of ALL_BANK_QUESTIONS) {
        for (const e of [good, { ...good, motivationSignals: [], conceptsFound: [] }, { ...good, motivationSignals: MOTIVATION_SIGNALS.map((s) => s.id).slice(0, 1) }]) {
          const fb = practiceFeedback(q, e, 'fr', { ...(civility ? { civility } : {}), profile });
          found.push(...faults(fb.tip, civility), ...faults(fb.modelAnswer, civility));
          if (q.stage === 'values') models.add(fb.modelAnswer);
        }
      }
    }
    expect([...new Set(found)]).toEqual([]);
    // Written per question: the values questions do not all get the same model answer.
    expect(models.size).toBeGreaterThanOrEqual(10);
    // Built from the profile, never from a persona.
    const opening = modelAnswer(ALL_BANK_QUESTIONS.find((q) => q.stage === 'opening')!, { civility: 'monsieur', profile });
    expect(opening.fr).toContain('Rennes');
    expect(opening.fr).toContain('boulanger');
    expect(opening.fr).not.toMatch(/Amina|Benali|Maroc|infirmière/);
    const why = modelAnswer(ALL_BANK_QUESTIONS.find((q) => q.id === 'mot-why')!, { civility: 'monsieur', profile });
    expect(why.fr).toContain('devenir français');
    expect(why.fr).toContain('2010');
  });
});
