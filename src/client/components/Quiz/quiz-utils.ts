// Small rules of the quiz screens (docs/product.md#quiz-scoring), shared by the demo, the quiz, the
// dashboard, the history and the exam.
import { useEffect, useState } from 'react';
import { format } from 'date-fns';
import { enGB, fr } from 'date-fns/locale';
import { MINUTES_PER_QUESTION, SCORE_BANDS } from '../../../shared/constants';
import { intlLocale } from '../../i18n/intl-locale';

/** Rounded percentage of correct answers. */
export function percent(correct: number, total: number): number {
  return total > 0 ? Math.round((correct / total) * 100) : 0;
}

/** Estimated time: the ceiling of 1.5 minutes per question. */
export function estimatedMinutes(questionCount: number): number {
  return Math.ceil(MINUTES_PER_QUESTION * questionCount);
}

/** Colour band of a score: 80 and above green, 60 to 79 yellow, below red. */
export function scoreColor(score: number): 'green' | 'yellow' | 'red' {
  if (score >= SCORE_BANDS.good) return 'green';
  if (score >= SCORE_BANDS.middling) return 'yellow';
  return 'red';
}

/** The advice text key by score: thresholds 90, 80, 70, 60. */
export function adviceKey(score: number): string {
  if (score >= 90) return 'results.advice90';
  if (score >= 80) return 'results.advice80';
  if (score >= 70) return 'results.advice70';
  if (score >= 60) return 'results.advice60';
  return 'results.adviceLow';
}

/** Progress bars are capped at 100. */
export function capped(value: number): number {
  return Math.max(0, Math.min(100, value));
}

export const CONFETTI_THRESHOLD = 80;

/** mm:ss (or h:mm:ss). */
export function clock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${String(m).padStart(2, '0')}:${sec}`;
}

/**
 * 'dd MMMM yyyy à HH:mm' in French (date-fns fr locale, weeks from Monday); the English
 * equivalent 'dd MMMM yyyy at HH:mm' when the interface is English.
 */
export function formatAttemptDate(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (lang === 'ar') {
    return new Intl.DateTimeFormat(intlLocale(lang), { day: '2-digit', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
  }
  return lang === 'en'
    ? format(date, "dd MMMM yyyy 'at' HH:mm", { locale: enGB, weekStartsOn: 1 })
    : format(date, "dd MMMM yyyy 'à' HH:mm", { locale: fr, weekStartsOn: 1 });
}

/** A duration as shown: seconds under a minute, else whole minutes (rounded). */
export function durationParts(seconds: number): { count: number; unit: 's' | 'min' } {
  const s = Math.max(0, Math.round(seconds));
  return s < 60 ? { count: s, unit: 's' } : { count: Math.round(s / 60), unit: 'min' };
}

/** Whole minutes between two instants, rounded. */
export function durationMinutes(startIso: string, endIso: string | null): number | null {
  if (!endIso) return null;
  const ms = Date.parse(endIso) - Date.parse(startIso);
  return Number.isFinite(ms) ? Math.max(0, Math.round(ms / 60000)) : null;
}

/** Seconds elapsed since `running` became true; ticks every second, stops when false. */
export function useElapsedSeconds(running: boolean, resetKey: unknown = 0): number {
  const [seconds, setSeconds] = useState(0);
  const [startedAt, setStartedAt] = useState(() => Date.now());
  // A new key starts the count again (React's "reset state when a prop changes", during render).
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    setKey(resetKey);
    setSeconds(0);
    setStartedAt(Date.now());
  }
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setSeconds(Math.floor((Date.now() - startedAt) / 1000)), 1000);
    return () => clearInterval(id);
  }, [running, startedAt]);
  return seconds;
}

/** Short vibration on answer, where the device supports it. */
export function vibrate(ms = 50) {
  try {
    navigator.vibrate?.(ms);
  } catch {
    // Not supported: nothing to do.
  }
}
