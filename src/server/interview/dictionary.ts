// The French word list used for the spelling measure (an-array-of-french-words, ~336,000 inflected
// forms, MIT), loaded once on first use, plus proper nouns a candidate is likely to use.
import { createRequire } from 'node:module';
import { fold } from './text.js';

const require = createRequire(import.meta.url);

const PROPER_NOUNS = [
  'france', 'francais', 'francaise', 'francaises', 'marianne', 'paris', 'lyon', 'marseille', 'toulouse',
  'lille', 'bordeaux', 'nantes', 'strasbourg', 'nice', 'europe', 'macron', 'napoleon', 'gaulle', 'clovis',
  'charlemagne', 'jaures', 'hugo', 'moliere', 'voltaire', 'rousseau', 'pasteur', 'curie', 'seine', 'loire',
  'rhone', 'garonne', 'alpes', 'pyrenees', 'corse', 'bretagne', 'normandie', 'provence', 'guadeloupe',
  'martinique', 'guyane', 'reunion', 'mayotte', 'elysee', 'matignon', 'bastille', 'versailles', 'louvre',
  'ue', 'onu', 'otan', 'cdi', 'cdd', 'smic', 'caf', 'ofii', 'pole', 'internet', 'ok', 'ouais',
];

let exact: Set<string> | null = null;
let folded: Set<string> | null = null;

function load(): void {
  if (exact && folded) return;
  const list = require('an-array-of-french-words') as string[];
  exact = new Set(list);
  folded = new Set(list.map(fold));
  for (const noun of PROPER_NOUNS) {
    exact.add(noun);
    folded.add(noun);
  }
}

/** 'exact' when the word is in the dictionary as written, 'accents' when only its accents are
 *  wrong or missing, 'unknown' otherwise. Expects a lower-cased word. */
export function lookupWord(word: string): 'exact' | 'accents' | 'unknown' {
  load();
  const lower = word.toLowerCase().replace(/’/g, "'");
  if (exact!.has(lower)) return 'exact';
  if (folded!.has(fold(lower))) return 'accents';
  return 'unknown';
}

/** Warms the word list (about 150 ms) so the first answer is not slower than the rest. */
export function preloadDictionary(): void {
  load();
}
