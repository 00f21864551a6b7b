// One question: its text in French (with the English translation under it when the interface
// is in English) and its options, as cards or as lettered rows (phone layout).
import { Anchor, Badge, Box, Group, Stack, Text, TextInput, Button, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListenButton } from '../Interview/ListenButton';
import classes from './Quiz.module.css';

export interface DisplayQuestion {
  id: string;
  content: string;
  contentEn: string;
  type: 'mcq' | 'open';
  options: string[];
  optionsEn: string[];
  category?: string;
  difficulty?: number;
  mediaUrl?: string | null;
  theme?: string;
  subtheme?: string;
  kind?: string;
  source?: string;
}

const LETTERS = 'ABCDEFGH';

/** French text, and its English translation under it when the interface is English. */
export function Bilingual({ fr, en, size = 'md', fw, testId }: { fr: string; en?: string; size?: string; fw?: number; testId?: string }) {
  const { i18n, t } = useTranslation('quiz');
  const showEn = i18n.language === 'en' && en && en !== fr;
  return (
    <Box data-testid={testId}>
      <Text size={size} fw={fw} lang="fr">
        {fr}
      </Text>
      {showEn && (
        <Text size="sm" c="dimmed" fs="italic" lang="en" aria-label={`${t('player.translation')}: ${en}`}>
          {en}
        </Text>
      )}
    </Box>
  );
}

const URL_PATTERN = /(https?:\/\/[^\s,;»)]+)/g;

/**
 * 'Source : …' under an explanation: the reference as written, each URL in it a link (opened in
 * a new tab, without passing on the page's address).
 */
export function SourceLine({ source }: { source: string | null | undefined }) {
  const { t } = useTranslation('quiz');
  const text = source?.trim();
  if (!text) return null;
  // Text and URLs alternate (split keeps the captured URLs); each part is keyed by where it starts.
  let at = 0;
  const parts = text.split(URL_PATTERN).map((part, i) => {
    const piece = { part, isUrl: i % 2 === 1, start: at };
    at += part.length;
    return piece;
  });
  return (
    <Text size="sm" c="dimmed" data-testid="answer-source">
      {t('player.sourceLabel')}{' '}
      {parts.map(({ part, isUrl, start }) =>
        isUrl ? (
          <Anchor key={`url-${start}`} href={part} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {part}
          </Anchor>
        ) : (
          <span key={`text-${start}`}>{part}</span>
        ),
      )}
    </Text>
  );
}

export function QuestionText({ question, number }: { question: DisplayQuestion; number?: number }) {
  const { t } = useTranslation(['quiz', 'common']);
  return (
    <Stack gap="xs">
      {(question.category || question.difficulty) && (
        <Group gap="xs">
          {question.category && (
            <Badge variant="light" color="blue">
              {t(`common:categories.${question.category}`)}
            </Badge>
          )}
          {question.difficulty ? (
            <Badge variant="outline" color="gray">
              {t('quiz:player.difficulty', { label: t(`common:difficulty.${question.difficulty}`) })}
            </Badge>
          ) : null}
        </Group>
      )}
      {question.mediaUrl && <img src={question.mediaUrl} alt="" className={classes.media} />}
      <Box component="h2" m={0} className={classes.questionTitle} data-testid="question-text" tabIndex={-1}>
        {number !== undefined && <span className={classes.visuallyHidden}>{number}. </span>}
        <Bilingual fr={question.content} en={question.contentEn} size="lg" fw={600} />
      </Box>
      <Group>
        <ListenButton
          text={[question.content, ...question.options.map((o, i) => `${LETTERS[i]}. ${o}`)].join(' ')}
          label={t('quiz:player.listen')}
          stopLabel={t('quiz:player.listenStop')}
          testId="listen-question"
        />
      </Group>
    </Stack>
  );
}

interface OptionsProps {
  question: DisplayQuestion;
  selected: string | undefined;
  /** Show right (green) and wrong (red) once answered; false during the exam. */
  reveal: boolean;
  correctAnswer?: string;
  disabled?: boolean;
  lettered?: boolean;
  onSelect: (answer: string) => void;
}

export function QuestionOptions({ question, selected, reveal, correctAnswer, disabled, lettered, onSelect }: OptionsProps) {
  const { t, i18n } = useTranslation('quiz');
  const [text, setText] = useState(selected ?? '');
  if (question.type === 'open') {
    return (
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('player.openLabel')}
          placeholder={t('player.openPlaceholder')}
          value={text}
          disabled={disabled}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && text.trim()) onSelect(text);
          }}
        />
        <Button disabled={disabled || !text.trim()} onClick={() => onSelect(text)}>
          {t('player.validate')}
        </Button>
      </Group>
    );
  }
  const showEn = i18n.language === 'en';
  return (
    <Stack gap="xs" role="radiogroup" aria-label={t('player.optionsLabel')}>
      {question.options.map((option, i) => {
        const isSelected = selected === option;
        const state = reveal
          ? option === correctAnswer
            ? 'correct'
            : isSelected
              ? 'wrong'
              : 'idle'
          : isSelected
            ? 'selected'
            : 'idle';
        const en = question.optionsEn[i];
        return (
          <UnstyledButton
            key={option}
            role="radio"
            aria-checked={isSelected}
            data-state={state}
            data-testid="option"
            disabled={disabled}
            className={lettered ? `${classes.option} ${classes.lettered}` : classes.option}
            onClick={() => onSelect(option)}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {lettered && (
                <span className={classes.letter} aria-hidden>
                  {LETTERS[i]}
                </span>
              )}
              <Box style={{ minWidth: 0 }}>
                <Text lang="fr" className={classes.optionText}>
                  {option}
                </Text>
                {showEn && en && en !== option && (
                  <Text size="sm" c="dimmed" fs="italic" lang="en" className={classes.optionText}>
                    {en}
                  </Text>
                )}
              </Box>
            </Group>
          </UnstyledButton>
        );
      })}
    </Stack>
  );
}
