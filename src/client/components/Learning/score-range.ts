// The exam score's 80 % range (10th to 90th percentile, docs/readiness.md) in words, one way for the
// readiness card and the daily session's summary: « 29 à 35 », and the sentence around it.
import type { TFunction } from 'i18next';
import { EXAM_PASS_MARK, EXAM_QUESTION_COUNT } from '../../../shared/constants';

/** « 29 à 35 »; a dash while there is no estimate. */
function scoreSpan(t: TFunction, low: number | null, high: number | null): string {
  return low === null || high === null ? '—' : t('learning:readiness.span', { low, high });
}

/** The card's sentence: « Score attendu : 29 à 35 sur 40, 8 fois sur 10 (l'examen se réussit à 32). » */
export function scoreRange(t: TFunction, low: number | null, high: number | null): string {
  return t('learning:readiness.range', { range: scoreSpan(t, low, high), total: EXAM_QUESTION_COUNT, pass: EXAM_PASS_MARK });
}

/** The same sentence, before → after (the daily session's summary). */
export function scoreRangeChange(t: TFunction, before: { low: number | null; high: number | null }, after: { low: number | null; high: number | null }): string {
  return t('learning:readiness.rangeChange', {
    before: scoreSpan(t, before.low, before.high),
    after: scoreSpan(t, after.low, after.high),
    total: EXAM_QUESTION_COUNT,
    pass: EXAM_PASS_MARK,
  });
}
