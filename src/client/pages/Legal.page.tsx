// /legal (spec section 2): publisher, hosting, intellectual property, privacy, GDPR rights, terms
// and contacts, with today's date as the last update.
import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/Public/LegalDocument';
import { usePageMeta } from '../hooks/usePageMeta';

export default function LegalPage() {
  const { t, i18n } = useTranslation('legal');
  usePageMeta(t('legal.meta.title'), t('legal.meta.description'));
  const today = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'long' }).format(new Date());
  return <LegalDocument doc="legal" updated={today} />;
}
