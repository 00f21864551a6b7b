// The weekly focus promises "25 questions, <level>, <category>": the seeded bank must hold that
// many questions of that category and level, or the quiz it starts would be shorter than said.
import { describe, expect, it } from 'vitest';
import { ALL_QUESTIONS } from '../../../db/seeds/content/questions/index';
import { WEEKLY_QUIZ_QUESTIONS, WEEKLY_THEMES } from './weekly-focus';

describe('weekly quiz against the question bank', () => {
  it.each(WEEKLY_THEMES.map((w) => [w.id, w.weeklyQuiz] as const))('%s: enough questions for its category and level', (_id, quiz) => {
    const available = ALL_QUESTIONS.filter(
      (q) => q.category === quiz.category && (quiz.difficulty === 0 || q.difficulty === quiz.difficulty) && (q as { isActive?: boolean }).isActive !== false,
    ).length;
    expect(available).toBeGreaterThanOrEqual(WEEKLY_QUIZ_QUESTIONS);
  });
});
