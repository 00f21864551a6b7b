// Pure helpers shared by the bank's validation test (db/seeds/content/questions/questions.test.ts) and
// `npm run bank:report`. They live in scripts/ because db/ imports kysely and better-sqlite3 only.

import {
  CATEGORIES,
  CATEGORY_MINIMUMS,
  DIFFICULTIES,
  EXAM_DRAW,
  QUESTION_KINDS,
  SUBTHEMES,
  THEMES,
} from '../src/shared/constants.js';
import type { OfficialQuestion } from '../db/seeds/content/questions/official-list.js';
import type { SeedQuestion } from '../db/seeds/content/questions/types.js';

/** Minimum number of 'situation' questions in the whole bank (docs/product.md#the-civic-exam: 12 of 40 per exam). */
export const MIN_SITUATIONS = 60;
/** A subtheme must hold at least this many times what one exam draws from it. */
export const SUBTHEME_FACTOR = 3;
/** The three fixed demo questions. */
export const DEMO_IDS = ['hist-001', 'inst-001', 'val-001'] as const;
/** Id prefix of each category file. */
export const ID_PREFIX = {
  histoire: 'hist',
  institutions: 'inst',
  geographie: 'geo',
  culture: 'cult',
  valeurs: 'val',
} as const satisfies Record<SeedQuestion['category'], string>;

/** Lowercase, accents folded, punctuation stripped, spaces collapsed: for duplicate detection. */
export function normaliseText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function subthemeMinimum(subtheme: string): number {
  for (const subs of Object.values(EXAM_DRAW)) {
    const n = (subs as Record<string, number>)[subtheme];
    if (n !== undefined) return n * SUBTHEME_FACTOR;
  }
  throw new Error(`unknown subtheme ${subtheme}`);
}

export function themeMinimum(theme: keyof typeof EXAM_DRAW): number {
  return Object.values(EXAM_DRAW[theme] as Record<string, number>).reduce((a, n) => a + n, 0) * SUBTHEME_FACTOR;
}

function countBy<K extends string | number>(keys: readonly K[], items: readonly SeedQuestion[], key: (q: SeedQuestion) => K) {
  const out = new Map<K, number>(keys.map((k) => [k, 0]));
  for (const q of items) out.set(key(q), (out.get(key(q)) ?? 0) + 1);
  return out;
}

export interface BankStats {
  total: number;
  byCategory: Map<string, number>;
  byTheme: Map<string, number>;
  bySubtheme: Map<string, number>;
  byKind: Map<string, number>;
  byDifficulty: Map<number, number>;
  /** category -> difficulty -> count */
  difficultyByCategory: Map<string, Map<number, number>>;
  /** category -> index of the right answer (0..3) -> count */
  answerPositionByCategory: Map<string, number[]>;
  /** Official refs that no question prepares. */
  uncoveredOfficial: OfficialQuestion[];
  /** officialRef values that are not in the official list. */
  unknownRefs: { id: string; ref: string }[];
  /** Official refs covered only by questions of another theme than the official entry's. */
  themeMismatchedOfficial: OfficialQuestion[];
}

export function bankStats(questions: readonly SeedQuestion[], official: readonly OfficialQuestion[]): BankStats {
  const refs = new Map(official.map((o) => [o.ref, o]));
  const coveringThemes = new Map<string, Set<string>>();
  const unknownRefs: { id: string; ref: string }[] = [];
  for (const q of questions) {
    if (q.officialRef === undefined) continue;
    if (!refs.has(q.officialRef)) unknownRefs.push({ id: q.id, ref: q.officialRef });
    const set = coveringThemes.get(q.officialRef) ?? new Set<string>();
    set.add(q.theme);
    coveringThemes.set(q.officialRef, set);
  }
  const difficultyByCategory = new Map<string, Map<number, number>>();
  const answerPositionByCategory = new Map<string, number[]>();
  for (const c of CATEGORIES) {
    const inCat = questions.filter((q) => q.category === c);
    difficultyByCategory.set(c, countBy(DIFFICULTIES, inCat, (q) => q.difficulty));
    const pos = [0, 0, 0, 0];
    for (const q of inCat) {
      const i = q.options.indexOf(q.correctAnswer);
      if (i >= 0) pos[i] = (pos[i] ?? 0) + 1;
    }
    answerPositionByCategory.set(c, pos);
  }
  return {
    total: questions.length,
    byCategory: countBy(CATEGORIES, questions, (q) => q.category),
    byTheme: countBy(THEMES, questions, (q) => q.theme),
    bySubtheme: countBy(SUBTHEMES, questions, (q) => q.subtheme),
    byKind: countBy(QUESTION_KINDS, questions, (q) => q.kind),
    byDifficulty: countBy(DIFFICULTIES, questions, (q) => q.difficulty),
    difficultyByCategory,
    answerPositionByCategory,
    uncoveredOfficial: official.filter((o) => !coveringThemes.has(o.ref)),
    unknownRefs,
    themeMismatchedOfficial: official.filter((o) => {
      const themes = coveringThemes.get(o.ref);
      return themes !== undefined && !themes.has(o.theme);
    }),
  };
}

/**
 * The right answer must not be findable by its length: a candidate who always picks the longest
 * (or the shortest) option should score near chance (25 %), not far above it. Each rate is the
 * share of questions whose right answer is strictly longer (shorter) than all three distractors.
 */
export const MAX_LENGTH_CUE_RATE = 0.3;
/** The reverse cue: a candidate who always avoids the longest (or shortest) option must not gain either. */
export const MIN_LENGTH_CUE_RATE = 0.15;

export interface LengthCues {
  /** Ids whose right answer is strictly the longest option. */
  longest: string[];
  /** Ids whose right answer is strictly the shortest option. */
  shortest: string[];
  longestRate: number;
  shortestRate: number;
}

/** Length cues of the right answer, in French (options) or English (optionsEn, same order). */
export function lengthCues(questions: readonly SeedQuestion[], lang: 'fr' | 'en'): LengthCues {
  const longest: string[] = [];
  const shortest: string[] = [];
  for (const q of questions) {
    const i = q.options.indexOf(q.correctAnswer);
    const lengths = (lang === 'fr' ? q.options : q.optionsEn).map((o) => [...o.trim()].length);
    const right = lengths[i]!;
    const others = lengths.filter((_, j) => j !== i);
    if (others.every((n) => right > n)) longest.push(q.id);
    if (others.every((n) => right < n)) shortest.push(q.id);
  }
  const n = Math.max(questions.length, 1);
  return { longest, shortest, longestRate: longest.length / n, shortestRate: shortest.length / n };
}

const NNBSP = '\u202F';

/**
 * Typography faults of one French string of the bank: the curly apostrophe (the bank, like the
 * interface, uses the straight one), a missing narrow no-break space (U+202F) before ! ? : ; or
 * inside « », or an ordinary / no-break space where the narrow one belongs. Colons of addresses
 * (https://) and of times or ratios (10:30) are not punctuation and are left alone.
 */
export function frenchTypographyFaults(text: string): string[] {
  const faults: string[] = [];
  if (/[\u2018\u2019]/.test(text)) faults.push('curly apostrophe');
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const prev = text[i - 1];
    const next = text[i + 1];
    if ('!?:;'.includes(c)) {
      if (c === ':' && (next === '/' || (/\d/.test(prev ?? '') && /\d/.test(next ?? '')))) continue;
      if (i === 0 || prev === NNBSP || prev === '!' || prev === '?') continue;
      faults.push(`no U+202F before « ${c} » at ${i}`);
    }
    if (c === '«' && next !== NNBSP) faults.push(`no U+202F after « at ${i}`);
    if (c === '»' && prev !== NNBSP) faults.push(`no U+202F before » at ${i}`);
  }
  return faults;
}

/** Typography faults of one English string of the bank: only the apostrophe style is checked. */
export function englishTypographyFaults(text: string): string[] {
  return /[\u2018\u2019]/.test(text) ? ['curly apostrophe'] : [];
}

export { CATEGORY_MINIMUMS };
