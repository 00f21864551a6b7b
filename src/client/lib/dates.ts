// Dates in words, in the interface language. French writes the first day of a month as an
// ordinal ("1er novembre"); Intl gives "1 novembre", so the day is mended here.
import { intlLocale } from '../i18n/intl-locale';

/** "1er novembre 2026" / "1 November 2026"; `options` picks the parts (day, month, year). */
export function longDate(date: Date, language: string, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }): string {
  const french = language !== 'en' && language !== 'ar';
  const parts = new Intl.DateTimeFormat(intlLocale(language), options).formatToParts(date);
  return parts.map((p) => (french && p.type === 'day' && Number(p.value) === 1 ? '1er' : p.value)).join('');
}
