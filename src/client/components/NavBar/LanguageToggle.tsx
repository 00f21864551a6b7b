import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage, setLanguage } from '../../i18n';

/**
 * French / English / Arabic switch; the choice is kept in local storage under 'product-language'.
 * Each language is named in itself (and marked as such), whatever the interface language.
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const value = isLanguage(i18n.language) ? i18n.language : 'fr';
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('nav.language')}
      value={value}
      onChange={(next) => {
        if (isLanguage(next)) void setLanguage(next);
      }}
      data={[
        { value: 'fr', label: <span title={t('nav.switchToFrench')} lang="fr" data-testid="lang-fr">FR</span> },
        { value: 'en', label: <span title={t('nav.switchToEnglish')} lang="en" data-testid="lang-en">EN</span> },
        { value: 'ar', label: <span title={t('nav.switchToArabic')} lang="ar" dir="rtl" data-testid="lang-ar">العربية</span> },
      ]}
    />
  );
}
