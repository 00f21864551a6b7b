// The three-step quiz configuration (category, difficulty, number of questions) with a summary
// and the estimated time. Without full access the choices are fixed: all, all, 5.
import { Alert, Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CATEGORIES, DIFFICULTIES, QUESTION_COUNT_CHOICES, type Category } from '../../../shared/constants';
import { estimatedMinutes } from './quiz-utils';
import classes from './Quiz.module.css';

export interface QuizSettings {
  category: Category | 'all';
  difficulty: number;
  limit: number;
}

interface Props {
  step: number;
  settings: QuizSettings;
  hasFullAccess: boolean;
  starting: boolean;
  onStep: (step: number) => void;
  onChange: (settings: QuizSettings) => void;
  onStart: () => void;
  onReview: () => void;
}

const STEPS = ['stepCategory', 'stepDifficulty', 'stepCount'] as const;

function Choice({ selected, disabled, onClick, children, testId }: { selected: boolean; disabled?: boolean; onClick: () => void; children: React.ReactNode; testId?: string }) {
  return (
    <UnstyledButton
      role="radio"
      aria-checked={selected}
      data-state={selected ? 'selected' : 'idle'}
      disabled={disabled}
      className={classes.option}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </UnstyledButton>
  );
}

export function QuizConfig({ step, settings, hasFullAccess, starting, onStep, onChange, onStart, onReview }: Props) {
  const { t } = useTranslation(['quiz', 'common']);
  const locked = !hasFullAccess;
  const categoryLabel = settings.category === 'all' ? t('quiz:config.allCategories') : t(`common:categories.${settings.category}`);

  let choices;
  if (step === 0) {
    choices = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" role="radiogroup" aria-label={t('quiz:config.stepCategory')}>
        <Choice selected={settings.category === 'all'} disabled={locked} onClick={() => onChange({ ...settings, category: 'all' })} testId="category-all">
          <Text fw={600}>{t('quiz:config.allCategories')}</Text>
          <Text size="sm" c="dimmed">
            {t('quiz:config.allCategoriesHint')}
          </Text>
        </Choice>
        {CATEGORIES.map((c) => (
          <Choice key={c} selected={settings.category === c} disabled={locked} onClick={() => onChange({ ...settings, category: c })} testId={`category-${c}`}>
            <Text fw={600}>{t(`common:categories.${c}`)}</Text>
          </Choice>
        ))}
      </SimpleGrid>
    );
  } else if (step === 1) {
    choices = (
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" role="radiogroup" aria-label={t('quiz:config.stepDifficulty')}>
        {[0, ...DIFFICULTIES].map((d) => (
          <Choice key={d} selected={settings.difficulty === d} disabled={locked} onClick={() => onChange({ ...settings, difficulty: d })} testId={`difficulty-${d}`}>
            <Text fw={600}>{t(`common:difficulty.${d}`)}</Text>
          </Choice>
        ))}
      </SimpleGrid>
    );
  } else {
    choices = (
      <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs" role="radiogroup" aria-label={t('quiz:config.stepCount')}>
        {QUESTION_COUNT_CHOICES.map((n) => (
          <Choice key={n} selected={settings.limit === n} disabled={locked && n !== 5} onClick={() => onChange({ ...settings, limit: n })} testId={`count-${n}`}>
            <Text fw={700} ta="center">
              {n}
            </Text>
          </Choice>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="lg" data-testid="quiz-config">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{t('quiz:config.title')}</Title>
          <Text c="dimmed">{t('quiz:config.subtitle')}</Text>
        </div>
        <Badge size="lg" color={hasFullAccess ? 'green' : 'gray'} variant={hasFullAccess ? 'filled' : 'outline'} data-testid="access-badge">
          {hasFullAccess ? t('quiz:config.badgeFull') : t('quiz:config.badgeDemo')}
        </Badge>
      </Group>

      {locked && (
        <Alert color="yellow" title={t('quiz:config.limitedTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('quiz:config.limitedBody')}</Text>
            <Button component={Link} href="/payment" size="xs">
              {t('quiz:config.unlock')}
            </Button>
          </Stack>
        </Alert>
      )}

      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Stack gap={6}>
            <Text size="sm" c="dimmed" data-testid="config-step">
              {t('quiz:config.stepOf', { current: step + 1, total: STEPS.length })} · {t(`quiz:config.${STEPS[step]}`)}
            </Text>
            <Progress value={((step + 1) / STEPS.length) * 100} size="sm" aria-hidden />
            <Title order={2} size="h3">
              {t(`quiz:config.${STEPS[step]}`)}
            </Title>
          </Stack>
          {choices}
          <Group justify="space-between">
            <Button variant="default" disabled={step === 0} onClick={() => onStep(step - 1)}>
              {t('quiz:config.previous')}
            </Button>
            {step < STEPS.length - 1 ? (
              <Button onClick={() => onStep(step + 1)}>{t('quiz:config.next')}</Button>
            ) : null}
          </Group>
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="lg" data-testid="config-summary">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('quiz:config.summary')}
          </Title>
          <Table variant="vertical" withRowBorders={false} layout="fixed">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w="45%">{t('quiz:config.summaryCategory')}</Table.Th>
                <Table.Td>{categoryLabel}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('quiz:config.summaryDifficulty')}</Table.Th>
                <Table.Td>{t(`common:difficulty.${settings.difficulty}`)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('quiz:config.summaryCount')}</Table.Th>
                <Table.Td>{settings.limit}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('quiz:config.estimatedTime')}</Table.Th>
                <Table.Td data-testid="estimated-time">{t('quiz:config.estimatedMinutes', { count: estimatedMinutes(settings.limit) })}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Button size="md" onClick={onStart} loading={starting} data-testid="start-quiz">
            {t('quiz:config.start')}
          </Button>
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" wrap="wrap">
          <div style={{ minWidth: 0, flex: '1 1 220px' }}>
            <Text fw={600}>{t('quiz:config.reviewTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('quiz:config.reviewBody')}
            </Text>
          </div>
          <Button variant="light" color="orange" onClick={onReview} disabled={starting}>
            {t('quiz:config.reviewTitle')}
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
