// /weekly-focus and /focus-hebdomadaire: this ISO week's theme from the built-in rotation, with
// its day-by-day plan. No server call: the content is built in.
import { Anchor, Badge, Blockquote, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CommunityLinks } from '../components/Community/CommunityLinks';
import { ShareButton } from '../components/Community/ShareButton';
import { siteUrl } from '../components/Community/share';
import { PageHeader } from '../components/Public/PageHeader';
import { pick } from '../content/types';
import { weeklyFocusFor, weeklyQuizHref } from '../content/weekly-focus';
import { useAuth } from '../hooks/useAuth';
import { usePageMeta } from '../hooks/usePageMeta';

export default function WeeklyFocusPage() {
  const { t, i18n } = useTranslation(['community', 'common']);
  const lang = i18n.language;
  const focus = useMemo(() => weeklyFocusFor(new Date()), []);
  const { user } = useAuth();
  const title = pick(focus.title, lang);
  usePageMeta(t('meta.weeklyTitle', { title }), t('meta.weeklyDescription'));

  return (
    <>
      <PageHeader title={t('weekly.title')} subtitle={t('weekly.subtitle')}>
        <CommunityLinks />
      </PageHeader>
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Card withBorder radius="md" padding="lg" data-testid="weekly-focus">
            <Stack gap="sm">
              <Group gap={6}>
                <Badge size="lg" data-testid="weekly-week">
                  {t('weekly.week', { week: focus.week, year: focus.year })}
                </Badge>
                <Badge size="lg" variant="light">
                  {pick(focus.theme, lang)}
                </Badge>
              </Group>
              <Title order={2}>{title}</Title>
              <Text>{pick(focus.description, lang)}</Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <div>
                  <Title order={3} size="h5">
                    {t('weekly.focusAreas')}
                  </Title>
                  <List size="sm" mt={4}>
                    {pick(focus.focusAreas, lang).map((a) => (
                      <List.Item key={a}>{a}</List.Item>
                    ))}
                  </List>
                </div>
                <div>
                  <Title order={3} size="h5">
                    {t('weekly.keyTopics')}
                  </Title>
                  <List size="sm" mt={4}>
                    {pick(focus.keyTopics, lang).map((a) => (
                      <List.Item key={a}>{a}</List.Item>
                    ))}
                  </List>
                </div>
              </SimpleGrid>
              <Group>
                <ShareButton data={{ title, text: t('weekly.shareText', { title }), url: siteUrl('/weekly-focus') }} />
              </Group>
            </Stack>
          </Card>

          <div>
            <Title order={2} size="h3" mb="sm">
              {t('weekly.studyPlan')}
            </Title>
            <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {focus.studyPlan.map((d) => (
                <Card key={d.day} component="li" withBorder radius="md" padding="md" data-testid="study-day">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text fw={700}>{t(`weekly.days.${d.day}`)}</Text>
                    <Badge variant="light" color={d.day > 5 ? 'orange' : 'blue'} style={{ flexShrink: 0 }}>
                      {t('weekly.minutes', { count: d.duration })}
                    </Badge>
                  </Group>
                  <Text size="sm" mt={4}>
                    {pick(d.activity, lang)}
                  </Text>
                  <Text size="xs" c="dimmed" mt={4}>
                    {t('weekly.resources')} {pick(d.resources, lang).join(' · ')}
                  </Text>
                </Card>
              ))}
            </Stack>
          </div>

          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Card withBorder radius="md" padding="lg">
              <Title order={2} size="h4">
                {t('weekly.quizTitle')}
              </Title>
              <Text size="sm" mt="xs" data-testid="weekly-quiz">
                {t('weekly.quizBody', {
                  count: focus.weeklyQuiz.questions,
                  level: focus.weeklyQuiz.difficulty
                    ? t('weekly.level', { label: t(`common:difficulty.${focus.weeklyQuiz.difficulty}`) })
                    : t('weekly.levelAll'),
                  category: t(`common:categories.${focus.weeklyQuiz.category}`),
                })}
              </Text>
              {user && !user.hasFullAccess && (
                <Text size="sm" mt="xs">
                  {t('weekly.quizNeedsFullAccess')}{' '}
                  <Anchor component={Link} href="/payment">
                    {t('weekly.quizUnlock')}
                  </Anchor>
                </Text>
              )}
              <Button component={Link} href={weeklyQuizHref(focus.weeklyQuiz)} mt="md" data-testid="weekly-start">
                {t('weekly.startQuiz')}
              </Button>
            </Card>
            <Card withBorder radius="md" padding="lg" bg="yellow.0">
              <Title order={2} size="h4">
                {t('weekly.spotlight', { title: pick(focus.culturalSpotlight.title, lang) })}
              </Title>
              <Text size="sm" mt="xs">
                {pick(focus.culturalSpotlight.description, lang)}
              </Text>
              <Text size="sm" fw={600} mt="sm">
                {t('weekly.funFacts')}
              </Text>
              <List size="sm">
                {pick(focus.culturalSpotlight.funFacts, lang).map((f) => (
                  <List.Item key={f}>{f}</List.Item>
                ))}
              </List>
            </Card>
          </SimpleGrid>

          <Blockquote color="blue" cite={t('weekly.motivationCite')}>
            {pick(focus.motivation, lang)}
          </Blockquote>
          <Text c="dimmed" data-testid="weekly-next">
            {t('weekly.nextWeek', { title: pick(focus.nextWeek, lang) })}
          </Text>
        </Stack>
      </Container>
    </>
  );
}
