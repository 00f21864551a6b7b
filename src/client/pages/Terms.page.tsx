// /terms: the terms of use in the selected language, last updated 24 November 2026 (legal.json).
// They state that the product is free (docs/product.md#access-levels).
import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/Public/LegalDocument';
import { usePageMeta } from '../hooks/usePageMeta';

export default function TermsPage() {
  const { t } = useTranslation('legal');
  usePageMeta(t('terms.meta.title'), t('terms.meta.description'));
  return <LegalDocument doc="terms" updated={t('terms.updated')} />;
}
