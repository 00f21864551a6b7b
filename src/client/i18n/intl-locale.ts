// The Intl locale behind each interface language, for dates and numbers. Arabic keeps Western
// digits (as Arabic is written in the Maghreb and in France, and as the French questions write them).

export function intlLocale(language: string): string {
  if (language === 'en') return 'en-GB';
  if (language === 'ar') return 'ar-u-nu-latn';
  return 'fr-FR';
}
