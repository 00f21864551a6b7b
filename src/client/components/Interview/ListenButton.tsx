// 'Écouter la question': reads a text aloud with the browser's speech synthesis, in the voice of
// the text's language (French by default, at the interview's rate). Hidden where the browser has
// no synthesis, and, for a help translation, where the device has no voice of its language.
import { Button } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { hasSynthesis, onVoicesChanged, type SpeechLanguage, speak, stopSpeaking, voiceFor } from './speech';

/** Whether the device has a voice for `lang`, following the list as the browser fills it. */
function useHasVoice(lang: SpeechLanguage): boolean {
  return useSyncExternalStore(
    onVoicesChanged,
    () => voiceFor(lang) !== undefined,
    () => false,
  );
}

interface Props {
  text: string;
  label: string;
  stopLabel?: string;
  testId?: string;
  /** The language of `text`: its voice reads it. */
  lang?: SpeechLanguage;
  /**
   * Hide the button unless the device has a voice of `lang`: another voice would read the text
   * as if it were its own language. French keeps the button (the engine's default voice).
   */
  needsVoice?: boolean;
}

export function ListenButton({ text, label, stopLabel, testId = 'listen', lang = 'fr', needsVoice = false }: Props) {
  const [available] = useState(hasSynthesis);
  const hasVoice = useHasVoice(lang);
  const [playing, setPlaying] = useState(false);
  // Leaving the component stops its reading.
  useEffect(() => () => stopSpeaking(), []);
  if (!available || (needsVoice && !hasVoice)) return null;
  const toggle = () => {
    if (playing && stopLabel) {
      stopSpeaking();
      setPlaying(false);
      return;
    }
    stopSpeaking();
    setPlaying(true);
    speak(text, undefined, lang)
      .catch(() => undefined)
      .finally(() => setPlaying(false));
  };
  return (
    <Button size="compact-xs" variant="subtle" onClick={toggle} data-testid={testId} className="no-print" aria-pressed={playing}>
      {playing && stopLabel ? stopLabel : label}
    </Button>
  );
}
