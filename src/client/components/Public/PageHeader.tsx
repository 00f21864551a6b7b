import { Container, Text, Title } from '@mantine/core';
import classes from './Public.module.css';

/** The top band of a public page: its one <h1> and an introduction. */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: React.ReactNode }) {
  return (
    <div className={classes.hero}>
      <Container size="md" py={{ base: 32, sm: 48 }}>
        <Title order={1} fz={{ base: 28, sm: 38 }} lh={1.2} c="blue.9">
          {title}
        </Title>
        {subtitle && (
          <Text mt="md" size="lg" c="gray.8" maw={720}>
            {subtitle}
          </Text>
        )}
        {children}
      </Container>
    </div>
  );
}
