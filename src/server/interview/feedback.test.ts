// The practice tip is French with a help text in the reader's language: every kind of tip must have
// its English and its Arabic, and only the reader's one is sent.
import { describe, expect, it } from 'vitest';
import { practiceFeedback } from './feedback.js';
import { type BankQuestion, CIVIC_QUESTIONS, OPENING_QUESTIONS } from './interview-bank.js';
import { MOTIVATION_SIGNALS, type AnswerEvaluation } from './scoring.js';

const civic = CIVIC_QUESTIONS.find((q) => q.id === 'civ-motto');
const opening = OPENING_QUESTIONS[0];
if (!civic || !opening) throw new Error('the interview bank lost civ-motto or its opening questions');
const allConcepts = (civic.concepts ?? []).map((c) => c.id);

/** A complete, well-linked answer; each case below spoils one thing to reach one kind of tip. */
const good: AnswerEvaluation = {
  language: 'fr',
  wordCount: 30,
  languageScore: 16,
  languageNotes: [],
  connectors: ['parce que', 'donc'],
  spellingRate: 1,
  lexicalDiversity: 0.8,
  nonAnswer: false,
  offTopic: false,
  conceptsFound: allConcepts,
  wrongFacts: [],
  motivationSignals: MOTIVATION_SIGNALS.map((s) => s.id),
  motivationScore: 16,
  valueSignals: [],
  valuesScore: null,
  redFlags: [],
};

const CASES: [string, BankQuestion, Partial<AnswerEvaluation>][] = [
  ['no answer', civic, { wordCount: 0 }],
  ['not in French', civic, { language: 'en' }],
  ['against the values', civic, { redFlags: [{ id: 'x', label: 'x', clause: 'x' }] }],
  ['a wrong fact', civic, { wrongFacts: ['« Travail, Famille, Patrie » était la devise du régime de Vichy.'] }],
  ['“I don’t know”', civic, { nonAnswer: true }],
  ['too short', civic, { wordCount: 4 }],
  ['concepts missing', civic, { conceptsFound: [] }],
  ['ideas not linked', civic, { connectors: [] }],
  ['complete knowledge', civic, {}],
  ['a good personal answer', opening, {}],
];

const ARABIC = /[\u0600-\u06FF]/g;
const LATIN = /[A-Za-zÀ-ÿ]/g;

describe('the practice tip', () => {
  it('has a French text and its English and Arabic help texts for every kind of tip', () => {
    const frenchTips = new Set<string>();
    for (const [name, question, over] of CASES) {
      const e = { ...good, ...over };
      const fr = practiceFeedback(question, e, 'fr');
      const en = practiceFeedback(question, e, 'en');
      const ar = practiceFeedback(question, e, 'ar');
      frenchTips.add(fr.tip);
      expect(fr, name).not.toHaveProperty('tipEn');
      expect(fr, name).not.toHaveProperty('tipAr');
      // The French tip is the same whatever the interface.
      expect(en.tip, name).toBe(fr.tip);
      expect(ar.tip, name).toBe(fr.tip);

      expect(en, name).not.toHaveProperty('tipAr');
      expect(en.tipEn?.length ?? 0, name).toBeGreaterThan(20);
      expect(en.tipEn, name).not.toBe(fr.tip);
      expect(en.tipEn, name).not.toMatch(ARABIC);

      expect(ar, name).not.toHaveProperty('tipEn');
      const arabic = ar.tipAr ?? '';
      expect(arabic, name).toMatch(/^[^A-Za-z]*[\u0600-\u06FF]/);
      // Mostly Arabic: French words appear only as the terms to say, in brackets or in the correction.
      const withoutFrench = arabic.replace(/\([^)]*\)/g, '').replace(e.wrongFacts[0] ?? '', '');
      expect((withoutFrench.match(LATIN) ?? []).length, `${name}: ${arabic}`).toBe(0);
      expect((arabic.match(ARABIC) ?? []).length, name).toBeGreaterThan(15);
    }
    // Each case reached a different tip: every branch of the tip is covered above.
    expect(frenchTips.size).toBe(CASES.length);
  });

  it('keeps the terms to say in French, in brackets in Arabic', () => {
    const e = { ...good, conceptsFound: [] };
    const fr = practiceFeedback(civic, e, 'fr');
    expect(fr.tip).toBe('Pensez à parler de Liberté et d’Égalité.');
    expect(practiceFeedback(civic, e, 'en').tipEn).toBe('Remember to mention, in French, "Liberté" and "Égalité".');
    expect(practiceFeedback(civic, e, 'ar').tipAr).toBe('لا تنسَ أن تتحدث، بالفرنسية، عن (Liberté) و(Égalité).');
    const fact = '« Travail, Famille, Patrie » était la devise du régime de Vichy.';
    expect(practiceFeedback(civic, { ...good, wrongFacts: [fact] }, 'ar').tipAr).toContain(fact);
  });
});
