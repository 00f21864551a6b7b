// « Mes groupes » in Mon compte (docs/groups.md): the groups the member joined, who runs them,
// whether the e-mail is shared, and « Quitter » (the trainers lose access at once).
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSessionExpired } from '../../hooks/useRequireAuth';
import { toast } from '../../lib/toast';
import { errorMessage, isUnauthorized, trpc } from '../../trpc';
import { formatDay, trainerNames } from './group-format';

export function MyGroupsCard() {
  const { t, i18n } = useTranslation(['groups', 'common']);
  const sessionExpired = useSessionExpired();
  const utils = trpc.useUtils();
  const groups = trpc.groups.list.useQuery();
  const leave = trpc.groups.leave.useMutation({
    onSuccess: () => {
      toast(t('mine.left'));
      void utils.groups.list.invalidate();
    },
    onError: (error) => {
      if (isUnauthorized(error)) sessionExpired();
      else toast(t('common:errors.title'), errorMessage(error, t('common:errors.title')), { destructive: true });
    },
  });
  const data = groups.data;
  if (!data) return null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="my-groups">
      <Group justify="space-between" align="baseline" mb="xs" wrap="wrap">
        <Title order={2} fz="h3">
          {t('mine.title')}
        </Title>
        {data.isTrainer && (
          <Anchor component={Link} href="/groupes" size="sm">
            {t('mine.trainerLink')}
          </Anchor>
        )}
      </Group>
      <Text size="sm" mb="md">
        {t('mine.body')}
      </Text>
      {data.memberships.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('mine.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {data.memberships.map((m) => (
            <Group key={m.groupId} justify="space-between" wrap="wrap" gap="xs" data-testid={`membership-${m.name}`}>
              <div style={{ minWidth: 0, flex: '1 1 200px' }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {m.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('trainerOf', { names: trainerNames(m.trainers, t('aTrainer')) })} · {t('mine.since', { date: formatDay(m.consentedAt, i18n.language) })}
                </Text>
                {m.shareEmail && (
                  <Badge size="xs" variant="light" mt={4}>
                    {t('mine.emailShared')}
                  </Badge>
                )}
              </div>
              <Button
                size="xs"
                color="red"
                variant="outline"
                loading={leave.isPending && leave.variables?.id === m.groupId}
                onClick={() => {
                  if (window.confirm(t('mine.leaveConfirm'))) leave.mutate({ id: m.groupId });
                }}
                data-testid={`leave-${m.name}`}
              >
                {t('mine.leave')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
