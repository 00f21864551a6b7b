import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../../tests/helpers/render';
import { ProvenanceLine } from './ProvenanceLine';

const NNBSP = '\u202F';
const entry = { ref: 'SI-001', rank: 36, text: 'Comment est désigné le Premier ministre ?', version: '12/12/2025' };

describe('ProvenanceLine', () => {
  it('labels an official question and quotes the official wording when ours is reworded', async () => {
    render(<ProvenanceLine official={entry} content="Comment le Premier ministre est-il désigné ?" />);
    const line = await screen.findByTestId('provenance');
    expect(line.dataset.official).toBe('true');
    expect(line.textContent).toContain('Question de la liste officielle (12/12/2025)');
    expect(screen.getByTestId('official-wording').textContent).toBe(`Libellé officiel${NNBSP}: «${NNBSP}Comment est désigné le Premier ministre ?${NNBSP}»`);
    expect(screen.getByRole('link', { name: "D'où viennent nos questions" }).getAttribute('href')).toBe('/sources');
  });

  it('does not repeat a wording that is already the official one', async () => {
    render(<ProvenanceLine official={entry} content={entry.text} />);
    await screen.findByTestId('provenance');
    expect(screen.queryByTestId('official-wording')).toBeNull();
  });

  it('says a question without an official entry is ours', async () => {
    render(<ProvenanceLine official={null} content="Votre voisin fait du bruit la nuit : que faire ?" />);
    const line = await screen.findByTestId('provenance');
    expect(line.dataset.official).toBe('false');
    expect(line.textContent).toContain("Question d'entraînement — non officielle");
  });
});
