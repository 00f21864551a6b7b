// 'Écouter la question': reads a French text aloud with the browser's speech synthesis (a French
// voice, the interview's rate). Hidden where the browser has no synthesis.
import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { hasSynthesis, speak, stopSpeaking } from './speech';

export function ListenButton({ text, label, stopLabel, testId = 'listen' }: { text: string; label: string; stopLabel?: string; testId?: string }) {
  const [available] = useState(hasSynthesis);
  const [playing, setPlaying] = useState(false);
  // Leaving the component stops its reading.
  useEffect(() => () => stopSpeaking(), []);
  if (!available) return null;
  const toggle = () => {
    if (playing && stopLabel) {
      stopSpeaking();
      setPlaying(false);
      return;
    }
    stopSpeaking();
    setPlaying(true);
    speak(text)
      .catch(() => undefined)
      .finally(() => setPlaying(false));
  };
  return (
    <Button size="compact-xs" variant="subtle" onClick={toggle} data-testid={testId} className="no-print" aria-pressed={playing}>
      {playing && stopLabel ? stopLabel : label}
    </Button>
  );
}
