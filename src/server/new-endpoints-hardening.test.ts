// The newest endpoints (offline exam, glossary, current facts, official list) under an attacker's
// requests, through both doors and inside tRPC batches (docs/security.md): replays and races of the
// offline exam score one exam with all its answers, a paper cannot be scored twice, batches cost
// what their calls cost, and hostile input is a 4xx, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, request, type TestApp, type TestUser } from '../../tests/helpers/test-app.js';
import { examSubmission, fetchExamPack } from '../../tests/helpers/offline-exam.js';
import { findLeak, freshIp } from '../../tests/security/harness.js';
import { EXAM_QUESTION_COUNT } from '../shared/constants.js';
import type { OfflineExamPackDto } from '../shared/schemas/offline.js';
import type { ExamResultDto } from '../shared/schemas/quiz.js';
import { getQuestionBank } from './services/question-bank.js';

let t: TestApp;
let correct: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  correct = new Map((await getQuestionBank(t.db)).active.map((q) => [q.id, q.correctAnswer]));
});

afterAll(async () => {
  await t?.close();
});

const minutes = (n: number) => n * 60_000;
const batchPath = (name: string, n: number) => Array.from({ length: n }, () => name).join(',');
const batchBody = (inputs: unknown[]) => JSON.stringify(Object.fromEntries(inputs.map((input, i) => [String(i), input])));

/** A tRPC batch through HTTP as the client sends it (POST for mutations, GET for queries). */
function trpcBatch(user: TestUser | null, path: string, inputs: unknown[], method: 'GET' | 'POST' = 'POST') {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': freshIp() };
  if (method === 'GET') {
    const input = encodeURIComponent(batchBody(inputs));
    return request(t.app, { method, url: `/trpc/${batchPath(path, inputs.length)}?batch=1&input=${input}`, headers, user });
  }
  return request(t.app, { method, url: `/trpc/${batchPath(path, inputs.length)}?batch=1`, headers, payload: batchBody(inputs), user });
}

const examPack = (user: TestUser, ago = 0) => fetchExamPack(t.app, user, ago);
/** Every answer right, one every 30 s from `start`, handed in at `finish`. */
const allRight = (pack: OfflineExamPackDto, start: number, finish: number) => examSubmission(pack, correct, pack.questions.length, start, finish, 30_000);

const submit = (user: TestUser, body: object) => request(t.app, { method: 'POST', url: '/api/offline/exam', payload: body, user });

async function examsOf(user: TestUser) {
  return t.db.selectFrom('attempts').select(['id', 'isCompleted', 'correctAnswers']).where('userId', '=', user.id).where('type', '=', 'exam').execute();
}

describe('the offline exam: one paper, one exam', () => {
  it('refuses the paper\'s token with anything appended, so a corrected paper cannot be scored again (REST and tRPC)', async () => {
    const member = await createUser(t.db, { hasFullAccess: true });
    const pack = await examPack(member, minutes(60));
    const start = Date.now() - minutes(55);
    const body = allRight(pack, start, start + minutes(30));
    expect((await submit(member, body)).statusCode).toBe(200);
    for (const token of [`${pack.token}.x`, `${pack.token}.`, `${pack.token}..${pack.token}`]) {
      expect((await submit(member, { ...body, token })).statusCode).toBe(403);
      const batch = await trpcBatch(member, 'offline.submitExam', [{ ...body, token }]);
      expect((batch.json() as { error?: { data?: { httpStatus?: number } } }[])[0]?.error?.data?.httpStatus).toBe(403);
    }
    expect(await examsOf(member)).toHaveLength(1);
  });

  it('the same submission twice in one tRPC batch scores one exam with all its answers', async () => {
    const member = await createUser(t.db, { hasFullAccess: true });
    const pack = await examPack(member, minutes(120));
    const start = Date.now() - minutes(115);
    const body = allRight(pack, start, start + minutes(25));
    const res = await trpcBatch(member, 'offline.submitExam', [body, body]);
    expect(res.json()).not.toContainEqual(expect.objectContaining({ error: expect.anything() }));
    expect(res.statusCode).toBe(200);
    const results = (res.json() as { result?: { data: ExamResultDto } }[]).map((r) => r.result?.data);
    expect(results[0]?.correctAnswers).toBe(EXAM_QUESTION_COUNT);
    expect(results[1]).toEqual(results[0]);
    expect(await examsOf(member)).toEqual([expect.objectContaining({ isCompleted: 1, correctAnswers: EXAM_QUESTION_COUNT })]);
  });

  it('counts the last of two answers to one question, once', async () => {
    const member = await createUser(t.db, { hasFullAccess: true });
    const pack = await examPack(member, minutes(60));
    const start = Date.now() - minutes(55);
    const body = allRight(pack, start, start + minutes(30));
    const first = pack.questions[0]!;
    const wrong = first.options.find((o) => o !== correct.get(first.id))!;
    // Right, then changed to wrong (the last question left unanswered): the last answer counts, as online.
    const answers = [...body.answers.slice(0, -1), { questionId: first.id, userAnswer: wrong }];
    const res = await submit(member, { ...body, answers });
    expect(res.statusCode).toBe(200);
    expect((res.json() as ExamResultDto).correctAnswers).toBe(EXAM_QUESTION_COUNT - 2);
    const stored = await t.db.selectFrom('responses').select('userAnswer').where('userId', '=', member.id).where('questionId', '=', first.id).execute();
    expect(stored).toEqual([{ userAnswer: wrong }]);
  });
});

/** The HTTP status of each call of a tRPC batch. */
const batchStatuses = (res: { json: () => unknown }) =>
  (res.json() as { result?: unknown; error?: { data?: { httpStatus?: number } } }[]).map((r) => (r.error ? r.error.data?.httpStatus : 200));

describe('batches cost what their calls cost', () => {
  it('offline.examPack: two batches of 10 use the 20 papers an hour, the next is a 429 on both doors', async () => {
    const member = await createUser(t.db, { hasFullAccess: true });
    for (let i = 0; i < 2; i++) {
      expect(batchStatuses(await trpcBatch(member, 'offline.examPack', Array(10).fill(undefined), 'GET'))).toEqual(Array(10).fill(200));
    }
    expect((await request(t.app, { method: 'GET', url: '/api/offline/exam-pack', user: member })).statusCode).toBe(429);
    expect(batchStatuses(await trpcBatch(member, 'offline.examPack', [undefined], 'GET'))).toEqual([429]);
  });

  it('offline.pack: 390 KB a draw, so a member gets 120 an hour whatever the door or the batching', async () => {
    const member = await createUser(t.db, { hasFullAccess: true });
    for (let i = 0; i < 11; i++) {
      expect(batchStatuses(await trpcBatch(member, 'offline.pack', Array(10).fill({}), 'GET'))).toEqual(Array(10).fill(200));
    }
    for (let i = 0; i < 10; i++) expect((await request(t.app, { method: 'GET', url: '/api/offline/pack', user: member })).statusCode).toBe(200);
    const refused = await request(t.app, { method: 'GET', url: '/api/offline/pack', user: member, headers: { 'x-product-language': 'en' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('You have done this too often. Please try again a little later.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(batchStatuses(await trpcBatch(member, 'offline.pack', [{}], 'GET'))).toEqual([429]);
    // Another member's packs are their own.
    const other = await createUser(t.db, { hasFullAccess: true });
    expect((await request(t.app, { method: 'GET', url: '/api/offline/pack', user: other })).statusCode).toBe(200);
  });

  it('admin.facts.update: each edit reloads the question bank, so 60 a minute, batches and REST on one counter', async () => {
    const editor = await createUser(t.db, { isAdmin: true, hasFullAccess: true });
    const verify = { key: 'departements', verified: true };
    for (let i = 0; i < 5; i++) {
      expect(batchStatuses(await trpcBatch(editor, 'admin.facts.update', Array(10).fill(verify)))).toEqual(Array(10).fill(200));
    }
    for (let i = 0; i < 10; i++) {
      expect((await request(t.app, { method: 'PATCH', url: '/api/admin/facts/departements', payload: { verified: true }, user: editor })).statusCode).toBe(200);
    }
    const audits = async () =>
      Number((await t.db.selectFrom('auditLog').select((eb) => eb.fn.countAll().as('n')).where('actorId', '=', editor.id).executeTakeFirstOrThrow()).n);
    const before = await audits();
    expect((await request(t.app, { method: 'PATCH', url: '/api/admin/facts/departements', payload: { verified: true }, user: editor })).statusCode).toBe(429);
    expect(batchStatuses(await trpcBatch(editor, 'admin.facts.update', [verify]))).toEqual([429]);
    expect(await audits()).toBe(before);
  });
});

describe('hostile input is a translated 4xx on both doors, never a 500', () => {
  const long = 'a'.repeat(20_000);
  const deep = (() => {
    let v: unknown = 'x';
    for (let i = 0; i < 2_000; i++) v = { a: v };
    return v;
  })();

  /** Refused with a 4xx whose body names the problem in words, with no stack, SQL or path. */
  function expectRefused(res: { statusCode: number; body: string }, status?: number) {
    expect(res.statusCode, res.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
    if (status) expect(res.statusCode).toBe(status);
    expect(findLeak(res.body)).toBeNull();
    const body = JSON.parse(res.body) as { message?: string; error?: { message?: string } } | { error?: { message?: string } }[];
    const message = Array.isArray(body) ? body[0]?.error?.message : (body.message ?? body.error?.message);
    expect(message).toMatch(/\p{L}{3,}/u);
  }

  it('the official list: negative, NaN, infinite, fractional, array and huge page numbers', async () => {
    const member = await createUser(t.db, { hasFullAccess: true });
    for (const query of ['start=-1', 'start=NaN', 'start=Infinity', 'start=1e309', 'start=1.5', 'start=1&start=2', `start=${'9'.repeat(400)}`, 'limit=-20', 'limit=NaN', 'limit=5&limit=5']) {
      expectRefused(await request(t.app, { method: 'GET', url: `/api/questions/official-list?${query}`, user: member }), 400);
    }
    // A page size that is not offered, said in the reader's language on both doors.
    const french = await request(t.app, { method: 'GET', url: '/api/questions/official-list?limit=1000000', user: member });
    expectRefused(french, 400);
    expect(french.json().message).toBe('Nombre de questions non proposé\u202f: choisissez 5, 10, 15, 20, 25, 30 ou 50.');
    const english = await request(t.app, { method: 'GET', url: '/api/questions/official-list?limit=7', user: member, headers: { 'x-product-language': 'en' } });
    expect(english.json().message).toBe('Number of questions not offered: choose 5, 10, 15, 20, 25, 30 or 50.');
    // The same for a malformed attempt id, which quiz answers and attempts share.
    const badId = await request(t.app, { method: 'POST', url: '/api/attempts', payload: { id: 'attempt_x', type: 'full', totalQuestions: 5 }, user: member });
    expectRefused(badId, 400);
    expect(badId.json().message).toBe('Identifiant de tentative invalide.');
    const trpc = await trpcBatch(member, 'questions.officialList', [{ limit: 7 }], 'GET');
    expect((trpc.json() as { error: { data: { errors: { message: string }[] } } }[])[0]?.error.data.errors[0]?.message).toBe('Nombre de questions non proposé\u202f: choisissez 5, 10, 15, 20, 25, 30 ou 50.');
    for (const input of [{ start: -1 }, { start: 1.5 }, { start: [1, 2] }, { limit: 1_000_000 }, { start: deep }]) {
      expectRefused(await trpcBatch(member, 'questions.officialList', [input], 'GET'), 400);
    }
    // Past the end of the list: an empty page, not an error.
    const past = await request(t.app, { method: 'GET', url: '/api/questions/official-list?start=10000', user: member });
    expect(past.statusCode).toBe(200);
    expect(past.json().questions).toEqual([]);
  });

  it('the glossary: long, malformed and hostile slugs; admin edits with huge, deep or wrongly typed fields', async () => {
    const editor = await createUser(t.db, { isAdmin: true });
    for (const slug of [long.slice(0, 65), 'Laicite', 'a--b', '%E2%80%AElaicite', '..%2F..%2Fetc%2Fpasswd', "laicite'--"]) {
      expectRefused(await request(t.app, { method: 'GET', url: `/api/glossary/${slug}` }));
    }
    expectRefused(await trpcBatch(null, 'glossary.get', [{ slug: long }], 'GET'), 400);
    expectRefused(await trpcBatch(null, 'glossary.get', [{ slug: 'pas-un-terme' }], 'GET'), 404);
    const before = await t.db.selectFrom('glossaryTerms').selectAll().where('slug', '=', 'laicite').executeTakeFirstOrThrow();
    const bodies: unknown[] = [
      { definition: long },
      { variants: Array(21).fill(0).map((_, i) => `v${i}`) },
      { variants: Array(5_000).fill('x') },
      { variants: 'laïque' },
      { termEn: deep },
      { termEn: 42 },
      { termAr: '\u0000' },
      [{ termEn: 'x' }],
      'termEn',
      null,
    ];
    for (const body of bodies) {
      expectRefused(
        await request(t.app, { method: 'PATCH', url: '/api/admin/glossary/laicite', payload: JSON.stringify(body), headers: { 'content-type': 'application/json' }, user: editor }),
      );
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        expectRefused(await trpcBatch(editor, 'admin.glossary.update', [{ slug: 'laicite', ...body }]), 400);
      }
    }
    expect(await t.db.selectFrom('glossaryTerms').selectAll().where('slug', '=', 'laicite').executeTakeFirstOrThrow()).toEqual(before);
  });

  it('current facts: unknown, long and malformed keys, huge or wrongly typed values, unknown fields', async () => {
    const editor = await createUser(t.db, { isAdmin: true });
    const patch = (key: string, body: unknown) =>
      request(t.app, { method: 'PATCH', url: `/api/admin/facts/${key}`, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' }, user: editor });
    expectRefused(await patch('pas_un_fait', { verified: true }), 404);
    expectRefused(await trpcBatch(editor, 'admin.facts.update', [{ key: 'pas_un_fait', verified: true }]), 404);
    for (const key of ['Departements', 'a'.repeat(41), '__proto__x%00', '1departements']) expectRefused(await patch(key, { verified: true }));
    const before = await t.db.selectFrom('currentFacts').selectAll().where('key', '=', 'departements').executeTakeFirstOrThrow();
    for (const body of [{ valueFr: long }, { source: 'ab' }, { verified: 'yes' }, { valueEn: deep }, { isAdmin: true, verified: true }, { updatedBy: 'x', verified: true }, [], 'x', null, {}]) {
      expectRefused(await patch('departements', body));
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        expectRefused(await trpcBatch(editor, 'admin.facts.update', [{ key: 'departements', ...body }]), 400);
      }
    }
    expect(await t.db.selectFrom('currentFacts').selectAll().where('key', '=', 'departements').executeTakeFirstOrThrow()).toEqual(before);
  });

  it('the offline exam: malformed tokens and times, huge or foreign answer lists, a deep body', async () => {
    const member = await createUser(t.db, { hasFullAccess: true });
    const pack = await examPack(member, minutes(30));
    const start = Date.now() - minutes(25);
    // Answered every 30 s, all 40 before the finish (answers stamped after it are not counted).
    const body = allRight(pack, start, start + minutes(21));
    const bad: [object, number][] = [
      [{ ...body, token: long }, 400],
      [{ ...body, token: '..........' }, 403],
      [{ ...body, token: `${'\u00e9'.repeat(20)}.${'x'.repeat(43)}` }, 403],
      [{ ...body, startedAt: 'NaN' }, 400],
      [{ ...body, finishedAt: '+275760-09-13T00:00:00.001Z' }, 400],
      [{ ...body, answers: [...body.answers, ...body.answers] }, 400],
      [{ ...body, answers: [{ questionId: 'pas-une-question', userAnswer: 'x' }] }, 400],
      [{ ...body, answers: [{ ...body.answers[0], userAnswer: long }] }, 400],
      [{ ...body, answers: deep }, 400],
      [{ ...body, answers: { length: 40 } }, 400],
    ];
    for (const [payload, status] of bad) {
      expectRefused(await submit(member, payload), status);
      expectRefused(await trpcBatch(member, 'offline.submitExam', [payload]), status);
    }
    // Nothing of these was kept: the paper still scores once, whole.
    expect(await examsOf(member)).toEqual([]);
    const res = await submit(member, body);
    expect((res.json() as ExamResultDto).correctAnswers).toBe(EXAM_QUESTION_COUNT);
  });

  it('the practice pack: a long, array or deep `have`', async () => {
    const member = await createUser(t.db, { hasFullAccess: true });
    for (const query of [`have=${long}`, 'have=a&have=b']) {
      expectRefused(await request(t.app, { method: 'GET', url: `/api/offline/pack?${query}`, user: member }));
    }
    for (const input of [{ have: long }, { have: ['a'] }, { have: deep }]) expectRefused(await trpcBatch(member, 'offline.pack', [input], 'GET'), 400);
  });
});
