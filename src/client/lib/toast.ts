// Toasts through @mantine/notifications: one at a time, 5000 ms. A new toast replaces the one on
// screen (as the spec's toaster does) instead of waiting in a queue behind it.
import { notifications } from '@mantine/notifications';
import i18n from '../i18n';

export const TOAST_DURATION_MS = 5000;

export function toast(title: string, message?: string, opts: { destructive?: boolean; duration?: number } = {}) {
  notifications.clean();
  notifications.show({
    title,
    message: message ?? '',
    color: opts.destructive ? 'red' : 'blue',
    autoClose: opts.duration ?? TOAST_DURATION_MS,
    withBorder: true,
    closeButtonProps: { 'aria-label': i18n.t('closeNotification') },
  });
}
