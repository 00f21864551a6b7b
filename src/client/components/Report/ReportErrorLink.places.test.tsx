// « Signaler une erreur » where issue 38 found it missing: under each of the viral quiz's three
// corrections (/viral-quiz) and in a glossary word's pop-up. Both open the contact form in a new
// tab, so that the quiz in progress stays where it is.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../../tests/helpers/render';
import { VIRAL_QUESTIONS } from '../../content/viral-quiz';
import ViralQuizPage from '../../pages/ViralQuiz.page';
import type { GlossaryTermDto } from '../../../shared/schemas/glossary';
import { MarkedText } from '../Glossary/GlossaryText';
import { makeGlossary } from '../Glossary/useGlossary';

const LOADED = { timeout: 8000 };

afterEach(() => {
  vi.useRealTimers();
});

describe('« Signaler une erreur » on the viral quiz', () => {
  it('is under each correction, naming the question', async () => {
    render(<ViralQuizPage />);
    for (const [i, question] of VIRAL_QUESTIONS.entries()) {
      const card = await screen.findByTestId('viral-question', {}, LOADED);
      await waitFor(() => expect(within(card).getByTestId('viral-progress')).toHaveTextContent(String(i + 1)), LOADED);
      fireEvent.click(within(card).getAllByRole('radio')[0]!);
      fireEvent.click(within(card).getByRole('button', { name: /Valider|Confirm/ }));
      const feedback = await screen.findByTestId('viral-feedback');
      const link = within(feedback).getByTestId('report-item');
      expect(link).toHaveAttribute('href', `/contact?item=question:viral-${question.id}`);
      expect(link).toHaveAttribute('target', '_blank');
      // The next question comes after the explanation's delay.
      if (i + 1 < VIRAL_QUESTIONS.length) await waitFor(() => expect(screen.queryByTestId('viral-feedback')).toBeNull(), { timeout: 6000 });
    }
  }, 30_000);
});

const entry = (slug: string, term: string): GlossaryTermDto => ({
  slug,
  term,
  variants: [],
  definition: "Représentant de l'État.",
  termEn: 'prefect',
  definitionEn: 'Representative of the State.',
  termAr: 'محافظ',
  definitionAr: 'ممثل الدولة.',
  questionIds: [],
});

describe('« Signaler une erreur » in a glossary word\'s pop-up', () => {
  it('names the entry and opens in a new tab', async () => {
    const user = userEvent.setup();
    render(<MarkedText text="Le préfet signe." glossary={makeGlossary([entry('prefet', 'préfet')])} />);
    await user.click(screen.getByRole('button', { name: 'préfet' }));
    const popover = await screen.findByTestId('glossary-popover');
    const link = within(popover).getByTestId('report-item');
    expect(link).toHaveAttribute('href', '/contact?item=glossary:prefet');
    expect(link).toHaveAttribute('target', '_blank');
    await act(async () => {});
  });
});
