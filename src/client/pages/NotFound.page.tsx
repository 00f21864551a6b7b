import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { usePageMeta } from '../hooks/usePageMeta';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta(t('notFound.title'), t('notFound.body'));
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text>{t('notFound.body')}</Text>
        <Button component={Link} href="/">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
