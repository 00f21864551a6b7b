// /quiz (signed in): configuration → loading → the quiz → results, plus the 'no questions'
// screen. '/quiz?review=1' starts a quiz of the questions last answered wrong, '/quiz?due=1' today's
// review (the questions due by spaced repetition, docs/readiness.md);
// '/quiz?theme=…&subtheme=…&kind=…' opens the set-up on that official theme. The attempt is
// created with the first answer, with its questions: a quiz in progress is taken up again after a
// reload or Back, or from another device with 'Reprendre' (useQuizRun, docs/product.md).
import { Container, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { DEMO_QUIZ_LIMIT, DEFAULT_QUESTION_COUNT } from '../../shared/constants';
import { GlossarySheetHost } from '../components/Glossary/GlossarySheet';
import { PageLoader } from '../components/PageLoader/PageLoader';
import { OfficialListCard } from '../components/Quiz/OfficialListCard';
import { QuizConfig } from '../components/Quiz/QuizConfig';
import { ALL_SETTINGS, settingsFromSearch, type QuizSettings } from '../components/Quiz/quiz-settings';
import { QuizPlayer } from '../components/Quiz/QuizPlayer';
import { QuizResults, type ThemePerformance } from '../components/Quiz/QuizResults';
import { QuizEmpty, QuizLeave, QuizLoading, QuizModeBadge, QuizOfflineNotice, QuizResumeCard } from '../components/Quiz/QuizRunParts';
import { useQuizRun } from '../components/Quiz/useQuizRun';
import { useQuizLayout } from '../components/Quiz/useLayout';
import contrast from '../components/Quiz/contrast.module.css';
import { usePageMeta } from '../hooks/usePageMeta';
import { useRequireAuth } from '../hooks/useRequireAuth';

const LIMITED: QuizSettings = { ...ALL_SETTINGS, limit: DEMO_QUIZ_LIMIT };

export default function QuizPage() {
  const { t } = useTranslation(['quiz', 'common']);
  usePageMeta(t('quiz:meta.quizTitle'), t('quiz:meta.quizDescription'));
  const { user, isLoading } = useRequireAuth(t('quiz:run.loginRequired'));
  const search = useSearch();
  const [, navigate] = useLocation();
  const layout = useQuizLayout();
  const hasFullAccess = user?.hasFullAccess ?? false;
  const run = useQuizRun(user ? { id: user.id, hasFullAccess } : null, { ...ALL_SETTINGS, limit: DEFAULT_QUESTION_COUNT, ...settingsFromSearch(search) });
  const { state, dispatch } = run;
  const autoStarted = useRef(false);

  // Without full access: all categories, all levels, 5 questions, whatever was chosen.
  const effective = hasFullAccess ? state.settings : LIMITED;

  // The set-up, the results and the empty state are new screens: they start at the top.
  useEffect(() => {
    if (state.phase !== 'playing' && state.phase !== 'loading') window.scrollTo({ top: 0, behavior: 'instant' as ScrollBehavior });
  }, [state.phase]);

  // 'S'entraîner sur ce thème' while already on /quiz: the set-up follows the address.
  const followAddress = useEffectEvent((asked: Partial<QuizSettings>) => {
    dispatch({ type: 'settings', settings: { ...state.settings, ...ALL_SETTINGS, limit: state.settings.limit, ...asked } });
    dispatch({ type: 'config', step: 0 });
  });
  useEffect(() => {
    const asked = settingsFromSearch(search);
    if (Object.keys(asked).length > 0) followAddress(asked);
  }, [search]);

  // '/quiz?review=1' (dashboard 'Revoir mes erreurs') and '/quiz?due=1' start at once.
  const startFromAddress = useEffectEvent((kind: 'spaced' | 'review') => {
    navigate('/quiz', { replace: true });
    void run.start(kind, effective);
  });
  useEffect(() => {
    if (!user || autoStarted.current) return;
    const params = new URLSearchParams(search);
    if (params.get('review') === '1' || params.get('due') === '1') {
      autoStarted.current = true;
      startFromAddress(params.get('due') === '1' ? 'spaced' : 'review');
    }
  }, [user, search]);

  const themes = useMemo<ThemePerformance[]>(() => {
    const by = new Map<string, ThemePerformance>();
    for (const q of state.questions) {
      const c = by.get(q.theme!) ?? { theme: q.theme!, correct: 0, total: 0 };
      c.total += 1;
      if (state.answers[q.id] === q.correctAnswer) c.correct += 1;
      by.set(q.theme!, c);
    }
    return [...by.values()];
  }, [state.questions, state.answers]);

  if (isLoading || !user) return <PageLoader />;

  let content: ReactNode;
  if (state.phase === 'loading') {
    content = <QuizLoading />;
  } else if (state.phase === 'empty') {
    content = <QuizEmpty onBack={() => dispatch({ type: 'config' })} />;
  } else if (state.phase === 'playing' && state.questions.length > 0) {
    content = (
      // A glossary word's 'Voir dans le glossaire' opens a sheet over the question, not another page.
      <GlossarySheetHost>
        {state.offline && state.runKey > 0 && Object.keys(state.answers).length === 0 && <QuizOfflineNotice count={state.questions.length} />}
        <QuizLeave onLeave={run.leave} />
        <QuizPlayer
          questions={state.questions}
          index={state.index}
          answers={state.answers}
          elapsedSeconds={run.elapsed}
          layout={layout}
          finishing={state.finishing}
          badge={<QuizModeBadge mode={state.mode} questions={state.questions} hasFullAccess={hasFullAccess} />}
          onAnswer={run.answer}
          onPrevious={() => run.show(state.index - 1)}
          onNext={() => run.show(state.index + 1)}
          onFinish={() => void run.finish()}
        />
      </GlossarySheetHost>
    );
  } else if (state.phase === 'results' && state.result) {
    const { result } = state;
    content = (
      <QuizResults
        score={result.score}
        correct={result.correct}
        total={result.total}
        elapsedSeconds={result.elapsed}
        layout={layout}
        themes={themes}
        onNewQuiz={() => dispatch({ type: 'config', step: 0 })}
        onDashboard={() => navigate('/')}
        onReview={() => void run.start('review', effective)}
      />
    );
  } else {
    content = (
      <Stack gap="lg">
        {run.offered && <QuizResumeCard session={run.offered} onResume={() => run.resume(run.offered!)} />}
        <QuizConfig
          step={state.step}
          settings={effective}
          hasFullAccess={hasFullAccess}
          starting={false}
          onStep={(step) => dispatch({ type: 'step', step })}
          onChange={(settings) => dispatch({ type: 'settings', settings })}
          onStart={() => void run.start('quiz', effective)}
          onReview={() => void run.start('review', effective)}
        />
        <OfficialListCard userId={user.id} starting={false} onStart={(from) => void run.start('official', effective, from)} />
      </Stack>
    );
  }

  return (
    <Container size="md" py="lg" px="sm" className={contrast.area}>
      {content}
    </Container>
  );
}
