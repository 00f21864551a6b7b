// The interview's voice loop: the examiner speaks, then the microphone listens until a final
// transcript arrives, which is handed over as the answer; while an answer is being sent, while the
// examiner speaks and while paused, nobody listens. A plain object outside React: recognition and
// synthesis callbacks outlive renders, so the loop keeps its own state and publishes a snapshot
// (read with useSyncExternalStore by useVoiceLoop).
import { DELAYS, MIN_TRANSCRIPT_LENGTH, createRecognition, speak, stopSpeaking, type RecognitionLike } from './speech';

export interface VoiceSnapshot {
  listening: boolean;
  speaking: boolean;
  paused: boolean;
  /** What the recognition has heard so far of the current answer. */
  interim: string;
  /** The interview under way was started in voice mode (else text mode). */
  voiceMode: boolean;
}

export interface VoiceEvents {
  /** A final transcript long enough to be an answer (shorter ones are noise). */
  onAnswer(text: string): void;
  /** The recognition failed for another reason than silence or our own abort. */
  onRecognitionError(): void;
  /** The synthesis could not read a text. */
  onSpeechFailed(): void;
}

export class VoiceLoop {
  private live = false;
  private audio = false;
  private busy = false;
  private recognition: RecognitionLike | null = null;
  private timers: ReturnType<typeof setTimeout>[] = [];
  private snapshot: VoiceSnapshot = { listening: false, speaking: false, paused: false, interim: '', voiceMode: false };
  private readonly listeners = new Set<() => void>();

  constructor(private events: VoiceEvents) {}

  /** The page's latest handlers (they close over its current state). */
  setEvents(events: VoiceEvents): void {
    this.events = events;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): VoiceSnapshot => this.snapshot;

  /** True while an interview is live in voice mode. */
  get voiceOn(): boolean {
    return this.live && this.audio;
  }

  /** An interview starts: in voice mode the first question is read after a short pause. */
  begin(withAudio: boolean, firstQuestion: string): void {
    this.end();
    this.live = true;
    this.audio = withAudio;
    this.busy = false;
    this.set({ paused: false, voiceMode: withAudio });
    if (withAudio) this.later(() => this.say(firstQuestion), DELAYS.firstQuestion);
  }

  /** While an answer is on its way nobody listens; afterwards the examiner's line restarts the loop. */
  setBusy(busy: boolean): void {
    this.busy = busy;
  }

  /** The examiner's next line, read in voice mode (then the loop listens again). */
  examinerSays(text: string): void {
    if (this.voiceOn) this.say(text);
  }

  /** After a failed send, listen again so the candidate can repeat. */
  listenAgainSoon(): void {
    if (this.voiceOn) this.later(this.startListening, DELAYS.restartAfterFailure);
  }

  /** 'Écouter' on a line: in voice mode the loop stops listening while it speaks; in text mode it just reads. */
  readAloud(text: string): void {
    if (this.voiceOn) {
      this.say(text);
      return;
    }
    stopSpeaking();
    speak(text).catch(() => this.events.onSpeechFailed());
  }

  togglePause(): void {
    const paused = !this.snapshot.paused;
    this.set({ paused });
    if (paused) this.stopListening();
    else this.startListening();
  }

  /** The interview ends (or the page goes): everything stops. */
  end(): void {
    this.live = false;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    this.stopListening();
    stopSpeaking();
    this.set({ speaking: false });
  }

  private say(text: string): void {
    this.stopListening();
    this.set({ speaking: true });
    speak(text)
      .catch(() => this.events.onSpeechFailed())
      .finally(() => {
        this.set({ speaking: false });
        if (this.live) this.later(this.startListening, DELAYS.listenAfterSpeech);
      });
  }

  private canListen(): boolean {
    return this.voiceOn && !this.snapshot.speaking && !this.busy && !this.snapshot.paused;
  }

  private startListening = (): void => {
    if (!this.canListen() || this.recognition) return;
    const r = createRecognition({ continuous: true, interimResults: true });
    if (!r) return;
    this.recognition = r;
    r.onresult = (event) => {
      let partial = '';
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i]!;
        const text = result[0].transcript;
        if (!result.isFinal) partial += text;
        else if (text.trim().length > MIN_TRANSCRIPT_LENGTH) {
          this.stopListening();
          this.events.onAnswer(text.trim());
          return;
        }
      }
      this.set({ interim: partial.trim() });
    };
    r.onerror = (e) => {
      if (e.error !== 'no-speech' && e.error !== 'aborted') this.events.onRecognitionError();
    };
    r.onend = () => {
      this.recognition = null;
      this.set({ listening: false });
      // Browsers end a continuous recognition after a silence: start again while it is our turn to listen.
      if (this.canListen()) this.later(this.startListening, DELAYS.recognitionRestart);
    };
    try {
      r.start();
      this.set({ listening: true });
    } catch {
      this.recognition = null;
    }
  };

  private stopListening(): void {
    const r = this.recognition;
    this.recognition = null;
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
    this.set({ listening: false, interim: '' });
  }

  private later(fn: () => void, ms: number): void {
    this.timers.push(setTimeout(fn, ms));
  }

  private set(patch: Partial<VoiceSnapshot>): void {
    const next = { ...this.snapshot, ...patch };
    if ((Object.keys(patch) as (keyof VoiceSnapshot)[]).every((k) => next[k] === this.snapshot[k])) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}
