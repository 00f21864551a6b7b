import { Pagination } from '@mantine/core';
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
