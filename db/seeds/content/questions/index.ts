// The whole question bank: the five category files concatenated, in a fixed order, plus the
// official list of knowledge questions that the bank must prepare.

import { questions as culture } from './culture.js';
import { questions as geographie } from './geographie.js';
import { questions as histoire } from './histoire.js';
import { questions as institutions } from './institutions.js';
import type { SeedQuestion } from './types.js';
import { questions as valeurs } from './valeurs.js';

export { OFFICIAL_LIST_VERSION, OFFICIAL_QUESTIONS } from './official-list.js';
export type { SeedQuestion } from './types.js';

/** Questions per category file, keyed by category. */
export const QUESTIONS_BY_FILE = {
  histoire,
  institutions,
  geographie,
  culture,
  valeurs,
} as const satisfies Record<SeedQuestion['category'], SeedQuestion[]>;

export const ALL_QUESTIONS: SeedQuestion[] = [
  ...histoire,
  ...institutions,
  ...geographie,
  ...culture,
  ...valeurs,
];
