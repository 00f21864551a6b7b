// /privacy: the privacy policy in the selected language, last updated 24 November 2026 (legal.json).
import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/Public/LegalDocument';
import { usePageMeta } from '../hooks/usePageMeta';

export default function PrivacyPage() {
  const { t } = useTranslation('legal');
  usePageMeta(t('privacy.meta.title'), t('privacy.meta.description'));
  return <LegalDocument doc="privacy" updated={t('privacy.updated')} />;
}
