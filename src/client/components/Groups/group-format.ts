// Plain helpers of the groups pages (docs/groups.md): names, dates, assignment labels, and the
// CSV of the trainer's table. No React: tested on their own.
import type { TFunction } from 'i18next';
import type { GroupMemberRowDto, PersonDto } from '../../../shared/schemas/groups';
import { intlLocale } from '../../i18n/intl-locale';

export const personName = (p: PersonDto): string => [p.firstName, p.lastName].filter((x) => x?.trim()).join(' ');

export function trainerNames(trainers: PersonDto[], fallback: string): string {
  const names = trainers.map(personName).filter(Boolean);
  return names.length ? names.join(', ') : fallback;
}

/** A YYYY-MM-DD day or an ISO instant, as the reader's language writes a date. */
export function formatDay(value: string, language: string): string {
  const d = new Date(value.length === 10 ? `${value}T12:00:00Z` : value);
  return Number.isNaN(d.getTime()) ? value : d.toLocaleDateString(intlLocale(language), { day: 'numeric', month: 'long', year: 'numeric' });
}

export function assignmentLabel(
  a: { kind: 'mock_exam' | 'subtheme'; dueDate: string | null; subtheme: string | null },
  t: TFunction,
  language: string,
): string {
  return a.kind === 'mock_exam'
    ? t('groups:assignment.mockExam', { date: a.dueDate ? formatDay(a.dueDate, language) : '—' })
    : t('groups:assignment.subtheme', { subtheme: t(`common:subthemes.${a.subtheme}`) });
}

/** Questions of the quiz a « séance sur le sous-thème » link sets up (5 of them on it mark it done). */
export const SESSION_QUESTIONS = 10;

/** Where a member goes to do an assignment: the civic exam, or a quiz on the subtheme. */
export function assignmentHref(a: { kind: 'mock_exam' | 'subtheme'; subtheme: string | null }, themeOf: (s: string) => string): string {
  return a.kind === 'mock_exam' ? '/examen-civique' : `/quiz?theme=${themeOf(a.subtheme ?? '')}&subtheme=${a.subtheme}&count=${SESSION_QUESTIONS}`;
}

/** One CSV field: quoted when it holds a separator, a quote or a line break; formulas neutralised. */
function field(value: string | number | null): string {
  if (value === null) return '';
  let s = String(value);
  // A spreadsheet runs a cell that starts with = + - @ as a formula: a name must not.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",;\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The trainer's table as CSV (comma-separated, one header row), in the reader's language. */
export function groupCsv(rows: GroupMemberRowDto[], t: TFunction): string {
  const header = ['lastName', 'firstName', 'email', 'expected', 'low', 'high', 'pass', 'answered', 'weakest', 'exams', 'days', 'done'].map((k) =>
    t(`groups:csv.${k}`),
  );
  const lines = rows.map((r) =>
    [
      r.lastName,
      r.firstName,
      r.email,
      r.expectedScore,
      r.scoreLow,
      r.scoreHigh,
      r.passProbability === null ? null : Math.round(r.passProbability * 100) / 100,
      r.answered,
      r.weakest.map((w) => t(`common:subthemes.${w.subtheme}`)).join(' | '),
      r.mockExams.map((e) => `${e.correct}/${e.total}`).join(' | '),
      r.daysActiveThisWeek,
      r.assignmentsDone,
    ]
      .map(field)
      .join(','),
  );
  return `${[header.map(field).join(','), ...lines].join('\r\n')}\r\n`;
}

/** Saves `text` as a file named `name` (the browser's download). */
export function download(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  // The byte-order mark makes spreadsheets read the accents as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
