// Every French string the product shows (client locales and server messages) follows the
// interface's typography: narrow no-break space before ! ? : ; and inside « », one apostrophe,
// sentence-case labels, "1er", and no agreement with a reader whose gender is unknown.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { frenchTypographyFaults } from '../../../tests/helpers/french-typography.js';

const root = join(import.meta.dirname, '..', '..', '..');
const localeDir = join(root, 'src', 'client', 'i18n', 'locales', 'fr');

function strings(value: unknown, path: string, out: Array<[string, string]>): Array<[string, string]> {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out);
  return out;
}

async function serverStrings(): Promise<Array<[string, string]>> {
  const out: Array<[string, string]> = [];
  const dir = join(root, 'src', 'server', 'i18n');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.messages.ts') || f === 'messages.ts')) {
    const mod = (await import(/* @vite-ignore */ join(dir, file))) as Record<string, unknown>;
    for (const exported of Object.values(mod)) {
      if (!exported || typeof exported !== 'object') continue;
      for (const [key, entry] of Object.entries(exported)) {
        const fr = (entry as { fr?: unknown } | null)?.fr;
        if (typeof fr === 'string') out.push([`${file}:${key}`, fr]);
      }
    }
  }
  return out;
}

describe('French typography', () => {
  it('the checker catches each rule it enforces', () => {
    expect(frenchTypographyFaults('Quiz démarré!')).not.toEqual([]);
    expect(frenchTypographyFaults('Bienvenue {{name}} !')).not.toEqual([]);
    expect(frenchTypographyFaults('Bienvenue {{name}}\u202F!')).toEqual([]);
    expect(frenchTypographyFaults("Commencer l'Entretien")).not.toEqual([]);
    expect(frenchTypographyFaults('Démarrage Rapide')).not.toEqual([]);
    expect(frenchTypographyFaults('Accès Demo')).not.toEqual([]);
    expect(frenchTypographyFaults('Du 1 novembre')).not.toEqual([]);
    expect(frenchTypographyFaults('Du 1er novembre')).toEqual([]);
    expect(frenchTypographyFaults('l’examen')).not.toEqual([]);
    expect(frenchTypographyFaults('« Mon compte »')).not.toEqual([]);
    expect(frenchTypographyFaults('«\u202FMon compte\u202F»')).toEqual([]);
    expect(frenchTypographyFaults('Vous êtes prêt pour la séance.')).not.toEqual([]);
    expect(frenchTypographyFaults('Voir https://www.service-public.fr/x?y=1 à 14:30.')).toEqual([]);
    expect(frenchTypographyFaults('User')).not.toEqual([]);
  });

  const files = readdirSync(localeDir).filter((f) => f.endsWith('.json'));
  it.each(files)('client locale fr/%s', (file) => {
    const entries = strings(JSON.parse(readFileSync(join(localeDir, file), 'utf8')), file.replace('.json', ''), []);
    expect(entries.length).toBeGreaterThan(0);
    const faults = entries.flatMap(([key, text]) => frenchTypographyFaults(text).map((f) => `${key}: ${f} — ${text}`));
    expect(faults).toEqual([]);
  });

  it('server messages', async () => {
    const entries = await serverStrings();
    expect(entries.length).toBeGreaterThan(20);
    const faults = entries.flatMap(([key, text]) => frenchTypographyFaults(text).map((f) => `${key}: ${f} — ${text}`));
    expect(faults).toEqual([]);
  });
});
