// The help translation under the French questions: English or Arabic after the interface language,
// none in French. A member hides it to practise in French first; the choice is kept on the device
// and shared by every question on screen (docs/product.md, "Language and wording").
// The mock exam sets its own aid (ExamTranslation): closed on every question, opened one question
// at a time, and each opening is written down for the correction.
import { useLocalStorage } from '@mantine/hooks';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

export type AidLanguage = 'en' | 'ar';

/** localStorage key: whether the help translation is shown ('true' by default). */
export const TRANSLATION_SHOWN_KEY = 'product-translation-shown';

export interface TranslationAid {
  /** The language of the help translation, or null in French. */
  lang: AidLanguage | null;
  /** The translation is on screen (a language is chosen and the member has not hidden it). */
  shown: boolean;
  toggle: () => void;
}

/** An aid that overrides the member's choice below it (the mock exam's question). */
export const ScopedTranslationAid = createContext<{ shown: boolean; toggle: () => void } | null>(null);

export function useTranslationAid(): TranslationAid {
  const scoped = useContext(ScopedTranslationAid);
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' || i18n.language === 'ar' ? i18n.language : null;
  const [shown, setShown] = useLocalStorage<boolean>({
    key: TRANSLATION_SHOWN_KEY,
    defaultValue: true,
    getInitialValueInEffect: false,
    deserialize: (value) => value !== 'false',
  });
  if (scoped) return { lang, shown: lang !== null && scoped.shown, toggle: scoped.toggle };
  return { lang, shown: lang !== null && shown, toggle: () => setShown(!shown) };
}

/** A translated text and its options in the aid's language (Arabic may be missing: null). */
export function aidText(lang: AidLanguage | null, texts: { en?: string | null; ar?: string | null }): string | undefined {
  if (lang === null) return undefined;
  return texts[lang] ?? undefined;
}
