import { describe, expect, it } from 'vitest';
import type { InterviewAnswerDto, InterviewSessionDto } from '../../../shared/dto';
import { answeredCount, EMPTY_ASSESSMENT, flowReducer, initialFlow, type FlowState } from './interview-flow';

const session: InterviewSessionDto = {
  id: 's1',
  applicantName: 'Amina',
  stage: 'opening',
  currentQuestion: 'Bonjour, pouvez-vous vous présenter ?',
  assessment: EMPTY_ASSESSMENT,
  conversationHistory: [{ role: 'interviewer', content: 'Bonjour, pouvez-vous vous présenter ?', timestamp: '2026-11-24T09:00:00.000Z' }],
  isComplete: false,
  examiner: 'automatic',
  mode: 'practice',
};
const answer = (over: Partial<InterviewAnswerDto> = {}): InterviewAnswerDto => ({
  stage: 'identity',
  interviewerResponse: 'Depuis quand vivez-vous en France ?',
  assessment: { ...EMPTY_ASSESSMENT, languageSkills: 12 },
  isComplete: false,
  ...over,
});
const run = (...actions: Parameters<typeof flowReducer>[1][]): FlowState => actions.reduce(flowReducer, initialFlow);

describe('the interview flow', () => {
  it('starts on the greeting and numbers each line of the conversation', () => {
    const state = run({ type: 'started', session }, { type: 'sending', answer: 'Je suis Amina.' }, { type: 'answered', result: answer() });
    expect(state.screen).toBe('live');
    expect(state.history.map((e) => [e.turn, e.role])).toEqual([
      [0, 'interviewer'],
      [1, 'applicant'],
      [2, 'interviewer'],
    ]);
    expect(state.stage).toBe('identity');
    expect(state.sending).toBe(false);
    expect(answeredCount(state)).toBe(1);
  });

  it('puts practice feedback on the answer it is about', () => {
    const feedback = { expected: ['prénom'], found: ['prénom'], missing: [], modelAnswer: 'Je m\'appelle Amina, j\'ai 34 ans et je vis à Lyon.', tip: 'Dites aussi où vous vivez.' };
    const state = run({ type: 'started', session }, { type: 'sending', answer: 'Je suis Amina.' }, { type: 'answered', result: answer({ feedback }) });
    expect(state.history[1]).toMatchObject({ role: 'applicant', feedback });
    expect(state.history[2]?.feedback).toBeUndefined();
  });

  it('a retry replaces the last answer only when the server keeps it, and adds no line', () => {
    const base = run({ type: 'started', session }, { type: 'sending', answer: 'Amina.' }, { type: 'answered', result: answer() }, { type: 'retryAsked' });
    const better = "Je m'appelle Amina, je vis à Lyon.";
    const state = flowReducer(flowReducer(base, { type: 'sending', answer: better }), { type: 'retried', answer: better, result: answer({ retry: { kept: 'retry' } }) });
    expect(state.history).toHaveLength(3);
    expect(state.history[1]).toMatchObject({ content: better, retried: true, kept: 'retry' });
    expect(state.retrying).toBe(false);
    const worse = flowReducer(flowReducer(base, { type: 'sending', answer: 'Oui.' }), { type: 'retried', answer: 'Oui.', result: answer({ retry: { kept: 'first' } }) });
    expect(worse.history[1]).toMatchObject({ content: 'Amina.', kept: 'first' });
  });

  it('a failed send keeps the conversation and says whether the network failed', () => {
    const state = run({ type: 'started', session }, { type: 'sending', answer: 'Bonjour.' }, { type: 'sendFailed', commError: true });
    expect(state.sending).toBe(false);
    expect(state.commError).toBe(true);
    expect(state.history).toHaveLength(2);
  });

  it('finishes, receives the report and starts over from nothing', () => {
    const finished = run({ type: 'started', session }, { type: 'finished' });
    expect(finished.screen).toBe('finished');
    const reported = flowReducer(finished, { type: 'reported', report: 'Avis', transcript: [], assessment: { ...EMPTY_ASSESSMENT, overall: 11 } });
    expect(reported.report).toBe('Avis');
    expect(reported.assessment.overall).toBe(11);
    expect(flowReducer(reported, { type: 'reset' })).toEqual(initialFlow);
  });
});
