// Every text of the built-in content exists in the three interface languages: the weekly focus, the
// viral quiz and the regions' notes. The Arabic is a real translation (Arabic script, same dates and
// figures as the French), and a page in Arabic picks it.
import { describe, expect, it } from 'vitest';
import { REGIONS } from './regions';
import { contentLanguage, pick } from './types';
import { VIRAL_QUESTIONS } from './viral-quiz';
import { WEEKLY_THEMES, weeklyFocusFor } from './weekly-focus';

type Texts = Record<string, unknown>;

/** Every `{ fr, en, … }` node under `value`, with its path. */
function localizedNodes(value: unknown, path: string, out: Array<[string, Texts]> = []): Array<[string, Texts]> {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) localizedNodes(v, `${path}[${i}]`, out);
  }
  else if (value && typeof value === 'object') {
    const node = value as Texts;
    if ('fr' in node && 'en' in node) out.push([path, node]);
    else for (const [k, v] of Object.entries(node)) localizedNodes(v, `${path}.${k}`, out);
  }
  return out;
}

const ARABIC = /[\u0600-\u06FF]/;
/** Years and other figures of two digits or more, thousands separators removed ("4 805" is 4805). */
const figures = (text: string) => (text.replace(/(\d)[\s,](?=\d{3}\b)/g, '$1').match(/\d{2,}/g) ?? []).sort();
/** A web address or a bare figure, the same in every language (vie-publique.fr, 1944). */
const untranslatable = (fr: string, en: string) => fr === en && (/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(fr) || !/\p{L}/u.test(fr));

function check(path: string, node: Texts): string[] {
  const problems: string[] = [];
  if (Object.keys(node).sort().join() !== 'ar,en,fr') problems.push(`${path}: languages ${Object.keys(node).sort().join()}`);
  const pairs: Array<[string, unknown, unknown]> = Array.isArray(node.fr)
    ? (node.fr as unknown[]).map((fr, i) => [`${path}[${i}]`, fr, (node.ar as unknown[] | undefined)?.[i]])
    : [[path, node.fr, node.ar]];
  if (Array.isArray(node.fr) && (node.ar as unknown[] | undefined)?.length !== node.fr.length) problems.push(`${path}: ${String((node.ar as unknown[] | undefined)?.length)} Arabic items for ${node.fr.length}`);
  for (const [i, [where, fr, ar]] of pairs.entries()) {
    const en = Array.isArray(node.en) ? (node.en as unknown[])[i] : node.en;
    if (typeof ar !== 'string' || !ar.trim()) problems.push(`${where}: no Arabic`);
    else if (typeof fr !== 'string') problems.push(`${where}: no French`);
    else if (untranslatable(fr, String(en))) {
      if (ar !== fr) problems.push(`${where}: "${ar}" for "${fr}"`);
    } else {
      if (!ARABIC.test(ar)) problems.push(`${where}: "${ar}" is not Arabic`);
      if (figures(ar).join() !== figures(fr).join()) problems.push(`${where}: figures ${figures(ar)} in Arabic, ${figures(fr)} in French`);
    }
  }
  return problems;
}

describe('the content in French, English and Arabic', () => {
  const sources = { weekly: WEEKLY_THEMES, viral: VIRAL_QUESTIONS, regions: REGIONS };

  it.each(Object.entries(sources))('%s: every text has its Arabic, with the same figures', (name, content) => {
    const nodes = localizedNodes(content, name);
    expect(nodes.length).toBeGreaterThan(2);
    expect(nodes.flatMap(([path, node]) => check(path, node))).toEqual([]);
  });

  it('the checker catches a missing language, a missing item, an untranslated text and a wrong date', () => {
    expect(check('x', { fr: 'Le 14 juillet 1789', en: '14 July 1789' })).toEqual(['x: languages en,fr', 'x: no Arabic']);
    expect(check('x', { fr: ['a b', 'c d'], en: ['a b', 'c d'], ar: ['أ ب'] })).toHaveLength(2);
    expect(check('x', { fr: 'La Révolution', en: 'The Revolution', ar: 'La Révolution' })).toEqual(['x: "La Révolution" is not Arabic']);
    expect(check('x', { fr: 'Le 14 juillet 1789', en: '14 July 1789', ar: '14 يوليو 1798' })).toHaveLength(1);
    expect(check('x', { fr: 'vie-publique.fr', en: 'vie-publique.fr', ar: 'vie-publique.fr' })).toEqual([]);
  });

  it('an Arabic page picks the Arabic; an unknown language falls back to French', () => {
    const focus = weeklyFocusFor(new Date(2025, 6, 23, 12));
    expect(pick(focus.title, 'ar')).toBe('الثورة الفرنسية (1789-1799)');
    expect(pick(focus.studyPlan[0]!.resources, 'ar')[0]).toBe('كتيّب المواطن (وزارة الداخلية)');
    expect(pick(focus.nextWeek, 'ar')).toMatch(ARABIC);
    expect(pick(VIRAL_QUESTIONS[0]!.options, 'ar')).toHaveLength(4);
    expect(pick(focus.title, 'en')).toBe('The French Revolution (1789–1799)');
    expect(pick(focus.title, 'de')).toBe('La Révolution française (1789-1799)');
    expect(contentLanguage('ar')).toBe('ar');
  });
});
