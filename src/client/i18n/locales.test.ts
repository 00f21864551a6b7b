// The French and English locale files hold the same keys, file by file: a string added in one
// language only would show its key (or the other language) to half the readers.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, 'locales');

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function read(lang: string, file: string): unknown {
  return JSON.parse(readFileSync(join(dir, lang, file), 'utf8'));
}

describe('locale files', () => {
  it('has the same files in French and English', () => {
    expect(readdirSync(join(dir, 'en')).sort()).toEqual(readdirSync(join(dir, 'fr')).sort());
  });

  it.each(readdirSync(join(dir, 'fr')))('%s has the same keys in both languages', (file) => {
    const fr = new Set(keys(read('fr', file)));
    const en = new Set(keys(read('en', file)));
    expect([...fr].filter((k) => !en.has(k)), 'French only').toEqual([]);
    expect([...en].filter((k) => !fr.has(k)), 'English only').toEqual([]);
  });
});
