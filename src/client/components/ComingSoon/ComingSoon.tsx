import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown by a page whose issue has not landed yet. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{t('comingSoon.title')}</Title>
      <Text mt="md">{t('comingSoon.body')}</Text>
    </Container>
  );
}
