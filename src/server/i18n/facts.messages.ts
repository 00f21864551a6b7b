// Messages of the current facts (admin panel, /sources).
import type { MessageTable } from './messages.js';

export const FACTS_MESSAGES = {
  'facts.not_found': {
    fr: 'Fait introuvable.',
    en: 'Fact not found.',
    ar: 'المعلومة غير موجودة.',
  },
} as const satisfies MessageTable;
