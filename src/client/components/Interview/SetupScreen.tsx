// The device check before a voice interview: microphone permission and test, audio test, or text.
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AudioState, MicState } from './interview-types';

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
        {/* Typing chosen: no microphone or sound to check. */}
        {!props.textChosen && (
          <>
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
          </>
        )}
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
