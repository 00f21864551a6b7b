// attempts.* called without HTTP on a real database: a member's attempts are theirs alone, and the
// server, not the caller, decides the score.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../tests/helpers/test-app.js';
import { callerFor } from '../../tests/helpers/router-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const attemptId = () => `attempt_${Date.now()}_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;

describe('attempts router', () => {
  it('refuses a visitor every attempt procedure', async () => {
    const visitor = await callerFor(t.db, t.env);
    await expect(visitor.attempts.list({ page: 1, pageSize: 10 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(visitor.attempts.create({ id: attemptId(), type: 'full', totalQuestions: 5 })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('keeps an attempt to its member: listed for them, not found for another', async () => {
    const owner = await callerFor(t.db, t.env, await createUser(t.db));
    const other = await callerFor(t.db, t.env, await createUser(t.db));
    const id = attemptId();
    const created = await owner.attempts.create({ id, type: 'full', totalQuestions: 5 });
    expect(created.id).toBe(id);
    // The history lists attempts with at least one answer.
    const [question] = await owner.questions.list({});
    await owner.attempts.respond({ questionId: question!.id, userAnswer: 'une réponse', attemptId: id });
    expect((await owner.attempts.list({ page: 1, pageSize: 10 })).items.map((a) => a.id)).toContain(id);
    expect((await other.attempts.list({ page: 1, pageSize: 10 })).items.map((a) => a.id)).not.toContain(id);
    await expect(other.attempts.update({ id, isCompleted: true })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(other.attempts.delete({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await owner.attempts.delete({ id });
    expect((await owner.attempts.list({ page: 1, pageSize: 10 })).items.map((a) => a.id)).not.toContain(id);
  });

  it('scores a finished attempt from the stored answers, not from what the caller claims', async () => {
    const member = await createUser(t.db);
    const caller = await callerFor(t.db, t.env, member);
    const [question] = await caller.questions.list({});
    const id = attemptId();
    await caller.attempts.create({ id, type: 'full', totalQuestions: 1 });
    const answer = await caller.attempts.respond({
      questionId: question!.id,
      userAnswer: 'pas la bonne réponse',
      attemptId: id,
      isCorrect: true,
      timeSpent: 3,
    });
    expect(answer.isCorrect).toBe(false);
    const done = await caller.attempts.update({ id, isCompleted: true, score: 100, correctAnswers: 1 });
    expect(done).toMatchObject({ isCompleted: true, correctAnswers: 0, answered: 1 });
    expect(Number(done.score)).toBe(0);
  });
});
