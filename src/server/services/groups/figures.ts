// What a group's trainers see of its members (docs/groups.md): readiness and its range, mastery
// per subtheme, mock exams, days active. Read for many members at once, a few queries in all,
// from their counted answers' sums kept on write (learning/kept-evidence.ts) and the kept tables
// (attempt_scores, learning_days, member_days); never an answer's text, a transcript or an e-mail.
import type { Db } from '../../../../db/client.js';
import type { Subtheme } from '../../../shared/constants.js';
import type { MockExamDto, SubthemeMasteryDto } from '../../../shared/schemas/groups.js';
import { parisDay, shiftDay } from '../community-aggregates.service.js';
import { evidenceFromKept, keptEvidenceOf } from '../learning/kept-evidence.js';
import { readinessFrom, type ReadinessResult } from '../learning/model.js';

/** Members read per query: well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 500;
/** How many weakest subthemes a row names. */
export const WEAKEST_COUNT = 3;

function chunks<T>(list: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

/** Monday of the Paris week that holds `now`, YYYY-MM-DD. */
export function weekStart(now: Date): string {
  const today = parisDay(now);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return shiftDay(today, -((weekday + 6) % 7));
}

export interface MemberFigures {
  readiness: ReadinessResult;
  scoreLow: number | null;
  scoreHigh: number | null;
  weakest: SubthemeMasteryDto[];
}

/**
 * Readiness, its range and the weakest subthemes of each member: the same counted answers (the
 * sums kept on write, at most one row per member and question) and the same model as the member's
 * own dashboard (learning.service.ts getReadiness).
 */
export async function readinessOf(db: Db, userIds: string[], now: Date): Promise<Map<string, MemberFigures>> {
  const kept = await keptEvidenceOf(db, userIds);
  const out = new Map<string, MemberFigures>();
  for (const userId of userIds) {
    const readiness = readinessFrom(evidenceFromKept(kept.get(userId)!.questions, now));
    const weakest = readiness.subthemes
      .filter((s) => s.mastery !== null)
      .sort((a, b) => a.mastery! - b.mastery!)
      .slice(0, WEAKEST_COUNT)
      .map((s) => ({ subtheme: s.subtheme, mastery: s.mastery! }));
    out.set(userId, { readiness, scoreLow: readiness.scoreLow, scoreHigh: readiness.scoreHigh, weakest });
  }
  return out;
}

/** Each member's latest completed mock exams (newest first), from the kept attempt scores. */
export async function mockExamsOf(db: Db, userIds: string[], keep: number): Promise<Map<string, MockExamDto[]>> {
  const out = new Map<string, MockExamDto[]>(userIds.map((id) => [id, []]));
  for (const ids of chunks(userIds)) {
    const rows = await db
      .selectFrom('attemptScores')
      .select(['userId', 'correct', 'total', 'completedAt'])
      .where('userId', 'in', ids)
      .where('type', '=', 'exam')
      .orderBy('userId')
      .orderBy('completedAt', 'desc')
      .execute();
    for (const r of rows) {
      const list = out.get(r.userId);
      if (list && list.length < keep) list.push({ correct: Number(r.correct), total: Number(r.total), completedAt: r.completedAt });
    }
  }
  return out;
}

/** Days (Paris) on which each member answered questions or completed an attempt, from `from` on. */
export async function activeDaysOf(db: Db, userIds: string[], from: string): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>(userIds.map((id) => [id, new Set()]));
  for (const ids of chunks(userIds)) {
    const [learned, completed] = await Promise.all([
      db.selectFrom('learningDays').select(['userId', 'day']).where('userId', 'in', ids).where('day', '>=', from).execute(),
      db.selectFrom('memberDays').select(['userId', 'day']).where('userId', 'in', ids).where('day', '>=', from).execute(),
    ]);
    for (const r of [...learned, ...completed]) out.get(r.userId)?.add(r.day);
  }
  return out;
}

/** Subthemes with the lowest mean mastery over the members who practised them. */
export function groupWeakest(figures: Iterable<MemberFigures>): (SubthemeMasteryDto & { members: number })[] {
  const sums = new Map<Subtheme, { total: number; members: number }>();
  for (const f of figures) {
    for (const s of f.readiness.subthemes) {
      if (s.mastery === null) continue;
      const acc = sums.get(s.subtheme) ?? { total: 0, members: 0 };
      acc.total += s.mastery;
      acc.members += 1;
      sums.set(s.subtheme, acc);
    }
  }
  return [...sums]
    .map(([subtheme, { total, members }]) => ({ subtheme, mastery: Math.round((total / members) * 1000) / 1000, members }))
    .sort((a, b) => a.mastery - b.mastery || a.subtheme.localeCompare(b.subtheme))
    .slice(0, WEAKEST_COUNT);
}
