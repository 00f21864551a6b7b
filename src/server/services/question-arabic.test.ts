// The Arabic help translations go from the seed files to the questions table and out in every
// question DTO; a question without one says null, and an admin's edit survives a re-seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_QUESTIONS } from '../../../db/seeds/questions/index.js';
import type { ArabicQuestionTexts } from '../../../db/seeds/questions/types.js';
import { seedQuestions } from '../../../db/seeds/seed-questions.js';
import { createTestApp, request, type TestApp } from '../../../tests/helpers/test-app.js';
import type { QuestionDto } from '../../shared/dto.js';
import { invalidateQuestionBank } from './question-bank.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
    expect(translated).toMatchObject({ contentAr: HIST_001.content, optionsAr: HIST_001.options, explanationAr: HIST_001.explanation });
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
