// Toasts through @mantine/notifications: one at a time (limit set on <Notifications/>), 5000 ms.
import { notifications } from '@mantine/notifications';

export const TOAST_DURATION_MS = 5000;

export function toast(title: string, message?: string, opts: { destructive?: boolean; duration?: number } = {}) {
  notifications.show({
    title,
    message: message ?? '',
    color: opts.destructive ? 'red' : 'blue',
    autoClose: opts.duration ?? TOAST_DURATION_MS,
    withBorder: true,
  });
}
