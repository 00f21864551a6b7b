// The civic exam's rules: 40 questions, 45 minutes, 32 to pass, the five themes and their weight.
import { Alert, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EXAM_DRAW, THEMES } from '../../../shared/constants';
import type { ExamCurrentDto } from '../../../shared/schemas/quiz';

const THEME_COUNTS = THEMES.map((theme) => ({
  theme,
  count: Object.values(EXAM_DRAW[theme] as Record<string, number>).reduce((a, b) => a + b, 0),
}));

interface Props {
  current: ExamCurrentDto | null | undefined;
  starting: boolean;
  onStart: () => void;
  onResume: (attemptId: string) => void;
  /** Offline without an exam paper on the device, or with an exam already running on it. */
  startDisabled?: boolean;
}

export function ExamRules({ current, starting, onStart, onResume, startDisabled = false }: Props) {
  const { t } = useTranslation(['quiz', 'common']);
  const minutesLeft = current ? Math.ceil(current.secondsLeft / 60) : 0;
  return (
    <Stack gap="lg" data-testid="exam-rules">
      <Title order={1}>{t('quiz:exam.title')}</Title>
      {current && (
        <Alert color="orange" title={t('quiz:exam.resume')} data-testid="exam-resume">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('quiz:exam.resumeBody', { answered: current.answered, total: current.totalQuestions, minutes: minutesLeft })}</Text>
            <Button color="orange" size="sm" onClick={() => onResume(current.attemptId)} loading={starting}>
              {t('quiz:exam.resume')}
            </Button>
          </Stack>
        </Alert>
      )}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('quiz:exam.rulesTitle')}
          </Title>
          <List spacing="xs">
            <List.Item>{t('quiz:exam.rule1')}</List.Item>
            <List.Item>{t('quiz:exam.rule2')}</List.Item>
            <List.Item>{t('quiz:exam.rule3')}</List.Item>
            <List.Item>{t('quiz:exam.rule4')}</List.Item>
            <List.Item>{t('quiz:exam.rule5')}</List.Item>
            <List.Item>{t('quiz:exam.rule6')}</List.Item>
            <List.Item>{t('quiz:exam.rule7')}</List.Item>
          </List>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('quiz:exam.themesTitle')}
          </Title>
          {THEME_COUNTS.map(({ theme, count }) => (
            <Group key={theme} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">{t(`common:themes.${theme}`)}</Text>
              <Badge variant="light">{t('quiz:exam.themeCount', { count })}</Badge>
            </Group>
          ))}
        </Stack>
      </Card>
      <Group>
        <Button size="lg" onClick={onStart} loading={starting} disabled={startDisabled} data-testid="exam-start">
          {t('quiz:exam.start')}
        </Button>
      </Group>
    </Stack>
  );
}
