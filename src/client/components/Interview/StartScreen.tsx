// The interview's first screen: the candidate's name, voice or text, practice or exam, and the
// optional profile the examiner works from (kept on this device only).
import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InterviewProfile } from '../../../shared/schemas/interview';
import { REGIONS } from '../../content/regions';
import { StagesList } from './ScoreBoard';

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
          {props.voice && props.voiceSupported ? (
            <Group>
              <Button onClick={props.onConfigure} disabled={disabled}>
                {t('start.configure')}
              </Button>
              <Button variant="light" onClick={props.onQuickStart} disabled={disabled} loading={props.starting}>
                {t('start.quickStart')}
              </Button>
            </Group>
          ) : (
            // In writing there is nothing to set up: one button, straight to typing.
            <Group>
              <Button onClick={props.onQuickStart} disabled={disabled} loading={props.starting} data-testid="start-typing">
                {t('start.quickStart')}
              </Button>
            </Group>
          )}
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
