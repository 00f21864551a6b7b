// Offline practice through HTTP on a real database (docs/offline.md): the pack a member downloads
// (both doors, size by access, its version, never cached), and answers replayed by the offline
// queue, which must be stored exactly once whatever the number of copies and whenever they arrive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, request, type TestApp, type TestUser } from '../../../tests/helpers/test-app.js';
import type { QuestionDto } from '../../shared/dto.js';
import type { OfflinePackDto } from '../../shared/schemas/offline.js';
import { OFFLINE_PACK_SIZE, OFFLINE_PACK_SIZE_LIMITED } from './offline.service.js';
import { getQuestionBank, invalidateQuestionBank } from './question-bank.js';

let t: TestApp;
let free: TestUser;
let full: TestUser;
let other: TestUser;
let bank: QuestionDto[];

let seq = 0;
const newId = () => `attempt_${Date.now()}_${String(++seq).padStart(4, '0')}off`;

beforeAll(async () => {
  t = await createTestApp();
  bank = (await getQuestionBank(t.db)).active;
  free = await createUser(t.db, { firstName: 'Libre' });
  full = await createUser(t.db, { hasFullAccess: true, firstName: 'Complet' });
  other = await createUser(t.db, { hasFullAccess: true, firstName: 'Autre' });
});

afterAll(async () => {
  await t?.close();
});

async function pack(user: TestUser | null, have?: string) {
  return request(t.app, { method: 'GET', url: `/api/offline/pack${have ? `?have=${encodeURIComponent(have)}` : ''}`, user });
}

describe('the offline pack', () => {
  it('is for members only, on both doors', async () => {
    expect((await pack(null)).statusCode).toBe(401);
    expect((await request(t.app, { method: 'GET', url: '/trpc/offline.pack' })).statusCode).toBe(401);
  });

  it('holds 200 questions with their right answers and explanations for a full-access member, never cached', async () => {
    const res = await pack(full);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json() as OfflinePackDto;
    expect(bank.length).toBeGreaterThan(OFFLINE_PACK_SIZE);
    expect(body.questions).toHaveLength(OFFLINE_PACK_SIZE);
    expect(new Set(body.questions!.map((q) => q.id)).size).toBe(OFFLINE_PACK_SIZE);
    for (const q of body.questions!) {
      const real = bank.find((b) => b.id === q.id)!;
      expect(q.correctAnswer).toBe(real.correctAnswer);
      expect(q.explanation).toBe(real.explanation);
      expect(q.options).toContain(q.correctAnswer);
    }
    expect(body.day).toBe(new Date().toISOString().slice(0, 10));
    expect(body.version).toMatch(/\.full$/);
  });

  it('holds four 5-question quizzes without full access, under another version', async () => {
    const body = (await pack(free)).json() as OfflinePackDto;
    expect(body.questions).toHaveLength(OFFLINE_PACK_SIZE_LIMITED);
    expect(body.version).toMatch(/\.limited$/);
  });

  it('sends no questions when the device already holds the version, and a new version when the bank changes', async () => {
    const first = (await pack(full)).json() as OfflinePackDto;
    const same = (await pack(full, first.version)).json() as OfflinePackDto;
    expect(same.version).toBe(first.version);
    expect(same.questions).toBeNull();
    const edited = bank[0]!;
    await t.db.updateTable('questions').set({ explanation: `${edited.explanation} (mise à jour)` }).where('id', '=', edited.id).execute();
    invalidateQuestionBank(t.db);
    const changed = (await pack(full, first.version)).json() as OfflinePackDto;
    expect(changed.version).not.toBe(first.version);
    expect(changed.questions).toHaveLength(OFFLINE_PACK_SIZE);
  });

  it('is the offline.pack tRPC query too', async () => {
    const res = await request(t.app, { method: 'GET', url: `/trpc/offline.pack?input=${encodeURIComponent(JSON.stringify({}))}`, user: full });
    expect(res.statusCode).toBe(200);
    const body = res.json().result.data as OfflinePackDto;
    expect(body.questions).toHaveLength(OFFLINE_PACK_SIZE);
    const bad = await request(t.app, { method: 'GET', url: `/trpc/offline.pack?input=${encodeURIComponent(JSON.stringify({ have: 'x'.repeat(500) }))}`, user: full });
    expect(bad.statusCode).toBe(400);
  });
});

describe('answers replayed by the offline queue', () => {
  async function answer(user: TestUser, body: Record<string, unknown>) {
    return request(t.app, { method: 'POST', url: '/api/responses', payload: body, user });
  }
  async function rows(attemptId: string) {
    return t.db.selectFrom('responses').select(['questionId', 'userAnswer']).where('attemptId', '=', attemptId).execute();
  }

  it('stores each answer once however often it is sent, before and after the quiz is handed in', async () => {
    const attemptId = newId();
    const questions = bank.slice(20, 25);
    // The queue creates the attempt, and may create it again after a lost reply: the second is refused, harmlessly.
    const create = { id: attemptId, type: 'full', totalQuestions: 5 };
    expect((await request(t.app, { method: 'POST', url: '/api/attempts', payload: create, user: full })).statusCode).toBe(201);
    expect((await request(t.app, { method: 'POST', url: '/api/attempts', payload: create, user: full })).statusCode).toBe(409);
    const payload = (q: QuestionDto, i: number) => ({ questionId: q.id, userAnswer: i % 2 ? q.correctAnswer : q.options.find((o) => o !== q.correctAnswer)!, timeSpent: 4, attemptId });

    const firsts = [];
    for (const [i, q] of questions.entries()) firsts.push(await answer(full, payload(q, i)));
    expect(firsts.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    // Sent again (the reply was lost): the stored answer comes back, nothing is added.
    for (const [i, q] of questions.entries()) {
      const again = await answer(full, payload(q, i));
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(firsts[i]!.json());
    }
    expect(await rows(attemptId)).toHaveLength(5);

    const done = await request(t.app, { method: 'PATCH', url: `/api/attempts/${attemptId}`, payload: { isCompleted: true }, user: full });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ correctAnswers: 2 });
    expect(Number(done.json().score)).toBe(40);
    // A copy that arrives after the hand-in is still the same answer: accepted, not counted twice.
    const late = await answer(full, payload(questions[4]!, 4));
    expect(late.statusCode).toBe(201);
    expect(late.json().id).toBe(firsts[4]!.json().id);
    expect(await rows(attemptId)).toHaveLength(5);

    // A different answer to an answered question is still refused, and another member gets nothing.
    expect((await answer(full, { ...payload(questions[0]!, 0), userAnswer: questions[0]!.correctAnswer })).statusCode).toBe(409);
    expect((await answer(other, payload(questions[0]!, 0))).statusCode).toBe(404);

    const history = await request(t.app, { method: 'GET', url: '/api/attempts', user: full });
    expect(history.json().find((a: { id: string }) => a.id === attemptId)).toMatchObject({ isCompleted: true, correctAnswers: 2 });
  });

  it('stores one row when copies of an answer arrive together', async () => {
    const attemptId = newId();
    await request(t.app, { method: 'POST', url: '/api/attempts', payload: { id: attemptId, type: 'full', totalQuestions: 5 }, user: full });
    const q = bank[30]!;
    const copies = await Promise.all(
      Array.from({ length: 4 }, () => answer(full, { questionId: q.id, userAnswer: q.correctAnswer, timeSpent: 2, attemptId })),
    );
    expect(copies.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(copies.map((r) => r.json().id)).size).toBe(1);
    expect(await rows(attemptId)).toEqual([{ questionId: q.id, userAnswer: q.correctAnswer }]);
  });

  it('is refused by the database itself: one row per attempt and question', async () => {
    const attemptId = newId();
    await request(t.app, { method: 'POST', url: '/api/attempts', payload: { id: attemptId, type: 'full', totalQuestions: 5 }, user: full });
    const q = bank[31]!;
    const row = { userId: full.id, questionId: q.id, attemptId, userAnswer: q.correctAnswer, isCorrect: 1 as const, timeSpent: 1, createdAt: new Date().toISOString() };
    await t.db.insertInto('responses').values(row).execute();
    await expect(t.db.insertInto('responses').values(row).execute()).rejects.toThrow();
  });
});
