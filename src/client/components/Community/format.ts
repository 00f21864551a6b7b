// Numbers and dates in the interface language.
import { intlLocale } from '../../i18n/intl-locale';
import { longDate } from '../../lib/dates';

export function formatNumber(n: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language)).format(n);
}

/** "1er novembre 2026": the challenges' dates ("Du 1er novembre au 30 novembre 2026"). */
export function formatDate(iso: string, language: string): string {
  return longDate(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso), language);
}
