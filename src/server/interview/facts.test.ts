import { beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_TOPIC } from './values.js';
import { CIVIC_CORPUS } from '../../../tests/fixtures/interview-graded/civic.js';
import { VALUES_CORPUS } from '../../../tests/fixtures/interview-graded/values.js';
import { preloadDictionary } from './dictionary.js';
import { respond, startExaminer, type ExaminerState } from './examiner.js';
import { factClauses } from './facts.js';
import { getQuestion } from './interview-bank.js';
import { buildReport } from './report.js';
import { civicQuestionScore, evaluateAnswer } from './scoring.js';
import { tokenize } from './text.js';

// Every answer reported as misgraded, run through the examiner's own scoring functions.
describe('knowledge answers reported as misgraded', () => {
  const reported = CIVIC_CORPUS.filter((c) => c.kind === 'issue');
  it.each(reported.map((c) => [c.question, c.answer, c] as const))('%s « %s »', (_q, _a, c) => {
    const q = getQuestion(c.question);
    const e = evaluateAnswer(q, c.answer);
    const score = civicQuestionScore(q, e.conceptsFound, e.wrongFacts.length);
    expect(e.conceptsFound.sort()).toEqual([...c.concepts].sort());
    if (c.wrong) {
      expect(e.wrongFacts.length).toBeGreaterThan(0);
      expect(score).toBeLessThanOrEqual(10);
    } else {
      expect(e.wrongFacts).toEqual([]);
      expect(score).toBe(civicQuestionScore(q, c.concepts, 0));
    }
  });

  it('credits one fact for « La Marseillaise » alone: marseillaise and Marseille do not share a stem', () => {
    const q = getQuestion('civ-anthem');
    expect(evaluateAnswer(q, 'La Marseillaise').conceptsFound).toEqual(['marseillaise']);
    expect(civicQuestionScore(q, ['marseillaise'], 0)).toBe(10);
  });
});

describe('values answers reported as misgraded', () => {
  it.each(VALUES_CORPUS.filter((c) => c.kind === 'issue').map((c) => [c.answer, c] as const))('« %s »', (_a, c) => {
    const e = evaluateAnswer(getQuestion(c.question), c.answer);
    // By rule or by subject: the catalogue of positions (stances.ts) names topics.
    if (c.flags.length === 0) expect(e.redFlags).toEqual([]);
    else {
      const wanted = c.flags.flatMap((f) => [f, LEGACY_TOPIC[f] ?? f, ...(f === 'women_rights_denied' ? ['care_choice'] : [])]);
      expect(e.redFlags.flatMap((f) => [f.id, f.topic]).some((x) => x !== undefined && wanted.includes(x))).toBe(true);
    }
    if (c.minScore !== undefined) expect(e.valuesScore ?? 0).toBeGreaterThanOrEqual(c.minScore);
  });
});

describe('clauses', () => {
  it('marks negation and past context, and ends the past at "maintenant"', () => {
    const c = factClauses("Avant c'était sept ans, le septennat. Maintenant cinq ans. La Suisse mais pas le Portugal");
    expect(c.map((x) => [x.text.trim(), x.negated, x.past])).toEqual([
      ['avant c etait sept ans', false, true],
      ['le septennat', false, true],
      ['maintenant cinq ans', false, false],
      ['la suisse', false, false],
      ['pas le portugal', true, false],
    ]);
  });
});

function askedAbout(questionId: string): ExaminerState {
  const state = startExaminer('Amina Benali', { seed: 5 });
  state.plan[state.planIndex] = { stage: 'civic_knowledge', questionId };
  state.stage = 'civic_knowledge';
  state.currentQuestion = getQuestion(questionId).text;
  return state;
}

describe('a wrong fact in the interview', () => {
  it('is put back to the candidate, then corrected; it caps the answer and never appears under « Points forts »', () => {
    const answer = "Le 8 mai c'est la fête du travail, le 14 juillet c'est Noël, et il y a aussi Pâques et la Toussaint.";
    const probe = respond(askedAbout('civ-holidays'), answer);
    expect(probe.interviewerResponse).toMatch(/^Le 8 mai, vraiment\u202f\?/);
    expect(probe.interviewerResponse).not.toContain('Très bien');
    const step = respond(probe.state, 'Je ne suis pas sûre, je crois que oui.');
    expect(step.interviewerResponse).toContain('Une précision');
    expect(step.interviewerResponse).toContain('Une précision\u202f: le 8 mai commémore la victoire du 8 mai 1945.');
    expect(step.interviewerResponse).toContain('Le 14 juillet est la fête nationale');
    const turn = step.state.turns[0]!;
    expect(turn.evaluation.conceptsFound.sort()).toEqual(['paques', 'toussaint']);
    expect(civicQuestionScore(getQuestion('civ-holidays'), turn.evaluation.conceptsFound, turn.evaluation.wrongFacts.length)).toBeLessThanOrEqual(10);
    const report = buildReport({ ...step.state, isComplete: true });
    const strengths = report.split('Points forts')[1]!.split('Points à travailler')[0]!;
    expect(strengths).not.toContain('8 mai');
    expect(report.split('Points à travailler')[1]).toContain('Le 8 mai commémore');
  });
});

describe('cost of an answer', () => {
  beforeAll(async () => {
    await preloadDictionary();
    // Warm the JIT with a different long answer, as a running server would be.
    evaluateAnswer(getQuestion('val-gender'), "d'".repeat(2500));
  });

  it("tokenizes \"l'\" × 2500 and evaluates it in time linear in the answer's length", () => {
    // CPU time (not wall time: a busy machine deschedules the process), best of three runs; twice
    // the text must cost about twice the work (a quadratic path would cost four times).
    const cost = (answer: string) => {
      let best = Infinity;
      let tokens = 0;
      for (let run = 0; run < 3; run++) {
        const before = process.cpuUsage();
        tokens = tokenize(answer).length;
        evaluateAnswer(getQuestion('civ-holidays'), answer);
        const used = process.cpuUsage(before);
        best = Math.min(best, used.user + used.system);
      }
      return { best: Math.max(best, 1), tokens };
    };
    const short = cost("l'".repeat(2500));
    const long = cost("l'".repeat(5000));
    expect(short.tokens).toBeGreaterThan(100);
    expect(long.best / short.best).toBeLessThan(3.2);
  });

  it('analyses at most the first 2000 characters of a very long answer', () => {
    const long = `${'Je respecte la loi de la République. '.repeat(100)} La religion passe avant la loi.`;
    expect(evaluateAnswer(getQuestion('val-law-religion'), long).redFlags).toEqual([]);
  });
});
