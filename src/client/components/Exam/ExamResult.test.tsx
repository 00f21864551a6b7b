// The exam's correction in a help language: each answer is followed by its wording in that
// language, in brackets, unless it reads the same; none in French or with the translation hidden.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inLanguage, render, resetLanguage, withoutIsolates } from '../../../../tests/helpers/render';
import type { ExamResultDto, ExamResultQuestionDto } from '../../../shared/schemas/quiz';
import { TRANSLATION_SHOWN_KEY } from '../Quiz/translation-aid';
import { ExamResult } from './ExamResult';

const question = (id: string, userAnswer: string | null, options: string[], optionsEn: string[]): ExamResultQuestionDto => ({
  id,
  content: `Question ${id}`,
  contentEn: `Question ${id} (en)`,
  contentAr: null,
  options,
  optionsEn,
  optionsAr: null,
  correctAnswer: options[0]!,
  explanation: 'Explication.',
  explanationEn: 'Explanation.',
  explanationAr: null,
  theme: 'principes_valeurs',
  subtheme: 'devise',
  kind: 'knowledge',
  source: 'Constitution',
  official: null,
  userAnswer,
  isCorrect: userAnswer === options[0],
  translationOpened: false,
});

const result: ExamResultDto = {
  attemptId: 'exam_1',
  startedAt: '2026-11-24T09:00:00.000Z',
  completedAt: '2026-11-24T09:30:00.000Z',
  correctAnswers: 0,
  totalQuestions: 2,
  score: 0,
  passMark: 32,
  passed: false,
  themes: [{ theme: 'principes_valeurs', correct: 0, total: 2 }],
  questions: [question('q1', 'Fraternité', ['Liberté', 'Fraternité'], ['Liberty', 'Fraternity']), question('q2', 'Paris', ['Lyon', 'Paris'], ['Lyon', 'Paris'])],
};

const answerLines = () => screen.getAllByText(/^(Your answer|Right answer|Votre réponse|Bonne réponse)/).map((el) => withoutIsolates(el.textContent));

afterEach(resetLanguage);

describe('the exam correction in a help language', () => {
  it('follows each answer with its English wording in brackets, unless it reads the same', async () => {
    await inLanguage('en');
    render(<ExamResult result={result} onAgain={() => {}} />);
    await screen.findByTestId('exam-result');
    expect(answerLines()).toEqual(['Your answer: Fraternité (Fraternity)', 'Right answer: Liberté (Liberty)', 'Your answer: Paris', 'Right answer: Lyon']);
  });

  it('gives the French alone when the translation is hidden, and in French', async () => {
    localStorage.setItem(TRANSLATION_SHOWN_KEY, 'false');
    await inLanguage('en');
    const { unmount } = render(<ExamResult result={result} onAgain={() => {}} />);
    await screen.findByTestId('exam-result');
    expect(answerLines()).toEqual(['Your answer: Fraternité', 'Right answer: Liberté', 'Your answer: Paris', 'Right answer: Lyon']);
    unmount();
    localStorage.clear();
    await inLanguage('fr');
    render(<ExamResult result={result} onAgain={() => {}} />);
    await screen.findByTestId('exam-result');
    expect(answerLines()).toEqual([expect.stringMatching(/^Votre réponse.*Fraternité$/), expect.stringMatching(/^Bonne réponse.*Liberté$/), expect.stringMatching(/^Votre réponse.*Paris$/), expect.stringMatching(/^Bonne réponse.*Lyon$/)]);
  });
});
