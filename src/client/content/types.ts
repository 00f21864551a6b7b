// Built-in community content (regions, weekly focus, viral quiz, social posts) carries both
// languages side by side; pages pick one with `pick(value, language)`.
export interface Localized<T> {
  fr: T;
  en: T;
}

export function pick<T>(value: Localized<T>, language: string): T {
  return language === 'en' ? value.en : value.fr;
}
