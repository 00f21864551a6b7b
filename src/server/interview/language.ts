// Language detection and the B2-oriented measure of the candidate's French, answer by answer.
import { franc } from 'franc-min';
import { lookupWord } from './dictionary.js';
import { ENGLISH_STOPWORDS, FRENCH_STOPWORDS, OTHER_STOPWORDS, fold, splitSentences, tokenize, type Token } from './text.js';

type WordStatus = ReturnType<typeof lookupWord>;

/** Dictionary look-ups memoised for one answer: a repeated word is looked up once. */
function memoLookup(): (w: string) => WordStatus {
  const seen = new Map<string, WordStatus>();
  return (w) => {
    let r = seen.get(w);
    if (r === undefined) {
      r = lookupWord(w);
      seen.set(w, r);
    }
    return r;
  };
}

export type DetectedLanguage = 'fr' | 'en' | 'other' | 'unknown';

// The languages a candidate is likely to answer in besides French; restricting franc to them keeps
// short answers from landing on a distant language with similar trigrams.
const FRANC_LANGUAGES = ['fra', 'eng', 'spa', 'por', 'ita', 'deu', 'nld', 'pol', 'tur', 'ron', 'arb', 'rus', 'ukr', 'vie'];

/**
 * Language of one answer. The core is franc (`franc-min`, trigram profiles); the glue around it is
 * what a trigram model cannot know: proper nouns belong to no language, a bare list of names is never
 * foreign, and French function words with dictionary words (or learner spellings of them) mean
 * French even when the trigrams are too few or too odd. See docs/interview-scoring.md.
 */
export function detectLanguage(text: string, tokenized?: Token[], lookup: (w: string) => WordStatus = lookupWord): DetectedLanguage {
  const all = (tokenized ?? tokenize(text)).filter((t) => !/^\d+$/.test(t.folded));
  if (all.length === 0) return 'unknown';
  // Proper nouns (« l'Espagne, l'Italie, la Suisse ») belong to no language: a short French answer
  // made of names is judged on its other words. A name is a capitalised word that is no function
  // word of any language and no dictionary word (« Liberté, Égalité » stay French words).
  const isName = (t: Token) =>
    /^\p{Lu}/u.test(t.raw) &&
    !FRENCH_STOPWORDS.has(t.folded) && !ENGLISH_STOPWORDS.has(t.folded) && !OTHER_STOPWORDS.has(t.folded) &&
    lookup(t.raw.toLowerCase()) === 'unknown';
  const rest = all.filter((t) => !isName(t));
  const isFrenchWord = (t: Token) => FRENCH_STOPWORDS.has(t.folded) || t.elided;
  const isForeignWord = (t: Token) => ENGLISH_STOPWORDS.has(t.folded) || OTHER_STOPWORDS.has(t.folded);
  const frenchWords = rest.filter(isFrenchWord).length;
  const foreignWords = rest.filter(isForeignWord).length;
  const foreignLetters = /[ñßãõ¿¡]/iu.test(text);
  // A bare list of names (« Victor Hugo, Molière, Zola ») says little about the language spoken:
  // French when its other words are French, never foreign.
  const names = all.length - rest.length;
  if (names > 0 && rest.length <= names && frenchWords === 0 && foreignWords === 0 && !foreignLetters) {
    return rest.length > 0 && rest.every((t) => lookup(t.raw) !== 'unknown') ? 'fr' : 'unknown';
  }
  const frenchFrame = frenchWords >= 1 && foreignWords === 0 ? true : frenchWords >= 2 && frenchWords > foreignWords;
  const tokens = frenchFrame && names > 0 ? rest : all;
  const n = tokens.length;
  // Ordinals (« 1er novembre ») and French function words count as known words.
  const known = tokens.filter((t) => t.elided || FRENCH_STOPWORDS.has(t.folded) || /^\d+(er|re|e|eme)$/.test(t.folded) || lookup(t.raw) !== 'unknown').length;
  const knownRate = known / n;
  const fr = tokens.filter(isFrenchWord).length;
  const en = tokens.filter((t) => ENGLISH_STOPWORDS.has(t.folded)).length;
  const other = tokens.filter((t) => OTHER_STOPWORDS.has(t.folded)).length;
  // French by its own words: French function words and none of another language, with dictionary
  // words or learner spellings around them (« l alemagne, la belgik, la suise »).
  const frenchByWords = fr >= 1 && en === 0 && other === 0 && (fr / n >= 0.25 || knownRate >= 0.6);

  const sample = tokens === all ? text : tokens.map((t) => t.raw).join(' ');
  // Under four words trigrams are too few to trust (« 15 août, 1er novembre »): the words decide.
  const guess = n < 4 ? 'und' : franc(sample, { minLength: 8, only: FRANC_LANGUAGES });
  if (guess === 'fra') return frenchFrame || knownRate >= 0.5 || fr > 0 ? 'fr' : 'unknown';
  if (frenchByWords && !foreignLetters) return 'fr';
  if (guess === 'und') {
    // Too short for trigrams: a few dictionary words are French; a foreign function word is foreign.
    if (foreignLetters) return 'other';
    if (known === n && en === 0 && fr >= other) return 'fr';
    if (en > 0 && en >= other && fr === 0) return 'en';
    if (other > 0 && fr === 0) return 'other';
    return 'unknown';
  }
  // franc says another language. French function words with no foreign one are more likely learner
  // French than a foreign language: never flagged as foreign.
  if (fr > 0 && en === 0 && other === 0) return 'unknown';
  if (frenchFrame && knownRate >= 0.6) return 'fr';
  // English function words outweighing the others settle a guess blurred by names.
  if (en >= 2 && en > other && en > fr) return 'en';
  return guess === 'eng' ? 'en' : 'other';
}

/** Connectors that link ideas (matched folded). The second list marks the richer range expected at B2. */
export const BASIC_CONNECTORS = [
  'parce que', 'car', 'donc', 'mais', 'alors', 'aussi', 'puis', 'ensuite', 'enfin', 'comme', 'quand',
  'par exemple', "d'abord", 'surtout',
];
export const B2_CONNECTORS = [
  'cependant', 'pourtant', 'toutefois', 'néanmoins', 'en effet', "tout d'abord", 'de plus', 'en outre',
  "c'est pourquoi", 'ainsi', 'puisque', 'bien que', 'même si', 'afin de', 'afin que', 'pour que',
  'en revanche', 'par contre', "d'une part", "d'autre part", 'grâce à', 'à cause de', 'en conclusion',
  'finalement', 'par conséquent', 'lorsque', 'tandis que', 'alors que', 'non seulement', 'au contraire',
  'en particulier', 'dans la mesure où', 'étant donné', "c'est-à-dire",
];
const SUBORDINATORS = ['que', 'qui', 'dont', 'ou', 'lorsque', 'quand', 'si', 'parce', 'puisque', 'comme'];

/** Folded text with word boundaries as single spaces, for phrase look-ups of connectors. */
function spaced(text: string): string {
  return ` ${fold(text).replace(/[^a-z0-9-]+/g, ' ').trim()} `;
}

export function findConnectors(text: string): { basic: string[]; advanced: string[] } {
  const s = spaced(text);
  const key = (c: string) => fold(c).replace(/[^a-z0-9-]+/g, ' ');
  const has = (c: string) => s.includes(` ${key(c)} `);
  const advanced = B2_CONNECTORS.filter(has);
  const basic = BASIC_CONNECTORS.filter((c) => has(c) && !advanced.some((a) => key(a).includes(key(c))));
  return { basic, advanced };
}

export interface LanguageAnalysis {
  language: DetectedLanguage;
  wordCount: number;
  sentenceCount: number;
  /** Distinct folded words over words, corrected for length (root type-token ratio / 10, capped at 1). */
  lexicalDiversity: number;
  connectors: string[];
  advancedConnectors: string[];
  subordinateClauses: number;
  /** Share of words found in the French dictionary (accents-only slips count half). */
  spellingRate: number;
  misspelled: string[];
  /** 0..20 */
  score: number;
  /** Short reasons, in French, kept for the report. */
  notes: string[];
}

/**
 * Scores one answer against the CEFR B2 speaking descriptors (fairly even tempo, no errors that
 * cause misunderstanding, a range of connectors, a viewpoint explained). Points out of 20:
 * length 5, lexical diversity 3, sentence structure 4, connectors 4, spelling 4. An answer that is
 * not in French is capped at 3; an empty answer scores 0.
 */
export function analyseLanguage(text: string, targetWords = 25): LanguageAnalysis {
  const tokens = tokenize(text);
  const wordTokens = tokens.filter((t) => !/^\d+$/.test(t.folded));
  const wordCount = tokens.length;
  const lookup = memoLookup();
  const language = detectLanguage(text, tokens, lookup);
  const sentences = splitSentences(text);
  const { basic, advanced } = findConnectors(text);
  const distinct = new Set(wordTokens.map((t) => t.folded)).size;
  const lexicalDiversity = wordTokens.length === 0 ? 0 : Math.min(1, distinct / Math.sqrt(wordTokens.length) / 4.5);

  // Spelling: proper nouns inside a sentence and numbers are not checked.
  let checked = 0;
  let good = 0;
  const misspelled: string[] = [];
  for (const t of wordTokens) {
    if (t.capitalisedInside || t.elided || t.raw.length === 1) continue;
    checked++;
    const found = lookup(t.raw);
    if (found === 'exact') good++;
    else if (found === 'accents') {
      good += 0.5;
      misspelled.push(t.raw);
    } else misspelled.push(t.raw);
  }
  const spellingRate = checked === 0 ? 0 : good / checked;
  const foldedWords = tokens.map((t) => t.folded);
  const subordinateClauses = foldedWords.filter((w) => SUBORDINATORS.includes(w)).length;

  const notes: string[] = [];
  if (wordCount === 0) {
    return {
      language: 'unknown', wordCount, sentenceCount: 0, lexicalDiversity: 0, connectors: [], advancedConnectors: [],
      subordinateClauses: 0, spellingRate: 0, misspelled: [], score: 0, notes: ['réponse vide'],
    };
  }

  const lengthPoints = 5 * Math.min(1, wordCount / targetWords);
  const diversityPoints = 3 * lexicalDiversity * Math.min(1, wordCount / 12);
  const avgSentence = wordCount / Math.max(1, sentences.length);
  let structurePoints = 0;
  if (wordCount >= 5) structurePoints += 1;
  if (avgSentence >= 6 && avgSentence <= 35) structurePoints += 1;
  structurePoints += Math.min(2, subordinateClauses * 0.75);
  const connectorPoints = Math.min(4, basic.length * 1 + advanced.length * 1.75);
  const spellingPoints = checked === 0 ? 0 : 4 * Math.max(0, Math.min(1, (spellingRate - 0.7) / 0.28));
  let score = lengthPoints + diversityPoints + structurePoints + connectorPoints + spellingPoints;

  if (language === 'en' || language === 'other') {
    score = Math.min(score, 3);
    notes.push(language === 'en' ? 'réponse en anglais' : 'réponse dans une autre langue que le français');
  } else if (language === 'unknown' && wordCount >= 3) {
    score = Math.min(score, 6);
    notes.push('langue difficile à identifier');
  }
  if (wordCount < 5) notes.push('réponse très courte');
  if (advanced.length > 0) notes.push(`connecteurs variés (${advanced.join(', ')})`);
  if (checked >= 5 && spellingRate < 0.85) notes.push('plusieurs mots mal orthographiés ou mal compris');

  return {
    language,
    wordCount,
    sentenceCount: sentences.length,
    lexicalDiversity,
    connectors: basic,
    advancedConnectors: advanced,
    subordinateClauses,
    spellingRate,
    misspelled: misspelled.slice(0, 10),
    score: Math.round(Math.max(0, Math.min(20, score)) * 10) / 10,
    notes,
  };
}
