import { describe, expect, it } from 'vitest';
import { QUESTION_COUNT_CHOICES, WEEKLY_QUIZ_QUESTIONS } from '../constants.js';
import { questionsQuerySchema } from './quiz.js';

describe('number of questions a quiz may ask for', () => {
  it("takes the set-up's choices and the weekly quiz's 25, nothing else", () => {
    for (const n of [...QUESTION_COUNT_CHOICES, WEEKLY_QUIZ_QUESTIONS]) expect(questionsQuerySchema.safeParse({ limit: n }).success, String(n)).toBe(true);
    for (const n of [0, 4, 24, 26, 51]) expect(questionsQuerySchema.safeParse({ limit: n }).success, String(n)).toBe(false);
  });
});
