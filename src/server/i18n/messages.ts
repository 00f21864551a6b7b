// Messages the server sends to users, in French (default) and English. Services throw errors
// whose message is one of these keys; the tRPC error formatter and the REST error handler
// translate it for the request's language, so no service needs to know the language.
// Every area's table is imported here, so `MessageKey` is the closed union of all keys and a
// misspelt key passed to `translate` or `appError` does not compile.
import { ACCOUNT_MESSAGES } from './account.messages.js';
import { ADMIN_MESSAGES } from './admin.messages.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { COMMUNITY_MESSAGES } from './community.messages.js';
import { FACTS_MESSAGES } from './facts.messages.js';
import { GLOSSARY_MESSAGES } from './glossary.messages.js';
import { INTERVIEW_MESSAGES } from './interview.messages.js';
import { LEARNING_MESSAGES } from './learning.messages.js';
import { QUIZ_MESSAGES } from './quiz.messages.js';
import { SECURITY_MESSAGES } from './security.messages.js';

export type MessageTable = Record<string, { fr: string; en: string }>;

export const SERVER_MESSAGES = {
  'errors.validation': {
    fr: 'Certaines informations sont invalides.',
    en: 'Some information is invalid.',
  },
  'errors.unauthorized': {
    fr: 'Connectez-vous pour accéder à cette page.',
    en: 'You must be signed in to access this page.',
  },
  'errors.forbidden': {
    fr: "Vous n'avez pas les droits nécessaires pour cette action.",
    en: 'You do not have permission to do this.',
  },
  'errors.not_found': { fr: 'Page non trouvée.', en: 'Page not found.' },
  'errors.route_not_found': { fr: 'Adresse inconnue.', en: 'Unknown address.' },
  'errors.server': {
    fr: 'Erreur serveur. Veuillez réessayer plus tard.',
    en: 'Server error. Please try again later.',
  },
  'errors.rate_limited': {
    fr: 'Trop de requêtes. Patientez un instant avant de réessayer.',
    en: 'Too many requests. Please wait a moment before trying again.',
  },
  'errors.cross_origin': {
    fr: 'Requête refusée : origine non autorisée.',
    en: 'Request refused: origin not allowed.',
  },
  'errors.payload_too_large': {
    fr: 'La requête est trop volumineuse.',
    en: 'The request is too large.',
  },
  'errors.bad_json': {
    fr: "Le corps de la requête n'est pas un JSON valide.",
    en: 'The request body is not valid JSON.',
  },
  'errors.unsupported_media': {
    fr: 'Format de requête non pris en charge : envoyez du JSON.',
    en: 'Unsupported request format: send JSON.',
  },
} as const satisfies MessageTable;

/** Every message of every area, keyed by its dotted key. */
export const ALL_MESSAGES = {
  ...SERVER_MESSAGES,
  ...SECURITY_MESSAGES,
  ...AUTH_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...ADMIN_MESSAGES,
  ...QUIZ_MESSAGES,
  ...COMMUNITY_MESSAGES,
  ...LEARNING_MESSAGES,
  ...INTERVIEW_MESSAGES,
  ...FACTS_MESSAGES,
  ...GLOSSARY_MESSAGES,
} as const satisfies MessageTable;

export type MessageKey = keyof typeof ALL_MESSAGES;
export type Lang = 'fr' | 'en';

export function translate(key: MessageKey, lang: Lang): string {
  return ALL_MESSAGES[key][lang];
}

/** Narrows a string that arrived at runtime (an error's message, a zod issue) to a key. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(ALL_MESSAGES, key);
}

/** The language of a request: the client's explicit header first, then Accept-Language. */
export function langFromHeaders(headers: Record<string, string | string[] | undefined>): Lang {
  const explicit = headers['x-product-language'];
  if (explicit === 'en' || explicit === 'fr') return explicit;
  const accept = String(headers['accept-language'] ?? '');
  return /^en\b/i.test(accept) ? 'en' : 'fr';
}
