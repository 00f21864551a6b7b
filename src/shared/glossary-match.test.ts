import { describe, expect, it } from 'vitest';
import { buildGlossaryMatcher } from './glossary-match.js';

const matcher = buildGlossaryMatcher([
  { slug: 'conseil-constitutionnel', forms: ['Conseil constitutionnel'] },
  { slug: 'constitution', forms: ['Constitution'] },
  { slug: 'vote', forms: ['vote', 'votes'] },
  { slug: 'conseil-d-etat', forms: ["Conseil d'État"] },
  { slug: 'prefet', forms: ['préfet', 'préfète'] },
  { slug: 'chef-lieu', forms: ['chef-lieu'] },
  { slug: 'chef', forms: ['chef'] },
]);

describe('glossary matcher', () => {
  it('prefers the longest form starting at the same place', () => {
    expect(matcher.segment('Le Conseil constitutionnel veille sur la Constitution.')).toEqual([
      { text: 'Le ' },
      { text: 'Conseil constitutionnel', slug: 'conseil-constitutionnel' },
      { text: ' veille sur la ' },
      { text: 'Constitution', slug: 'constitution' },
      { text: '.' },
    ]);
  });

  it('marks a term at its first occurrence only, whatever its case', () => {
    expect(matcher.find('Le vote est libre. Les votes sont secrets. VOTE !')).toEqual(['vote']);
    expect(matcher.segment('VOTE puis vote').filter((s) => s.slug)).toEqual([{ text: 'VOTE', slug: 'vote' }]);
  });

  it('keeps to word boundaries with accented letters and hyphens', () => {
    expect(matcher.find('Il votera demain.')).toEqual([]);
    expect(matcher.find('Le dévote prie.')).toEqual([]);
    expect(matcher.find('La préfète reçoit.')).toEqual(['prefet']);
    expect(matcher.find('Le chef-lieu du département.')).toEqual(['chef-lieu']);
    expect(matcher.find('Le chef du village.')).toEqual(['chef']);
  });

  it('reads typographic apostrophes and decomposed accents as the plain ones', () => {
    expect(matcher.find('Le Conseil d’État juge.')).toEqual(['conseil-d-etat']);
    expect(matcher.find('Le pre\u0301fet signe.')).toEqual(['prefet']);
  });

  it('tells accented from plain letters', () => {
    const m = buildGlossaryMatcher([{ slug: 'traite', forms: ['traité'] }]);
    expect(m.find('Le traité de Rome.')).toEqual(['traite']);
    expect(m.find('La traite des esclaves.')).toEqual([]);
  });

  it('gives back the whole text when nothing matches, and nothing for an empty one', () => {
    expect(matcher.segment('Rien à voir ici.')).toEqual([{ text: 'Rien à voir ici.' }]);
    expect(matcher.segment('')).toEqual([]);
    expect(buildGlossaryMatcher([]).segment('Du texte')).toEqual([{ text: 'Du texte' }]);
  });
});
