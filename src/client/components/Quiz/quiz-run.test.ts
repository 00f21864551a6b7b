import { describe, expect, it } from 'vitest';
import type { QuizSessionDto } from '../../../shared/schemas/quiz';
import { ALL_SETTINGS } from './quiz-settings';
import type { PlayableQuestion } from './QuizPlayer';
import { initialQuizRun, quizRunReducer, resumeIndex, type QuizRunAction, type QuizRunState } from './quiz-run';

const q = (id: string) => ({ id, content: id, contentEn: id, type: 'mcq', options: ['a', 'b'], optionsEn: ['a', 'b'], correctAnswer: 'a', explanation: '', explanationEn: '' }) as PlayableQuestion;
const questions = ['q1', 'q2', 'q3'].map(q);
const run = (...actions: QuizRunAction[]) => actions.reduce(quizRunReducer, initialQuizRun({ ...ALL_SETTINGS, limit: 10 }));

describe('the quiz run', () => {
  it('goes from the set-up to the quiz, takes each answer once, and ends with the result', () => {
    let s: QuizRunState = run({ type: 'step', step: 2 }, { type: 'loading', mode: 'review' });
    expect(s).toMatchObject({ phase: 'loading', mode: 'review', step: 2 });
    s = quizRunReducer(s, { type: 'started', mode: 'review', questions, attemptId: 'attempt_1_a', offline: false });
    expect(s).toMatchObject({ phase: 'playing', index: 0, answers: {}, runKey: 1, elapsedBase: 0 });
    s = quizRunReducer(s, { type: 'answer', questionId: 'q1', answer: 'b' });
    expect(quizRunReducer(s, { type: 'answer', questionId: 'q1', answer: 'a' }).answers).toEqual({ q1: 'b' });
    expect(quizRunReducer(s, { type: 'show', index: 9 }).index).toBe(2);
    s = quizRunReducer(quizRunReducer(s, { type: 'finishing' }), { type: 'finished', result: { score: 0, correct: 0, total: 1, elapsed: 4 } });
    expect(s).toMatchObject({ phase: 'results', finishing: false, result: { total: 1 } });
    expect(quizRunReducer(s, { type: 'config', step: 0 })).toMatchObject({ phase: 'config', step: 0 });
  });

  it('takes a quiz up again on its first question without an answer, with its answers and time', () => {
    const session: QuizSessionDto = {
      attemptId: 'attempt_2_b',
      type: 'spaced',
      startedAt: '2026-11-28T10:00:00.000Z',
      serverNow: '2026-11-28T10:05:00.000Z',
      totalQuestions: 3,
      questions: questions as unknown as QuizSessionDto['questions'],
      answers: { q1: 'a', q2: 'b' },
      elapsedSeconds: 42,
    };
    const s = run({ type: 'resumed', session });
    expect(s).toMatchObject({ phase: 'playing', mode: 'spaced', index: 2, attemptId: 'attempt_2_b', answers: { q1: 'a', q2: 'b' }, elapsedBase: 42, offline: false });
    expect(run({ type: 'resumed', session: { ...session, type: 'full' } }).mode).toBe('quiz');
    expect(resumeIndex(questions, { q1: 'a', q2: 'a', q3: 'a' })).toBe(2);
    expect(resumeIndex(questions, { q2: 'a' })).toBe(0);
  });

  it('takes a quiz of the « Liste officielle » up again as the official list, not as an ordinary quiz', () => {
    const entry = (rank: number) => ({ ref: `SI-${rank}`, rank, text: `Question ${rank}`, version: '12/12/2025' });
    const withRanks = (ranks: number[]) => ranks.map((rank, i) => ({ ...q(`o${i}`), official: entry(rank) }));
    const session = (qs: PlayableQuestion[]): QuizSessionDto => ({
      attemptId: 'attempt_4_d',
      type: 'full',
      startedAt: '2026-11-28T10:00:00.000Z',
      serverNow: '2026-11-28T10:05:00.000Z',
      totalQuestions: qs.length,
      questions: qs as unknown as QuizSessionDto['questions'],
      answers: {},
      elapsedSeconds: 0,
    });
    // The list's page 21–23, in its published order: the official list.
    expect(run({ type: 'resumed', session: session(withRanks([21, 22, 23])) }).mode).toBe('official');
    // Official questions drawn in any order, or mixed with ours: an ordinary quiz.
    expect(run({ type: 'resumed', session: session(withRanks([40, 3, 17])) }).mode).toBe('quiz');
    expect(run({ type: 'resumed', session: session([...withRanks([1, 2]), q('ours')]) }).mode).toBe('quiz');
    expect(run({ type: 'resumed', session: session(questions) }).mode).toBe('quiz');
  });

  it('keeps a failed hand-in on the quiz', () => {
    const s = run({ type: 'started', mode: 'quiz', questions, attemptId: 'attempt_3_c', offline: false }, { type: 'finishing' }, { type: 'finished', result: null });
    expect(s).toMatchObject({ phase: 'playing', finishing: false });
  });
});
