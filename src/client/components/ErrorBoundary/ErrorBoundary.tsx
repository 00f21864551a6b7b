import { Button, Code, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function ErrorScreen({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{t('errorScreen.title')}</Title>
        <Text fw={600}>{t('errorScreen.details')}</Text>
        <Code block>{error.message}</Code>
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
