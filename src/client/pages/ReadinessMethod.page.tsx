// /comment-est-ce-calcule (public): « Comment est-ce calculé ? », linked from the readiness card.
// Its text is the « Page » section of docs/readiness.md, the block of the interface's language,
// read at build time (Vite ?raw) so that the page and the document cannot drift apart; the
// calibration table in it is the one the calibration test checks (scripts/readiness-calibration.ts).
import { Anchor, Container, List, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import readinessDoc from '../../../docs/readiness.md?raw';
import { PageHeader } from '../components/Public/PageHeader';
import { usePageMeta } from '../hooks/usePageMeta';

const LANGUAGES = ['fr', 'en', 'ar'] as const;

/** The language's block of the « Page » section, without the markers. */
export function methodText(doc: string, language: string): string {
  const lang = (LANGUAGES as readonly string[]).includes(language) ? language : 'fr';
  const begin = `<!-- page:${lang}:begin -->`;
  const from = doc.indexOf(begin);
  const to = doc.indexOf(`<!-- page:${lang}:end -->`);
  if (from < 0 || to < from) return '';
  return doc
    .slice(from + begin.length, to)
    .split('\n')
    .filter((line) => !line.startsWith('<!--'))
    .join('\n');
}

/** **bold** inside a line. */
function inline(text: string): ReactNode[] {
  // Split on **…**: the bold parts are the odd ones; a line never holds the same bold text twice.
  return text.split(/(\*\*[^*]+\*\*)/).map((part, i) => (i % 2 === 1 ? <strong key={part}>{part.slice(2, -2)}</strong> : part));
}

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

/** The small part of Markdown the section uses: ### headings, paragraphs, - lists, tables, bold. */
function MarkdownBlocks({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  const lines = text.split('\n');
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i += 1;
    } else if (line.startsWith('### ')) {
      blocks.push(
        <Title key={i} order={2} fz={22} mt="md">
          {line.slice(4)}
        </Title>,
      );
      i += 1;
    } else if (line.startsWith('|')) {
      const rows: string[][] = [];
      while (i < lines.length && lines[i]!.startsWith('|')) {
        if (!/^\|[-:| ]+\|$/.test(lines[i]!.trim())) rows.push(cells(lines[i]!));
        i += 1;
      }
      const [head, ...body] = rows;
      blocks.push(
        <Table key={i} fz="sm" striped withTableBorder layout="fixed" data-testid="calibration-table">
          <Table.Thead>
            <Table.Tr>
              {head!.map((c) => (
                <Table.Th key={c}>{c}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {body.map((r) => (
              <Table.Tr key={r[0]}>
                {r.map((c, k) => (
                  <Table.Td key={head![k]}>{c}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>,
      );
    } else if (line.startsWith('- ')) {
      const items: string[] = [];
      while (i < lines.length && lines[i]!.startsWith('- ')) {
        items.push(lines[i]!.slice(2));
        i += 1;
      }
      blocks.push(
        <List key={i} spacing="xs">
          {items.map((item) => (
            <List.Item key={item}>{inline(item)}</List.Item>
          ))}
        </List>,
      );
    } else {
      const paragraph: string[] = [];
      while (i < lines.length && lines[i]!.trim() !== '' && !/^(### |\||- )/.test(lines[i]!)) {
        paragraph.push(lines[i]!);
        i += 1;
      }
      blocks.push(<Text key={i}>{inline(paragraph.join(' '))}</Text>);
    }
  }
  return <Stack gap="sm">{blocks}</Stack>;
}

export default function ReadinessMethodPage() {
  const { t, i18n } = useTranslation('learning');
  usePageMeta(t('method.title'), t('method.description'));
  return (
    <>
      <PageHeader size="md" title={t('method.title')} />
      <Container size="md" py="xl" data-testid="readiness-method">
        <Stack gap="lg">
          <MarkdownBlocks text={methodText(readinessDoc, i18n.language)} />
          <Anchor component={Link} href="/dashboard" w="fit-content" py="sm">
            {t('method.back')}
          </Anchor>
        </Stack>
      </Container>
    </>
  );
}
