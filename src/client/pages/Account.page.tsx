// 'Mon compte' (/account, signed in): profile (name editable), password and e-mail changes, free
// full access, the GDPR export ('Télécharger mes données') and account deletion ('Supprimer mon
// compte', with confirmation).
import { Badge, Button, Card, Container, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGOUT_REDIRECT_MS, useSetCurrentUser, useSignedOut } from '../components/AuthDialog/auth-flows';
import { EmailCard, NameEditor, PasswordCard } from '../components/Account/AccountSettings';
import { ReminderCard } from '../components/Account/ReminderCard';
import { MyGroupsCard } from '../components/Groups/MyGroupsCard';
import { PageLoader } from '../components/PageLoader/PageLoader';
import { useRequireAuth, useSessionExpired } from '../hooks/useRequireAuth';
import { usePageMeta } from '../hooks/usePageMeta';
import { toast } from '../lib/toast';
import { isUnauthorized, trpc } from '../trpc';
import i18n, { languageHeaders } from '../i18n';
import { intlLocale } from '../i18n/intl-locale';

const EXPORT_URL = '/api/account/export';

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** Downloads the export through fetch, so a 401 is handled here rather than saved as a file. */
async function downloadExport(): Promise<'ok' | 'unauthorized' | 'error'> {
  const res = await fetch(EXPORT_URL, {
    credentials: 'include',
    headers: languageHeaders(),
  });
  if (res.status === 401) return 'unauthorized';
  if (!res.ok) return 'error';
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'prepa-naturalisation-mes-donnees.json';
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return 'ok';
}

export default function AccountPage() {
  const { t } = useTranslation(['account', 'common']);
  usePageMeta(t('metaTitle'), t('metaDescription'));
  const { user, isLoading } = useRequireAuth(t('loginRequired'));
  const sessionExpired = useSessionExpired();
  const setCurrentUser = useSetCurrentUser();
  const signedOut = useSignedOut();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [editingName, setEditingName] = useState(false);

  const fullAccess = trpc.account.enableFullAccess.useMutation({
    onSuccess: (updated) => {
      setCurrentUser(updated);
      toast(t('fullAccess.successTitle'), t('fullAccess.successBody'));
    },
    onError: (error) => {
      if (isUnauthorized(error)) sessionExpired();
      else toast(t('common:errors.title'), t('fullAccess.error'), { destructive: true });
    },
  });

  const remove = trpc.account.delete.useMutation({
    onSuccess: () => {
      setConfirmOpen(false);
      toast(t('delete.successTitle'), t('delete.successBody'));
      signedOut(LOGOUT_REDIRECT_MS);
    },
    onError: (error) => {
      setConfirmOpen(false);
      if (isUnauthorized(error)) sessionExpired();
      else toast(t('common:errors.title'), t('delete.error'), { destructive: true });
    },
  });

  const onExport = async () => {
    setExporting(true);
    try {
      const outcome = await downloadExport();
      if (outcome === 'ok') toast(t('data.successTitle'), t('data.successBody'));
      else if (outcome === 'unauthorized') sessionExpired();
      else toast(t('common:errors.title'), t('data.error'), { destructive: true });
    } catch {
      toast(t('common:errors.title'), t('data.error'), { destructive: true });
    } finally {
      setExporting(false);
    }
  };

  if (isLoading) return <PageLoader />;
  if (!user) return null;

  const locale = intlLocale(i18n.language);
  const memberSince = new Date(user.createdAt.includes('T') ? user.createdAt : `${user.createdAt.replace(' ', 'T')}Z`);

  return (
    <Container size="sm" px="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>

        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="h3" mb="md">
            {t('profile.title')}
          </Title>
          {editingName ? (
            <NameEditor user={user} onDone={() => setEditingName(false)} />
          ) : (
            <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" style={{ flex: '1 1 260px' }}>
                <Field label={t('profile.firstName')} value={user.firstName || t('profile.notProvided')} />
                <Field label={t('profile.lastName')} value={user.lastName || t('profile.notProvided')} />
              </SimpleGrid>
              <Button variant="default" size="xs" onClick={() => setEditingName(true)}>
                {t('name.edit')}
              </Button>
            </Group>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" mt="md">
            <Field label={t('profile.email')} value={user.email} />
            <Field
              label={t('profile.memberSince')}
              value={Number.isNaN(memberSince.getTime()) ? '—' : memberSince.toLocaleDateString(locale, { day: '2-digit', month: 'long', year: 'numeric' })}
            />
            <Field
              label={t('profile.access')}
              value={
                <Badge color={user.hasFullAccess ? 'green' : 'gray'} data-testid="access-badge">
                  {user.hasFullAccess ? t('profile.accessFull') : t('profile.accessDemo')}
                </Badge>
              }
            />
            <Field
              label={t('profile.role')}
              value={<Badge color={user.isAdmin ? 'violet' : 'blue'}>{user.isAdmin ? t('profile.roleAdmin') : t('profile.roleUser')}</Badge>}
            />
          </SimpleGrid>
        </Card>

        <PasswordCard />

        <EmailCard user={user} />

        <ReminderCard />

        {!user.hasFullAccess && (
          <Card withBorder radius="md" padding="lg">
            <Title order={2} fz="h3" mb="xs">
              {t('fullAccess.title')}
            </Title>
            <Text size="sm" mb="md">
              {t('fullAccess.body')}
            </Text>
            <Button onClick={() => fullAccess.mutate()} loading={fullAccess.isPending}>
              {t('fullAccess.button')}
            </Button>
          </Card>
        )}

        <MyGroupsCard />

        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="h3" mb="xs">
            {t('data.title')}
          </Title>
          <Text size="sm" mb="md">
            {t('data.body')}
          </Text>
          <Button variant="light" onClick={() => void onExport()} loading={exporting}>
            {t('data.download')}
          </Button>
        </Card>

        <Card withBorder radius="md" padding="lg" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
          <Title order={2} fz="h3" mb="xs" c="red.8">
            {t('delete.title')}
          </Title>
          <Text size="sm" mb="md">
            {t('delete.body')}
          </Text>
          <Button color="red" variant="outline" onClick={() => setConfirmOpen(true)}>
            {t('delete.button')}
          </Button>
        </Card>
      </Stack>

      <Modal opened={confirmOpen} onClose={() => setConfirmOpen(false)} title={t('delete.confirmTitle')} centered>
        <Stack>
          <Text size="sm">{t('delete.confirmBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmOpen(false)}>
              {t('delete.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
