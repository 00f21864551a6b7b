// Toasts through @mantine/notifications: one at a time, 5000 ms. A new toast replaces the one on
// screen (one toast at a time, docs/product.md#interface-conventions) instead of waiting in a queue behind it.
import { notifications } from '@mantine/notifications';
import i18n from '../i18n';

export const TOAST_DURATION_MS = 5000;

/**
 * On a phone the primary buttons sit at the bottom of the screen: toasts go to the top there. On
 * wider screens they stay bottom-right, clear of the header's buttons and of centred forms.
 */
function toastPosition() {
  return typeof window !== 'undefined' && window.matchMedia?.('(max-width: 48em)').matches ? 'top-center' : 'bottom-right';
}

export function toast(title: string, message?: string, opts: { destructive?: boolean; duration?: number } = {}) {
  notifications.clean();
  notifications.show({
    title,
    message: message ?? '',
    color: opts.destructive ? 'red' : 'blue',
    autoClose: opts.duration ?? TOAST_DURATION_MS,
    withBorder: true,
    // Mantine's grey (gray-6, 3.3:1 on white) is under WCAG AA's 4.5:1 for the toast's text.
    styles: { description: { color: 'var(--mantine-color-gray-8)' } },
    position: toastPosition(),
    closeButtonProps: { 'aria-label': i18n.t('closeNotification') },
  });
}
