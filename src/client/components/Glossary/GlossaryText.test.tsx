import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render } from '../../../../tests/helpers/render';
import type { GlossaryTermDto } from '../../../shared/schemas/glossary';
import { MarkedText } from './GlossaryText';
import { makeGlossary } from './useGlossary';

const entry = (slug: string, term: string, variants: string[], definition: string): GlossaryTermDto => ({
  slug,
  term,
  variants,
  definition,
  termEn: `${term} (en)`,
  definitionEn: `${definition} (en)`,
  termAr: 'مصطلح',
  definitionAr: 'تعريف',
  questionIds: [],
});

const glossary = makeGlossary([
  entry('conseil-constitutionnel', 'Conseil constitutionnel', [], 'Institution qui vérifie les lois.'),
  entry('constitution', 'Constitution', [], 'Texte le plus important.'),
  entry('prefet', 'préfet', ['préfète', 'préfets'], "Représentant de l'État."),
  entry('suffrage-universel', 'suffrage universel', ['suffrage'], 'Vote de tous les citoyens majeurs.'),
]);

const marked = () => screen.queryAllByTestId('glossary-term').map((b) => b.textContent);

describe('GlossaryText', () => {
  it('marks the first occurrence of each term, the longest form first, within word boundaries and whatever the accents', () => {
    render(
      <p>
        <MarkedText
          text="Le Conseil constitutionnel contrôle la Constitution ; la Constitution est révisée. Les préfets et la préfète. Le suffrage universel, le suffrage."
          glossary={glossary}
        />
      </p>,
    );
    expect(marked()).toEqual(['Conseil constitutionnel', 'Constitution', 'préfets', 'suffrage universel']);
    // The text reads the same, marks or not.
    expect(document.querySelector('p')!.textContent).toBe(
      'Le Conseil constitutionnel contrôle la Constitution ; la Constitution est révisée. Les préfets et la préfète. Le suffrage universel, le suffrage.',
    );
  });

  it('does not mark a term inside another word', () => {
    render(<MarkedText text="Les constitutionnalistes et les préfectures." glossary={glossary} />);
    expect(marked()).toEqual([]);
  });

  it('opens the definition from the keyboard, as a dialog named by the word, and closes it with Escape', async () => {
    const user = userEvent.setup();
    render(<MarkedText text="Le préfet signe." glossary={glossary} />);
    const word = screen.getByRole('button', { name: 'préfet' });
    expect(word).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(word).toHaveFocus();
    await user.keyboard('{Enter}');
    // Found whatever its transition's state: jsdom runs Mantine's transition on timers, which a busy
    // machine can leave at display: none; that the dialog shows is checked in a real browser
    // (tests/e2e/glossary.e2e.test.ts), its names and content here.
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(word).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveAttribute('aria-labelledby', word.id);
    const described = document.getElementById(dialog.getAttribute('aria-describedby')!);
    expect(described).toHaveTextContent("Représentant de l'État.");
    expect(within(dialog).getByText('préfet')).toBeInTheDocument();
    // (That the focus moves into the dialog and back is checked in a real browser:
    // tests/e2e/glossary.e2e.test.ts; jsdom lays nothing out, so the focus trap finds no target.)
    await user.keyboard('{Escape}');
    await waitFor(() => expect(word).toHaveAttribute('aria-expanded', 'false'));
    // Space opens it too (the focus coming back to the word is checked in the browser test).
    word.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(word).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByTestId('glossary-popover')).toHaveTextContent("Représentant de l'État.");
  });
});
