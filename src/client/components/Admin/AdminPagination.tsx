import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's pagination with named previous/next controls and pages. */
export function AdminPagination({ total, value, onChange }: { total: number; value: number; onChange: (page: number) => void }) {
  const { t } = useTranslation('admin');
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      size="sm"
      siblings={1}
      aria-label={t('pagination.label')}
      getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
    />
  );
}

/** 'Rows 21–40 of 95' and the page picker, under a list the server sends a page at a time. */
export function PageFooter({ page, pageSize, total, shown, onChange }: { page: number; pageSize: number; total: number; shown: number; onChange: (page: number) => void }) {
  const { t } = useTranslation('admin');
  const from = shown ? (page - 1) * pageSize + 1 : 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed">
        {t('pagination.range', { from, to: from ? from + shown - 1 : 0, total })}
      </Text>
      {pages > 1 && <AdminPagination total={pages} value={page} onChange={onChange} />}
    </Group>
  );
}
