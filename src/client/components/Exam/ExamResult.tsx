// The correction: passed or not (32/40), the result by theme (each with 'S'entraîner sur ce
// thème', the quiz on that official theme), then every question with the candidate's answer,
// the right one, the explanation and its source.
import { Alert, Badge, Button, Card, Group, Progress, Stack, Text, Title, useDirection } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ExamResultDto } from '../../../shared/schemas/quiz';
import { isolated } from '../../lib/bidi';
import { Bilingual, SourceLine, TranslationToggle } from '../Quiz/QuestionBody';
import { ReportErrorLink } from '../Report/ReportErrorLink';
import { ProvenanceLine } from '../Provenance/ProvenanceLine';
import { aidText, useTranslationAid } from '../Quiz/translation-aid';
import { celebrate } from '../Quiz/confetti';
import { capped, percent, scoreColor } from '../Quiz/quiz-utils';
import { ExamExitLinks } from './ExamExitLinks';

/** An answer's wording in the help language, in brackets after the French one when it differs. */
function InHelpLanguage({ text, french, lang }: { text: string | undefined; french: string | null; lang: string | null }) {
  if (!text || text === french) return null;
  return (
    <>
      {' ('}
      <bdi lang={lang ?? undefined}>{text}</bdi>)
    </>
  );
}

export function ExamResult({ result, onAgain }: { result: ExamResultDto; onAgain: () => void }) {
  const { t } = useTranslation(['quiz', 'common']);
  const aid = useTranslationAid();
  const { dir } = useDirection();
  const fired = useRef(false);
  useEffect(() => {
    if (result.passed && !fired.current) {
      fired.current = true;
      void celebrate();
    }
  }, [result.passed]);
  // The answers in the help language too, in brackets, while the member shows the translation.
  const optionsIn = (q: ExamResultDto['questions'][number]) => (!aid.shown ? null : aid.lang === 'ar' ? q.optionsAr : aid.lang === 'en' ? q.optionsEn : null);
  const vars = { correct: result.correctAnswers, total: result.totalQuestions, pass: result.passMark };
  const translatedNumbers = result.questions.flatMap((q, i) => (q.translationOpened ? [i + 1] : []));
  return (
    <Stack gap="lg" data-testid="exam-result">
      <Title order={1}>{t('quiz:exam.resultTitle')}</Title>
      <Alert color={result.passed ? 'green' : 'red'} title={result.passed ? t('quiz:exam.passed') : t('quiz:exam.failed')} data-testid="exam-verdict">
        <Text fw={700} fz={28}>
          {result.correctAnswers}/{result.totalQuestions} · {result.score}%
        </Text>
        <Text size="sm">{result.passed ? t('quiz:exam.passedBody', vars) : t('quiz:exam.failedBody', vars)}</Text>
        {translatedNumbers.length > 0 && (
          <Text size="sm" mt="xs" data-testid="exam-translation-summary">
            {t('quiz:exam.translationOpenedSummary', { count: translatedNumbers.length, list: translatedNumbers.join(', ') })}
          </Text>
        )}
      </Alert>

      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('quiz:exam.byTheme')}
          </Title>
          {result.themes.map((th) => {
            const pct = percent(th.correct, th.total);
            return (
              <Stack key={th.theme} gap={4} data-testid="exam-theme">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm">{t(`common:themes.${th.theme}`)}</Text>
                  <Text size="sm" fw={600}>
                    {t('quiz:exam.themeScore', { correct: th.correct, total: th.total })}
                  </Text>
                </Group>
                <Progress value={capped(pct)} color={scoreColor(pct)} aria-label={t(`common:themes.${th.theme}`)} />
                <Button
                  component={Link}
                  href={`/quiz?theme=${th.theme}`}
                  variant="subtle"
                  size="xs"
                  px={0}
                  w="fit-content"
                  aria-label={t('quiz:exam.practiseThemeAria', { theme: t(`common:themes.${th.theme}`) })}
                  data-testid="practise-theme"
                >
                  {t('quiz:exam.practiseTheme')}
                </Button>
              </Stack>
            );
          })}
        </Stack>
      </Card>

      <ExamExitLinks>
        <Button onClick={onAgain}>{t('quiz:exam.again')}</Button>
      </ExamExitLinks>

      <Title order={2} size="h3">
        {t('quiz:exam.correction')}
      </Title>
      {result.themes.map((th) => (
        <Stack key={th.theme} gap="sm">
          <Title order={3} size="h4">
            {t(`common:themes.${th.theme}`)}
          </Title>
          {result.questions
            .filter((q) => q.theme === th.theme)
            .map((q) => {
              const number = result.questions.indexOf(q) + 1;
              const translated = optionsIn(q);
              const rightEn = translated?.[q.options.indexOf(q.correctAnswer)];
              const yourEn = q.userAnswer !== null ? translated?.[q.options.indexOf(q.userAnswer)] : undefined;
              return (
                <Card key={q.id} withBorder radius="md" padding="md" data-testid="exam-correction-item" data-correct={q.isCorrect}>
                  <Stack gap="xs">
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <Badge color={q.isCorrect ? 'green' : 'red'} variant="filled" style={{ flexShrink: 0 }}>
                        {number}
                      </Badge>
                      <Bilingual fr={q.content} en={q.contentEn} ar={q.contentAr} fw={600} glossary />
                    </Group>
                    {q.translationOpened && (
                      <Badge variant="light" color="gray" w="fit-content" data-testid="exam-translation-opened">
                        {t('quiz:exam.translationOpenedBadge')}
                      </Badge>
                    )}
                    <ProvenanceLine official={q.official} content={q.content} />
                    {aidText(aid.lang, { en: q.contentEn, ar: q.contentAr }) && <TranslationToggle />}
                    <Text size="sm" c={q.isCorrect ? 'green' : 'red'} fw={600}>
                      {q.userAnswer === null ? t('quiz:exam.noAnswer') : t('quiz:exam.yourAnswer', { answer: isolated(q.userAnswer, dir) })}
                      <InHelpLanguage text={yourEn} french={q.userAnswer} lang={aid.lang} />
                    </Text>
                    {!q.isCorrect && (
                      <Text size="sm" c="green" fw={600}>
                        {t('quiz:exam.rightAnswer', { answer: isolated(q.correctAnswer, dir) })}
                        <InHelpLanguage text={rightEn} french={q.correctAnswer} lang={aid.lang} />
                      </Text>
                    )}
                    <Text size="sm" fw={600}>
                      {t('quiz:exam.explanation')}
                    </Text>
                    <Bilingual fr={q.explanation} en={q.explanationEn} ar={q.explanationAr} size="sm" listen glossary />
                    <SourceLine source={q.source} />
                    <ReportErrorLink kind="question" id={q.id} newTab />
                  </Stack>
                </Card>
              );
            })}
        </Stack>
      ))}
    </Stack>
  );
}
