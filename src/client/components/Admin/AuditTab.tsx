// 'Journal': the audit log, newest first, paged by the server: who did what to which record, when.
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_PAGE_SIZE, type AuditEntryDto } from '../../../shared/schemas/admin';
import { trpc } from '../../trpc';
import { dateTime, pageCount, PHONE_QUERY } from './admin-utils';
import { AdminList } from './AdminList';
import { AdminPagination } from './AdminPagination';
import { QueryState } from './QueryState';

const on = (v: unknown) => (v ? 'on' : 'off');

/** The action's label: the decision it records (granted/removed, published/rejected, …). */
function actionKey(e: AuditEntryDto): string {
  const to = e.details?.to;
  switch (e.action) {
    case 'user.access':
    case 'user.role':
    case 'user.trainer':
    case 'question.toggle':
    case 'contact.handled':
      return `${e.action}.${on(to)}`;
    case 'story.moderate':
      return typeof to === 'string' && ['published', 'rejected', 'pending'].includes(to) ? `story.moderate.${to}` : 'unknown';
    case 'question.edit':
    case 'question.analysis_review':
    case 'glossary.edit':
    case 'user.password_reset_link':
    case 'group.member_view':
    case 'group.trainer_add':
    case 'group.trainer_remove':
      return e.action;
    default:
      return 'unknown';
  }
}

export function AuditTab() {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const phone = useMediaQuery(PHONE_QUERY);
  const query = trpc.admin.auditLog.list.useQuery({ page, pageSize: AUDIT_PAGE_SIZE }, { placeholderData: (prev) => prev });
  const data = query.data;
  if (!data) return <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} />;

  const FIELD_KEYS: Record<string, string> = { isActive: 'active', correctAnswer: 'correct' };
  const fieldLabel = (f: string) => t(`editor.${FIELD_KEYS[f] ?? f}`, { defaultValue: f });
  const details = (e: AuditEntryDto) => {
    if (e.action === 'question.edit' && Array.isArray(e.details?.fields)) {
      return t('audit.fields', { fields: (e.details.fields as string[]).map(fieldLabel).join(', ') });
    }
    return '';
  };
  const targetType = (type: string) => t(`audit.targets.${type}`, { defaultValue: t('audit.targets.other') });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          {t('audit.intro')}
        </Text>
        <Badge variant="light" size="lg" tt="none">
          {t('audit.total', { count: data.total })}
        </Badge>
      </Group>
      <AdminList
        rows={data.items}
        rowKey={(e) => e.id}
        empty={t('audit.empty')}
        phone={phone}
        minWidth={760}
        striped
        testId="audit-table"
        rowProps={(e) => ({ 'data-testid': 'audit-row', 'data-action': e.action, 'data-target': e.targetId })}
        card={(e) => (
          <>
            <Text size="sm" fw={600}>
              {t(`audit.actions.${actionKey(e)}`, { action: e.action })}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {targetType(e.targetType)} · {e.targetLabel ?? `${e.targetId} ${t('audit.deleted')}`}
            </Text>
            {details(e) && <Text size="xs">{details(e)}</Text>}
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {dateTime(e.createdAt, i18n.language)} · {e.actorEmail}
            </Text>
          </>
        )}
        columns={[
          {
            head: t('audit.columns.date'),
            cell: (e) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {dateTime(e.createdAt, i18n.language)}
              </Text>
            ),
          },
          {
            head: t('audit.columns.actor'),
            cell: (e) => (
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {e.actorEmail}
              </Text>
            ),
          },
          {
            head: t('audit.columns.action'),
            cell: (e) => (
              <Text size="sm" fw={600}>
                {t(`audit.actions.${actionKey(e)}`, { action: e.action })}
              </Text>
            ),
          },
          {
            head: t('audit.columns.target'),
            maw: 320,
            cell: (e) => (
              <>
                <Text size="xs" c="dimmed">
                  {targetType(e.targetType)} · {e.targetId}
                </Text>
                <Text size="sm" lineClamp={2}>
                  {e.targetLabel ?? t('audit.deleted')}
                </Text>
              </>
            ),
          },
          { head: t('audit.columns.details'), cell: (e) => <Text size="sm">{details(e)}</Text> },
        ]}
      />
      {data.total > data.pageSize && (
        <Group justify="flex-end">
          <AdminPagination total={pageCount(data.total, data.pageSize)} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
