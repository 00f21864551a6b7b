// The civic exam taken offline, through HTTP on a real database (docs/offline.md): a pack without
// answers and a signed token; on sync the server scores, refuses tokens it did not issue to that
// member, returns the same result to a replay, does not count answers given after the time, and
// never scores a paper again once its exam was deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examSubmission, fetchExamPack } from '../../../tests/helpers/offline-exam.js';
import { createTestApp, createUser, request, type TestApp, type TestUser } from '../../../tests/helpers/test-app.js';
import { EXAM_DURATION_MINUTES, EXAM_PASS_MARK, EXAM_QUESTION_COUNT } from '../../shared/constants.js';
import type { OfflineExamPackDto } from '../../shared/schemas/offline.js';
import type { ExamResultDto } from '../../shared/schemas/quiz.js';
import { OFFLINE_EXAM_GRACE_MS } from './offline-exam.service.js';
import { getQuestionBank, invalidateQuestionBank } from './question-bank.js';

let t: TestApp;
let member: TestUser;
let other: TestUser;
let correct: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  correct = new Map((await getQuestionBank(t.db)).active.map((q) => [q.id, q.correctAnswer]));
  member = await createUser(t.db, { hasFullAccess: true, firstName: 'Hors' });
  other = await createUser(t.db, { hasFullAccess: true, firstName: 'Ligne' });
});

afterAll(async () => {
  await t?.close();
});

/** The pack as downloaded `ago` ms before now (the exam is then taken offline and synced now). */
const examPack = (user: TestUser, ago = 0) => fetchExamPack(t.app, user, ago);

const minutes = (n: number) => n * 60_000;

/** `right` answers right, the rest wrong; each answered one minute (or `step`) after the previous one from `start`. */
const submission = (pack: OfflineExamPackDto, right: number, start: number, finish: number, step = minutes(1)) =>
  examSubmission(pack, correct, right, start, finish, step);

async function submit(user: TestUser | null, body: object) {
  return request(t.app, { method: 'POST', url: '/api/offline/exam', payload: body, user });
}

describe('the offline exam pack', () => {
  it('is for members only, on both doors', async () => {
    expect((await request(t.app, { method: 'GET', url: '/api/offline/exam-pack' })).statusCode).toBe(401);
    expect((await request(t.app, { method: 'GET', url: '/trpc/offline.examPack' })).statusCode).toBe(401);
    expect((await submit(null, {})).statusCode).toBe(401);
  });

  it('holds the 40 questions of an official draw, without their answers or explanations', async () => {
    const pack = await examPack(member);
    expect(pack.questions).toHaveLength(EXAM_QUESTION_COUNT);
    expect(new Set(pack.questions.map((q) => q.id)).size).toBe(EXAM_QUESTION_COUNT);
    expect(pack.durationMinutes).toBe(EXAM_DURATION_MINUTES);
    expect(pack.passMark).toBe(EXAM_PASS_MARK);
    for (const q of pack.questions) {
      expect(q).not.toHaveProperty('correctAnswer');
      expect(q).not.toHaveProperty('explanation');
      expect(q).not.toHaveProperty('explanationEn');
    }
    // Nor hidden in the token: it names the questions, not their answers.
    const payload = JSON.parse(Buffer.from(pack.token.split('.')[0]!, 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(Object.keys(payload).sort()).toEqual(['q', 't', 'u']);
    expect(payload).toMatchObject({ u: member.id, q: pack.questions.map((q) => q.id), t: Date.parse(pack.issuedAt) });
  });
});

describe('an offline exam synced', () => {
  it('is scored by the server, shown in the history, and a replay gets the same result without a second exam', async () => {
    const pack = await examPack(member, minutes(50));
    const start = Date.now() - minutes(45);
    // The client claims nothing about correctness; 33 right answers out of 40.
    const body = submission(pack, 33, start, start + minutes(40), 60_000 - 1);
    const res = await submit(member, body);
    expect(res.statusCode).toBe(200);
    const result = res.json() as ExamResultDto;
    expect(result).toMatchObject({ correctAnswers: 33, totalQuestions: 40, passed: true, passMark: EXAM_PASS_MARK });
    expect(result.completedAt).toBe(body.finishedAt);
    expect(result.questions.map((q) => q.id)).toEqual(pack.questions.map((q) => q.id));
    expect(result.questions.every((q) => q.correctAnswer === correct.get(q.id))).toBe(true);

    const again = await submit(member, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(result);
    const exams = await t.db.selectFrom('attempts').select('id').where('userId', '=', member.id).where('type', '=', 'exam').execute();
    expect(exams).toHaveLength(1);
    expect(await t.db.selectFrom('responses').select('id').where('attemptId', '=', result.attemptId).execute()).toHaveLength(40);

    const history = await request(t.app, { method: 'GET', url: '/api/attempts', user: member });
    expect(history.json().find((a: { id: string }) => a.id === result.attemptId)).toMatchObject({ isCompleted: true, correctAnswers: 33 });
  });

  it('is refused with 403 for a forged token or another member\'s token, on both doors', async () => {
    const pack = await examPack(member);
    const start = Date.now();
    const body = submission(pack, 40, start, start + minutes(10), 1000);
    expect((await submit(other, body)).statusCode).toBe(403);
    const trpc = await request(t.app, { method: 'POST', url: '/trpc/offline.submitExam', payload: body, user: other });
    expect(trpc.statusCode).toBe(403);

    // The same signature over another member's payload, or over other questions.
    const [payload, mac] = pack.token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u: string; q: string[]; t: number };
    const forge = (c: object) => `${Buffer.from(JSON.stringify(c)).toString('base64url')}.${mac}`;
    expect((await submit(other, { ...body, token: forge({ ...claims, u: other.id }) })).statusCode).toBe(403);
    expect((await submit(member, { ...body, token: forge({ ...claims, q: [...claims.q].reverse() }) })).statusCode).toBe(403);
    expect((await submit(member, { ...body, token: `${payload}.${'A'.repeat(mac.length)}` })).statusCode).toBe(403);
    expect((await submit(member, { ...body, token: 'not-a-token-at-all' })).statusCode).toBe(403);
  });

  it('does not count answers given after the 45 minutes', async () => {
    const pack = await examPack(other, minutes(70));
    const start = Date.now() - minutes(65);
    // One answer every 1 min 30 s, all right: answers 1..31 fall within 45 min + grace, the rest after.
    const body = submission(pack, 40, start, start + minutes(61), 90_000);
    const res = await request(t.app, { method: 'POST', url: '/trpc/offline.submitExam', payload: body, user: other });
    expect(res.statusCode).toBe(200);
    const result = res.json().result.data as ExamResultDto;
    const inTime = body.answers.filter((a) => Date.parse(a.answeredAt) <= start + minutes(45) + OFFLINE_EXAM_GRACE_MS).length;
    expect(inTime).toBe(31);
    expect(result.correctAnswers).toBe(inTime);
    expect(result.passed).toBe(false);
    expect(result.questions.filter((q) => q.userAnswer === null)).toHaveLength(40 - inTime);
  });

  it('refuses times the server cannot believe, and answers to questions not in the pack', async () => {
    const pack = await examPack(other);
    const now = Date.now();
    const before = submission(pack, 10, now - minutes(60), now - minutes(30));
    expect((await submit(other, before)).statusCode).toBe(400);
    const future = submission(pack, 10, now, now + minutes(50));
    expect((await submit(other, future)).statusCode).toBe(400);
    const backwards = submission(pack, 10, now, now - minutes(1));
    expect((await submit(other, backwards)).statusCode).toBe(400);
    const stranger = submission(pack, 10, now, now + 1000, 10);
    stranger.answers[0]!.questionId = 'not-in-the-pack';
    expect((await submit(other, stranger)).statusCode).toBe(400);
    expect((await submit(other, { token: pack.token })).statusCode).toBe(400);
  });

  it('is scored without a question withdrawn from the bank after the paper was issued, and only once', async () => {
    const who = await createUser(t.db, { hasFullAccess: true, firstName: 'Retrait' });
    const pack = await examPack(who, minutes(20));
    const withdrawn = pack.questions[3]!.id;
    await t.db.updateTable('questions').set({ isActive: 0 }).where('id', '=', withdrawn).execute();
    invalidateQuestionBank(t.db);
    try {
      const start = Date.now() - minutes(15);
      const body = submission(pack, 40, start, start + minutes(10), 10_000);
      const res = await submit(who, body);
      expect(res.statusCode).toBe(200);
      const result = res.json() as ExamResultDto;
      // The withdrawn question's answer cannot be scored: the other 39 are, and the exam is complete.
      expect(result).toMatchObject({ correctAnswers: 39, totalQuestions: 40, completedAt: body.finishedAt });
      expect((await submit(who, body)).json()).toEqual(result);
      const exams = await t.db.selectFrom('attempts').select(['id', 'isCompleted']).where('userId', '=', who.id).execute();
      expect(exams).toEqual([{ id: result.attemptId, isCompleted: 1 }]);
    } finally {
      await t.db.updateTable('questions').set({ isActive: 1 }).where('id', '=', withdrawn).execute();
      invalidateQuestionBank(t.db);
    }
  });
});

describe('a paper handed in, then its exam deleted', () => {
  it('is refused with a translated 409 on both doors and makes no new exam, while a replay of a kept exam stays idempotent', async () => {
    const who = await createUser(t.db, { hasFullAccess: true, firstName: 'Copie' });
    const pack = await examPack(who, minutes(20));
    const start = Date.now() - minutes(15);
    const body = submission(pack, 40, start, start + minutes(10), 10_000);
    const first = await submit(who, body);
    expect(first.statusCode).toBe(200);
    const result = first.json() as ExamResultDto;
    expect(result.correctAnswers).toBe(40);
    expect((await submit(who, body)).json()).toEqual(result);

    // The member deletes the exam from the history, now knowing every right answer of that paper.
    expect((await request(t.app, { method: 'DELETE', url: `/api/attempts/${result.attemptId}`, user: who })).statusCode).toBe(200);
    const rest = await request(t.app, { method: 'POST', url: '/api/offline/exam', payload: body, user: who, headers: { 'accept-language': 'fr' } });
    expect(rest.statusCode).toBe(409);
    expect(rest.json().message).toBe("Ce sujet d'examen hors ligne a déjà été rendu\u202f; son examen a été supprimé, il ne peut pas être corrigé une seconde fois.");
    const en = await request(t.app, { method: 'POST', url: '/api/offline/exam', payload: body, user: who, headers: { 'accept-language': 'en' } });
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe('This offline exam paper has already been handed in; its exam was deleted, so it cannot be scored a second time.');
    const trpc = await request(t.app, { method: 'POST', url: '/trpc/offline.submitExam', payload: body, user: who, headers: { 'accept-language': 'ar' } });
    expect(trpc.statusCode).toBe(409);
    expect(trpc.json().error.message).toMatch(/[\u0600-\u06ff]/);
    expect(await t.db.selectFrom('attempts').select('id').where('userId', '=', who.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('responses').select('id').where('userId', '=', who.id).execute()).toEqual([]);
  });

  it('is remembered at its replay when it was handed in before papers were remembered', async () => {
    const who = await createUser(t.db, { hasFullAccess: true, firstName: 'Ancienne' });
    const pack = await examPack(who, minutes(20));
    const start = Date.now() - minutes(15);
    const body = submission(pack, 20, start, start + minutes(10), 10_000);
    const result = (await submit(who, body)).json() as ExamResultDto;
    expect(await t.db.selectFrom('offlineExamPapers').select('attemptId').where('userId', '=', who.id).execute()).toEqual([{ attemptId: result.attemptId }]);
    // As the exam stood before the papers table existed.
    await t.db.deleteFrom('offlineExamPapers').where('userId', '=', who.id).execute();
    expect((await submit(who, body)).json()).toEqual(result);
    expect((await request(t.app, { method: 'DELETE', url: `/api/attempts/${result.attemptId}`, user: who })).statusCode).toBe(200);
    expect((await submit(who, body)).statusCode).toBe(409);
  });

  it('is in the account export and goes with the account', async () => {
    const who = await createUser(t.db, { hasFullAccess: true, firstName: 'Export' });
    const pack = await examPack(who, minutes(20));
    const start = Date.now() - minutes(15);
    const result = (await submit(who, submission(pack, 30, start, start + minutes(10), 10_000))).json() as ExamResultDto;
    const exported = await request(t.app, { method: 'GET', url: '/api/account/export', user: who });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().offlineExamPapers).toEqual([{ paperId: expect.stringMatching(/^[0-9a-f]{32}$/), attemptId: result.attemptId, handedInAt: expect.any(String) }]);
    expect((await request(t.app, { method: 'DELETE', url: '/api/account', user: who })).statusCode).toBe(200);
    expect(await t.db.selectFrom('offlineExamPapers').select('paperId').where('userId', '=', who.id).execute()).toEqual([]);
  });
});
