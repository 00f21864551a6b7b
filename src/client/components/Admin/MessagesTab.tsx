// 'Messages': the contact form's inbox, newest first (docs/product.md#contact: the form really delivers),
// filtered by state, a page at a time, each message marked handled or back to handle. Above it, the
// questions and glossary entries with open « Signaler une erreur » reports, most reported first; one
// of them keeps only its reports.
import { Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_FILTERS, type MessageFilter } from '../../../shared/schemas/admin';
import { toast } from '../../lib/toast';
import { trpc } from '../../trpc';
import { dateTime, PAGE_SIZE, useActionError, useAfterAdminChange } from './admin-utils';
import { PageFooter } from './AdminPagination';
import { QueryState } from './QueryState';
import { ResetLinkButton } from './ResetLinkButton';

export function MessagesTab() {
  const { t, i18n } = useTranslation('admin');
  const [status, setStatus] = useState<MessageFilter>('open');
  const [page, setPage] = useState(1);
  const [item, setItem] = useState<string | null>(null);
  const input = { status, page, pageSize: PAGE_SIZE, ...(item === null ? {} : { item }) };
  const query = trpc.admin.contactMessages.list.useQuery(input, { placeholderData: keepPreviousData });
  const utils = trpc.useUtils();
  const afterChange = useAfterAdminChange();
  const onError = useActionError();
  const update = trpc.admin.contactMessages.update.useMutation({
    onSuccess: (m) => {
      utils.admin.contactMessages.list.setData(input, (data) =>
        data && { ...data, items: status === 'all' ? data.items.map((x) => (x.id === m.id ? m : x)) : data.items.filter((x) => x.id !== m.id) },
      );
      // Other filters and pages (and this one's total) have moved.
      void utils.admin.contactMessages.list.invalidate();
      afterChange();
      toast(m.handled ? t('messages.markedHandled') : t('messages.markedOpen'));
    },
    onError,
  });

  const reports = query.data?.openReports ?? [];
  return (
    <Stack gap="md">
      {reports.length > 0 && (
        <Card withBorder radius="md" padding="sm" data-testid="open-reports">
          <Text fw={700} size="sm" mb={6}>
            {t('messages.openReports')}
          </Text>
          <Group gap="xs">
            {reports.map((r) => (
              <Button
                key={r.itemId}
                size="compact-sm"
                variant={item === r.itemId ? 'filled' : 'light'}
                color="orange"
                aria-pressed={item === r.itemId}
                data-testid={`open-report-${r.itemId}`}
                onClick={() => {
                  setItem(item === r.itemId ? null : r.itemId);
                  setPage(1);
                }}
              >
                {t('messages.openReportsCount', { item: r.itemId, count: r.open })}
              </Button>
            ))}
          </Group>
        </Card>
      )}
      {item !== null && (
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {t('messages.itemFilter', { item })}
          </Text>
          <Button size="compact-sm" variant="subtle" onClick={() => setItem(null)}>
            {t('messages.clearItem')}
          </Button>
        </Group>
      )}
      <SegmentedControl
        aria-label={t('messages.filter')}
        value={status}
        onChange={(v) => {
          setStatus(v as MessageFilter);
          setPage(1);
        }}
        data={MESSAGE_FILTERS.map((s) => ({ value: s, label: t(`messages.status.${s}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {!query.data ? (
        <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <Text c="dimmed">{t('messages.empty')}</Text>
      ) : (
        query.data.items.map((m) => (
          <Card key={m.id} withBorder radius="md" padding="md" data-testid={`message-${m.id}`} style={{ opacity: m.handled ? 0.75 : 1 }}>
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {m.subject}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {t('messages.from', { name: m.name, email: m.email })}
                    {m.fromMember && ` · ${t('messages.member')}`}
                  </Text>
                </div>
                <Group gap="xs">
                  <Badge variant="light" color="gray">
                    {t(`messages.categories.${m.category}`)}
                  </Badge>
                  {m.itemId && (
                    <Badge variant="light" color="orange" tt="none" data-testid="message-item">
                      {t('messages.item', { item: m.itemId })}
                    </Badge>
                  )}
                  <Badge color={m.handled ? 'green' : 'orange'}>{m.handled ? t('messages.handled') : t('messages.open')}</Badge>
                </Group>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {m.message}
              </Text>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text size="xs" c="dimmed">
                  {t('messages.received', { date: dateTime(m.createdAt, i18n.language) })}
                </Text>
                <Group gap="xs">
                  {/* A member locked out (no e-mail on this server) writes from the form: the link is one click away. */}
                  {m.accountId && <ResetLinkButton user={{ id: m.accountId, email: m.email }} testId={`message-reset-link-${m.email}`} />}
                  <Anchor size="sm" href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}>
                    {t('messages.reply')}
                  </Anchor>
                  <Button
                    size="xs"
                    variant={m.handled ? 'default' : 'filled'}
                    onClick={() => update.mutate({ id: m.id, handled: !m.handled })}
                    disabled={update.isPending && update.variables?.id === m.id}
                  >
                    {m.handled ? t('messages.markOpen') : t('messages.markHandled')}
                  </Button>
                </Group>
              </Group>
            </Stack>
          </Card>
        ))
      )}
      {query.data && <PageFooter page={query.data.page} pageSize={PAGE_SIZE} total={query.data.total} shown={query.data.items.length} onChange={setPage} />}
    </Stack>
  );
}
