import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../../tests/helpers/render';
import { playableQuestion } from '../../../../tests/helpers/question-fixtures';
import { QuizPlayer, type PlayableQuestion } from './QuizPlayer';

const QUESTIONS: PlayableQuestion[] = [playableQuestion('capital'), playableQuestion('motto')];

function Harness({ onFinish, layout = 'card' }: { onFinish: () => void; layout?: 'card' | 'mobile' }) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  return (
    <QuizPlayer
      questions={QUESTIONS}
      index={index}
      answers={answers}
      elapsedSeconds={65}
      layout={layout}
      onAnswer={(q, a) => setAnswers((s) => ({ ...s, [q.id]: a }))}
      onPrevious={() => setIndex((i) => i - 1)}
      onNext={() => setIndex((i) => i + 1)}
      onFinish={onFinish}
    />
  );
}

describe('QuizPlayer', () => {
  it('locks Next until an answer, colours right and wrong, explains, and ends with Terminer', async () => {
    const onFinish = vi.fn();
    render(<Harness onFinish={onFinish} />);
    expect(await screen.findByText('Question 1 sur 2')).toBeInTheDocument();
    expect(screen.getByTestId('timer')).toHaveTextContent('01:05');
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();

    fireEvent.click(screen.getByRole('radio', { name: 'Lyon' }));
    expect(screen.getByText('Mauvaise réponse')).toBeInTheDocument();
    expect(screen.getByText('La bonne réponse : Paris')).toBeInTheDocument();
    expect(screen.getByText('Paris est la capitale depuis des siècles.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Lyon' })).toHaveAttribute('data-state', 'wrong');
    expect(screen.getByRole('radio', { name: 'Paris' })).toHaveAttribute('data-state', 'correct');
    // Answered once: the options are locked.
    expect(screen.getByRole('radio', { name: 'Paris' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByText('Question 2 sur 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terminer' })).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Liberté, Égalité, Fraternité' }));
    expect(screen.getByText('Bonne réponse !')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Terminer' }));
    expect(onFinish).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(screen.getByText('Question 1 sur 2')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Lyon' })).toHaveAttribute('data-state', 'wrong');
  });

  it('letters the options in the phone layout', async () => {
    render(<Harness onFinish={() => {}} layout="mobile" />);
    await screen.findByText('Question 1 sur 2');
    expect(screen.getByTestId('quiz-player')).toHaveAttribute('data-layout', 'mobile');
    const letters = screen.getAllByRole('radio').map((r) => r.textContent?.charAt(0));
    expect(letters).toEqual(['A', 'B', 'C', 'D']);
  });
});
