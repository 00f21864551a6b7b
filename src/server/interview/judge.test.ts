import { describe, expect, it } from 'vitest';
import { respond, startExaminer, firstReaction, type ExaminerState } from './examiner.js';
import type { BankQuestion } from './interview-bank.js';
import { judge, judgeFeatures, judgeWeights, type JudgeWeights, type RuleVerdicts } from './judge.js';
import { buildReport } from './report.js';
import { evaluateAnswer } from './scoring.js';
import { currentQuestion, strongCandidate } from '../../../tests/helpers/scripted-candidates.js';

const NO_RULES: RuleVerdicts = { topics: [], conforms: [], stance: false, clarification: false, evasive: false, offTopic: false, wrongFact: false, values: false, concepts: false };

const values = (text: string): BankQuestion => ({ id: `t-${text.length}`, stage: 'values', text, simpler: text, topic: [], targetWords: 25 });

describe('the judge’s features', () => {
  it('marks the words a negation governs, and a second negation turns them back', () => {
    const f = judgeFeatures('', 'Je ne pense pas que la religion soit au-dessus des lois.', 'values', null);
    expect(f).toContain('n:religion');
    expect(f).toContain('w:religion');
    const twice = judgeFeatures('', 'Il n’est pas question qu’elles n’aient pas la même part.', 'values', null);
    expect(twice).toContain('n:question');
    expect(twice).not.toContain('n:part');
    // A comma ends a bare negation; a reservation ends any.
    const comma = judgeFeatures('', 'Pas du tout, la loi passe avant.', 'values', null);
    expect(comma).not.toContain('n:loi');
  });

  it('marks what follows a reservation, and reads the question’s topic, the overlap and the rules', () => {
    const f = judgeFeatures('Que pensez-vous de l’excision ?', 'Je respecte la loi, mais je garde nos traditions.', 'values', { ...NO_RULES, topics: ['fgm'] });
    expect(f).toContain('r:gard');
    expect(f).not.toContain('r:respect');
    expect(f).toContain('qt:fgm');
    expect(f).toContain('stage:values');
    expect(f).toContain('R:flag:fgm');
    expect(f.some((x) => x.startsWith('ov:'))).toBe(true);
    expect(f.some((x) => x.startsWith('b:'))).toBe(true);
  });
});

describe('the committed weights', () => {
  const w = judgeWeights();
  it('hold the three models, small, with thresholds chosen on validation folds', () => {
    for (const id of ['stance', 'evasive'] as const) {
      const m = w.models[id]!;
      expect(m, id).toBeDefined();
      expect(m.threshold).toBeGreaterThan(0);
      expect(m.threshold).toBeLessThan(1);
      expect(Object.keys(m.weights).length).toBeLessThanOrEqual(2000);
    }
    expect(JSON.stringify(w).length).toBeLessThan(400_000);
  });

  it('judge one answer in well under a millisecond (it runs on every answer)', () => {
    const answers = [
      'Euh moi je pense que la femme elle doit rester à la maison, c’est comme ça chez nous, mais je respecte la loi.',
      'Je suis arrivé en 2012, je travaille comme cuisinier à Lyon et mes enfants vont à l’école ici.',
      'Je ne pense pas que la religion soit au-dessus des lois, en France la loi passe avant tout.',
      'Pouvez-vous répéter la question ?',
    ];
    for (const a of answers) judge('Que pensez-vous de l’égalité ?', a, 'values', NO_RULES);
    const n = 2000;
    const start = performance.now();
    for (let i = 0; i < n; i++) judge('Que pensez-vous de l’égalité entre les femmes et les hommes ?', answers[i % answers.length]!, 'values', NO_RULES);
    const micros = ((performance.now() - start) * 1000) / n;
    console.log(`one judgement: ${micros.toFixed(1)} µs`);
    expect(micros).toBeLessThan(1000);
  });
});

// A tiny hand-set model, to check how the examiner uses each judgement whatever the trained weights
// say: the examiner is given it as evaluateAnswer's `weights`.
const TOY: JudgeWeights = {
  version: 1,
  groups: ['unigram'],
  models: {
    stance: { bias: -5, weights: { 'w:zorglub': 10, 'w:gentil': -10 }, threshold: 0.9, veto: 0.001 },
    evasive: { bias: -5, weights: { 'w:patat': 10 }, threshold: 0.9 },
    wrongFact: { bias: -5, weights: { 'w:bidul': 10 }, threshold: 0.9 },
  },
};

const WITH_TOY = { weights: TOY };

describe('the examiner with the judge', () => {
  it('challenges a position the stance model finds contrary, with the law of the question’s topic', () => {
    const q = values('Que pensez-vous de l’excision ?');
    const { kind, evaluation } = firstReaction(q, 'Chez nous zorglub, c’est comme ça.', undefined, WITH_TOY);
    expect(kind).toBe('challenge');
    expect(evaluation.redFlags[0]!.topic).toBe('fgm');
    expect(evaluation.redFlags[0]!.law).toMatch(/excision/);
    expect(evaluation.valuesScore).toBeLessThanOrEqual(7);
  });

  it('lets a rule’s red flag stand unless the model finds the answer clearly not contrary', () => {
    const q = values('Que pensez-vous de l’héritage ?');
    const long = 'Chez nous, depuis toujours, la fille doit recevoir la moitié de la part du garçon, c’est ainsi dans ma famille et';
    expect(evaluateAnswer(q, `${long} voilà.`, WITH_TOY).redFlags.length).toBeGreaterThan(0);
    expect(evaluateAnswer(q, `${long} gentil.`, WITH_TOY).redFlags.length).toBe(0);
    expect(evaluateAnswer(q, `${long} gentil.`, { judge: false }).redFlags.length).toBeGreaterThan(0);
    // A short answer gives the model too little to overrule a rule.
    expect(evaluateAnswer(q, 'La fille doit recevoir la moitié de la part du garçon, gentil.', WITH_TOY).redFlags.length).toBeGreaterThan(0);
  });

  it('follows up an answer the evasive model finds beside the question, and never praises it', () => {
    const q: BankQuestion = { id: 't-mot', stage: 'motivation', text: 'Pourquoi souhaitez-vous devenir français ?', simpler: 'Pourquoi ?', topic: [], targetWords: 25 };
    const { kind, evaluation } = firstReaction(q, 'Patati patata, ma famille et mon travail sont ici.', undefined, WITH_TOY);
    expect(kind).toBe('evasive');
    expect(evaluation.motivationScore).toBe(0);
  });

  it('puts a doubtful statement back to the candidate once, with nothing to correct', () => {
    const q: BankQuestion = { id: 't-fact', stage: 'motivation', text: 'Pourquoi souhaitez-vous devenir français ?', simpler: 'Pourquoi ?', topic: [], targetWords: 25 };
    const { kind, evaluation } = firstReaction(q, 'J’aime la France depuis que le bidule a été voté en 1950, et ma famille vit ici.', 'madame', WITH_TOY);
    expect(evaluation.doubtedFact).toBe(true);
    expect(evaluation.wrongFacts).toEqual([]);
    expect(kind).toBe('check_fact');
  });

  it('an interview with one position the model finds contrary never ends favourable, and the report names it', () => {
    let state: ExaminerState = startExaminer('Amina Benali', { seed: 3 });
    let said = false;
    while (!state.isComplete) {
      const { question } = currentQuestion(state);
      const contrary: boolean = !said && question.stage === 'values';
      said ||= contrary;
      state = respond(state, contrary ? 'Zorglub, c’est comme ça chez nous et je ne changerai pas.' : strongCandidate(state), WITH_TOY).state;
    }
    const report = buildReport(state);
    expect(report).not.toMatch(/FAVORABLE —/);
    expect(report).toMatch(/Position contraire à la loi — la réponse prend, sur /);
    expect(report).not.toMatch(/Points forts[\s\S]*Zorglub[\s\S]*Points à travailler/);
    expect(state.assessment.republicanValues).toBeLessThanOrEqual(7);
  });
});
