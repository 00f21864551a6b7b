import { describe, expect, it } from 'vitest';
import { INTERVIEW_STAGES } from '../../shared/constants.js';
import { MAX_ANSWERS, MIN_ANSWERS, InterviewCompleteError, agree, respond, startExaminer, type ExaminerState } from './examiner.js';
import { ALL_BANK_QUESTIONS, CIVIC_QUESTIONS, IDENTITY_QUESTIONS, MOTIVATION_QUESTIONS, VALUES_QUESTIONS, getQuestion } from './interview-bank.js';
import { buildReport } from './report.js';
import {
  currentQuestion,
  dontKnowCandidate,
  englishCandidate,
  oneWordCandidate,
  rejectsEqualityCandidate,
  strongCandidate,
  type Candidate,
} from '../../../tests/helpers/scripted-candidates.js';

function runInterview(candidate: Candidate, seed: number, name = 'Amina Benali') {
  let state = startExaminer(name, { seed });
  const stages = [state.stage];
  const asked = [state.currentQuestion];
  while (!state.isComplete) {
    const step = respond(state, candidate(state));
    // The examiner state survives a JSON round trip unchanged (it is stored in the database).
    state = JSON.parse(JSON.stringify(step.state)) as ExaminerState;
    expect(state).toEqual(step.state);
    stages.push(step.stage);
    if (!step.isComplete) asked.push(step.interviewerResponse);
    if (state.turns.length > 40) throw new Error('the interview does not end');
  }
  return { state, stages, asked };
}

const SEEDS = [1, 2, 3, 42, 2026, 99991];

describe('question bank', () => {
  it('has enough prefecture-style questions per stage, with expected concepts for knowledge', () => {
    expect(IDENTITY_QUESTIONS.length).toBeGreaterThanOrEqual(8);
    expect(MOTIVATION_QUESTIONS.length).toBeGreaterThanOrEqual(8);
    expect(VALUES_QUESTIONS.length).toBeGreaterThanOrEqual(8);
    expect(CIVIC_QUESTIONS.length).toBeGreaterThanOrEqual(20);
    for (const q of CIVIC_QUESTIONS) {
      expect(q.concepts!.length, q.id).toBeGreaterThanOrEqual(q.required!);
      expect(q.category, q.id).toBeDefined();
      expect(q.topicLabel, q.id).toBeDefined();
    }
    const areas = new Set(CIVIC_QUESTIONS.map((q) => q.area));
    expect([...areas].sort()).toEqual(['culture', 'droits_devoirs', 'geographie', 'histoire', 'institutions', 'symboles']);
  });
});

describe('stage machine', () => {
  it('walks the six stages in order and never repeats a main question', () => {
    for (const seed of SEEDS) {
      const { state, stages } = runInterview(strongCandidate, seed);
      const order = stages.filter((s, i) => i === 0 || s !== stages[i - 1]);
      expect(order).toEqual([...INTERVIEW_STAGES]);
      const ids = state.plan.map((p) => p.questionId);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('varies the questions between interviews and is reproducible with a seed', () => {
    const a = startExaminer('X', { seed: 1 }).plan;
    const b = startExaminer('X', { seed: 2 }).plan;
    expect(a).not.toEqual(b);
    expect(startExaminer('X', { seed: 1 }).plan).toEqual(a);
    expect(runInterview(strongCandidate, 7).state).toEqual(runInterview(strongCandidate, 7).state);
  });

  it('takes 12 to 20 answers whatever the candidate', () => {
    for (const candidate of [strongCandidate, dontKnowCandidate, englishCandidate, rejectsEqualityCandidate, oneWordCandidate, () => '']) {
      for (const seed of SEEDS.slice(0, 3)) {
        const n = runInterview(candidate, seed).state.turns.length;
        expect(n).toBeGreaterThanOrEqual(MIN_ANSWERS);
        expect(n).toBeLessThanOrEqual(MAX_ANSWERS);
      }
    }
  });

  it('greets the candidate by name and refuses an empty name', () => {
    expect(startExaminer('  Amina Benali ', { seed: 3 }).currentQuestion).toContain('Amina Benali');
    expect(() => startExaminer('   ')).toThrow();
  });

  it('answers a one-word answer with a follow-up in the same stage', () => {
    let state = startExaminer('Amina', { seed: 5 });
    state = respond(state, strongCandidate(state)).state; // opening → identity
    expect(state.stage).toBe('identity');
    const before = state.planIndex;
    const step = respond(state, 'Oui.');
    expect(step.stage).toBe('identity');
    expect(step.state.planIndex).toBe(before);
    expect(step.state.pendingFollowUp).toBe('too_short');
    expect(step.interviewerResponse).toMatch(/préciser|développer|Pourquoi/);
  });

  it('moves on after at most two follow-ups', () => {
    let state = startExaminer('Amina', { seed: 5 });
    state = respond(state, strongCandidate(state)).state;
    const index = state.planIndex;
    state = respond(state, 'Oui.').state;
    expect(state.planIndex).toBe(index);
    state = respond(state, 'Non.').state;
    expect(state.planIndex).toBe(index);
    expect(state.followUps).toBe(2);
    state = respond(state, 'Peut-être.').state;
    expect(state.planIndex).toBe(index + 1);
    expect(state.followUps).toBe(0);
  });

  it('asks for French when the answer is in English, and rephrases after "je ne sais pas"', () => {
    let state = startExaminer('John', { seed: 8 });
    let step = respond(state, 'Hello, my name is John and I come from Canada, I live in Paris.');
    expect(step.state.pendingFollowUp).toBe('not_french');
    expect(step.interviewerResponse).toContain('en français');
    state = startExaminer('Jo', { seed: 8 });
    state = respond(state, strongCandidate(state)).state;
    step = respond(state, 'Je ne sais pas.');
    expect(step.state.pendingFollowUp).toBe('dont_know');
    expect(step.interviewerResponse).toContain(agree(currentQuestion(state).question.simpler, undefined));
  });

  it('asks again after an off-topic answer', () => {
    let state = startExaminer('Amina', { seed: 11 });
    state = respond(state, strongCandidate(state)).state;
    while (currentQuestion(state).question.stage !== 'civic_knowledge') state = respond(state, strongCandidate(state)).state;
    const step = respond(state, 'J’aime beaucoup cuisiner le dimanche avec mes voisins du quartier.');
    expect(step.state.turns.at(-1)!.evaluation.offTopic).toBe(true);
    expect(step.state.pendingFollowUp).toBe('off_topic');
    expect(step.stage).toBe('civic_knowledge');
  });

  it('refuses an answer after the end', () => {
    const { state } = runInterview(strongCandidate, 1);
    expect(() => respond(state, 'encore')).toThrow(InterviewCompleteError);
  });
});

describe('scripted whole interviews', () => {
  it('a well-informed candidate in good French ends at 14 or more overall, favourable', () => {
    for (const seed of SEEDS) {
      const { state } = runInterview(strongCandidate, seed);
      const a = state.assessment;
      expect(a.overall, `seed ${seed}`).toBeGreaterThanOrEqual(15);
      expect(a.languageSkills).toBeGreaterThanOrEqual(14);
      expect(a.civicKnowledge).toBeGreaterThanOrEqual(14);
      expect(a.motivation).toBeGreaterThanOrEqual(14);
      expect(a.republicanValues).toBeGreaterThanOrEqual(14);
      expect(buildReport(state)).toContain('FAVORABLE');
    }
  });

  it("a candidate who answers 'je ne sais pas' to everything ends low on every axis", () => {
    for (const seed of SEEDS.slice(0, 3)) {
      const a = runInterview(dontKnowCandidate, seed).state.assessment;
      for (const axis of ['languageSkills', 'civicKnowledge', 'motivation', 'republicanValues', 'overall'] as const) {
        expect(a[axis], `${axis} seed ${seed}`).toBeLessThan(5);
      }
    }
  });

  it('an English-speaking candidate gets a low languageSkills score and an unfavourable verdict', () => {
    const { state } = runInterview(englishCandidate, 2, 'John Smith');
    expect(state.assessment.languageSkills).toBeLessThanOrEqual(4);
    expect(state.assessment.overall).toBeLessThan(15);
    expect(buildReport(state)).toMatch(/autre langue que le français/);
  });

  it('a candidate who rejects equality between women and men scores low in values and is named in the report', () => {
    const { state } = runInterview(rejectsEqualityCandidate, 4, 'Karim Test');
    expect(state.assessment.republicanValues).toBeLessThanOrEqual(3);
    expect(state.assessment.overall).toBeLessThan(15);
    const report = buildReport(state);
    expect(report).toContain('À CONSOLIDER');
    expect(report).toContain('nie l’égalité entre les femmes et les hommes');
    expect(report).toContain('je ne suis pas d’accord avec l’égalité');
  });

  it('wrong facts count against civic knowledge', () => {
    // Force a plan containing the president question to check the penalty directly.
    const q = getQuestion('civ-president');
    let s = startExaminer('B', { seed: 1 });
    s = { ...s, plan: [{ stage: 'civic_knowledge', questionId: q.id }, ...s.plan.slice(1)], stage: 'civic_knowledge', currentQuestion: q.text };
    const right = respond(s, 'Il est élu au suffrage universel direct pour cinq ans.').state.assessment.civicKnowledge;
    const wrong = respond(s, 'Il est élu par le Parlement pour sept ans.').state.turns[0]!.evaluation.wrongFacts;
    expect(right).toBe(20);
    expect(wrong.length).toBe(2);
  });
});

describe('the interview as it is since 2026', () => {
  it('centres on the path, motivation and values; civic knowledge is a short optional revision', () => {
    for (const seed of SEEDS) {
      const plan = startExaminer('A', { seed }).plan;
      const count = (stage: string) => plan.filter((p) => p.stage === stage).length;
      expect(count('identity')).toBe(3);
      expect(count('values')).toBe(4);
      expect(count('civic_knowledge')).toBe(2);
      const without = startExaminer('A', { seed, civicRevision: false }).plan;
      expect(without.some((p) => p.stage === 'civic_knowledge')).toBe(false);
      expect(without.length).toBeGreaterThanOrEqual(MIN_ANSWERS);
    }
  });

  it('leaves the civic revision out of the training appraisal', () => {
    const { state } = runInterview(strongCandidate, 2);
    const civicOnly = { ...state.assessment };
    const q = getQuestion(state.plan.find((p) => p.stage === 'civic_knowledge')!.questionId);
    // The same interview with every revision answer wrong keeps the same overall.
    let s = startExaminer('Amina Benali', { seed: 2 });
    while (!s.isComplete) s = respond(s, currentQuestion(s).question.stage === 'civic_knowledge' ? 'Je ne sais pas.' : strongCandidate(s)).state;
    expect(q.stage).toBe('civic_knowledge');
    expect(s.assessment.civicKnowledge).toBeLessThan(civicOnly.civicKnowledge);
    expect(Math.abs(s.assessment.overall - civicOnly.overall)).toBeLessThanOrEqual(1);
  });

  it('has the Charte signed at the end of the interview and describes the outcome as it is', () => {
    const { state, asked } = runInterview(strongCandidate, 3);
    const closing = getQuestion(state.plan[state.plan.length - 1]!.questionId);
    expect(closing.text).toMatch(/signer/);
    expect(closing.text).not.toMatch(/si votre demande est acceptée/i);
    const last = respond(
      { ...state, isComplete: false, planIndex: state.plan.length - 1, followUps: 0, pendingFollowUp: null },
      'Oui, je suis prêt à signer la Charte et à la respecter.',
    ).interviewerResponse;
    expect(last).toContain('à la fin de l’entretien, que vous signez la Charte');
    expect(last).toContain('décret publié au Journal officiel');
    expect(last).toContain('prise par le préfet');
    expect(asked.join(' ')).not.toContain('notifiée par la préfecture');
  });
});

describe('the larger bank', () => {
  it('has at least 200 main questions across the stages', () => {
    expect(ALL_BANK_QUESTIONS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(ALL_BANK_QUESTIONS.map((q) => q.id)).size).toBe(ALL_BANK_QUESTIONS.length);
    for (const q of ALL_BANK_QUESTIONS) expect(q.text.trim().length, q.id).toBeGreaterThan(15);
  });

  it('draws interviews that share at most 4 questions even without remembering the previous one, most of the time', () => {
    let fine = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const a = startExaminer('A', { seed }).plan.map((p) => p.questionId);
      const b = startExaminer('A', { seed: seed + 100_000 }).plan.map((p) => p.questionId);
      if (b.filter((id) => a.includes(id)).length <= 4) fine++;
    }
    expect(fine).toBeGreaterThanOrEqual(190);
  });
});

describe('two interviews in a row', () => {
  it('share at most 4 questions (the motivation, equality and Charte questions are always asked)', () => {
    for (let seed = 1; seed <= 300; seed++) {
      for (const civicRevision of [true, false]) {
        const first = startExaminer('A', { seed, civicRevision }).plan.map((p) => p.questionId);
        const second = startExaminer('A', { seed: seed * 7919 + 1, civicRevision, avoid: first }).plan.map((p) => p.questionId);
        const shared = second.filter((id) => first.includes(id));
        expect(shared.length, `seed ${seed}: ${shared.join(', ')}`).toBeLessThanOrEqual(4);
        for (const plan of [first, second]) {
          expect(plan).toContain('mot-why');
          expect(plan.some((id) => getQuestion(id).gender)).toBe(true);
          expect(getQuestion(plan.at(-1)!).text).toMatch(/Charte/);
        }
      }
    }
  });
});
