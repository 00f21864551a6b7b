// Language detection and the B2-oriented measure of the candidate's French, answer by answer.
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

/**
 * Stop-word based detector: counts French, English and other (es/pt/it/de) function words, adds the
 * share of words found in the French dictionary and French-only letters. Reliable from about four
 * words, which is what an interview answer is; shorter texts come back 'unknown' unless clear-cut.
 */
export function detectLanguage(text: string, tokenized?: Token[], lookup: (w: string) => WordStatus = lookupWord): DetectedLanguage {
  const all = (tokenized ?? tokenize(text)).filter((t) => !/^\d+$/.test(t.folded));
  if (all.length === 0) return 'unknown';
  // Proper nouns (« l'Espagne, l'Italie, la Suisse ») belong to no language: a short French answer
  // made of names is judged on its other words. A name is a capitalised word that is no function
  // word of any language; it is set aside only when French function words remain to judge by.
  // A capitalised French word (« Liberté, Égalité ») is still a French word, not a name.
  const isName = (t: Token) =>
    /^\p{Lu}/u.test(t.raw) &&
    !FRENCH_STOPWORDS.has(t.folded) && !ENGLISH_STOPWORDS.has(t.folded) && !OTHER_STOPWORDS.has(t.folded) &&
    lookup(t.raw.toLowerCase()) === 'unknown';
  const rest = all.filter((t) => !isName(t));
  const frenchWords = rest.filter((t) => FRENCH_STOPWORDS.has(t.folded) || t.elided).length;
  const foreignWords = rest.filter((t) => ENGLISH_STOPWORDS.has(t.folded) || OTHER_STOPWORDS.has(t.folded)).length;
  const frenchFrame = frenchWords >= 1 && foreignWords === 0 ? true : frenchWords >= 2 && frenchWords > foreignWords;
  const tokens = frenchFrame && rest.length < all.length ? rest : all;
  // A bare list of names (« Victor Hugo, Molière, Zola ») says little about the language spoken:
  // French when its other words are French, never foreign.
  const anyFunctionWord = rest.some((t) => FRENCH_STOPWORDS.has(t.folded) || t.elided || ENGLISH_STOPWORDS.has(t.folded) || OTHER_STOPWORDS.has(t.folded));
  const names = all.length - rest.length;
  if (names > 0 && rest.length <= names && !anyFunctionWord && !/[ñßãõ¿¡]/iu.test(text)) {
    return rest.length > 0 && rest.every((t) => /^\d+$/.test(t.folded) || lookup(t.raw) !== 'unknown') ? 'fr' : 'unknown';
  }
  // Letters French never uses (ñ, ß, ã, ¿…) point to another language.
  if (/[ñßãõ¿¡]/iu.test(text) && frenchWords < 3) return 'other';
  let fr = 0;
  let en = 0;
  let other = 0;
  let known = 0;
  for (const t of tokens) {
    const w = t.folded;
    if (FRENCH_STOPWORDS.has(w) || t.elided) fr++;
    if (ENGLISH_STOPWORDS.has(w)) en++;
    if (OTHER_STOPWORDS.has(w)) other++;
    // An elided article (l', d', qu') is French even though the dictionary lists no one-letter word.
    if (t.elided || lookup(t.raw) !== 'unknown') known++;
  }
  const n = tokens.length;
  const accents = (text.match(/[éèêàùçôîœ]/giu) ?? []).length;
  const frScore = fr / n + 0.5 * (known / n) + Math.min(0.3, accents * 0.05);
  const enScore = en / n + (/\b(i'm|don't|it's|i've|can't|doesn't)\b/i.test(text) ? 0.2 : 0);
  const otherScore = other / n;
  if (n < 3 && fr === 0 && en === 0 && other === 0) return known === n ? 'fr' : 'unknown';
  // French function words and none of any other language: French, however the other words are
  // spelt (« l alemagne, la belgik, la suise ») or whatever names they are (« Debussy, Ravel et Berlioz »).
  if (fr >= 2 && en === 0 && other === 0 && fr / n >= 0.25) return 'fr';
  if (tokens !== all && fr >= 1 && en === 0 && other === 0 && tokens.every((t) => FRENCH_STOPWORDS.has(t.folded) || t.elided)) return 'fr';
  const knownRate = known / n;
  if (frScore >= 0.45 && knownRate >= 0.6 && fr >= en && fr >= other) return 'fr';
  if (enScore >= otherScore && enScore > 0.15) return 'en';
  if (otherScore > 0.15) return 'other';
  // Unknown words with a French function word among them are more likely learner spelling than
  // another language: not flagged as foreign.
  if (knownRate < 0.6 && n >= 4) return fr > 0 && other === 0 && en === 0 ? 'unknown' : 'other';
  return frScore >= 0.35 && knownRate >= 0.6 ? 'fr' : 'unknown';
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
