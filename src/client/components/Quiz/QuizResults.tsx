// The results screen: score (colour band), correct count, time, advice (90/80/70/60), confetti
// at 80 % or more; on phones also the performance by official theme and a share button.
import { Button, Card, Group, Progress, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { celebrate } from './confetti';
import { adviceKey, capped, CONFETTI_THRESHOLD, durationParts, percent, scoreColor } from './quiz-utils';

export interface ThemePerformance {
  theme: string;
  correct: number;
  total: number;
}

interface Props {
  score: number;
  correct: number;
  total: number;
  elapsedSeconds: number;
  layout: 'card' | 'mobile';
  themes: ThemePerformance[];
  onNewQuiz: () => void;
  onDashboard: () => void;
  onReview?: () => void;
}

export function QuizResults({ score, correct, total, elapsedSeconds, layout, themes, onNewQuiz, onDashboard, onReview }: Props) {
  const { t } = useTranslation(['quiz', 'common']);
  const fired = useRef(false);
  useEffect(() => {
    if (score >= CONFETTI_THRESHOLD && !fired.current) {
      fired.current = true;
      void celebrate();
    }
  }, [score]);

  const color = scoreColor(score);
  const duration = durationParts(elapsedSeconds);

  async function share() {
    const text = t('quiz:results.shareText', { score });
    const url = window.location.origin;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: t('quiz:results.shareTitle'), text, url });
        return;
      }
      await navigator.clipboard.writeText(`${text} ${url}`);
      toast(t('quiz:results.copied'), t('quiz:results.copiedBody'));
    } catch (error) {
      if ((error as { name?: string }).name === 'AbortError') return;
      toast(t('common:errors.title'), t('quiz:results.copyError'), { destructive: true });
    }
  }

  const summary = (
    <Stack align="center" gap="xs">
      <RingProgress
        size={160}
        thickness={14}
        roundCaps={score > 0}
        sections={[{ value: capped(score), color }]}
        label={
          <Text ta="center" fw={800} fz={32} data-testid="result-score">
            {score}%
          </Text>
        }
      />
      <Text fw={600} data-testid="result-correct">
        {t('quiz:results.correctOf', { correct, total })}
      </Text>
      <Text c="dimmed" data-testid="result-time">
        {duration.unit === 's' ? t('quiz:results.timeSeconds', { count: duration.count }) : t('quiz:results.timeValue', { count: duration.count })}
      </Text>
      <Text ta="center" maw={520} data-testid="result-advice">
        {t(`quiz:${adviceKey(score)}`)}
      </Text>
    </Stack>
  );

  const buttons = (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: onReview ? 3 : 2 }} spacing="xs">
        <Button onClick={onNewQuiz}>{t('quiz:results.newQuiz')}</Button>
        {onReview && (
          <Button variant="light" color="orange" onClick={onReview}>
            {t('quiz:results.review')}
          </Button>
        )}
        <Button variant="default" onClick={onDashboard}>
          {t('quiz:results.dashboard')}
        </Button>
      </SimpleGrid>
    </Stack>
  );

  if (layout === 'mobile') {
    return (
      <Stack gap="lg" data-testid="quiz-results" data-layout="mobile">
        <Title order={1} size="h2" ta="center">
          {t('quiz:results.title')}
        </Title>
        {summary}
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('quiz:results.byTheme')}
          </Title>
          {themes.map((c) => {
            const pct = percent(c.correct, c.total);
            return (
              <Stack key={c.theme} gap={4} data-testid="theme-performance">
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm">{t(`common:themes.${c.theme}`)}</Text>
                  <Text size="sm" fw={600}>
                    {c.correct}/{c.total}
                  </Text>
                </Group>
                <Progress value={capped(pct)} color={scoreColor(pct)} aria-label={t(`common:themes.${c.theme}`)} />
              </Stack>
            );
          })}
        </Stack>
        <Button variant="outline" onClick={share} data-testid="share-score">
          {t('quiz:results.share')}
        </Button>
        {buttons}
      </Stack>
    );
  }
  return (
    <Card withBorder shadow="sm" padding="xl" radius="md" data-testid="quiz-results" data-layout="card">
      <Stack gap="lg">
        <Title order={1} size="h2" ta="center">
          {t('quiz:results.title')}
        </Title>
        {summary}
        {buttons}
      </Stack>
    </Card>
  );
}
