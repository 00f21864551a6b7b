// The French, English and Arabic locale files hold the same keys, file by file: a string added in
// one language only would show its key (or French) to the other readers. Plural keys are compared
// by their base: each language has its own plural forms (Arabic has six).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './index';

const dir = join(import.meta.dirname, 'locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function read(lang: string, file: string): string[] {
  const path = join(dir, lang, file);
  return existsSync(path) ? keys(JSON.parse(readFileSync(path, 'utf8'))) : [];
}

function files(lang: string): string[] {
  return existsSync(join(dir, lang)) ? readdirSync(join(dir, lang)).sort() : [];
}

/** 'stats.answered_one' and 'stats.answered_other' both stand for 'stats.answered (plural)'. */
function normalised(all: string[]): Set<string> {
  return new Set(all.map((k) => (PLURAL.test(k) ? `${k.replace(PLURAL, '')} (plural)` : k)));
}

/** The plural forms i18next looks up for `lang` (Intl's categories): each one must exist. */
function missingPluralForms(lang: string, all: string[]): string[] {
  const present = new Set(all);
  const bases = new Set(all.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
  const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  return [...bases].flatMap((base) => forms.map((f) => `${base}_${f}`)).filter((k) => !present.has(k));
}

describe('locale files', () => {
  it.each(LANGUAGES.filter((l) => l !== 'fr'))('has the same files in French and %s', (lang) => {
    expect(files(lang)).toEqual(files('fr'));
  });

  describe.each(files('fr'))('%s', (file) => {
    const fr = normalised(read('fr', file));
    it.each(LANGUAGES.filter((l) => l !== 'fr'))('has the same keys in French and %s', (lang) => {
      const other = normalised(read(lang, file));
      expect([...fr].filter((k) => !other.has(k)), `missing in ${lang}`).toEqual([]);
      expect([...other].filter((k) => !fr.has(k)), `only in ${lang}`).toEqual([]);
    });

    it.each(LANGUAGES.filter((l) => l !== 'fr'))('has every plural form %s needs', (lang) => {
      expect(missingPluralForms(lang, read(lang, file))).toEqual([]);
    });
  });
});
