import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { setLanguage, type Language } from '../../i18n';

/** FR/EN switch; the choice is kept in local storage under 'product-language'. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('nav.language')}
      value={i18n.language === 'en' ? 'en' : 'fr'}
      onChange={(value) => void setLanguage(value as Language)}
      data={[
        { value: 'fr', label: <span title={t('nav.switchToFrench')} data-testid="lang-fr">FR</span> },
        { value: 'en', label: <span title={t('nav.switchToEnglish')} data-testid="lang-en">EN</span> },
      ]}
    />
  );
}
