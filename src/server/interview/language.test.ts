import { describe, expect, it } from 'vitest';
import { analyseLanguage, detectLanguage, findConnectors } from './language.js';

describe('language detection', () => {
  it('tells French from English and other languages', () => {
    expect(detectLanguage('Je vis en France depuis dix ans avec ma famille.')).toBe('fr');
    expect(detectLanguage('I have been living in France for ten years with my family.')).toBe('en');
    expect(detectLanguage('Me llamo Carlos y vivo en Francia desde hace cinco años.')).toBe('other');
    expect(detectLanguage('')).toBe('unknown');
  });
});

describe('B2 language scoring', () => {
  it('scores a developed, connected French answer high and a short one low', () => {
    const good = analyseLanguage(
      'Je souhaite devenir française parce que je vis ici depuis douze ans. En effet, mes enfants sont nés ici ; cependant, je garde des liens avec le Maroc, où vivent mes parents.',
    );
    expect(good.score).toBeGreaterThanOrEqual(15);
    expect(good.advancedConnectors).toEqual(expect.arrayContaining(['en effet', 'cependant']));
    expect(analyseLanguage('Oui.').score).toBeLessThan(6);
    expect(analyseLanguage('').score).toBe(0);
  });

  it('caps an answer in English', () => {
    const en = analyseLanguage('I want to become French because I love this country and my family lives here since many years.');
    expect(en.language).toBe('en');
    expect(en.score).toBeLessThanOrEqual(3);
  });

  it('counts misspellings against the French dictionary', () => {
    const clean = analyseLanguage('Je suis venu en France pour travailler et ma famille est ici depuis longtemps.');
    const misspelt = analyseLanguage('Je sui venu en france pour travayer et ma famile et isi depui lontemps.');
    expect(clean.spellingRate).toBeGreaterThan(misspelt.spellingRate);
    expect(misspelt.misspelled).toEqual(expect.arrayContaining(['travayer', 'famile']));
    expect(clean.score).toBeGreaterThan(misspelt.score);
  });

  it('finds connectors whatever the accents', () => {
    expect(findConnectors('Neanmoins, grace a mon travail, je suis integre.').advanced).toEqual(['néanmoins', 'grâce à']);
  });
});
