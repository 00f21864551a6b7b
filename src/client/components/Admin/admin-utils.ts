// Small helpers shared by the admin panel's tabs.
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../i18n/intl-locale';
import { toast } from '../../lib/toast';
import { errorMessage, trpc } from '../../trpc';

export const PAGE_SIZE = 20;
/** The server runs the searches: ask once the admin stops typing. */
export const SEARCH_DELAY_MS = 250;
/** Below this width the tables become cards (phone first, no sideways scrolling). */
export const PHONE_QUERY = '(max-width: 48em)';


/** Registration dates are shown in fr-FR, whatever the interface language. */
export function frDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString('fr-FR');
}

export function dateTime(iso: string, lang: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString(intlLocale(lang), { dateStyle: 'short', timeStyle: 'short' });
}

export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** After any admin change: counters and the audit log are stale. */
export function useAfterAdminChange() {
  const utils = trpc.useUtils();
  return () => {
    void utils.admin.stats.invalidate();
    void utils.admin.auditLog.invalidate();
  };
}

/** The toast of a failed admin action: the server's translated message when it gave one. */
export function useActionError() {
  const { t } = useTranslation('admin');
  return (error: unknown) => toast(t('errorTitle'), errorMessage(error, t('actionFailed')), { destructive: true });
}
