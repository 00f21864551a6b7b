// The Arabic help translations go from the seed files to the questions table and out in every
// question DTO; a question without one says null, and an admin's edit survives a re-seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_QUESTIONS } from '../../../db/seeds/content/questions/index.js';
import type { ArabicQuestionTexts } from '../../../db/seeds/content/questions/types.js';
import { seedQuestions } from '../../../db/seeds/seed-questions.js';
import { createTestApp, createUser, request, type TestApp, type TestUser } from '../../../tests/helpers/test-app.js';
import type { QuestionDto } from '../../shared/dto.js';
import { invalidateQuestionBank } from './question-bank.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { isAdmin: true, hasFullAccess: true });
});
afterAll(() => t.close());

const HIST_001: ArabicQuestionTexts[string] = {
  content: 'سؤال تجريبي عن تاريخ فرنسا؟',
  options: ['الخيار الأول', 'الخيار الثاني', 'الخيار الثالث', 'الخيار الرابع'],
  explanation: 'شرح تجريبي يقول لماذا هذا هو الجواب الصحيح.',
};

async function demo(): Promise<QuestionDto[]> {
  // The bank checks the database's version every few seconds; the test does not wait for that.
  invalidateQuestionBank(t.db);
  const res = await request(t.app, { method: 'GET', url: '/api/questions/demo' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('Arabic question texts', () => {
  it('are seeded into the table and sent with the question, null where none exists', async () => {
    await seedQuestions(t.db, ALL_QUESTIONS, { 'hist-001': HIST_001 });
    const row = await t.db.selectFrom('questions').select(['contentAr', 'optionsAr', 'explanationAr']).where('id', '=', 'hist-001').executeTakeFirstOrThrow();
    expect(row).toEqual({ contentAr: HIST_001.content, optionsAr: JSON.stringify(HIST_001.options), explanationAr: HIST_001.explanation });

    const questions = await demo();
    const translated = questions.find((q) => q.id === 'hist-001');
    expect(translated).toMatchObject({ contentAr: HIST_001.content, explanationAr: HIST_001.explanation });
    // The demo shows its options in its own order (option-order.ts): the Arabic ones move with the French.
    const french = JSON.parse((await t.db.selectFrom('questions').select('options').where('id', '=', 'hist-001').executeTakeFirstOrThrow()).options) as string[];
    expect(translated?.optionsAr).toEqual(translated?.options.map((o) => HIST_001.options[french.indexOf(o)]));
    const other = questions.find((q) => q.id === 'inst-001');
    expect(other).toMatchObject({ contentAr: null, optionsAr: null, explanationAr: null });
  });

  it('follow the files on a re-seed, except on a row an admin edited', async () => {
    const changed = { ...HIST_001, content: 'نص جديد للسؤال؟' };
    await seedQuestions(t.db, ALL_QUESTIONS, { 'hist-001': changed, 'inst-001': HIST_001 });
    expect((await demo()).find((q) => q.id === 'hist-001')?.contentAr).toBe(changed.content);

    await t.db.updateTable('questions').set({ adminEditedAt: new Date().toISOString(), contentAr: 'نص المشرف' }).where('id', '=', 'inst-001').execute();
    await seedQuestions(t.db, ALL_QUESTIONS, { 'hist-001': changed, 'inst-001': { ...HIST_001, content: 'نص آخر' } });
    const row = await t.db.selectFrom('questions').select(['contentAr']).where('id', '=', 'inst-001').executeTakeFirstOrThrow();
    expect(row.contentAr).toBe('نص المشرف');
  });

  it('are removed when the files drop them', async () => {
    await seedQuestions(t.db, ALL_QUESTIONS, {});
    expect((await demo()).find((q) => q.id === 'hist-001')).toMatchObject({ contentAr: null, optionsAr: null, explanationAr: null });
  });
});

describe('an admin edits the Arabic text', () => {
  const id = 'geo-001';
  const patch = (payload: object, headers: Record<string, string> = {}) =>
    request(t.app, { method: 'PATCH', url: `/api/admin/questions/${id}`, payload, user: admin, headers });
  const trpc = (input: object) => request(t.app, { method: 'POST', url: '/trpc/admin.questions.update', payload: { id, ...input }, user: admin });
  const row = () => t.db.selectFrom('questions').select(['contentAr', 'optionsAr', 'explanationAr', 'adminEditedAt']).where('id', '=', id).executeTakeFirstOrThrow();

  it('writes the three fields together, audited, and the seed then leaves them', async () => {
    const res = await patch({ contentAr: HIST_001.content, optionsAr: HIST_001.options, explanationAr: HIST_001.explanation });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ contentAr: HIST_001.content, optionsAr: HIST_001.options, explanationAr: HIST_001.explanation });
    expect(await row()).toMatchObject({ contentAr: HIST_001.content, optionsAr: JSON.stringify(HIST_001.options) });
    const audit = await t.db.selectFrom('auditLog').select(['details']).where('targetId', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? '{}').fields).toEqual(['contentAr', 'optionsAr', 'explanationAr']);
    await seedQuestions(t.db, ALL_QUESTIONS, {});
    expect((await row()).contentAr).toBe(HIST_001.content);
  });

  it('refuses half a translation or a wrong number of options, at both doors (400)', async () => {
    const before = await row();
    const half = await patch({ contentAr: null }, { 'x-product-language': 'en' });
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toBe('The Arabic translation goes whole (question, options, explanation) or not at all.');
    const three = await trpc({ optionsAr: HIST_001.options.slice(0, 3) });
    expect(three.statusCode).toBe(400);
    expect(three.json().error.data.errors).toEqual([{ message: 'Il faut une traduction arabe pour chaque option, dans le même ordre.', path: 'optionsAr' }]);
    expect(await row()).toEqual(before);
  });

  it('clears the translation with three nulls', async () => {
    const res = await trpc({ contentAr: null, optionsAr: null, explanationAr: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(await row()).toMatchObject({ contentAr: null, optionsAr: null, explanationAr: null });
  });
});
