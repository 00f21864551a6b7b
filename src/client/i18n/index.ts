// i18next with one JSON file per area and language, loaded on demand (each page's namespace
// arrives with its code). French by default, English or Arabic (right to left) by choice; the
// choice is kept under 'product-language'.
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY } from '../../shared/constants';

export const LANGUAGES = ['fr', 'en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The interface language chosen, as one of ours (French while i18next is still starting). Not
 * i18next's resolvedLanguage: that one reads 'fr' while a chosen language's texts are missing.
 */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'fr';
}

/** The header that tells the server which language to answer in (its messages, its errors). */
export function languageHeaders(): { 'x-product-language': Language } {
  return { 'x-product-language': currentLanguage() };
}

export function directionOf(lang: Language): 'ltr' | 'rtl' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : 'fr';
  } catch {
    return 'fr';
  }
}

/** `<html lang dir>`: screen readers, fonts and Mantine's DirectionProvider follow it. */
function markDocument(lang: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

/**
 * The choice in a cookie too: a page navigation carries none of the API's headers, and the
 * server's own pages (the 429 page) answer in the language chosen here.
 */
function rememberInCookie(lang: Language): void {
  if (typeof document === 'undefined') return;
  if (document.cookie.includes(`${LANGUAGE_STORAGE_KEY}=${lang}`)) return;
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed, plain value; the Cookie Store API is missing from older phones' browsers.
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

export function setLanguage(lang: Language): Promise<unknown> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Private mode: the switch still works for this visit.
  }
  rememberInCookie(lang);
  markDocument(lang);
  return i18n.changeLanguage(lang);
}

/**
 * Starts i18next and fetches, at once and in parallel, 'common' (the navigation bar's) plus
 * `firstPageNamespaces`: the first page's texts then do not wait for the shell to render. 'auth'
 * comes with the sign-in dialog and pages, or a member's buttons (issue 36: not on the landing's
 * first render).
 */
export function initI18n(lang: Language = storedLanguage(), firstPageNamespaces: readonly string[] = []) {
  markDocument(lang);
  // French is the server's default: only another choice (or a change back) needs the cookie.
  if (typeof document !== 'undefined' && (lang !== 'fr' || document.cookie.includes(`${LANGUAGE_STORAGE_KEY}=`))) rememberInCookie(lang);
  return i18n
    .use(resourcesToBackend((language: string, namespace: string) => import(`./locales/${language}/${namespace}.json`)))
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: 'fr',
      supportedLngs: [...LANGUAGES],
      ns: [...new Set(['common', ...firstPageNamespaces])],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
}

export default i18n;
