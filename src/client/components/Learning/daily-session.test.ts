// The daily session's flow: reviews then new questions as turns, a missed question asked again at
// the end until right (at most MAX_ASKS times in all), a second asking with its own answer.
import { describe, expect, it } from 'vitest';
import type { SessionDto } from '../../../shared/schemas/learning';
import { dailySessionReducer, initialDailySession, MAX_ASKS } from './daily-session';

const q = (id: string) => ({ id, correctAnswer: 'A', options: ['A', 'B'] }) as unknown as SessionDto['questions'][number];
const session = (n: number, reviews: number): SessionDto => ({ attemptId: 'attempt_1_abcd', reviews, fresh: n - reviews, bonus: false, questions: Array.from({ length: n }, (_, i) => q(`q${i}`)), answers: {} });

describe('daily session reducer', () => {
  it('reviews first, then new questions; a miss comes back at the end, right the second time', () => {
    let s = dailySessionReducer(initialDailySession, { type: 'started', session: session(3, 1) });
    expect(s.turns.map((t) => [t.key, t.kind])).toEqual([
      ['q0', 'review'],
      ['q1', 'new'],
      ['q2', 'new'],
    ]);
    s = dailySessionReducer(s, { type: 'answer', key: 'q0', answer: 'A' });
    s = dailySessionReducer(s, { type: 'answer', key: 'q1', answer: 'B' });
    expect(s.turns.map((t) => t.key)).toEqual(['q0', 'q1', 'q2', 'q1#2']);
    expect(s.turns[3]!.kind).toBe('again');
    s = dailySessionReducer(s, { type: 'answer', key: 'q2', answer: 'A' });
    s = dailySessionReducer(s, { type: 'answer', key: 'q1#2', answer: 'A' });
    expect(s.turns).toHaveLength(4);
    expect(s.answers).toEqual({ q0: 'A', q1: 'B', q2: 'A', 'q1#2': 'A' });
    expect(s.recovered).toEqual(['q1']);
  });

  it(`asks a question ${MAX_ASKS} times at most, and an empty session says so`, () => {
    let s = dailySessionReducer(initialDailySession, { type: 'started', session: session(1, 0) });
    for (let i = 0; i < 5; i++) {
      const last = s.turns[s.turns.length - 1]!;
      s = dailySessionReducer(s, { type: 'answer', key: last.key, answer: 'B' });
    }
    expect(s.turns.map((t) => t.key)).toEqual(['q0', 'q0#2', 'q0#3']);
    expect(dailySessionReducer(initialDailySession, { type: 'started', session: session(0, 0) }).phase).toBe('empty');
  });

  it('takes a session up again: its answers, the missed one at the end, on to the first unanswered', () => {
    const s = dailySessionReducer(initialDailySession, { type: 'started', session: { ...session(4, 2), answers: { q0: 'A', q1: 'B' } } });
    expect(s.turns.map((t) => t.key)).toEqual(['q0', 'q1', 'q2', 'q3', 'q1#2']);
    expect(s.index).toBe(2);
    expect(s.phase).toBe('playing');
  });
});
