// « Signaler une erreur » (issue 38): the link under a quiz correction names the question, and the
// contact form opened from it is pre-filled (category, subject, message) and sends the item's id.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../../tests/helpers/render';
import { playableQuestion } from '../../../../tests/helpers/question-fixtures';
import ContactPage, { reportedItem } from '../../pages/Contact.page';
import { QuizPlayer, type PlayableQuestion } from '../Quiz/QuizPlayer';
import { reportHref } from './ReportErrorLink';

const QUESTION: PlayableQuestion = playableQuestion('mottoPlace');

function Player() {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  return (
    <QuizPlayer
      questions={[QUESTION]}
      index={0}
      answers={answers}
      elapsedSeconds={5}
      layout="card"
      onAnswer={(q, a) => setAnswers((s) => ({ ...s, [q.id]: a }))}
      onPrevious={() => {}}
      onNext={() => {}}
      onFinish={() => {}}
    />
  );
}

// The page's translations load lazily: slow on a busy machine.
const LOADED = { timeout: 8000 };

let sent: unknown[] = [];
beforeEach(() => {
  // The message's autosize textarea listens to font loading, which jsdom does not have.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (String(url).includes('contact.send')) sent.push(body?.['0'] ?? body);
      return new Response(JSON.stringify([{ result: { data: { id: 1 } } }]), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('« Signaler une erreur »', { timeout: 20_000 }, () => {
  it('shows under the correction a link to the contact form naming the question', async () => {
    render(<Player />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Sur les panneaux' }, LOADED));
    const link = screen.getByTestId('report-item');
    expect(link).toHaveTextContent('Signaler une erreur');
    expect(link).toHaveAttribute('href', '/contact?item=question:val-002');
    // A new tab: the quiz in progress stays where it is.
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent("s'ouvre dans un nouvel onglet");
    expect(reportHref('glossary', 'reclusion')).toBe('/contact?item=glossary:reclusion');
  });

  it('reads only a valid item from the address', () => {
    expect(reportedItem('?item=question:val-002')).toBe('question:val-002');
    expect(reportedItem('?item=glossary:autorite-judiciaire')).toBe('glossary:autorite-judiciaire');
    expect(reportedItem('?item=page:about')).toBeNull();
    expect(reportedItem('?item=question:<script>')).toBeNull();
    expect(reportedItem('')).toBeNull();
  });

  it('pre-fills the contact form with the item and sends its id', async () => {
    window.history.replaceState(null, '', '/contact?item=question:val-002');
    render(<ContactPage />);
    expect(await screen.findByTestId('contact-report-item', {}, LOADED)).toHaveTextContent('question:val-002');
    expect(screen.getByRole('combobox', { name: /Catégorie/ })).toHaveValue('content');
    expect(screen.getByRole('textbox', { name: /Sujet/ })).toHaveValue('Erreur signalée\u202F: question:val-002');
    expect((screen.getByRole('textbox', { name: /Message/ }) as HTMLTextAreaElement).value).toContain('question:val-002');
    fireEvent.change(screen.getByRole('textbox', { name: /Nom complet/ }), { target: { value: 'Amina Diallo' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Adresse e-mail/ }), { target: { value: 'amina@example.fr' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), { target: { value: 'La pièce de 2 € porte aussi la devise.' } });
    fireEvent.click(screen.getByTestId('contact-submit'));
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 5000 });
    expect(sent[0]).toMatchObject({ category: 'content', itemId: 'question:val-002', subject: 'Erreur signalée\u202F: question:val-002' });
  });

  it('sends an ordinary message without an item', async () => {
    render(<ContactPage />);
    await screen.findByTestId('contact-form', {}, LOADED);
    expect(screen.queryByTestId('contact-report-item')).toBeNull();
    expect(screen.getByRole('combobox', { name: /Catégorie/ })).toHaveValue('');
  });
});
