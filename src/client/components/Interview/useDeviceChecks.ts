// The device checks before a voice interview: microphone permission, a 5-second microphone test
// (what was heard is shown), an audio test, or the choice of text mode.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import type { AudioState, MicState } from './interview-types';
import { DELAYS, TEST_VOICE, createRecognition, requestMicrophone, speak, voiceSupported } from './speech';

export function useDeviceChecks() {
  const { t } = useTranslation('interview');
  const [supported] = useState(voiceSupported);
  const [mic, setMic] = useState<MicState>('pending');
  const [audio, setAudio] = useState<AudioState>('pending');
  const [textChosen, setTextChosen] = useState(false);
  const [micTesting, setMicTesting] = useState(false);
  const [micHeard, setMicHeard] = useState<string | null>(null);

  const micRefused = () => toast(t('toasts.micDenied'), t('toasts.micDeniedBody'), { destructive: true });

  /** Asks for the microphone; a refusal switches to text mode. Resolves to whether it was granted. */
  const allowMic = async (): Promise<boolean> => {
    const granted = await requestMicrophone();
    setMic(granted ? 'granted' : 'denied');
    if (!granted) {
      setTextChosen(true);
      micRefused();
    }
    return granted;
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

  /** Text mode when chosen, when the microphone was refused, or when the browser has no speech API. */
  const textMode = textChosen || mic === 'denied' || !supported;
  /** Voice is used only with the microphone granted, the audio test passed and text mode not chosen. */
  const voiceReady = mic === 'granted' && audio === 'success' && !textMode;

  return {
    supported,
    mic,
    audio,
    micTesting,
    micHeard,
    textMode,
    voiceReady,
    chooseText: setTextChosen,
    allowMic,
    testMic,
    testAudio,
    /** The quick start's voice check passed without a separate audio test. */
    trustAudio: () => setAudio('success'),
  };
}
