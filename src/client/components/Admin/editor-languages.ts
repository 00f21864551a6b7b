// The three languages of a question's text in the edit form: French and English are required,
// the Arabic help translation is whole or empty and written right to left.
export const EDITOR_LANGUAGES = [
  { lang: 'fr', suffix: '', required: true },
  { lang: 'en', suffix: 'En', required: true },
  { lang: 'ar', suffix: 'Ar', required: false },
] as const;

/** The attributes of an Arabic field (none for the others). */
export const rtlProps = (lang: string) => (lang === 'ar' ? ({ lang: 'ar', dir: 'rtl' } as const) : {});
