// The French word list used for the spelling measure (an-array-of-french-words, ~336,000 inflected
// forms, MIT), loaded once on first use, plus proper nouns a candidate is likely to use.
//
// Held compactly, to keep the process within its memory budget: each list is one UTF-8 buffer of
// sorted, newline-separated words with a table of offsets, searched by binary search on bytes.
// The list is read as a file, not `require()`d, so that the module cache does not keep every
// parsed word for the life of the process.
import fs from 'node:fs';
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

/** An immutable set of words searchable without one JS string per word. */
export class CompactWordSet {
  private readonly bytes: Buffer;
  private readonly starts: Uint32Array;

  constructor(words: Iterable<string>) {
    // Sorting by UTF-16 code units equals sorting by UTF-8 bytes for text without astral
    // characters (French words have none), so one join gives a byte-sorted buffer.
    const sorted = [...new Set(words)].filter((w) => w && !w.includes('\n')).sort();
    this.bytes = Buffer.from(sorted.join('\n'), 'utf8');
    this.starts = new Uint32Array(sorted.length + 1);
    let word = 0;
    for (let i = 0; i < this.bytes.length; i++) {
      if (this.bytes[i] === 0x0a) this.starts[++word] = i + 1;
    }
    // A virtual separator after the last word keeps the slice arithmetic uniform.
    this.starts[sorted.length] = this.bytes.length + 1;
  }

  get size(): number {
    return this.starts.length - 1;
  }

  has(word: string): boolean {
    const needle = Buffer.from(word, 'utf8');
    let lo = 0;
    let hi = this.size - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const cmp = Buffer.compare(this.bytes.subarray(this.starts[mid]!, this.starts[mid + 1]! - 1), needle);
      if (cmp === 0) return true;
      if (cmp < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }
}

let exact: CompactWordSet | null = null;
let folded: CompactWordSet | null = null;

function load(): void {
  if (exact && folded) return;
  const words = JSON.parse(fs.readFileSync(require.resolve('an-array-of-french-words'), 'utf8')) as string[];
  const list = [...words, ...PROPER_NOUNS];
  exact = new CompactWordSet(list);
  folded = new CompactWordSet(list.map(fold));
}

/** Builds the sets now, at start-up (buildApp's warmUp), so that no answer waits for them. */
export const loadWordList = load;

/** 'exact' when the word is in the dictionary as written, 'accents' when only its accents are
 *  wrong or missing, 'unknown' otherwise. Expects a lower-cased word. */
export function lookupWord(word: string): 'exact' | 'accents' | 'unknown' {
  load();
  const lower = word.toLowerCase().replace(/’/g, "'");
  if (exact!.has(lower)) return 'exact';
  if (folded!.has(fold(lower))) return 'accents';
  return 'unknown';
}

/** Warms the word list so the first answer is not slower than the rest. */
export function preloadDictionary(): void {
  load();
}
