// The pieces the trainer's pages share (docs/groups.md): the page's loading and error states, a
// titled section card (with what it shows when it has nothing), and one labelled figure.
import { Alert, Card, Container, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../trpc';
import { PageLoader } from '../PageLoader/PageLoader';

/** Until the page's query answers: a loader; if it failed (404 for a group one does not run): why. */
export function GroupPageState({ loading, error }: { loading: boolean; error: unknown }) {
  const { t } = useTranslation('common');
  if (loading) return <PageLoader />;
  return (
    <Container size="md" px="md" py="xl">
      <Alert color="red">{errorMessage(error, t('errors.title'))}</Alert>
    </Container>
  );
}

interface SectionProps {
  title: ReactNode;
  /** A button or link beside the title. */
  action?: ReactNode;
  /** Shown instead of the children when set: the section has nothing to list. */
  empty?: string | false;
  /** h3 for the page's main sections, h4 for the smaller ones. */
  size?: 'h3' | 'h4';
  order?: TitleOrder;
  testId?: string;
  children?: ReactNode;
}

export function SectionCard({ title, action, empty, size = 'h3', order = 2, testId, children }: SectionProps) {
  const heading = (
    <Title order={order} fz={size}>
      {title}
    </Title>
  );
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Stack gap="sm">
        {action ? (
          <Group justify="space-between" wrap="wrap" gap="xs">
            {heading}
            {action}
          </Group>
        ) : (
          heading
        )}
        {empty ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Card>
  );
}

/** One figure: its label above, the value (a number, or the lines given) below. */
export function FigureCard({ label, value, children }: { label: string; value?: ReactNode; children?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {value !== undefined && (
        <Text fw={700} fz="lg">
          {value}
        </Text>
      )}
      {children}
    </Card>
  );
}
