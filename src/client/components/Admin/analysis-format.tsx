// How the item analysis screens show figures and flags.
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuestionFlag } from '../../../shared/schemas/item-analysis';
import {
  DISCRIMINATION_MIN_ANSWERS,
  SLOW_FACTOR,
  SLOW_MIN_ANSWERS,
  TOO_EASY_MIN_ANSWERS,
  TOO_EASY_P,
  TRAP_MIN_ANSWERS,
  WINDOW_DAYS,
} from '../../../shared/item-analysis-thresholds';
import { intlLocale } from '../../i18n/intl-locale';

/** The thresholds the reasons quote, from the one module that sets them. */
export const REASON_VALUES = {
  p: Math.round(TOO_EASY_P * 100),
  easyMin: TOO_EASY_MIN_ANSWERS,
  trapMin: TRAP_MIN_ANSWERS,
  discMin: DISCRIMINATION_MIN_ANSWERS,
  days: WINDOW_DAYS,
  factor: SLOW_FACTOR,
  slowMin: SLOW_MIN_ANSWERS,
};

/** Shares, indexes and times in the interface language's number format; '—' when there is none. */
export function useAnalysisFormat() {
  const { t, i18n } = useTranslation('admin');
  const locale = intlLocale(i18n.language);
  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const twoDigits = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const oneDigit = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return {
    percent: (p: number | null) => (p === null ? '—' : share.format(p)),
    index: (r: number | null) => (r === null ? '—' : twoDigits.format(r)),
    seconds: (s: number | null) => (s === null ? '—' : t('analysis.seconds', { s: oneDigit.format(s) })),
  };
}

/** The flags of a question as badges, each with its reason in words as its title. */
export function FlagBadges({ flags }: { flags: QuestionFlag[] }) {
  const { t } = useTranslation('admin');
  if (flags.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {flags.map((f) => (
        <Badge key={f} size="sm" color={f === 'never_seen' ? 'gray' : 'orange'} variant="light" tt="none" title={t(`analysis.flags.${f}.reason`, REASON_VALUES)} data-testid={`flag-${f}`}>
          {t(`analysis.flags.${f}.label`)}
        </Badge>
      ))}
    </Group>
  );
}

