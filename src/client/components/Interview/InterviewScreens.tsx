// The screens of the simulated interview (docs/product.md#interview): start, setup, live, finished, report.
// The examiner is named as it is: « examinateur automatique » unless the server has a model configured.
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  Loader,
  Modal,
  NumberInput,
  Paper,
  Progress,
  ScrollArea,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSESSMENT_BANDS, CATEGORIES, INTERVIEW_STAGES, type Category, type InterviewStage } from '../../../shared/constants';
import type { AssessmentDto, InterviewFeedbackDto, InterviewReportDto } from '../../../shared/dto';
import { INTERVIEW_LIMITS, type InterviewProfile } from '../../../shared/schemas/interview';
import { REGIONS } from '../../content/regions';

export type ExaminerKind = 'automatic' | 'llm';
import { CheckIcon, CrossIcon } from '../Icons/Icons';

export type MicState = 'pending' | 'granted' | 'denied';
export type AudioState = 'pending' | 'success' | 'failed';
export interface ChatEntry {
  role: 'applicant' | 'interviewer';
  content: string;
  /** Practice mode: the feedback on this answer. */
  feedback?: InterviewFeedbackDto;
  /** Practice mode: this answer was tried again (once per question). */
  retried?: boolean;
  kept?: 'retry' | 'first';
}

const AXES = ['languageSkills', 'civicKnowledge', 'motivation', 'republicanValues'] as const;

/** Assessment colour bands (docs/product.md#interview): ≥ 15 green, ≥ 10 yellow, else red. */
export function bandColor(score: number): 'green' | 'yellow' | 'red' {
  if (score >= ASSESSMENT_BANDS.good) return 'green';
  if (score >= ASSESSMENT_BANDS.middling) return 'yellow';
  return 'red';
}

const fmt = (n: number, lang: string) => n.toLocaleString(lang === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 1 });

export function ScoreBoard({ assessment, withOverall = false, civicRevision = true }: { assessment: AssessmentDto; withOverall?: boolean; civicRevision?: boolean }) {
  const { t, i18n } = useTranslation('interview');
  const shown = civicRevision ? AXES : AXES.filter((axis) => axis !== 'civicKnowledge');
  const axes = withOverall ? [...shown, 'overall' as const] : shown;
  return (
    <Stack gap="xs" data-testid="scoreboard">
      {axes.map((axis) => (
        <Box key={axis} data-testid={`score-${axis}`}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t(`scores.${axis}`)}</Text>
            <Badge color={bandColor(assessment[axis])} variant="light">
              {fmt(assessment[axis], i18n.language)}/20
            </Badge>
          </Group>
          <Progress value={Math.min(100, (assessment[axis] / 20) * 100)} color={bandColor(assessment[axis])} size="sm" />
        </Box>
      ))}
    </Stack>
  );
}

export function StagesList({ current }: { current?: InterviewStage }) {
  const { t } = useTranslation('interview');
  return (
    <Group gap={6} wrap="wrap">
      {INTERVIEW_STAGES.map((stage, i) => (
        <Badge key={stage} variant={stage === current ? 'filled' : 'outline'} color={stage === current ? 'blue' : 'gray'}>
          {i + 1}. {t(`stages.${stage}`)}
        </Badge>
      ))}
    </Group>
  );
}

export function StartScreen(props: {
  name: string;
  onName: (v: string) => void;
  voice: boolean;
  onVoice: (v: boolean) => void;
  onConfigure: () => void;
  onQuickStart: () => void;
  starting: boolean;
  voiceSupported: boolean;
  civicRevision: boolean;
  onCivicRevision: (v: boolean) => void;
  mode: 'practice' | 'exam';
  onMode: (m: 'practice' | 'exam') => void;
}) {
  const { t } = useTranslation('interview');
  const disabled = props.name.trim() === '' || props.starting;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card withBorder padding="lg">
        <Stack>
          <TextInput
            label={t('start.nameLabel')}
            placeholder={t('start.namePlaceholder')}
            value={props.name}
            onChange={(e) => props.onName(e.currentTarget.value)}
            maxLength={120}
            data-testid="interview-name"
          />
          <Box>
            <Text size="sm" fw={500} mb={4}>{t('practice.modeLabel')}</Text>
            <SegmentedControl
              value={props.mode}
              onChange={(v) => props.onMode(v as 'practice' | 'exam')}
              data={[
                { value: 'exam', label: t('practice.exam') },
                { value: 'practice', label: t('practice.practice') },
              ]}
              data-testid="mode-select"
            />
            <Text size="xs" c="dimmed" mt={4}>{props.mode === 'practice' ? t('practice.practiceHint') : t('practice.examHint')}</Text>
          </Box>
          <Checkbox label={t('start.voiceMode')} checked={props.voice} onChange={(e) => props.onVoice(e.currentTarget.checked)} data-testid="voice-checkbox" />
          <Checkbox
            label={t('start.civicRevision')}
            description={t('start.civicRevisionHint')}
            checked={props.civicRevision}
            onChange={(e) => props.onCivicRevision(e.currentTarget.checked)}
            data-testid="civic-revision-checkbox"
          />
          {!props.voiceSupported && <Alert color="yellow">{t('noVoice')}</Alert>}
          <Group>
            <Button onClick={props.onConfigure} disabled={disabled}>
              {t('start.configure')}
            </Button>
            <Button variant="light" onClick={props.onQuickStart} disabled={disabled} loading={props.starting}>
              {t('start.quickStart')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={3}>{t('start.infoTitle')}</Title>
          <List size="sm" spacing={4}>
            {(t('start.features', { returnObjects: true }) as string[]).map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List>
          <Text fw={600} size="sm">
            {t('start.stagesTitle')}
          </Text>
          <StagesList />
          <Text size="sm" c="dimmed">
            {t('start.duration')}
          </Text>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}

/** The profile asked once, kept on this device, editable and optional ('Utiliser mon profil'). */
export function ProfileCard(props: {
  profile: InterviewProfile;
  onChange: (p: InterviewProfile) => void;
  use: boolean;
  onUse: (v: boolean) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('interview');
  const set = <K extends keyof InterviewProfile>(k: K, v: InterviewProfile[K]) => props.onChange({ ...props.profile, [k]: v });
  const text = (k: 'city' | 'department' | 'profession' | 'countryOfOrigin' | 'familySituation', max: number) => (
    <TextInput
      label={t(`profile.${k}`)}
      value={props.profile[k] ?? ''}
      onChange={(e) => set(k, e.currentTarget.value)}
      maxLength={max}
      disabled={!props.use}
      data-testid={`profile-${k}`}
    />
  );
  return (
    <Card withBorder padding="lg" data-testid="profile-card">
      <Stack gap="sm">
        <Title order={3}>{t('profile.title')}</Title>
        <Text size="sm" c="dimmed">{t('profile.hint')}</Text>
        <Checkbox label={t('profile.use')} checked={props.use} onChange={(e) => props.onUse(e.currentTarget.checked)} data-testid="profile-use" />
        <Box>
          <Text size="sm" fw={500} mb={4}>{t('profile.civility')}</Text>
          <SegmentedControl
            value={props.profile.civility ?? 'neutre'}
            onChange={(v) => set('civility', v as InterviewProfile['civility'])}
            disabled={!props.use}
            data={(['madame', 'monsieur', 'neutre'] as const).map((v) => ({ value: v, label: t(`profile.${v}`) }))}
            data-testid="profile-civility"
          />
        </Box>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('city', 80)}
          {text('department', 60)}
          <Select
            label={t('profile.region')}
            data={REGIONS.map((r) => r.name)}
            value={props.profile.region ?? null}
            onChange={(v) => set('region', v ?? undefined)}
            clearable
            searchable
            disabled={!props.use}
            data-testid="profile-region"
          />
          {text('profession', 80)}
          <NumberInput
            label={t('profile.arrivalYear')}
            value={props.profile.arrivalYear ?? ''}
            onChange={(v) => set('arrivalYear', typeof v === 'number' ? v : undefined)}
            min={1930}
            max={new Date().getFullYear()}
            allowDecimal={false}
            disabled={!props.use}
            data-testid="profile-arrivalYear"
          />
          {text('countryOfOrigin', 60)}
          {text('familySituation', 120)}
        </SimpleGrid>
        <Group>
          <Button variant="subtle" size="xs" color="gray" onClick={props.onClear} data-testid="profile-clear">
            {t('profile.clear')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Practice mode: the feedback under an answer, with 'Réessayer cette question' (once). */
function FeedbackBox(props: { feedback: InterviewFeedbackDto; kept?: 'retry' | 'first'; canRetry: boolean; onRetry?: () => void }) {
  const { t } = useTranslation('interview');
  const f = props.feedback;
  return (
    <Stack gap={4} mt="xs" p="xs" data-testid="practice-feedback" style={{ borderLeft: '3px solid var(--mantine-color-teal-5)' }}>
      {props.kept && <Text size="xs" fw={600}>{props.kept === 'retry' ? t('practice.keptRetry') : t('practice.keptFirst')}</Text>}
      {f.found.length > 0 && (
        <Text size="xs">
          <b>{t('practice.found')}</b> — {f.found.join(' ; ')}
        </Text>
      )}
      {f.missing.length > 0 && (
        <Text size="xs">
          <b>{t('practice.missing')}</b> — {f.missing.join(' ; ')}
        </Text>
      )}
      <Text size="xs">
        <b>{t('practice.model')}</b> — <span lang="fr">{f.modelAnswer}</span>
      </Text>
      {f.modelAnswerEn && (
        <Text size="xs" c="dimmed" fs="italic" lang="en">
          {f.modelAnswerEn}
        </Text>
      )}
      <Text size="xs">
        <b>{t('practice.tip')}</b> — {f.tip}
      </Text>
      {props.canRetry && props.onRetry && (
        <Group>
          <Button size="compact-xs" variant="light" onClick={props.onRetry} data-testid="retry-question">
            {t('practice.retry')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export function SetupScreen(props: {
  mic: MicState;
  audio: AudioState;
  micTesting: boolean;
  micHeard: string | null;
  textChosen: boolean;
  voiceSupported: boolean;
  starting: boolean;
  onAllowMic: () => void;
  onTestMic: () => void;
  onTestAudio: () => void;
  onMode: (text: boolean) => void;
  onBegin: () => void;
  onSkip: () => void;
}) {
  const { t } = useTranslation('interview');
  const beginDisabled = (!props.voiceSupported && !props.textChosen && props.mic === 'pending') || props.starting;
  const micLabel = { pending: t('setup.micPending'), granted: t('setup.micGranted'), denied: t('setup.micDenied') }[props.mic];
  const audioLabel = { pending: t('setup.audioPending'), success: t('setup.audioSuccess'), failed: t('setup.audioFailed') }[props.audio];
  const color = (s: string) => (s === 'granted' || s === 'success' ? 'green' : s === 'pending' ? 'gray' : 'red');
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={2}>{t('setup.title')}</Title>
        {!props.voiceSupported && <Alert color="yellow">{t('noVoice')}</Alert>}
        <Paper withBorder p="md">
          <Group justify="space-between">
            <Text fw={600}>{t('setup.step1')}</Text>
            <Badge color={color(props.mic)} data-testid="mic-state">{micLabel}</Badge>
          </Group>
          <Button mt="sm" variant="light" onClick={props.onAllowMic} disabled={props.mic === 'granted'}>
            {t('setup.allowMic')}
          </Button>
        </Paper>
        <Paper withBorder p="md">
          <Text fw={600}>{t('setup.step2')}</Text>
          <Button mt="sm" variant="light" onClick={props.onTestMic} disabled={!props.voiceSupported || props.mic !== 'granted' || props.micTesting}>
            {t('setup.testMic')}
          </Button>
          {props.micTesting && <Text size="sm" mt="xs">{t('setup.micTesting')}</Text>}
          {props.micHeard !== null && !props.micTesting && (
            <Text size="sm" mt="xs" data-testid="mic-heard">
              {props.micHeard ? t('setup.micHeard', { text: props.micHeard }) : t('setup.micNothing')}
            </Text>
          )}
        </Paper>
        <Paper withBorder p="md">
          <Group justify="space-between">
            <Text fw={600}>{t('setup.step3')}</Text>
            <Badge color={color(props.audio)} data-testid="audio-state">{audioLabel}</Badge>
          </Group>
          <Button mt="sm" variant="light" onClick={props.onTestAudio} disabled={!props.voiceSupported}>
            {t('setup.testAudio')}
          </Button>
        </Paper>
        <Paper withBorder p="md">
          <Text fw={600} mb="sm">{t('setup.step4')}</Text>
          <SegmentedControl
            value={props.textChosen ? 'text' : 'voice'}
            onChange={(v) => props.onMode(v === 'text')}
            data={[
              { value: 'voice', label: t('setup.modeVoice'), disabled: !props.voiceSupported },
              { value: 'text', label: t('setup.modeText') },
            ]}
            data-testid="mode-control"
          />
        </Paper>
        <Group>
          <Button onClick={props.onBegin} disabled={beginDisabled} loading={props.starting}>
            {t('setup.begin')}
          </Button>
          <Button variant="subtle" onClick={props.onSkip} disabled={props.starting}>
            {t('setup.skip')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function LiveScreen(props: {
  history: ChatEntry[];
  stage: InterviewStage;
  assessment: AssessmentDto;
  sending: boolean;
  commError: boolean;
  textMode: boolean;
  listening: boolean;
  speaking: boolean;
  paused: boolean;
  interim: string;
  onTogglePause: () => void;
  onSend: (text: string) => void;
  onFinish: () => void;
  /** Reads an examiner's line aloud (again, in voice mode; on request, in text mode). */
  onListen?: (text: string) => void;
  /** Practice mode: the next answer is a retry of the last question. */
  retrying?: boolean;
  onRetry?: () => void;
  examiner: ExaminerKind;
  civicRevision: boolean;
}) {
  const { t } = useTranslation('interview');
  const [draft, setDraft] = useState('');
  const [confirming, setConfirming] = useState(false);
  // On a touch screen there is no Ctrl+Entrée: the hint does not mention it.
  const [touch] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches);
  const answered = props.history.filter((e) => e.role === 'applicant').length;
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [props.history.length]);
  const canSend = draft.trim() !== '' && !props.sending;
  const send = () => {
    if (!canSend) return;
    props.onSend(draft.trim());
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      send();
    }
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      <Card withBorder padding="md" style={{ gridColumn: 'span 2' }}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={3}>{t('live.conversation')}</Title>
            <Group gap="xs">
              <Badge variant="light" color={props.examiner === 'llm' ? 'grape' : 'gray'} title={t(`examiner.${props.examiner}Hint`)} data-testid="examiner-kind">
                {t(`examiner.${props.examiner}`)}
              </Badge>
              <Badge variant="light">{props.textMode ? t('live.textMode') : t('live.voiceMode')}</Badge>
            </Group>
          </Group>
          <Text size="xs" c="dimmed">{t(`examiner.${props.examiner}Hint`)}</Text>
          <ScrollArea h={420} viewportRef={viewport}>
            <Stack gap="xs" data-testid="conversation">
              {props.history.map((entry, i) => (
                <Paper
                  key={i}
                  p="sm"
                  withBorder
                  bg={entry.role === 'interviewer' ? 'var(--mantine-color-blue-light)' : undefined}
                  ml={entry.role === 'applicant' ? 'xl' : 0}
                  mr={entry.role === 'interviewer' ? 'xl' : 0}
                  data-role={entry.role}
                >
                  <Group justify="space-between" gap="xs">
                    <Text size="xs" c="dimmed">{entry.role === 'interviewer' ? t('live.agent') : t('live.you')}</Text>
                    {entry.role === 'interviewer' && props.onListen && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        aria-label={t('live.listenLabel')}
                        onClick={() => props.onListen?.(entry.content)}
                        data-testid="listen-line"
                      >
                        {t('live.listen')}
                      </Button>
                    )}
                  </Group>
                  <Text size="sm">{entry.content}</Text>
                  {entry.feedback && (
                    <FeedbackBox
                      feedback={entry.feedback}
                      kept={entry.kept}
                      canRetry={!entry.retried && i === props.history.map((e) => e.role).lastIndexOf('applicant') && !props.retrying && !props.sending}
                      onRetry={props.onRetry}
                    />
                  )}
                </Paper>
              ))}
              {props.retrying && <Alert color="blue" data-testid="retrying">{t('practice.retrying')}</Alert>}
              {props.sending && <Loader size="sm" />}
            </Stack>
          </ScrollArea>
          {props.commError && <Alert color="red" data-testid="comm-error">{t('live.commError')}</Alert>}
          {!props.textMode && (
            <Group justify="space-between">
              <Text size="sm" c={props.listening ? 'green' : 'dimmed'} data-testid="voice-status">
                {props.speaking ? t('live.speaking') : props.paused ? t('live.micOff') : props.listening ? t('live.listening') : ''}
                {props.interim ? ` — ${t('live.heard', { text: props.interim })}` : ''}
              </Text>
              <Button size="xs" variant="subtle" onClick={props.onTogglePause}>
                {props.paused ? t('live.resumeMic') : t('live.pauseMic')}
              </Button>
            </Group>
          )}
          <Textarea
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={onKeyDown}
            placeholder={touch ? t('live.placeholderTouch') : t('live.placeholder')}
            autosize
            minRows={2}
            maxLength={INTERVIEW_LIMITS.response}
            data-testid="answer-input"
          />
          <Group justify="flex-end">
            <Button onClick={send} disabled={!canSend} loading={props.sending} data-testid="send-answer">
              {t('live.send')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card withBorder padding="md">
        <Stack>
          <Text fw={600}>{t('live.stage')}</Text>
          <Badge size="lg" data-testid="current-stage">{t(`stages.${props.stage}`)}</Badge>
          <StagesList current={props.stage} />
          <Text fw={600}>{t('live.assessment')}</Text>
          <ScoreBoard assessment={props.assessment} civicRevision={props.civicRevision} />
          <Text size="sm" data-testid="exchanges">{t('live.exchanges', { count: Math.floor(props.history.length / 2) })}</Text>
          {/* Away from 'Envoyer', and confirmed: one tap must not end the interview nor lose a typed answer. */}
          <Button color="red" variant="light" onClick={() => setConfirming(true)} data-testid="finish-interview">
            {t('live.finish')}
          </Button>
        </Stack>
      </Card>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('live.confirmTitle')} centered>
        <Stack>
          <Text data-testid="finish-confirm-body">{t('live.confirmBody', { count: answered })}</Text>
          {answered < 5 && <Text size="sm" c="dimmed">{t('live.confirmTooShort')}</Text>}
          {draft.trim() !== '' && <Text size="sm" c="orange">{t('live.confirmDraft')}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>{t('live.confirmCancel')}</Button>
            <Button
              color="red"
              onClick={() => {
                setConfirming(false);
                props.onFinish();
              }}
              data-testid="finish-confirm"
            >
              {t('live.confirmEnd')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SimpleGrid>
  );
}

const QUIZ_LINK = /\s*(?:Entraînez-vous\s*:\s*)?\/quiz(?:\?category=(\w+))?/g;

/** One line of the report without its paths; the quiz links become buttons named for their category. */
function ReportText({ line, onNavigate }: { line: string; onNavigate: (to: string) => void }) {
  const { t } = useTranslation('interview');
  const links = [...line.matchAll(QUIZ_LINK)].map((m) => m[1] as Category | undefined);
  const text = line.replace(QUIZ_LINK, '').replace(/[\s\u202f:;,.]+$/, '').replace(/^- /, '');
  return (
    <>
      {text}
      {links.length > 0 && '.'}
      {links.map((cat, i) => {
        const to = cat && (CATEGORIES as readonly string[]).includes(cat) ? `/quiz?category=${cat}` : '/quiz';
        return (
          <Button
            key={i}
            component="a"
            href={to}
            size="compact-xs"
            variant="light"
            ml="xs"
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
  const blocks = report.split(/\n\s*\n/).map((b) => b.split('\n').filter((l) => l.trim() !== ''));
  const [intro = [], ...sections] = blocks;
  return (
    <Stack gap="sm" data-testid="report">
      <Stack gap={4}>
        {intro.map((line, i) => (
          <Text key={i} size="sm" fw={i === 0 ? 700 : undefined}>
            <ReportText line={line} onNavigate={onNavigate} />
          </Text>
        ))}
      </Stack>
      {sections.map((lines, i) => {
        const heading = lines[0]!.startsWith('- ') ? null : lines[0]!;
        const items = heading ? lines.slice(1) : lines;
        return (
          <Box key={i} data-testid="report-section">
            {heading && (
              <Title order={4} mb={4}>
                {heading}
              </Title>
            )}
            <List size="sm" spacing={4}>
              {items.map((line, j) => (
                <List.Item key={j}>
                  <ReportText line={line} onNavigate={onNavigate} />
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
      {history.map((entry, i) => (
        <Paper key={i} p="xs" withBorder className="report-turn" data-role={entry.role}>
          <Text size="xs" c="dimmed">{entry.role === 'interviewer' ? t('live.agent') : t('live.you')}</Text>
          <Text size="sm">{entry.content}</Text>
          {entry.scores && (
            <Group gap={6} mt={4}>
              <Badge size="sm" variant="light" color={bandColor(entry.scores.languageSkills)}>
                {t('report.scoreLanguage', { score: fmt(entry.scores.languageSkills, i18n.language) })}
              </Badge>
              {entry.scores.motivation !== null && (
                <Badge size="sm" variant="light" color={bandColor(entry.scores.motivation)}>
                  {t('report.scoreMotivation', { score: fmt(entry.scores.motivation, i18n.language) })}
                </Badge>
              )}
              {entry.scores.republicanValues !== null && (
                <Badge size="sm" variant="light" color={bandColor(entry.scores.republicanValues)}>
                  {t('report.scoreValues', { score: fmt(entry.scores.republicanValues, i18n.language) })}
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
                    <Text fw={700}>{t('report.overall', { score: fmt(props.assessment.overall, i18n.language) })}</Text>
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
            {i18n.language === 'en' && <Text size="xs" c="dimmed">{t('report.frenchOnly')}</Text>}
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
