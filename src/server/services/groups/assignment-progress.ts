// Assignments of preparation groups marked done on write (docs/groups.md): when an attempt is
// completed, inside the transaction that records it, its member's open assignments it fulfils.
import { sql } from 'kysely';
import type { Db } from '../../../../db/client.js';

/** A quiz counts as a session on a subtheme from this many answers on it. */
export const SESSION_MIN_ANSWERS = 5;

/**
 * Marks the member's open assignments done by a just-completed attempt: a mock exam for
 * « examen blanc », a quiz with SESSION_MIN_ANSWERS answers or more on the subtheme for a session.
 * Called inside the transaction that records the completed attempt (community-aggregates).
 */
export async function recordAssignmentProgress(trx: Db, attempt: { id: string; userId: string; type: string; completedAt: string }): Promise<void> {
  const open = await trx
    .selectFrom('groupAssignments as a')
    .innerJoin('groupMembers as m', 'm.groupId', 'a.groupId')
    .leftJoin('groupAssignmentCompletions as c', (j) => j.onRef('c.assignmentId', '=', 'a.id').on('c.userId', '=', attempt.userId))
    .select(['a.id', 'a.kind', 'a.subtheme'])
    .where('m.userId', '=', attempt.userId)
    .where('c.assignmentId', 'is', null)
    .where('a.createdAt', '<=', attempt.completedAt)
    .where('a.kind', '=', attempt.type === 'exam' ? 'mock_exam' : 'subtheme')
    .execute();
  if (open.length === 0) return;
  let done = open;
  if (attempt.type !== 'exam') {
    if (!['full', 'review', 'spaced'].includes(attempt.type)) return;
    const counts = await trx
      .selectFrom('responses as r')
      .innerJoin('questions as q', 'q.id', 'r.questionId')
      .select(['q.subtheme', sql<number>`count(*)`.as('n')])
      .where('r.attemptId', '=', attempt.id)
      .groupBy('q.subtheme')
      .execute();
    const enough = new Set(counts.filter((c) => Number(c.n) >= SESSION_MIN_ANSWERS).map((c) => c.subtheme));
    done = open.filter((a) => a.subtheme !== null && enough.has(a.subtheme));
  }
  for (const a of done) {
    await trx
      .insertInto('groupAssignmentCompletions')
      .values({ assignmentId: a.id, userId: attempt.userId, attemptId: attempt.id, completedAt: attempt.completedAt })
      .onConflict((oc) => oc.columns(['assignmentId', 'userId']).doNothing())
      .execute();
  }
}
