// Provenance of questions, the "Liste officielle" mode and the current facts, through HTTP (REST and
// tRPC) on a real, migrated and seeded database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICIAL_QUESTIONS } from '../../../db/seeds/content/questions/official-list.js';
import { createTestApp, createUser, request, type TestApp, type TestUser } from '../../../tests/helpers/test-app.js';
import { EXAM_DURATION_MINUTES, EXAM_PASS_MARK, EXAM_QUESTION_COUNT, FACT_STALE_DAYS, OFFICIAL_LIST } from '../../shared/constants.js';
import type { QuestionDto } from '../../shared/dto.js';
import type { AdminFactDto, CurrentFactDto } from '../../shared/schemas/facts.js';
import type { OfficialListPageDto } from '../../shared/schemas/official-list.js';
import { CURRENT_FACTS } from '../../../db/seeds/content/facts.js';
import { OFFICIAL_ENTRIES } from './official-list.js';
import { getQuestionBank, invalidateQuestionBank } from './question-bank.js';

let t: TestApp;
let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { isAdmin: true, hasFullAccess: true, email: 'faits@example.fr' });
  member = await createUser(t.db, { hasFullAccess: true });
});
afterAll(() => t.close());

const get = (url: string, as: TestUser | null) => request(t.app, { method: 'GET', url, user: as });
const patch = (url: string, payload: unknown, as: TestUser | null) => request(t.app, { method: 'PATCH', url, payload: payload as object, user: as });
const trpcQuery = (path: string, input: unknown, as: TestUser | null) =>
  request(t.app, { method: 'GET', url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, user: as });
const trpcMutation = (path: string, input: unknown, as: TestUser | null) => request(t.app, { method: 'POST', url: `/trpc/${path}`, payload: input as object, user: as });

async function bankQuestion(id: string): Promise<QuestionDto> {
  const q = (await getQuestionBank(t.db)).byId.get(id);
  if (!q) throw new Error(`no question ${id}`);
  return q;
}

let attempts = 0;
/** A quiz attempt of the member, to answer in. */
async function newAttempt(): Promise<string> {
  const id = `attempt_${Date.now()}_facts${String(++attempts).padStart(5, '0')}`;
  const res = await request(t.app, { method: 'POST', url: '/api/attempts', user: member, payload: { id, type: 'full', totalQuestions: 5 } });
  expect(res.statusCode).toBe(201);
  return id;
}

/** Draws until the question with `id` comes out of GET /api/questions (filters narrow the pool). */
async function served(id: string, query: string): Promise<QuestionDto> {
  for (let i = 0; i < 40; i++) {
    const res = await get(`/api/questions?${query}&limit=50`, member);
    expect(res.statusCode).toBe(200);
    const found = (res.json() as QuestionDto[]).find((q) => q.id === id);
    if (found) return found;
  }
  throw new Error(`${id} never drawn`);
}

describe('provenance in question DTOs', () => {
  it('gives a linked question its official entry, with the official wording verbatim when ours differs', async () => {
    const q = await served('inst-002', 'theme=institutions_politique&subtheme=organisation&kind=knowledge');
    const entry = OFFICIAL_QUESTIONS.findIndex((o) => o.ref === 'SI-001');
    expect(q.official).toEqual({ ref: 'SI-001', rank: entry + 1, text: 'Comment est désigné le Premier ministre ?', version: '12/12/2025' });
    // Reworded: ours is not the Ministry's text, which the client then shows as « Libellé officiel ».
    expect(q.content).not.toBe(q.official?.text);
  });

  it('labels every situational question and every unlinked one as not official', async () => {
    const res = await get('/api/questions?kind=situation&limit=50', member);
    const situations = res.json() as QuestionDto[];
    expect(situations.length).toBeGreaterThan(0);
    expect(situations.every((q) => q.official === null)).toBe(true);
    // Even a situational row that carries a reference is not labelled official.
    await t.db.updateTable('questions').set({ officialRef: 'PV-001' }).where('id', '=', situations[0]!.id).execute();
    invalidateQuestionBank(t.db);
    expect((await bankQuestion(situations[0]!.id)).official).toBeNull();
    await t.db.updateTable('questions').set({ officialRef: null }).where('id', '=', situations[0]!.id).execute();
    invalidateQuestionBank(t.db);
    const bank = await getQuestionBank(t.db);
    const unlinked = bank.active.find((q) => q.kind === 'knowledge' && q.official === null);
    expect(unlinked).toBeDefined();
  });

  it('sends the provenance with the demo questions too (REST and tRPC alike)', async () => {
    const rest = (await get('/api/questions/demo', null)).json() as QuestionDto[];
    const trpc = (await trpcQuery('questions.demo', undefined, null)).json().result.data as QuestionDto[];
    expect(rest.map((q) => q.official)).toEqual(trpc.map((q) => q.official));
    expect(rest.every((q) => q.official === null || typeof q.official.text === 'string')).toBe(true);
    expect(rest.find((q) => q.id === 'inst-001')?.official?.ref).toBe('SI-020');
  });
});

describe('Liste officielle', () => {
  it('walks the official entries in their published order, one linked question each, both doors alike', async () => {
    const res = await get('/api/questions/official-list?start=1&limit=20', member);
    expect(res.statusCode).toBe(200);
    const page = res.json() as OfficialListPageDto;
    expect(page.total).toBe(244);
    expect(page.version).toBe('12/12/2025');
    expect(page.questions.map((q) => q.official?.ref)).toEqual(OFFICIAL_QUESTIONS.slice(0, 20).map((o) => o.ref));
    expect(page.questions.map((q) => q.official?.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const trpc = (await trpcQuery('questions.officialList', { start: 1, limit: 20 }, member)).json().result.data as OfficialListPageDto;
    expect(trpc.questions.map((q) => q.id)).toEqual(page.questions.map((q) => q.id));
  });

  it('resumes at entry N and ends with the list', async () => {
    const page = (await get('/api/questions/official-list?start=241&limit=10', member)).json() as OfficialListPageDto;
    expect(page.questions.map((q) => q.official?.rank)).toEqual([241, 242, 243, 244]);
    const past = (await get('/api/questions/official-list?start=245', member)).json() as OfficialListPageDto;
    expect(past.questions).toEqual([]);
  });

  it('needs a member, gives 5 without full access, and refuses a bad page', async () => {
    expect((await get('/api/questions/official-list', null)).statusCode).toBe(401);
    const free = await createUser(t.db);
    const page = (await get('/api/questions/official-list?start=30&limit=20', free)).json() as OfficialListPageDto;
    expect(page.questions).toHaveLength(5);
    expect((await get('/api/questions/official-list?start=0', member)).statusCode).toBe(400);
    expect((await get('/api/questions/official-list?limit=7', member)).statusCode).toBe(400);
  });

  it('leaves correctness to the server, as for any quiz', async () => {
    const page = (await get('/api/questions/official-list?start=1&limit=5', member)).json() as OfficialListPageDto;
    const q = page.questions[0]!;
    const wrong = q.options.find((o) => o !== q.correctAnswer)!;
    const attemptId = await newAttempt();
    const res = await request(t.app, { method: 'POST', url: '/api/responses', user: member, payload: { questionId: q.id, userAnswer: wrong, isCorrect: true, attemptId } });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.json().isCorrect).toBe(false);
  });
});

describe('current facts', () => {
  it('are public, in the seeded order, and the exam rules match the app constants', async () => {
    const res = await get('/api/facts', null);
    expect(res.statusCode).toBe(200);
    const facts = res.json() as CurrentFactDto[];
    expect(facts.map((f) => f.key)).toEqual(CURRENT_FACTS.map((f) => f.key));
    const trpc = (await trpcQuery('facts.list', undefined, null)).json().result.data as CurrentFactDto[];
    expect(trpc).toEqual(facts);
    const exam = facts.find((f) => f.key === 'examen_civique')!;
    expect(exam.valueFr).toContain(`${EXAM_QUESTION_COUNT} questions`);
    expect(exam.valueFr).toContain(`${EXAM_DURATION_MINUTES} minutes`);
    expect(exam.valueFr).toContain(`${EXAM_PASS_MARK}/${EXAM_QUESTION_COUNT}`);
    expect(facts.find((f) => f.key === 'regions_total')?.valueFr).toBe('18');
    expect(facts.find((f) => f.key === 'departements')?.valueFr).toBe('101');
  });

  it('are edited by admins only: 401 for visitors, 403 for members, on both doors', async () => {
    expect((await get('/api/admin/facts', null)).statusCode).toBe(401);
    expect((await get('/api/admin/facts', member)).statusCode).toBe(403);
    expect((await patch('/api/admin/facts/departements', { verified: true }, member)).statusCode).toBe(403);
    expect((await trpcMutation('admin.facts.update', { key: 'departements', verified: true }, member)).statusCode).toBe(403);
    expect((await patch('/api/admin/facts/inconnu', { verified: true }, admin)).statusCode).toBe(404);
    expect((await patch('/api/admin/facts/departements', {}, admin)).statusCode).toBe(400);
    expect((await patch('/api/admin/facts/departements', { valueFr: '' }, admin)).statusCode).toBe(400);
  });

  it(`flags a fact unchecked for ${FACT_STALE_DAYS} days, until an admin marks it checked today (audited)`, async () => {
    const old = new Date(Date.now() - (FACT_STALE_DAYS + 5) * 86_400_000).toISOString().slice(0, 10);
    const recent = new Date(Date.now() - (FACT_STALE_DAYS - 5) * 86_400_000).toISOString().slice(0, 10);
    await t.db.updateTable('currentFacts').set({ verifiedAt: old }).where('key', '=', 'president_senat').execute();
    await t.db.updateTable('currentFacts').set({ verifiedAt: recent }).where('key', '=', 'president_assemblee').execute();
    let facts = (await get('/api/admin/facts', admin)).json() as AdminFactDto[];
    expect(facts.find((f) => f.key === 'president_senat')).toMatchObject({ stale: true, daysSinceVerified: FACT_STALE_DAYS + 5 });
    expect(facts.find((f) => f.key === 'president_assemblee')?.stale).toBe(false);

    const res = await patch('/api/admin/facts/president_senat', { verified: true }, admin);
    expect(res.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.json()).toMatchObject({ key: 'president_senat', verifiedAt: today, stale: false, updatedBy: 'faits@example.fr' });
    facts = (await get('/api/admin/facts', admin)).json() as AdminFactDto[];
    expect(facts.find((f) => f.key === 'president_senat')?.stale).toBe(false);
    const audit = await t.db.selectFrom('auditLog').selectAll().where('targetType', '=', 'fact').where('targetId', '=', 'president_senat').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'fact.verify', actorEmail: 'faits@example.fr' });
  });

  it('keeps office holders « à vérifier » until an admin confirms them, and the Sénat one checked before its 2026 election', async () => {
    const today = new Date().toISOString().slice(0, 10);
    // A fresh seeded office holder nobody confirmed: to check, though not stale.
    await t.db.updateTable('currentFacts').set({ verifiedAt: today, updatedBy: null }).where('key', 'in', ['premier_ministre', 'departements']).execute();
    let facts = (await get('/api/facts', null)).json() as CurrentFactDto[];
    expect(facts.find((f) => f.key === 'premier_ministre')).toMatchObject({ stale: false, toCheck: true });
    // A count is not an office holder: fresh means checked.
    expect(facts.find((f) => f.key === 'departements')?.toCheck).toBe(false);
    expect((await patch('/api/admin/facts/premier_ministre', { verified: true }, admin)).json()).toMatchObject({ toCheck: false });

    // The Sénat's presidency, confirmed by an admin before the election of October 2026: still to check after it.
    await t.db.updateTable('currentFacts').set({ verifiedAt: '2026-09-20', updatedBy: admin.id }).where('key', '=', 'president_senat').execute();
    const { listFacts } = await import('./facts.service.js');
    const before = await listFacts(t.db, new Date('2026-09-25T12:00:00Z'));
    expect(before.find((f) => f.key === 'president_senat')?.toCheck).toBe(false);
    const after = await listFacts(t.db, new Date('2026-10-05T12:00:00Z'));
    expect(after.find((f) => f.key === 'president_senat')?.toCheck).toBe(true);
    await t.db.updateTable('currentFacts').set({ verifiedAt: '2026-10-03' }).where('key', '=', 'president_senat').execute();
    expect((await listFacts(t.db, new Date('2026-10-05T12:00:00Z'))).find((f) => f.key === 'president_senat')?.toCheck).toBe(false);
    facts = (await get('/api/facts', null)).json() as CurrentFactDto[];
    expect(facts.every((f) => typeof f.toCheck === 'boolean')).toBe(true);
  });

  it('serves a dependent question with the edited value as its answer, and lists it as to review', async () => {
    const before = await served('inst-034', 'theme=institutions_politique&subtheme=organisation&kind=knowledge');
    expect(before.correctAnswer).toBe('101');
    const res = await trpcMutation('admin.facts.update', { key: 'departements', valueFr: '102', valueEn: '102', valueAr: '102', source: 'insee.fr — Code officiel géographique 2027' }, admin);
    expect(res.statusCode).toBe(200);
    const after = await served('inst-034', 'theme=institutions_politique&subtheme=organisation&kind=knowledge');
    expect(after.correctAnswer).toBe('102');
    expect(after.options).toContain('102');
    expect(after.options).not.toContain('101');
    expect(after.source).toBe('insee.fr — Code officiel géographique 2027');
    expect(after.explanation).toContain('102');
    // The server judges answers by the served value.
    const attemptId = await newAttempt();
    const scored = await request(t.app, { method: 'POST', url: '/api/responses', user: member, payload: { questionId: 'inst-034', userAnswer: '102', attemptId } });
    expect(scored.json()).toMatchObject({ isCorrect: true, correctAnswer: '102' });

    const facts = (await get('/api/admin/facts', admin)).json() as AdminFactDto[];
    const departements = facts.find((f) => f.key === 'departements')!;
    expect(departements.dependents).toEqual([{ id: 'inst-034', content: expect.any(String), writtenAnswer: '101', needsReview: true }]);
    const audit = await t.db.selectFrom('auditLog').selectAll().where('targetId', '=', 'departements').where('action', '=', 'fact.update').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details!)).toMatchObject({ valueFr: { from: '101', to: '102' } });

    // Back to the true value: the written question is served as written again.
    await patch('/api/admin/facts/departements', { valueFr: '101', valueEn: '101', valueAr: '101' }, admin);
    const restored = await served('inst-034', 'theme=institutions_politique&subtheme=organisation&kind=knowledge');
    expect(restored.correctAnswer).toBe('101');
    expect(restored.explanation).toMatch(/^La France compte 101 départements/);
  });

  it('makes an existing distractor the answer rather than duplicating it', async () => {
    await patch('/api/admin/facts/regions_metropole', { valueFr: '18', valueEn: '18', valueAr: '18' }, admin);
    const q = await bankQuestion('geo-006');
    expect(q.correctAnswer).toBe('18');
    expect(new Set(q.options).size).toBe(4);
    expect(q.options).toContain('13');
    await patch('/api/admin/facts/regions_metropole', { valueFr: '13', valueEn: '13', valueAr: '13' }, admin);
    expect((await bankQuestion('geo-006')).correctAnswer).toBe('13');
  });
});

describe('the interview and the current facts', () => {
  it('an interview started after a fact edit expects the edited value', async () => {
    await patch('/api/admin/facts/regions_metropole', { valueFr: '14', valueEn: '14', valueAr: '14' }, admin);
    const res = await request(t.app, { method: 'POST', url: '/api/interview/start', user: member, payload: { applicantName: 'Awa' } });
    expect(res.statusCode).toBeLessThan(300);
    const row = await t.db.selectFrom('interviewSessions').select('state').where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.state).facts).toEqual({ regionsMetropole: '14', regionsTotal: '18' });
    await patch('/api/admin/facts/regions_metropole', { valueFr: '13', valueEn: '13', valueAr: '13' }, admin);
  });
});

describe('the official list as the client states it', () => {
  it('matches the seed list (version, entries; one printed row repeated)', () => {
    expect(OFFICIAL_QUESTIONS).toHaveLength(OFFICIAL_LIST.entries);
    expect(OFFICIAL_LIST.printedRows - OFFICIAL_LIST.entries).toBe(1);
    expect(new Set(OFFICIAL_QUESTIONS.map((q) => q.text)).size).toBe(OFFICIAL_LIST.entries);
    expect(OFFICIAL_ENTRIES[0]?.version).toBe(OFFICIAL_LIST.version);
  });
});
