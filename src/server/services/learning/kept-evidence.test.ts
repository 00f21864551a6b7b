// The readiness figure read from the sums kept on write (kept-evidence.ts) is the figure computed
// from every counted answer (counted-answers.ts + evidenceFromAnswers), checked on one member whose
// history is built through HTTP over 60 days (the clock moved with fake timers): quizzes answered
// again and again, reviews, a demo, an unfinished quiz, daily sessions (first answers count, reviews
// do not), mock exams handed in, one closed at its past deadline after later quizzes, an offline
// exam whose answers come before a daily session's, a deleted quiz. After each step the readiness,
// the dashboard's counts and a trainer's view of the member are compared, read now and later; at
// the end the migration's backfill gives the rows the writes kept, and the rows go with the account.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backfillReadiness } from '../../../../db/migrations/2026-12-08_readiness-kept.js';
import { attemptIds, examReadyBank, wrongAnswer } from '../../../../tests/helpers/quiz-fixtures.js';
import { createTestApp, createUser, request, type TestApp, type TestUser } from '../../../../tests/helpers/test-app.js';
import { EXAM_PASS_MARK } from '../../../shared/constants.js';
import type { DashboardStatsDto, QuestionDto } from '../../../shared/dto.js';
import type { OfflineExamPackDto } from '../../../shared/schemas/offline.js';
import type { ExamSessionDto } from '../../../shared/schemas/quiz.js';
import { deleteAccount } from '../account.service.js';
import { parisDay } from '../community-aggregates.service.js';
import { countedEvidenceOf, countedResponses } from '../counted-answers.js';
import { readinessOf } from '../groups/figures.js';
import { endOfParisDay, getReadiness } from '../learning.service.js';
import { getQuestionBank } from '../question-bank.js';
import { evidenceFromKept, keptEvidenceOf } from './kept-evidence.js';
import { evidenceFromAnswers, readinessFrom } from './model.js';

const DAY = 86_400_000;
let t: TestApp;
let bank: QuestionDto[];
const newId = attemptIds('kept');
const START = Date.now() - 60 * DAY;

beforeAll(async () => {
  t = await createTestApp();
  bank = (await examReadyBank(t.db)).filter((q) => q.type === 'mcq' && !q.id.startsWith('test-'));
});

afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

/** The clock of the app and of the test: `day` days (and `minutes`) after START. */
function at(day: number, minutes = 0): number {
  const when = START + day * DAY + minutes * 60_000;
  vi.setSystemTime(when);
  return when;
}

async function answer(u: TestUser, attemptId: string, q: Pick<QuestionDto, 'id'>, right: boolean, status = 201) {
  const full = (await getQuestionBank(t.db)).byId.get(q.id)!;
  const res = await request(t.app, { method: 'POST', url: '/api/responses', payload: { questionId: q.id, userAnswer: right ? full.correctAnswer : wrongAnswer(full), timeSpent: 2, attemptId }, user: u });
  expect(res.statusCode).toBe(status);
}

async function finish(u: TestUser, id: string) {
  expect((await request(t.app, { method: 'PATCH', url: `/api/attempts/${id}`, payload: { isCompleted: true }, user: u })).statusCode).toBe(200);
}

/** A quiz (or review, demo, daily session) of `questions`, the i-th right when right(i); finished unless told. */
async function quiz(u: TestUser, type: string, questions: QuestionDto[], right: (i: number) => boolean, done = true): Promise<string> {
  const id = newId();
  const payload = type === 'spaced' ? { id, type, totalQuestions: questions.length, questionIds: questions.map((q) => q.id) } : { id, type, totalQuestions: questions.length };
  expect((await request(t.app, { method: 'POST', url: '/api/attempts', payload, user: u })).statusCode).toBe(201);
  for (const [i, q] of questions.entries()) await answer(u, id, q, right(i));
  if (done) await finish(u, id);
  return id;
}

/** A mock exam: the first `right` answers right, `answered` answered; handed in unless told. */
async function exam(u: TestUser, right: number, answered = 40, done = true): Promise<string> {
  const res = await request(t.app, { method: 'POST', url: '/api/questions/exam', payload: {}, user: u });
  expect(res.statusCode).toBe(200);
  const session = res.json() as ExamSessionDto;
  for (const [i, q] of session.questions.slice(0, answered).entries()) await answer(u, session.attemptId, q, i < right);
  if (done) await finish(u, session.attemptId);
  return session.attemptId;
}

/** The figure as it was computed before: every counted answer of the member, read and weighed. */
async function fromEveryAnswer(u: TestUser, now: Date) {
  const { answers, exams } = (await countedEvidenceOf(t.db, [u.id])).get(u.id)!;
  const bankNow = await getQuestionBank(t.db);
  const cutoff = endOfParisDay(now).toISOString();
  const due = new Map<string, number>();
  for (const row of await t.db.selectFrom('questionMemory').select(['questionId', 'due']).where('userId', '=', u.id).execute()) {
    const q = bankNow.byId.get(row.questionId);
    if (q && row.due < cutoff) due.set(q.subtheme, (due.get(q.subtheme) ?? 0) + 1);
  }
  const examsAt = exams.map((e) => e.completedAt);
  const evidence = evidenceFromAnswers(answers, examsAt, now, due);
  const { scoreLow, scoreHigh, ...result } = readinessFrom(evidence);
  const last = exams[0];
  return {
    evidence,
    undue: evidenceFromAnswers(answers, examsAt, now),
    dto: {
      ...result,
      scoreLow,
      scoreHigh,
      minimum: 20,
      evidence: {
        answers: result.answered,
        exams: exams.length,
        days: new Set(answers.map((a) => parisDay(new Date(a.completedAt)))).size,
        lastExam: last ? { correct: last.correct, total: last.total, passed: last.correct >= EXAM_PASS_MARK, completedAt: last.completedAt } : null,
      },
    },
  };
}

/** The dashboard's counts as the full read summed them in SQL. */
async function statsFromEveryAnswer(u: TestUser) {
  const rows = await countedResponses(t.db, [u.id])
    .select(['q.category as category', 'q.subtheme as subtheme', 'q.kind as kind', 'r.isCorrect as isCorrect'])
    .execute();
  const sums = new Map<string, { correct: number; total: number }>();
  for (const r of rows) {
    for (const key of [`category:${r.category}`, `subtheme:${r.subtheme}`, `kind:${r.kind}`, 'all']) {
      const s = sums.get(key) ?? { correct: 0, total: 0 };
      s.total += 1;
      s.correct += Number(r.isCorrect);
      sums.set(key, s);
    }
  }
  return sums;
}

/** Kept and full reads agree: readiness now and later, the evidence to 1e-9, the dashboard, a trainer's view. */
async function expectSameFigures(u: TestUser, label: string) {
  const realNow = Date.now();
  for (const later of [0, 3 * DAY, 45 * DAY]) {
    const now = new Date(realNow + later);
    const kept = await getReadiness(t.db, u, now);
    const full = await fromEveryAnswer(u, now);
    expect(kept, `${label}, +${later / DAY} days`).toEqual(full.dto);
    const rows = (await keptEvidenceOf(t.db, [u.id])).get(u.id)!.questions;
    const mine = evidenceFromKept(rows, now);
    for (const [s, e] of Object.entries(full.undue)) {
      const k = mine[s as keyof typeof mine]!;
      expect(k, `${label}: ${s}`).toBeDefined();
      expect(k.answered).toBe(e.answered);
      expect(k.correct).toBe(e.correct);
      expect(k.right).toBeCloseTo(e.right, 9);
      expect(k.wrong).toBeCloseTo(e.wrong, 9);
    }
    expect(Object.keys(mine).sort()).toEqual(Object.keys(full.undue).sort());
    // A trainer's view of the member (groups/figures.ts, what the kept group figures store).
    const trainer = (await readinessOf(t.db, [u.id], now)).get(u.id)!.readiness;
    expect(trainer).toEqual(readinessFrom(full.undue));
  }
  const stats = (await request(t.app, { method: 'GET', url: '/api/dashboard/stats', user: u })).json() as DashboardStatsDto;
  const sums = await statsFromEveryAnswer(u);
  expect(stats.questionsAnswered, label).toBe(sums.get('all')?.total ?? 0);
  expect(stats.correctAnswers, label).toBe(sums.get('all')?.correct ?? 0);
  for (const th of stats.themeStats) for (const s of th.subthemes) expect({ total: s.total, correct: s.correct }, s.subtheme).toEqual(sums.get(`subtheme:${s.subtheme}`) ?? { total: 0, correct: 0 });
  for (const k of stats.kindStats) expect({ total: k.total, correct: k.correct }, k.kind).toEqual(sums.get(`kind:${k.kind}`) ?? { total: 0, correct: 0 });
  for (const c of stats.categoryStats) expect({ total: c.total, correct: c.correct }, c.category).toEqual(sums.get(`category:${c.category}`) ?? { total: 0, correct: 0 });
}

describe('the readiness figure kept on write', () => {
  it('is the figure computed from every counted answer, at every step of a 60-day history', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START });
    const u = await createUser(t.db, { hasFullAccess: true });
    const q = (from: number, n: number) => bank.slice(from, from + n);
    await expectSameFigures(u, 'no answer');

    at(0);
    await quiz(u, 'full', q(0, 15), (i) => i % 3 !== 0);
    await expectSameFigures(u, 'one quiz');
    at(2);
    // The same questions again, and again: one question weighs at most two answers.
    await quiz(u, 'full', q(5, 10), (i) => i < 7);
    at(3);
    const drilled = await quiz(u, 'full', q(5, 5), () => true);
    // Not counted: a review of mistakes, a demo, a quiz left unfinished.
    at(4);
    await quiz(u, 'review', q(0, 3), () => true);
    await quiz(u, 'demo', (await getQuestionBank(t.db)).demo, () => false);
    await quiz(u, 'full', q(300, 4), () => true, false);
    await expectSameFigures(u, 'quizzes, a review, a demo, an unfinished quiz');

    at(10);
    await exam(u, 25);
    await expectSameFigures(u, 'a mock exam');
    // A daily session: its new questions count (first answers), its reviews and the question met in
    // the unfinished quiz do not.
    at(12);
    await quiz(u, 'spaced', [...q(0, 3), q(300, 1)[0]!, ...q(400, 5)], (i) => i % 2 === 0);
    await expectSameFigures(u, 'a daily session');

    at(20);
    await quiz(u, 'full', q(20, 20), (i) => i < 15);
    // A mock exam left open: it counts as handed in at its deadline, read after a later quiz.
    at(21);
    await exam(u, 8, 10, false);
    at(25);
    await quiz(u, 'full', q(40, 10), (i) => i < 9);
    await expectSameFigures(u, 'a mock exam closed at its past deadline after a later quiz');

    // An offline exam whose answers precede a daily session's first answer to one of its questions:
    // that session answer is no longer the first.
    at(30);
    const pack = (await request(t.app, { method: 'GET', url: '/api/offline/exam-pack', user: u })).json() as OfflineExamPackDto;
    const start = at(30, 1);
    const met = new Set((await t.db.selectFrom('responses').select('questionId').where('userId', '=', u.id).execute()).map((r) => r.questionId));
    const shared = pack.questions.find((p) => !met.has(p.id) && !q(410, 3).some((x) => x.id === p.id))!;
    const sharedFull = bank.find((x) => x.id === shared.id)!;
    at(30, 25);
    await quiz(u, 'spaced', [sharedFull, ...q(410, 3)], () => true);
    const readyBank = await getQuestionBank(t.db);
    const finished = at(30, 40);
    const submitted = await request(t.app, {
      method: 'POST',
      url: '/api/offline/exam',
      payload: {
        token: pack.token,
        startedAt: new Date(start).toISOString(),
        finishedAt: new Date(finished).toISOString(),
        answers: pack.questions.map((p, i) => ({
          questionId: p.id,
          userAnswer: i < 30 ? readyBank.byId.get(p.id)!.correctAnswer : wrongAnswer(readyBank.byId.get(p.id)!),
          answeredAt: new Date(start + (i + 1) * 30_000).toISOString(),
        })),
      },
      user: u,
    });
    expect(submitted.statusCode).toBeLessThan(300);
    await expectSameFigures(u, 'an offline exam before a daily session answer');

    // A deleted quiz leaves the figures.
    at(40);
    expect((await request(t.app, { method: 'DELETE', url: `/api/attempts/${drilled}`, user: u })).statusCode).toBe(200);
    await expectSameFigures(u, 'a deleted quiz');

    at(50);
    await exam(u, 34);
    at(57);
    await quiz(u, 'full', q(60, 20), (i) => i < 16);
    await quiz(u, 'spaced', [...q(20, 4), ...q(420, 4)], (i) => i !== 5);
    await expectSameFigures(u, 'a second mock exam and more quizzes');

    // The migration's backfill gives the rows the writes kept.
    const keptRows = await t.db.selectFrom('readinessEvidence').selectAll().where('userId', '=', u.id).orderBy('questionId').execute();
    const keptMember = await t.db.selectFrom('readinessMembers').selectAll().where('userId', '=', u.id).executeTakeFirstOrThrow();
    expect(keptRows.length).toBeGreaterThan(100);
    expect(keptMember).toMatchObject({ exams: 4 });
    await t.db.deleteFrom('readinessEvidence').where('userId', '=', u.id).execute();
    await t.db.deleteFrom('readinessMembers').where('userId', '=', u.id).execute();
    await backfillReadiness(t.db, [u.id]);
    const backfilled = await t.db.selectFrom('readinessEvidence').selectAll().where('userId', '=', u.id).orderBy('questionId').execute();
    expect(backfilled.map(({ rightWeight, wrongWeight, ...r }) => r)).toEqual(keptRows.map(({ rightWeight, wrongWeight, ...r }) => r));
    for (const [i, r] of backfilled.entries()) {
      expect(r.rightWeight).toBeCloseTo(keptRows[i]!.rightWeight, 12);
      expect(r.wrongWeight).toBeCloseTo(keptRows[i]!.wrongWeight, 12);
    }
    expect(await t.db.selectFrom('readinessMembers').selectAll().where('userId', '=', u.id).executeTakeFirstOrThrow()).toEqual(keptMember);

    // The rows go with the account.
    await deleteAccount(t.db, u.id);
    expect(await t.db.selectFrom('readinessEvidence').select('questionId').where('userId', '=', u.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('readinessMembers').select('userId').where('userId', '=', u.id).execute()).toEqual([]);
    vi.useRealTimers();
    // A long history through HTTP (about 400 requests): room for a loaded machine.
  }, 180_000);
});
