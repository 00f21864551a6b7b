// /quiz-naturalisation: the five categories with their live question counts
// (computed from the bank, docs/product.md#question-bank) and a button to /quiz.
import { Alert, Button, Card, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CATEGORIES } from '../../shared/constants';
import { PageHeader } from '../components/Public/PageHeader';
import { useUser } from '../hooks/useAuth';
import { usePageMeta } from '../hooks/usePageMeta';
import { trpc } from '../trpc';

export default function QuizInfoPage() {
  const { t } = useTranslation('public');
  const { t: tc } = useTranslation('common');
  const user = useUser();
  usePageMeta(t('quizInfo.meta.title'), t('quizInfo.meta.description'));
  const counts = trpc.questions.counts.useQuery();
  const byCategory = new Map(counts.data?.categories.map((c) => [c.category, c.count]));

  return (
    <>
      <PageHeader title={t('quizInfo.title')} subtitle={t('quizInfo.subtitle')}>
        {counts.data && (
          <Text mt="md" fw={700} c="blue.9" size="lg" data-testid="total-count">
            {t('quizInfo.total', { count: counts.data.total })}
          </Text>
        )}
      </PageHeader>
      <Container size="lg" py="xl">
        <Title order={2} fz={26} mb="lg">
          {t('quizInfo.categoriesTitle')}
        </Title>
        {counts.isLoading && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{t('quizInfo.loading')}</Text>
          </Group>
        )}
        {counts.isError && (
          <Alert color="red" variant="light" title={tc('errors.title')} mb="lg">
            {t('quizInfo.error')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {CATEGORIES.map((category) => (
            <Card key={category} withBorder radius="md" padding="lg" data-testid={`category-${category}`}>
              <Stack gap="xs">
                <Title order={3} fz="lg">
                  {tc(`categories.${category}`)}
                </Title>
                <Text size="sm" c="gray.8">
                  {t(`quizInfo.descriptions.${category}`)}
                </Text>
                {byCategory.has(category) && (
                  <Text fw={700} c="blue.9" data-testid={`count-${category}`}>
                    {t('quizInfo.count', { count: byCategory.get(category) })}
                  </Text>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Group justify="center" mt={40} gap="sm">
          <Button component={Link} href="/quiz" size="lg" data-testid="quiz-start">
            {t('quizInfo.start')}
          </Button>
          {!user && (
            <Button component={Link} href="/demo" size="lg" variant="default">
              {t('quizInfo.demo')}
            </Button>
          )}
        </Group>
      </Container>
    </>
  );
}
