// i18next with one JSON file per area and language, loaded on demand (each page's namespace
// arrives with its code). French by default; the choice is kept under 'product-language'.
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY } from '../../shared/constants';

export type Language = 'fr' | 'en';

export function storedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) === 'en' ? 'en' : 'fr';
  } catch {
    return 'fr';
  }
}

export function setLanguage(lang: Language): Promise<unknown> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Private mode: the switch still works for this visit.
  }
  document.documentElement.lang = lang;
  return i18n.changeLanguage(lang);
}

/**
 * Starts i18next and fetches, at once and in parallel, 'common' and 'auth' (the navigation bar's)
 * plus `firstPageNamespaces`: the first page's texts then do not wait for the shell to render.
 */
export function initI18n(lang: Language = storedLanguage(), firstPageNamespaces: readonly string[] = []) {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  return i18n
    .use(resourcesToBackend((language: string, namespace: string) => import(`./locales/${language}/${namespace}.json`)))
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: 'fr',
      supportedLngs: ['fr', 'en'],
      ns: [...new Set(['common', 'auth', ...firstPageNamespaces])],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
}

export default i18n;
