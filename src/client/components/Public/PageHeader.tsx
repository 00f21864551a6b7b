import { Container, Text, Title, type MantineSize } from '@mantine/core';
import classes from './Public.module.css';

/** The top band of a public page: its one <h1> and an introduction. */
export function PageHeader({
  title,
  subtitle,
  size = 'lg',
  children,
}: {
  title: string;
  subtitle?: string;
  /** The width of the page's content, so that the header lines up with it. */
  size?: MantineSize;
  children?: React.ReactNode;
}) {
  return (
    <div className={classes.hero}>
      <Container size={size} py={{ base: 32, sm: 48 }}>
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
