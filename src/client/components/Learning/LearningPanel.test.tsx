// The learning panel's pieces from a readiness answer: no figure and 'answer N more' before a
// prediction, the gauge and expected score after, what to review next linking to a subtheme quiz,
// and today's review offered only when questions are due.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../../tests/helpers/render';
import { SUBTHEMES, SUBTHEME_THEME, THEMES } from '../../../shared/constants';
import type { ReadinessDto } from '../../../shared/schemas/learning';
import { PastDays, TodayReview } from './LearningPanel';
import { Readiness } from './Readiness';

function readiness(over: Partial<ReadinessDto> = {}): ReadinessDto {
  return {
    passProbability: null,
    expectedScore: null,
    scoreLow: null,
    scoreHigh: null,
    answered: 8,
    correct: 5,
    minimum: 20,
    needed: 12,
    dueToday: 0,
    evidence: { answers: 8, exams: 0, days: 1, lastExam: null },
    themes: THEMES.map((theme) => ({ theme, mastery: null, answered: 0, correct: 0 })),
    subthemes: SUBTHEMES.map((subtheme) => ({ subtheme, theme: SUBTHEME_THEME[subtheme], mastery: null, answered: 0, correct: 0, due: 0 })),
    nextFocus: ['situations_valeurs', 'situations_droits', 'devise_symboles'],
    ...over,
  };
}

describe('Readiness', () => {
  it('shows no figure before a prediction and says how many answers are missing', async () => {
    render(<Readiness readiness={readiness()} />);
    expect(await screen.findByTestId('readiness-not-enough')).toHaveTextContent('Pas assez de réponses');
    expect(screen.getByTestId('readiness-needed').textContent).toBe('Il faut au moins 20 réponses pour une estimation\u202f: encore 12.');
    expect(screen.getByTestId('pass-probability')).toHaveTextContent('—');
    expect(screen.getByTestId('readiness-how-link')).toHaveAttribute('href', '/comment-est-ce-calcule');
    expect(screen.queryByTestId('expected-score')).toBeNull();
    expect(screen.getAllByTestId('mastery-theme')).toHaveLength(5);
    expect(screen.getAllByText('pas encore de réponse')).toHaveLength(21);
  });

  it('shows the chance of passing, the expected score and the subthemes to review next', async () => {
    const r = readiness({
      passProbability: 0.734,
      expectedScore: 33.2,
      scoreLow: 31,
      scoreHigh: 35,
      answered: 120,
      needed: 0,
      evidence: { answers: 120, exams: 2, days: 9, lastExam: { correct: 32, total: 40, passed: true, completedAt: '2026-11-27T10:00:00.000Z' } },
      subthemes: SUBTHEMES.map((subtheme) => ({ subtheme, theme: SUBTHEME_THEME[subtheme], mastery: 0.8, answered: 7, correct: 6, due: 0 })),
    });
    render(<Readiness readiness={r} />);
    // textContent: the matcher would fold the narrow no-break spaces into plain ones.
    expect((await screen.findByTestId('pass-probability')).textContent).toBe('73\u202f%');
    expect(screen.getByTestId('expected-score').textContent).toBe("Score attendu\u202f: 31 à 35 sur 40, 8 fois sur 10 (l'examen se réussit à 32).");
    expect(screen.getByTestId('readiness-evidence').textContent).toBe("D'après 2 examens blancs et 120 réponses sur 9 jours, les plus récents comptant davantage.");
    expect(screen.getByTestId('readiness-last-exam').textContent).toBe('Dernier examen blanc\u202f: 32/40, réussi.');
    // Each subtheme: its counted answers, right out of answered, beside the estimate.
    expect(screen.getAllByText((_, el) => el?.textContent === '6/7 · 80\u202f% estimé').length).toBe(16);
    const next = within(screen.getByTestId('next-focus')).getAllByRole('link');
    expect(next.map((a) => a.textContent)).toEqual(['Mises en situation (valeurs)', 'Mises en situation (droits et devoirs)', 'Devise et symboles']);
    expect(next[1]).toHaveAttribute('href', '/quiz?theme=droits_devoirs&subtheme=situations_droits');
  });
});

describe('TodayReview', () => {
  it('offers to start today’s review only when questions are due', async () => {
    const { unmount } = render(<TodayReview readiness={readiness({ dueToday: 0 })} />);
    expect(await screen.findByText(/Rien à revoir aujourd'hui/)).toBeInTheDocument();
    expect(screen.queryByTestId('start-today-review')).toBeNull();
    unmount();
    render(<TodayReview readiness={readiness({ dueToday: 3 })} />);
    expect(await screen.findByText(/3 questions à revoir aujourd'hui/)).toBeInTheDocument();
    expect(screen.getByTestId('start-today-review')).toHaveAttribute('href', '/quiz?due=1');
  });
});

describe('PastDays', () => {
  it('lists the previous days with something done, latest first, and nothing for idle days', async () => {
    const none = { newQuestions: 0, reviews: 0, exam: false, interview: false };
    render(
      <PastDays
        lang="fr"
        history={[
          { date: '2026-11-30', done: { newQuestions: 12, reviews: 1, exam: false, interview: false } },
          { date: '2026-12-01', done: none },
          { date: '2026-12-02', done: { newQuestions: 0, reviews: 4, exam: true, interview: false } },
        ]}
      />,
    );
    const lines = (await screen.findByTestId('plan-history')).querySelectorAll('p');
    expect([...lines].map((p) => p.textContent)).toEqual([
      'Ces derniers jours',
      'mer. 2 déc.\u202f: 0 nouvelle question · 4 révisions · Examen blanc',
      'lun. 30 nov.\u202f: 12 nouvelles questions · 1 révision',
    ]);
  });

  it('shows nothing when no day had any activity', () => {
    const { container } = render(<PastDays lang="fr" history={[{ date: '2026-12-01', done: { newQuestions: 0, reviews: 0, exam: false, interview: false } }]} />);
    expect(container.querySelector('[data-testid="plan-history"]')).toBeNull();
  });
});
