import { NativeSelect, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language, LANGUAGES, setLanguage } from '../../i18n';

/** Each language named in itself, whatever the interface language. */
const NAMES: Record<Language, string> = { fr: 'Français', en: 'English', ar: 'العربية' };
const CODES: Record<Language, string> = { fr: 'FR', en: 'EN', ar: 'العربية' };
const TITLE_KEYS = { fr: 'nav.switchToFrench', en: 'nav.switchToEnglish', ar: 'nav.switchToArabic' } as const;

/**
 * French / English / Arabic switch; the choice is kept in local storage under 'product-language'.
 * `compact` (phones): the device's own list in one field, so that the brand, the switch and the
 * menu button share 390 px; otherwise three segments.
 */
export function LanguageToggle({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const value = isLanguage(i18n.language) ? i18n.language : 'fr';
  const choose = (next: string) => {
    if (isLanguage(next)) void setLanguage(next);
  };
  if (compact) {
    return (
      <NativeSelect
        size="xs"
        aria-label={t('nav.language')}
        value={value}
        onChange={(e) => choose(e.currentTarget.value)}
        data-testid="lang-select"
        // Narrow paddings: the brand, this field and the menu button share a 390 px screen.
        rightSectionWidth={22}
        styles={{ input: { paddingInlineStart: 8, paddingInlineEnd: 22 } }}
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {NAMES[lang]}
          </option>
        ))}
      </NativeSelect>
    );
  }
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('nav.language')}
      value={value}
      onChange={choose}
      data={LANGUAGES.map((lang) => ({
        value: lang,
        label: (
          <span title={t(TITLE_KEYS[lang])} lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} data-testid={`lang-${lang}`}>
            {CODES[lang]}
          </span>
        ),
      }))}
    />
  );
}
