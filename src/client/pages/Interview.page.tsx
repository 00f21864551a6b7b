// /interview: the simulated interview (docs/product.md#interview). The examiner runs on the server;
// this page handles the screens, the voice loop (speech recognition and synthesis) and the text mode.
import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { InterviewStage } from '../../shared/constants';
import type { AssessmentDto, InterviewReportDto } from '../../shared/dto';
import type { InterviewProfile } from '../../shared/schemas/interview';
import {
  FinishedScreen,
  ProfileCard,
  LiveScreen,
  SetupScreen,
  StartScreen,
  type AudioState,
  type ChatEntry,
  type ExaminerKind,
  type MicState,
} from '../components/Interview/InterviewScreens';
import {
  DELAYS,
  MIN_TRANSCRIPT_LENGTH,
  TEST_VOICE,
  createRecognition,
  hasSynthesis,
  requestMicrophone,
  speak,
  stopSpeaking,
  voiceSupported as detectVoiceSupport,
  type RecognitionLike,
} from '../components/Interview/speech';
import { useAuth } from '../hooks/useAuth';
import { usePageMeta } from '../hooks/usePageMeta';
import { useSessionExpired } from '../hooks/useRequireAuth';
import { toast } from '../lib/toast';
import { isUnauthorized, trpc } from '../trpc';

type Screen = 'start' | 'setup' | 'live' | 'finished';
/** The profile is asked once and kept on this device (it is the candidate's, not the account's). */
const PROFILE_KEY = 'interview-profile';

function loadProfile(): { profile: InterviewProfile; use: boolean } {
  try {
    const raw = localStorage.getItem(PROFILE_KEY);
    if (raw) return JSON.parse(raw) as { profile: InterviewProfile; use: boolean };
  } catch {
    /* no storage, or an unreadable entry: start empty */
  }
  return { profile: {}, use: true };
}

/** Only what was filled in is sent; a year out of range is left to the server's check. */
function cleanProfile(p: InterviewProfile): InterviewProfile | undefined {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(p)) {
    if (typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null) out[k] = typeof v === 'string' ? v.trim() : v;
  }
  return Object.keys(out).length ? (out as InterviewProfile) : undefined;
}
const EMPTY: AssessmentDto = { languageSkills: 0, civicKnowledge: 0, motivation: 0, republicanValues: 0, overall: 0 };

export default function InterviewPage() {
  const { t } = useTranslation('interview');
  const { t: tc } = useTranslation();
  const auth = useAuth();
  const [, navigate] = useLocation();
  const sessionExpired = useSessionExpired();
  usePageMeta(t('meta.title'), t('meta.description'));

  const [supported] = useState(detectVoiceSupport);
  const [screen, setScreen] = useState<Screen>('start');
  const [name, setName] = useState('');
  const [voiceChecked, setVoiceChecked] = useState(true);
  const [mic, setMic] = useState<MicState>('pending');
  const [audio, setAudio] = useState<AudioState>('pending');
  const [textChosen, setTextChosen] = useState(false);
  const [micTesting, setMicTesting] = useState(false);
  const [micHeard, setMicHeard] = useState<string | null>(null);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [history, setHistory] = useState<ChatEntry[]>([]);
  const [stage, setStage] = useState<InterviewStage>('opening');
  const [assessment, setAssessment] = useState<AssessmentDto>(EMPTY);
  const [sending, setSending] = useState(false);
  const [commError, setCommError] = useState(false);
  const [report, setReport] = useState<string | null>(null);
  const [transcript, setTranscript] = useState<InterviewReportDto['conversationHistory'] | null>(null);
  // A past report, reopened from the history: /interview?report=<attempt or interview id>.
  const reportParam = new URLSearchParams(useSearch()).get('report');
  const [listening, setListening] = useState(false);
  const [speaking, setSpeaking] = useState(false);
  const [paused, setPaused] = useState(false);
  const [interim, setInterim] = useState('');
  const [audioOn, setAudioOn] = useState(false);
  const [civicRevision, setCivicRevision] = useState(true);
  const [mode, setMode] = useState<'practice' | 'exam'>('exam');
  const [retrying, setRetrying] = useState(false);
  const retryingRef = useRef(false);
  const [stored] = useState(loadProfile);
  const [profile, setProfile] = useState<InterviewProfile>(stored.profile);
  const [useProfile, setUseProfile] = useState(stored.use);
  // The name is prefilled from the account, and stays editable.
  useEffect(() => {
    const u = auth.user as { firstName?: string | null; lastName?: string | null } | null | undefined;
    if (u && name === '') setName([u.firstName, u.lastName].filter(Boolean).join(' '));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auth.user]);
  const [examiner, setExaminer] = useState<ExaminerKind>('automatic');

  const startMutation = trpc.interview.start.useMutation();
  const respondMutation = trpc.interview.respond.useMutation();
  // Ending is a POST that returns the report (reading a report never ends an interview).
  const endMutation = trpc.interview.end.useMutation();
  const pastReport = trpc.interview.report.useQuery({ id: reportParam ?? '' }, { enabled: Boolean(reportParam && auth.user), retry: false });

  const textMode = textChosen || mic === 'denied' || !supported;

  // Refs for the voice loop (callbacks outlive renders).
  const live = useRef(false);
  const audioRef = useRef(false);
  const speakingRef = useRef(false);
  const sendingRef = useRef(false);
  const pausedRef = useRef(false);
  const recognition = useRef<RecognitionLike | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const sessionRef = useRef<string | null>(null);
  const sendRef = useRef<(text: string) => void>(() => {});

  const later = (fn: () => void, ms: number) => {
    timers.current.push(setTimeout(fn, ms));
  };
  const clearTimers = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };

  // Signed out: 'Connexion requise' (the page then invites to register).
  useEffect(() => {
    if (!auth.isLoading && !auth.user) toast(tc('errors.loginRequired'), t('loginRequiredBody'), { destructive: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auth.isLoading, auth.user]);

  const stopListening = useCallback(() => {
    const r = recognition.current;
    recognition.current = null;
    if (r) {
      r.onend = null;
      r.onresult = null;
      r.onerror = null;
      try {
        r.abort();
      } catch {
        /* already stopped */
      }
    }
    setListening(false);
    setInterim('');
  }, []);

  const startListening = useCallback(() => {
    if (!live.current || !audioRef.current || speakingRef.current || sendingRef.current || pausedRef.current || recognition.current) return;
    const r = createRecognition({ continuous: true, interimResults: true });
    if (!r) return;
    recognition.current = r;
    r.onresult = (event) => {
      let partial = '';
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i]!;
        const text = result[0].transcript;
        if (result.isFinal) {
          // A final transcript of 3 characters or fewer is ignored: a noise, not an answer.
          if (text.trim().length > MIN_TRANSCRIPT_LENGTH) {
            stopListening();
            sendRef.current(text.trim());
            return;
          }
        } else partial += text;
      }
      setInterim(partial.trim());
    };
    r.onerror = (e) => {
      if (e.error === 'no-speech' || e.error === 'aborted') return;
      toast(t('toasts.speechError'), t('toasts.speechErrorBody'), { destructive: true });
    };
    r.onend = () => {
      recognition.current = null;
      setListening(false);
      if (live.current && audioRef.current && !speakingRef.current && !sendingRef.current && !pausedRef.current) {
        later(startListening, DELAYS.recognitionRestart);
      }
    };
    try {
      r.start();
      setListening(true);
    } catch {
      recognition.current = null;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stopListening]);

  const say = useCallback(
    (text: string) => {
      stopListening();
      speakingRef.current = true;
      setSpeaking(true);
      speak(text)
        .catch(() => toast(t('toasts.audioProblem'), t('toasts.audioProblemBody'), { destructive: true }))
        .finally(() => {
          speakingRef.current = false;
          setSpeaking(false);
          if (live.current) later(startListening, DELAYS.listenAfterSpeech);
        });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [startListening, stopListening],
  );

  const finish = useCallback(
    (id: string | null) => {
      live.current = false;
      clearTimers();
      stopListening();
      stopSpeaking();
      speakingRef.current = false;
      setSpeaking(false);
      setScreen('finished');
      toast(t('toasts.finished'), t('toasts.finishedBody'), { duration: DELAYS.completionToast });
      if (!id) return;
      endMutation.mutate(
        { id },
        {
          onSuccess: (data) => {
            setReport(data.report);
            setTranscript(data.conversationHistory);
            setAssessment(data.assessment);
          },
          // Spec section 8: a report failure is only logged; the report stays absent.
          onError: (error) => console.warn('interview report failed', error),
        },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [stopListening],
  );

  const send = useCallback(
    async (text: string) => {
      const id = sessionRef.current;
      if (!id) {
        toast(t('toasts.error'), t('toasts.noSession'), { destructive: true });
        return;
      }
      const answer = text.trim();
      if (!answer || sendingRef.current) return;
      sendingRef.current = true;
      setSending(true);
      setCommError(false);
      const retry = retryingRef.current;
      if (!retry) setHistory((h) => [...h, { role: 'applicant', content: answer }]);
      try {
        const result = await respondMutation.mutateAsync({ id, response: answer, ...(retry ? { retry: true } : {}) });
        if (retry) {
          // The retried answer stands in place of the first when it is better; the examiner's next line stays.
          retryingRef.current = false;
          setRetrying(false);
          setHistory((h) => {
            const at = h.map((e) => e.role).lastIndexOf('applicant');
            return h.map((e, i) =>
              i === at ? { ...e, content: result.retry?.kept === 'retry' ? answer : e.content, feedback: result.feedback, retried: true, kept: result.retry?.kept } : e,
            );
          });
          setAssessment(result.assessment);
          sendingRef.current = false;
          setSending(false);
          return;
        }
        if (result.feedback) {
          const feedback = result.feedback;
          setHistory((h) => h.map((e, i) => (i === h.length - 1 ? { ...e, feedback } : e)));
        }
        setHistory((h) => [...h, { role: 'interviewer', content: result.interviewerResponse }]);
        setStage(result.stage);
        setAssessment(result.assessment);
        sendingRef.current = false;
        setSending(false);
        if (result.isComplete) finish(id);
        else if (audioRef.current && live.current) say(result.interviewerResponse);
      } catch (error) {
        sendingRef.current = false;
        setSending(false);
        if (isUnauthorized(error)) {
          live.current = false;
          stopListening();
          sessionExpired(undefined, t('toasts.sessionExpiredAnswer'));
          return;
        }
        setCommError(true);
        toast(t('toasts.error'), t('toasts.answerFailed'), { destructive: true });
        if (audioRef.current && live.current) later(startListening, DELAYS.restartAfterFailure);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [finish, say, startListening, stopListening],
  );
  sendRef.current = (text) => void send(text);

  useEffect(
    () => () => {
      live.current = false;
      clearTimers();
      stopListening();
      stopSpeaking();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const begin = async (withAudio: boolean) => {
    try {
      const sent = useProfile ? cleanProfile(profile) : undefined;
      try {
        localStorage.setItem(PROFILE_KEY, JSON.stringify({ profile, use: useProfile }));
      } catch {
        /* private mode: the profile is simply not remembered */
      }
      const session = await startMutation.mutateAsync({ applicantName: name.trim(), civicRevision, mode, ...(sent ? { profile: sent } : {}) });
      sessionRef.current = session.id;
      setExaminer(session.examiner);
      setSessionId(session.id);
      setHistory(session.conversationHistory.map((e) => ({ role: e.role, content: e.content })));
      setStage(session.stage);
      setAssessment(session.assessment);
      setReport(null);
      setCommError(false);
      audioRef.current = withAudio;
      setAudioOn(withAudio);
      live.current = true;
      setScreen('live');
      if (withAudio) later(() => say(session.currentQuestion), DELAYS.firstQuestion);
    } catch (error) {
      if (isUnauthorized(error)) sessionExpired();
      else {
        // A profile refused by the server (a year in the future…) comes with its translated reason.
        const data = (error as { data?: { httpStatus?: number } } | null)?.data;
        const reason = data?.httpStatus === 400 && error instanceof Error ? error.message : t('toasts.startFailed');
        toast(t('toasts.error'), reason, { destructive: true });
      }
    }
  };

  // audioEnabled: microphone granted, audio test passed, text mode not chosen.
  const beginFromSetup = () => void begin(mic === 'granted' && audio === 'success' && !textMode);

  const quickStart = async () => {
    if (voiceChecked && supported) {
      const granted = await requestMicrophone();
      setMic(granted ? 'granted' : 'denied');
      if (!granted) toast(t('toasts.micDenied'), t('toasts.micDeniedBody'), { destructive: true });
      if (granted) setAudio('success');
      void begin(granted);
    } else {
      setTextChosen(true);
      void begin(false);
    }
  };

  const allowMic = async () => {
    const granted = await requestMicrophone();
    setMic(granted ? 'granted' : 'denied');
    if (!granted) {
      setTextChosen(true);
      toast(t('toasts.micDenied'), t('toasts.micDeniedBody'), { destructive: true });
    }
  };

  const testMic = () => {
    const r = createRecognition({ continuous: false, interimResults: false });
    if (!r) return;
    setMicTesting(true);
    setMicHeard(null);
    let heard = '';
    const timer = setTimeout(() => {
      try {
        r.stop();
      } catch {
        /* already stopped */
      }
    }, DELAYS.micTest);
    r.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) heard += event.results[i]![0].transcript;
    };
    r.onerror = (e) => {
      if (e.error !== 'no-speech' && e.error !== 'aborted') toast(t('toasts.speechError'), t('toasts.speechErrorBody'), { destructive: true });
    };
    r.onend = () => {
      clearTimeout(timer);
      setMicTesting(false);
      setMicHeard(heard.trim());
    };
    try {
      r.start();
    } catch {
      clearTimeout(timer);
      setMicTesting(false);
    }
  };

  const testAudio = () => {
    speak(t('setup.audioPhrase'), TEST_VOICE)
      .then(() => setAudio('success'))
      .catch(() => {
        setAudio('failed');
        toast(t('toasts.audioProblem'), t('toasts.audioProblemBody'), { destructive: true });
      });
  };

  const togglePause = () => {
    pausedRef.current = !pausedRef.current;
    setPaused(pausedRef.current);
    if (pausedRef.current) stopListening();
    else startListening();
  };

  const reset = () => {
    live.current = false;
    clearTimers();
    stopListening();
    stopSpeaking();
    sessionRef.current = null;
    setSessionId(null);
    setHistory([]);
    setStage('opening');
    setAssessment(EMPTY);
    setReport(null);
    setTranscript(null);
    setCommError(false);
    setSending(false);
    sendingRef.current = false;
    setPaused(false);
    pausedRef.current = false;
    setScreen('start');
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
                reset();
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
        {screen === 'start' && (
          <StartScreen
            name={name}
            onName={setName}
            voice={voiceChecked}
            onVoice={setVoiceChecked}
            onConfigure={() => {
              if (!voiceChecked) setTextChosen(true);
              setScreen('setup');
            }}
            onQuickStart={() => void quickStart()}
            starting={startMutation.isPending}
            voiceSupported={supported}
            civicRevision={civicRevision}
            onCivicRevision={setCivicRevision}
            mode={mode}
            onMode={setMode}
          />
        )}
        {screen === 'start' && (
          <ProfileCard
            profile={profile}
            onChange={setProfile}
            use={useProfile}
            onUse={setUseProfile}
            onClear={() => {
              setProfile({});
              try {
                localStorage.removeItem(PROFILE_KEY);
              } catch {
                /* no storage: nothing kept */
              }
            }}
          />
        )}
        {screen === 'setup' && (
          <SetupScreen
            mic={mic}
            audio={audio}
            micTesting={micTesting}
            micHeard={micHeard}
            textChosen={textMode}
            voiceSupported={supported}
            starting={startMutation.isPending}
            onAllowMic={() => void allowMic()}
            onTestMic={testMic}
            onTestAudio={testAudio}
            onMode={setTextChosen}
            onBegin={beginFromSetup}
            onSkip={beginFromSetup}
          />
        )}
        {screen === 'live' && (
          <LiveScreen
            history={history}
            stage={stage}
            assessment={assessment}
            sending={sending}
            commError={commError}
            textMode={!audioOn}
            listening={listening}
            speaking={speaking}
            paused={paused}
            interim={interim}
            onTogglePause={togglePause}
            onSend={(text) => void send(text)}
            onFinish={() => finish(sessionId)}
            retrying={retrying}
            onRetry={() => {
              retryingRef.current = true;
              setRetrying(true);
            }}
            onListen={
              hasSynthesis()
                ? (text) => {
                    // In voice mode the loop stops listening while it speaks; in text mode it is read on request.
                    if (audioRef.current && live.current) say(text);
                    else {
                      stopSpeaking();
                      void speak(text).catch(() => toast(t('toasts.audioProblem'), t('toasts.audioProblemBody'), { destructive: true }));
                    }
                  }
                : undefined
            }
            examiner={examiner}
            civicRevision={civicRevision}
          />
        )}
        {screen === 'finished' && (
          <FinishedScreen
            assessment={assessment}
            report={report}
            answered={history.filter((e) => e.role === 'applicant').length}
            transcript={transcript}
            onNew={reset}
            onDashboard={() => navigate('/')}
            onNavigate={navigate}
            civicRevision={civicRevision}
          />
        )}
      </Stack>
    </Container>
  );
}
