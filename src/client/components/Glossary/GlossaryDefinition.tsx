// What a glossary word says, as the word's dialog in a question and its entry on /glossaire both
// show it: the plain French definition, then the English or Arabic after the interface language.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GlossaryTermDto } from '../../../shared/schemas/glossary';
import { glossaryTranslation } from './useGlossary';

/** `id` names the French definition, for the element it describes (aria-describedby). */
export function GlossaryDefinition({ term, size, id }: { term: GlossaryTermDto; size?: 'sm'; id?: string }) {
  // Not suspended: only the interface language is read here, never a text of the namespace.
  const { i18n } = useTranslation('glossary', { useSuspense: false });
  const translation = glossaryTranslation(term, i18n.language);
  return (
    <>
      <Text size={size} lang="fr" dir="ltr" id={id}>
        {term.definition}
      </Text>
      {translation && (
        <Text size="sm" c="dimmed" lang={translation.lang} dir={translation.lang === 'ar' ? 'rtl' : 'ltr'}>
          <strong>{translation.term}</strong> — {translation.definition}
        </Text>
      )}
    </>
  );
}
