// The mock exam is taken in French, as the real one: the help translation is off, and a candidate
// who opens it on a question has it written down with the attempt (so it survives a resume on any
// device); the correction says on which questions. Both doors: REST and tRPC.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examSubmission, fetchExamPack } from '../../../tests/helpers/offline-exam.js';
import { attemptIds, examReadyBank } from '../../../tests/helpers/quiz-fixtures.js';
import { createTestApp, createUser, request, type TestApp, type TestUser } from '../../../tests/helpers/test-app.js';
import type { ExamResultDto, ExamSessionDto } from '../../shared/schemas/quiz.js';
import { getQuestionBank } from './question-bank.js';

let t: TestApp;
let u: TestUser;
let other: TestUser;
const newId = attemptIds('tra');

beforeAll(async () => {
  t = await createTestApp();
  await examReadyBank(t.db);
  u = await createUser(t.db, { hasFullAccess: true });
  other = await createUser(t.db, { hasFullAccess: true });
});

afterAll(async () => {
  await t?.close();
});

const start = async (user: TestUser, attemptId: string) =>
  (await request(t.app, { method: 'POST', url: '/api/questions/exam', payload: { attemptId }, user })).json() as ExamSessionDto;

const openRest = (user: TestUser, attemptId: string, questionId: unknown) =>
  request(t.app, { method: 'POST', url: `/api/attempts/${attemptId}/translation-opened`, payload: { questionId }, user });

describe('the help translation during the mock exam', () => {
  it('is recorded per question, through both doors, and comes back on resume', async () => {
    const id = newId();
    const exam = await start(u, id);
    expect(exam.translationOpened).toEqual([]);
    const [q1, q2] = exam.questions;
    expect((await openRest(u, id, q1!.id)).statusCode).toBe(200);
    // Opened again on the same question: recorded once.
    expect((await openRest(u, id, q1!.id)).json()).toEqual({ attemptId: id, translationOpened: [q1!.id] });
    const trpc = await request(t.app, { method: 'POST', url: '/trpc/exam.translationOpened', payload: { attemptId: id, questionId: q2!.id }, user: u });
    expect(trpc.statusCode).toBe(200);
    expect(trpc.json().result.data).toEqual({ attemptId: id, translationOpened: [q1!.id, q2!.id] });
    expect((await start(u, id)).translationOpened).toEqual([q1!.id, q2!.id]);
  });

  it('is said in the correction, question by question', async () => {
    const id = newId();
    const exam = await start(u, id);
    const q = exam.questions[5]!;
    await openRest(u, id, q.id);
    await request(t.app, { method: 'POST', url: '/api/responses', payload: { questionId: q.id, userAnswer: q.options[0], attemptId: id }, user: u });
    await request(t.app, { method: 'PATCH', url: `/api/attempts/${id}`, payload: { isCompleted: true }, user: u });
    const result = (await request(t.app, { method: 'GET', url: `/api/attempts/${id}/result`, user: u })).json() as ExamResultDto;
    expect(result.questions.filter((x) => x.translationOpened).map((x) => x.id)).toEqual([q.id]);
    // Once handed in, nothing more is recorded.
    const late = await openRest(u, id, exam.questions[6]!.id);
    expect(late.statusCode).toBe(409);
  });

  it('refuses a question outside the exam, another member, and bad input, translated', async () => {
    const id = newId();
    await start(u, id);
    const outside = await openRest(u, id, 'pas-une-question');
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ message: 'Cette question ne fait pas partie de cette tentative.' });
    const exam = await start(u, id);
    expect((await openRest(other, id, exam.questions[0]!.id)).statusCode).toBe(404);
    const bad = await request(t.app, { method: 'POST', url: `/api/attempts/${id}/translation-opened`, payload: { questionId: 42 }, user: u, headers: { 'x-product-language': 'en' } });
    expect(bad.statusCode).toBe(400);
    expect((await openRest(u, 'not an id', exam.questions[0]!.id)).statusCode).toBe(400);
    expect((await request(t.app, { method: 'POST', url: `/api/attempts/${id}/translation-opened`, payload: { questionId: exam.questions[0]!.id } })).statusCode).toBe(401);
  });

  it('applies to exams only', async () => {
    const id = newId();
    await request(t.app, { method: 'POST', url: '/api/attempts', payload: { id, type: 'full', totalQuestions: 5 }, user: u });
    const res = await openRest(u, id, 'x');
    expect(res.statusCode).toBe(400);
  });

  it('comes with an exam taken offline, for the questions of its paper only', async () => {
    const correct = new Map((await getQuestionBank(t.db)).active.map((q) => [q.id, q.correctAnswer]));
    const pack = await fetchExamPack(t.app, u, 50 * 60_000);
    const start = Date.now() - 45 * 60_000;
    const body = { ...examSubmission(pack, correct, 30, start, start + 40 * 60_000), translationOpened: [pack.questions[2]!.id, 'ailleurs', pack.questions[2]!.id] };
    const res = await request(t.app, { method: 'POST', url: '/api/offline/exam', payload: body, user: u });
    expect(res.statusCode).toBe(200);
    const result = res.json() as ExamResultDto;
    expect(result.questions.filter((x) => x.translationOpened).map((x) => x.id)).toEqual([pack.questions[2]!.id]);
  });
});
