// A group's trainers (docs/groups.md): who runs it with whom; « Ajouter » a co-trainer by the
// e-mail of their account (already a trainer), « Retirer » one while another remains.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { GroupTrainerDto } from '../../../shared/schemas/groups';
import { useSessionExpired } from '../../hooks/useRequireAuth';
import { toast } from '../../lib/toast';
import { errorMessage, isUnauthorized, trpc } from '../../trpc';
import { formatDay, personName } from './group-format';
import { SectionCard } from './GroupParts';

export function Trainers({ groupId, trainers, selfId }: { groupId: string; trainers: GroupTrainerDto[]; selfId: string }) {
  const { t, i18n } = useTranslation(['groups', 'common']);
  const sessionExpired = useSessionExpired();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const onError = (title: string) => (error: unknown) => {
    if (isUnauthorized(error)) sessionExpired();
    else toast(title, errorMessage(error, title), { destructive: true });
  };
  const add = trpc.groups.addTrainer.useMutation({
    onSuccess: () => {
      toast(t('trainers.added'), email);
      setEmail('');
      void utils.groups.get.invalidate({ id: groupId });
    },
    onError: onError(t('trainers.addError')),
  });
  const remove = trpc.groups.removeTrainer.useMutation({
    onSuccess: (_, input) => {
      toast(t('trainers.removed'));
      if (input.userId === selfId) {
        void utils.groups.list.invalidate();
        navigate('/groupes');
      } else void utils.groups.get.invalidate({ id: groupId });
    },
    onError: onError(t('trainers.removeError')),
  });
  return (
    <SectionCard title={t('trainers.title')}>
        {trainers.map((tr) => (
          <Group key={tr.userId} justify="space-between" wrap="wrap" gap="xs" data-testid="trainer-row">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {personName(tr) || tr.email}
                {tr.userId === selfId && ` (${t('trainers.you')})`}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {tr.email} · {t('trainers.since', { date: formatDay(tr.addedAt, i18n.language) })}
              </Text>
            </div>
            {trainers.length > 1 && (
              <Button
                size="sm"
                color="red"
                variant="subtle"
                loading={remove.isPending && remove.variables?.userId === tr.userId}
                onClick={() => remove.mutate({ id: groupId, userId: tr.userId })}
                data-testid="remove-trainer"
              >
                {tr.userId === selfId ? t('trainers.leave') : t('trainers.remove')}
              </Button>
            )}
          </Group>
        ))}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate({ id: groupId, email });
          }}
        >
          <Stack gap="xs">
            <TextInput
              type="email"
              label={t('trainers.email')}
              description={t('trainers.hint')}
              value={email}
              maxLength={254}
              autoComplete="off"
              onChange={(e) => setEmail(e.currentTarget.value)}
              data-testid="trainer-email"
            />
            <Button type="submit" variant="default" loading={add.isPending} disabled={!email.trim()} data-testid="add-trainer">
              {t('trainers.add')}
            </Button>
          </Stack>
        </form>
    </SectionCard>
  );
}
