// /legal: publisher, hosting, intellectual property, privacy, GDPR rights, terms
// and contacts, with today's date as the last update.
import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/Public/LegalDocument';
import { usePageMeta } from '../hooks/usePageMeta';
import { longDate } from '../lib/dates';

export default function LegalPage() {
  const { t, i18n } = useTranslation('legal');
  usePageMeta(t('legal.meta.title'), t('legal.meta.description'));
  const today = longDate(new Date(), i18n.language);
  return <LegalDocument doc="legal" updated={today} />;
}
