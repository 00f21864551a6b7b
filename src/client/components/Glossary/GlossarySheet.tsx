// The glossary in a sheet over the question (issue 37): inside a quiz, a marked word's 'Voir dans
// le glossaire' opens this bottom sheet instead of leaving the page. It shows the word's entry and
// a search over the whole glossary; the question stays underneath, and closing the sheet (Escape,
// the close button, a tap outside) gives the focus back. Elsewhere the word's link goes to /glossaire.
import { Anchor, Button, Drawer, Stack, Text, TextInput, Title } from '@mantine/core';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ReportErrorLink } from '../Report/ReportErrorLink';
import { GlossaryDefinition } from './GlossaryDefinition';
import { useGlossary } from './useGlossary';

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();

/** Opens the sheet on a word, where a host provides one (the quiz); null elsewhere. */
const GlossarySheetContext = createContext<((slug: string) => void) | null>(null);

export const useGlossarySheet = () => useContext(GlossarySheetContext);

export function GlossarySheetHost({ children }: { children: ReactNode }) {
  const [slug, setSlug] = useState<string | null>(null);
  return (
    <GlossarySheetContext.Provider value={setSlug}>
      {children}
      <GlossarySheet slug={slug} onSlug={setSlug} onClose={() => setSlug(null)} />
    </GlossarySheetContext.Provider>
  );
}

const MAX_RESULTS = 8;

function GlossarySheet({ slug, onSlug, onClose }: { slug: string | null; onSlug: (slug: string) => void; onClose: () => void }) {
  const { t } = useTranslation('glossary', { useSuspense: false });
  const glossary = useGlossary();
  const [query, setQuery] = useState('');
  const term = slug ? glossary?.bySlug.get(slug) : undefined;
  const found = useMemo(() => {
    const q = fold(query.trim());
    if (!q || !glossary) return [];
    return glossary.terms.filter((e) => [e.term, ...e.variants, e.termEn, e.termAr].some((s) => fold(s).includes(q))).slice(0, MAX_RESULTS);
  }, [glossary, query]);
  return (
    <Drawer
      opened={Boolean(term)}
      onClose={() => {
        setQuery('');
        onClose();
      }}
      position="bottom"
      size="75%"
      title={t('title')}
      closeButtonProps={{ 'aria-label': t('sheet.close') }}
      data-testid="glossary-sheet"
    >
      {term && (
        <Stack gap="md" data-testid="glossary-sheet-entry">
          <Stack gap={6}>
            <Title order={2} size="h3" lang="fr" dir="ltr">
              {term.term}
            </Title>
            <GlossaryDefinition term={term} />
            <Anchor component={Link} href={`/glossaire#${term.slug}`} size="sm">
              {t('sheet.openPage')}
            </Anchor>
            <ReportErrorLink kind="glossary" id={term.slug} newTab />
          </Stack>
          <TextInput label={t('searchLabel')} placeholder={t('searchPlaceholder')} value={query} onChange={(e) => setQuery(e.currentTarget.value)} data-testid="glossary-sheet-search" />
          {found.length > 0 && (
            <Stack gap={4} role="list">
              {found.map((e) => (
                <Button key={e.slug} role="listitem" variant="subtle" justify="flex-start" mih={44} onClick={() => onSlug(e.slug)} lang="fr">
                  {e.term}
                </Button>
              ))}
            </Stack>
          )}
          {query.trim() !== '' && found.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('empty', { query: query.trim() })}
            </Text>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
