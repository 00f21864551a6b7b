// Dashboard statistics (spec section 3), computed from the user's stored responses and attempts.
// Answers of an exam still in progress are not counted: they would give its correction away.
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import type { User } from '../../../db/schema.js';
import { CATEGORIES, type Category } from '../../shared/constants.js';
import type { DashboardStatsDto } from '../../shared/dto.js';
import { finalizeExpiredExams, percentScore } from './attempt.service.js';

export async function getDashboardStats(db: Db, user: Pick<User, 'id'>, now = new Date()): Promise<DashboardStatsDto> {
  await finalizeExpiredExams(db, user.id, now);
  const [byCategory, attempts] = await Promise.all([
    db
      .selectFrom('responses as r')
      .innerJoin('questions as q', 'q.id', 'r.questionId')
      .leftJoin('attempts as a', 'a.id', 'r.attemptId')
      .select([
        'q.category as category',
        sql<number>`count(*)`.as('total'),
        sql<number>`coalesce(sum(r.is_correct), 0)`.as('correct'),
      ])
      .where('r.userId', '=', user.id)
      .where((eb) => eb.or([eb('a.id', 'is', null), eb('a.type', '!=', 'exam'), eb('a.isCompleted', '=', 1)]))
      .groupBy('q.category')
      .execute(),
    db
      .selectFrom('attempts')
      .select([
        sql<number>`count(*)`.as('total'),
        sql<number | null>`avg(case when is_completed = 1 and type != 'interview' and score is not null then cast(score as real) end)`.as('average'),
      ])
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow(),
  ]);
  const counts = new Map(byCategory.map((r) => [r.category, { total: Number(r.total), correct: Number(r.correct) }]));
  const categoryStats = CATEGORIES.map((category: Category) => {
    const c = counts.get(category) ?? { total: 0, correct: 0 };
    return { category, correct: c.correct, total: c.total, percentage: percentScore(c.correct, c.total) };
  });
  const questionsAnswered = byCategory.reduce((sum, r) => sum + Number(r.total), 0);
  const correctAnswers = byCategory.reduce((sum, r) => sum + Number(r.correct), 0);
  return {
    averageScore: attempts.average === null ? 0 : Math.round(Number(attempts.average)),
    questionsAnswered,
    correctAnswers,
    totalAttempts: Number(attempts.total),
    categoryStats,
  };
}
