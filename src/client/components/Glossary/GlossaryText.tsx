// A French text with its glossary words marked: the first occurrence of each, longest match first
// (src/shared/glossary-match.ts). A word is a button; Enter, Space or a tap opens its definition in a
// dialog that takes the focus and reads the word and its definition; Escape closes it and gives the
// focus back to the word. Until the glossary has loaded, the text shows unmarked.
import { Anchor, Button, CloseButton, Group, Popover, Stack, Text } from '@mantine/core';
import { Fragment, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ReportErrorLink } from '../Report/ReportErrorLink';
import type { GlossaryTermDto } from '../../../shared/schemas/glossary';
import classes from './Glossary.module.css';
import { GlossaryDefinition } from './GlossaryDefinition';
import { useGlossarySheet } from './GlossarySheet';
import { type Glossary, useGlossary } from './useGlossary';

function GlossaryTerm({ text, term }: { text: string; term: GlossaryTermDto }) {
  // Not suspended: the quiz must not wait for these few words, which show only once a word is opened.
  const { t } = useTranslation('glossary', { useSuspense: false });
  const id = useId();
  const [opened, setOpened] = useState(false);
  // Inside a quiz the glossary opens in a sheet over the question (GlossarySheet.tsx).
  const openSheet = useGlossarySheet();
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus returnFocus closeOnEscape position="bottom-start" withArrow shadow="md" radius="md">
      <Popover.Target>
        <button type="button" className={classes.term} data-testid="glossary-term" data-slug={term.slug} onClick={() => setOpened((o) => !o)}
          // Escape closes from the word too, where the focus may still be on a touch device.
          onKeyDown={(e) => {
            if (e.key === 'Escape' && opened) setOpened(false);
          }}
        >
          {text}
        </button>
      </Popover.Target>
      {/* A dialog named by the word (Mantine links it to the button) and described by the definition. */}
      <Popover.Dropdown className={classes.dropdown} aria-describedby={`${id}-definition`} data-testid="glossary-popover">
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text fw={700} lang="fr" dir="ltr">
              {term.term}
            </Text>
            <CloseButton size="sm" aria-label={t('popover.close')} onClick={() => setOpened(false)} />
          </Group>
          <GlossaryDefinition term={term} size="sm" id={`${id}-definition`} />
          {openSheet ? (
            <Button
              variant="subtle"
              size="compact-sm"
              px={0}
              w="fit-content"
              onClick={() => {
                setOpened(false);
                openSheet(term.slug);
              }}
              data-testid="glossary-open-sheet"
            >
              {t('popover.seeAll')}
            </Button>
          ) : (
            <Anchor component={Link} href={`/glossaire#${term.slug}`} size="sm">
              {t('popover.seeAll')}
            </Anchor>
          )}
          {/* In a new tab: the word is usually inside a question in progress (issue 38). */}
          <ReportErrorLink kind="glossary" id={term.slug} newTab />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** `text` with the words of `glossary` marked; the glossary is given (GlossaryText fetches it). */
export function MarkedText({ text, glossary }: { text: string; glossary: Glossary }) {
  const segments = useMemo(() => glossary.matcher.segment(text), [glossary, text]);
  let at = 0;
  return (
    <>
      {segments.map((s) => {
        const key = at;
        at += s.text.length;
        const term = s.slug ? glossary.bySlug.get(s.slug) : undefined;
        return term ? <GlossaryTerm key={key} text={s.text} term={term} /> : <Fragment key={key}>{s.text}</Fragment>;
      })}
    </>
  );
}

export function GlossaryText({ text }: { text: string }) {
  const glossary = useGlossary();
  return glossary ? <MarkedText text={text} glossary={glossary} /> : text;
}
