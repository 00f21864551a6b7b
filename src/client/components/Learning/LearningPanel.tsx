// The learning engine's cards (docs/readiness.md): 'Mon plan' to the exam date, on the dashboard
// under « Tout le tableau de bord », and the older 'Révisions du jour' card (the dashboard now shows
// the daily session's card, DailySession.tsx, which runs the reviews then the new questions).
import { Alert, Badge, Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PlanDayDto, PlanDto, ReadinessDto } from '../../../shared/schemas/learning';
import { intlLocale } from '../../i18n/intl-locale';
import { trpc } from '../../trpc';

const MINUTE_CHOICES = [15, 20, 30, 45, 60, 90, 120];

function formatDay(day: string, lang: string, opts: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' }): string {
  const d = new Date(`${day}T12:00:00Z`);
  const text = new Intl.DateTimeFormat(intlLocale(lang), { ...opts, timeZone: 'UTC' }).format(d);
  // French writes the first day of a month '1er'.
  return lang === 'en' || lang === 'ar' ? text : text.replace(/(^|\s)1(\s)/, '$11er$2');
}

/** 'Révisions du jour': how many questions are due today and the button that starts them. */
export function TodayReview({ readiness }: { readiness: ReadinessDto | undefined }) {
  const { t } = useTranslation('learning');
  const due = readiness?.dueToday ?? 0;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="today-review">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4">
            {t('today.title')}
          </Title>
          <Badge color={due > 0 ? 'grape' : 'gray'} size="lg" data-testid="due-count">
            {due}
          </Badge>
        </Group>
        <Text size="sm">{readiness === undefined ? '…' : due > 0 ? t('today.due', { count: due }) : t('today.none')}</Text>
        {due > 0 ? (
          <Button component={Link} href="/quiz?due=1" color="grape" w="fit-content" data-testid="start-today-review">
            {t('today.cta')}
          </Button>
        ) : (
          <Button component={Link} href="/quiz" variant="light" w="fit-content">
            {t('today.newCta')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}


function DayLine({ day, lang, today }: { day: PlanDayDto; lang: string; today: boolean }) {
  const { t } = useTranslation('learning');
  const targets = [
    day.newQuestions > 0 ? t('plan.newQuestions', { count: day.newQuestions }) : null,
    day.reviews > 0 ? t('plan.reviews', { count: day.reviews }) : null,
  ].filter((x): x is string => x !== null);
  return (
    <Stack gap={2} data-testid={today ? 'plan-today' : 'plan-day'}>
      <Group justify="space-between" wrap="wrap" gap={4}>
        <Text size="sm" fw={today ? 600 : 400}>
          {today ? t('plan.today') : formatDay(day.date, lang)}
        </Text>
        <Group gap={6} wrap="wrap" justify="flex-end">
          {targets.length === 0 && !day.exam && !day.interview && (
            <Text size="xs" c="dimmed">
              {t('plan.rest')}
            </Text>
          )}
          {targets.length > 0 && <Text size="xs">{targets.join(' · ')}</Text>}
          {day.exam && (
            <Badge size="sm" color={day.done.exam ? 'green' : 'teal'} variant={day.done.exam ? 'filled' : 'light'} component={Link} href="/examen-civique" style={{ cursor: 'pointer' }}>
              {t('plan.exam')}
            </Badge>
          )}
          {day.interview && (
            <Badge size="sm" color={day.done.interview ? 'green' : 'violet'} variant={day.done.interview ? 'filled' : 'light'} component={Link} href="/interview" style={{ cursor: 'pointer' }}>
              {t('plan.interview')}
            </Badge>
          )}
        </Group>
      </Group>
      {today && (
        <Text size="xs" c="dimmed" data-testid="plan-done-today">
          {t('plan.doneToday', {
            list: [t('plan.newQuestions', { count: day.done.newQuestions }), t('plan.reviews', { count: day.done.reviews })].join(' · '),
          })}
        </Text>
      )}
    </Stack>
  );
}

/** What the member did on the previous days of the plan (days without anything are left out). */
export function PastDays({ history, lang }: { history: PlanDto['history']; lang: string }) {
  const { t } = useTranslation('learning');
  const active = history.filter((h) => h.done.newQuestions + h.done.reviews > 0 || h.done.exam || h.done.interview).reverse();
  if (active.length === 0) return null;
  return (
    <Stack gap={2} data-testid="plan-history">
      <Text size="xs" fw={600} c="dimmed">
        {t('plan.history')}
      </Text>
      {active.map((h) => (
        <Text key={h.date} size="xs" c="dimmed">
          {t('plan.historyDay', {
            date: formatDay(h.date, lang),
            list: [
              t('plan.newQuestions', { count: h.done.newQuestions }),
              t('plan.reviews', { count: h.done.reviews }),
              ...(h.done.exam ? [t('plan.exam')] : []),
              ...(h.done.interview ? [t('plan.interview')] : []),
            ].join(' · '),
          })}
        </Text>
      ))}
    </Stack>
  );
}

function PlanForm({ plan, onDone }: { plan: PlanDto | null; onDone: () => void }) {
  const { t } = useTranslation('learning');
  const utils = trpc.useUtils();
  const [examDate, setExamDate] = useState(plan?.examDate ?? '');
  const [minutes, setMinutes] = useState(String(plan?.dailyMinutes ?? 30));
  const [error, setError] = useState<string | null>(null);
  const save = trpc.learning.setPlan.useMutation({
    onSuccess: (data) => {
      utils.learning.plan.setData(undefined, data);
      // The daily session follows the plan's targets for today.
      void utils.learning.today.invalidate();
      onDone();
    },
    onError: (e) => setError(e.message),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    save.mutate({ examDate, dailyMinutes: Number(minutes) });
  }
  return (
    <form onSubmit={submit} noValidate data-testid="plan-form">
      <Stack gap="sm">
        <TextInput type="date" label={t('plan.dateLabel')} value={examDate} onChange={(e) => setExamDate(e.currentTarget.value)} error={error} required />
        <NativeSelect
          label={t('plan.minutesLabel')}
          value={minutes}
          onChange={(e) => setMinutes(e.currentTarget.value)}
          data={MINUTE_CHOICES.map((m) => ({ value: String(m), label: t('plan.minutes', { count: m }) }))}
        />
        <Group gap="sm">
          <Button type="submit" loading={save.isPending} disabled={!examDate}>
            {plan ? t('plan.save') : t('plan.create')}
          </Button>
          {plan && (
            <Button variant="default" onClick={onDone}>
              {t('plan.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** 'Mon plan': the exam date, today's targets against what was done, and the days ahead. */
export function StudyPlan() {
  const { t, i18n } = useTranslation('learning');
  const plan = trpc.learning.plan.useQuery(undefined, { refetchOnMount: 'always' });
  const [editing, setEditing] = useState(false);
  if (plan.isLoading) return null;
  const data = plan.data ?? null;
  const lang = i18n.language;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="study-plan">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4">
            {t('plan.title')}
          </Title>
          {data && !editing && (
            <Button size="xs" variant="subtle" onClick={() => setEditing(true)}>
              {t('plan.edit')}
            </Button>
          )}
        </Group>
        {!data || editing ? (
          <>
            {!data && <Text size="sm">{t('plan.intro')}</Text>}
            <PlanForm plan={data} onDone={() => setEditing(false)} />
          </>
        ) : (
          <>
            <Text size="sm" data-testid="plan-summary">
              {data.daysLeft > 0
                ? t('plan.summary', { date: formatDay(data.examDate, lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }), count: data.daysLeft - 1, minutes: data.dailyMinutes })
                : t('plan.over')}
            </Text>
            {data.notPlanned > 0 && (
              <Alert color="yellow" variant="light" p="xs">
                <Text size="sm">{t('plan.notPlanned', { count: data.notPlanned })}</Text>
              </Alert>
            )}
            <Stack gap={6}>
              {data.days.slice(0, 7).map((d, i) => (
                <DayLine key={d.date} day={d} lang={lang} today={i === 0} />
              ))}
            </Stack>
            <PastDays history={data.history} lang={lang} />
          </>
        )}
      </Stack>
    </Card>
  );
}
