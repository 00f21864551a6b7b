// Item analysis (docs/item-analysis.md): the figures kept on write when a quiz or exam is handed
// in, taken away with the attempt or the member, and equal to a recount from the answers after any
// history; the flags and their thresholds; both doors, admins only; « marquer comme revue ».
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfill } from '../../../db/migrations/2026-12-03_question-stats.js';
import { attemptIds, examReadyBank, getJson, playAttempt, wrongAnswer } from '../../../tests/helpers/quiz-fixtures.js';
import { callerFor } from '../../../tests/helpers/router-test-kit.js';
import { createTestApp, createUser, request, type TestApp, type TestUser } from '../../../tests/helpers/test-app.js';
import type { QuestionDto } from '../../shared/dto.js';
import type { QuestionAnalysisDetailDto, QuestionAnalysisPageDto } from '../../shared/schemas/item-analysis.js';
import { updateAdminQuestion } from './admin-questions.service.js';
import { deleteAccount } from './account.service.js';
import { deleteAttempt } from './attempt.service.js';
import {
  contributions,
  emptySums,
  figures,
  measuredLevel,
  addTo,
  medianSeconds,
  pointBiserial,
  rawFlags,
  shownFlags,
  type FlagInput,
} from './item-analysis/figures.js';
import { readKeptItemStats, recordAttemptItemStats, recountItemStats, windowStart } from './item-analysis.service.js';
import { REVIEW_NEW_EVIDENCE } from '../../shared/item-analysis-thresholds.js';
import { invalidateQuestionBank } from './question-bank.js';

let t: TestApp;
let bank: QuestionDto[];
let admin: TestUser;
const nextId = attemptIds('ia');

beforeAll(async () => {
  t = await createTestApp();
  bank = (await examReadyBank(t.db)).filter((q) => q.type === 'mcq');
  admin = await createUser(t.db, { isAdmin: true, email: 'redaction@example.fr' });
});
afterAll(() => t.close());

const kept = async () => readKeptItemStats(t.db);
const expectKeptEqualsRecount = async () => {
  const [a, b] = await Promise.all([readKeptItemStats(t.db), recountItemStats(t.db)]);
  expect(new Map([...a.all].sort())).toEqual(new Map([...b.all].sort()));
  expect(new Map([...a.days].sort())).toEqual(new Map([...b.days].sort()));
  expect(new Map([...a.choices].sort())).toEqual(new Map([...b.choices].sort()));
  // The latest day kept per question is the latest of its daily rows.
  const latest = new Map<string, string>();
  for (const key of b.days.keys()) {
    const [qid, day] = key.split('\u0000') as [string, string];
    if (day > (latest.get(qid) ?? '')) latest.set(qid, day);
  }
  const lastDays = await t.db.selectFrom('questionStats').select(['questionId', 'lastDay']).execute();
  expect(new Map(lastDays.map((r) => [r.questionId, r.lastDay]))).toEqual(latest);
};

describe('figures', () => {
  it('reads the median from the histogram, interpolating inside its bucket', () => {
    const s = emptySums();
    expect(medianSeconds(s)).toBeNull();
    s.t1 = 4; // [5, 10)
    expect(medianSeconds(s)).toBe(7.5);
    s.t9 = 10; // 120 s and more
    expect(medianSeconds(s)).toBe(120);
  });

  it('computes the point-biserial index from the kept sums as from the pairs', () => {
    const pairs: [number, 0 | 1][] = [
      [900, 1],
      [800, 1],
      [700, 0],
      [400, 1],
      [300, 0],
      [100, 0],
    ];
    const s = emptySums();
    for (const [x, right] of pairs) addTo(s, { questionId: 'q', answer: 'a', right, bucket: 0, x });
    const n = pairs.length;
    const mx = pairs.reduce((a, [x]) => a + x, 0) / n;
    const my = pairs.reduce((a, [, y]) => a + y, 0) / n;
    const cov = pairs.reduce((a, [x, y]) => a + (x - mx) * (y - my), 0);
    const sx = Math.sqrt(pairs.reduce((a, [x]) => a + (x - mx) ** 2, 0));
    const sy = Math.sqrt(pairs.reduce((a, [, y]) => a + (y - my) ** 2, 0));
    expect(pointBiserial(s)).toBeCloseTo(cov / (sx * sy), 3);
  });

  it('stands for the rest of the bank with the rest of the attempt, from five answers', () => {
    const answers = [1, 1, 0, 1, 0].map((r, i) => ({ questionId: `q${i}`, userAnswer: 'x', isCorrect: r, timeSpent: 12 }));
    const k = contributions(answers);
    expect(k[0]).toMatchObject({ right: 1, x: 500, bucket: 2 }); // 2 right among the 4 others
    expect(k[2]).toMatchObject({ right: 0, x: 750 });
    expect(contributions(answers.slice(0, 4)).every((c) => c.x === null)).toBe(true);
  });

  it('raises each flag at its documented threshold', () => {
    const base = (): FlagInput => ({
      type: 'mcq',
      isActive: true,
      correctAnswer: 'B',
      options: ['A', 'B', 'C'],
      all: emptySums(),
      seenInWindow: true,
      choices: new Map(),
      themeMedianSeconds: 10,
    });
    const easy = base();
    Object.assign(easy.all, { answers: 200, correct: 191, t1: 200 });
    expect(rawFlags(easy)).toEqual(['too_easy']);
    easy.all.correct = 190; // exactly 0.95 is not above
    expect(rawFlags(easy)).toEqual([]);
    easy.all.answers = 199;
    easy.all.correct = 199;
    expect(rawFlags(easy)).toEqual([]);

    const trap = base();
    Object.assign(trap.all, { answers: 30, correct: 10, t1: 30 });
    trap.choices = new Map([['A', 15], ['B', 10], ['C', 5]]);
    expect(rawFlags(trap)).toEqual(['likely_trap']);

    const reverse = base();
    for (let i = 0; i < 30; i++) addTo(reverse.all, { questionId: 'q', answer: 'B', right: i % 2 ? 1 : 0, bucket: 1, x: i % 2 ? 200 : 800 });
    reverse.choices = new Map([['B', 15], ['A', 15]]);
    expect(rawFlags(reverse)).toEqual(['reverse_discrimination']);

    const unseen = base();
    unseen.seenInWindow = false;
    expect(rawFlags(unseen)).toEqual(['never_seen']);
    expect(rawFlags({ ...unseen, isActive: false })).toEqual([]);

    const slow = base();
    Object.assign(slow.all, { answers: 30, correct: 15, t5: 30 }); // median 37.5 s > 3 × 10 s
    slow.choices = new Map([['B', 15], ['A', 15]]);
    expect(rawFlags(slow)).toEqual(['slow']);
    expect(rawFlags({ ...slow, themeMedianSeconds: 13 })).toEqual([]);

    expect(shownFlags(['slow'], 100, 100)).toEqual([]);
    expect(shownFlags(['slow'], 100 + REVIEW_NEW_EVIDENCE, 100)).toEqual(['slow']);
  });
});

describe('kept on write', () => {
  it('counts finished quizzes and exams only, by the chosen text, and takes them away again', async () => {
    const member = await createUser(t.db, { hasFullAccess: true });
    const qs = bank.slice(0, 6);
    const before = await kept();
    const n = (id: string) => before.all.get(id)?.answers ?? 0;

    const quiz = await playAttempt(t.app, member, { id: nextId(), type: 'full', questions: qs, right: 4 });
    await playAttempt(t.app, member, { id: nextId(), type: 'full', questions: qs, right: 6, finish: false });
    await playAttempt(t.app, member, { id: nextId(), type: 'review', questions: qs.slice(0, 2), right: 0 });
    let after = await kept();
    expect(qs.map((q) => (after.all.get(q.id)?.answers ?? 0) - n(q.id))).toEqual([1, 1, 1, 1, 1, 1]);
    const q5 = qs[5]!;
    expect(after.choices.get(`${q5.id}\u0000${wrongAnswer(q5)}`)).toBe((before.choices.get(`${q5.id}\u0000${wrongAnswer(q5)}`) ?? 0) + 1);
    await expectKeptEqualsRecount();

    await deleteAttempt(t.db, { id: member.id, hasFullAccess: 1 }, quiz);
    after = await kept();
    expect(qs.map((q) => (after.all.get(q.id)?.answers ?? 0) - n(q.id))).toEqual([0, 0, 0, 0, 0, 0]);
    await expectKeptEqualsRecount();

    await playAttempt(t.app, member, { id: nextId(), type: 'full', questions: qs, right: 2 });
    await deleteAccount(t.db, member.id);
    after = await kept();
    expect(qs.map((q) => (after.all.get(q.id)?.answers ?? 0) - n(q.id))).toEqual([0, 0, 0, 0, 0, 0]);
    await expectKeptEqualsRecount();
  });

  it('the migration backfill gives the figures kept on write', async () => {
    const member = await createUser(t.db, { hasFullAccess: true });
    await playAttempt(t.app, member, { id: nextId(), type: 'full', questions: bank.slice(3, 12), right: 5 });
    const onWrite = await kept();
    await t.db.deleteFrom('questionStats').execute();
    await t.db.deleteFrom('questionStatDays').execute();
    await t.db.deleteFrom('questionChoices').execute();
    await backfill(t.db);
    expect(await kept()).toEqual(onWrite);
  });

  it('after any sequence of answers, finished attempts, edits, deactivations and deletions, equals a recount', async () => {
    const pool = bank.slice(20, 32);
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('attempt' as const),
        member: fc.nat(2),
        type: fc.constantFrom('full', 'full', 'exam', 'review', 'spaced', 'demo'),
        picks: fc.uniqueArray(fc.nat(pool.length - 1), { minLength: 1, maxLength: 8 }),
        rights: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        finish: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('deleteAttempt' as const), member: fc.nat(2), which: fc.nat(5) }),
      fc.record({ kind: fc.constant('deleteAccount' as const), member: fc.nat(2) }),
      fc.record({ kind: fc.constant('edit' as const), question: fc.nat(pool.length - 1), active: fc.boolean() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 10 }), async (steps) => {
        const members: TestUser[] = [];
        const attempts = new Map<number, string[]>();
        for (let i = 0; i < 3; i++) members.push(await createUser(t.db, { hasFullAccess: true }));
        const deleted = new Set<number>();
        for (const s of steps) {
          if ('member' in s && deleted.has(s.member)) continue;
          if (s.kind === 'attempt') {
            const m = members[s.member]!;
            const id = nextId();
            const qs = s.picks.map((i) => pool[i]!);
            // Exams, reviews and spaced sessions are written as the app leaves them once answered.
            await t.db
              .insertInto('attempts')
              .values({ id, userId: m.id, type: s.type as 'full', startedAt: new Date().toISOString(), completedAt: null, deadlineAt: null, isCompleted: 0, score: null, correctAnswers: 0, totalQuestions: qs.length, questionIds: null })
              .execute();
            for (const [i, q] of qs.entries()) {
              const answer = s.rights[i] ? q.correctAnswer : wrongAnswer(q);
              await t.db
                .insertInto('responses')
                .values({ userId: m.id, questionId: q.id, attemptId: id, userAnswer: answer, isCorrect: answer === q.correctAnswer ? 1 : 0, timeSpent: 3 + i * 11, createdAt: new Date().toISOString() })
                .execute();
            }
            if (s.finish) {
              const res = await request(t.app, { method: 'PATCH', url: `/api/attempts/${id}`, payload: { isCompleted: true }, user: m });
              expect(res.statusCode).toBe(200);
            }
            attempts.set(s.member, [...(attempts.get(s.member) ?? []), id]);
          } else if (s.kind === 'deleteAttempt') {
            const list = attempts.get(s.member) ?? [];
            const id = list[s.which % Math.max(1, list.length)];
            if (id) {
              await deleteAttempt(t.db, { id: members[s.member]!.id, hasFullAccess: 1 }, id);
              attempts.set(s.member, list.filter((a) => a !== id));
            }
          } else if (s.kind === 'deleteAccount') {
            await deleteAccount(t.db, members[s.member]!.id);
            deleted.add(s.member);
          } else {
            const q = pool[s.question]!;
            await updateAdminQuestion(t.db, admin, { id: q.id, isActive: s.active, explanation: `Explication revue ${Math.random()}` });
          }
          await expectKeptEqualsRecount();
        }
      }),
      { numRuns: 8 },
    );
    for (const q of pool) await updateAdminQuestion(t.db, admin, { id: q.id, isActive: true });
    invalidateQuestionBank(t.db);
  }, 120_000);
});

describe('measured difficulty', () => {
  it('maps the share right to a level once there are enough answers', () => {
    expect(measuredLevel(199, 199)).toBeNull();
    expect(measuredLevel(200, 190)).toBe(1);
    expect(measuredLevel(200, 150)).toBe(2);
    expect(measuredLevel(200, 110)).toBe(3);
    expect(measuredLevel(200, 80)).toBe(4);
    expect(measuredLevel(200, 79)).toBe(5);
  });

  it("the quiz's « niveau » follows the measured level from 200 answers, the editor's before", async () => {
    const q = bank.slice(60).find((b) => b.difficulty >= 2)!;
    const member = await createUser(t.db, { hasFullAccess: true });
    const draw = async (level: number) =>
      (await getJson<QuestionDto[]>(t.app, member, `/api/questions?subtheme=${q.subtheme}&difficulty=${level}&limit=50`)).body.map((d) => d.id);
    expect(await draw(q.difficulty)).toContain(q.id);
    const now = new Date().toISOString();
    // 200 finished quizzes in which everyone gets it right: measured level 1.
    for (let i = 0; i < 200; i++) {
      const id = nextId();
      await t.db
        .insertInto('attempts')
        .values({ id, userId: member.id, type: 'full', startedAt: now, completedAt: now, deadlineAt: null, isCompleted: 1, score: '100', correctAnswers: 1, totalQuestions: 1, questionIds: null })
        .execute();
      await t.db.insertInto('responses').values({ userId: member.id, questionId: q.id, attemptId: id, userAnswer: q.correctAnswer, isCorrect: 1, timeSpent: 4, createdAt: now }).execute();
      await recordAttemptItemStats(t.db, id);
    }
    await expect.poll(async () => draw(1), { timeout: 5000, interval: 500 }).toContain(q.id);
    expect(await draw(q.difficulty)).not.toContain(q.id);
    const row = (await getJson<QuestionAnalysisDetailDto>(t.app, admin, `/api/admin/questions/${q.id}/analysis`)).body;
    expect(row.flags).toContain('too_easy');
  });
});

describe('both doors', () => {
  it('lists the figures a page at a time, sorted and filtered, admins only', async () => {
    const member = await createUser(t.db, { hasFullAccess: true });
    const qs = bank.slice(0, 10);
    await playAttempt(t.app, member, { id: nextId(), type: 'full', questions: qs, right: 3 });

    expect((await getJson(t.app, null, '/api/admin/questions/analysis')).status).toBe(401);
    expect((await getJson(t.app, member, '/api/admin/questions/analysis')).status).toBe(403);
    const page = await getJson<QuestionAnalysisPageDto>(t.app, admin, '/api/admin/questions/analysis?sort=answers&order=desc&pageSize=5');
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(5);
    expect(page.body.total).toBeGreaterThan(5);
    const answers = page.body.items.map((r) => r.all.answers);
    expect([...answers].sort((a, b) => b - a)).toEqual(answers);
    expect(page.body.items[0]!.last90.answers).toBeGreaterThan(0);

    const theme = qs[0]!.theme;
    const byTheme = await getJson<QuestionAnalysisPageDto>(t.app, admin, `/api/admin/questions/analysis?theme=${theme}&pageSize=100`);
    expect(byTheme.body.items.every((r) => r.theme === theme)).toBe(true);
    const unseen = await getJson<QuestionAnalysisPageDto>(t.app, admin, '/api/admin/questions/analysis?flag=never_seen&pageSize=100');
    expect(unseen.body.items.every((r) => r.flags.includes('never_seen') && r.last90.answers === 0)).toBe(true);
    expect(unseen.body.items.some((r) => r.id === qs[0]!.id)).toBe(false);

    const bad = await getJson<{ errors: { message: string }[] }>(t.app, admin, '/api/admin/questions/analysis?sort=nimporte');
    expect(bad.status).toBe(400);

    const caller = await callerFor(t.db, t.env, admin);
    const twin = await caller.admin.questions.analysis({ sort: 'answers', order: 'desc', pageSize: 5 });
    expect(twin.items.map((r) => r.id)).toEqual(page.body.items.map((r) => r.id));
    await expect((await callerFor(t.db, t.env, member)).admin.questions.analysis({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('shows one question with its option bars and trend, and « marquer comme revue » hides its flags, audited', async () => {
    const q = bank[40]!;
    const member = await createUser(t.db, { hasFullAccess: true });
    await playAttempt(t.app, member, { id: nextId(), type: 'full', questions: [q, ...bank.slice(41, 45)], right: 0 });
    const detail = await getJson<QuestionAnalysisDetailDto>(t.app, admin, `/api/admin/questions/${q.id}/analysis`);
    expect(detail.status).toBe(200);
    expect(detail.body.options.find((o) => o.isKey)?.text).toBe(q.correctAnswer);
    expect(detail.body.options.find((o) => o.text === wrongAnswer(q))?.n).toBeGreaterThan(0);
    expect(detail.body.trend.at(-1)).toMatchObject({ month: new Date().toISOString().slice(0, 7) });
    expect((await getJson(t.app, admin, '/api/admin/questions/nope/analysis')).status).toBe(404);

    // A question nobody answered lately: « jamais vue », until reviewed.
    const unseen = await getJson<QuestionAnalysisPageDto>(t.app, admin, '/api/admin/questions/analysis?flag=never_seen&pageSize=1');
    const id = unseen.body.items[0]!.id;
    const res = await request(t.app, { method: 'POST', url: `/api/admin/questions/${id}/analysis/review`, user: admin });
    expect(res.statusCode).toBe(200);
    const reviewed = res.json() as QuestionAnalysisDetailDto;
    expect(reviewed.flags).toEqual([]);
    expect(reviewed.rawFlags).toContain('never_seen');
    expect(reviewed.reviewedAt).not.toBeNull();
    const audit = await t.db.selectFrom('auditLog').selectAll().where('action', '=', 'question.analysis_review').where('targetId', '=', id).executeTakeFirst();
    expect(audit).toMatchObject({ actorEmail: 'redaction@example.fr', targetType: 'question' });
    expect(JSON.parse(audit!.details!).flags).toContain('never_seen');

    const other = await createUser(t.db);
    expect((await request(t.app, { method: 'POST', url: `/api/admin/questions/${id}/analysis/review`, user: other })).statusCode).toBe(403);
    const caller = await callerFor(t.db, t.env, admin);
    expect((await caller.admin.questions.markReviewed({ id })).reviewedAt).not.toBeNull();
    expect((await caller.admin.questions.analysisDetail({ id })).id).toBe(id);
  });
});

describe('the recent window', () => {
  it("the list gives every question's last 90 days as its daily rows do, after writes to past days and today", async () => {
    const member = await createUser(t.db, { hasFullAccess: true });
    const qs = bank.slice(50, 56);
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    // A quiz handed in on a past day (an exam closed at its deadline is counted on that day).
    const finishedOn = async (at: string, right: number) => {
      const id = nextId();
      await t.db
        .insertInto('attempts')
        .values({ id, userId: member.id, type: 'full', startedAt: at, completedAt: at, deadlineAt: null, isCompleted: 1, score: null, correctAnswers: right, totalQuestions: qs.length, questionIds: null })
        .execute();
      for (const [i, q] of qs.entries()) {
        const answer = i < right ? q.correctAnswer : wrongAnswer(q);
        await t.db
          .insertInto('responses')
          .values({ userId: member.id, questionId: q.id, attemptId: id, userAnswer: answer, isCorrect: i < right ? 1 : 0, timeSpent: 4 + i * 13, createdAt: at })
          .execute();
      }
      await t.db.transaction().execute((trx) => recordAttemptItemStats(trx, id));
      return id;
    };
    // Every question's window summed from its daily rows, as the list read it before it kept a copy.
    const expectWindowAsDailyRows = async () => {
      const rows = await t.db.selectFrom('questionStatDays').selectAll().where('day', '>=', windowStart(new Date())).execute();
      const sums = new Map<string, ReturnType<typeof emptySums>>();
      for (const r of rows) {
        const s = sums.get(r.questionId) ?? emptySums();
        for (const f of Object.keys(s) as (keyof typeof s)[]) s[f] += Number(r[f]);
        sums.set(r.questionId, s);
      }
      // Sorted on the window (every question's), and on another column (the page's rows').
      for (const sort of ['answers90', 'id']) {
        const listed: QuestionAnalysisPageDto['items'] = [];
        for (let page = 1; ; page++) {
          const res = await getJson<QuestionAnalysisPageDto>(t.app, admin, `/api/admin/questions/analysis?sort=${sort}&order=desc&pageSize=100&page=${page}`);
          expect(res.status).toBe(200);
          listed.push(...res.body.items);
          if (listed.length >= res.body.total) break;
        }
        if (sort === 'answers90') expect(listed.map((r) => r.last90.answers)).toEqual(listed.map((r) => r.last90.answers).sort((a, b) => b - a));
        for (const r of listed) expect(r.last90, r.id).toEqual(figures(sums.get(r.id) ?? emptySums()));
        expect(qs.every((q) => listed.some((r) => r.id === q.id))).toBe(true);
      }
    };

    const tenDaysAgo = await finishedOn(daysAgo(10), 2);
    await expectWindowAsDailyRows();
    // After the list kept its copy of the past days: one more on a past day, one today, one removed.
    await finishedOn(daysAgo(20), 5);
    await expectWindowAsDailyRows();
    await playAttempt(t.app, member, { id: nextId(), type: 'full', questions: qs, right: 1 });
    await expectWindowAsDailyRows();
    await deleteAttempt(t.db, { id: member.id, hasFullAccess: 1 }, tenDaysAgo);
    await expectWindowAsDailyRows();
    await finishedOn(daysAgo(89), 3);
    await finishedOn(daysAgo(90), 6);
    await expectWindowAsDailyRows();
    await deleteAccount(t.db, member.id);
    await expectWindowAsDailyRows();
  });
});
