// A quiz in progress resumes as the exam does (issue 37): the attempt keeps its questions from its
// first answer on, and /quiz asks for the open one on any device: same questions in the same
// option order, the answers given, the time spent. Both doors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptIds, examReadyBank } from '../../../tests/helpers/quiz-fixtures.js';
import { createTestApp, createUser, request, type TestApp, type TestUser } from '../../../tests/helpers/test-app.js';
import type { QuestionDto } from '../../shared/dto.js';
import type { QuizSessionDto } from '../../shared/schemas/quiz.js';

let t: TestApp;
let u: TestUser;
const newId = attemptIds('res');

beforeAll(async () => {
  t = await createTestApp();
  await examReadyBank(t.db);
  u = await createUser(t.db, { hasFullAccess: true });
});

afterAll(async () => {
  await t?.close();
});

const current = async (user: TestUser) => {
  const res = await request(t.app, { method: 'GET', url: '/api/attempts/current', user });
  expect(res.statusCode).toBe(200);
  return res.json() as QuizSessionDto | null;
};

async function startQuiz(user: TestUser, count = 10, type = 'full') {
  const id = newId();
  const questions = (await request(t.app, { method: 'GET', url: `/api/questions?limit=${count}&attemptId=${id}`, user })).json() as QuestionDto[];
  const created = await request(t.app, { method: 'POST', url: '/api/attempts', payload: { id, type, totalQuestions: questions.length, questionIds: questions.map((q) => q.id) }, user });
  expect(created.statusCode).toBe(201);
  return { id, questions };
}

describe('a quiz in progress', () => {
  it('comes back with its questions in their order, its answers and its time, through both doors', async () => {
    const member = await createUser(t.db, { hasFullAccess: true });
    expect(await current(member)).toBeNull();
    const { id, questions } = await startQuiz(member);
    for (const [i, q] of questions.slice(0, 3).entries()) {
      await request(t.app, { method: 'POST', url: '/api/responses', payload: { questionId: q.id, userAnswer: q.options[i % 2], attemptId: id, timeSpent: 7 }, user: member });
    }
    const session = (await current(member))!;
    expect(session).toMatchObject({ attemptId: id, type: 'full', totalQuestions: 10, elapsedSeconds: 21 });
    expect(session.questions.map((q) => q.id)).toEqual(questions.map((q) => q.id));
    expect(session.questions.map((q) => q.options)).toEqual(questions.map((q) => q.options));
    expect(session.answers).toEqual(Object.fromEntries(questions.slice(0, 3).map((q, i) => [q.id, q.options[i % 2]])));
    const viaTrpc = await request(t.app, { method: 'GET', url: '/trpc/attempts.current', user: member });
    expect(viaTrpc.json().result.data).toEqual({ ...session, serverNow: expect.any(String) });

    // Finished: nothing to resume.
    await request(t.app, { method: 'PATCH', url: `/api/attempts/${id}`, payload: { isCompleted: true }, user: member });
    expect(await current(member)).toBeNull();
  });

  it('is the latest open quiz of the member only, never an exam, a demo or one without questions', async () => {
    const member = await createUser(t.db, { hasFullAccess: true });
    const other = await createUser(t.db, { hasFullAccess: true });
    const older = await startQuiz(member, 5);
    await request(t.app, { method: 'POST', url: '/api/responses', payload: { questionId: older.questions[0]!.id, userAnswer: 'x', attemptId: older.id }, user: member });
    // An attempt created the old way (no question list), e.g. from an older client's queue.
    const bare = newId();
    await request(t.app, { method: 'POST', url: '/api/attempts', payload: { id: bare, type: 'full', totalQuestions: 5 }, user: member });
    await request(t.app, { method: 'POST', url: '/api/questions/exam', payload: {}, user: member });
    expect((await current(member))?.attemptId).toBe(older.id);
    expect(await current(other)).toBeNull();
  });

  it('takes answers to its own questions only', async () => {
    const { id, questions } = await startQuiz(u, 5);
    const outside = (await request(t.app, { method: 'GET', url: '/api/questions?limit=20', user: u })).json() as QuestionDto[];
    const stranger = outside.find((q) => !questions.some((x) => x.id === q.id))!;
    const res = await request(t.app, { method: 'POST', url: '/api/responses', payload: { questionId: stranger.id, userAnswer: 'x', attemptId: id }, user: u });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a question list that does not fit the attempt, translated', async () => {
    const bad = async (body: Record<string, unknown>) =>
      request(t.app, { method: 'POST', url: '/api/attempts', payload: { id: newId(), type: 'full', totalQuestions: 2, ...body }, user: u, headers: { 'x-product-language': 'en' } });
    const unknown = await bad({ questionIds: ['nope-1', 'nope-2'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'Question not found.' });
    const drawn = (await request(t.app, { method: 'GET', url: '/api/questions?limit=5', user: u })).json() as QuestionDto[];
    expect((await bad({ questionIds: [drawn[0]!.id] })).statusCode).toBe(400);
    expect((await bad({ questionIds: [drawn[0]!.id, drawn[0]!.id] })).statusCode).toBe(400);
    expect((await bad({ questionIds: 'abc' })).statusCode).toBe(400);
    expect((await bad({ type: 'exam', totalQuestions: 40, questionIds: drawn.map((q) => q.id) })).statusCode).toBe(400);
    expect((await request(t.app, { method: 'GET', url: '/api/attempts/current' })).statusCode).toBe(401);
    // Without full access a quiz has 5 questions, whatever its type: no longer list to read back.
    const free = await createUser(t.db);
    const many = (await request(t.app, { method: 'GET', url: '/api/questions?limit=10', user: u })).json() as QuestionDto[];
    const review = await request(t.app, { method: 'POST', url: '/api/attempts', payload: { id: newId(), type: 'review', totalQuestions: 10, questionIds: many.map((q) => q.id) }, user: free });
    expect(review.statusCode).toBe(403);
  });
});

describe("a quiz's duration in the history", () => {
  it('counts the time spent answering when the attempt reached the server all at once (played offline)', async () => {
    const member = await createUser(t.db, { hasFullAccess: true });
    // As the offline queue sends it: created, answered and completed within a second.
    const id = newId();
    const drawn = (await request(t.app, { method: 'GET', url: '/api/questions?limit=5', user: member })).json() as QuestionDto[];
    await request(t.app, { method: 'POST', url: '/api/attempts', payload: { id, type: 'full', totalQuestions: 5 }, user: member });
    for (const [i, q] of drawn.slice(0, 2).entries()) {
      await request(t.app, { method: 'POST', url: '/api/responses', payload: { questionId: q.id, userAnswer: q.options[0], attemptId: id, timeSpent: 5 + i }, user: member });
    }
    const done = (await request(t.app, { method: 'PATCH', url: `/api/attempts/${id}`, payload: { isCompleted: true }, user: member })).json();
    expect(done.durationSeconds).toBe(11);
    const listed = (await request(t.app, { method: 'GET', url: '/api/attempts', user: member })).json() as { id: string; durationSeconds: number | null }[];
    expect(listed.find((a) => a.id === id)?.durationSeconds).toBe(11);
  });
});
