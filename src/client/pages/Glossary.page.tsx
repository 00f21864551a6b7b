// /glossaire (public): the civic and administrative words of the questions, alphabetical, with a
// search box and letters to jump to. Each word: its plain French definition, the English or Arabic
// after the interface language, and the questions that use it (opened on demand, each leading to
// a quiz on its theme). A link from a marked word in a question lands on /glossaire#<slug>.
import { Alert, Anchor, Badge, Button, Card, Center, Container, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { GlossaryTermDto } from '../../shared/schemas/glossary';
import classes from '../components/Glossary/Glossary.module.css';
import { GlossaryDefinition } from '../components/Glossary/GlossaryDefinition';
import { ReportErrorLink } from '../components/Report/ReportErrorLink';
import { useGlossaryList } from '../components/Glossary/useGlossary';
import { PageHeader } from '../components/Public/PageHeader';
import { usePageMeta } from '../hooks/usePageMeta';
import { scrollToAnchor } from '../lib/scroll';
import { trpc } from '../trpc';

/** Lower case without accents: "prefecture" finds "préfecture". */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
const letterOf = (term: string) => fold(term).charAt(0).toUpperCase();

function matches(term: GlossaryTermDto, query: string): boolean {
  return [term.term, ...term.variants, term.termEn, term.termAr].some((s) => fold(s).includes(query));
}

function TermQuestions({ term, id }: { term: GlossaryTermDto; id: string }) {
  const { t } = useTranslation('glossary');
  const detail = trpc.glossary.get.useQuery({ slug: term.slug });
  if (detail.isLoading) {
    return (
      <Text id={id} size="sm" c="dimmed" role="status">
        {t('loadingQuestions')}
      </Text>
    );
  }
  if (!detail.data) {
    return (
      <Alert id={id} color="red" title={t('loadError')}>
        <Button size="xs" variant="light" color="red" onClick={() => void detail.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Stack id={id} component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('questionsLabel', { term: term.term })}>
      {detail.data.questions.map((q) => (
        <li key={q.id}>
          <Text size="sm" lang="fr" dir="ltr">
            {q.content}
          </Text>
          <Anchor component={Link} href={`/quiz?theme=${q.theme}&subtheme=${q.subtheme}`} size="xs">
            {t('practiseTheme')}
          </Anchor>
        </li>
      ))}
    </Stack>
  );
}

function TermEntry({ term }: { term: GlossaryTermDto }) {
  const { t } = useTranslation('glossary');
  const [open, setOpen] = useState(false);
  const id = useId();
  const count = term.questionIds.length;
  return (
    <Card component="article" id={term.slug} withBorder radius="md" padding="md" className={classes.entry} data-testid="glossary-entry" aria-labelledby={`${id}-term`}>
      <Stack gap={6}>
        <Title order={3} fz="lg" id={`${id}-term`} lang="fr" dir="ltr">
          {term.term}
        </Title>
        <GlossaryDefinition term={term} />
        <ReportErrorLink kind="glossary" id={term.slug} />
        <Group gap="sm" wrap="wrap">
          <Badge variant="light" tt="none">
            {t('usedIn', { count })}
          </Badge>
          {count > 0 && (
            <Button variant="subtle" size="compact-sm" aria-expanded={open} aria-controls={`${id}-questions`} onClick={() => setOpen((o) => !o)}>
              {open ? t('hideQuestions') : t('showQuestions')}
            </Button>
          )}
        </Group>
        {open && <TermQuestions term={term} id={`${id}-questions`} />}
      </Stack>
    </Card>
  );
}

export default function GlossaryPage() {
  const { t } = useTranslation('glossary');
  usePageMeta(t('meta.title'), t('meta.description'));
  const list = useGlossaryList();
  const [query, setQuery] = useState('');
  const folded = fold(query.trim());
  const shown = useMemo(() => (list.data ?? []).filter((term) => !folded || matches(term, folded)), [list.data, folded]);
  const letters = useMemo(() => {
    const groups = new Map<string, GlossaryTermDto[]>();
    for (const term of shown) {
      const letter = letterOf(term.term);
      groups.set(letter, [...(groups.get(letter) ?? []), term]);
    }
    return [...groups];
  }, [shown]);

  // Arriving from a marked word (/glossaire#slug): bring its entry into view once the list is here.
  const loaded = Boolean(list.data);
  useEffect(() => {
    if (!loaded || !window.location.hash) return;
    scrollToAnchor(decodeURIComponent(window.location.hash.slice(1)));
  }, [loaded]);

  return (
    <>
      <PageHeader size="md" title={t('title')} subtitle={t('subtitle')}>
        <TextInput
          mt="lg"
          maw={480}
          type="search"
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          data-testid="glossary-search"
        />
      </PageHeader>
      <Container size="md" py="xl">
        {list.isLoading && (
          <Center py="xl" role="status">
            <Loader role="progressbar" aria-label={t('loading')} />
          </Center>
        )}
        {list.error && (
          <Alert color="red" title={t('loadError')}>
            <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        )}
        {list.data && (
          <Stack gap="lg">
            <Text c="dimmed" role="status" aria-live="polite" data-testid="glossary-count">
              {shown.length ? t('count', { count: shown.length }) : t('empty', { query: query.trim() })}
            </Text>
            {letters.length > 1 && (
              // The letters of the French words, A to Z left to right in Arabic too (not mirrored).
              <Group component="nav" aria-label={t('lettersLabel')} gap={4} dir="ltr">
                {letters.map(([letter]) => (
                  <Button key={letter} component="a" href={`#lettre-${letter}`} variant="default" size="compact-sm">
                    {letter}
                  </Button>
                ))}
              </Group>
            )}
            {letters.map(([letter, terms]) => (
              <section key={letter} id={`lettre-${letter}`} className={classes.letter} aria-labelledby={`lettre-${letter}-title`}>
                <Title order={2} fz={24} mb="sm" id={`lettre-${letter}-title`}>
                  {letter}
                </Title>
                <Stack gap="sm">
                  {terms.map((term) => (
                    <TermEntry key={term.slug} term={term} />
                  ))}
                </Stack>
              </section>
            ))}
          </Stack>
        )}
      </Container>
    </>
  );
}
