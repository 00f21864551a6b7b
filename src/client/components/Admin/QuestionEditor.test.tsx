import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../../tests/helpers/render';
import { adminQuestion } from '../../../../tests/helpers/question-fixtures';
import type { AdminQuestionDetailDto } from '../../../shared/schemas/admin';
import { QuestionEditor } from './QuestionEditor';

const question: AdminQuestionDetailDto = adminQuestion();

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });
}

let calls: { url: string; body: unknown }[] = [];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url: String(url), body });
      const data = String(url).includes('admin.questions.update') ? { ...question, ...(body?.['0'] ?? body), adminEditedAt: '2026-11-22T00:00:00.000Z' } : null;
      return new Response(JSON.stringify([{ result: { data } }]), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const updates = () => calls.filter((c) => c.url.includes('admin.questions.update'));

describe('QuestionEditor', { timeout: 20_000 }, () => {
  it('refuses duplicate options and an empty explanation without calling the server', async () => {
    render(<QuestionEditor question={question} onClose={() => {}} onSaved={() => {}} />);
    const second = await screen.findByRole('textbox', { name: 'Option 2' });
    fireEvent.change(second, { target: { value: 'Le 1er mai' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Explication \(français\)/ }), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Deux options ne peuvent pas être identiques.')).toBeInTheDocument();
    expect(screen.getByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(updates()).toHaveLength(0);
  });

  it('asks for one English translation per option', async () => {
    render(<QuestionEditor question={question} onClose={() => {}} onSaved={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter une option' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Option 5' }), { target: { value: 'Le 25 décembre' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    // Its English and its Arabic (the question has an Arabic translation) are both missing.
    expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Option 5 (anglais)' })).toHaveAttribute('aria-invalid', 'true');
    expect(updates()).toHaveLength(0);
  });

  it('keeps the subtheme within the chosen theme', async () => {
    render(<QuestionEditor question={question} onClose={() => {}} onSaved={() => {}} />);
    const theme = await screen.findByRole('combobox', { name: "Thème de l'examen civique" });
    fireEvent.change(theme, { target: { value: 'societe' } });
    expect(screen.getByRole('combobox', { name: 'Sous-thème' })).toHaveValue('installation');
  });

  it('sends only what changed, with the ticked option as the answer, and hands back the saved question', async () => {
    const onSaved = vi.fn();
    render(<QuestionEditor question={question} onClose={() => {}} onSaved={onSaved} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Option 2' }), { target: { value: 'Le 14 juillet 1790' } });
    fireEvent.click(screen.getByLabelText('Bonne réponse : Option 2'));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 10_000 });
    expect(updates()).toHaveLength(1);
    const sent = updates()[0]!.body as Record<string, unknown>;
    const input = (sent['0'] ?? sent) as Record<string, unknown>;
    expect(input).toEqual({
      id: 'hist-001',
      options: ['Le 1er mai', 'Le 14 juillet 1790', 'Le 11 novembre', 'Le 8 mai'],
      correctAnswer: 'Le 14 juillet 1790',
    });
  });

  it('edits the Arabic help text in right-to-left fields, and refuses half a translation', async () => {
    const onSaved = vi.fn();
    render(<QuestionEditor question={question} onClose={() => {}} onSaved={onSaved} />);
    const content = await screen.findByRole('textbox', { name: "Question (arabe, traduction d'aide)" });
    // Mantine sets dir on the field's box around the input (the label keeps the page's direction).
    expect(content.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(content).toHaveAttribute('lang', 'ar');
    expect(content).toHaveValue(question.contentAr);
    const option = screen.getByRole('textbox', { name: 'Option 2 (arabe)' });
    expect(option.closest('[dir]')).toHaveAttribute('dir', 'rtl');

    // Emptied on its own, the question's Arabic would leave options and explanation orphaned.
    fireEvent.change(content, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('La traduction arabe va en entier (question, options, explication) ou pas du tout.')).toBeInTheDocument();
    expect(updates()).toHaveLength(0);

    fireEvent.change(content, { target: { value: 'ما هو تاريخ العيد الوطني في فرنسا؟' } });
    fireEvent.change(option, { target: { value: '14 يوليو (تموز)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 10_000 });
    const sent = updates()[0]!.body as Record<string, unknown>;
    expect(sent['0'] ?? sent).toEqual({
      id: 'hist-001',
      contentAr: 'ما هو تاريخ العيد الوطني في فرنسا؟',
      optionsAr: ['1 مايو', '14 يوليو (تموز)', '11 نوفمبر', '8 مايو'],
    });
  });
});
