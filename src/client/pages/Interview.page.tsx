// /interview: the simulated interview (docs/product.md#interview). The examiner runs on the server;
// useInterview drives one interview (calls, state machine, voice loop), useDeviceChecks the setup.
import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { InterviewProfile } from '../../shared/schemas/interview';
import { FinishedScreen } from '../components/Interview/FinishedScreen';
import { answeredCount } from '../components/Interview/interview-flow';
import { LiveScreen } from '../components/Interview/LiveScreen';
import { cleanProfile, forgetProfile, loadProfile, saveProfile } from '../components/Interview/profile-storage';
import { SetupScreen } from '../components/Interview/SetupScreen';
import { ProfileCard, StartScreen } from '../components/Interview/StartScreen';
import { hasSynthesis } from '../components/Interview/speech';
import { useDeviceChecks } from '../components/Interview/useDeviceChecks';
import { useInterview } from '../components/Interview/useInterview';
import { useAuth } from '../hooks/useAuth';
import { usePageMeta } from '../hooks/usePageMeta';
import { toast } from '../lib/toast';
import { trpc } from '../trpc';

export default function InterviewPage() {
  const { t } = useTranslation('interview');
  const { t: tc } = useTranslation();
  const auth = useAuth();
  const [, navigate] = useLocation();
  usePageMeta(t('meta.title'), t('meta.description'));

  const device = useDeviceChecks();
  const interview = useInterview();
  const { flow, voice } = interview;
  const [name, setName] = useState('');
  const [voiceChecked, setVoiceChecked] = useState(true);
  const [civicRevision, setCivicRevision] = useState(true);
  const [mode, setMode] = useState<'practice' | 'exam'>('exam');
  const [stored] = useState(loadProfile);
  const [profile, setProfile] = useState<InterviewProfile>(stored.profile);
  const [useProfile, setUseProfile] = useState(stored.use);
  // A past report, reopened from the history: /interview?report=<attempt or interview id>.
  const reportParam = new URLSearchParams(useSearch()).get('report');
  const pastReport = trpc.interview.report.useQuery({ id: reportParam ?? '' }, { enabled: Boolean(reportParam && auth.user), retry: false });

  // The name is prefilled from the account once it is known, and stays editable.
  const user = auth.user as { firstName?: string | null; lastName?: string | null } | null | undefined;
  const accountName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  useEffect(() => {
    if (accountName) setName((current) => current || accountName);
  }, [accountName]);

  // Signed out: 'Connexion requise' (the page then invites to register).
  const signedOut = !auth.isLoading && !auth.user;
  useEffect(() => {
    if (signedOut) toast(tc('errors.loginRequired'), t('loginRequiredBody'), { destructive: true });
  }, [signedOut, t, tc]);

  const begin = (withAudio: boolean) => {
    saveProfile({ profile, use: useProfile });
    const sent = useProfile ? cleanProfile(profile) : undefined;
    void interview.start({ applicantName: name.trim(), civicRevision, mode, withAudio, ...(sent ? { profile: sent } : {}) });
  };

  const quickStart = async () => {
    if (voiceChecked && device.supported) {
      const granted = await device.allowMic();
      if (granted) device.trustAudio();
      begin(granted);
    } else {
      device.chooseText(true);
      begin(false);
    }
  };

  if (auth.isLoading) return null;

  if (!auth.user) {
    return (
      <Container size="sm" py="xl">
        <Card withBorder padding="xl">
          <Stack align="center" ta="center">
            <Title order={2}>{t('premium.title')}</Title>
            <Text>{t('premium.body')}</Text>
            <Button onClick={() => navigate('/register')}>{t('premium.register')}</Button>
          </Stack>
        </Card>
      </Container>
    );
  }

  if (reportParam) {
    const data = pastReport.data;
    return (
      <Container size="lg" py="lg">
        <Stack>
          <Title order={1}>{t('report.title')}</Title>
          {pastReport.isLoading && <Text>{t('report.loading')}</Text>}
          {pastReport.isError && <Text data-testid="report-missing">{t('report.notFound')}</Text>}
          {data && (
            <FinishedScreen
              assessment={data.assessment}
              report={data.report}
              answered={data.answered}
              transcript={data.conversationHistory}
              civicRevision={data.civicRevision}
              onNew={() => {
                interview.reset();
                navigate('/interview');
              }}
              onDashboard={() => navigate('/')}
              onNavigate={navigate}
            />
          )}
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="lg" py="lg">
      <Stack>
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </div>
        {flow.screen === 'start' && (
          <StartScreen
            name={name}
            onName={setName}
            voice={voiceChecked}
            onVoice={setVoiceChecked}
            onConfigure={() => {
              // Typing needs no microphone or sound check: straight to the interview.
              if (!voiceChecked || !device.supported) void quickStart();
              else interview.configure();
            }}
            onQuickStart={() => void quickStart()}
            starting={interview.starting}
            voiceSupported={device.supported}
            civicRevision={civicRevision}
            onCivicRevision={setCivicRevision}
            mode={mode}
            onMode={setMode}
          />
        )}
        {flow.screen === 'start' && (
          <ProfileCard
            profile={profile}
            onChange={setProfile}
            use={useProfile}
            onUse={setUseProfile}
            onClear={() => {
              setProfile({});
              forgetProfile();
            }}
          />
        )}
        {flow.screen === 'setup' && (
          <SetupScreen
            mic={device.mic}
            audio={device.audio}
            micTesting={device.micTesting}
            micHeard={device.micHeard}
            textChosen={device.textMode}
            voiceSupported={device.supported}
            starting={interview.starting}
            onAllowMic={() => void device.allowMic()}
            onTestMic={device.testMic}
            onTestAudio={device.testAudio}
            onMode={device.chooseText}
            onBegin={() => begin(device.voiceReady)}
            onSkip={() => begin(device.voiceReady)}
          />
        )}
        {flow.screen === 'live' && (
          <LiveScreen
            history={flow.history}
            stage={flow.stage}
            assessment={flow.assessment}
            sending={flow.sending}
            commError={flow.commError}
            textMode={!voice.voiceMode}
            listening={voice.listening}
            speaking={voice.speaking}
            paused={voice.paused}
            interim={voice.interim}
            onTogglePause={interview.togglePause}
            onSend={interview.send}
            onFinish={interview.finish}
            retrying={flow.retrying}
            onRetry={interview.askRetry}
            onListen={hasSynthesis() ? interview.readAloud : undefined}
            examiner={flow.examiner}
            civicRevision={civicRevision}
            mode={mode}
          />
        )}
        {flow.screen === 'finished' && (
          <FinishedScreen
            assessment={flow.assessment}
            report={flow.report}
            answered={answeredCount(flow)}
            transcript={flow.transcript}
            onNew={interview.reset}
            onDashboard={() => navigate('/')}
            onNavigate={navigate}
            civicRevision={civicRevision}
          />
        )}
      </Stack>
    </Container>
  );
}
