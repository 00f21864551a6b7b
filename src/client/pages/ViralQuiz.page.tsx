// /viral-quiz and /quiz-viral: three questions; choose, confirm, read the explanation for 3 s,
// then the next question comes by itself; the result tier at the end, 'Recommencer' resets.
import { Badge, Button, Card, Container, Group, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CommunityLinks } from '../components/Community/CommunityLinks';
import { ShareButton } from '../components/Community/ShareButton';
import { siteUrl } from '../components/Community/share';
import { BookIcon, BulbIcon, MedalIcon, SproutIcon, TrophyIcon } from '../components/Icons/Icons';
import { PageHeader } from '../components/Public/PageHeader';
import { ProvenanceLine } from '../components/Provenance/ProvenanceLine';
import { SourceLine } from '../components/Quiz/QuestionBody';
import { ReportErrorLink } from '../components/Report/ReportErrorLink';
import { pick } from '../content/types';
import { EXPLANATION_DELAY_MS, VIRAL_QUESTIONS, viralTier } from '../content/viral-quiz';
import { useUser } from '../hooks/useAuth';
import { usePageMeta } from '../hooks/usePageMeta';

const DIFFICULTY_KEYS = { Facile: 'easy', Moyen: 'medium', Difficile: 'hard' } as const;
const TIER_ICONS = { champion: TrophyIcon, expert: MedalIcon, apprenti: BookIcon, debutant: SproutIcon } as const;

export default function ViralQuizPage() {
  const { t, i18n } = useTranslation('community');
  usePageMeta(t('meta.viralTitle'), t('meta.viralDescription'));
  const user = useUser();
  const lang = i18n.language;
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [answers, setAnswers] = useState<boolean[]>([]);
  const [finished, setFinished] = useState(false);

  const question = VIRAL_QUESTIONS[index]!;
  const total = VIRAL_QUESTIONS.length;

  // After a confirmed answer: 3 s of explanation, then the next question (or the result).
  useEffect(() => {
    if (!confirmed) return;
    const timer = setTimeout(() => {
      if (index + 1 < total) {
        setIndex(index + 1);
        setSelected(null);
        setConfirmed(false);
      } else {
        setFinished(true);
      }
    }, EXPLANATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [confirmed, index]);

  function confirm() {
    if (selected === null || confirmed) return;
    setAnswers((a) => [...a, Number(selected) === question.correctAnswer]);
    setConfirmed(true);
  }

  function restart() {
    setIndex(0);
    setSelected(null);
    setConfirmed(false);
    setAnswers([]);
    setFinished(false);
  }

  const score = answers.filter(Boolean).length;
  const percent = Math.round((score / total) * 100);
  const tier = viralTier(percent);
  const TierIcon = TIER_ICONS[tier];

  let body: ReactNode;
  if (finished) {
    const lastRight = VIRAL_QUESTIONS.filter((_, i) => answers[i]).map((q) => pick(q.shareableResult, lang));
    const shareText = t('viral.shareText', { score, total, tier: t(`viral.tiers.${tier}.name`) });
    body = (
      <Card withBorder radius="md" padding="xl" data-testid="viral-result">
        <Stack align="center" gap="sm" ta="center">
          <TierIcon size={56} color="var(--mantine-color-blue-8)" />
          <Title order={2} data-testid="viral-tier">
            {t(`viral.tiers.${tier}.name`)}
          </Title>
          <Text fz={28} fw={700} data-testid="viral-score">
            {t('viral.score', { score, total, percent })}
          </Text>
          <Text>{t(`viral.tiers.${tier}.message`)}</Text>
          {lastRight.length > 0 && (
            <Text size="sm" c="dimmed">
              {lastRight.join(' ')}
            </Text>
          )}
          <Group justify="center" mt="sm">
            <Button onClick={restart}>{t('viral.restart')}</Button>
            <ShareButton size="sm" data={{ title: t('viral.title'), text: shareText, url: siteUrl('/viral-quiz') }} />
            {/* Members have the full quiz; the demo is for visitors. */}
            <Button component={Link} href={user ? '/quiz' : '/demo'} variant="default">
              {user ? t('viral.startQuiz') : t('viral.tryDemo')}
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  } else {
    const options = pick(question.options, lang);
    const right = Number(selected) === question.correctAnswer;
    body = (
      <Card withBorder radius="md" padding="lg" data-testid="viral-question">
        <Stack gap="md">
          <Group justify="space-between">
            <Text fw={600} data-testid="viral-progress">
              {t('viral.progress', { current: index + 1, total })}
            </Text>
            <Badge variant="light">{t(`viral.difficulty.${DIFFICULTY_KEYS[question.difficulty]}`)}</Badge>
          </Group>
          <Progress value={((index + (confirmed ? 1 : 0)) / total) * 100} aria-label={t('viral.progress', { current: index + 1, total })} />
          <Title order={2} size="h3">
            {pick(question.question, lang)}
          </Title>
          <ProvenanceLine official={question.official} content={question.question.fr} />
          <Radio.Group value={selected} onChange={(v) => !confirmed && setSelected(v)} name={`viral-${question.id}`} label={t('viral.chooseLabel')}>
            <Stack gap="xs" mt="xs">
              {options.map((option, i) => {
                const isRight = confirmed && i === question.correctAnswer;
                const isWrong = confirmed && String(i) === selected && !right;
                return (
                  // The whole card is the radio's label: a tap anywhere on it chooses; once
                  // answered, the text keeps its full colour (only the radio looks disabled).
                  <Card
                    key={option}
                    component="label"
                    withBorder
                    padding="sm"
                    radius="md"
                    bg={isRight ? 'green.0' : isWrong ? 'red.0' : undefined}
                    style={{ borderColor: isRight ? 'var(--mantine-color-green-6)' : isWrong ? 'var(--mantine-color-red-6)' : undefined, cursor: confirmed ? 'default' : 'pointer', minHeight: 48 }}
                  >
                    <Group gap="sm" wrap="nowrap">
                      <Radio value={String(i)} disabled={confirmed} />
                      <Text style={{ overflowWrap: 'anywhere' }}>{option}</Text>
                    </Group>
                  </Card>
                );
              })}
            </Stack>
          </Radio.Group>
          {!confirmed ? (
            <Button onClick={confirm} disabled={selected === null} style={{ alignSelf: 'flex-start' }}>
              {t('viral.confirm')}
            </Button>
          ) : (
            <Card radius="md" padding="md" bg={right ? 'green.0' : 'red.0'} role="status" data-testid="viral-feedback">
              <Text fw={700} c={right ? 'green.9' : 'red.9'}>
                {right ? t('viral.right') : t('viral.wrong')}
              </Text>
              <Text size="sm" mt={4}>
                {pick(question.explanation, lang)}
              </Text>
              <SourceLine source={question.source} />
              <Group gap={6} mt={4} wrap="nowrap" align="flex-start">
                <BulbIcon size={18} color="var(--mantine-color-yellow-8)" style={{ flexShrink: 0 }} />
                <Text size="sm" c="dimmed">
                  {pick(question.funFact, lang)}
                </Text>
              </Group>
              <Text size="xs" mt="xs" c="dimmed">
                {index + 1 < total ? t('viral.nextSoon') : t('viral.resultSoon')}
              </Text>
              {/* In a new tab: the next question comes by itself here (issue 38). */}
              <ReportErrorLink kind="question" id={`viral-${question.id}`} newTab />
            </Card>
          )}
        </Stack>
      </Card>
    );
  }

  return (
    <>
      <PageHeader title={t('viral.title')} subtitle={t('viral.subtitle')}>
        <CommunityLinks />
      </PageHeader>
      <Container size="sm" py="xl">
        {body}
      </Container>
    </>
  );
}
