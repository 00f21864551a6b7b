// Built-in community content (regions, weekly focus, viral quiz, social posts) carries the three
// interface languages side by side (French, English, Arabic: a missing one does not compile); pages
// pick one with `pick(value, language)`. The Arabic is a help translation: the exam stays in French.
import type { Localized } from '../../shared/regions';

export type { Localized };

type ContentLanguage = keyof Localized<unknown>;

/** The content language of an interface language: French for anything not English or Arabic. */
export function contentLanguage(language: string): ContentLanguage {
  return language === 'en' || language === 'ar' ? language : 'fr';
}

export function pick<T>(value: Localized<T>, language: string): T {
  return value[contentLanguage(language)];
}
