// The learning engine through HTTP on a real migrated and seeded database: every quiz and review
// answer moves the member's FSRS memory in the answer's transaction, exams only when handed in,
// demos never; today's review serves due questions most overdue first, then weak ones, in the
// shape of GET /api/questions; readiness stays silent without answers; the plan refuses past and
// far dates with a translated 400 and fills each day from what the member did. Both doors.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectOf } from '../../../db/dialect.js';
import { backfillMembers } from '../../../db/migrations/2026-11-26_learning-backfill.js';
import { attemptIds, examReadyBank, getJson, playAttempt, wrongAnswer as wrong } from '../../../tests/helpers/quiz-fixtures.js';
import { createTestApp, createUser, request, type TestApp, type TestUser } from '../../../tests/helpers/test-app.js';
import type { DashboardStatsDto, QuestionDto } from '../../shared/dto.js';
import type { PlanDto, ReadinessDto } from '../../shared/schemas/learning.js';
import type { AttemptSummaryDto, ExamSessionDto } from '../../shared/schemas/quiz.js';
import { parisDay } from './community-aggregates.service.js';
import { addDays } from './learning/plan.js';
import { getQuestionBank } from './question-bank.js';

let t: TestApp;
let bank: QuestionDto[];
const newId = attemptIds('lrn');
const get = <T>(user: TestUser | null, url: string, headers: Record<string, string> = {}) => getJson<T>(t.app, user, url, headers);
/** Answers `questions` in a new attempt of `type` (right for the first `right`), then finishes it. */
const play = (user: TestUser, type: string, questions: QuestionDto[], right: number) => playAttempt(t.app, user, { id: newId(), type, questions, right });

const memoryOf = (user: TestUser) => t.db.selectFrom('questionMemory').selectAll().where('userId', '=', user.id).execute();

beforeAll(async () => {
  t = await createTestApp();
  bank = (await examReadyBank(t.db)).filter((q) => q.type === 'mcq' && !q.id.startsWith('test-'));
});

afterAll(async () => {
  await t?.close();
});

describe('memory of each question (FSRS)', () => {
  it('a quiz answer updates the memory in the same request: right → Good (due later), wrong → Again', async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    const qs = bank.slice(0, 6);
    await play(u, 'full', qs, 4);
    const rows = await memoryOf(u);
    expect(rows).toHaveLength(6);
    const byId = new Map(rows.map((r) => [r.questionId, r]));
    for (const [i, q] of qs.entries()) {
      const m = byId.get(q.id)!;
      expect(m.answers).toBe(1);
      expect(m.correct).toBe(i < 4 ? 1 : 0);
      expect(m.reps).toBe(1);
      expect(m.lapses).toBe(0);
      expect(m.rightWeight).toBe(i < 4 ? 1 : 0);
      expect(m.wrongWeight).toBe(i < 4 ? 0 : 1);
    }
    // Remembered questions come back later than forgotten ones.
    expect(Date.parse(byId.get(qs[0]!.id)!.due)).toBeGreaterThan(Date.parse(byId.get(qs[5]!.id)!.due));
    expect(byId.get(qs[0]!.id)!.stability).toBeGreaterThan(byId.get(qs[5]!.id)!.stability);
    // The plan's day counts the six as new questions.
    const day = await t.db.selectFrom('learningDays').selectAll().where('userId', '=', u.id).execute();
    expect(day).toEqual([{ userId: u.id, day: parisDay(new Date()), newQuestions: 6, reviews: 0 }]);

    // Answering one again (a mistakes review) is a review: Good after Again, one more rep.
    await play(u, 'review', [qs[5]!], 1);
    const again = (await memoryOf(u)).find((r) => r.questionId === qs[5]!.id)!;
    expect(again).toMatchObject({ answers: 2, correct: 1, reps: 2 });
    const day2 = await t.db.selectFrom('learningDays').select(['newQuestions', 'reviews']).where('userId', '=', u.id).executeTakeFirstOrThrow();
    expect(day2).toEqual({ newQuestions: 6, reviews: 1 });
  });

  it("a refused answer leaves the memory as it was (same transaction), and a demo's answers never touch it", async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    const q = bank[10]!;
    const id = await play(u, 'full', [q], 1);
    const before = await memoryOf(u);
    // The attempt is completed: the answer is refused and nothing moves.
    const late = await request(t.app, { method: 'POST', url: '/api/responses', payload: { questionId: q.id, userAnswer: wrong(q), attemptId: id }, user: u });
    expect(late.statusCode).toBe(409);
    expect(await memoryOf(u)).toEqual(before);

    const demoUser = await createUser(t.db, {});
    const demo = (await getQuestionBank(t.db)).demo;
    await play(demoUser, 'demo', demo, 1);
    expect(await memoryOf(demoUser)).toHaveLength(0);
  });

  it('an answer whose memory cannot be written is not stored either (one transaction)', async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    const q = bank[12]!;
    const id = newId();
    expect((await request(t.app, { method: 'POST', url: '/api/attempts', payload: { id, type: 'full', totalQuestions: 1 }, user: u })).statusCode).toBe(201);
    const postgres = dialectOf(t.db) === 'postgres';
    // A database that refuses the memory row, whatever the engine.
    if (postgres) {
      await sql`CREATE FUNCTION refuse_memory() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql`.execute(t.db);
      await sql`CREATE TRIGGER refuse_memory BEFORE INSERT ON question_memory FOR EACH ROW EXECUTE FUNCTION refuse_memory()`.execute(t.db);
    } else {
      await sql`CREATE TRIGGER refuse_memory BEFORE INSERT ON question_memory BEGIN SELECT RAISE(ABORT, 'refused'); END`.execute(t.db);
    }
    try {
      const res = await request(t.app, { method: 'POST', url: '/api/responses', payload: { questionId: q.id, userAnswer: q.correctAnswer, attemptId: id }, user: u });
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER refuse_memory${sql.raw(postgres ? ' ON question_memory' : '')}`.execute(t.db);
      if (postgres) await sql`DROP FUNCTION refuse_memory()`.execute(t.db);
    }
    expect(await t.db.selectFrom('responses').select('id').where('attemptId', '=', id).execute()).toEqual([]);
    expect(await t.db.selectFrom('learningDays').select('day').where('userId', '=', u.id).execute()).toEqual([]);
    // Once the database takes it again, the same answer goes through with its memory.
    const retry = await request(t.app, { method: 'POST', url: '/api/responses', payload: { questionId: q.id, userAnswer: q.correctAnswer, attemptId: id }, user: u });
    expect(retry.statusCode).toBe(201);
    expect(await memoryOf(u)).toHaveLength(1);
  });

  it('exam answers reach the memory only when the exam is handed in', async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    const start = await request(t.app, { method: 'POST', url: '/api/questions/exam', payload: {}, user: u });
    expect(start.statusCode).toBe(200);
    const exam = start.json() as ExamSessionDto;
    const full = (await getQuestionBank(t.db)).byId;
    for (const q of exam.questions.slice(0, 10)) {
      const res = await request(t.app, { method: 'POST', url: '/api/responses', payload: { questionId: q.id, userAnswer: full.get(q.id)!.correctAnswer, attemptId: exam.attemptId }, user: u });
      expect(res.statusCode).toBe(201);
    }
    expect(await memoryOf(u)).toHaveLength(0);
    const due = await get<QuestionDto[]>(u, '/api/review/due');
    expect(due.body).toEqual([]);
    expect((await request(t.app, { method: 'PATCH', url: `/api/attempts/${exam.attemptId}`, payload: { isCompleted: true }, user: u })).statusCode).toBe(200);
    const rows = await memoryOf(u);
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.correct === 1 && r.answers === 1)).toBe(true);
    // Finishing again does not count the exam twice.
    await request(t.app, { method: 'PATCH', url: `/api/attempts/${exam.attemptId}`, payload: { isCompleted: true }, user: u });
    expect((await memoryOf(u)).every((r) => r.answers === 1)).toBe(true);
  });
});

describe('members who answered before the learning engine', () => {
  it('get from the backfill migration the same memory and days as the live answers built', async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    await play(u, 'full', bank.slice(140, 146), 4);
    await play(u, 'review', bank.slice(144, 146), 1);
    await play(u, 'demo', (await getQuestionBank(t.db)).demo, 2);
    const start = await request(t.app, { method: 'POST', url: '/api/questions/exam', payload: {}, user: u });
    const exam = start.json() as ExamSessionDto;
    const byId = (await getQuestionBank(t.db)).byId;
    for (const [i, q] of exam.questions.slice(0, 6).entries()) {
      const answer = i % 2 ? byId.get(q.id)!.correctAnswer : byId.get(q.id)!.options.find((o) => o !== byId.get(q.id)!.correctAnswer)!;
      await request(t.app, { method: 'POST', url: '/api/responses', payload: { questionId: q.id, userAnswer: answer, attemptId: exam.attemptId }, user: u });
    }
    await request(t.app, { method: 'PATCH', url: `/api/attempts/${exam.attemptId}`, payload: { isCompleted: true }, user: u });
    // An exam still running is left out, as live.
    const running = await request(t.app, { method: 'POST', url: '/api/questions/exam', payload: {}, user: u });
    const q0 = (running.json() as ExamSessionDto).questions[0]!;
    await request(t.app, { method: 'POST', url: '/api/responses', payload: { questionId: q0.id, userAnswer: byId.get(q0.id)!.correctAnswer, attemptId: (running.json() as ExamSessionDto).attemptId }, user: u });

    const sort = <T extends { questionId?: string; day?: string }>(rows: T[]) => rows.sort((a, b) => String(a.questionId ?? a.day).localeCompare(String(b.questionId ?? b.day)));
    const live = sort(await memoryOf(u));
    const liveDays = await t.db.selectFrom('learningDays').selectAll().where('userId', '=', u.id).execute();
    expect(live.length).toBeGreaterThan(8);
    await t.db.deleteFrom('questionMemory').where('userId', '=', u.id).execute();
    await t.db.deleteFrom('learningDays').where('userId', '=', u.id).execute();
    await backfillMembers(t.db, [u.id]);
    expect(sort(await memoryOf(u))).toEqual(live);
    expect(await t.db.selectFrom('learningDays').selectAll().where('userId', '=', u.id).execute()).toEqual(liveDays);
  });
});

describe("today's review", () => {
  it('serves due questions most overdue first, then the weak ones, in the shape of GET /api/questions', async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    const qs = bank.slice(20, 30);
    await play(u, 'full', qs, 6); // 6 right, 4 wrong
    const now = Date.now();
    // Time passes for three of the right ones: overdue by 3 days, 1 day and 1 hour.
    const overdue = [qs[1]!, qs[0]!, qs[2]!];
    const ages = [3 * 86_400_000, 86_400_000, 3_600_000];
    for (const [i, q] of overdue.entries()) {
      await t.db.updateTable('questionMemory').set({ due: new Date(now - ages[i]!).toISOString() }).where('userId', '=', u.id).where('questionId', '=', q.id).execute();
    }
    const { status, body } = await get<QuestionDto[]>(u, '/api/review/due?limit=20');
    expect(status).toBe(200);
    expect(body.slice(0, 3).map((q) => q.id)).toEqual(overdue.map((q) => q.id));
    // Then the four answered wrong; the other right ones are not due.
    expect(new Set(body.slice(3).map((q) => q.id))).toEqual(new Set(qs.slice(6).map((q) => q.id)));
    expect(body).toHaveLength(7);
    // Same fields as a quiz draw.
    const drawn = await get<QuestionDto[]>(u, '/api/questions?limit=5');
    expect(Object.keys(body[0]!).sort()).toEqual(Object.keys(drawn.body[0]!).sort());
    expect(body[0]!.correctAnswer).toBe(bank.find((q) => q.id === body[0]!.id)!.correctAnswer);

    const limited = await get<QuestionDto[]>(u, '/api/review/due?limit=2');
    expect(limited.body.map((q) => q.id)).toEqual(overdue.slice(0, 2).map((q) => q.id));

    // The tRPC door answers the same.
    const trpc = await request(t.app, { method: 'GET', url: `/trpc/learning.due?input=${encodeURIComponent(JSON.stringify({ limit: 20 }))}`, user: u });
    expect(trpc.statusCode).toBe(200);
    expect(trpc.json().result.data.map((q: QuestionDto) => q.id)).toEqual(body.map((q) => q.id));

    // Readiness counts what is due today.
    const r = await get<ReadinessDto>(u, '/api/learning/readiness');
    expect(r.body.dueToday).toBe(3);
  });

  it("a 'spaced' attempt is today's review: listed as such, not in the averages, and it moves the memory", async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    const qs = bank.slice(40, 44);
    await play(u, 'full', qs, 2);
    const due = await get<QuestionDto[]>(u, '/api/review/due');
    expect(due.body.map((q) => q.id).sort()).toEqual(qs.slice(2).map((q) => q.id).sort());
    const stats = await get<{ questionsAnswered: number }>(u, '/api/dashboard/stats');
    const id = await play(u, 'spaced', due.body, due.body.length);
    const list = await get<AttemptSummaryDto[] | { items: AttemptSummaryDto[] }>(u, '/api/attempts');
    const items = Array.isArray(list.body) ? list.body : list.body.items;
    expect(items.find((a) => a.id === id)).toMatchObject({ type: 'spaced', isCompleted: true, score: '100' });
    expect((await get<{ questionsAnswered: number }>(u, '/api/dashboard/stats')).body.questionsAnswered).toBe(stats.body.questionsAnswered);
    // Now remembered: no longer weak, nothing due.
    expect((await get<QuestionDto[]>(u, '/api/review/due')).body).toEqual([]);
  });

  it('holds 5 questions without full access, refuses a bad limit with 400, and visitors with 401', async () => {
    const u = await createUser(t.db, {});
    await play(u, 'full', bank.slice(50, 55), 0);
    expect((await get<QuestionDto[]>(u, '/api/review/due?limit=50')).body).toHaveLength(5);
    for (const q of ['limit=0', 'limit=51', 'limit=abc']) expect((await get(u, `/api/review/due?${q}`)).status, q).toBe(400);
    expect((await get(null, '/api/review/due')).status).toBe(401);
    expect((await get(null, '/api/learning/readiness')).status).toBe(401);
    expect((await get(null, '/api/learning/plan')).status).toBe(401);
    expect((await request(t.app, { method: 'GET', url: '/trpc/learning.readiness' })).statusCode).toBe(401);
  });
});

describe('readiness', () => {
  it('makes no prediction without enough answers, then one per subtheme and theme', async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    const empty = await get<ReadinessDto>(u, '/api/learning/readiness');
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ passProbability: null, expectedScore: null, answered: 0, needed: 20, dueToday: 0 });
    expect(empty.body.subthemes).toHaveLength(16);
    expect(empty.body.themes).toHaveLength(5);
    expect(empty.body.subthemes.every((s) => s.mastery === null && s.answered === 0)).toBe(true);

    await play(u, 'full', bank.slice(60, 70), 10);
    const some = await get<ReadinessDto>(u, '/api/learning/readiness');
    expect(some.body).toMatchObject({ passProbability: null, answered: 10, needed: 10 });

    // 40 more, all right: a prediction, and it follows the answers.
    await play(u, 'full', bank.slice(70, 110), 40);
    const r = (await get<ReadinessDto>(u, '/api/learning/readiness')).body;
    expect(r.answered).toBe(50);
    expect(r.needed).toBe(0);
    expect(r.passProbability).toBeGreaterThan(0);
    expect(r.passProbability).toBeLessThanOrEqual(1);
    expect(r.expectedScore).toBeGreaterThan(20);
    expect(r.expectedScore).toBeLessThanOrEqual(40);
    const answeredSubs = r.subthemes.filter((s) => s.answered > 0);
    expect(answeredSubs.length).toBeGreaterThan(0);
    expect(answeredSubs.every((s) => s.mastery! > 0.5 && s.mastery! < 1)).toBe(true);
    expect(r.nextFocus).toHaveLength(3);

    const trpc = await request(t.app, { method: 'GET', url: '/trpc/learning.readiness', user: u });
    expect(trpc.json().result.data).toEqual(r);
  });

  it('counts answers as the dashboard does, weighs a passed mock exam strongly, and says what it rests on', async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    const empty = (await get<ReadinessDto>(u, '/api/learning/readiness')).body;
    expect(empty).toMatchObject({ minimum: 20, needed: 20, scoreLow: null, scoreHigh: null, evidence: { answers: 0, exams: 0, days: 0, lastExam: null } });

    // A finished quiz counts; a review of mistakes, a demo and an unfinished quiz do not.
    await play(u, 'full', bank.slice(200, 230), 18);
    await play(u, 'review', bank.slice(218, 222), 4);
    await play(u, 'demo', (await getQuestionBank(t.db)).demo, 1);
    await playAttempt(t.app, u, { id: newId(), type: 'full', questions: bank.slice(240, 245), right: 5, finish: false });
    const before = (await get<ReadinessDto>(u, '/api/learning/readiness')).body;
    expect(before).toMatchObject({ answered: 30, correct: 18, evidence: { answers: 30, exams: 0, days: 1, lastExam: null } });

    // A mock exam handed in with 32/40.
    const exam = (await request(t.app, { method: 'POST', url: '/api/questions/exam', payload: {}, user: u })).json() as ExamSessionDto;
    const byId = (await getQuestionBank(t.db)).byId;
    for (const [i, q] of exam.questions.entries()) {
      const full = byId.get(q.id)!;
      const res = await request(t.app, { method: 'POST', url: '/api/responses', payload: { questionId: q.id, userAnswer: i < 32 ? full.correctAnswer : wrong(full), attemptId: exam.attemptId }, user: u });
      expect(res.statusCode).toBe(201);
    }
    expect((await request(t.app, { method: 'PATCH', url: `/api/attempts/${exam.attemptId}`, payload: { isCompleted: true }, user: u })).statusCode).toBe(200);

    const after = (await get<ReadinessDto>(u, '/api/learning/readiness')).body;
    expect(after.evidence).toMatchObject({ answers: 70, exams: 1, days: 1, lastExam: { correct: 32, total: 40, passed: true } });
    expect(after.passProbability! - before.passProbability!).toBeGreaterThan(0.2);
    expect(after.scoreLow!).toBeLessThanOrEqual(32);
    expect(after.scoreHigh!).toBeGreaterThanOrEqual(32);

    // One counting rule: « Questions répondues », each theme's and subtheme's count are readiness's.
    const stats = (await get<DashboardStatsDto>(u, '/api/dashboard/stats')).body;
    expect(stats.questionsAnswered).toBe(after.answered);
    expect(stats.correctAnswers).toBe(after.correct);
    for (const th of stats.themeStats) {
      expect(after.themes.find((x) => x.theme === th.theme)).toMatchObject({ answered: th.total, correct: th.correct });
      for (const sub of th.subthemes) expect(after.subthemes.find((x) => x.subtheme === sub.subtheme), sub.subtheme).toMatchObject({ answered: sub.total, correct: sub.correct });
    }

    // Both doors give the same shape and figures.
    const trpc = await request(t.app, { method: 'GET', url: '/trpc/learning.readiness', user: u });
    expect(trpc.json().result.data).toEqual(after);
  });
});

describe('the plan to the exam date', () => {
  const today = () => parisDay(new Date());

  it('refuses a past date, a date over 2 years away and an impossible day, with a translated 400 on both doors', async () => {
    const u = await createUser(t.db, {});
    const put = (payload: unknown, lang = 'fr') =>
      request(t.app, { method: 'PUT', url: '/api/learning/plan', payload: payload as object, user: u, headers: { 'accept-language': lang } });
    const past = await put({ examDate: addDays(today(), -1), dailyMinutes: 30 });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe("La date de l'examen est déjà passée\u202f: choisissez aujourd'hui ou un jour à venir.");
    const pastEn = await put({ examDate: addDays(today(), -1), dailyMinutes: 30 }, 'en');
    expect(pastEn.json().message).toBe('The exam date has already passed: choose today or a day to come.');
    const far = await put({ examDate: addDays(today(), 800), dailyMinutes: 30 });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe("La date de l'examen doit être dans les deux ans qui viennent.");
    for (const bad of [{ examDate: '2027-02-30', dailyMinutes: 30 }, { examDate: '12/03/2027', dailyMinutes: 30 }, { examDate: addDays(today(), 30), dailyMinutes: 5 }, {}]) {
      expect((await put(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const trpc = await request(t.app, { method: 'POST', url: '/trpc/learning.setPlan', payload: { examDate: addDays(today(), -3), dailyMinutes: 30 }, user: u });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.message).toBe("La date de l'examen est déjà passée\u202f: choisissez aujourd'hui ou un jour à venir.");
    expect((await get(u, '/api/learning/plan')).body).toBeNull();
  });

  it('gives daily targets to the date, a mock exam each week and an interview each fortnight, and fills today from what was done', async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    const examDate = addDays(today(), 40);
    const set = await request(t.app, { method: 'PUT', url: '/api/learning/plan', payload: { examDate, dailyMinutes: 30 }, user: u });
    expect(set.statusCode).toBe(200);
    const plan = set.json() as PlanDto;
    expect(plan).toMatchObject({ examDate, dailyMinutes: 30, today: today(), daysLeft: 41 });
    // Bounded: four weeks are sent, not the whole road.
    expect(plan.days).toHaveLength(28);
    expect(plan.days[0]!.date).toBe(today());
    expect(plan.days.map((d) => d.date)).toEqual(plan.days.map((_, i) => addDays(today(), i)));
    // 30 minutes a day is 20 questions; a mock exam day leaves less.
    for (const d of plan.days) expect(d.newQuestions + d.reviews).toBeLessThanOrEqual(20);
    expect(plan.days[0]!.newQuestions).toBeGreaterThan(0);
    const exams = plan.days.filter((d) => d.exam).map((d) => d.date);
    expect(exams).toEqual([addDays(examDate, -37), addDays(examDate, -30), addDays(examDate, -23), addDays(examDate, -16)]);
    const interviews = plan.days.filter((d) => d.interview).map((d) => d.date);
    expect(interviews).toEqual([addDays(examDate, -31), addDays(examDate, -17)]);
    expect(plan.days[0]!.done).toEqual({ newQuestions: 0, reviews: 0, exam: false, interview: false });

    await play(u, 'full', bank.slice(120, 125), 3);
    await play(u, 'review', bank.slice(123, 125), 2);
    const after = (await get<PlanDto>(u, '/api/learning/plan')).body;
    expect(after.days[0]!.done).toEqual({ newQuestions: 5, reviews: 2, exam: false, interview: false });
    expect(after.unseen).toBe(plan.unseen - 5);
    expect(after.history).toEqual([]);

    // The tRPC door reads the same plan.
    const trpc = await request(t.app, { method: 'GET', url: '/trpc/learning.plan', user: u });
    expect(trpc.json().result.data).toEqual(after);

    // Two years away is accepted, and still only 28 days are sent.
    const farOk = await request(t.app, { method: 'PUT', url: '/api/learning/plan', payload: { examDate: addDays(today(), 730), dailyMinutes: 60 }, user: u });
    expect(farOk.statusCode).toBe(200);
    expect((farOk.json() as PlanDto).days).toHaveLength(28);
  });

  it('an exam on today: one day, nothing more to learn', async () => {
    const u = await createUser(t.db, {});
    const res = await request(t.app, { method: 'PUT', url: '/api/learning/plan', payload: { examDate: today(), dailyMinutes: 30 }, user: u });
    expect(res.statusCode).toBe(200);
    expect((res.json() as PlanDto).days).toEqual([
      { date: today(), newQuestions: 0, reviews: 0, exam: false, interview: false, done: { newQuestions: 0, reviews: 0, exam: false, interview: false } },
    ]);
  });
});

describe("the member's learning data", () => {
  it('is in the account export and goes with the account', async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    await play(u, 'full', bank.slice(130, 133), 2);
    const examDate = addDays(parisDay(new Date()), 20);
    expect((await request(t.app, { method: 'PUT', url: '/api/learning/plan', payload: { examDate, dailyMinutes: 20 }, user: u })).statusCode).toBe(200);
    const exported = (await get<{ learning: { plan: { examDate: string }; questionMemory: { questionId: string }[]; days: unknown[] } }>(u, '/api/account/export')).body;
    expect(exported.learning.plan.examDate).toBe(examDate);
    expect(exported.learning.questionMemory.map((m) => m.questionId).sort()).toEqual(bank.slice(130, 133).map((q) => q.id).sort());
    expect(exported.learning.days).toHaveLength(1);
    expect((await request(t.app, { method: 'DELETE', url: '/api/account', user: u })).statusCode).toBe(200);
    for (const table of ['questionMemory', 'learningDays', 'studyPlans'] as const) {
      expect(await t.db.selectFrom(table).select('userId').where('userId', '=', u.id).execute(), table).toEqual([]);
    }
  });
});
