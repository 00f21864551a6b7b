// How a current fact reads in the interface language: its value in that language (French otherwise)
// and its day of verification as a local date.
import type { CurrentFactDto } from '../../../shared/schemas/facts';

export function factValue(fact: Pick<CurrentFactDto, 'valueFr' | 'valueEn' | 'valueAr'>, lang: string): string {
  if (lang === 'en') return fact.valueEn;
  if (lang === 'ar') return fact.valueAr;
  return fact.valueFr;
}

/** 'YYYY-MM-DD' as a date of the interface language (the day itself, whatever the time zone). */
export function factDay(day: string, lang: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  const locale = lang === 'en' ? 'en-GB' : lang === 'ar' ? 'ar' : 'fr-FR';
  return d.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
