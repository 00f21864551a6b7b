// One interview from start to report: the server calls, the page's state machine (interview-flow)
// and the voice loop. The examiner itself runs on the server (docs/product.md#interview).
import { useEffect, useLayoutEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterviewProfile } from '../../../shared/schemas/interview';
import { useSessionExpired } from '../../hooks/useRequireAuth';
import { toast } from '../../lib/toast';
import { isUnauthorized, trpc } from '../../trpc';
import { flowReducer, initialFlow } from './interview-flow';
import { DELAYS } from './speech';
import { VoiceLoop, type VoiceEvents } from './voice-loop';

export interface StartOptions {
  applicantName: string;
  civicRevision: boolean;
  mode: 'practice' | 'exam';
  profile?: InterviewProfile;
  withAudio: boolean;
}

export function useInterview() {
  const { t } = useTranslation('interview');
  const sessionExpired = useSessionExpired();
  const [flow, dispatch] = useReducer(flowReducer, initialFlow);
  const startMutation = trpc.interview.start.useMutation();
  const respondMutation = trpc.interview.respond.useMutation();
  // Ending is a POST that returns the report (reading a report never ends an interview).
  const endMutation = trpc.interview.end.useMutation();

  // Read synchronously by callbacks that outlive a render (the voice loop's answer, a double tap).
  const latest = useRef(flow);
  latest.current = flow;
  const inFlight = useRef(false);

  const [voice] = useState(
    () =>
      new VoiceLoop({
        onAnswer: () => undefined,
        onRecognitionError: () => undefined,
        onSpeechFailed: () => undefined,
      }),
  );
  const voiceState = useSyncExternalStore(voice.subscribe, voice.getSnapshot);
  useEffect(() => () => voice.end(), [voice]);

  const finish = (id: string | null) => {
    voice.end();
    dispatch({ type: 'finished' });
    toast(t('toasts.finished'), t('toasts.finishedBody'), { duration: DELAYS.completionToast });
    if (!id) return;
    endMutation.mutate(
      { id },
      {
        onSuccess: (data) => dispatch({ type: 'reported', report: data.report, transcript: data.conversationHistory, assessment: data.assessment }),
        // A report that fails is only logged: the scores stay on screen, the report is absent.
        onError: (error) => console.warn('interview report failed', error),
      },
    );
  };

  const send = async (text: string) => {
    const { sessionId: id, retrying: retry } = latest.current;
    if (!id) {
      toast(t('toasts.error'), t('toasts.noSession'), { destructive: true });
      return;
    }
    const answer = text.trim();
    if (!answer || inFlight.current) return;
    inFlight.current = true;
    voice.setBusy(true);
    dispatch({ type: 'sending', answer });
    try {
      const result = await respondMutation.mutateAsync({ id, response: answer, ...(retry ? { retry: true } : {}) });
      inFlight.current = false;
      voice.setBusy(false);
      if (retry) {
        // The examiner's next line stays: a retry only replaces the last answer when it is better.
        dispatch({ type: 'retried', answer, result });
        return;
      }
      dispatch({ type: 'answered', result });
      if (result.isComplete) finish(id);
      else voice.examinerSays(result.interviewerResponse);
    } catch (error) {
      inFlight.current = false;
      voice.setBusy(false);
      if (isUnauthorized(error)) {
        voice.end();
        dispatch({ type: 'sendFailed', commError: false });
        sessionExpired(undefined, t('toasts.sessionExpiredAnswer'));
        return;
      }
      dispatch({ type: 'sendFailed', commError: true });
      toast(t('toasts.error'), t('toasts.answerFailed'), { destructive: true });
      voice.listenAgainSoon();
    }
  };

  // The loop calls the latest closures (they read this render's translations).
  const events: VoiceEvents = {
    onAnswer: (text) => void send(text),
    onRecognitionError: () => toast(t('toasts.speechError'), t('toasts.speechErrorBody'), { destructive: true }),
    onSpeechFailed: () => toast(t('toasts.audioProblem'), t('toasts.audioProblemBody'), { destructive: true }),
  };
  useLayoutEffect(() => voice.setEvents(events));

  const start = async ({ withAudio, profile, ...input }: StartOptions) => {
    try {
      const session = await startMutation.mutateAsync({ ...input, ...(profile ? { profile } : {}) });
      dispatch({ type: 'started', session });
      voice.begin(withAudio, session.currentQuestion);
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

  return {
    flow,
    voice: voiceState,
    starting: startMutation.isPending,
    start,
    send: (text: string) => void send(text),
    finish: () => finish(latest.current.sessionId),
    configure: () => dispatch({ type: 'configure' }),
    askRetry: () => dispatch({ type: 'retryAsked' }),
    togglePause: () => voice.togglePause(),
    readAloud: (text: string) => voice.readAloud(text),
    reset: () => {
      voice.end();
      inFlight.current = false;
      dispatch({ type: 'reset' });
    },
  };
}
