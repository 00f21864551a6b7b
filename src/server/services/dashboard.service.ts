// Dashboard statistics, computed from the user's counted answers (counted-answers.ts: the one
// counting rule shared with the readiness model, summed per question on write): the answers of finished quizzes and handed-in
// mock exams. A review of mistakes (questions already missed), a demo and a session left
// unfinished would bend them; answers of an exam still in progress would give its correction away.
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import type { User } from '../../../db/schema.js';
import { CATEGORIES, EXAM_DRAW, QUESTION_KINDS, THEMES, type Subtheme } from '../../shared/constants.js';
import type { DashboardStatsDto, ProgressStat } from '../../shared/dto.js';
import { finalizeExpiredExams, percentScore } from './attempt.service.js';
import { keptEvidenceOf } from './learning/kept-evidence.js';

function stat(c: { correct: number; total: number } | undefined): ProgressStat {
  const correct = c?.correct ?? 0;
  const total = c?.total ?? 0;
  return { correct, total, percentage: percentScore(correct, total) };
}

export async function getDashboardStats(db: Db, user: Pick<User, 'id'>, now = new Date()): Promise<DashboardStatsDto> {
  await finalizeExpiredExams(db, user.id, now);
  const [kept, attempts] = await Promise.all([
    // The counted answers summed per question on write (learning/kept-evidence.ts): at most one
    // row per question of the bank, whatever the member's history.
    keptEvidenceOf(db, [user.id]),
    db
      .selectFrom('attempts')
      .select(sql<number>`count(*)`.as('total'))
      .where('userId', '=', user.id)
      .where((eb) =>
        eb.or([
          eb('type', '=', 'interview'),
          eb.exists(eb.selectFrom('responses').select('id').whereRef('responses.attemptId', '=', 'attempts.id')),
        ]),
      )
      .executeTakeFirstOrThrow(),
  ]);

  const sums = new Map<string, { correct: number; total: number }>();
  const add = (key: string, correct: number, total: number) => {
    const s = sums.get(key) ?? { correct: 0, total: 0 };
    s.correct += correct;
    s.total += total;
    sums.set(key, s);
  };
  let questionsAnswered = 0;
  let correctAnswers = 0;
  for (const g of kept.get(user.id)!.questions) {
    const total = g.answered;
    const correct = g.correct;
    questionsAnswered += total;
    correctAnswers += correct;
    add(`category:${g.category}`, correct, total);
    add(`theme:${g.theme}`, correct, total);
    add(`subtheme:${g.subtheme}`, correct, total);
    add(`kind:${g.kind}`, correct, total);
  }
  return {
    averageScore: percentScore(correctAnswers, questionsAnswered),
    questionsAnswered,
    correctAnswers,
    totalAttempts: Number(attempts.total),
    themeStats: THEMES.map((theme) => ({
      theme,
      ...stat(sums.get(`theme:${theme}`)),
      subthemes: (Object.keys(EXAM_DRAW[theme]) as Subtheme[]).map((subtheme) => ({ subtheme, ...stat(sums.get(`subtheme:${subtheme}`)) })),
    })),
    kindStats: QUESTION_KINDS.map((kind) => ({ kind, ...stat(sums.get(`kind:${kind}`)) })),
    categoryStats: CATEGORIES.map((category) => ({ category, ...stat(sums.get(`category:${category}`)) })),
  };
}
