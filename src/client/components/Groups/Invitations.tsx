// A group's invitations (docs/groups.md): a new link and code, shown once with « Copier »; the list
// with their state and « Retirer ».
import { Alert, Badge, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationDto, NewInvitationDto } from '../../../shared/schemas/groups';
import { useSessionExpired } from '../../hooks/useRequireAuth';
import { toast } from '../../lib/toast';
import { errorMessage, isUnauthorized, trpc } from '../../trpc';
import { formatDay } from './group-format';
import { SectionCard } from './GroupParts';

export function NewInvitation({ invitation }: { invitation: NewInvitationDto }) {
  const { t, i18n } = useTranslation(['groups']);
  return (
    <Alert color="green" data-testid="new-invitation">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('invite.shownOnce')}
        </Text>
        {(
          [
            ['link', invitation.inviteUrl],
            ['code', invitation.inviteCode],
          ] as const
        ).map(([kind, value]) => (
          <Group key={kind} gap="xs" wrap="nowrap" align="flex-end">
            <TextInput label={t(`invite.${kind}`)} value={value} readOnly style={{ flex: 1, minWidth: 0 }} data-testid={`invite-${kind}`} />
            <CopyButton value={value}>
              {({ copied, copy }) => (
                <Button size="sm" variant="default" onClick={copy}>
                  {copied ? t('invite.copied') : t('invite.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        ))}
        <Text size="xs">{t('invite.expires', { date: formatDay(invitation.expiresAt, i18n.language) })}</Text>
      </Stack>
    </Alert>
  );
}

export function Invitations({ groupId, invitations }: { groupId: string; invitations: InvitationDto[] }) {
  const { t, i18n } = useTranslation(['groups', 'common']);
  const sessionExpired = useSessionExpired();
  const utils = trpc.useUtils();
  const [fresh, setFresh] = useState<NewInvitationDto | null>(null);
  const onError = (error: unknown) => {
    if (isUnauthorized(error)) sessionExpired();
    else toast(t('common:errors.title'), errorMessage(error, t('common:errors.title')), { destructive: true });
  };
  const create = trpc.groups.createInvitation.useMutation({
    onSuccess: (inv) => {
      setFresh(inv);
      void utils.groups.get.invalidate({ id: groupId });
    },
    onError,
  });
  const revoke = trpc.groups.revokeInvitation.useMutation({
    onSuccess: () => {
      toast(t('invite.revokedToast'));
      void utils.groups.get.invalidate({ id: groupId });
    },
    onError,
  });
  const now = new Date().toISOString();
  return (
    <SectionCard
      title={t('invite.title')}
      action={
        <Button size="xs" onClick={() => create.mutate({ id: groupId })} loading={create.isPending} data-testid="new-invitation-button">
          {t('invite.newLink')}
        </Button>
      }
    >
        {fresh && <NewInvitation invitation={fresh} />}
        {invitations.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('invite.none')}
          </Text>
        ) : (
          invitations.map((inv) => {
            const state = inv.revokedAt ? 'revoked' : inv.expiresAt <= now ? 'expired' : 'active';
            return (
              <Group key={inv.id} justify="space-between" wrap="wrap" gap="xs" data-testid="invitation">
                <Text size="sm">
                  {t('invite.created', { date: formatDay(inv.createdAt, i18n.language) })} · {t('invite.expires', { date: formatDay(inv.expiresAt, i18n.language) })}
                </Text>
                <Group gap="xs">
                  <Badge color={state === 'active' ? 'green' : 'gray'} variant="light">
                    {t(`invite.${state}`)}
                  </Badge>
                  {state === 'active' && (
                    <Button size="compact-xs" color="red" variant="subtle" onClick={() => revoke.mutate({ id: groupId, invitationId: inv.id })}>
                      {t('invite.revoke')}
                    </Button>
                  )}
                </Group>
              </Group>
            );
          })
        )}
    </SectionCard>
  );
}
