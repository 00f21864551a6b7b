// 'Utilisateurs': id, email, name ('Non renseigné' when absent), access (Complet/Demo), role
// (Admin/User), registration date in fr-FR and a count; search (by e-mail or name, run by the
// server), pages fetched one at a time, and switches to grant or remove full access and the admin
// role (never one's own admin role).
// A one-time password reset link can be made for any member (ResetLinkButton).
import { Badge, Group, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserDto } from '../../../shared/schemas/admin';
import { useAuth } from '../../hooks/useAuth';
import { toast } from '../../lib/toast';
import { trpc } from '../../trpc';
import { frDate, PAGE_SIZE, PHONE_QUERY, SEARCH_DELAY_MS, useActionError, useAfterAdminChange } from './admin-utils';
import { AdminList } from './AdminList';
import { PageFooter } from './AdminPagination';
import { QueryState } from './QueryState';
import { ResetLinkButton } from './ResetLinkButton';

export function UsersTab() {
  const { t } = useTranslation('admin');
  const { user: me } = useAuth();
  const utils = trpc.useUtils();
  const afterChange = useAfterAdminChange();
  const onError = useActionError();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = useState(1);
  const input = { page, pageSize: PAGE_SIZE, q };
  const query = trpc.admin.users.list.useQuery(input, { placeholderData: keepPreviousData });
  const phone = useMediaQuery(PHONE_QUERY);

  const update = trpc.admin.users.update.useMutation({
    onSuccess: (u) => {
      utils.admin.users.list.setData(input, (data) => data && { ...data, items: data.items.map((x) => (x.id === u.id ? u : x)) });
      if (u.id === me?.id) void utils.auth.user.invalidate();
      afterChange();
    },
    onError,
  });

  const data = query.data;
  if (!data) return <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} />;

  const rows = data.items;
  const fullName = (u: AdminUserDto) => [u.firstName, u.lastName].filter((p) => p?.trim()).join(' ');
  const busy = (u: AdminUserDto) => update.isPending && update.variables?.id === u.id;

  const setAccess = (u: AdminUserDto, hasFullAccess: boolean) =>
    update.mutate(
      { id: u.id, hasFullAccess },
      { onSuccess: () => toast(hasFullAccess ? t('users.accessGranted', { email: u.email }) : t('users.accessRevoked', { email: u.email })) },
    );
  const setAdmin = (u: AdminUserDto, isAdmin: boolean) =>
    update.mutate(
      { id: u.id, isAdmin },
      { onSuccess: () => toast(isAdmin ? t('users.adminGranted', { email: u.email }) : t('users.adminRevoked', { email: u.email })) },
    );

  // Preparation groups (docs/groups.md): a trainer may create groups and follow their members.
  const setTrainer = (u: AdminUserDto, isTrainer: boolean) =>
    update.mutate(
      { id: u.id, isTrainer },
      { onSuccess: () => toast(isTrainer ? t('users.trainerGranted', { email: u.email }) : t('users.trainerRevoked', { email: u.email })) },
    );

  const emailCell = (u: AdminUserDto) => (
    <Text size="sm" style={{ wordBreak: 'break-all' }}>
      {u.email}
      {u.id === me?.id && (
        <Text span c="dimmed" size="xs">
          {' '}
          ({t('users.you')})
        </Text>
      )}
    </Text>
  );
  const nameCell = (u: AdminUserDto) =>
    fullName(u) ? (
      <Text size="sm">{fullName(u)}</Text>
    ) : (
      <Text size="sm" c="dimmed" fs="italic">
        {t('users.notProvided')}
      </Text>
    );
  const accessBadge = (u: AdminUserDto) => (
    <Badge color={u.hasFullAccess ? 'green' : 'gray'} variant={u.hasFullAccess ? 'filled' : 'light'} tt="none" data-testid="user-access-badge">
      {u.hasFullAccess ? t('users.full') : t('users.demo')}
    </Badge>
  );
  const roleBadge = (u: AdminUserDto) => (
    <Badge color={u.isAdmin ? 'red' : 'blue'} variant={u.isAdmin ? 'filled' : 'light'} tt="none" data-testid="user-role-badge">
      {u.isAdmin ? t('users.admin') : t('users.user')}
    </Badge>
  );
  const switches = (u: AdminUserDto) => {
    const self = u.id === me?.id;
    return (
      <>
        <Switch
          size="sm"
          label={t('users.full')}
          checked={u.hasFullAccess}
          disabled={busy(u)}
          onChange={(e) => setAccess(u, e.currentTarget.checked)}
          aria-label={t('users.fullAccessToggle', { email: u.email })}
          data-testid={`user-access-${u.email}`}
        />
        <Tooltip label={t('users.ownAdmin')} disabled={!self} withinPortal>
          <div>
            <Switch
              size="sm"
              color="red"
              label={t('users.admin')}
              checked={u.isAdmin}
              disabled={busy(u) || (self && u.isAdmin)}
              onChange={(e) => setAdmin(u, e.currentTarget.checked)}
              aria-label={t('users.adminToggle', { email: u.email })}
              data-testid={`user-admin-${u.email}`}
            />
          </div>
        </Tooltip>
        <Switch
          size="sm"
          color="teal"
          label={t('users.trainer')}
          checked={u.isTrainer}
          disabled={busy(u)}
          onChange={(e) => setTrainer(u, e.currentTarget.checked)}
          aria-label={t('users.trainerToggle', { email: u.email })}
          data-testid={`user-trainer-${u.email}`}
        />
        <ResetLinkButton user={u} />
      </>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          type="search"
          style={{ flex: '1 1 240px', maxWidth: 420 }}
          data-testid="users-search"
        />
        <Badge size="lg" variant="light" tt="none" data-testid="users-count">
          {t('users.count', { count: data.total })}
        </Badge>
      </Group>

      <AdminList
        rows={rows}
        rowKey={(u) => u.id}
        empty={t('users.empty')}
        phone={phone}
        minWidth={860}
        rowProps={(u) => ({ 'data-testid': `user-row-${u.email}` })}
        card={(u) => (
          <>
            {emailCell(u)}
            {nameCell(u)}
            <Group gap="xs" wrap="wrap">
              {accessBadge(u)}
              {roleBadge(u)}
              <Text size="xs" c="dimmed">
                {t('users.columns.createdAt')} : {frDate(u.createdAt)} · {t('users.columns.attempts')} : {u.attempts}
              </Text>
            </Group>
            <Text size="xs" ff="monospace" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {u.id}
            </Text>
            <Group gap="lg">{switches(u)}</Group>
          </>
        )}
        columns={[
          {
            head: t('users.columns.id'),
            cell: (u) => (
              <Text size="xs" ff="monospace" title={u.id}>
                {u.id.slice(0, 8)}
              </Text>
            ),
          },
          { head: t('users.columns.email'), cell: emailCell },
          { head: t('users.columns.name'), cell: nameCell },
          { head: t('users.columns.access'), cell: accessBadge },
          { head: t('users.columns.admin'), cell: roleBadge },
          { head: t('users.columns.createdAt'), cell: (u) => <Text size="sm">{frDate(u.createdAt)}</Text> },
          { head: t('users.columns.attempts'), cell: (u) => <Text size="sm">{u.attempts}</Text> },
          { head: t('users.columns.actions'), cell: (u) => <Stack gap={6}>{switches(u)}</Stack> },
        ]}
      />

      <PageFooter page={data.page} pageSize={PAGE_SIZE} total={data.total} shown={rows.length} onChange={setPage} />
    </Stack>
  );
}
