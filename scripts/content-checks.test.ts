// `npm run content:check` as a test, so that it is part of `npm test`: the content as it is passes
// every check, and the faults found by the fact-check of issue 38 would each fail one.
import { describe, expect, it } from 'vitest';
import { ALL_QUESTIONS } from '../db/seeds/content/questions/index.js';
import { REVIEW_PASSES, distractorsCheckedAt, lastReviewed } from '../db/seeds/content/questions/reviews.js';
import type { SeedQuestion } from '../db/seeds/content/questions/types.js';
import {
  type ContentText,
  FACT_RECORDS,
  KNOWN_OPEN,
  arabicExplanationsReviewed,
  contentTexts,
  explanationFaults,
  factFaults,
  officeHolderFaults,
  optionContainmentFaults,
  reviewFaults,
  runContentChecks,
  stillOpen,
} from './content-checks.js';

const N = '\u202F';
const question = (id: string): SeedQuestion => {
  const q = ALL_QUESTIONS.find((x) => x.id === id);
  if (!q) throw new Error(`no question ${id}`);
  return q;
};

describe('content:check on the content as it is', () => {
  const results = runContentChecks(ALL_QUESTIONS);
  it.each(Object.keys(results))('%s: no fault', (name) => {
    expect(results[name]).toEqual([]);
  });

  it('reads the bank, the glossary, the facts, the examiner and the interface copy', () => {
    const places = new Set(contentTexts().map((t) => t.where.split(':')[0]));
    expect([...places].sort()).toEqual(['fact', 'file', 'glossary', 'question']);
    const files = contentTexts().filter((t) => t.where.startsWith('file:')).map((t) => t.where);
    expect(files).toContain('file:src/server/interview/content/lists.ts');
    expect(files).toContain('file:src/client/i18n/locales/ar/community.json');
  });

  it('gives each fact record a source, a date and at least one place', () => {
    for (const r of FACT_RECORDS) {
      expect(r.source.length, r.id).toBeGreaterThan(5);
      expect(r.checkedAt, r.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.places.length, r.id).toBeGreaterThan(0);
    }
  });

  it('lists a known open contradiction only while it is open', () => {
    for (const open of KNOWN_OPEN) expect(stillOpen(open.id), `${open.id} is fixed: take it off KNOWN_OPEN`).toBe(true);
  });
});

describe('the faults of issue 38 would each fail', () => {
  it('an explanation that discusses answers not offered (val-056, val-004, val-033 as they were)', () => {
    const val056 = {
      ...question('val-056'),
      explanation: `C'est l'article 9 de la Déclaration de 1789, qui fonde la présomption d'innocence. «${N}Nul n'est censé ignorer la loi${N}» est un adage juridique, «${N}L'État, c'est moi${N}» est attribué à Louis XIV, et «${N}L'union fait la force${N}» est la devise de la Belgique.`,
    };
    const val004 = {
      ...question('val-004'),
      explanation: `Rouget de Lisle a écrit ce chant en avril 1792, à Strasbourg, pour l'armée du Rhin, au début de la guerre contre l'Autriche. «${N}Le Chant du départ${N}» est un autre chant révolutionnaire (1794) et l'«${N}Ode à la joie${N}» de Beethoven est l'hymne de l'Union européenne.`,
    };
    const val033 = {
      ...question('val-033'),
      explanation: "L'antisémitisme est la haine des Juifs en tant que Juifs. La xénophobie vise les étrangers, l'homophobie les personnes homosexuelles et le sexisme vise une personne en raison de son sexe.",
    };
    expect(explanationFaults(val056).join('\n')).toMatch(/L'État, c'est moi[\s\S]*L'union fait la force/);
    expect(explanationFaults(val004).join('\n')).toContain('Ode à la joie');
    expect(explanationFaults(val033).join('\n')).toMatch(/homophobie[\s\S]*sexisme/);
    // Their fixed explanations pass.
    expect(['val-056', 'val-004', 'val-033'].flatMap((id) => explanationFaults(question(id)))).toEqual([]);
  });

  it('the same fact said otherwise in a second place', () => {
    const texts: ContentText[] = [
      ...contentTexts(),
      { where: 'file:examiner-before', text: 'La monnaie de la France est l’euro depuis 2002 (le franc a disparu).' },
      { where: 'file:lists-before', text: `Y reposent notamment Voltaire, Marie Curie, Simone Veil et Joséphine Baker${N}; Robert Badinter y est entré en 2025.` },
      { where: 'file:bank-before', text: 'Le Panthéon accueille les restes de personnalités : Victor Hugo, Joséphine Baker ou Missak Manouchian.' },
      { where: 'file:examiner-accepts', text: 'Le blasphème est interdit en France.' },
      { where: 'file:glossary-before', text: 'Elle a le dernier mot sur les lois et peut renverser le Gouvernement.' },
      { where: 'file:regions-before', text: 'Sauf mention contraire, la demande est instruite par le service de naturalisation de votre préfecture.' },
      { where: 'file:chagall-before', text: 'Le plafond de la salle a été repeint par Marc Chagall en 1964.' },
      { where: 'file:counts-before', text: `Il y a 348 députés.${N}Le Sénat compte 321 sénateurs. La France a 14 régions en métropole et 95 départements. Droit de timbre de 50 €.` },
      // Right, and not flagged: notes and coins since 2002, the 22 former regions, 577 deputies.
      { where: 'file:weekly', text: "L'euro en pièces et billets depuis 2002. Avant 2016, 22 régions. 577 députés, 348 sénateurs, 101 départements, droit de timbre de 55 €." },
    ];
    const faults = factFaults(texts).join('\n');
    for (const id of ['euro-1999', 'baker-cenotaph', 'blaspheme', 'dernier-mot-assemblee', 'plateformes-naturalisation', 'chagall-plafond']) expect(faults).toContain(`${id}: file:`);
    for (const id of ['deputes-577', 'senateurs-348', 'regions-13-18', 'departements-101', 'timbre-55']) expect(faults).toContain(`${id}: file:counts-before`);
    expect(faults).toContain('file:lists-before');
    expect(faults).toContain('file:bank-before');
    expect(faults).not.toContain('file:weekly');
  });

  it('a place that no longer states the fact (the glossary and inst-054 on the « majorité numérique »)', () => {
    const texts = contentTexts().map((t) =>
      t.where === 'glossary:majorite-numerique:definition'
        ? { ...t, text: `Âge à partir duquel un jeune peut s'inscrire seul sur un réseau social. Une loi de 2023 l'a fixé à 15 ans${N}; avant, il faut l'accord d'un parent.` }
        : t,
    );
    expect(factFaults(texts)).toEqual([expect.stringContaining('majorite-numerique: glossary:majorite-numerique:definition does not state')]);
  });

  it('an office holder named outside the current facts', () => {
    expect(officeHolderFaults([{ where: 'file:page', text: 'Le président du Sénat est Gérard Larcher.' }])).toHaveLength(1);
  });

  it('a wrong option that contains the right answer, in any language (geo-043, val-016 as they were)', () => {
    const geo043 = { ...question('geo-043'), options: ['7 h', '9 h', '15 h', '17 h'] as SeedQuestion['options'] };
    expect(optionContainmentFaults(geo043)).toEqual([expect.stringContaining('geo-043 (fr): the wrong option « 17 h » contains the right answer « 7 h »')]);
    const val016 = {
      ...question('val-016'),
      options: ["Le français et l'anglais", 'Le français', 'Le français et les langues régionales', "Aucune langue n'est fixée"] as SeedQuestion['options'],
      optionsEn: ['French and English', 'French', 'French and the regional languages', 'No language is set'] as SeedQuestion['optionsEn'],
    };
    const arabic = { content: '', explanation: '', options: ['الفرنسية والإنجليزية', 'الفرنسية', 'الفرنسية واللغات الإقليمية', 'لا توجد لغة محددة'] as SeedQuestion['options'] };
    const faults = optionContainmentFaults(val016, arabic);
    expect(faults.map((f) => f.slice(0, 'val-016 (xx)'.length))).toEqual(['val-016 (fr)', 'val-016 (fr)', 'val-016 (en)', 'val-016 (en)', 'val-016 (ar)', 'val-016 (ar)']);
    // Case and accents do not hide it: « LE FRANCAIS et l'anglais ».
    expect(optionContainmentFaults({ ...val016, options: ["LE FRANCAIS et l'anglais", 'Le français', 'Le latin', 'Aucune'] as SeedQuestion['options'], optionsEn: ['a', 'b', 'c', 'd'] as SeedQuestion['optionsEn'] }, undefined)).toHaveLength(1);
    // The bank as it is: none, and the three fixed questions pass.
    expect(ALL_QUESTIONS.flatMap((q) => optionContainmentFaults(q))).toEqual([]);
  });

  it('a question whose distractors no review pass checked', () => {
    const added = { ...question('val-002'), id: 'val-139' };
    expect(reviewFaults([added])).toEqual([expect.stringContaining('val-139: no distractorsCheckedAt')]);
    expect(reviewFaults([question('val-002')], '2026-11-27')).toEqual([expect.stringContaining('is not a past day')]);
  });
});

describe('review passes (db/seeds/content/questions/reviews.ts)', () => {
  it('give every question of the bank a distractorsCheckedAt', () => {
    expect(ALL_QUESTIONS.filter((q) => distractorsCheckedAt(q.id) === undefined).map((q) => q.id)).toEqual([]);
    expect(distractorsCheckedAt('val-002')).toBe('2026-11-28');
  });

  it('read ranges of ids by prefix and number', () => {
    const passes = [{ ...REVIEW_PASSES[0]!, scope: ['val-010..val-020', 'hist-003'], checks: ['arabic' as const] }];
    expect(lastReviewed('val-015', 'arabic', passes)).toBe(REVIEW_PASSES[0]!.date);
    expect(lastReviewed('val-021', 'arabic', passes)).toBeUndefined();
    expect(lastReviewed('hist-003', 'arabic', passes)).toBeDefined();
    expect(lastReviewed('inst-015', 'arabic', passes)).toBeUndefined();
    expect(lastReviewed('val-015', 'distractors', passes)).toBeUndefined();
  });

  it('count the questions whose Arabic explanation a reader who did not write it read against the French', () => {
    const passes = [{ ...REVIEW_PASSES[0]!, scope: ['hist-001..hist-003', 'geo-010'], checks: ['arabic-explanations' as const] }];
    expect(arabicExplanationsReviewed(ALL_QUESTIONS, passes)).toBe(4);
    // The 'arabic' pass read the questions and options, not the explanations: it does not count.
    expect(arabicExplanationsReviewed(ALL_QUESTIONS, [{ ...passes[0]!, checks: ['arabic' as const] }])).toBe(0);
    // Issue 38: histoire, institutions and géographie read in full.
    const read = ALL_QUESTIONS.filter((q) => /^(hist|inst|geo)-/.test(q.id));
    expect(read.filter((q) => lastReviewed(q.id, 'arabic-explanations') === undefined).map((q) => q.id)).toEqual([]);
    expect(arabicExplanationsReviewed(ALL_QUESTIONS)).toBeGreaterThanOrEqual(read.length);
  });
});
