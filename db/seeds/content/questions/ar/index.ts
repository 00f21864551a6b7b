// Arabic help translations of every question, keyed by question id (see ArabicQuestionText).
import type { ArabicQuestionTexts } from '../types.js';
import { arabic as culture } from './culture.js';
import { arabic as geographie } from './geographie.js';
import { arabic as histoire } from './histoire.js';
import { arabic as institutions } from './institutions.js';
import { arabic as valeurs } from './valeurs.js';

export const ARABIC_QUESTION_TEXTS: ArabicQuestionTexts = {
  ...histoire,
  ...institutions,
  ...geographie,
  ...culture,
  ...valeurs,
};
