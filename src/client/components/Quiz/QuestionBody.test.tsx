// The help translation under a French question: English or Arabic after the interface language,
// marked as an aid, hidden and shown again by the member (remembered on the device), the French
// left to right and the Arabic right to left inside an Arabic page.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inLanguage, MantineDirection, render, resetLanguage } from '../../../../tests/helpers/render';
import { playableQuestion } from '../../../../tests/helpers/question-fixtures';
import { Bilingual, type DisplayQuestion, QuestionOptions, QuestionText, SourceLine } from './QuestionBody';
import { TRANSLATION_SHOWN_KEY } from './translation-aid';

const QUESTION: DisplayQuestion = playableQuestion('motto');

function Question({ question = QUESTION }: { question?: DisplayQuestion }) {
  return (
    <>
      <QuestionText question={question} />
      <QuestionOptions question={question} selected={undefined} reveal={false} onSelect={() => {}} />
      <Bilingual fr="L'article 2 de la Constitution le dit." en="Article 2 of the Constitution says so." ar="المادة 2 من الدستور تنص على ذلك." />
    </>
  );
}

afterEach(resetLanguage);

describe('the help translation', () => {
  it('is absent in French: no translation, no toggle', async () => {
    render(<Question />);
    expect(await screen.findByText(QUESTION.content)).toBeInTheDocument();
    expect(screen.queryByTestId('translation')).toBeNull();
    expect(screen.queryByTestId('translation-toggle')).toBeNull();
    expect(screen.queryByText(QUESTION.optionsAr![0]!)).toBeNull();
  });

  it('shows the Arabic under the French in Arabic, marked as an aid, each block in its direction', async () => {
    await inLanguage('ar');
    render(
      <>
        <MantineDirection />
        <Question />
      </>,
    );
    const french = await screen.findByText(QUESTION.content);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(screen.getByTestId('mantine-dir')).toHaveTextContent('rtl');
    expect(french).toHaveAttribute('lang', 'fr');
    expect(french).toHaveAttribute('dir', 'ltr');
    const arabic = screen.getByText(QUESTION.contentAr!);
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('المادة 2 من الدستور تنص على ذلك.')).toHaveAttribute('dir', 'rtl');
    const options = screen.getAllByRole('radio');
    expect(within(options[0]!).getByText(QUESTION.options[0]!)).toHaveAttribute('dir', 'ltr');
    expect(within(options[0]!).getByText(QUESTION.optionsAr![0]!)).toHaveAttribute('lang', 'ar');
    expect(screen.queryByText(QUESTION.contentEn)).toBeNull();
    expect(screen.getByTestId('translation-aid')).toBeInTheDocument();
  });

  it('hides and shows again with the toggle, remembered on the device', async () => {
    await inLanguage('ar');
    const { unmount } = render(<Question />);
    const toggle = await screen.findByTestId('translation-toggle');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(toggle);
    expect(screen.queryByText(QUESTION.contentAr!)).toBeNull();
    expect(screen.queryByText(QUESTION.optionsAr![1]!)).toBeNull();
    expect(screen.queryByText('المادة 2 من الدستور تنص على ذلك.')).toBeNull();
    expect(screen.queryByTestId('translation-aid')).toBeNull();
    expect(screen.getByTestId('translation-toggle')).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(TRANSLATION_SHOWN_KEY)).toBe('false');
    expect(screen.getByText(QUESTION.content)).toBeInTheDocument();

    // The next question (another mount) starts hidden too.
    unmount();
    render(<Question />);
    expect(await screen.findByText(QUESTION.content)).toBeInTheDocument();
    expect(screen.queryByText(QUESTION.contentAr!)).toBeNull();
    fireEvent.click(screen.getByTestId('translation-toggle'));
    expect(screen.getByText(QUESTION.contentAr!)).toBeInTheDocument();
    expect(localStorage.getItem(TRANSLATION_SHOWN_KEY)).toBe('true');
  });

  it('uses the same toggle for English', async () => {
    await inLanguage('en');
    render(<Question />);
    expect(await screen.findByText(QUESTION.contentEn)).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'Hide translation' })).toBeInTheDocument();
    expect(screen.getByText('Translation as an aid — the exam is in French')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('translation-toggle'));
    expect(screen.queryByText(QUESTION.contentEn)).toBeNull();
    expect(screen.getByRole('button', { name: 'Translate' })).toBeInTheDocument();
  });

  it('offers no toggle for a question without an Arabic text yet', async () => {
    await inLanguage('ar');
    render(<Question question={{ ...QUESTION, contentAr: null, optionsAr: null }} />);
    expect(await screen.findByText(QUESTION.content)).toBeInTheDocument();
    expect(screen.queryByTestId('translation-toggle')).toBeNull();
    expect(screen.queryByText(QUESTION.contentEn)).toBeNull();
  });

  it('keeps a French source whole inside an Arabic sentence', async () => {
    await inLanguage('ar');
    render(<SourceLine source="Constitution du 4 octobre 1958, art. 88-3" />);
    const source = await screen.findByTestId('answer-source');
    expect(source.querySelector('bdi')).toHaveTextContent('Constitution du 4 octobre 1958, art. 88-3');
  });
});

describe('the question label', () => {
  it('names the official subtheme, never the old category', async () => {
    await inLanguage('fr');
    render(<QuestionText question={{ ...QUESTION, category: 'valeurs', theme: 'droits_devoirs', subtheme: 'droits_fondamentaux', difficulty: 2 }} />);
    expect((await screen.findByTestId('question-label')).textContent).toBe('Droits fondamentaux');
    expect(screen.queryByText('Valeurs de la République')).toBeNull();
  });
});
