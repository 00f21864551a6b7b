import { describe, expect, it } from 'vitest';
import { respond, startExaminer, type ExaminerState } from './examiner.js';
import { getQuestion } from './question-bank.js';
import { buildReport } from './report.js';
import { currentQuestion, dontKnowCandidate, strongCandidate, type Candidate } from './scripted-candidates.js';

function run(candidate: Candidate, seed: number): ExaminerState {
  let state = startExaminer('Amina Benali', { seed });
  while (!state.isComplete) state = respond(state, candidate(state)).state;
  return state;
}

describe('interview report', () => {
  it('gives a favourable verdict, each axis with its score and why, and quotes the candidate', () => {
    const state = run(strongCandidate, 3);
    const report = buildReport(state);
    expect(report.length).toBeGreaterThanOrEqual(600);
    expect(report).toMatch(/Appréciation d’entraînement : FAVORABLE — [\d,]+\/20 \(seuil de l’application : 15\/20\)/);
    expect(report).toContain('pas un barème officiel');
    expect(report).toContain('Examinateur : examinateur automatique');
    expect(report).not.toMatch(/\bIA\b/);
    expect(report).toContain('décret de naturalisation publié au Journal officiel');
    expect(report).toContain('prise par le préfet');
    for (const title of ['Expression en français', 'Révision de l’examen civique \\(hors appréciation\\)', 'Parcours, intégration et motivation', 'Adhésion aux valeurs de la République et à la Charte']) {
      expect(report).toMatch(new RegExp(`${title}[^\\n]*: \\d+(,\\d)?/20`));
    }
    expect(report).toContain('« Je souhaite devenir française parce que');
    expect(report).toContain('Conseils pour l’entretien réel');
  });

  it('lists the civic topics missed with a link to the quiz category, and an unfavourable verdict', () => {
    const state = run(dontKnowCandidate, 3);
    const report = buildReport(state);
    expect(report.length).toBeGreaterThanOrEqual(600);
    expect(report).toMatch(/Appréciation d’entraînement : À CONSOLIDER/);
    expect(report).toContain('« Je ne sais pas. »');
    const civic = state.plan.filter((p) => p.stage === 'civic_knowledge').length;
    const links = report.match(/\/quiz\?category=(histoire|institutions|geographie|culture|valeurs)/g) ?? [];
    expect(links.length).toBeGreaterThanOrEqual(Math.min(civic, 1));
  });

  it('names a missed topic precisely with what was expected', () => {
    let state = startExaminer('Amina Benali', { seed: 3 });
    while (!state.isComplete) {
      const { question } = currentQuestion(state);
      state = respond(state, question.stage === 'civic_knowledge' ? 'Je ne sais pas.' : strongCandidate(state)).state;
    }
    const report = buildReport(state);
    const first = state.plan.find((p) => p.stage === 'civic_knowledge')!;
    const q = getQuestion(first.questionId);
    const label = q.topicLabel!.charAt(0).toUpperCase() + q.topicLabel!.slice(1);
    const line = report.split('\n').find((l) => l.startsWith(`- ${label}`));
    expect(line).toBeDefined();
    expect(line).toContain('il fallait notamment citer');
    expect(line).toContain(`/quiz?category=${q.category}`);
  });

  it('reports an interrupted interview on what was said', () => {
    let state = startExaminer('Amina Benali', { seed: 3 });
    state = respond(state, strongCandidate(state)).state;
    const report = buildReport(state);
    expect(report).toContain('Entretien interrompu après 1 réponse');
    expect(report).toContain('Révision de l’examen civique (hors appréciation) : non évalué');
  });
});
