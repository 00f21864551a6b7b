// One question: its text in French (with the English or Arabic help translation under it when the
// interface is in that language, behind a 'Traduire' toggle) and its options, as cards or as
// lettered rows (phone layout). French blocks stay left to right inside an Arabic page.
import { Anchor, Badge, Box, Group, Stack, Text, TextInput, Button, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficialEntryDto } from '../../../shared/dto';
import { GlossaryText } from '../Glossary/GlossaryText';
import { ListenButton } from '../Interview/ListenButton';
import { ProvenanceLine } from '../Provenance/ProvenanceLine';
import classes from './Quiz.module.css';
import { type AidLanguage, aidText, useTranslationAid } from './translation-aid';

export interface DisplayQuestion {
  id: string;
  content: string;
  contentEn: string;
  type: 'mcq' | 'open';
  options: string[];
  optionsEn: string[];
  /** The Arabic help translation, null where none is written yet. */
  contentAr?: string | null;
  optionsAr?: string[] | null;
  category?: string;
  difficulty?: number;
  mediaUrl?: string | null;
  theme?: string;
  subtheme?: string;
  kind?: string;
  source?: string;
  /** Provenance (official list entry or null: ours); undefined where none is shown (during the exam). */
  official?: OfficialEntryDto | null;
}

const LETTERS = 'ABCDEFGH';

const dirOf = (lang: AidLanguage) => (lang === 'ar' ? 'rtl' : 'ltr');

/**
 * French text, and its help translation under it when the interface is English or Arabic and the
 * member has not hidden it. `listen`: a button reads the translation in its language's voice.
 */
export function Bilingual({
  fr,
  en,
  ar,
  size = 'md',
  fw,
  testId,
  listen,
  glossary,
}: {
  fr: string;
  en?: string;
  ar?: string | null;
  size?: string;
  fw?: number;
  testId?: string;
  listen?: boolean;
  /** Mark the glossary words of the French text (not during the timed exam). */
  glossary?: boolean;
}) {
  const { t } = useTranslation('quiz');
  const aid = useTranslationAid();
  const lang = aid.shown ? aid.lang : null;
  const translated = aidText(lang, { en, ar });
  const show = lang !== null && !!translated && translated !== fr;
  return (
    <Box data-testid={testId}>
      <Text size={size} fw={fw} lang="fr" dir="ltr">
        {glossary ? <GlossaryText text={fr} /> : fr}
      </Text>
      {show && (
        <Text size="sm" c="dimmed" fs={lang === 'ar' ? undefined : 'italic'} lang={lang} dir={dirOf(lang)} data-testid="translation">
          {translated}
        </Text>
      )}
      {show && listen && (
        <ListenButton text={translated} lang={lang} needsVoice label={t('player.listenTranslation')} stopLabel={t('player.listenStop')} testId="listen-translation" />
      )}
    </Box>
  );
}

/**
 * 'Traduire' / 'Masquer la traduction' on each question, with the note that the translation is an
 * aid and the exam in French. Nothing in French (there is no translation to show).
 */
export function TranslationToggle() {
  const { t } = useTranslation('quiz');
  const aid = useTranslationAid();
  if (aid.lang === null) return null;
  return (
    <Group gap="xs" wrap="wrap" className="no-print">
      <Button size="compact-xs" variant="light" onClick={aid.toggle} aria-pressed={aid.shown} data-testid="translation-toggle">
        {aid.shown ? t('player.translationHide') : t('player.translationShow')}
      </Button>
      {aid.shown && (
        <Text size="xs" c="dimmed" data-testid="translation-aid">
          {t('player.translationAid')}
        </Text>
      )}
    </Group>
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
      {/* The reference keeps its own direction inside an Arabic sentence ("art. 88-3" whole). */}
      <bdi>
        {parts.map(({ part, isUrl, start }) =>
          isUrl ? (
            <Anchor key={`url-${start}`} href={part} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {part}
            </Anchor>
          ) : (
            <span key={`text-${start}`}>{part}</span>
          ),
        )}
      </bdi>
    </Text>
  );
}

/** `glossary`: mark the glossary words of the French text (the quiz, not the timed exam). */
export function QuestionText({ question, number, glossary }: { question: DisplayQuestion; number?: number; glossary?: boolean }) {
  const { t } = useTranslation(['quiz', 'common']);
  const aid = useTranslationAid();
  const translatedOptions = aid.lang === 'ar' ? question.optionsAr : aid.lang === 'en' ? question.optionsEn : undefined;
  const translation = aidText(aid.lang, { en: question.contentEn, ar: question.contentAr });
  return (
    <Stack gap="xs">
      {(question.category || question.difficulty) && (
        <Group gap="xs">
          {/* Labelled by its official subtheme (or theme), never by the old category (issue 37). */}
          {question.category && (question.subtheme || question.theme) && (
            <Badge variant="light" color="blue" data-testid="question-label">
              {question.subtheme ? t(`common:subthemes.${question.subtheme}`) : t(`common:themes.${question.theme}`)}
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
        <Bilingual fr={question.content} en={question.contentEn} ar={question.contentAr} size="lg" fw={600} glossary={glossary} />
      </Box>
      {question.official !== undefined && <ProvenanceLine official={question.official} content={question.content} />}
      <Group gap="xs">
        <ListenButton
          text={[question.content, ...question.options.map((o, i) => `${LETTERS[i]}. ${o}`)].join(' ')}
          label={t('quiz:player.listen')}
          stopLabel={t('quiz:player.listenStop')}
          testId="listen-question"
        />
        {aid.shown && aid.lang && translation && (
          <ListenButton
            text={[translation, ...(translatedOptions ?? []).map((o, i) => `${LETTERS[i]}. ${o}`)].join(' ')}
            lang={aid.lang}
            needsVoice
            label={t('quiz:player.listenTranslation')}
            stopLabel={t('quiz:player.listenStop')}
            testId="listen-translation"
          />
        )}
      </Group>
      {translation && <TranslationToggle />}
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
  const { t } = useTranslation('quiz');
  const aid = useTranslationAid();
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
  const translations = !aid.shown ? undefined : aid.lang === 'ar' ? question.optionsAr : aid.lang === 'en' ? question.optionsEn : undefined;
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
        const translated = translations?.[i];
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
                <Text lang="fr" dir="ltr" className={classes.optionText}>
                  {option}
                </Text>
                {aid.lang && translated && translated !== option && (
                  <Text size="sm" c="dimmed" fs={aid.lang === 'ar' ? undefined : 'italic'} lang={aid.lang} dir={dirOf(aid.lang)} className={classes.optionText}>
                    {translated}
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
