// Arabic help translations of the geographie questions (ids as in ../geographie.ts). Modern Standard Arabic,
// plain and faithful to the French; proper nouns transliterated, with the French name in
// parentheses the first time where it helps (e.g. « الجمعية الوطنية (Assemblée nationale) »).
import type { ArabicQuestionTexts } from '../types.js';

export const arabic: ArabicQuestionTexts = {};
