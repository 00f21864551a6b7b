import { Alert, Button, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Loading and failure states of a tab's query. */
export function QueryState({ isLoading, error, onRetry }: { isLoading: boolean; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  if (isLoading) {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Loader role="progressbar" aria-label={t('loading')} />
      </Center>
    );
  }
  if (error) {
    return (
      <Alert color="red" title={t('loadError')}>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  return null;
}
