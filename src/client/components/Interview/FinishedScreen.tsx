// The end of an interview and a reopened past report: scores, verdict, the report's sections (quiz
// links as buttons), the transcript with per-answer scores, print.
import {
  Badge,
  Box,
  Button,
  Card,
  Group,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ASSESSMENT_BANDS, CATEGORIES, type Category } from '../../../shared/constants';
import type { AssessmentDto, InterviewReportDto } from '../../../shared/dto';
import { CheckIcon, CrossIcon } from '../Icons/Icons';
import { ScoreBoard, bandColor, formatScore } from './ScoreBoard';

const QUIZ_LINK = /\s*(?:Entraînez-vous\s*:\s*)?\/quiz(?:\?category=(\w+))?/g;

/** One line of the report without its paths; the quiz links become buttons named for their category. */
function ReportText({ line, onNavigate }: { line: string; onNavigate: (to: string) => void }) {
  const { t } = useTranslation('interview');
  // Each link is keyed by where it stands in the line.
  const links = [...line.matchAll(QUIZ_LINK)].map((m) => ({ cat: m[1] as Category | undefined, at: m.index }));
  const text = line.replace(QUIZ_LINK, '').replace(/[\s\u202f:;,.]+$/, '').replace(/^- /, '');
  return (
    <>
      {text}
      {links.length > 0 && '.'}
      {links.map(({ cat, at }) => {
        const to = cat && (CATEGORIES as readonly string[]).includes(cat) ? `/quiz?category=${cat}` : '/quiz';
        return (
          <Button
            key={at}
            component="a"
            href={to}
            size="compact-xs"
            variant="light"
            ms="xs"
            className="no-print"
            onClick={(e: React.MouseEvent) => {
              e.preventDefault();
              onNavigate(to);
            }}
          >
            {cat && (CATEGORIES as readonly string[]).includes(cat) ? t(`report.practiceOn.${cat}`) : t('report.practice')}
          </Button>
        );
      })}
    </>
  );
}

/** The report in sections: a heading, then its points as bullets (the server writes '- ' before each). */
export function ReportView({ report, onNavigate }: { report: string; onNavigate: (to: string) => void }) {
  // Lines are keyed by their position in the report (the report is never edited once shown).
  let at = 0;
  const blocks = report.split(/\n\s*\n/).map((block) => {
    const lines = block
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((text) => ({ text, key: at++ }));
    return { key: at, lines };
  });
  const [intro = { key: 0, lines: [] }, ...sections] = blocks;
  return (
    <Stack gap="sm" data-testid="report">
      <Stack gap={4}>
        {intro.lines.map((line) => (
          <Text key={line.key} size="sm" fw={line.key === 0 ? 700 : undefined}>
            <ReportText line={line.text} onNavigate={onNavigate} />
          </Text>
        ))}
      </Stack>
      {sections.map(({ key, lines }) => {
        const heading = lines[0]!.text.startsWith('- ') ? null : lines[0]!.text;
        const items = heading ? lines.slice(1) : lines;
        return (
          <Box key={key} data-testid="report-section">
            {heading && (
              <Title order={4} mb={4}>
                {heading}
              </Title>
            )}
            <List size="sm" spacing={4}>
              {items.map((line) => (
                <List.Item key={line.key}>
                  <ReportText line={line.text} onNavigate={onNavigate} />
                </List.Item>
              ))}
            </List>
          </Box>
        );
      })}
    </Stack>
  );
}

/** The conversation turn by turn, each answer with its own scores. */
export function Transcript({ history }: { history: InterviewReportDto['conversationHistory'] }) {
  const { t, i18n } = useTranslation('interview');
  return (
    <Stack gap="xs" data-testid="transcript">
      <Title order={4}>{t('report.transcript')}</Title>
      {history.map((entry) => (
        <Paper key={`${entry.timestamp}-${entry.role}`} p="xs" withBorder className="report-turn" data-role={entry.role}>
          <Text size="xs" c="dimmed">{entry.role === 'interviewer' ? t('live.agent') : t('live.you')}</Text>
          <Text size="sm">{entry.content}</Text>
          {entry.scores && (
            <Group gap={6} mt={4}>
              <Badge size="sm" variant="light" color={bandColor(entry.scores.languageSkills)}>
                {t('report.scoreLanguage', { score: formatScore(entry.scores.languageSkills, i18n.language) })}
              </Badge>
              {entry.scores.motivation !== null && (
                <Badge size="sm" variant="light" color={bandColor(entry.scores.motivation)}>
                  {t('report.scoreMotivation', { score: formatScore(entry.scores.motivation, i18n.language) })}
                </Badge>
              )}
              {entry.scores.republicanValues !== null && (
                <Badge size="sm" variant="light" color={bandColor(entry.scores.republicanValues)}>
                  {t('report.scoreValues', { score: formatScore(entry.scores.republicanValues, i18n.language) })}
                </Badge>
              )}
            </Group>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** Printing shows the report alone, on A4 pages ('Télécharger en PDF' opens the browser's print). */
const PRINT_CSS = `@media print {
  @page { size: A4; margin: 15mm; }
  body * { visibility: hidden; }
  [data-print="report"], [data-print="report"] * { visibility: visible; }
  [data-print="report"] { position: absolute; inset: 0 auto auto 0; width: 100%; }
  [data-print="report"] .no-print { display: none !important; }
  [data-print="report"] .report-turn, [data-print="report"] li { break-inside: avoid; }
}`;

export function FinishedScreen(props: {
  assessment: AssessmentDto;
  report: string | null;
  onNew: () => void;
  onDashboard: () => void;
  onNavigate: (to: string) => void;
  civicRevision: boolean;
  /** Answers given; under 5 the interview is too short to be appraised. */
  answered: number;
  transcript?: InterviewReportDto['conversationHistory'] | null;
}) {
  const { t, i18n } = useTranslation('interview');
  const favourable = props.assessment.overall >= ASSESSMENT_BANDS.good;
  const tooShort = props.answered < 5;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" data-print="report">
      <style>{PRINT_CSS}</style>
      <Card withBorder padding="md">
        <Stack>
          <Title order={3}>{props.report ? t('report.title') : t('finished.title')}</Title>
          <ScoreBoard assessment={props.assessment} civicRevision={props.civicRevision} />
          {props.report && (
            <Group data-testid="verdict">
              {tooShort ? null : favourable ? <CheckIcon size={28} color="var(--mantine-color-green-8)" /> : <CrossIcon size={28} color="var(--mantine-color-red-8)" />}
              <Stack gap={0}>
                {tooShort ? (
                  <>
                    <Text fw={700}>{t('report.tooShort')}</Text>
                    <Text size="sm" c="dimmed">{t('report.tooShortBody')}</Text>
                  </>
                ) : (
                  <>
                    <Text fw={700}>{t('report.overall', { score: formatScore(props.assessment.overall, i18n.language) })}</Text>
                    <Text size="sm" c={favourable ? 'green' : 'red'}>{favourable ? t('report.favourable') : t('report.unfavourable')}</Text>
                  </>
                )}
              </Stack>
            </Group>
          )}
          {props.report && <Text size="xs" c="dimmed">{t('report.threshold', { threshold: ASSESSMENT_BANDS.good })}</Text>}
          <Group className="no-print">
            <Button onClick={props.onNew}>{t('report.newInterview')}</Button>
            <Button variant="light" onClick={props.onDashboard}>{t('report.dashboard')}</Button>
            {props.report && (
              <Button variant="default" onClick={() => window.print()} title={t('report.printHint')} data-testid="print-report">
                {t('report.print')}
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
      <Card withBorder padding="md" style={{ gridColumn: 'span 2' }}>
        {props.report ? (
          <Stack gap="lg">
            {i18n.language !== 'fr' && <Text size="xs" c="dimmed">{t('report.frenchOnly')}</Text>}
            <ReportView report={props.report} onNavigate={props.onNavigate} />
            {props.transcript && props.transcript.length > 0 && <Transcript history={props.transcript} />}
          </Stack>
        ) : (
          <Group data-testid="report-pending">
            <Loader size="sm" />
            <Text>{t('finished.generating')}</Text>
          </Group>
        )}
      </Card>
    </SimpleGrid>
  );
}
