// The interview in progress: the conversation, the answer box (or the voice loop's state), the
// practice feedback on each answer with one retry, the stages and the scores so far.
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterviewStage } from '../../../shared/constants';
import type { AssessmentDto, InterviewFeedbackDto } from '../../../shared/dto';
import { INTERVIEW_LIMITS } from '../../../shared/schemas/interview';
import type { ChatEntry, ExaminerKind } from './interview-types';
import { ScoreBoard, StagesList } from './ScoreBoard';

export function FeedbackBox(props: { feedback: InterviewFeedbackDto; kept?: 'retry' | 'first'; canRetry: boolean; onRetry?: () => void }) {
  const { t } = useTranslation('interview');
  const f = props.feedback;
  return (
    <Stack gap={4} mt="xs" p="xs" data-testid="practice-feedback" style={{ borderInlineStart: '3px solid var(--mantine-color-teal-5)' }}>
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
        <b>{t('practice.model')}</b> — <span lang="fr" dir="ltr">{f.modelAnswer}</span>
      </Text>
      {f.modelAnswerEn && (
        <Text size="xs" c="dimmed" fs="italic" lang="en">
          {f.modelAnswerEn}
        </Text>
      )}
      {f.modelAnswerAr && (
        <Text size="xs" c="dimmed" lang="ar" dir="rtl" data-testid="model-answer-ar">
          {f.modelAnswerAr}
        </Text>
      )}
      <Text size="xs">
        <b>{t('practice.tip')}</b> — <span lang="fr" dir="ltr">{f.tip}</span>
      </Text>
      {f.tipEn && (
        <Text size="xs" c="dimmed" fs="italic" lang="en" data-testid="tip-en">
          {f.tipEn}
        </Text>
      )}
      {f.tipAr && (
        <Text size="xs" c="dimmed" lang="ar" dir="rtl" data-testid="tip-ar">
          {f.tipAr}
        </Text>
      )}
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
  /** Exam mode promises no correction until the end: no live scores either. */
  mode: 'practice' | 'exam';
}) {
  const { t } = useTranslation('interview');
  const [draft, setDraft] = useState('');
  const [confirming, setConfirming] = useState(false);
  // On a touch screen there is no Ctrl+Entrée: the hint does not mention it.
  const [touch] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches);
  const answered = props.history.filter((e) => e.role === 'applicant').length;
  const viewport = useRef<HTMLDivElement>(null);
  // Each new line scrolls the conversation to its end.
  const lines = props.history.length;
  useEffect(() => {
    if (lines > 0) viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [lines]);
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
              {props.history.map((entry) => (
                <Paper
                  key={entry.turn}
                  p="sm"
                  withBorder
                  bg={entry.role === 'interviewer' ? 'var(--mantine-color-blue-light)' : undefined}
                  ms={entry.role === 'applicant' ? 'xl' : 0}
                  me={entry.role === 'interviewer' ? 'xl' : 0}
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
                      canRetry={!entry.retried && entry.turn === props.history.map((e) => e.role).lastIndexOf('applicant') && !props.retrying && !props.sending}
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
          {props.mode === 'exam' ? (
            <Text size="sm" c="dimmed" data-testid="scores-at-end">
              {t('live.scoresAtEnd')}
            </Text>
          ) : (
            <ScoreBoard assessment={props.assessment} civicRevision={props.civicRevision} />
          )}
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
