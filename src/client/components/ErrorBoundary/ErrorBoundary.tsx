import { Button, Code, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';

function ErrorScreen({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{t('errorScreen.title')}</Title>
        {/* In the app's own words (a 429 says when to try again); the raw message for a report. */}
        <Text>{errorMessage(error, t('errors.other'))}</Text>
        <details>
          <Text component="summary" fw={600} size="sm">
            {t('errorScreen.details')}
          </Text>
          <Code block>{error.message}</Code>
        </details>
        <Group>
          <Button onClick={onRetry}>{t('errorScreen.retry')}</Button>
          <Button variant="outline" component="a" href="/">
            {t('errorScreen.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** Any uncaught render error shows the error screen; 'retry' clears the error state. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ErrorScreen error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
