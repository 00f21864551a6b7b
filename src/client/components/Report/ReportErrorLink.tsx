// « Signaler une erreur » under a question's correction and on each glossary entry (issue 38): opens
// the contact form pre-filled with the item (/contact?item=question:val-002), which the admin inbox
// counts as an open report of that item.
import { Anchor, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

export type ReportKind = 'question' | 'glossary';

/** The contact form's address for a report about one item. */
export function reportHref(kind: ReportKind, id: string): string {
  return `/contact?item=${kind}:${encodeURIComponent(id)}`;
}

export function ReportErrorLink({ kind, id }: { kind: ReportKind; id: string }) {
  const { t } = useTranslation('common');
  return (
    <Anchor component={Link} href={reportHref(kind, id)} size="sm" c="blue.9" data-testid="report-item" style={{ alignSelf: 'flex-start' }}>
      {t('report.link')}
      <VisuallyHidden> {t(`report.${kind}`, { id })}</VisuallyHidden>
    </Anchor>
  );
}
