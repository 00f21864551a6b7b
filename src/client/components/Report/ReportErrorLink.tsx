// « Signaler une erreur » under a question's correction and on each glossary entry (issue 38): opens
// the contact form pre-filled with the item (/contact?item=question:val-002), which the admin inbox
// counts as an open report of that item. Under a quiz or exam correction it opens in a new tab, so
// that the quiz in progress or the results stay where they are.
import { Anchor, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

export type ReportKind = 'question' | 'glossary';

/** The contact form's address for a report about one item. */
export function reportHref(kind: ReportKind, id: string): string {
  return `/contact?item=${kind}:${encodeURIComponent(id)}`;
}

export function ReportErrorLink({ kind, id, newTab = false }: { kind: ReportKind; id: string; newTab?: boolean }) {
  const { t } = useTranslation('common');
  const label = (
    <>
      {t('report.link')}
      <VisuallyHidden> {t(`report.${kind}`, { id })}</VisuallyHidden>
      {newTab && <VisuallyHidden> {t('report.newTab')}</VisuallyHidden>}
    </>
  );
  const common = { size: 'sm', c: 'blue.9', 'data-testid': 'report-item', style: { alignSelf: 'flex-start' } } as const;
  return newTab ? (
    <Anchor href={reportHref(kind, id)} target="_blank" rel="noopener noreferrer" {...common}>
      {label}
    </Anchor>
  ) : (
    <Anchor component={Link} href={reportHref(kind, id)} {...common}>
      {label}
    </Anchor>
  );
}
