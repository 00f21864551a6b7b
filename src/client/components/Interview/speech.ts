// Browser speech APIs for the interview, with its constants (docs/product.md#interview), and the
// reading aloud of questions and their help translations in each interface language.

export const SPEECH_LANG = 'fr-FR';
/** Languages the app reads aloud: French (the interview, the questions), and the help texts. */
export type SpeechLanguage = 'fr' | 'en' | 'ar';
/** The tag an utterance carries when no installed voice matches better. */
const SPEECH_TAGS: Record<SpeechLanguage, string> = { fr: SPEECH_LANG, en: 'en-GB', ar: 'ar-SA' };
export const INTERVIEW_VOICE = { rate: 0.85, pitch: 0.95 } as const;
export const TEST_VOICE = { rate: 0.9, pitch: 1 } as const;
/** The product's pauses in milliseconds (docs/product.md#interview). */
export const PRODUCT_DELAYS = {
  firstQuestion: 1000,
  listenAfterSpeech: 1500,
  recognitionRestart: 500,
  restartAfterFailure: 1000,
  completionToast: 5000,
  micTest: 5000,
} as const;
type Delays = { readonly [K in keyof typeof PRODUCT_DELAYS]: number };

/**
 * A browser test may shorten the pauses by setting `window.__interviewDelays` before the app loads
 * (tests/e2e/interview.e2e.test.ts runs a whole voice interview that way, and keeps one run at the
 * product's pauses). Only known keys with a number are taken.
 */
function injectedDelays(): Partial<Delays> {
  if (typeof window === 'undefined') return {};
  const given = (window as unknown as { __interviewDelays?: Record<string, unknown> }).__interviewDelays;
  if (!given || typeof given !== 'object') return {};
  return Object.fromEntries(Object.keys(PRODUCT_DELAYS).flatMap((key) => (typeof given[key] === 'number' ? [[key, given[key]]] : [])));
}

/** The pauses in use: the product's unless a test injected others; read once, when this module loads. */
export const DELAYS: Delays = { ...PRODUCT_DELAYS, ...injectedDelays() };
/** A live transcript is sent only when longer than this. */
export const MIN_TRANSCRIPT_LENGTH = 3;

export interface RecognitionResultLike {
  isFinal: boolean;
  0: { transcript: string };
}
export interface RecognitionEventLike {
  resultIndex: number;
  results: ArrayLike<RecognitionResultLike>;
}
export interface RecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionEventLike) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionCtor = new () => RecognitionLike;

function recognitionCtor(): RecognitionCtor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export function hasRecognition(): boolean {
  return recognitionCtor() !== null;
}

export function hasSynthesis(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';
}

export function voiceSupported(): boolean {
  return hasRecognition() && hasSynthesis();
}

export function createRecognition(opts: { continuous: boolean; interimResults: boolean }): RecognitionLike | null {
  const Ctor = recognitionCtor();
  if (!Ctor) return null;
  const r = new Ctor();
  r.lang = SPEECH_LANG;
  r.continuous = opts.continuous;
  r.interimResults = opts.interimResults;
  return r;
}

/** The primary language of a BCP 47 tag as the voices list writes it ('ar-SA', 'ar_EG', 'en'). */
const primary = (tag: string | undefined) => (tag ?? '').toLowerCase().split(/[-_]/)[0];

/** The device's voice for `lang`: the usual region first, then any voice of that language. */
export function voiceFor(lang: SpeechLanguage): SpeechSynthesisVoice | undefined {
  if (!hasSynthesis()) return undefined;
  const voices = window.speechSynthesis.getVoices?.() ?? [];
  return voices.find((v) => v.lang === SPEECH_TAGS[lang]) ?? voices.find((v) => primary(v.lang) === lang);
}

/**
 * Calls `onChange` whenever the device's list of voices changes (browsers fill it after the page
 * loads); returns the unsubscribe function.
 */
export function onVoicesChanged(onChange: () => void): () => void {
  const synthesis = hasSynthesis() ? window.speechSynthesis : undefined;
  if (typeof synthesis?.addEventListener !== 'function') return () => undefined;
  synthesis.addEventListener('voiceschanged', onChange);
  return () => synthesis.removeEventListener('voiceschanged', onChange);
}

/**
 * Speaks `text` with a voice of `lang` (French by default); resolves when done, rejects on a
 * synthesis error.
 */
export function speak(text: string, voice: { rate: number; pitch: number } = INTERVIEW_VOICE, lang: SpeechLanguage = 'fr'): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!hasSynthesis()) {
      reject(new Error('speech synthesis unavailable'));
      return;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    const v = voiceFor(lang);
    utterance.lang = v?.lang || SPEECH_TAGS[lang];
    utterance.rate = voice.rate;
    utterance.pitch = voice.pitch;
    if (v) utterance.voice = v;
    utterance.onend = () => resolve();
    utterance.onerror = (e) => {
      const error = (e as SpeechSynthesisErrorEvent).error;
      // Cancelled on purpose (the interview ended or moved on): not a failure.
      if (error === 'interrupted' || error === 'canceled') resolve();
      else reject(new Error(error || 'speech synthesis error'));
    };
    window.speechSynthesis.speak(utterance);
  });
}

export function stopSpeaking(): void {
  if (hasSynthesis()) window.speechSynthesis.cancel();
}

/** Asks for the microphone; true when granted. */
export async function requestMicrophone(): Promise<boolean> {
  try {
    if (!navigator.mediaDevices?.getUserMedia) return false;
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return true;
  } catch {
    return false;
  }
}
