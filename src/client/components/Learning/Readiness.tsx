// 'Chance de réussite à l'examen' on the dashboard (docs/readiness.md): the gauge, the score's
// range, what the figure rests on in words (« D'après 2 examens blancs et 74 réponses sur 9
// jours »), « Pas assez de réponses » under the minimum, « Comment est-ce calculé ? », what to work
// on next, and the mastery of each official theme and subtheme beside its counted answers (the
// dashboard's one counting rule), each a link to a quiz on it (a 44 px tap target on a phone).
import { Anchor, Button, Card, Group, Progress, RingProgress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SUBTHEME_THEME, SUBTHEMES, THEMES } from '../../../shared/constants';
import type { ReadinessDto } from '../../../shared/schemas/learning';
import { scoreColor } from '../Quiz/quiz-utils';
import classes from './Learning.module.css';
import { scoreRange } from './score-range';

const pct = (x: number) => Math.round(x * 100);

/** The page that explains the figure (ReadinessMethod.page.tsx). */
export const READINESS_METHOD_PATH = '/comment-est-ce-calcule';

/**
 * One theme's or subtheme's bar. `mastery` undefined: the figures are loading; the label (a fixed
 * text) and the row keep their final size, the figure and the bar are placeholders.
 */
function MasteryBar({ label, mastery, answered, correct, href, strong }: { label: string; mastery: number | null | undefined; answered: number; correct: number; href?: string; strong?: boolean }) {
  const { t } = useTranslation('learning');
  const value = mastery == null ? 0 : pct(mastery);
  const detail = (
    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {mastery == null ? t('readiness.notYet') : t('readiness.masteryDetail', { percent: value, correct, count: answered })}
    </Text>
  );
  const bar = <Progress value={value} size={strong ? 'md' : 'sm'} color={mastery == null ? 'gray' : scoreColor(value)} aria-label={label} />;
  return (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        {href ? (
          <Text component={Link} href={href} size="sm" fw={strong ? 600 : 400} td="underline" className={classes.barLink}>
            {label}
          </Text>
        ) : (
          <Text size="sm" fw={strong ? 600 : 400}>
            {label}
          </Text>
        )}
        {mastery === undefined ? <Skeleton width="auto">{detail}</Skeleton> : detail}
      </Group>
      {mastery === undefined ? <Skeleton>{bar}</Skeleton> : bar}
    </Stack>
  );
}

/** What the figure rests on, in words: mock exams, answers, days, and the latest mock exam. */
function EvidenceWords({ readiness }: { readiness: ReadinessDto }) {
  const { t } = useTranslation('learning');
  const { answers, exams, days, lastExam } = readiness.evidence;
  const parts = {
    answers: t('readiness.evidenceAnswers', { count: answers }),
    days: t('readiness.evidenceDays', { count: days }),
    exams: t('readiness.evidenceExams', { count: exams }),
  };
  return (
    <>
      <Text size="xs" c="dimmed" data-testid="readiness-evidence">
        {t(exams > 0 ? 'readiness.evidenceWithExams' : 'readiness.evidence', parts)}
      </Text>
      {lastExam && (
        <Text size="xs" c="dimmed" data-testid="readiness-last-exam">
          {t(lastExam.passed ? 'readiness.lastExamPassed' : 'readiness.lastExamFailed', { correct: lastExam.correct, total: lastExam.total })}
        </Text>
      )}
    </>
  );
}

/**
 * The card while the figures load: its title, gauge row, link and every theme's and subtheme's row
 * at their final size (the labels are fixed texts), the figures as placeholders, so nothing on the
 * dashboard moves when they arrive (issue 36: no layout shift).
 */
function ReadinessPlaceholder() {
  const { t } = useTranslation(['learning', 'common']);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="readiness-loading" aria-busy>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('learning:readiness.title')}
        </Title>
        <Group wrap="nowrap" gap="md" align="center">
          <Skeleton circle height={112} style={{ flexShrink: 0 }} />
          <Stack gap={4} style={{ flex: 1 }}>
            <Skeleton height={12} width="60%" />
            <Skeleton height={12} width="90%" />
            <Skeleton height={12} width="80%" />
          </Stack>
        </Group>
        <Anchor component={Link} href={READINESS_METHOD_PATH} size="sm" className={classes.barLink}>
          {t('learning:readiness.howLink')}
        </Anchor>
        <Stack gap="sm">
          {THEMES.map((theme) => (
            <Stack key={theme} gap={6}>
              <MasteryBar label={t(`common:themes.${theme}`)} mastery={undefined} answered={0} correct={0} href={`/quiz?theme=${theme}`} strong />
              <Stack gap={4} ps="sm">
                {SUBTHEMES
                  .filter((s) => SUBTHEME_THEME[s] === theme)
                  .map((s) => (
                    <MasteryBar key={s} label={t(`common:subthemes.${s}`)} mastery={undefined} answered={0} correct={0} href={`/quiz?theme=${theme}&subtheme=${s}`} />
                  ))}
              </Stack>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

/** 'Chance de réussite à l'examen': the gauge, the themes and subthemes, and what to work on next. */
export function Readiness({ readiness }: { readiness: ReadinessDto | undefined }) {
  const { t } = useTranslation(['learning', 'common']);
  if (!readiness) return <ReadinessPlaceholder />;
  const p = readiness.passProbability;
  const value = p === null ? 0 : pct(p);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="readiness">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('learning:readiness.title')}
        </Title>
        <Group wrap="nowrap" gap="md" align="center">
          <RingProgress
            size={112}
            thickness={12}
            roundCaps
            sections={[{ value, color: p === null ? 'gray' : scoreColor(value) }]}
            label={
              <Text ta="center" fw={700} size="lg" data-testid="pass-probability">
                {p === null ? '—' : `${value}\u202f%`}
              </Text>
            }
            aria-label={t('learning:readiness.title')}
          />
          <Stack gap={4}>
            {p === null ? (
              <>
                <Text size="sm" fw={700} data-testid="readiness-not-enough">
                  {t('learning:readiness.notEnoughTitle')}
                </Text>
                <Text size="sm" data-testid="readiness-needed">
                  {t('learning:readiness.notEnough', { count: readiness.needed, minimum: readiness.minimum })}
                </Text>
              </>
            ) : (
              <>
                <Text size="sm" data-testid="expected-score">
                  {scoreRange(t, readiness.scoreLow, readiness.scoreHigh)}
                </Text>
                <EvidenceWords readiness={readiness} />
              </>
            )}
          </Stack>
        </Group>
        <Anchor component={Link} href={READINESS_METHOD_PATH} size="sm" className={classes.barLink} data-testid="readiness-how-link">
          {t('learning:readiness.howLink')}
        </Anchor>

        {readiness.nextFocus.length > 0 && readiness.answered > 0 && (
          <Stack gap={6} data-testid="next-focus">
            <Text size="sm" fw={600}>
              {t('learning:readiness.nextFocus')}
            </Text>
            <Group gap={6} wrap="wrap">
              {readiness.nextFocus.map((s) => (
                <Button key={s} component={Link} href={`/quiz?theme=${SUBTHEME_THEME[s]}&subtheme=${s}`} size="xs" variant="light" color="orange">
                  {t(`common:subthemes.${s}`)}
                </Button>
              ))}
            </Group>
          </Stack>
        )}

        <Stack gap="sm" data-testid="mastery-bars">
          {THEMES.map((theme) => {
            const th = readiness.themes.find((x) => x.theme === theme)!;
            return (
              <Stack key={theme} gap={6} data-testid="mastery-theme">
                <MasteryBar label={t(`common:themes.${theme}`)} mastery={th.mastery} answered={th.answered} correct={th.correct} href={`/quiz?theme=${theme}`} strong />
                <Stack gap={4} ps="sm">
                  {readiness.subthemes
                    .filter((s) => s.theme === theme)
                    .map((s) => (
                      <MasteryBar key={s.subtheme} label={t(`common:subthemes.${s.subtheme}`)} mastery={s.mastery} answered={s.answered} correct={s.correct} href={`/quiz?theme=${theme}&subtheme=${s.subtheme}`} />
                    ))}
                </Stack>
              </Stack>
            );
          })}
        </Stack>
      </Stack>
    </Card>
  );
}
