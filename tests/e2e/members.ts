// What the browser tests of the learning area give a member through the API before a page opens:
// finished quizzes, which the dashboard's cards, the daily session and the readiness then read.
import { playAttempt } from '../helpers/quiz-fixtures.js';
import type { TestUser } from '../helpers/test-app.js';
import type { E2EServer } from './browser.js';

/**
 * A finished quiz of `count` questions through the API (the active, non-demo MCQs in id order from
 * `offset`), the first `right` answered right.
 */
export async function finishedQuiz(server: E2EServer, user: TestUser, count: number, right: number, offset = 0): Promise<void> {
  const rows = await server.db
    .selectFrom('questions')
    .select(['id', 'correctAnswer', 'options'])
    .where('isActive', '=', 1)
    .where('isDemo', '=', 0)
    .where('type', '=', 'mcq')
    .orderBy('id')
    .offset(offset)
    .limit(count)
    .execute();
  const questions = rows.map((q) => ({ ...q, options: JSON.parse(q.options) as string[] }));
  const id = `attempt_${Date.now()}_${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
  await playAttempt(server.app, user, { id, type: 'full', questions, right });
}
