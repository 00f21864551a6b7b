// The daily session's pieces (docs/readiness.md, « La séance du jour »): the dashboard's card with
// the one button, the streak line (never a reproach: a kind word after a gap), and the summary of
// what the session changed, as the server computed it.
import { Alert, Badge, Button, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { MINUTES_PER_QUESTION } from '../../../shared/constants';
import type { SessionSummaryDto, StreakDto } from '../../../shared/schemas/learning';
import { trpc } from '../../trpc';
import type { TurnKind } from './daily-session';
import { scoreRangeChange } from './score-range';

const percent = (x: number | null) => (x === null ? '—' : `${Math.round(x * 100)}\u202f%`);
const share = (x: number | null) => (x === null ? '—' : `${x}\u202f%`);

/** The streak in words: the run, or a welcome after a gap; never what was lost. */
export function StreakLine({ streak }: { streak: StreakDto }) {
  const { t } = useTranslation('daily');
  let line: string;
  if (streak.daysSinceLast === null) line = t('streak.first');
  else if (streak.current === 0) line = t('streak.welcomeBack');
  else if (streak.practisedToday) line = `${t('streak.days', { count: streak.current })} · ${t('streak.todayDone')}`;
  else line = `${t('streak.days', { count: streak.current })} · ${t('streak.keepGoing')}`;
  return (
    <Stack gap={2} data-testid="streak">
      <Text size="sm" fw={600}>
        {line}
      </Text>
      {streak.longest > 1 && streak.longest > streak.current && (
        <Text size="xs" c="dimmed">
          {t('streak.longest', { count: streak.longest })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The card's body while today's figures load: the lines a newcomer gets (what the session holds, the
 * button, the first streak line, « sans plan… »), hidden under placeholders but laid out with their
 * real texts, so the card has its final size at any width and language and the readiness card below
 * does not move when the figures arrive (issue 36: no layout shift on the dashboard).
 */
function DailySessionPlaceholder() {
  const { t } = useTranslation('daily');
  const hidden = (node: ReactNode) => <Skeleton aria-hidden>{node}</Skeleton>;
  return (
    <>
      {hidden(<Text size="sm">{'\u00a0'}</Text>)}
      {hidden(
        <Button component="div" size="md" fullWidth tabIndex={-1}>
          {t('card.start')}
        </Button>,
      )}
      {hidden(
        <Text size="sm" fw={600}>
          {t('streak.first')}
        </Text>,
      )}
      {hidden(<Text size="xs">{t('card.noPlan')}</Text>)}
    </>
  );
}

/** « Séance du jour »: what today's session holds and the one button that starts it. */
export function DailySessionCard() {
  const { t } = useTranslation('daily');
  const today = trpc.learning.today.useQuery(undefined, { refetchOnMount: 'always' });
  const d = today.data;
  const count = d ? d.sessionReviews + d.sessionNew : 0;
  const holds = d
    ? [
        d.sessionReviews > 0 ? t('card.reviews', { count: d.sessionReviews }) : null,
        d.sessionNew > 0 ? t('card.newQuestions', { count: d.sessionNew }) : null,
        count > 0 ? t('card.minutes', { count: Math.max(1, Math.round(count * MINUTES_PER_QUESTION)) }) : null,
      ].filter((x): x is string => x !== null)
    : [];
  return (
    <Card withBorder radius="md" padding="lg" data-testid="daily-session-card" aria-busy={!d}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('card.title')}
        </Title>
        {!d ? (
          <DailySessionPlaceholder />
        ) : (
          <>
            {d.bonus && <Text size="sm">{t('card.bonus')}</Text>}
            {count === 0 ? (
              <Text size="sm">{t('card.nothing')}</Text>
            ) : (
              <Text size="sm" data-testid="daily-session-holds">
                {holds.join(' · ')}
              </Text>
            )}
            {count > 0 && (
              <Button component={Link} href="/seance" size="md" fullWidth color={d.bonus ? 'blue' : 'grape'} data-testid="start-daily-session">
                {d.bonus ? t('card.bonusStart') : t('card.start')}
              </Button>
            )}
            <StreakLine streak={d.streak} />
            {!d.hasPlan && (
              <Text size="xs" c="dimmed">
                {t('card.noPlan')}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

export function TurnBadge({ kind }: { kind: TurnKind }) {
  const { t } = useTranslation('daily');
  const color = kind === 'review' ? 'grape' : kind === 'new' ? 'blue' : 'orange';
  return (
    <Badge color={color} variant="light" data-testid="turn-kind" data-kind={kind}>
      {t(`run.${kind}`)}
    </Badge>
  );
}

/** The end of the session: what was done and what moved, from the server's summary. */
export function SessionSummary({ summary, recovered, onMore }: { summary: SessionSummaryDto | null; recovered: number; onMore: () => void }) {
  const { t } = useTranslation(['daily', 'common', 'learning']);
  const r = summary?.readiness;
  const moved =
    r &&
    (r.passBefore !== r.passAfter || r.scoreLowBefore !== r.scoreLowAfter || r.scoreHighBefore !== r.scoreHighAfter || (summary?.subthemes.length ?? 0) > 0);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="session-summary">
      <Stack gap="md">
        <div>
          <Title order={1} size="h3">
            {t('daily:summary.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('daily:summary.intro')}
          </Text>
        </div>
        {!summary ? (
          <Alert color="yellow">{t('daily:summary.loadError')}</Alert>
        ) : (
          <>
            <List spacing={4} size="sm" data-testid="summary-done">
              {summary.reviews.answered > 0 && <List.Item>{t('daily:summary.reviews', { count: summary.reviews.answered, correct: summary.reviews.correct })}</List.Item>}
              {summary.fresh.answered > 0 && <List.Item>{t('daily:summary.fresh', { count: summary.fresh.answered, correct: summary.fresh.correct })}</List.Item>}
              {recovered > 0 && <List.Item data-testid="summary-recovered">{t('daily:summary.again', { count: recovered })}</List.Item>}
            </List>
            {summary.subthemes.length > 0 && (
              <Stack gap={4} data-testid="summary-subthemes">
                <Text size="sm" fw={600}>
                  {t('daily:summary.subthemesTitle')}
                </Text>
                {summary.subthemes.slice(0, 6).map((s) => (
                  <Text key={s.subtheme} size="sm">
                    {t('daily:summary.subthemeLine', { name: t(`common:subthemes.${s.subtheme}`), before: share(s.before), after: share(s.after) })}
                  </Text>
                ))}
              </Stack>
            )}
            <Stack gap={4} data-testid="summary-readiness">
              <Text size="sm" fw={600}>
                {t('daily:summary.readinessTitle')}
              </Text>
              {r!.passAfter === null ? (
                <Text size="sm">{t('daily:summary.needed', { count: r!.needed })}</Text>
              ) : (
                <>
                  <Text size="sm">{t('daily:summary.pass', { before: percent(r!.passBefore), after: percent(r!.passAfter) })}</Text>
                  <Text size="sm" data-testid="summary-expected">
                    {scoreRangeChange(t, { low: r!.scoreLowBefore, high: r!.scoreHighBefore }, { low: r!.scoreLowAfter, high: r!.scoreHighAfter })}
                  </Text>
                </>
              )}
              {!moved && (
                <Text size="xs" c="dimmed">
                  {t('daily:summary.unchanged')}
                </Text>
              )}
            </Stack>
            <StreakLine streak={summary.streak} />
          </>
        )}
        <Group gap="sm">
          <Button component={Link} href="/dashboard" data-testid="summary-dashboard">
            {t('daily:summary.dashboard')}
          </Button>
          <Button variant="default" onClick={onMore}>
            {t('daily:summary.more')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
