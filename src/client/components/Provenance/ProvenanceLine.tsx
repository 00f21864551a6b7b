// Where a question comes from, under its text: an entry of the Ministry's official list (with the
// official wording verbatim when ours is reworded), or one of our own practice questions. The
// server decides which (the question's `official` field); situational questions are never official.
import { Anchor, Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { OfficialEntryDto } from '../../../shared/dto';

export function ProvenanceLine({ official, content }: { official: OfficialEntryDto | null; content: string }) {
  const { t } = useTranslation('quiz');
  const about = (
    <Anchor component={Link} href="/sources" size="xs" c="blue.8" underline="always">
      {t('provenance.about')}
    </Anchor>
  );
  if (!official) {
    return (
      <Text size="xs" c="gray.7" data-testid="provenance" data-official="false">
        {t('provenance.unofficial')} · {about}
      </Text>
    );
  }
  return (
    <Box data-testid="provenance" data-official="true" data-ref={official.ref}>
      <Text size="xs" c="gray.7" fw={600}>
        {t('provenance.official', { version: official.version })} · {about}
      </Text>
      {sameWording(official.text, content) ? null : (
        <Text size="xs" c="gray.7" data-testid="official-wording">
          <OfficialWording label={t('provenance.officialWording', { text: '\u0000' })} text={official.text} />
        </Text>
      )}
    </Box>
  );
}

/** Equal but for the kind of spaces (a narrow no-break space before '?' in our typography). */
function sameWording(a: string, b: string): boolean {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
  return norm(a) === norm(b);
}

/** The label around the verbatim French wording, which keeps its own language and direction. */
function OfficialWording({ label, text }: { label: string; text: string }) {
  const [before = '', after = ''] = label.split('\u0000');
  return (
    <>
      {before}
      <bdi lang="fr" dir="ltr">
        {text}
      </bdi>
      {after}
    </>
  );
}
