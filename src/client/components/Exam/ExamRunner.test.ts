import { describe, expect, it } from 'vitest';
import { firstUnanswered } from './ExamRunner';

const session = { questions: ['a', 'b', 'c'].map((id) => ({ id })) } as Parameters<typeof firstUnanswered>[0];

describe('firstUnanswered', () => {
  it('resumes at the first question without an answer', () => {
    expect(firstUnanswered(session, {})).toBe(0);
    expect(firstUnanswered(session, { a: 'x', b: 'y' })).toBe(2);
    expect(firstUnanswered(session, { a: 'x', c: 'z' })).toBe(1);
  });

  it('stays on the last question once all are answered', () => {
    expect(firstUnanswered(session, { a: 'x', b: 'y', c: 'z' })).toBe(2);
  });
});
