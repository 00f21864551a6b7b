// The three-step quiz configuration: the official theme, subtheme and kind of question (the
// exam's own axis), then the level, then the number of questions; with a summary and the estimated
// time. Without full access the choices are fixed: everything, 5. The old categories are not
// offered (issue 37: one taxonomy); the weekly focus's link may still ask for one.
import { Alert, Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LockIcon } from '../Icons/Icons';
import { DIFFICULTIES, EXAM_DRAW, QUESTION_COUNT_CHOICES, QUESTION_KINDS, THEMES, type Subtheme } from '../../../shared/constants';
import type { QuizSettings } from './quiz-settings';
import { estimatedMinutes } from './quiz-utils';
import classes from './Quiz.module.css';

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

const STEPS = ['stepTheme', 'stepRefine', 'stepCount'] as const;

/** What a tap on a locked choice does: show why it is locked and the way to unlock it. */
const LockedTap = createContext<() => void>(() => {});
const LOCKED_REASON_ID = 'quiz-locked-reason';

/**
 * One choice of the set-up. `disabled` means locked by the access level: the choice stays
 * focusable and tappable, shows a lock, and a tap explains why (rather than doing nothing).
 */
function Choice({ selected, disabled, onClick, children, testId }: { selected: boolean; disabled?: boolean; onClick: () => void; children: React.ReactNode; testId?: string }) {
  const onLockedTap = useContext(LockedTap);
  return (
    <UnstyledButton
      role="radio"
      aria-checked={selected}
      aria-disabled={disabled || undefined}
      aria-describedby={disabled ? LOCKED_REASON_ID : undefined}
      data-state={selected ? 'selected' : 'idle'}
      data-locked={disabled || undefined}
      className={classes.option}
      onClick={disabled ? onLockedTap : onClick}
      data-testid={testId}
    >
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <div style={{ minWidth: 0, flex: 1 }}>{children}</div>
        {disabled && <LockIcon size={18} color="var(--mantine-color-gray-7)" style={{ flexShrink: 0 }} />}
      </Group>
    </UnstyledButton>
  );
}

export function QuizConfig({ step, settings, hasFullAccess, starting, onStep, onChange, onStart, onReview }: Props) {
  const { t } = useTranslation(['quiz', 'common']);
  const locked = !hasFullAccess;
  const [lockedTapped, setLockedTapped] = useState(false);
  const themeLabel = settings.theme === 'all' ? t('quiz:config.allThemes') : t(`common:themes.${settings.theme}`);
  const kindLabel = settings.kind === 'all' ? t('quiz:config.allKinds') : t(`common:kinds.${settings.kind}`);
  const subthemes = settings.theme === 'all' ? [] : (Object.keys(EXAM_DRAW[settings.theme]) as Subtheme[]);

  let choices: ReactNode;
  if (step === 0) {
    choices = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" role="radiogroup" aria-label={t('quiz:config.stepTheme')}>
          <Choice selected={settings.theme === 'all'} disabled={locked} onClick={() => onChange({ ...settings, theme: 'all', subtheme: 'all' })} testId="theme-all">
            <Text fw={600}>{t('quiz:config.allThemes')}</Text>
            <Text size="sm" c="dimmed">
              {t('quiz:config.allThemesHint')}
            </Text>
          </Choice>
          {THEMES.map((th) => (
            <Choice key={th} selected={settings.theme === th} disabled={locked} onClick={() => onChange({ ...settings, theme: th, subtheme: 'all' })} testId={`theme-${th}`}>
              <Text fw={600}>{t(`common:themes.${th}`)}</Text>
            </Choice>
          ))}
        </SimpleGrid>
        {subthemes.length > 0 && (
          <Stack gap={6}>
            <Text fw={600} id="subtheme-label">
              {t('quiz:config.subtheme')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" role="radiogroup" aria-labelledby="subtheme-label">
              <Choice selected={settings.subtheme === 'all'} disabled={locked} onClick={() => onChange({ ...settings, subtheme: 'all' })} testId="subtheme-all">
                <Text fw={600}>{t('quiz:config.allSubthemes')}</Text>
              </Choice>
              {subthemes.map((sub) => (
                <Choice key={sub} selected={settings.subtheme === sub} disabled={locked} onClick={() => onChange({ ...settings, subtheme: sub })} testId={`subtheme-${sub}`}>
                  <Text fw={600}>{t(`common:subthemes.${sub}`)}</Text>
                </Choice>
              ))}
            </SimpleGrid>
          </Stack>
        )}
        <Stack gap={6}>
          <Text fw={600} id="kind-label">
            {t('quiz:config.kind')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" role="radiogroup" aria-labelledby="kind-label">
            {(['all', ...QUESTION_KINDS] as const).map((k) => (
              <Choice key={k} selected={settings.kind === k} disabled={locked} onClick={() => onChange({ ...settings, kind: k })} testId={`kind-${k}`}>
                <Text fw={600}>{k === 'all' ? t('quiz:config.allKinds') : t(`common:kinds.${k}`)}</Text>
              </Choice>
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    );
  } else if (step === 1) {
    choices = (
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('quiz:config.refineHint')}
        </Text>
        <Text fw={600} id="difficulty-label">
          {t('quiz:config.stepDifficulty')}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" role="radiogroup" aria-labelledby="difficulty-label">
          {[0, ...DIFFICULTIES].map((d) => (
            <Choice key={d} selected={settings.difficulty === d} disabled={locked} onClick={() => onChange({ ...settings, difficulty: d })} testId={`difficulty-${d}`}>
              <Text fw={600}>{t(`common:difficulty.${d}`)}</Text>
            </Choice>
          ))}
        </SimpleGrid>
      </Stack>
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
            <Text size="sm" id={LOCKED_REASON_ID}>
              {t('quiz:config.limitedBody')}
            </Text>
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
          <LockedTap.Provider value={() => setLockedTapped(true)}>{choices}</LockedTap.Provider>
          {locked && lockedTapped && (
            <Alert color="yellow" icon={<LockIcon size={18} />} role="status" data-testid="locked-reason">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('quiz:config.lockedReason')}</Text>
                <Button component={Link} href="/payment" size="xs">
                  {t('quiz:config.unlock')}
                </Button>
              </Stack>
            </Alert>
          )}
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
                <Table.Th w="45%">{t('quiz:config.summaryTheme')}</Table.Th>
                <Table.Td data-testid="summary-theme">
                  {themeLabel}
                  {settings.subtheme !== 'all' ? ` · ${t(`common:subthemes.${settings.subtheme}`)}` : ''}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('quiz:config.summaryKind')}</Table.Th>
                <Table.Td>{kindLabel}</Table.Td>
              </Table.Tr>
              {/* The old categories are not offered any more: one only comes from the weekly focus's link. */}
              {settings.category !== 'all' && (
                <Table.Tr>
                  <Table.Th>{t('quiz:config.summaryCategory')}</Table.Th>
                  <Table.Td>{t(`common:categories.${settings.category}`)}</Table.Td>
                </Table.Tr>
              )}
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
