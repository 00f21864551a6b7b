// Messages the server sends to users, in French (default), English and Arabic. Services throw errors
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
import { GROUPS_MESSAGES } from './groups.messages.js';
import { INTERVIEW_MESSAGES } from './interview.messages.js';
import { LEARNING_MESSAGES } from './learning.messages.js';
import { QUIZ_MESSAGES } from './quiz.messages.js';
import { SECURITY_MESSAGES } from './security.messages.js';

/** The cookie in which the client keeps the language chosen in the app (src/client/i18n). */
export const LANGUAGE_COOKIE = 'product-language';
const LANGUAGE_COOKIE_VALUE = /(?:^|;\s*)product-language=([a-z]{2})(?:;|$)/;

export function directionOfLang(lang: Lang): 'ltr' | 'rtl' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

/** The interface languages; the examiner of the interview still speaks French in every one. */
export const LANGS = ['fr', 'en', 'ar'] as const;
export type Lang = (typeof LANGS)[number];

export type MessageTable = Record<string, Record<Lang, string>>;

export const SERVER_MESSAGES = {
  'errors.validation': {
    fr: 'Certaines informations sont invalides.',
    en: 'Some information is invalid.',
    ar: 'بعض المعلومات غير صالحة.',
  },
  'errors.unauthorized': {
    fr: 'Connectez-vous pour accéder à cette page.',
    en: 'You must be signed in to access this page.',
    ar: 'سجّل الدخول للوصول إلى هذه الصفحة.',
  },
  'errors.forbidden': {
    fr: "Vous n'avez pas les droits nécessaires pour cette action.",
    en: 'You do not have permission to do this.',
    ar: 'ليست لديك الصلاحيات اللازمة لهذا الإجراء.',
  },
  'errors.not_found': {
    fr: 'Page non trouvée.',
    en: 'Page not found.',
    ar: 'الصفحة غير موجودة.',
  },
  'errors.route_not_found': {
    fr: 'Adresse inconnue.',
    en: 'Unknown address.',
    ar: 'عنوان غير معروف.',
  },
  'errors.server': {
    fr: 'Erreur serveur. Veuillez réessayer plus tard.',
    en: 'Server error. Please try again later.',
    ar: 'خطأ في الخادم. يُرجى المحاولة لاحقًا.',
  },
  'errors.rate_limited': {
    fr: 'Trop de requêtes. Patientez un instant avant de réessayer.',
    en: 'Too many requests. Please wait a moment before trying again.',
    ar: 'طلبات كثيرة جدًا. انتظر لحظة قبل المحاولة من جديد.',
  },
  'errors.cross_origin': {
    fr: 'Requête refusée : origine non autorisée.',
    en: 'Request refused: origin not allowed.',
    ar: 'تم رفض الطلب: المصدر غير مسموح به.',
  },
  'errors.payload_too_large': {
    fr: 'La requête est trop volumineuse.',
    en: 'The request is too large.',
    ar: 'الطلب كبير جدًا.',
  },
  'errors.bad_json': {
    fr: "Le corps de la requête n'est pas un JSON valide.",
    en: 'The request body is not valid JSON.',
    ar: 'محتوى الطلب ليس JSON صالحًا.',
  },
  'errors.unsupported_media': {
    fr: 'Format de requête non pris en charge : envoyez du JSON.',
    en: 'Unsupported request format: send JSON.',
    ar: 'صيغة الطلب غير مدعومة: أرسل JSON.',
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
  ...GROUPS_MESSAGES,
  ...INTERVIEW_MESSAGES,
  ...FACTS_MESSAGES,
  ...GLOSSARY_MESSAGES,
} as const satisfies MessageTable;

export type MessageKey = keyof typeof ALL_MESSAGES;

export function translate(key: MessageKey, lang: Lang): string {
  return ALL_MESSAGES[key][lang];
}

/** Narrows a string that arrived at runtime (an error's message, a zod issue) to a key. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(ALL_MESSAGES, key);
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/**
 * The language of a request: the client's explicit header first, then the first language of
 * Accept-Language if it is one of ours, else French. The one place a request's language is read.
 */
export function langFromHeaders(headers: Record<string, string | string[] | undefined>): Lang {
  const explicit = headers['x-product-language'];
  if (isLang(explicit)) return explicit;
  // A page navigation carries no header of ours: the language chosen in the app, kept in a cookie.
  const cookie = headers.cookie;
  if (typeof cookie === 'string' && cookie.includes(LANGUAGE_COOKIE)) {
    const chosen = LANGUAGE_COOKIE_VALUE.exec(cookie)?.[1];
    if (isLang(chosen)) return chosen;
  }
  const first = /^\s*([a-z]{2})\b/i.exec(String(headers['accept-language'] ?? ''))?.[1]?.toLowerCase();
  return first === 'en' || first === 'ar' ? first : 'fr';
}
