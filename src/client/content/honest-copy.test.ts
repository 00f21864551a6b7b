// The product's copy makes no claim it does not keep (docs/content-sources.md): our questions are
// not "official", stories are moderated, not verified, no reference price, no promised response
// time, no retired names (Twitter, Observatoire de la laïcité), no invented regional figures.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGIONS } from './regions';

const LOCALES = join(import.meta.dirname, '..', 'i18n', 'locales');

/** Every string of every locale file, with its key path. */
function strings(value: unknown, path: string, out: Array<[string, string]> = []): Array<[string, string]> {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out);
  return out;
}

function localeStrings(lang: 'fr' | 'en'): Array<[string, string]> {
  const dir = join(LOCALES, lang);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => strings(JSON.parse(readFileSync(join(dir, f), 'utf8')), `${lang}/${f.replace('.json', '')}`));
}

const BANNED: Record<'fr' | 'en', RegExp[]> = {
  fr: [
    /quiz officiels/i,
    /questions officielles/i,
    /officielles de l'entretien/i,
    /(histoires|questions|témoignages?) (sont |est )?vérifié/i,
    /^vérifiée?s?$/i,
    /twitter/i,
    /observatoire de la laïcité/i,
    /au lieu de \d/i,
    /sous 24\s?h/i,
    /moins de \d+\s?h\b/i,
    /qu'attend l'examinateur/i,
    /\d\s?% de réussite/i,
    /\b(facile|modéré|difficile)\b.*préfecture|préfecture.*\b(facile|modéré|difficile)\b/i,
  ],
  en: [
    /official-style/i,
    /official questions/i,
    /official (naturalisation )?interview questions/i,
    /(verified|checked) (stories|questions)/i,
    /^verified$/i,
    /twitter/i,
    /observatoire de la laïcité/i,
    /instead of €/i,
    /within 24/i,
    /under \d+\s?h\b/i,
    /examiner expects/i,
    /\d\s?% success/i,
  ],
};

describe('honest copy', () => {
  it('the checker catches the claims it bans', () => {
    const hit = (lang: 'fr' | 'en', s: string) => BANNED[lang].some((re) => re.test(s));
    expect(hit('fr', 'Vérifiée')).toBe(true);
    expect(hit('fr', 'Essayez 3 questions officielles de l\'entretien')).toBe(true);
    expect(hit('fr', 'Les histoires vérifiées de candidats')).toBe(true);
    expect(hit('fr', 'au lieu de 50 € / mois')).toBe(true);
    expect(hit('fr', 'Partager sur Twitter')).toBe(true);
    expect(hit('fr', "l'Observatoire de la laïcité")).toBe(true);
    expect(hit('fr', 'Réponse sous 24h')).toBe(true);
    expect(hit('en', 'Official-style quizzes')).toBe(true);
    expect(hit('en', 'instead of €50 / month')).toBe(true);
    // What stays allowed: the Google address check, advice to check official information.
    expect(hit('fr', "Votre adresse Google n'est pas vérifiée : elle ne peut pas servir à vous connecter.")).toBe(false);
    expect(hit('fr', 'vérifiez toujours les informations officielles')).toBe(false);
    expect(hit('fr', 'la liste officielle des questions de connaissance de l\'examen civique')).toBe(false);
  });

  for (const lang of ['fr', 'en'] as const) {
    it(`no ${lang} locale string makes a banned claim`, () => {
      const entries = localeStrings(lang);
      expect(entries.length).toBeGreaterThan(100);
      const found = entries.filter(([, text]) => BANNED[lang].some((re) => re.test(text))).map(([key, text]) => `${key}: ${text}`);
      expect(found).toEqual([]);
    });
  }

  it('the public pages do not call the interview "IA": it is rule-based unless a model is configured', () => {
    for (const lang of ['fr', 'en'] as const) {
      for (const file of ['landing', 'public']) {
        const entries = strings(JSON.parse(readFileSync(join(LOCALES, lang, `${file}.json`), 'utf8')), `${lang}/${file}`);
        expect(entries.filter(([, text]) => /\b(IA|AI)\b/.test(text)).map(([key]) => key)).toEqual([]);
      }
    }
  });

  it('the regions carry no figure and no rating', () => {
    expect(JSON.stringify(REGIONS)).not.toMatch(/\d\s?%|facile|modéré|difficile|marseillaise/i);
  });
});
