// The glossary's data: enough terms, plain and short French definitions, the three languages, and
// each term found in at least one question of the bank by the matcher that marks terms in the
// interface (or a stated reason why none uses it).
import { describe, expect, it } from 'vitest';
import { buildGlossaryMatcher, foldForMatch } from '../../../src/shared/glossary-match.js';
import { glossaryFields, glossarySlug } from '../../../src/shared/schemas/glossary.js';
import { frenchTypographyFaults } from '../../../tests/helpers/french-typography.js';
import { GLOSSARY_TERMS } from './glossary.js';
import { ALL_QUESTIONS } from './questions/index.js';

const ARABIC = /[\u0600-\u06FF]/;
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

describe('glossary seed', () => {
  it('holds at least 150 terms with unique, well-formed slugs', () => {
    expect(GLOSSARY_TERMS.length).toBeGreaterThanOrEqual(150);
    const slugs = GLOSSARY_TERMS.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.filter((s) => !glossarySlug.safeParse(s).success)).toEqual([]);
  });

  it('gives each term a French definition of 30 words at most, and English and Arabic', () => {
    const faults: string[] = [];
    for (const t of GLOSSARY_TERMS) {
      if (words(t.definition) > 30) faults.push(`${t.slug}: ${words(t.definition)} words`);
      if (!t.termEn.trim() || !t.definitionEn.trim()) faults.push(`${t.slug}: English missing`);
      if (!ARABIC.test(t.termAr) || !ARABIC.test(t.definitionAr)) faults.push(`${t.slug}: Arabic missing`);
      if (ARABIC.test(t.definitionEn) || ARABIC.test(t.definition)) faults.push(`${t.slug}: Arabic in a Latin field`);
      if (t.definitionEn === t.definition) faults.push(`${t.slug}: English definition is the French one`);
      // The same rules as an admin's edit.
      const checked = glossaryFields.safeParse(t);
      if (!checked.success) faults.push(`${t.slug}: ${checked.error.issues.map((i) => i.message).join(', ')}`);
    }
    expect(faults).toEqual([]);
  });

  // Prose, not interface labels: proper nouns keep their capitals.
  it('writes French definitions with French typography', () => {
    const faults = GLOSSARY_TERMS.flatMap((t) =>
      [t.definition, t.noQuestion ?? ''].flatMap((text) => frenchTypographyFaults(text, { label: false }).map((f) => `${t.slug}: ${f}`)),
    );
    expect(faults).toEqual([]);
  });

  it('lets no two entries claim the same form', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const t of GLOSSARY_TERMS) {
      for (const form of [t.term, ...t.variants]) {
        const key = foldForMatch(form.normalize('NFC'));
        const first = owner.get(key);
        if (first && first !== t.slug) clashes.push(`${form}: ${first} and ${t.slug}`);
        owner.set(key, first ?? t.slug);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('finds each term in at least one question, except the few that say why none uses it', () => {
    const matcher = buildGlossaryMatcher(GLOSSARY_TERMS.map((t) => ({ slug: t.slug, forms: [t.term, ...t.variants] })));
    const used = new Set(ALL_QUESTIONS.flatMap((q) => [q.content, ...q.options, q.explanation].flatMap((s) => matcher.find(s))));
    const unused = GLOSSARY_TERMS.filter((t) => !used.has(t.slug));
    expect(unused.filter((t) => !t.noQuestion).map((t) => t.slug), 'terms no question uses, without a reason').toEqual([]);
    // A reason that has gone stale (a question now uses the term) is removed.
    expect(GLOSSARY_TERMS.filter((t) => t.noQuestion && used.has(t.slug)).map((t) => t.slug)).toEqual([]);
    expect(unused.length).toBeLessThanOrEqual(10);
  });
});
