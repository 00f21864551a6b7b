// Issue 34: the examiner understands what the candidate says — relevance, requests to repeat,
// evasive and repeated answers, wrong facts in every stage, positions contrary to the law.
import { describe, expect, it } from 'vitest';
import { respond, startExaminer, type ExaminerState } from './examiner.js';
import { generalWrongFacts } from './general-facts.js';
import { getQuestion } from './interview-bank.js';
import { buildReport } from './report.js';
import { evaluateAnswer } from './scoring.js';
import { currentQuestion, strongCandidate } from '../../../tests/helpers/scripted-candidates.js';

function until(state: ExaminerState, stage: string): ExaminerState {
  let s = state;
  while (currentQuestion(s).question.stage !== stage) s = respond(s, strongCandidate(s)).state;
  return s;
}
const PRAISE = /Très bien|Bien, merci pour cette réponse/;

describe('requests to repeat the question', () => {
  it('get the question again, reworded, and are not counted as an answer', () => {
    const state = until(startExaminer('Amina', { seed: 3 }), 'values');
    const index = state.planIndex;
    const step = respond(state, 'Pardon, pouvez-vous répéter la question s’il vous plaît ?');
    expect(step.state.pendingFollowUp).toBe('clarify');
    expect(step.state.planIndex).toBe(index);
    expect(step.state.followUps).toBe(0);
    expect(step.interviewerResponse).toMatch(/reformule|autrement/);
    expect(step.interviewerResponse).not.toContain('pas tout à fait ma question');
    const turn = step.state.turns.at(-1)!;
    expect(turn.evaluation.clarification).toBe(true);
    expect(turn.evaluation.valuesScore).toBeNull();
    expect(step.state.assessment.languageSkills).toBe(state.assessment.languageSkills);
    expect(buildReport(step.state)).not.toContain('hors sujet');
  });

  it('recognises "je n’ai pas compris", "c’est-à-dire ?" and "vous pouvez dire autrement ?"', () => {
    const q = getQuestion('val-marriage');
    for (const a of ['Je n’ai pas bien compris, excusez-moi.', 'Le consentement, c’est-à-dire ?', 'Euh… vous pouvez dire autrement ?', 'La polygamie ? Pardon ?']) {
      expect(evaluateAnswer(q, a).clarification, a).toBe(true);
    }
    expect(evaluateAnswer(q, 'Non, le mariage forcé est interdit, chacun choisit librement.').clarification).toBeUndefined();
  });
});

describe('relevance', () => {
  it('a stock sentence to a precise values question is followed up once, not praised, earns no marks', () => {
    const state = until(startExaminer('Amina', { seed: 3 }), 'values');
    const step = respond(state, 'Je respecte les lois de la République et les valeurs de la France.');
    expect(['off_topic', 'evasive']).toContain(step.state.pendingFollowUp);
    expect(step.interviewerResponse).not.toMatch(PRAISE);
    expect(step.state.turns.at(-1)!.evaluation.valuesScore).toBe(0);
  });

  it('an answer beside a values question is off topic; an answer on it is not', () => {
    const q = getQuestion('val-marriage');
    expect(evaluateAnswer(q, 'Ma fille elle a neuf ans, elle fait de la danse le mercredi, elle adore.').offTopic).toBe(true);
    expect(evaluateAnswer(q, 'Le mariage forcé est interdit et la polygamie aussi, chacun choisit son conjoint.').offTopic).toBe(false);
  });

  it('an evasive answer gets one follow-up asking for a position', () => {
    const state = until(startExaminer('Amina', { seed: 4 }), 'values');
    const step = respond(state, 'Ça dépend des situations, c’est compliqué.');
    expect(step.state.pendingFollowUp).toBe('evasive');
    expect(step.interviewerResponse).toContain('position');
    expect(step.interviewerResponse).not.toMatch(PRAISE);
  });

  it('the same answer given to a second question is followed up and earns nothing', () => {
    let state = until(startExaminer('Amina', { seed: 5 }), 'motivation');
    const answer = 'Je vis en France depuis douze ans avec mes enfants, je travaille à l’hôpital et je me sens chez moi ici.';
    state = respond(state, answer).state;
    while (currentQuestion(state).question.id === 'mot-why') state = respond(state, strongCandidate(state)).state;
    const step = respond(state, answer);
    expect(step.state.turns.at(-1)!.evaluation.repeated).toBe(true);
    expect(step.state.pendingFollowUp).toBe('repeated');
    expect(step.state.turns.at(-1)!.evaluation.motivationScore).toBe(0);
  });

  it('a motivation probe says only what was said', () => {
    const state = until(startExaminer('Amina', { seed: 6 }), 'motivation');
    const step = respond(state, 'Je veux devenir française parce que c’est important pour moi.');
    if (step.state.pendingFollowUp === 'thin_motivation') {
      expect(step.interviewerResponse).not.toMatch(/démarches|voyages|papiers/);
    }
  });
});

describe('facts in every stage', () => {
  it('a wrong fact in a motivation answer is questioned, then corrected once', () => {
    let state = until(startExaminer('Amina', { seed: 7 }), 'motivation');
    let step = respond(state, 'Je veux voter pour choisir mon maire, et le préfet aussi, parce que le préfet est élu en même temps que le maire.');
    expect(step.state.pendingFollowUp).toBe('check_fact');
    expect(step.interviewerResponse).not.toMatch(PRAISE);
    state = step.state;
    step = respond(state, 'Je pense que oui, il est élu par les habitants.');
    const said = step.interviewerResponse.toLowerCase().split('le préfet n’est pas élu').length - 1;
    expect(said).toBe(1);
  });

  it('catches the classes of error the issue names, outside the civic block', () => {
    expect(generalWrongFacts('Parlez-moi de votre commune.', 'Le maire est désigné par le préfet, c’est comme ça.')).toHaveLength(1);
    expect(generalWrongFacts('Que pensez-vous de la laïcité ?', 'La laïcité oblige les femmes à enlever le voile dans la rue.')).toHaveLength(1);
    expect(generalWrongFacts('Qu’aimez-vous dans l’histoire ?', 'La France était occupée par l’Italie et Pétain dirigeait la Résistance.')).toHaveLength(2);
    expect(generalWrongFacts('Parlez-moi de votre commune.', 'Le maire est élu par le conseil municipal.')).toEqual([]);
  });

  it('binds a chef-lieu to the region named in the same clause', () => {
    expect(generalWrongFacts('Quel est le chef-lieu de votre région ?', 'J’habite à Lyon. Le chef-lieu de l’Auvergne-Rhône-Alpes, c’est Clermont-Ferrand.')).toHaveLength(1);
    expect(generalWrongFacts('Quel est le chef-lieu de l’Occitanie ?', 'Montpellier.')).toHaveLength(1);
    expect(generalWrongFacts('Quel est le chef-lieu de l’Occitanie ?', 'Toulouse, pas Montpellier.')).toEqual([]);
    expect(generalWrongFacts('Où habitez-vous ?', 'J’habite Montpellier, en Occitanie, et je travaille à Toulouse.')).toEqual([]);
  });

  it('stays fast on a long answer', () => {
    const long = 'le chef-lieu de la région la laïcité le voile le préfet le maire '.repeat(40).slice(0, 2000);
    const t0 = performance.now();
    generalWrongFacts('Quel est le chef-lieu ?', long);
    expect(performance.now() - t0).toBeLessThan(300);
  });
});

describe('what the coach says was said', () => {
  it('does not hear the family in « parents d’élèves » or « la mairie »', async () => {
    const { findMotivationSignals } = await import('./scoring.js');
    expect(findMotivationSignals('Je participe à l’association des parents d’élèves.')).not.toContain('famille');
    expect(findMotivationSignals('Je travaille à la mairie depuis dix ans.')).not.toContain('famille');
    expect(findMotivationSignals('Je me suis marié en France et nous avons deux enfants.')).toContain('famille');
  });
});

describe('self-corrections', () => {
  it('a wrong fact the candidate corrects at once is not corrected again', () => {
    const q = getQuestion('civ-holidays');
    const e = evaluateAnswer(q, 'Le 8 mai, c’est la fête du Travail… non pardon, le 8 mai c’est la victoire de 1945, et le 1er mai la fête du Travail.');
    expect(e.wrongFacts).toEqual([]);
    expect(evaluateAnswer(q, 'Le 8 mai, c’est la fête du Travail.').wrongFacts.length).toBeGreaterThan(0);
  });
});

describe('the probe of a half-wrong answer', () => {
  it('does not put back the part that was right', () => {
    const state = startExaminer('Amina', { seed: 1 });
    state.plan[0] = { stage: 'civic_knowledge', questionId: 'civ-anthem' };
    state.stage = 'civic_knowledge';
    const step = respond(state, 'C’est La Marseillaise. Elle a été écrite par Victor Hugo.');
    expect(step.state.pendingFollowUp).toBe('check_fact');
    expect(step.interviewerResponse).not.toMatch(/^La Marseillaise, (?:vraiment|vous êtes sûr)/);
  });
});

describe('facts in every stage: generic tables (issue 34, second pass)', () => {
  it('questions a wrong year, mandate, elector, seat or author, not the right one', () => {
    const wrong: [string, string][] = [
      ['Parlez-moi de l’histoire de France.', 'La peine de mort a été abolie en 1968, je crois.'],
      ['Parlez-moi des institutions.', 'Les députés sont élus pour sept ans.'],
      ['Qui élit les sénateurs ?', 'Les sénateurs sont élus directement par le peuple.'],
      ['Parlez-moi de votre commune.', 'Les conseillers municipaux, c’est le préfet qui les choisit.'],
      ['Où siège le Sénat ?', 'Le Sénat, il est à l’Élysée.'],
      ['Parlez-moi d’un symbole.', 'La Marseillaise a été écrite par Victor Hugo.'],
      ['Quel est le point culminant de la France ?', 'Le puy de Sancy, en Auvergne.'],
    ];
    for (const [q, a] of wrong) expect(generalWrongFacts(q, a), a).toHaveLength(1);
    const right: [string, string][] = [
      ['Parlez-moi de l’histoire de France.', 'La peine de mort a été abolie en 1981 par Robert Badinter.'],
      ['Parlez-moi des institutions.', 'Les députés sont élus pour cinq ans, les sénateurs pour six ans.'],
      ['Qui élit les sénateurs ?', 'Des grands électeurs, surtout des élus locaux.'],
      ['Où siège le Sénat ?', 'Au palais du Luxembourg, à Paris.'],
      ['Parlez-moi d’un symbole.', 'La Marseillaise, écrite par Rouget de Lisle en 1792.'],
      ['Parlez-moi de vous.', 'Je suis arrivé en France en 2012 et je me suis marié en 2015.'],
    ];
    for (const [q, a] of right) expect(generalWrongFacts(q, a), a).toEqual([]);
  });
});

describe('facts in every stage: more tables', () => {
  it('questions a river, a border, a date or a rule of laïcité said wrong', () => {
    expect(generalWrongFacts('Où habitez-vous ?', 'À Lyon, la ville sur la Garonne.')).toHaveLength(1);
    expect(generalWrongFacts('Où habitez-vous ?', 'À Lyon, sur le Rhône et la Saône.')).toEqual([]);
    expect(generalWrongFacts('Parlez-moi de l’histoire.', 'Le débarquement en Normandie, c’était en 1945.')).toHaveLength(1);
    expect(generalWrongFacts('Parlez-moi de la laïcité.', 'L’État paie les imams et les prêtres.')).toHaveLength(1);
  });
});
