// An examiner that listens: each case is an answer a B1 candidate gave in a played interview, put to
// the same question, and what a prefecture agent would have done with it.
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadDictionary } from './dictionary.js';
import { respond, startExaminer, type Civility, type ExaminerState } from './examiner.js';
import { getQuestion } from './interview-bank.js';
import { buildReport } from './report.js';
import { civicQuestionScore } from './scoring.js';

beforeAll(() => preloadDictionary());

/** An interview whose current question is `questionId` (the rest of the plan unchanged). */
function askedAbout(questionId: string, civility?: Civility, seed = 5): ExaminerState {
  const state = startExaminer('Amina Benali', { seed, ...(civility ? { civility } : {}) });
  const q = getQuestion(questionId);
  state.planIndex = state.plan.findIndex((p) => p.stage === q.stage);
  state.plan[state.planIndex] = { stage: q.stage, questionId };
  state.stage = q.stage;
  state.currentQuestion = q.text;
  return state;
}

function civicScore(state: ExaminerState, questionId: string): number {
  const turns = state.turns.filter((t) => t.questionId === questionId);
  const found = turns.flatMap((t) => t.evaluation.conceptsFound);
  const wrong = new Set(turns.flatMap((t) => t.evaluation.wrongFacts)).size;
  return civicQuestionScore(getQuestion(questionId), found, wrong);
}

describe('a wrong fact is never praised', () => {
  it('« le 8 mai c’est la fête du travail »: probed (« vous êtes sûre ? »), then corrected, and it costs the civic score', () => {
    const probe = respond(askedAbout('civ-holidays', 'madame'), "le 8 mai c'est la fête du travail");
    expect(probe.interviewerResponse).toBe('Le 8 mai, vous êtes sûre\u202f? Prenez le temps d’y réfléchir.');
    expect(probe.state.pendingFollowUp).toBe('check_fact');
    const next = respond(probe.state, "Oui, le 8 mai c'est la fête du travail, on ne travaille pas.");
    expect(next.interviewerResponse).toContain('Une précision\u202f: le 8 mai commémore la victoire du 8 mai 1945.');
    expect(next.interviewerResponse).not.toMatch(/Très bien/);
    expect(civicScore(next.state, 'civ-holidays')).toBeLessThanOrEqual(10);
    // Monsieur and no civility agree too.
    expect(respond(askedAbout('civ-holidays', 'monsieur'), "le 8 mai c'est la fête du travail").interviewerResponse).toMatch(/^Le 8 mai, vous êtes sûr\u202f\?/);
    expect(respond(askedAbout('civ-holidays'), "le 8 mai c'est la fête du travail").interviewerResponse).toMatch(/^Le 8 mai, vraiment\u202f\?/);
  });

  it('a wrong fact the candidate then fixes is acknowledged as fixed, and still costs the score', () => {
    const probe = respond(askedAbout('civ-holidays', 'madame'), "le 8 mai c'est la fête du travail");
    const next = respond(probe.state, "Ah non, pardon : le 8 mai c'est la victoire de 1945, et le 1er mai c'est la fête du travail.");
    expect(next.interviewerResponse).toMatch(/^C’est exact, en effet/);
    expect(civicScore(next.state, 'civ-holidays')).toBeLessThanOrEqual(10);
  });

  it('« le drapeau, la Marseillaise et le coq »: not full marks, and asks « Et Marianne ? La devise ? »', () => {
    const step = respond(askedAbout('civ-symbols'), 'le drapeau, la Marseillaise et le coq');
    expect(step.interviewerResponse).toMatch(/Et Marianne\u202f\? La devise\u202f\?$/);
    expect(step.interviewerResponse).not.toMatch(/Très bien/);
    expect(civicScore(step.state, 'civ-symbols')).toBeLessThan(20);
  });
});

describe('values', () => {
  it('« Chez nous c’est l’homme qui décide pour la famille »: challenged calmly, a chance to explain, and the report says so', () => {
    const state = askedAbout('val-gender', 'madame');
    const step = respond(state, "Chez nous c'est l'homme qui décide pour la famille");
    expect(step.interviewerResponse).not.toMatch(/Très bien|Merci/);
    expect(step.interviewerResponse).toContain('Je me permets de vous arrêter un instant');
    expect(step.interviewerResponse).toContain('égaux en droits');
    expect(step.interviewerResponse).toMatch(/Pouvez-vous m’expliquer ce que vous voulez dire\u202f\?$/);
    expect(step.state.pendingFollowUp).toBe('challenge');
    expect(step.state.assessment.republicanValues).toBeLessThanOrEqual(6);
    const after = respond(step.state, 'Je voulais dire que dans mon pays c’est comme ça, mais ici je respecte l’égalité, chez nous on décide à deux.');
    expect(after.interviewerResponse).toMatch(/^Je prends note de votre explication\./);
    expect(after.state.planIndex).toBe(step.state.planIndex + 1);
    const report = buildReport({ ...after.state, isComplete: true });
    expect(report).toContain('vous a laissé l’occasion de vous expliquer');
    expect(report).toContain('on décide à deux');
  });
});

describe('motivation', () => {
  it('« pour avoir les papiers, c’est plus facile pour voyager » draws a follow-up on what ties the candidate to France', () => {
    const step = respond(askedAbout('mot-why', 'madame'), "pour avoir les papiers, c'est plus facile pour voyager");
    expect(step.state.pendingFollowUp).toBe('thin_motivation');
    expect(step.interviewerResponse).toContain('qu’est-ce qui vous attache à la France');
    expect(step.interviewerResponse).toContain('devenir française');
    expect(respond(askedAbout('mot-why', 'monsieur'), "pour avoir les papiers, c'est plus facile pour voyager").interviewerResponse).toContain('devenir français\u202f?');
    // A developed, personal motivation is not probed that way.
    const good = respond(
      askedAbout('mot-why'),
      'Je vis en France depuis douze ans, mes enfants sont nés ici, je travaille comme infirmière et je me sens chez moi : je veux voter et participer pleinement à la vie de mon pays.',
    );
    expect(good.state.pendingFollowUp).not.toBe('thin_motivation');
  });
});

describe('memory of what the candidate said', () => {
  it('does not ask about the job, the town, the family or the arrival once the candidate has described them', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      let state = startExaminer('Amina Benali', { seed, civility: 'madame' });
      // The plan asks about the job first thing after the opening, as in the played interview.
      state.plan[1] = { stage: 'identity', questionId: 'id-work' };
      state.plan[2] = { stage: 'identity', questionId: 'id-home' };
      const step = respond(
        state,
        "Je m'appelle Amina, j'ai 38 ans et je viens du Maroc. Je suis infirmière à l'hôpital Édouard-Herriot, j'habite à Lyon, je suis mariée et j'ai deux enfants. Je suis arrivée en France en 2012.",
      );
      state = step.state;
      expect(step.interviewerResponse).not.toContain('parcours professionnel');
      expect(step.interviewerResponse).not.toContain('Où habitez-vous');
      expect(state.known).toEqual({ work: 0, home: 0, family: 0, arrival: 0 });
      const asked = state.plan.map((p) => p.questionId);
      for (const id of ['id-work', 'id-home', 'id-family', 'id-arrival']) expect(asked.slice(1), `seed ${seed}`).not.toContain(id);
    }
  });
});

describe('a short French answer full of names', () => {
  it('« L’Espagne, l’Italie, l’Allemagne, la Suisse. Et la mer Méditerranée. » is French: no request for French, not « autre langue »', () => {
    const step = respond(askedAbout('civ-borders'), "L'Espagne, l'Italie, l'Allemagne, la Suisse. Et la mer Méditerranée.");
    const turn = step.state.turns[0]!;
    expect(turn.evaluation.language).toBe('fr');
    expect(step.interviewerResponse).not.toContain('en français');
    const report = buildReport({ ...step.state, isComplete: true });
    expect(report).not.toContain('autre langue');
  });
});
