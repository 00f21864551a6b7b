// The civic exam draw (arrêté of 10 October 2025): a fixed number of questions per theme and
// subtheme, 40 in all. Pure functions over the in-memory question bank; the per-subtheme index
// is built once per bank version.
import { EXAM_DRAW, THEMES, type Subtheme } from '../../shared/constants.js';
import type { QuestionDto } from '../../shared/dto.js';
import type { QuestionBank } from './question-bank.js';

interface ExamIndex {
  bySubtheme: Map<string, QuestionDto[]>;
  byTheme: Map<string, QuestionDto[]>;
}

const indexes = new WeakMap<QuestionBank, ExamIndex>();

function examIndex(bank: QuestionBank): ExamIndex {
  let index = indexes.get(bank);
  if (!index) {
    const bySubtheme = new Map<string, QuestionDto[]>();
    const byTheme = new Map<string, QuestionDto[]>();
    for (const q of bank.active) {
      if (q.type !== 'mcq') continue;
      (bySubtheme.get(q.subtheme) ?? bySubtheme.set(q.subtheme, []).get(q.subtheme)!).push(q);
      (byTheme.get(q.theme) ?? byTheme.set(q.theme, []).get(q.theme)!).push(q);
    }
    index = { bySubtheme, byTheme };
    indexes.set(bank, index);
  }
  return index;
}

/** `count` distinct items picked uniformly at random (partial Fisher–Yates on a copy). */
export function sample<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const copy = items.slice();
  const n = Math.min(count, copy.length);
  for (let i = 0; i < n; i += 1) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

/**
 * Draws one exam: for every subtheme its official number of questions. If a subtheme is short
 * of questions, the missing ones come from the rest of the same theme so that each theme keeps
 * its official weight. Returns null when even the theme cannot supply its share.
 * Questions come grouped by theme (official order), shuffled within each theme.
 */
export function drawExamQuestions(bank: QuestionBank, random: () => number = Math.random): QuestionDto[] | null {
  const index = examIndex(bank);
  const drawn: QuestionDto[] = [];
  for (const theme of THEMES) {
    const subthemes = EXAM_DRAW[theme] as Record<Subtheme, number>;
    const picked: QuestionDto[] = [];
    const used = new Set<string>();
    let missing = 0;
    for (const [subtheme, count] of Object.entries(subthemes) as [Subtheme, number][]) {
      const pool = index.bySubtheme.get(subtheme) ?? [];
      const chosen = sample(pool, count, random);
      for (const q of chosen) used.add(q.id);
      picked.push(...chosen);
      missing += count - chosen.length;
    }
    if (missing > 0) {
      const rest = (index.byTheme.get(theme) ?? []).filter((q) => !used.has(q.id));
      const extra = sample(rest, missing, random);
      if (extra.length < missing) return null;
      picked.push(...extra);
    }
    drawn.push(...sample(picked, picked.length, random));
  }
  return drawn;
}
