// Messages of the glossary (/glossaire and its admin tab), in French, English and Arabic.
import type { MessageTable } from './messages.js';

export const GLOSSARY_MESSAGES = {
  'glossary.term_not_found': {
    fr: 'Terme introuvable dans le glossaire.',
    en: 'Term not found in the glossary.',
    ar: 'المصطلح غير موجود في المسرد.',
  },
  'glossary.definition_too_long': {
    fr: 'La définition en français tient en 30 mots au plus.',
    en: 'The French definition must be 30 words or fewer.',
    ar: 'يجب ألا يتجاوز التعريف بالفرنسية 30 كلمة.',
  },
  'glossary.variants_duplicate': {
    fr: 'Deux variantes ne peuvent pas être identiques.',
    en: 'Two variants cannot be the same.',
    ar: 'لا يمكن أن تكون صيغتان متطابقتين.',
  },
} as const satisfies MessageTable;
