// Practice by official theme, subtheme and kind, and figures that do not flatter, through HTTP
// on a real migrated and seeded database: the draw filters on both doors, the source of every
// answer, the score as right answers over answers, reviews, demos and unfinished sessions kept
// out of the averages, and attempts left without an answer not kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptIds, examReadyBank, getJson, playAttempt } from '../../../tests/helpers/quiz-fixtures.js';
import { createTestApp, createUser, request, type TestApp, type TestUser } from '../../../tests/helpers/test-app.js';
import { EXAM_DRAW, SUBTHEME_THEME, THEMES, type Subtheme } from '../../shared/constants.js';
import type { DashboardStatsDto, QuestionDto } from '../../shared/dto.js';
import type { AttemptSummaryDto, ExamCurrentDto, ExamSessionDto } from '../../shared/schemas/quiz.js';
import { getQuestionBank } from './question-bank.js';

let t: TestApp;
let full: TestUser;
let free: TestUser;
let bank: QuestionDto[];

const newId = attemptIds('prc');
const get = <T>(user: TestUser | null, url: string) => getJson<T>(t.app, user, url);
/** Answers `questions` in a new attempt (right for the first `right`), optionally finishes it. */
const play = (user: TestUser, type: string, questions: QuestionDto[], right: number, finish = true) =>
  playAttempt(t.app, user, { id: newId(), type, questions, right, finish });

/** The subthemes that hold at least `n` multiple-choice questions in this bank. */
function subthemesWith(n: number): Subtheme[] {
  return (Object.keys(SUBTHEME_THEME) as Subtheme[]).filter((s) => bank.filter((q) => q.subtheme === s && q.type === 'mcq').length >= n);
}

beforeAll(async () => {
  t = await createTestApp();
  bank = await examReadyBank(t.db);
  full = await createUser(t.db, { hasFullAccess: true });
  free = await createUser(t.db, {});
});

afterAll(async () => {
  await t?.close();
});

describe('practice by official theme, subtheme and kind', () => {
  it('draws only questions of the asked theme, subtheme and kind, with their source', async () => {
    for (const theme of THEMES) {
      const { status, body } = await get<QuestionDto[]>(full, `/api/questions?theme=${theme}&limit=10`);
      expect(status).toBe(200);
      expect(body.length).toBe(Math.min(10, bank.filter((q) => q.theme === theme).length));
      expect(body.every((q) => q.theme === theme)).toBe(true);
      expect(body.every((q) => typeof q.source === 'string' && q.source.length > 0)).toBe(true);
    }
    const sub = subthemesWith(5)[0]!;
    const bySub = await get<QuestionDto[]>(full, `/api/questions?theme=${SUBTHEME_THEME[sub]}&subtheme=${sub}&limit=5`);
    expect(bySub.status).toBe(200);
    expect(bySub.body).toHaveLength(5);
    expect(bySub.body.every((q) => q.subtheme === sub)).toBe(true);

    const situations = await get<QuestionDto[]>(full, '/api/questions?kind=situation&limit=10');
    expect(situations.body.length).toBeGreaterThan(0);
    expect(situations.body.every((q) => q.kind === 'situation')).toBe(true);
    const knowledge = await get<QuestionDto[]>(full, '/api/questions?kind=knowledge&limit=10');
    expect(knowledge.body.every((q) => q.kind === 'knowledge')).toBe(true);
    // Category stays a secondary filter, combined with the theme.
    const both = await get<QuestionDto[]>(full, '/api/questions?theme=histoire_geo_culture&category=geographie&limit=5');
    expect(both.body.every((q) => q.theme === 'histoire_geo_culture' && q.category === 'geographie')).toBe(true);
  });

  it('refuses an unknown theme, subtheme or kind, and a subtheme of another theme, with 400', async () => {
    for (const query of ['theme=sport', 'subtheme=nope', 'kind=trick', 'theme=societe&subtheme=laicite']) {
      const res = await request(t.app, { method: 'GET', url: `/api/questions?${query}`, user: full });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
  });

  it('is the same on tRPC, and a user without full access gets 5 questions of everything', async () => {
    const input = encodeURIComponent(JSON.stringify({ theme: 'droits_devoirs', kind: 'situation', limit: 5 }));
    const ok = await request(t.app, { method: 'GET', url: `/trpc/questions.list?input=${input}`, user: full });
    expect(ok.statusCode).toBe(200);
    const questions = ok.json().result.data as QuestionDto[];
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.every((q) => q.theme === 'droits_devoirs' && q.kind === 'situation')).toBe(true);
    const bad = encodeURIComponent(JSON.stringify({ theme: 'societe', subtheme: 'laicite' }));
    expect((await request(t.app, { method: 'GET', url: `/trpc/questions.list?input=${bad}`, user: full })).statusCode).toBe(400);
    const themes = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const capped = await get<QuestionDto[]>(free, '/api/questions?theme=societe&limit=20');
      expect(capped.body).toHaveLength(5);
      for (const q of capped.body) themes.add(q.theme);
    }
    expect(themes.size).toBeGreaterThan(1);
  });

  it('gives the source of every answer in the exam correction', async () => {
    const u = await createUser(t.db, {});
    const started = await request(t.app, { method: 'POST', url: '/api/questions/exam', payload: {}, user: u });
    const exam = { status: started.statusCode, body: started.json() as ExamSessionDto };
    expect(exam.status).toBe(200);
    await request(t.app, { method: 'PATCH', url: `/api/attempts/${exam.body.attemptId}`, payload: { isCompleted: true }, user: u });
    const result = await get<{ questions: { source: string }[] }>(u, `/api/attempts/${exam.body.attemptId}/result`);
    expect(result.body.questions.every((q) => q.source.length > 0)).toBe(true);
  });
});

describe('honest figures', () => {
  it('scores right answers over answers; reviews, demos and unfinished quizzes change nothing', async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    const sub = subthemesWith(12)[0]!;
    const theme = SUBTHEME_THEME[sub];
    const pool = bank.filter((q) => q.subtheme === sub && q.type === 'mcq');
    // A finished quiz of 10 questions, 4 right (40 %), and a finished one of 2 questions, 1 right.
    await play(u, 'full', pool.slice(0, 10), 4);
    await play(u, 'full', pool.slice(10, 12), 1);
    const base = (await get<DashboardStatsDto>(u, '/api/dashboard/stats')).body;
    // 5 / 12 = 42 %, not the mean of 40 % and 50 %.
    expect(base).toMatchObject({ averageScore: 42, questionsAnswered: 12, correctAnswers: 5, totalAttempts: 2 });
    const themeStat = base.themeStats.find((s) => s.theme === theme)!;
    expect(themeStat).toMatchObject({ correct: 5, total: 12, percentage: 42 });
    expect(themeStat.subthemes.find((s) => s.subtheme === sub)).toMatchObject({ correct: 5, total: 12 });
    expect(base.themeStats.map((s) => s.theme)).toEqual([...THEMES]);
    expect(base.themeStats.flatMap((s) => s.subthemes).length).toBe(Object.values(EXAM_DRAW).flatMap((s) => Object.keys(s)).length);
    const kinds = Object.fromEntries(base.kindStats.map((k) => [k.kind, k.total]));
    expect((kinds.knowledge ?? 0) + (kinds.situation ?? 0)).toBe(12);

    // A review of 3 mistakes, all right now; a demo all right; a quiz left after 2 right answers.
    const review = await play(u, 'review', pool.slice(4, 7), 3);
    const demo = (await getQuestionBank(t.db)).demo;
    await play(u, 'demo', demo, demo.length);
    await play(u, 'full', pool.slice(0, 2), 2, false);
    const after = (await get<DashboardStatsDto>(u, '/api/dashboard/stats')).body;
    expect(after).toMatchObject({ averageScore: 42, questionsAnswered: 12, correctAnswers: 5 });
    expect(after.themeStats).toEqual(base.themeStats);
    // They are attempts the member made, though, and the review says what it was.
    expect(after.totalAttempts).toBe(5);
    const list = (await get<AttemptSummaryDto[]>(u, '/api/attempts')).body;
    expect(list.find((a) => a.id === review)).toMatchObject({ type: 'review', isCompleted: true, score: '100', answered: 3 });
    expect((await get<DashboardStatsDto>(u, '/trpc/dashboard.stats')).body).toMatchObject({ result: { data: after } });
  });

  it('scores a quiz handed in early on the questions answered', async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    const qs = bank.filter((q) => q.type === 'mcq').slice(40, 45);
    const id = newId();
    await request(t.app, { method: 'POST', url: '/api/attempts', payload: { id, type: 'full', totalQuestions: 5 }, user: u });
    for (const q of qs.slice(0, 2)) {
      await request(t.app, { method: 'POST', url: '/api/responses', payload: { questionId: q.id, userAnswer: q.correctAnswer, attemptId: id }, user: u });
    }
    const done = await request(t.app, { method: 'PATCH', url: `/api/attempts/${id}`, payload: { isCompleted: true }, user: u });
    expect(done.json()).toMatchObject({ score: '100', correctAnswers: 2, answered: 2, totalQuestions: 5 });
  });

  it('does not keep an attempt opened and left without an answer', async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    const left = newId();
    await request(t.app, { method: 'POST', url: '/api/attempts', payload: { id: left, type: 'full', totalQuestions: 5 }, user: u });
    const demoLeft = newId();
    await request(t.app, { method: 'POST', url: '/api/attempts', payload: { id: demoLeft, type: 'demo', totalQuestions: 3 }, user: u });
    // Not listed, not counted.
    expect((await get<AttemptSummaryDto[]>(u, '/api/attempts')).body).toEqual([]);
    expect((await get<DashboardStatsDto>(u, '/api/dashboard/stats')).body.totalAttempts).toBe(0);
    // Finishing it without an answer refuses and drops it.
    const empty = await request(t.app, { method: 'PATCH', url: `/api/attempts/${left}`, payload: { isCompleted: true }, user: u });
    expect(empty.statusCode).toBe(409);
    expect(await t.db.selectFrom('attempts').select('id').where('id', '=', left).execute()).toEqual([]);
    // An empty one older than the grace period is dropped when the next attempt starts.
    await t.db.updateTable('attempts').set({ startedAt: new Date(Date.now() - 3600_000).toISOString() }).where('id', '=', demoLeft).execute();
    await play(u, 'full', bank.filter((q) => q.type === 'mcq').slice(0, 1), 1);
    expect(await t.db.selectFrom('attempts').select('id').where('id', '=', demoLeft).execute()).toEqual([]);
    expect((await get<AttemptSummaryDto[]>(u, '/api/attempts')).body).toHaveLength(1);
  });
});

describe('exam in progress', () => {
  it('says how much time is left by the server clock', async () => {
    const u = await createUser(t.db, {});
    const started = await request(t.app, { method: 'POST', url: '/api/questions/exam', payload: {}, user: u });
    const exam = { status: started.statusCode, body: started.json() as ExamSessionDto };
    expect(exam.status).toBe(200);
    const current = (await get<ExamCurrentDto>(u, '/api/questions/exam/current')).body;
    expect(current.attemptId).toBe(exam.body.attemptId);
    expect(current.secondsLeft).toBeGreaterThan(44 * 60);
    expect(current.secondsLeft).toBeLessThanOrEqual(45 * 60);
  });
});
