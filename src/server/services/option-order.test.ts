// Options in a new order for each attempt, the same order again within it (issue 37): the exam,
// its resume and its correction, the offline exam paper and its hand-in, the quiz draws with the
// attempt's id, and the demo. The correction still maps right: answers are text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examSubmission, fetchExamPack } from '../../../tests/helpers/offline-exam.js';
import { attemptIds, examReadyBank } from '../../../tests/helpers/quiz-fixtures.js';
import { createTestApp, createUser, request, type TestApp, type TestUser } from '../../../tests/helpers/test-app.js';
import type { QuestionDto } from '../../shared/dto.js';
import type { OfficialListPageDto } from '../../shared/schemas/official-list.js';
import type { ExamResultDto, ExamSessionDto } from '../../shared/schemas/quiz.js';
import { optionPermutation } from './option-order.js';

let t: TestApp;
let u: TestUser;
let bank: Map<string, QuestionDto>;
const newId = attemptIds('opt');

beforeAll(async () => {
  t = await createTestApp();
  bank = new Map((await examReadyBank(t.db)).map((q) => [q.id, q]));
  u = await createUser(t.db, { hasFullAccess: true });
});

afterAll(async () => {
  await t?.close();
});

type Shown = Pick<QuestionDto, 'id' | 'options' | 'optionsEn' | 'optionsAr'>;

/** Each shown question holds the bank's options, with the translations moved along. */
function samePairs(shown: Shown) {
  const q = bank.get(shown.id)!;
  expect([...shown.options].sort()).toEqual([...q.options].sort());
  for (const [i, option] of shown.options.entries()) {
    const k = q.options.indexOf(option);
    expect(shown.optionsEn[i]).toBe(q.optionsEn[k]);
    if (q.optionsAr) expect(shown.optionsAr?.[i]).toBe(q.optionsAr[k]);
  }
}

const moved = (list: Shown[]) => list.filter((s) => s.options.join('|') !== bank.get(s.id)!.options.join('|')).length;
const orders = (list: Shown[]) => list.map((s) => s.options.join('|'));

describe('the order of the options', () => {
  it('is a permutation, the same for the same seed and question, another for another seed', () => {
    expect([...optionPermutation('a', 'q1', 4)].sort()).toEqual([0, 1, 2, 3]);
    expect(optionPermutation('a', 'q1', 4)).toEqual(optionPermutation('a', 'q1', 4));
    const seeds = new Set(Array.from({ length: 30 }, (_, i) => optionPermutation(`s${i}`, 'q1', 4).join('')));
    expect(seeds.size).toBeGreaterThan(8);
    // Every position gets the first option about as often.
    const firsts = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i += 1) firsts[optionPermutation(`seed${i}`, 'q', 4).indexOf(0)]! += 1;
    for (const n of firsts) expect(n).toBeGreaterThan(850);
  });

  it('changes with each exam, stays on resume and in the correction, and scores the text', async () => {
    const id = newId();
    const exam = (await request(t.app, { method: 'POST', url: '/api/questions/exam', payload: { attemptId: id }, user: u })).json() as ExamSessionDto;
    exam.questions.forEach(samePairs);
    expect(moved(exam.questions)).toBeGreaterThan(20);
    const resumed = (await request(t.app, { method: 'POST', url: '/trpc/exam.start', payload: { attemptId: id }, user: u })).json().result.data as ExamSessionDto;
    expect(orders(resumed.questions)).toEqual(orders(exam.questions));
    const other = (await request(t.app, { method: 'POST', url: '/api/questions/exam', payload: { attemptId: newId() }, user: u })).json() as ExamSessionDto;
    const common = other.questions.filter((q) => exam.questions.some((e) => e.id === q.id));
    expect(common.filter((q) => q.options.join('|') !== exam.questions.find((e) => e.id === q.id)!.options.join('|')).length).toBeGreaterThan(0);

    // Right answers given as shown are scored right.
    for (const q of exam.questions.slice(0, 10)) {
      await request(t.app, { method: 'POST', url: '/api/responses', payload: { questionId: q.id, userAnswer: bank.get(q.id)!.correctAnswer, attemptId: id }, user: u });
    }
    await request(t.app, { method: 'PATCH', url: `/api/attempts/${id}`, payload: { isCompleted: true }, user: u });
    const result = (await request(t.app, { method: 'GET', url: `/api/attempts/${id}/result`, user: u })).json() as ExamResultDto;
    expect(result.correctAnswers).toBe(10);
    expect(orders(result.questions)).toEqual(orders(exam.questions));
    for (const q of result.questions) expect(q.correctAnswer).toBe(bank.get(q.id)!.correctAnswer);
  });

  it('of an offline exam paper is the one of its correction', async () => {
    const correct = new Map([...bank.values()].map((q) => [q.id, q.correctAnswer]));
    const pack = await fetchExamPack(t.app, u, 50 * 60_000);
    pack.questions.forEach(samePairs);
    expect(moved(pack.questions)).toBeGreaterThan(20);
    const start = Date.now() - 45 * 60_000;
    const res = await request(t.app, { method: 'POST', url: '/api/offline/exam', payload: examSubmission(pack, correct, 33, start, start + 40 * 60_000), user: u });
    const result = res.json() as ExamResultDto;
    expect(result.correctAnswers).toBe(33);
    expect(orders(result.questions)).toEqual(orders(pack.questions));
  });

  it("of a quiz follows the attempt's id on every door", async () => {
    const id = newId();
    const page = (attemptId: string) => request(t.app, { method: 'GET', url: `/api/questions/official-list?start=1&limit=20&attemptId=${attemptId}`, user: u });
    const first = ((await page(id)).json() as OfficialListPageDto).questions;
    first.forEach(samePairs);
    expect(orders(((await page(id)).json() as OfficialListPageDto).questions)).toEqual(orders(first));
    const input = encodeURIComponent(JSON.stringify({ start: 1, limit: 20, attemptId: id }));
    const viaTrpc = (await request(t.app, { method: 'GET', url: `/trpc/questions.officialList?input=${input}`, user: u })).json().result.data as OfficialListPageDto;
    expect(orders(viaTrpc.questions)).toEqual(orders(first));
    expect(orders(((await page(newId())).json() as OfficialListPageDto).questions)).not.toEqual(orders(first));

    const drawn = (await request(t.app, { method: 'GET', url: `/api/questions?limit=20&attemptId=${id}`, user: u })).json() as QuestionDto[];
    drawn.forEach(samePairs);
    expect(moved(drawn)).toBeGreaterThan(5);
    for (const q of drawn) expect(q.options).toEqual(optionPermutation(id, q.id, q.options.length).map((i) => bank.get(q.id)!.options[i]));
    const due = (await request(t.app, { method: 'GET', url: `/api/review/due?limit=5&attemptId=${id}`, user: u })).statusCode;
    expect(due).toBe(200);
    const review = (await request(t.app, { method: 'GET', url: `/api/questions/review?attemptId=${id}`, user: u })).statusCode;
    expect(review).toBe(200);
    expect((await request(t.app, { method: 'GET', url: '/api/questions?limit=20&attemptId=pas%20un%20id', user: u })).statusCode).toBe(400);
  });

  it('of the demo does not put every right answer at the same letter, and stays for the cache', async () => {
    const demo = (await request(t.app, { method: 'GET', url: '/api/questions/demo' })).json() as QuestionDto[];
    demo.forEach(samePairs);
    expect(new Set(demo.map((q) => q.options.indexOf(q.correctAnswer))).size).toBeGreaterThan(1);
    const again = (await request(t.app, { method: 'GET', url: '/trpc/questions.demo' })).json().result.data as QuestionDto[];
    expect(orders(again)).toEqual(orders(demo));
  });
});
