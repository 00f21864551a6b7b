// 'Lien de réinitialisation': for a member who cannot receive e-mail (or when this server sends
// none), an admin makes the same one-time link the e-mail would carry and hands it over. The
// server records it in the audit log.
import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserDto } from '../../../shared/schemas/admin';
import { intlLocale } from '../../i18n/intl-locale';
import { trpc } from '../../trpc';
import { useActionError } from './admin-utils';

/** `testId`: the button's test id (default `user-reset-link-<email>`, the users tab's). */
export function ResetLinkButton({ user, testId }: { user: Pick<AdminUserDto, 'id' | 'email'>; testId?: string }) {
  const { t, i18n } = useTranslation('admin');
  const onError = useActionError();
  const utils = trpc.useUtils();
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const make = trpc.admin.users.passwordResetLink.useMutation({
    onSuccess: (made) => {
      setLink(made);
      void utils.admin.auditLog.list.invalidate();
    },
    onError,
  });
  const time = link
    ? new Date(link.expiresAt).toLocaleTimeString(intlLocale(i18n.language), { hour: '2-digit', minute: '2-digit' })
    : '';
  return (
    <>
      <Button
        size="compact-xs"
        variant="default"
        loading={make.isPending}
        onClick={() => make.mutate({ id: user.id })}
        aria-label={t('resetLink.aria', { email: user.email })}
        data-testid={testId ?? `user-reset-link-${user.email}`}
      >
        {t('resetLink.button')}
      </Button>
      <Modal opened={link !== null} onClose={() => setLink(null)} title={t('resetLink.title')} centered>
        {link && (
          <Stack gap="sm">
            <Text size="sm">{t('resetLink.body', { email: user.email, time })}</Text>
            <TextInput value={link.url} readOnly aria-label={t('resetLink.title')} onFocus={(e) => e.currentTarget.select()} data-testid="reset-link-url" />
            <Text size="xs" c="dimmed">
              {t('resetLink.audited')}
            </Text>
            <Group justify="flex-end">
              <CopyButton value={link.url}>
                {({ copied, copy }) => (
                  <Button color={copied ? 'teal' : undefined} onClick={copy}>
                    {copied ? t('resetLink.copied') : t('resetLink.copy')}
                  </Button>
                )}
              </CopyButton>
              <Button variant="default" onClick={() => setLink(null)}>
                {t('resetLink.close')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
