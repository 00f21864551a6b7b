// /demo: the 3 demo questions, open to everyone. A visitor's answers are stored as demo_user;
// a signed-in user's demo is also kept as a 'Quiz Démo' attempt in their history.
import { Alert, Badge, Button, Card, Center, Container, Group, List, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { newAttemptId } from '../../shared/attempt-id';
import { QuizPlayer, type PlayableQuestion } from '../components/Quiz/QuizPlayer';
import { celebrate } from '../components/Quiz/confetti';
import { CONFETTI_THRESHOLD, durationParts, percent, scoreColor, useElapsedSeconds, vibrate } from '../components/Quiz/quiz-utils';
import { useQuizLayout } from '../components/Quiz/useLayout';
import { useUser } from '../hooks/useAuth';
import { demoQuestions } from '../lib/demo-questions';
import contrast from '../components/Quiz/contrast.module.css';
import { usePageMeta } from '../hooks/usePageMeta';
import { toast } from '../lib/toast';
import { trpc } from '../trpc';

export default function DemoPage() {
  const { t } = useTranslation(['quiz', 'common']);
  usePageMeta(t('quiz:meta.demoTitle'), t('quiz:meta.demoDescription'));
  const layout = useQuizLayout();
  const user = useUser();
  const utils = trpc.useUtils();
  // Read without the data layer, and shown in a transition: React renders the first question in
  // short slices rather than one long task (issue 36; lib/demo-questions.ts). null: still loading
  // (as in the prerendered page); 'failed': the read failed (offline on a first visit, say), shown
  // with a button that reads again.
  const [loaded, setLoaded] = useState<PlayableQuestion[] | 'failed' | null>(null);
  const mounted = useRef(true);
  const read = useCallback(() => {
    const show = (list: PlayableQuestion[] | 'failed') => {
      if (mounted.current) startTransition(() => setLoaded(list));
    };
    demoQuestions().then(show, () => show('failed'));
  }, []);
  useEffect(() => {
    mounted.current = true;
    read();
    return () => {
      mounted.current = false;
    };
  }, [read]);
  const createAttempt = trpc.attempts.create.useMutation();
  const updateAttempt = trpc.attempts.update.useMutation();
  const respond = trpc.attempts.respond.useMutation();

  const questions = Array.isArray(loaded) ? loaded : [];
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [finished, setFinished] = useState(false);
  const [attemptId, setAttemptId] = useState<string | null>(null);
  const attemptRequested = useRef(false);
  const questionShownAt = useRef(Date.now());
  const elapsed = useElapsedSeconds(questions.length > 0 && !finished);

  // A signed-in user's demo becomes an attempt of type 'demo', created with the first answer
  // (a demo opened and left leaves no attempt behind); the answers wait for it.
  const attemptReady = useRef<Promise<unknown>>(Promise.resolve());
  function ensureAttempt(): string | null {
    if (!user) return null;
    if (!attemptRequested.current) {
      attemptRequested.current = true;
      const id = newAttemptId();
      setAttemptId(id);
      attemptReady.current = createAttempt.mutateAsync({ id, type: 'demo', totalQuestions: questions.length }).then(() => id);
      return id;
    }
    return attemptId;
  }

  /** Moves to question `i` and starts timing the answer to it. */
  function showQuestion(i: number) {
    questionShownAt.current = Date.now();
    setIndex(i);
  }

  const correct = useMemo(() => questions.filter((q) => answers[q.id] === q.correctAnswer).length, [questions, answers]);
  const score = percent(correct, questions.length);

  function onAnswer(question: PlayableQuestion, answer: string) {
    if (answers[question.id] !== undefined) return;
    setAnswers((a) => ({ ...a, [question.id]: answer }));
    vibrate(50);
    const id = ensureAttempt();
    const payload = {
      questionId: question.id,
      userAnswer: answer,
      timeSpent: Math.round((Date.now() - questionShownAt.current) / 1000),
    };
    const onError = () => toast(t('common:errors.title'), t('quiz:run.saveError'), { destructive: true });
    attemptReady.current = attemptReady.current
      .then(() => respond.mutateAsync({ ...payload, attemptId: id }))
      .catch(onError);
  }

  function onFinish() {
    setFinished(true);
    toast(t('quiz:demo.finishedToast'), t('quiz:demo.finishedToastBody', { score }));
    if (score >= CONFETTI_THRESHOLD) void celebrate();
    if (user && attemptId) {
      void attemptReady.current.then(() => updateAttempt.mutate(
        { id: attemptId, isCompleted: true, correctAnswers: correct, score: String(score), completedAt: new Date().toISOString() },
        {
          onSettled: () => {
            void utils.attempts.list.invalidate();
            void utils.dashboard.stats.invalidate();
          },
        },
      ));
    }
  }

  // A visitor first needs an account (free); a member without full access, the one click on /payment.
  const cta = (size: 'sm' | 'md') =>
    user ? (
      <Button component={Link} href="/payment" size={size} data-testid="demo-cta">
        {t('quiz:demo.unlock')}
      </Button>
    ) : (
      <Button component={Link} href="/register" size={size} data-testid="demo-cta">
        {t('quiz:demo.register')}
      </Button>
    );

  const limits = (
    <Alert color="blue" variant="light" title={t('quiz:demo.limitsTitle')} data-testid="demo-limits">
      <Stack gap="xs">
        <List size="sm" spacing={4}>
          <List.Item>{t('quiz:demo.limit1')}</List.Item>
          <List.Item>{t('quiz:demo.limit2')}</List.Item>
          <List.Item>{t('quiz:demo.limit3')}</List.Item>
        </List>
        <Text size="sm">{t('quiz:demo.limitsCta')}</Text>
        <Group>{cta('sm')}</Group>
      </Stack>
    </Alert>
  );

  let content: ReactNode;
  if (loaded === null) {
    content = (
      // About the player's height on a phone (600-650 px): the notice below does not jump when the
      // questions arrive (Lighthouse's layout shift on /demo was 0.11).
      // What the demo is, in the prerendered page: the largest thing a phone paints first, rather
      // than the question that comes with the code and the data (Lighthouse's LCP, issue 36).
      <Center mih={{ base: 'min(620px, 80vh)', md: '40vh' }}>
        <Stack align="center" maw={560}>
          <Text size="lg" ta="center" data-testid="demo-intro">
            {t('quiz:demo.howItWorks')}
          </Text>
          <Group gap="xs" role="status" aria-live="polite">
            <Loader size="sm" />
            <Text c="dimmed">{t('quiz:demo.loading')}</Text>
          </Group>
        </Stack>
      </Center>
    );
  } else if (loaded === 'failed') {
    content = (
      <Alert color="red" title={t('quiz:demo.loadError')} data-testid="demo-load-error">
        <Text size="sm">{t('quiz:demo.loadErrorBody')}</Text>
        <Button
          mt="sm"
          onClick={() => {
            setLoaded(null);
            read();
          }}
        >
          {t('common:errorScreen.retry')}
        </Button>
      </Alert>
    );
  } else if (questions.length === 0) {
    content = (
      <Alert color="yellow" title={t('quiz:demo.empty')} data-testid="demo-empty">
        <Button component={Link} href="/" mt="sm" variant="default">
          {t('quiz:demo.home')}
        </Button>
      </Alert>
    );
  } else if (finished) {
    const duration = durationParts(elapsed);
    content = (
      <Card withBorder shadow="sm" padding="xl" radius="md" data-testid="demo-results">
        <Stack gap="lg" align="center">
          <Title order={2}>{t('quiz:demo.resultsTitle')}</Title>
          <SimpleGrid cols={{ base: 1, xs: 3 }} w="100%">
            <Stack gap={0} align="center">
              <Text c="dimmed" size="sm">
                {t('quiz:demo.score')}
              </Text>
              <Text fw={800} fz={36} c={scoreColor(score)} data-testid="result-score">
                {score}%
              </Text>
            </Stack>
            <Stack gap={0} align="center">
              <Text c="dimmed" size="sm">
                {t('quiz:demo.correctAnswers')}
              </Text>
              <Text fw={800} fz={36} data-testid="result-correct">
                {correct}/{questions.length}
              </Text>
            </Stack>
            <Stack gap={0} align="center">
              <Text c="dimmed" size="sm">
                {t('quiz:demo.elapsed')}
              </Text>
              <Text fw={800} fz={36}>
                {duration.unit === 's' ? t('quiz:demo.seconds', { count: duration.count }) : t('quiz:demo.minutes', { count: duration.count })}
              </Text>
            </Stack>
          </SimpleGrid>
          <Group justify="center">
            {cta('md')}
            <Button component={Link} href="/" variant="default" size="md">
              {t('quiz:demo.home')}
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  } else {
    content = (
      <QuizPlayer
        questions={questions}
        index={index}
        answers={answers}
        elapsedSeconds={elapsed}
        layout={layout}
        badge={
          <Badge color="orange" variant="filled" data-testid="demo-badge">
            {t('quiz:demo.badge')}
          </Badge>
        }
        onAnswer={onAnswer}
        onPrevious={() => showQuestion(Math.max(0, index - 1))}
        onNext={() => showQuestion(Math.min(questions.length - 1, index + 1))}
        onFinish={onFinish}
      />
    );
  }

  return (
    <Container size="md" py="lg" px="sm" className={contrast.area}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('quiz:demo.title')}</Title>
          <Text c="dimmed">{t('quiz:demo.subtitle')}</Text>
        </div>
        {content}
        {limits}
      </Stack>
    </Container>
  );
}
