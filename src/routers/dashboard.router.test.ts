// dashboard.* called without HTTP on a real database: the figures are the member's own, and only
// finished attempts count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../tests/helpers/test-app.js';
import { callerFor } from '../../tests/helpers/router-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const attemptId = () => `attempt_${Date.now()}_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;

describe('dashboard router', () => {
  it('refuses a visitor the statistics', async () => {
    const visitor = await callerFor(t.db, t.env);
    await expect(visitor.dashboard.stats()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it("counts a member's finished attempt for them and for nobody else", async () => {
    const member = await callerFor(t.db, t.env, await createUser(t.db));
    const other = await callerFor(t.db, t.env, await createUser(t.db));
    const [question] = await member.questions.list({});
    const id = attemptId();
    await member.attempts.create({ id, type: 'full', totalQuestions: 1 });
    await member.attempts.respond({ questionId: question!.id, userAnswer: 'pas la bonne réponse', attemptId: id });
    // Not finished yet: an attempt made, but its answers do not make the figures.
    expect(await member.dashboard.stats()).toMatchObject({ totalAttempts: 1, questionsAnswered: 0 });
    await member.attempts.update({ id, isCompleted: true });
    expect(await member.dashboard.stats()).toMatchObject({ totalAttempts: 1, questionsAnswered: 1, correctAnswers: 0 });
    expect(await other.dashboard.stats()).toMatchObject({ totalAttempts: 0, questionsAnswered: 0 });
  });
});
