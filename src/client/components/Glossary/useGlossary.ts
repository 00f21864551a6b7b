// The glossary as the interface uses it: fetched once per visit (the list changes only when an
// admin edits an entry) and turned into one matcher shared by every marked text on screen.
import { useMemo } from 'react';
import { buildGlossaryMatcher, type GlossaryMatcher } from '../../../shared/glossary-match';
import type { GlossaryTermDto } from '../../../shared/schemas/glossary';
import { trpc } from '../../trpc';

export interface Glossary {
  terms: GlossaryTermDto[];
  bySlug: Map<string, GlossaryTermDto>;
  matcher: GlossaryMatcher;
}

const ONE_DAY = 24 * 60 * 60 * 1000;

export function useGlossaryList() {
  return trpc.glossary.list.useQuery(undefined, { staleTime: ONE_DAY, gcTime: ONE_DAY });
}

/** The glossary and its matcher, or null while it loads (texts are then shown unmarked). */
export function useGlossary(): Glossary | null {
  const { data } = useGlossaryList();
  return useMemo(() => (data ? makeGlossary(data) : null), [data]);
}

export function makeGlossary(terms: GlossaryTermDto[]): Glossary {
  return {
    terms,
    bySlug: new Map(terms.map((t) => [t.slug, t])),
    matcher: buildGlossaryMatcher(terms.map((t) => ({ slug: t.slug, forms: [t.term, ...t.variants] }))),
  };
}

/** The translation shown with a French definition: English or Arabic after the interface, none in French. */
export function glossaryTranslation(term: GlossaryTermDto, language: string): { lang: 'en' | 'ar'; term: string; definition: string } | null {
  if (language === 'en') return { lang: 'en', term: term.termEn, definition: term.definitionEn };
  if (language === 'ar') return { lang: 'ar', term: term.termAr, definition: term.definitionAr };
  return null;
}
