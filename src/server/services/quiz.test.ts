// The quiz area through HTTP, on a real migrated and seeded database: question draws and their
// limits, server-side correctness, attempts and their ownership, dashboard stats, the civic exam
// and the review of mistakes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptIds, examReadyBank, wrongAnswer } from '../../../tests/helpers/quiz-fixtures.js';
import { createTestApp, createUser, request, type TestApp, type TestUser } from '../../../tests/helpers/test-app.js';
import { CATEGORIES, EXAM_DRAW, EXAM_PASS_MARK, THEMES } from '../../shared/constants.js';
import type { DashboardStatsDto, QuestionDto } from '../../shared/dto.js';
import type { AttemptSummaryDto, ExamResultDto, ExamSessionDto } from '../../shared/schemas/quiz.js';
import { getQuestionBank } from './question-bank.js';

let t: TestApp;
let free: TestUser;
let full: TestUser;
let other: TestUser;
let bank: QuestionDto[];

const newId = attemptIds('abc');

async function createAttempt(user: TestUser, body: Record<string, unknown>) {
  return request(t.app, { method: 'POST', url: '/api/attempts', payload: body, user });
}

async function answer(user: TestUser | null, body: Record<string, unknown>) {
  return request(t.app, { method: 'POST', url: '/api/responses', payload: body, user });
}

beforeAll(async () => {
  t = await createTestApp();
  bank = await examReadyBank(t.db);
  free = await createUser(t.db, { firstName: 'Libre' });
  full = await createUser(t.db, { hasFullAccess: true, firstName: 'Complet' });
  other = await createUser(t.db, { hasFullAccess: true, firstName: 'Autre' });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/questions', () => {
  it('needs a session', async () => {
    const res = await request(t.app, { method: 'GET', url: '/api/questions?limit=5' });
    expect(res.statusCode).toBe(401);
  });

  it('caps a user without full access at 5 questions of all categories and levels', async () => {
    const categories = new Set<string>();
    const levels = new Set<number>();
    for (let i = 0; i < 8; i += 1) {
      const res = await request(t.app, { method: 'GET', url: '/api/questions?category=histoire&difficulty=1&limit=50', user: free });
      expect(res.statusCode).toBe(200);
      const questions = res.json() as QuestionDto[];
      expect(questions).toHaveLength(5);
      expect(new Set(questions.map((q) => q.id)).size).toBe(5);
      for (const q of questions) {
        categories.add(q.category);
        levels.add(q.difficulty);
      }
    }
    // 40 questions drawn from the whole bank cannot all be easy history questions.
    expect(categories.size).toBeGreaterThan(1);
    expect(levels.size).toBeGreaterThan(1);
  });

  it('applies the filters with full access', async () => {
    const res = await request(t.app, { method: 'GET', url: '/api/questions?category=histoire&difficulty=2&limit=10', user: full });
    expect(res.statusCode).toBe(200);
    const questions = res.json() as QuestionDto[];
    const pool = bank.filter((q) => q.category === 'histoire' && q.difficulty === 2);
    expect(questions).toHaveLength(Math.min(10, pool.length));
    expect(questions.every((q) => q.category === 'histoire' && q.difficulty === 2)).toBe(true);

    const all = await request(t.app, { method: 'GET', url: '/api/questions?limit=50', user: full });
    expect(all.json()).toHaveLength(50);
    const byDefault = await request(t.app, { method: 'GET', url: '/api/questions', user: full });
    expect(byDefault.json()).toHaveLength(20);
    const zero = await request(t.app, { method: 'GET', url: '/api/questions?category=geographie&difficulty=0&limit=15', user: full });
    expect((zero.json() as QuestionDto[]).every((q) => q.category === 'geographie')).toBe(true);
  });

  it.each(['7', '0', '100', 'abc', '5.5', '-5', '20x'])('refuses limit=%s with 400', async (limit) => {
    const res = await request(t.app, { method: 'GET', url: `/api/questions?limit=${limit}`, user: full });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.length).toBeGreaterThan(0);
  });

  it('refuses an unknown category or level', async () => {
    expect((await request(t.app, { method: 'GET', url: '/api/questions?category=sport', user: full })).statusCode).toBe(400);
    expect((await request(t.app, { method: 'GET', url: '/api/questions?difficulty=9', user: full })).statusCode).toBe(400);
  });

  it('is also a tRPC query with the same rules', async () => {
    const input = encodeURIComponent(JSON.stringify({ category: 'culture', limit: 10 }));
    const ok = await request(t.app, { method: 'GET', url: `/trpc/questions.list?input=${input}`, user: full });
    expect(ok.statusCode).toBe(200);
    const questions = ok.json().result.data as QuestionDto[];
    expect(questions).toHaveLength(10);
    expect(questions.every((q) => q.category === 'culture')).toBe(true);
    const bad = await request(t.app, { method: 'GET', url: `/trpc/questions.list?input=${encodeURIComponent('{"limit":12}')}`, user: full });
    expect(bad.statusCode).toBe(400);
    const capped = await request(t.app, { method: 'GET', url: `/trpc/questions.list?input=${input}`, user: free });
    expect(capped.json().result.data).toHaveLength(5);
  });

  it('serves the 3 demo questions to everyone', async () => {
    const res = await request(t.app, { method: 'GET', url: '/api/questions/demo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(3);
  });
});

describe('POST /api/responses', () => {
  it('decides correctness itself and ignores the client userId and isCorrect', async () => {
    const attemptId = newId();
    expect((await createAttempt(full, { id: attemptId, type: 'full', totalQuestions: 5 })).statusCode).toBe(201);
    const [q1, q2] = bank.filter((q) => q.category === 'institutions');
    const lie = await answer(full, { userId: other.id, questionId: q1!.id, userAnswer: wrongAnswer(q1!), isCorrect: true, timeSpent: 4, attemptId });
    expect(lie.statusCode).toBe(201);
    expect(lie.json()).toMatchObject({ isCorrect: false, correctAnswer: q1!.correctAnswer });
    const modest = await answer(full, { userId: 'demo_user', questionId: q2!.id, userAnswer: q2!.correctAnswer, isCorrect: false, timeSpent: 3, attemptId });
    expect(modest.json().isCorrect).toBe(true);
    const rows = await t.db.selectFrom('responses').selectAll().where('attemptId', '=', attemptId).orderBy('id').execute();
    expect(rows.map((r) => [r.userId, r.isCorrect])).toEqual([
      [full.id, 0],
      [full.id, 1],
    ]);
    // Exact match only: the right words with another case are wrong.
    const [q3] = bank.filter((q) => q.category === 'geographie');
    const near = await answer(full, { questionId: q3!.id, userAnswer: `${q3!.correctAnswer.toUpperCase()} `, timeSpent: 1, attemptId });
    expect(near.json().isCorrect).toBe(false);
    // One answer per question in a quiz.
    const again = await answer(full, { questionId: q1!.id, userAnswer: q1!.correctAnswer, timeSpent: 1, attemptId });
    expect(again.statusCode).toBe(409);
  });

  it('counts a visitor\u2019s demo answers without storing them, and only demo questions', async () => {
    const demo = (await getQuestionBank(t.db)).demo[0]!;
    const rowsBefore = (await t.db.selectFrom('responses').select('id').execute()).length;
    const res = await answer(null, { userId: 'someone', questionId: demo.id, userAnswer: demo.correctAnswer, isCorrect: false, timeSpent: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ questionId: demo.id, isCorrect: true, correctAnswer: demo.correctAnswer });
    await answer(null, { questionId: demo.id, userAnswer: 'faux', timeSpent: 2 });
    expect((await t.db.selectFrom('responses').select('id').execute()).length).toBe(rowsBefore);
    const tally = await t.db.selectFrom('demoAnswerTallies').selectAll().where('questionId', '=', demo.id).executeTakeFirstOrThrow();
    expect(tally).toMatchObject({ answered: 2, correct: 1 });
    const notDemo = bank.find((q) => !(q.id === demo.id) && !['hist-001', 'inst-001', 'val-001'].includes(q.id))!;
    expect((await answer(null, { questionId: notDemo.id, userAnswer: 'x', timeSpent: 1 })).statusCode).toBe(401);
    expect((await answer(null, { questionId: demo.id, userAnswer: 'x', timeSpent: 1, attemptId: newId() })).statusCode).toBe(401);
    expect((await answer(null, { questionId: 'nope', userAnswer: 'x', timeSpent: 1 })).statusCode).toBe(404);
  });

  it('refuses another user\u2019s attempt, a completed attempt and answers beyond the total', async () => {
    const attemptId = newId();
    await createAttempt(free, { id: attemptId, type: 'full', totalQuestions: 2 });
    const [a, b, c] = bank;
    expect((await answer(other, { questionId: a!.id, userAnswer: a!.correctAnswer, timeSpent: 1, attemptId })).statusCode).toBe(404);
    expect((await answer(free, { questionId: a!.id, userAnswer: a!.correctAnswer, timeSpent: 1, attemptId })).statusCode).toBe(201);
    expect((await answer(free, { questionId: b!.id, userAnswer: b!.correctAnswer, timeSpent: 1, attemptId })).statusCode).toBe(201);
    expect((await answer(free, { questionId: c!.id, userAnswer: c!.correctAnswer, timeSpent: 1, attemptId })).statusCode).toBe(409);
    await request(t.app, { method: 'PATCH', url: `/api/attempts/${attemptId}`, payload: { isCompleted: true }, user: free });
    const late = await answer(free, { questionId: c!.id, userAnswer: c!.correctAnswer, timeSpent: 1, attemptId });
    expect(late.statusCode).toBe(409);
  });

  it('is also the attempts.respond tRPC mutation', async () => {
    const demo = (await getQuestionBank(t.db)).demo[1]!;
    const res = await request(t.app, {
      method: 'POST',
      url: '/trpc/attempts.respond',
      payload: { questionId: demo.id, userAnswer: wrongAnswer(demo), isCorrect: true, timeSpent: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.isCorrect).toBe(false);
  });
});

describe('attempts', () => {
  it('validates the id format and the type', async () => {
    for (const id of ['attempt_x_abc', '123', 'attempt_1700000000000_', 'attempt_1700000000000_ab!cd']) {
      expect((await createAttempt(full, { id, type: 'full', totalQuestions: 5 })).statusCode).toBe(400);
    }
    expect((await createAttempt(full, { id: newId(), type: 'interview', totalQuestions: 5 })).statusCode).toBe(400);
    expect((await createAttempt(full, { id: newId(), type: 'full', totalQuestions: 0 })).statusCode).toBe(400);
    const id = newId();
    expect((await createAttempt(full, { id, type: 'full', totalQuestions: 5 })).statusCode).toBe(201);
    expect((await createAttempt(other, { id, type: 'full', totalQuestions: 5 })).statusCode).toBe(409);
    expect((await createAttempt(free, { id: newId(), type: 'full', totalQuestions: 20 })).statusCode).toBe(403);
  });

  it('recomputes score and correct count from the stored responses', async () => {
    const attemptId = newId();
    await createAttempt(full, { id: attemptId, type: 'full', totalQuestions: 5 });
    const qs = bank.slice(10, 15);
    for (const [i, q] of qs.entries()) {
      await answer(full, { questionId: q.id, userAnswer: i < 2 ? q.correctAnswer : wrongAnswer(q), timeSpent: 3, attemptId });
    }
    const res = await request(t.app, {
      method: 'PATCH',
      url: `/api/attempts/${attemptId}`,
      payload: { correctAnswers: 5, score: '100', isCompleted: true, completedAt: '2000-01-01T00:00:00.000Z' },
      user: full,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: attemptId, correctAnswers: 2, score: '40', isCompleted: true });
    expect(res.json().completedAt).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it('lists only the user\u2019s own attempts, newest first, and only the owner can delete', async () => {
    const older = newId();
    const newer = newId();
    const mine = await createUser(t.db, {});
    await createAttempt(mine, { id: older, type: 'full', totalQuestions: 5 });
    // Attempts are listed once they hold an answer.
    await answer(mine, { questionId: bank[0]!.id, userAnswer: bank[0]!.correctAnswer, timeSpent: 1, attemptId: older });
    await new Promise((r) => setTimeout(r, 5));
    await createAttempt(mine, { id: newer, type: 'demo', totalQuestions: 3 });
    const demoQ = (await getQuestionBank(t.db)).demo[0]!;
    await answer(mine, { questionId: demoQ.id, userAnswer: demoQ.correctAnswer, timeSpent: 1, attemptId: newer });
    // A demo attempt takes demo questions only.
    const notDemo = bank.find((q) => !(['hist-001', 'inst-001', 'val-001'].includes(q.id)))!;
    expect((await answer(mine, { questionId: notDemo.id, userAnswer: 'x', timeSpent: 1, attemptId: newer })).statusCode).toBe(400);

    const list = (await request(t.app, { method: 'GET', url: '/api/attempts', user: mine })).json() as AttemptSummaryDto[];
    expect(list.map((a) => a.id)).toEqual([newer, older]);
    expect(list[0]).toMatchObject({ type: 'demo', totalQuestions: 3, isCompleted: false, score: null });

    const theirs = (await request(t.app, { method: 'GET', url: '/api/attempts', user: other })).json() as AttemptSummaryDto[];
    expect(theirs.some((a) => a.id === newer || a.id === older)).toBe(false);
    expect((await request(t.app, { method: 'DELETE', url: `/api/attempts/${newer}`, user: other })).statusCode).toBe(404);
    expect((await request(t.app, { method: 'PATCH', url: `/api/attempts/${newer}`, payload: { isCompleted: true }, user: other })).statusCode).toBe(404);
    expect((await request(t.app, { method: 'DELETE', url: `/api/attempts/${newer}` })).statusCode).toBe(401);

    const del = await request(t.app, { method: 'DELETE', url: `/api/attempts/${newer}`, user: mine });
    expect(del.statusCode).toBe(200);
    expect(await t.db.selectFrom('responses').select('id').where('attemptId', '=', newer).execute()).toEqual([]);
    const after = (await request(t.app, { method: 'GET', url: '/api/attempts', user: mine })).json() as AttemptSummaryDto[];
    expect(after.map((a) => a.id)).toEqual([older]);
    expect((await request(t.app, { method: 'DELETE', url: `/api/attempts/${newer}`, user: mine })).statusCode).toBe(404);
  });
});

describe('GET /api/dashboard/stats', () => {
  it('needs a session', async () => {
    expect((await request(t.app, { method: 'GET', url: '/api/dashboard/stats' })).statusCode).toBe(401);
  });

  it('computes the stats from a known set of answers', async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    const empty = (await request(t.app, { method: 'GET', url: '/api/dashboard/stats', user: u })).json() as DashboardStatsDto;
    expect(empty).toMatchObject({ averageScore: 0, questionsAnswered: 0, correctAnswers: 0, totalAttempts: 0 });
    expect(empty.categoryStats.map((c) => c.category)).toEqual([...CATEGORIES]);

    const hist = bank.filter((q) => q.category === 'histoire').slice(0, 4);
    const geo = bank.filter((q) => q.category === 'geographie').slice(0, 1);
    // Attempt 1: 4 history questions, 3 right → 75 %.
    const a1 = newId();
    await createAttempt(u, { id: a1, type: 'full', totalQuestions: 4 });
    for (const [i, q] of hist.entries()) {
      await answer(u, { questionId: q.id, userAnswer: i < 3 ? q.correctAnswer : wrongAnswer(q), timeSpent: 2, attemptId: a1 });
    }
    await request(t.app, { method: 'PATCH', url: `/api/attempts/${a1}`, payload: { isCompleted: true }, user: u });
    // Attempt 2: 1 geography question, right → 100 %.
    const a2 = newId();
    await createAttempt(u, { id: a2, type: 'full', totalQuestions: 1 });
    await answer(u, { questionId: geo[0]!.id, userAnswer: geo[0]!.correctAnswer, timeSpent: 2, attemptId: a2 });
    await request(t.app, { method: 'PATCH', url: `/api/attempts/${a2}`, payload: { isCompleted: true }, user: u });
    // Attempt 3: opened and left without an answer: not counted.
    await createAttempt(u, { id: newId(), type: 'full', totalQuestions: 5 });

    const stats = (await request(t.app, { method: 'GET', url: '/api/dashboard/stats', user: u })).json() as DashboardStatsDto;
    // Right answers over answers (4/5), not the mean of 75 % and 100 %.
    expect(stats).toMatchObject({ averageScore: 80, questionsAnswered: 5, correctAnswers: 4, totalAttempts: 2 });
    const by = Object.fromEntries(stats.categoryStats.map((c) => [c.category, c]));
    expect(by.histoire).toEqual({ category: 'histoire', correct: 3, total: 4, percentage: 75 });
    expect(by.geographie).toEqual({ category: 'geographie', correct: 1, total: 1, percentage: 100 });
    expect(by.culture).toEqual({ category: 'culture', correct: 0, total: 0, percentage: 0 });

    const trpc = await request(t.app, { method: 'GET', url: '/trpc/dashboard.stats', user: u });
    expect(trpc.json().result.data).toEqual(stats);
  });
});

describe('civic exam', () => {
  async function startExam(user: TestUser, attemptId?: string) {
    const res = await request(t.app, { method: 'POST', url: '/api/questions/exam', payload: attemptId ? { attemptId } : {}, user });
    return res;
  }

  it('draws 40 questions exactly as the official draw, without answers', async () => {
    expect((await request(t.app, { method: 'POST', url: '/api/questions/exam', payload: {} })).statusCode).toBe(401);
    const res = await startExam(full);
    expect(res.statusCode).toBe(200);
    const exam = res.json() as ExamSessionDto;
    expect(exam.questions).toHaveLength(40);
    expect(new Set(exam.questions.map((q) => q.id)).size).toBe(40);
    for (const theme of THEMES) {
      const subs = EXAM_DRAW[theme] as Record<string, number>;
      const ofTheme = exam.questions.filter((q) => q.theme === theme);
      expect(ofTheme).toHaveLength(Object.values(subs).reduce((a, b) => a + b, 0));
      for (const [sub, n] of Object.entries(subs)) expect(ofTheme.filter((q) => q.subtheme === sub)).toHaveLength(n);
    }
    const raw = res.body;
    expect(raw).not.toContain('correctAnswer');
    expect(raw).not.toContain('explanation');
    const minutes = (Date.parse(exam.deadlineAt) - Date.parse(exam.startedAt)) / 60000;
    expect(minutes).toBe(45);
    // Listed from its first answer on; until then the dashboard shows it as the exam in progress.
    const before = (await request(t.app, { method: 'GET', url: '/api/attempts', user: full })).json() as AttemptSummaryDto[];
    expect(before.some((a) => a.id === exam.attemptId)).toBe(false);
    await answer(full, { questionId: exam.questions[0]!.id, userAnswer: exam.questions[0]!.options[0]!, timeSpent: 1, attemptId: exam.attemptId });
    const list = (await request(t.app, { method: 'GET', url: '/api/attempts', user: full })).json() as AttemptSummaryDto[];
    expect(list.find((a) => a.id === exam.attemptId)).toMatchObject({ type: 'exam', totalQuestions: 40, isCompleted: false, answered: 1 });
  });

  it('is also the exam.start / exam.current / exam.result tRPC procedures', async () => {
    const u = await createUser(t.db, {});
    const id = newId();
    const started = await request(t.app, { method: 'POST', url: '/trpc/exam.start', payload: { attemptId: id }, user: u });
    expect(started.statusCode).toBe(200);
    expect(started.body).not.toContain('correctAnswer');
    const exam = started.json().result.data as ExamSessionDto;
    expect(exam).toMatchObject({ attemptId: id, passMark: 32, durationMinutes: 45 });
    expect(exam.questions).toHaveLength(40);
    const current = await request(t.app, { method: 'GET', url: '/trpc/exam.current', user: u });
    expect(current.json().result.data).toMatchObject({ attemptId: id, answered: 0 });
    const input = encodeURIComponent(JSON.stringify({ attemptId: id }));
    expect((await request(t.app, { method: 'GET', url: `/trpc/exam.result?input=${input}`, user: u })).statusCode).toBe(409);
    expect((await request(t.app, { method: 'GET', url: `/trpc/exam.result?input=${input}`, user: other })).statusCode).toBe(404);
    await request(t.app, { method: 'POST', url: '/trpc/attempts.update', payload: { id, isCompleted: true }, user: u });
    const result = await request(t.app, { method: 'GET', url: `/trpc/exam.result?input=${input}`, user: u });
    expect(result.json().result.data).toMatchObject({ attemptId: id, correctAnswers: 0, passed: false });
    expect((await request(t.app, { method: 'GET', url: '/trpc/exam.current', user: u })).json().result.data).toBeNull();
  });

  it('resumes an exam with its answers, gives no feedback, and keeps the correction until the end', async () => {
    const u = await createUser(t.db, {});
    const id = newId();
    const exam = (await startExam(u, id)).json() as ExamSessionDto;
    expect(exam.attemptId).toBe(id);
    const q = exam.questions[0]!;
    const res = await answer(u, { questionId: q.id, userAnswer: q.options[0]!, timeSpent: 5, attemptId: id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ isCorrect: null, correctAnswer: null });
    // Changing one's mind is allowed during the exam: the last answer counts.
    await answer(u, { questionId: q.id, userAnswer: q.options[1]!, timeSpent: 5, attemptId: id });
    const resumed = (await startExam(u, id)).json() as ExamSessionDto;
    expect(resumed.questions.map((x) => x.id)).toEqual(exam.questions.map((x) => x.id));
    expect(resumed.answers).toEqual({ [q.id]: q.options[1] });
    const current = await request(t.app, { method: 'GET', url: '/api/questions/exam/current', user: u });
    expect(current.json()).toMatchObject({ attemptId: id, answered: 1, totalQuestions: 40 });
    // No leak through the result, the stats or the review while the exam runs.
    expect((await request(t.app, { method: 'GET', url: `/api/attempts/${id}/result`, user: u })).statusCode).toBe(409);
    const stats = (await request(t.app, { method: 'GET', url: '/api/dashboard/stats', user: u })).json() as DashboardStatsDto;
    expect(stats.questionsAnswered).toBe(0);
    expect((await request(t.app, { method: 'GET', url: '/api/questions/review', user: u })).json()).toEqual([]);
    // A question outside the draw is refused; another user cannot resume it.
    const outside = bank.find((x) => !exam.questions.some((e) => e.id === x.id))!;
    expect((await answer(u, { questionId: outside.id, userAnswer: 'x', timeSpent: 1, attemptId: id })).statusCode).toBe(400);
    expect((await startExam(other, id)).statusCode).toBe(404);
  });

  it('refuses answers after the 45 minutes and passes at 32/40', async () => {
    const byId = (await getQuestionBank(t.db)).byId;
    async function runExam(rightCount: number) {
      const u = await createUser(t.db, {});
      const exam = (await startExam(u)).json() as ExamSessionDto;
      for (const [i, q] of exam.questions.entries()) {
        const full = byId.get(q.id)!;
        const res = await answer(u, { questionId: q.id, userAnswer: i < rightCount ? full.correctAnswer : wrongAnswer(full), timeSpent: 10, attemptId: exam.attemptId });
        expect(res.statusCode).toBe(201);
      }
      return { u, exam };
    }
    const pass = await runExam(EXAM_PASS_MARK);
    const done = await request(t.app, { method: 'PATCH', url: `/api/attempts/${pass.exam.attemptId}`, payload: { isCompleted: true, score: '0' }, user: pass.u });
    expect(done.json()).toMatchObject({ correctAnswers: 32, score: '80', passed: true });
    const result = (await request(t.app, { method: 'GET', url: `/api/attempts/${pass.exam.attemptId}/result`, user: pass.u })).json() as ExamResultDto;
    expect(result).toMatchObject({ correctAnswers: 32, totalQuestions: 40, passed: true, passMark: 32, score: 80 });
    expect(result.questions).toHaveLength(40);
    expect(result.questions.every((q) => q.correctAnswer && q.explanation && q.userAnswer !== null)).toBe(true);
    expect(result.themes.map((x) => x.theme)).toEqual([...THEMES]);
    expect(result.themes.reduce((s, x) => s + x.correct, 0)).toBe(32);

    const fail = await runExam(EXAM_PASS_MARK - 1);
    const failed = await request(t.app, { method: 'PATCH', url: `/api/attempts/${fail.exam.attemptId}`, payload: { isCompleted: true }, user: fail.u });
    expect(failed.json()).toMatchObject({ correctAnswers: 31, passed: false });

    // Deadline: move the clock of an exam back by 46 minutes.
    const u = await createUser(t.db, {});
    const exam = (await startExam(u)).json() as ExamSessionDto;
    const q0 = byId.get(exam.questions[0]!.id)!;
    await answer(u, { questionId: q0.id, userAnswer: q0.correctAnswer, timeSpent: 3, attemptId: exam.attemptId });
    const past = new Date(Date.now() - 46 * 60000);
    await t.db
      .updateTable('attempts')
      .set({ startedAt: past.toISOString(), deadlineAt: new Date(past.getTime() + 45 * 60000).toISOString() })
      .where('id', '=', exam.attemptId)
      .execute();
    const q1 = byId.get(exam.questions[1]!.id)!;
    const late = await answer(u, { questionId: q1.id, userAnswer: q1.correctAnswer, timeSpent: 3, attemptId: exam.attemptId });
    expect(late.statusCode).toBe(409);
    expect((await startExam(u, exam.attemptId)).statusCode).toBe(409);
    // Time over: the correction is available and the attempt counts as handed in at its deadline.
    const corr = (await request(t.app, { method: 'GET', url: `/api/attempts/${exam.attemptId}/result`, user: u })).json() as ExamResultDto;
    expect(corr).toMatchObject({ correctAnswers: 1, passed: false });
    const list = (await request(t.app, { method: 'GET', url: '/api/attempts', user: u })).json() as AttemptSummaryDto[];
    expect(list[0]).toMatchObject({ id: exam.attemptId, isCompleted: true, score: '3' });
    expect(list[0]!.completedAt).toBe(new Date(past.getTime() + 45 * 60000).toISOString());
  });
});

describe('GET /api/questions/review', () => {
  it('returns the questions last answered wrong, up to 20', async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    expect((await request(t.app, { method: 'GET', url: '/api/questions/review' })).statusCode).toBe(401);
    const qs = bank.filter((q) => q.category === 'culture').slice(0, 25);
    const a1 = newId();
    await createAttempt(u, { id: a1, type: 'full', totalQuestions: 25 });
    for (const q of qs) await answer(u, { questionId: q.id, userAnswer: wrongAnswer(q), timeSpent: 1, attemptId: a1 });
    const review = (await request(t.app, { method: 'GET', url: '/api/questions/review', user: u })).json() as QuestionDto[];
    expect(review).toHaveLength(20);
    expect(review[0]!.id).toBe(qs[24]!.id);
    // Answered right later: no longer a mistake to review.
    const a2 = newId();
    await createAttempt(u, { id: a2, type: 'full', totalQuestions: 5 });
    for (const q of qs.slice(5, 25)) await answer(u, { questionId: q.id, userAnswer: q.correctAnswer, timeSpent: 1, attemptId: a2 }).catch(() => undefined);
    const after = (await request(t.app, { method: 'GET', url: '/api/questions/review', user: u })).json() as QuestionDto[];
    const fixed = new Set(qs.slice(5, 10).map((q) => q.id));
    expect(after.some((q) => fixed.has(q.id))).toBe(false);
    expect(after).toHaveLength(20);
  });
});
