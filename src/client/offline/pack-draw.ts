// A quiz drawn on the device from the offline pack (docs/offline.md), with the server's filters
// (src/server/services/question.service.ts): official theme, subtheme, kind, category, level.
import type { QuestionDto } from '../../shared/dto';
import { readPack, type StoredPack } from './store';

export interface PackFilters {
  theme?: string;
  subtheme?: string;
  kind?: string;
  category?: string;
  difficulty?: number;
}

function shuffled<T>(items: T[]): T[] {
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** null when the device holds no pack for this member; [] when none of its questions fit. */
export async function drawFromPack(userId: string, mode: 'quiz' | 'spaced', filters: PackFilters, limit: number): Promise<QuestionDto[] | null> {
  const pack = await readPack(userId).catch(() => undefined);
  if (!pack || pack.userId !== userId) return null;
  return pickFromPack(pack, mode, filters, limit);
}

/** The questions of a quiz from a pack: today's due ones for a review, else a random filtered draw. */
export function pickFromPack(pack: Pick<StoredPack, 'questions' | 'dueIds'>, mode: 'quiz' | 'spaced', filters: PackFilters, limit: number): QuestionDto[] {
  if (mode === 'spaced') {
    const due = new Set(pack.dueIds);
    return pack.questions.filter((q) => due.has(q.id)).slice(0, limit);
  }
  const fit = pack.questions.filter(
    (q) =>
      (filters.theme === undefined || q.theme === filters.theme) &&
      (filters.subtheme === undefined || q.subtheme === filters.subtheme) &&
      (filters.kind === undefined || q.kind === filters.kind) &&
      (filters.category === undefined || q.category === filters.category) &&
      (filters.difficulty === undefined || q.difficulty === filters.difficulty),
  );
  return shuffled(fit).slice(0, limit);
}
