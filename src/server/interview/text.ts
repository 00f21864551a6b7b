// Text helpers of the examiner: accent folding, tokenising, the Snowball French stemmer and fuzzy
// matching of expected phrases against what the candidate said. Pure functions, no I/O.
import snowball from 'snowball-stemmers';
import { distance } from 'fastest-levenshtein';

/** Lower-cases, removes diacritics (é→e, ç→c, œ→oe) and unifies apostrophes and dashes. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/[‐‑‒–—]/g, '-');
}

/** Elided articles and pronouns that stick to the next word: l', d', j', qu', n', s', c', m', t'. */
const ELIDED = new Set(['l', 'd', 'j', 'qu', 'n', 's', 'c', 'm', 't', 'jusqu', 'lorsqu', 'puisqu', 'quoiqu']);

/** At most this many characters of an answer are analysed: a spoken answer is far shorter. */
export const MAX_ANALYSED_CHARS = 2000;

export interface Token {
  /** The word as written (original case and accents), without a leading elision. */
  raw: string;
  /** Folded form (lower case, no accents). */
  folded: string;
  /** True when the word was preceded by an elided article ('l', 'd', ...), kept as its own token. */
  elided?: boolean;
  /** Index of the sentence this token belongs to. */
  sentence: number;
  /** True when the raw form starts with a capital letter and is not the first word of its sentence. */
  capitalisedInside: boolean;
}

const WORD_RE = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*(?:-[\p{L}\p{N}]+)*/gu;

/** Splits text into sentences (on . ! ? ; and line breaks). Empty pieces are dropped. */
export function splitSentences(text: string): string[] {
  return text
    .slice(0, MAX_ANALYSED_CHARS)
    .split(/(?<=[.!?;…])\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** Tokenises into words; elisions ("l'égalité") become two tokens ("l", "égalité"). */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  splitSentences(text).forEach((sentence, sentenceIndex) => {
    let position = 0;
    for (const match of sentence.matchAll(WORD_RE)) {
      // One pass over the apostrophe-separated parts: leading elisions ("qu'il", "jusqu'à",
      // "l'égalité") become their own tokens, "aujourd'hui" stays whole. Linear in the word's length.
      const parts = match[0].replace(/’/g, "'").split("'");
      const pieces: { raw: string; elided: boolean }[] = [];
      let i = 0;
      while (i < parts.length - 1 && ELIDED.has(fold(parts[i]!))) {
        pieces.push({ raw: parts[i]!, elided: true });
        i++;
      }
      for (; i < parts.length; i++) {
        const part = parts[i]!;
        if (fold(part) === 'aujourd' && fold(parts[i + 1] ?? '') === 'hui') {
          pieces.push({ raw: `${part}'${parts[i + 1]}`, elided: false });
          i++;
        } else if (part) pieces.push({ raw: part, elided: false });
      }
      for (const piece of pieces) {
        tokens.push({
          raw: piece.raw,
          folded: fold(piece.raw),
          ...(piece.elided ? { elided: true } : {}),
          sentence: sentenceIndex,
          capitalisedInside: position > 0 && !piece.elided && /^\p{Lu}/u.test(piece.raw),
        });
        position++;
      }
    }
  });
  return tokens;
}

/** French function words (folded). Used for language detection and to ignore filler in matching. */
export const FRENCH_STOPWORDS = new Set(
  (
    'le la les l un une des du de d au aux et ou mais donc or ni car que qu qui quoi dont ce cet cette ces c ' +
    'ca cela ceci je j tu il elle on nous vous ils elles me m te t se s lui leur leurs mon ma mes ton ta tes ' +
    'son sa ses notre nos votre vos en y ne n pas plus tres bien est suis es sommes etes sont ai as a avons ' +
    'avez ont etait etais etaient ete etre avoir fait pour par avec sans sur sous dans chez entre vers depuis ' +
    'comme aussi tout tous toute toutes si oui non parce quand comment pourquoi alors ici ya cest deja ' +
    'beaucoup peu moi toi eux celui celle ceux qui quel quelle quels quelles chaque autre autres aujourd\'hui ' +
    'jai suis veux peux dois faut sais crois pense aime'
  ).split(/\s+/),
);

export const ENGLISH_STOPWORDS = new Set(
  (
    'the a an and or but so because of to in on at for with is are was were be been am i you he she it we ' +
    'they my your his her our their this that these those what which who do does did have has had not no yes ' +
    'very can will would there here from by as about if when why how me him them us think want like would ' +
    'should could know dont don im its been being into than then also just'
  ).split(/\s+/),
);

/** A few function words of other languages candidates may fall back to (es, pt, it, de). */
export const OTHER_STOPWORDS = new Set(
  (
    'el los las una por para con esta estoy pero porque muy yo nosotros usted ustedes soy hola gracias llamo ' +
    'desde hace anos tengo vivo trabajo siento entiendo pregunta quiero familia aqui ' +
    'os um uma com nao sim eu voce obrigado estou ' +
    'gli sono della questo perche io grazie ciao ' +
    'der die das und ist ich nicht ein eine mit zu auf bin wir danke'
  ).split(/\s+/),
);

/**
 * The Snowball French stemmer (`snowball-stemmers`) on the word as written (its rules need the
 * accents), folded afterwards. Glue for matching: a final plural s goes first (Snowball keeps
 * 'élus'; it handles -aux and -eaux itself), and a final 'qu' becomes 'c' ('laïque' → 'laïc', as 'laïcs').
 */
export function stem(word: string): string {
  const lower = word.toLowerCase();
  if (/^\d+$/.test(lower)) return lower;
  const singular = lower.length > 3 && /[^s]s$/.test(lower) ? lower.slice(0, -1) : lower;
  let stemmed = fold(FRENCH_STEMMER.stem(singular)).replace(/[^a-z0-9]/g, '');
  // Snowball removes '-ité' only inside its R2 region: 'laïcité' keeps 'laïcit', joined here to 'laïc'.
  if (stemmed.length > 5 && stemmed.endsWith('it') && fold(singular).endsWith('ite')) stemmed = stemmed.slice(0, -2);
  return stemmed.endsWith('qu') ? `${stemmed.slice(0, -2)}c` : stemmed;
}

const FRENCH_STEMMER = snowball.newStemmer('french');

/** Levenshtein edit distance, from the maintained `fastest-levenshtein` (Myers' bit-parallel algorithm). */
export function levenshtein(a: string, b: string): number {
  return distance(a, b);
}

/**
 * Whether two spellings are the same word allowing for spelling and recognition slips: exact under
 * 4 letters, one edit from 5, two from 8, or one a prefix of the other (from 7 letters, at most 2
 * letters apart: 'marseille' must not meet 'marseillaise').
 */
export function stemsMatch(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  if (shorter < 4) return false;
  if (shorter >= 7 && Math.abs(a.length - b.length) <= 2 && (a.startsWith(b) || b.startsWith(a))) return true;
  const allowed = shorter >= 8 ? 2 : shorter >= 5 ? 1 : 0;
  return allowed > 0 && Math.abs(a.length - b.length) <= allowed && levenshtein(a, b) <= allowed;
}

/** A word as matching sees it: folded as written, and its Snowball stem. */
export interface MatchToken {
  word: string;
  stem: string;
}

/**
 * Two channels, so that each tool does what it is good at: Snowball brings the inflected and derived
 * forms of a correctly spelt word together ('égaux' = 'égalité', 'élue' = 'élus'), and edit distance
 * on the whole words catches a learner's or a recogniser's slip ('parlemant', 'resistanse'), which
 * Snowball's region rules would stem apart. Equal stems count only between words of similar length,
 * so that a stem cut short does not join two names ('Martinique' and 'Martin' both stem to 'martin').
 */
export function tokensMatch(a: MatchToken, b: MatchToken): boolean {
  if (a.word === b.word) return true;
  if (a.stem === b.stem && a.stem.length >= 2 && Math.abs(a.word.length - b.word.length) <= 3) return true;
  // Stems a slip apart ('marseillese'/'marseillaise' after inflection), long ones only: short stems
  // of different names are often one letter apart ('ravel', 'rabel' of Rabelais).
  return stemsMatch(a.word, b.word) || (a.stem !== b.stem && Math.min(a.stem.length, b.stem.length) >= 6 && stemsMatch(a.stem, b.stem));
}

const NUMBER_WORDS: Record<string, string> = {
  un: '1', une: '1', deux: '2', trois: '3', quatre: '4', cinq: '5', six: '6', sept: '7', huit: '8', neuf: '9',
  dix: '10', onze: '11', douze: '12', treize: '13', quatorze: '14', quinze: '15', seize: '16', vingt: '20',
  trente: '30', quarante: '40', cinquante: '50', soixante: '60', cent: '100', mille: '1000',
};

/** The words of a phrase for matching; digits and French number words are unified ("cinq" = "5"). */
function phraseStems(text: string, keepNumbersOnly = false): MatchToken[] {
  // Hyphenated names are matched part by part: "Wallis-et-Futuna" = "Wallis et Futuna".
  return tokenize(text)
    .map((t) => t.raw)
    .flatMap((w) => (w.includes('-') ? w.split('-').filter(Boolean) : [w]))
    .filter((w) => {
      const folded = fold(w);
      return !FRENCH_STOPWORDS.has(folded) || (NUMBER_WORDS[folded] !== undefined && !keepNumbersOnly);
    })
    .map((w) => {
      const folded = fold(w);
      const number = NUMBER_WORDS[folded];
      return number ? { word: number, stem: number } : { word: folded.replace(/[^a-z0-9]/g, ''), stem: stem(w) };
    })
    .filter((t) => t.word.length > 0);
}

/**
 * Finds an expected phrase in an answer. Every content word of the phrase must appear, in order,
 * within a window a little longer than the phrase, each word matched with `tokensMatch`.
 * "la laïcité", "laicite" and "laïque" all match the phrase "laïcité".
 */
export function containsPhrase(answer: string, phrase: string): boolean {
  return containsStems(phraseStems(answer), phraseStems(phrase));
}

export function containsStems(answerStems: MatchToken[], needle: MatchToken[]): boolean {
  if (needle.length === 0) return false;
  const window = needle.length + 3;
  for (let start = 0; start < answerStems.length; start++) {
    if (!tokensMatch(answerStems[start]!, needle[0]!)) continue;
    let k = 1;
    for (let i = start + 1; i < answerStems.length && i < start + window && k < needle.length; i++) {
      if (tokensMatch(answerStems[i]!, needle[k]!)) k++;
    }
    if (k === needle.length) return true;
  }
  return false;
}

/** Precomputed stems of an answer, to test many phrases cheaply. */
export function answerStems(answer: string): MatchToken[] {
  return phraseStems(answer);
}

export function phraseToStems(phrase: string): MatchToken[] {
  return phraseStems(phrase);
}

/** Shortens a quotation to at most `max` characters, cutting on a word boundary. */
export function shorten(text: string, max = 140): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > max * 0.6 ? lastSpace : max).replace(/[,;:.\s]+$/, '')}…`;
}

/** Folded text with every run of non-letters/digits replaced by one space, padded with spaces. */
/**
 * The one pattern language of the stance catalogue and the fact lists (content/stances.ts,
 * content/general-facts.ts), matched against spacedFoldText: alternatives of folded words, where
 * ` _N ` is a gap of at most N words (each followed by one space), matched between spaces so that
 * words are whole. A gap never crosses a `barrier` word ("ma fille porte le voile dehors, mais à
 * l'école elle l'enlève"). Bounded gaps only: linear in the answer.
 */
export function wordPattern(alternatives: readonly string[], barrier: readonly string[] = []): RegExp {
  const stop = barrier.length ? `(?!${barrier.map((b) => `${b} `).join('|')})` : '';
  const body = alternatives.map((a) => a.replace(/ _(\d+) /g, (_m, n: string) => ` (?:${stop}\\S+ ){0,${n}}`)).join('|');
  return new RegExp(`(?<= )(?:${body})(?= )`);
}

export function spacedFoldText(text: string): string {
  return ` ${fold(text.slice(0, MAX_ANALYSED_CHARS)).replace(/[^a-z0-9-]+/g, ' ').trim()} `;
}
