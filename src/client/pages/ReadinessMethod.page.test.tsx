// « Comment est-ce calculé ? »: the page shows the block of docs/readiness.md in the interface's
// language — the counting rule, the mock exams, the minimum, the calibration table — and each of
// the three blocks is there and says the minimum of answers and the half-life.
import fs from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../tests/helpers/render';
import ReadinessMethodPage, { methodText } from './ReadinessMethod.page';

const doc = fs.readFileSync(path.join(import.meta.dirname, '../../../docs/readiness.md'), 'utf8');

describe('ReadinessMethodPage', () => {
  it('each language has its block, with the minimum, the half-life, the mock exam rule and the calibration table', () => {
    const words = { fr: ['20 réponses', '14 jours', 'examen blanc', 'Score de Brier'], en: ['20 answers', '14 days', 'mock exam', 'Brier score'], ar: ['20 إجابة', '14 يومًا', 'امتحان تجريبي', 'مؤشر براير'] };
    for (const [language, expected] of Object.entries(words)) {
      const text = methodText(doc, language);
      for (const w of expected) expect(text, `${language}: ${w}`).toContain(w);
      expect(text).not.toContain('<!--');
      // The reliability table by tenths of the prediction and by deciles of members.
      expect(text.split('\n').filter((l) => l.startsWith('|')).length, language).toBe(24);
    }
    // An unknown language falls back to French.
    expect(methodText(doc, 'de')).toBe(methodText(doc, 'fr'));
  });

  it('renders the French block: headings, the rule, and the reliability table', async () => {
    render(<ReadinessMethodPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Comment est-ce calculé\u202f?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Quelles réponses comptent' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pas assez de réponses' })).toBeInTheDocument();
    const tables = screen.getAllByTestId('calibration-table');
    expect(tables).toHaveLength(2);
    for (const table of tables) {
      expect(within(table).getAllByRole('row')).toHaveLength(11);
      expect(within(table).getByRole('columnheader', { name: 'Réussite observée' })).toBeInTheDocument();
    }
    expect(within(tables[1]!).getByRole('columnheader', { name: 'Décile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute('href', '/dashboard');
  });
});
