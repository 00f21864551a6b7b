// A group member's readiness figures kept on write (docs/groups.md): refreshed in the transaction
// that finishes one of their quizzes or exams (attempt.service.ts) and when they join, so that the
// trainer's table reads one row per member instead of every member's memory of each question.
import type { Db } from '../../../../db/client.js';
import { SUBTHEME_THEME, type Subtheme } from '../../../shared/constants.js';
import { type MemberFigures, readinessOf } from './figures.js';

interface Stored {
  expectedScore: number | null;
  passProbability: number | null;
  answered: number;
  scoreLow: number | null;
  scoreHigh: number | null;
  weakest: MemberFigures['weakest'];
  /** [subtheme, mastery, answered] */
  subthemes: [Subtheme, number | null, number][];
}

const toStored = (f: MemberFigures): Stored => ({
  expectedScore: f.readiness.expectedScore,
  passProbability: f.readiness.passProbability,
  answered: f.readiness.answered,
  scoreLow: f.scoreLow,
  scoreHigh: f.scoreHigh,
  weakest: f.weakest,
  subthemes: f.readiness.subthemes.map((s) => [s.subtheme, s.mastery, s.answered]),
});

const fromStored = (s: Stored): MemberFigures => ({
  readiness: {
    expectedScore: s.expectedScore,
    passProbability: s.passProbability,
    scoreLow: s.scoreLow,
    scoreHigh: s.scoreHigh,
    answered: s.answered,
    correct: 0,
    needed: 0,
    dueToday: 0,
    themes: [],
    subthemes: s.subthemes.map(([subtheme, mastery, answered]) => ({ subtheme, theme: SUBTHEME_THEME[subtheme], mastery, answered, correct: 0, due: 0 })),
    nextFocus: [],
  },
  scoreLow: s.scoreLow,
  scoreHigh: s.scoreHigh,
  weakest: s.weakest,
});

/** Recomputes the member's kept figures if they belong to a group (one indexed lookup otherwise). */
export async function keepGroupFigures(trx: Db, userId: string, at: Date): Promise<void> {
  const member = await trx.selectFrom('groupMembers').select('groupId').where('userId', '=', userId).limit(1).executeTakeFirst();
  if (!member) return;
  const figures = (await readinessOf(trx, [userId], at)).get(userId)!;
  const row = { figures: JSON.stringify(toStored(figures)), computedAt: at.toISOString() };
  await trx
    .insertInto('groupMemberFigures')
    .values({ userId, ...row })
    .onConflict((oc) => oc.column('userId').doUpdateSet(row))
    .execute();
}

/** The kept figures of these members; members without a kept row are computed from their memory. */
export async function keptFiguresOf(db: Db, userIds: string[], now: Date): Promise<Map<string, MemberFigures>> {
  const out = new Map<string, MemberFigures>();
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = await db
      .selectFrom('groupMemberFigures')
      .select(['userId', 'figures'])
      .where('userId', 'in', userIds.slice(i, i + 500))
      .execute();
    for (const r of rows) out.set(r.userId, fromStored(JSON.parse(r.figures) as Stored));
  }
  const missing = userIds.filter((id) => !out.has(id));
  if (missing.length > 0) for (const [id, f] of await readinessOf(db, missing, now)) out.set(id, f);
  return out;
}
