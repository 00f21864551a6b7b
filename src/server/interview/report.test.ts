import { describe, expect, it } from 'vitest';
import { respond, startExaminer, type ExaminerState } from './examiner.js';
import { getQuestion } from './interview-bank.js';
import { buildReport } from './report.js';
import { currentQuestion, dontKnowCandidate, strongCandidate, type Candidate } from '../../../tests/helpers/scripted-candidates.js';

function run(candidate: Candidate, seed: number): ExaminerState {
  let state = startExaminer('Amina Benali', { seed });
  while (!state.isComplete) state = respond(state, candidate(state)).state;
  return state;
}

describe('interview report', () => {
  it('is favourable for the strong candidate whatever questions are drawn (it never repeats an answer)', () => {
    // Seeds 39 and 166 once drew more values questions than the candidate had answers for.
    for (const seed of [39, 47, 166, ...Array.from({ length: 30 }, (_, i) => 1000 + i)]) {
      const report = buildReport(run(strongCandidate, seed));
      expect(report, `seed ${seed}`).toContain('FAVORABLE');
      expect(report, `seed ${seed}`).not.toContain('Même réponse');
    }
  });

  it('gives a favourable verdict, each axis with its score and why, and quotes the candidate', () => {
    const state = run(strongCandidate, 3);
    const report = buildReport(state);
    expect(report.length).toBeGreaterThanOrEqual(600);
    expect(report).toMatch(/Appréciation d’entraînement\u202f: FAVORABLE — [\d,]+\/20 \(seuil de l’application\u202f: 15\/20\)/);
    expect(report).toContain('pas un barème officiel');
    expect(report).toContain('Examinateur\u202f: examinateur automatique');
    expect(report).not.toMatch(/\bIA\b/);
    expect(report).toContain('décret de naturalisation publié au Journal officiel');
    expect(report).toContain('prise par le préfet');
    // French typography: a narrow no-break space before the colon.
    for (const title of ['Expression en français', 'Révision de l’examen civique \\(hors appréciation\\)', 'Parcours, intégration et motivation', 'Adhésion aux valeurs de la République et à la Charte']) {
      expect(report).toMatch(new RegExp(`${title}[^\\n]*\u202f: \\d+(,\\d)?/20`));
    }
    expect(report).toContain('«\u202fJe souhaite devenir française parce que');
    expect(report).toContain('Conseils pour l’entretien réel');
  });

  it('lists the civic topics missed with a link to the quiz category, and an unfavourable verdict', () => {
    const state = run(dontKnowCandidate, 3);
    const report = buildReport(state);
    expect(report.length).toBeGreaterThanOrEqual(600);
    expect(report).toMatch(/Appréciation d’entraînement\u202f: À CONSOLIDER/);
    expect(report).toContain('«\u202fJe ne sais pas.\u202f»');
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
    expect(report).toContain('Révision de l’examen civique (hors appréciation)\u202f: non évalué');
  });
});

describe('a report a candidate can use', () => {
  it('starts with the three most useful actions, shows no engine internals and no doubled links', () => {
    const state = run(dontKnowCandidate, 3);
    const report = buildReport(state);
    const lines = report.split('\n');
    const at = lines.indexOf('Les trois actions les plus utiles');
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(lines.indexOf('Évaluation par critère'));
    const actions = lines.slice(at + 1, lines.indexOf('', at));
    expect(actions).toHaveLength(3);
    for (const a of actions) expect(a.startsWith('- ')).toBe(true);
    expect(report).not.toMatch(/dictionnaire|mots reconnus|\d+ % des mots/);
    // One link at most per line, never a bare list of paths.
    for (const line of lines) expect((line.match(/\/quiz/g) ?? []).length).toBeLessThanOrEqual(1);
    expect(report).not.toMatch(/Pour aller plus loin/);
  });

  it('under five answers says « Entretien trop court pour être évalué » and gives no verdict nor « Peu de points faibles »', () => {
    let state = startExaminer('Amina Benali', { seed: 3 });
    expect(buildReport(state)).toContain('entretien trop court pour être évalué (0 réponse');
    for (let i = 0; i < 4; i++) state = respond(state, strongCandidate(state)).state;
    const report = buildReport(state);
    expect(report).toContain('entretien trop court pour être évalué (4 réponses');
    expect(report).not.toMatch(/FAVORABLE|À CONSOLIDER|Peu de points faibles/);
    state = respond(state, strongCandidate(state)).state;
    expect(buildReport(state)).toMatch(/FAVORABLE|À CONSOLIDER/);
  });
});
