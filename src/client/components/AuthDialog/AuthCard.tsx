import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the /login and /register pages: narrow, centred, phone first. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Container size={460} px="md" py="xl">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <div>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {subtitle}
            </Text>
          </div>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
