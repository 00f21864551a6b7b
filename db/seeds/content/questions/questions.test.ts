// Validation of the question bank (docs/product.md#question-bank). Fails on any malformed question, duplicate,
// uncovered official wording, or category / theme / subtheme below its minimum.

import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  CATEGORY_MINIMUMS,
  DIFFICULTIES,
  EXAM_DRAW,
  QUESTION_KINDS,
  SUBTHEMES,
  SUBTHEME_THEME,
  THEMES,
  type Category,
  type QuestionKind,
  type Subtheme,
  type Theme,
} from '../../../../src/shared/constants.js';
import {
  DEMO_IDS,
  ID_PREFIX,
  MAX_LENGTH_CUE_RATE,
  MIN_LENGTH_CUE_RATE,
  MIN_SITUATIONS,
  bankStats,
  englishTypographyFaults,
  frenchTypographyFaults,
  lengthCues,
  normaliseText,
  subthemeMinimum,
  themeMinimum,
} from '../../../../scripts/bank-checks.js';
import { ALL_QUESTIONS, OFFICIAL_QUESTIONS, QUESTIONS_BY_FILE } from './index.js';
import type { SeedCategory, SeedQuestion, SeedSubtheme, SeedTheme } from './types.js';

// ---- the literal unions of types.ts must equal the shared constants -------------------------
// Compile time (npx tsc --noEmit): mutual assignability of the unions.
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const sameCategory: Equals<SeedCategory, Category> = true;
const sameTheme: Equals<SeedTheme, Theme> = true;
const sameSubtheme: Equals<SeedSubtheme, Subtheme> = true;
const sameKind: Equals<SeedQuestion['kind'], QuestionKind> = true;
const sameDifficulty: Equals<SeedQuestion['difficulty'], (typeof DIFFICULTIES)[number]> = true;
// Run time: exhaustive records (an extra or missing key is a type error) compared with the arrays.
const SEED_CATEGORIES = { histoire: 1, institutions: 1, geographie: 1, culture: 1, valeurs: 1 } satisfies Record<
  SeedCategory,
  1
>;
const SEED_THEMES = {
  principes_valeurs: 1,
  institutions_politique: 1,
  droits_devoirs: 1,
  histoire_geo_culture: 1,
  societe: 1,
} satisfies Record<SeedTheme, 1>;
const SEED_SUBTHEMES = {
  devise_symboles: 1,
  laicite: 1,
  situations_valeurs: 1,
  democratie_vote: 1,
  organisation: 1,
  europe: 1,
  droits_fondamentaux: 1,
  obligations: 1,
  situations_droits: 1,
  periodes_personnages: 1,
  territoires: 1,
  patrimoine: 1,
  installation: 1,
  soins: 1,
  travail: 1,
  ecole_parentalite: 1,
} satisfies Record<SeedSubtheme, 1>;
const SEED_KINDS = { knowledge: 1, situation: 1 } satisfies Record<SeedQuestion['kind'], 1>;

const sorted = (xs: Iterable<string>) => [...xs].sort();

describe('types.ts matches src/shared/constants.ts', () => {
  it('has the same categories, themes, subthemes, kinds and difficulties', () => {
    expect([sameCategory, sameTheme, sameSubtheme, sameKind, sameDifficulty]).toEqual([true, true, true, true, true]);
    expect(sorted(Object.keys(SEED_CATEGORIES))).toEqual(sorted(CATEGORIES));
    expect(sorted(Object.keys(SEED_THEMES))).toEqual(sorted(THEMES));
    expect(sorted(Object.keys(SEED_SUBTHEMES))).toEqual(sorted(SUBTHEMES));
    expect(sorted(Object.keys(SEED_KINDS))).toEqual(sorted(QUESTION_KINDS));
    expect(sorted(Object.keys(QUESTIONS_BY_FILE))).toEqual(sorted(CATEGORIES));
  });
});

// ---- the helpers themselves -------------------------------------------------------------
describe('bank-checks helpers', () => {
  it('normalises case, accents and punctuation', () => {
    expect(normaliseText('  Qu’est-ce que la LAÏCITÉ ?')).toBe(normaliseText("qu'est ce que la laicite"));
    expect(normaliseText('Cœur, élève !')).toBe('coeur eleve');
    expect(normaliseText('Quelle est la devise ?')).not.toBe(normaliseText('Quel est le drapeau ?'));
  });
  it('derives minimums from the exam draw', () => {
    expect(subthemeMinimum('situations_valeurs')).toBe(18);
    expect(subthemeMinimum('europe')).toBe(3);
    expect(themeMinimum('histoire_geo_culture')).toBe(24);
    expect(() => subthemeMinimum('nope')).toThrow();
  });
  it('finds uncovered and unknown official refs', () => {
    const q = ALL_QUESTIONS[0] ?? sampleQuestion();
    const first = OFFICIAL_QUESTIONS[0]!;
    const stats = bankStats(
      [
        { ...q, id: 'x-1', theme: first.theme, officialRef: first.ref },
        { ...q, id: 'x-2', officialRef: 'ZZ-999' },
      ],
      OFFICIAL_QUESTIONS,
    );
    expect(stats.uncoveredOfficial.map((o) => o.ref)).not.toContain(first.ref);
    expect(stats.uncoveredOfficial).toHaveLength(OFFICIAL_QUESTIONS.length - 1);
    expect(stats.unknownRefs).toEqual([{ id: 'x-2', ref: 'ZZ-999' }]);
  });
});

describe('typography checks', () => {
  it('want the straight apostrophe and U+202F before ! ? : ; and inside « »', () => {
    expect(frenchTypographyFaults("L'État, c'est\u202F? «\u202FOui\u202F» ; https://x.fr à 10:30")).toHaveLength(1);
    expect(frenchTypographyFaults('Qu\u2019est-ce que « la laïcité » ?')).toHaveLength(4);
    expect(frenchTypographyFaults('Vraiment\u202F?!')).toEqual([]);
    expect(englishTypographyFaults('Napoleon\u2019s')).toEqual(['curly apostrophe']);
    expect(englishTypographyFaults("Napoleon's army: 1805")).toEqual([]);
  });
});

describe('lengthCues', () => {
  it('counts a right answer strictly longer or shorter than every distractor, per language', () => {
    const q = sampleQuestion();
    const cues = (options: SeedQuestion['options'], optionsEn: SeedQuestion['optionsEn'], correctAnswer: string) => {
      const one = [{ ...q, options, optionsEn, correctAnswer }];
      return [lengthCues(one, 'fr'), lengthCues(one, 'en')].map((c) => [c.longest.length, c.shortest.length]);
    };
    // longest in French, a tie in English (a tie is no cue)
    expect(cues(['aaaa', 'bb', 'cc', 'dd'], ['aa', 'bb', 'cc', 'dd'], 'aaaa')).toEqual([[1, 0], [0, 0]]);
    // shortest in both, at position C
    expect(cues(['aaaa', 'bbbb', 'c', 'dddd'], ['aaa', 'bbb', 'c', 'ddd'], 'c')).toEqual([[0, 1], [0, 1]]);
    const rates = lengthCues([{ ...q, options: ['aaaa', 'b', 'c', 'd'], correctAnswer: 'aaaa' }, q], 'fr');
    expect([rates.longestRate, rates.shortestRate]).toEqual([0.5, 0]);
  });
});

function sampleQuestion(): SeedQuestion {
  return {
    id: 'hist-999',
    category: 'histoire',
    theme: 'histoire_geo_culture',
    subtheme: 'periodes_personnages',
    kind: 'knowledge',
    difficulty: 1,
    content: 'Question ?',
    contentEn: 'Question?',
    options: ['a', 'b', 'c', 'd'],
    optionsEn: ['a', 'b', 'c', 'd'],
    correctAnswer: 'a',
    explanation: 'Une explication suffisamment longue pour le test.',
    explanationEn: 'An explanation long enough for the test.',
    source: 'Source',
  };
}

// ---- the official list --------------------------------------------------------------------
describe('official list', () => {
  it('has unique, well-formed refs in document order, valid themes and owners', () => {
    const prefix: Record<SeedTheme, string> = {
      principes_valeurs: 'PV',
      institutions_politique: 'SI',
      droits_devoirs: 'DD',
      histoire_geo_culture: 'HGC',
      societe: 'SOC',
    };
    const seen = new Map<string, number>();
    for (const o of OFFICIAL_QUESTIONS) {
      const n = (seen.get(o.theme) ?? 0) + 1;
      seen.set(o.theme, n);
      expect(o.ref).toBe(`${prefix[o.theme]}-${String(n).padStart(3, '0')}`);
      expect(CATEGORIES).toContain(o.owner);
      expect(o.text.length).toBeGreaterThan(5);
    }
    expect(new Set(OFFICIAL_QUESTIONS.map((o) => normaliseText(o.text))).size).toBe(OFFICIAL_QUESTIONS.length);
    expect(OFFICIAL_QUESTIONS).toHaveLength(244);
  });
});

// ---- every question ----------------------------------------------------------------------
const ALL_OF_THE_ABOVE = /toutes les r[ée]ponses|aucune de ces r[ée]ponses|all of the above|none of the above/i;

describe.each(CATEGORIES.map((c) => [c, QUESTIONS_BY_FILE[c]] as const))('%s.ts', (category, questions) => {
  it.each(questions.map((q) => [q.id, q] as const))('%s is well formed', (_id, q) => {
    expect(q.category).toBe(category);
    expect(q.id).toMatch(new RegExp(`^${ID_PREFIX[category]}-\\d{3}$`));
    expect(q.content.trim().length).toBeGreaterThan(5);
    expect(q.contentEn.trim().length).toBeGreaterThan(5);
    expect(q.options).toHaveLength(4);
    expect(q.optionsEn).toHaveLength(4);
    for (const o of [...q.options, ...q.optionsEn]) {
      expect(typeof o).toBe('string');
      expect(o.trim().length).toBeGreaterThan(0);
      expect(o).not.toMatch(ALL_OF_THE_ABOVE);
    }
    expect(new Set(q.options.map(normaliseText)).size).toBe(4);
    expect(new Set(q.optionsEn.map(normaliseText)).size).toBe(4);
    expect(q.options).toContain(q.correctAnswer);
    expect(q.explanation.trim().length).toBeGreaterThanOrEqual(40);
    expect(q.explanationEn.trim().length).toBeGreaterThanOrEqual(30);
    expect(q.source.trim().length).toBeGreaterThanOrEqual(5);
    expect(THEMES).toContain(q.theme);
    expect(SUBTHEMES).toContain(q.subtheme);
    expect(SUBTHEME_THEME[q.subtheme]).toBe(q.theme);
    expect(QUESTION_KINDS).toContain(q.kind);
    // The draw's 'mises en situation' come from the two situations subthemes and only from them.
    expect(q.kind === 'situation').toBe(q.subtheme.startsWith('situations_'));
    expect(DIFFICULTIES).toContain(q.difficulty);
    if (q.demo !== undefined) expect(q.demo).toBe(true);
  });

  // One apostrophe style in the whole bank, and French typography in the French texts.
  it.each(questions.map((q) => [q.id, q] as const))('%s follows the typography rules', (_id, q) => {
    const fr = [q.content, q.explanation, q.source, q.correctAnswer, ...q.options];
    const en = [q.contentEn, q.explanationEn, ...q.optionsEn];
    expect(fr.flatMap((t) => frenchTypographyFaults(t).map((f) => `${f}: ${t}`))).toEqual([]);
    expect(en.flatMap((t) => englishTypographyFaults(t).map((f) => `${f}: ${t}`))).toEqual([]);
  });

  it('numbers its ids in increasing order', () => {
    const nums = questions.map((q) => Number(q.id.split('-')[1]));
    for (let i = 1; i < nums.length; i++) expect(nums[i]!, questions[i]!.id).toBeGreaterThan(nums[i - 1]!);
  });

  it(`holds at least ${CATEGORY_MINIMUMS[category]} questions`, () => {
    expect(questions.length).toBeGreaterThanOrEqual(CATEGORY_MINIMUMS[category]);
  });

  it('spreads its questions over the five difficulty levels', () => {
    const levels = new Set(questions.map((q) => q.difficulty));
    for (const d of DIFFICULTIES) expect(levels.has(d), `difficulty ${d}`).toBe(true);
  });

  it('varies the position of the right answer (each of A-D between 12% and 38%)', () => {
    const pos = [0, 0, 0, 0];
    for (const q of questions) pos[q.options.indexOf(q.correctAnswer)]! += 1;
    for (const n of pos) {
      expect(n / questions.length).toBeGreaterThanOrEqual(0.12);
      expect(n / questions.length).toBeLessThanOrEqual(0.38);
    }
  });
});

// ---- the bank as a whole -----------------------------------------------------------------
describe('the whole bank', () => {
  const stats = bankStats(ALL_QUESTIONS, OFFICIAL_QUESTIONS);

  it('has no duplicate id', () => {
    const dup = ALL_QUESTIONS.map((q) => q.id).filter((id, i, a) => a.indexOf(id) !== i);
    expect(dup).toEqual([]);
  });

  it('has no duplicate wording (case, accents and punctuation ignored)', () => {
    const seen = new Map<string, string>();
    const dups: string[] = [];
    for (const q of ALL_QUESTIONS) {
      for (const text of [q.content, q.contentEn]) {
        const key = (text === q.content ? 'fr:' : 'en:') + normaliseText(text);
        const other = seen.get(key);
        if (other !== undefined && other !== q.id) dups.push(`${other} = ${q.id}`);
        seen.set(key, q.id);
      }
    }
    expect(dups).toEqual([]);
  });

  it('has at least 335 questions', () => {
    expect(ALL_QUESTIONS.length).toBeGreaterThanOrEqual(335);
  });

  it.each(THEMES.map((t) => [t] as const))('theme %s reaches 3 × its exam draw', (theme) => {
    expect(stats.byTheme.get(theme)).toBeGreaterThanOrEqual(themeMinimum(theme));
  });

  it.each(SUBTHEMES.map((s) => [s] as const))('subtheme %s reaches 3 × its exam draw', (subtheme) => {
    expect(stats.bySubtheme.get(subtheme)).toBeGreaterThanOrEqual(subthemeMinimum(subtheme));
  });

  it(`has at least ${MIN_SITUATIONS} situation questions`, () => {
    expect(stats.byKind.get('situation')).toBeGreaterThanOrEqual(MIN_SITUATIONS);
  });

  it('has exactly the three fixed, easy demo questions', () => {
    const demo = ALL_QUESTIONS.filter((q) => q.demo === true);
    expect(demo.map((q) => q.id).sort()).toEqual([...DEMO_IDS].sort());
    for (const q of demo) expect(q.difficulty, q.id).toBe(1);
  });

  it('points officialRef only at entries of the official list', () => {
    expect(stats.unknownRefs).toEqual([]);
  });

  it('prepares every wording of the official list', () => {
    expect(stats.uncoveredOfficial.map((o) => `${o.ref} (${o.owner}) ${o.text}`)).toEqual([]);
  });

  it('prepares each official wording with at least one question of the same theme', () => {
    expect(stats.themeMismatchedOfficial.map((o) => `${o.ref} (${o.theme})`)).toEqual([]);
  });

  // A candidate who always picks the longest (or shortest) option must not score far above chance,
  // and one who always avoids it must not gain either.
  it.each(['fr', 'en'] as const)('does not give the right answer away by its length (%s)', (lang) => {
    const cues = lengthCues(ALL_QUESTIONS, lang);
    expect(cues.longestRate, `longest: ${cues.longest.join(' ')}`).toBeLessThanOrEqual(MAX_LENGTH_CUE_RATE);
    expect(cues.shortestRate, `shortest: ${cues.shortest.join(' ')}`).toBeLessThanOrEqual(MAX_LENGTH_CUE_RATE);
    expect(cues.longestRate).toBeGreaterThanOrEqual(MIN_LENGTH_CUE_RATE);
    expect(cues.shortestRate).toBeGreaterThanOrEqual(MIN_LENGTH_CUE_RATE);
  });

  // The draw's "mises en situation" are a block of their own, where the cue used to be strongest.
  it.each(['fr', 'en'] as const)('does not give the right answer away by its length in situations (%s)', (lang) => {
    const cues = lengthCues(ALL_QUESTIONS.filter((q) => q.kind === 'situation'), lang);
    expect(cues.longestRate, `longest: ${cues.longest.join(' ')}`).toBeLessThanOrEqual(MAX_LENGTH_CUE_RATE);
    expect(cues.shortestRate, `shortest: ${cues.shortest.join(' ')}`).toBeLessThanOrEqual(MAX_LENGTH_CUE_RATE);
  });

  it('keeps the exam draw consistent (40 questions)', () => {
    const total = Object.values(EXAM_DRAW)
      .flatMap((s) => Object.values(s as Record<string, number>))
      .reduce((a, n) => a + n, 0);
    expect(total).toBe(40);
  });
});
