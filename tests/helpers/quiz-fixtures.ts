// Set-up shared by the server tests of the quiz area (quiz, practice, learning): a bank from which
// the civic exam can be drawn, attempt ids, and an attempt played through HTTP the way the quiz
// page plays one. Everything goes through the app and the real database of a TestApp.
import { expect } from 'vitest';
import { getQuestionBank, invalidateQuestionBank } from '../../src/server/services/question-bank.js';
import { EXAM_DRAW } from '../../src/shared/constants.js';
import type { QuestionDto } from '../../src/shared/dto.js';
import { request, type TestApp, type TestUser } from './test-app.js';

/**
 * Tops up every subtheme of the official exam draw to its count plus two with clearly marked test
 * questions (ids `test-<subtheme>-<n>`, this database only), so that an exam can always be drawn
 * while the bank is being written. Returns the active questions afterwards.
 */
export async function examReadyBank(db: TestApp['db']): Promise<QuestionDto[]> {
  const current = await getQuestionBank(db);
  let added = 0;
  for (const [theme, subs] of Object.entries(EXAM_DRAW)) {
    for (const [subtheme, count] of Object.entries(subs as Record<string, number>)) {
      for (let i = current.active.filter((q) => q.subtheme === subtheme).length; i < count + 2; i += 1) {
        added += 1;
        await db
          .insertInto('questions')
          .values({
            id: `test-${subtheme}-${i}`,
            content: `Question de test ${subtheme} ${i}`,
            contentEn: `Test question ${subtheme} ${i}`,
            type: 'mcq',
            options: JSON.stringify(['A', 'B', 'C', 'D']),
            optionsEn: JSON.stringify(['A', 'B', 'C', 'D']),
            correctAnswer: 'B',
            explanation: 'Explication de test suffisamment longue pour la forme.',
            explanationEn: 'Test explanation.',
            category: 'valeurs',
            theme,
            subtheme,
            kind: subtheme.startsWith('situations') ? 'situation' : 'knowledge',
            difficulty: 2,
            source: 'https://www.legifrance.gouv.fr/',
            officialRef: null,
            mediaUrl: null,
            isDemo: 0,
            isActive: 1,
            updatedAt: new Date().toISOString(),
          })
          .execute();
      }
    }
  }
  if (added) invalidateQuestionBank(db);
  return (await getQuestionBank(db)).active;
}

/**
 * Attempt ids in the client's format that sort in the order they were made (a counter after the
 * timestamp); `tag` keeps the ids of different test files apart.
 */
export function attemptIds(tag: string): () => string {
  let seq = 0;
  return () => `attempt_${Date.now()}_${String(++seq).padStart(4, '0')}${tag}`;
}

/** An option that is not the right answer. */
export const wrongAnswer = (q: Pick<QuestionDto, 'correctAnswer' | 'options'>): string => q.options.find((o) => o !== q.correctAnswer)!;

/** GET `url` as `user`: the status and the parsed body. */
export async function getJson<T>(app: TestApp['app'], user: TestUser | null, url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const res = await request(app, { method: 'GET', url, user, headers });
  return { status: res.statusCode, body: res.json() as T };
}

/**
 * Creates an attempt of `type` with id `id`, answers `questions` (right for the first `right`),
 * then finishes it unless `finish` is false. Returns the id.
 */
export async function playAttempt(
  app: TestApp['app'],
  user: TestUser,
  opts: { id: string; type: string; questions: Pick<QuestionDto, 'id' | 'correctAnswer' | 'options'>[]; right: number; finish?: boolean },
): Promise<string> {
  const { id, type, questions, right, finish = true } = opts;
  const created = await request(app, { method: 'POST', url: '/api/attempts', payload: { id, type, totalQuestions: questions.length }, user });
  expect(created.statusCode).toBe(201);
  for (const [i, q] of questions.entries()) {
    const res = await request(app, {
      method: 'POST',
      url: '/api/responses',
      payload: { questionId: q.id, userAnswer: i < right ? q.correctAnswer : wrongAnswer(q), timeSpent: 2, attemptId: id },
      user,
    });
    expect(res.statusCode).toBe(201);
  }
  if (finish) expect((await request(app, { method: 'PATCH', url: `/api/attempts/${id}`, payload: { isCompleted: true }, user })).statusCode).toBe(200);
  return id;
}
