// The interview's four scores (with the overall one on the report) and its stages.
import {
  Badge,
  Box,
  Group,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ASSESSMENT_BANDS, INTERVIEW_STAGES, type InterviewStage } from '../../../shared/constants';
import type { AssessmentDto } from '../../../shared/dto';
import { intlLocale } from '../../i18n/intl-locale';

const AXES = ['languageSkills', 'civicKnowledge', 'motivation', 'republicanValues'] as const;

/** Assessment colour bands (docs/product.md#interview): ≥ 15 green, ≥ 10 yellow, else red. */
export function bandColor(score: number): 'green' | 'yellow' | 'red' {
  if (score >= ASSESSMENT_BANDS.good) return 'green';
  if (score >= ASSESSMENT_BANDS.middling) return 'yellow';
  return 'red';
}

export const formatScore = (n: number, lang: string) => n.toLocaleString(intlLocale(lang), { maximumFractionDigits: 1 });

export function ScoreBoard({ assessment, withOverall = false, civicRevision = true }: { assessment: AssessmentDto; withOverall?: boolean; civicRevision?: boolean }) {
  const { t, i18n } = useTranslation('interview');
  const shown = civicRevision ? AXES : AXES.filter((axis) => axis !== 'civicKnowledge');
  const axes = withOverall ? [...shown, 'overall' as const] : shown;
  return (
    <Stack gap="xs" data-testid="scoreboard">
      {axes.map((axis) => (
        <Box key={axis} data-testid={`score-${axis}`}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t(`scores.${axis}`)}</Text>
            <Badge color={bandColor(assessment[axis])} variant="light">
              {formatScore(assessment[axis], i18n.language)}/20
            </Badge>
          </Group>
          <Progress value={Math.min(100, (assessment[axis] / 20) * 100)} color={bandColor(assessment[axis])} size="sm" />
        </Box>
      ))}
    </Stack>
  );
}

export function StagesList({ current }: { current?: InterviewStage }) {
  const { t } = useTranslation('interview');
  return (
    <Group gap={6} wrap="wrap">
      {INTERVIEW_STAGES.map((stage, i) => (
        <Badge key={stage} variant={stage === current ? 'filled' : 'outline'} color={stage === current ? 'blue' : 'gray'}>
          {i + 1}. {t(`stages.${stage}`)}
        </Badge>
      ))}
    </Group>
  );
}
