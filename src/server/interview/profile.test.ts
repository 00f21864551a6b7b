// Questions from the candidate's own file: region and chef-lieu, département and prefecture, years
// in France, the job and the values; with follow-ups that check the facts.
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadDictionary } from './dictionary.js';
import { questionOf, respond, startExaminer, type ExaminerState } from './examiner.js';
import { resolvePlace } from './profile.js';
import type { InterviewProfile } from '../../shared/schemas/interview.js';

beforeAll(() => preloadDictionary());

const AMINA: InterviewProfile = {
  civility: 'madame',
  city: 'Lyon',
  profession: 'Infirmière',
  arrivalYear: 2012,
  countryOfOrigin: 'Maroc',
  familySituation: 'Mariée, deux enfants',
};

function at(state: ExaminerState, id: string): ExaminerState {
  const index = state.plan.findIndex((p) => p.questionId === id);
  expect(index, id).toBeGreaterThan(0);
  const s = structuredClone(state);
  s.planIndex = index;
  s.stage = s.plan[index]!.stage;
  s.currentQuestion = questionOf(s, id).text;
  return s;
}

describe('questions from the profile', () => {
  it('finds the region and the département of a prefecture town (Lyon → Rhône, Auvergne-Rhône-Alpes)', () => {
    const place = resolvePlace({ city: 'Lyon' })!;
    expect(place.region.name).toBe('Auvergne-Rhône-Alpes');
    expect(place.departement?.name).toBe('Rhône');
    expect(resolvePlace({ department: '13' })!.departement!.prefecture).toBe('Marseille');
    expect(resolvePlace({ region: 'bretagne' })!.region.capital).toBe('Rennes');
    expect(resolvePlace({ city: 'Un village inconnu' })).toBeNull();
  });

  it('asks at least three questions from the profile in every interview, and none of what the profile says', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const state = startExaminer('Amina Benali', { seed, profile: AMINA });
      const ids = state.plan.map((p) => p.questionId);
      const own = ids.filter((id) => id.startsWith('prof-'));
      expect(own.length, `seed ${seed}`).toBeGreaterThanOrEqual(3);
      expect(own).toEqual(expect.arrayContaining(['prof-years', 'prof-region', 'prof-dept', 'prof-job']));
      for (const id of ['id-work', 'id-home', 'id-family', 'id-arrival']) expect(ids).not.toContain(id);
      // The equality question is still asked.
      expect(ids.some((id) => questionOf(state, id).gender)).toBe(true);
      expect(state.civility).toBe('madame');
    }
  });

  it('the years in France agree with the civility', () => {
    expect(questionOf({ profile: AMINA }, 'prof-years').text).toContain('Vous êtes arrivée en France en 2012');
  });

  it('a wrong region is put back, then corrected: Lyon is in Auvergne-Rhône-Alpes', () => {
    const state = at(startExaminer('Amina Benali', { seed: 4, profile: AMINA }), 'prof-region');
    expect(state.currentQuestion).toContain('Vous habitez à Lyon');
    const probe = respond(state, 'Je vis en Bretagne, le chef-lieu est Rennes.');
    expect(probe.state.pendingFollowUp).toBe('check_fact');
    expect(probe.interviewerResponse).toMatch(/^Vous êtes sûre\u202f\?/);
    const next = respond(probe.state, 'Oui, la Bretagne.');
    expect(next.interviewerResponse).toContain('Lyon se trouve dans la région Auvergne-Rhône-Alpes, dont le chef-lieu est Lyon.');
  });

  it('an incomplete answer is asked for the missing fact, and a fact never given is said', () => {
    const state = at(startExaminer('Amina Benali', { seed: 4, profile: AMINA }), 'prof-region');
    const step = respond(state, 'Je vis en Auvergne-Rhône-Alpes, une très belle région avec les Alpes.');
    expect(step.interviewerResponse).toContain('Et le chef-lieu de la région Auvergne-Rhône-Alpes\u202f?');
    const after = respond(step.state, 'Une grande ville, je crois.');
    expect(after.interviewerResponse).toContain('Pour mémoire\u202f: Lyon est dans la région Auvergne-Rhône-Alpes, dont le chef-lieu est Lyon.');
  });

  it('credits the right département and prefecture, and probes a wrong prefecture', () => {
    const state = at(startExaminer('Amina Benali', { seed: 4, profile: AMINA }), 'prof-dept');
    const right = respond(state, "J'habite dans le Rhône, le 69, et la préfecture c'est Lyon.");
    expect(right.state.turns.at(-1)!.evaluation.conceptsFound.sort()).toEqual(['departement', 'prefecture']);
    expect(right.state.pendingFollowUp).not.toBe('check_fact');
    const wrong = respond(state, "C'est le Rhône et la préfecture est à Grenoble.");
    expect(wrong.state.pendingFollowUp).toBe('check_fact');
  });

  it('asks a nurse about laïcité at the hospital and a teacher about neutrality', () => {
    expect(questionOf({ profile: AMINA }, 'prof-job').text).toMatch(/laïcité.*patient/);
    expect(questionOf({ profile: { profession: 'Professeur des écoles' } }, 'prof-job').text).toContain('neutralité à l’école publique');
  });
});
