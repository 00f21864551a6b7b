// Runs the graded corpus (corpus/*.ts) through the examiner's own scoring and reports its accuracy.
// The floors below are the figures reached when the corpus was written: a change that lowers one
// of them fails here (raise them when the examiner improves).
import { describe, expect, it } from 'vitest';
import { CIVIC_CORPUS } from '../../../tests/fixtures/interview-graded/civic.js';
import { VALUES_CORPUS } from '../../../tests/fixtures/interview-graded/values.js';
import { LEGACY_TOPIC } from './values.js';
import { getQuestion } from './interview-bank.js';
import { civicQuestionScore, evaluateAnswer } from './scoring.js';

const FLOORS = {
  wrongFactsCaught: 1,
  rightFactsCredited: 0.985,
  rightAnswersNotPenalised: 1,
  civicAxisAgreement: 0.985,
  valuesFalseAlarms: 0,
  valuesMissesCaught: 1,
  clearPositionsScored: 1,
};

const pct = (n: number) => `${(n * 100).toFixed(1)} %`;

describe('graded corpus', () => {
  it('has at least 300 answers, each about a question of the bank', () => {
    expect(CIVIC_CORPUS.length + VALUES_CORPUS.length).toBeGreaterThanOrEqual(300);
    for (const c of [...CIVIC_CORPUS, ...VALUES_CORPUS]) expect(() => getQuestion(c.question)).not.toThrow();
    // Every kind of answer is represented: the reported ones, paraphrases, learner spelling, English, mixed.
    const kinds = new Map<string, number>();
    for (const c of [...CIVIC_CORPUS, ...VALUES_CORPUS]) kinds.set(c.kind, (kinds.get(c.kind) ?? 0) + 1);
    console.log(`Corpus: ${CIVIC_CORPUS.length + VALUES_CORPUS.length} answers — ${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}`);
    expect(kinds.get('issue')).toBeGreaterThanOrEqual(40);
    expect(kinds.get('b1')).toBeGreaterThanOrEqual(30);
    expect(kinds.get('en')).toBeGreaterThanOrEqual(20);
    expect(kinds.get('mixed')).toBeGreaterThanOrEqual(10);
    for (const c of CIVIC_CORPUS) {
      const ids = getQuestion(c.question).concepts!.map((k) => k.id);
      for (const id of c.concepts) expect(ids, `${c.question}: ${id}`).toContain(id);
    }
  });

  it('grades knowledge answers on facts: wrong facts caught, right facts credited', () => {
    let wrongExpected = 0, wrongCaught = 0, rightAnswers = 0, rightClean = 0, conceptsExpected = 0, conceptsCredited = 0;
    let falseCredits = 0, axisAgree = 0;
    const failures: string[] = [];
    for (const c of CIVIC_CORPUS) {
      const q = getQuestion(c.question);
      const e = evaluateAnswer(q, c.answer);
      const caught = e.wrongFacts.length > 0;
      if (c.wrong) { wrongExpected++; if (caught) wrongCaught++; else failures.push(`missed wrong fact: ${c.question} « ${c.answer} »`); }
      else { rightAnswers++; if (!caught) rightClean++; else failures.push(`false wrong fact: ${c.question} « ${c.answer} » → ${e.wrongFacts[0]}`); }
      for (const id of c.concepts) {
        conceptsExpected++;
        if (e.conceptsFound.includes(id)) conceptsCredited++;
        else failures.push(`not credited: ${c.question} ${id} « ${c.answer} »`);
      }
      for (const id of e.conceptsFound) if (!c.concepts.includes(id)) { falseCredits++; failures.push(`credited wrongly: ${c.question} ${id} « ${c.answer} »`); }
      const expectedScore = civicQuestionScore(q, c.concepts, c.wrong ? 1 : 0);
      const score = civicQuestionScore(q, e.conceptsFound, e.wrongFacts.length);
      if (Math.abs(expectedScore - score) <= 2.5 || (c.wrong && caught && score <= 10)) axisAgree++;
    }
    const figures = {
      wrongFactsCaught: wrongCaught / wrongExpected,
      rightFactsCredited: conceptsCredited / conceptsExpected,
      rightAnswersNotPenalised: rightClean / rightAnswers,
      civicAxisAgreement: axisAgree / CIVIC_CORPUS.length,
    };
    console.log(
      [
        `Knowledge corpus: ${CIVIC_CORPUS.length} answers`,
        `  wrong facts caught: ${wrongCaught}/${wrongExpected} = ${pct(figures.wrongFactsCaught)}`,
        `  right facts credited: ${conceptsCredited}/${conceptsExpected} = ${pct(figures.rightFactsCredited)} (${falseCredits} credited wrongly)`,
        `  right answers not penalised: ${rightClean}/${rightAnswers} = ${pct(figures.rightAnswersNotPenalised)}`,
        `  civic axis as expected: ${axisAgree}/${CIVIC_CORPUS.length} = ${pct(figures.civicAxisAgreement)}`,
        ...failures.map((f) => `  - ${f}`),
      ].join('\n'),
    );
    expect(figures.wrongFactsCaught).toBeGreaterThanOrEqual(FLOORS.wrongFactsCaught);
    expect(figures.rightFactsCredited).toBeGreaterThanOrEqual(FLOORS.rightFactsCredited);
    expect(figures.rightAnswersNotPenalised).toBeGreaterThanOrEqual(FLOORS.rightAnswersNotPenalised);
    expect(figures.civicAxisAgreement).toBeGreaterThanOrEqual(FLOORS.civicAxisAgreement);
  });

  it('grades values answers without false alarms, catches rejections and scores clear positions', () => {
    let upholding = 0, falseAlarms = 0, rejections = 0, caught = 0, clear = 0, clearOk = 0;
    const failures: string[] = [];
    for (const c of VALUES_CORPUS) {
      const q = getQuestion(c.question);
      const e = evaluateAnswer(q, c.answer);
      // A flag counts by its rule or by its subject (the catalogue of positions names topics, stances.ts).
      const flags = e.redFlags.flatMap((f) => [f.id, ...(f.topic ? [f.topic] : [])]);
      if (c.flags.length === 0) {
        upholding++;
        if (flags.length) { falseAlarms++; failures.push(`false alarm ${flags.join(',')}: « ${c.answer} »`); }
      } else {
        rejections++;
        const subjects = (f: string) => [f, LEGACY_TOPIC[f] ?? f, ...(f === 'women_rights_denied' ? ['care_choice'] : []), ...(f === 'discrimination' ? ['homosexuality'] : [])];
        if (c.flags.some((f) => subjects(f).some((x) => flags.includes(x)))) caught++;
        else failures.push(`missed ${c.flags.join(',')} (got ${flags.join(',') || 'none'}): « ${c.answer} »`);
      }
      if (c.minScore !== undefined) {
        clear++;
        if ((e.valuesScore ?? 0) >= c.minScore) clearOk++;
        else failures.push(`clear position scored ${e.valuesScore}: « ${c.answer} »`);
      }
    }
    console.log(
      [
        `Values corpus: ${VALUES_CORPUS.length} answers`,
        `  false alarms: ${falseAlarms}/${upholding}`,
        `  rejections caught: ${caught}/${rejections} = ${pct(caught / rejections)}`,
        `  clear positions ≥ 12: ${clearOk}/${clear} = ${pct(clearOk / clear)}`,
        ...failures.map((f) => `  - ${f}`),
      ].join('\n'),
    );
    expect(falseAlarms).toBeLessThanOrEqual(FLOORS.valuesFalseAlarms);
    expect(caught / rejections).toBeGreaterThanOrEqual(FLOORS.valuesMissesCaught);
    expect(clearOk / clear).toBeGreaterThanOrEqual(FLOORS.clearPositionsScored);
  });
});
