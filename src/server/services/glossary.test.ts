// The glossary through HTTP (REST and tRPC) on a real, migrated and seeded database: the public
// list and entry, the links to the questions that use a term, and the audited admin edit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, request, type TestApp, type TestUser } from '../../../tests/helpers/test-app.js';
import { GLOSSARY_TERMS } from '../../../db/seeds/content/glossary.js';
import { seedGlossary } from '../../../db/seeds/seed-glossary.js';
import type { AuditLogPageDto } from '../../shared/schemas/admin.js';
import type { AdminGlossaryTermDto, GlossaryTermDetailDto, GlossaryTermDto } from '../../shared/schemas/glossary.js';
import { getQuestionBank } from './question-bank.js';

let t: TestApp;
let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { isAdmin: true, email: 'glossaire-admin@example.fr' });
  member = await createUser(t.db);
});
afterAll(() => t.close());

const get = (url: string, as: TestUser | null = null, headers: Record<string, string> = {}) =>
  request(t.app, { method: 'GET', url, user: as, headers });
const patch = (url: string, payload: unknown, as: TestUser | null = admin) => request(t.app, { method: 'PATCH', url, payload: payload as object, user: as });
const trpcQuery = (path: string, input?: unknown, as: TestUser | null = null) =>
  request(t.app, { method: 'GET', url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, user: as });
const trpcMutation = (path: string, input: unknown, as: TestUser | null = admin) =>
  request(t.app, { method: 'POST', url: `/trpc/${path}`, payload: input as object, user: as });

async function auditRows(): Promise<AuditLogPageDto['items']> {
  const res = await request(t.app, { method: 'GET', url: '/api/admin/audit-log?page=1', user: admin });
  expect(res.statusCode).toBe(200);
  return (res.json() as AuditLogPageDto).items;
}

describe('the public glossary', () => {
  it('lists every seeded entry, in French alphabetical order, at both doors alike', async () => {
    const rest = await get('/api/glossary');
    expect(rest.statusCode).toBe(200);
    const terms = rest.json() as GlossaryTermDto[];
    expect(terms.length).toBe(GLOSSARY_TERMS.length);
    expect(terms.length).toBeGreaterThanOrEqual(150);
    const names = terms.map((x) => x.term);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr', { sensitivity: 'base' }).compare));
    const trpc = await trpcQuery('glossary.list');
    expect(trpc.statusCode).toBe(200);
    expect(trpc.json().result.data).toEqual(terms);
  });

  it('answers the list with an ETag and 304 when the client holds that version', async () => {
    const first = await get('/api/glossary');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toContain('public');
    const again = await get('/api/glossary', null, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('links a term to the active questions whose French text uses it, with their wording and no answer', async () => {
    const bank = await getQuestionBank(t.db);
    const res = await get('/api/glossary/laicite');
    expect(res.statusCode).toBe(200);
    const term = res.json() as GlossaryTermDetailDto;
    expect(term.term).toBe('laïcité');
    expect(term.questions.length).toBeGreaterThan(0);
    expect(term.questions.map((q) => q.id)).toEqual(term.questionIds);
    for (const q of term.questions) {
      const full = bank.byId.get(q.id)!;
      const french = [full.content, ...full.options, full.explanation].join(' ').toLowerCase();
      expect(french).toContain('laïcité');
      expect(Object.keys(q).sort()).toEqual(['content', 'id', 'subtheme', 'theme']);
    }
    // Every question that says "laïcité" is linked.
    const expected = bank.active.filter((q) => [q.content, ...q.options, q.explanation].some((s) => /laïcité/i.test(s))).map((q) => q.id);
    expect([...term.questionIds].sort()).toEqual(expected.sort());
    const trpc = await trpcQuery('glossary.get', { slug: 'laicite' });
    expect(trpc.json().result.data).toEqual(term);
  });

  it('answers 404 for an unknown slug and 400 for a malformed one, at both doors', async () => {
    expect((await get('/api/glossary/pas-un-terme')).statusCode).toBe(404);
    expect((await trpcQuery('glossary.get', { slug: 'pas-un-terme' })).statusCode).toBe(404);
    expect((await get('/api/glossary/Pas%20Valide!')).statusCode).toBe(400);
    expect((await trpcQuery('glossary.get', { slug: 'Pas Valide!' })).statusCode).toBe(400);
  });
});

describe('editing an entry (admins only, audited)', () => {
  it('refuses visitors (401) and members (403) at both doors, and leaves the entry as it was', async () => {
    const edit = { definitionEn: 'Changed by someone who may not.' };
    expect((await patch('/api/admin/glossary/scrutin', edit, null)).statusCode).toBe(401);
    expect((await patch('/api/admin/glossary/scrutin', edit, member)).statusCode).toBe(403);
    expect((await trpcMutation('admin.glossary.update', { slug: 'scrutin', ...edit }, null)).statusCode).toBe(401);
    expect((await trpcMutation('admin.glossary.update', { slug: 'scrutin', ...edit }, member)).statusCode).toBe(403);
    expect((await get('/api/admin/glossary', member)).statusCode).toBe(403);
    const row = await t.db.selectFrom('glossaryTerms').selectAll().where('slug', '=', 'scrutin').executeTakeFirstOrThrow();
    expect(row.definitionEn).not.toBe(edit.definitionEn);
    expect(row.adminEditedAt).toBeNull();
  });

  it('refuses bad input with 400 at both doors: a French definition over 30 words, duplicate variants, an empty term, nothing to change', async () => {
    const long = Array.from({ length: 31 }, (_, i) => `mot${i}`).join(' ');
    for (const body of [{ definition: long }, { variants: ['scrutins', 'Scrutins'] }, { term: '   ' }, {}]) {
      const rest = await patch('/api/admin/glossary/scrutin', body);
      expect(rest.statusCode, JSON.stringify(body)).toBe(400);
      expect(Array.isArray(rest.json().errors) || typeof rest.json().message === 'string').toBe(true);
      const trpc = await trpcMutation('admin.glossary.update', { slug: 'scrutin', ...body });
      expect(trpc.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await patch('/api/admin/glossary/pas-un-terme', { termEn: 'x' })).statusCode).toBe(404);
    expect((await trpcMutation('admin.glossary.update', { slug: 'pas-un-terme', termEn: 'x' })).statusCode).toBe(404);
  });

  it('writes the edit and one audit row (REST), serves it at once, and re-links questions through the new variants', async () => {
    const before = (await get('/api/glossary/isoloir')).json() as GlossaryTermDetailDto;
    const res = await patch('/api/admin/glossary/isoloir', {
      definition: "Cabine fermée du bureau de vote où l'on met son bulletin dans l'enveloppe, seul et en secret.",
      variants: ['isoloirs', 'bulletin', 'bulletins'],
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json() as AdminGlossaryTermDto;
    expect(updated.adminEditedAt).not.toBeNull();
    expect(updated.variants).toEqual(['isoloirs', 'bulletin', 'bulletins']);

    const after = (await get('/api/glossary/isoloir')).json() as GlossaryTermDetailDto;
    expect(after.definition).toBe(updated.definition);
    // The new variant links the questions that speak of ballot papers, without a restart.
    const bank = await getQuestionBank(t.db);
    const ballot = bank.active
      .filter((q) => [q.content, ...q.options, q.explanation].some((s) => /(?<![\p{L}-])bulletins?(?![\p{L}-])/iu.test(s)))
      .map((q) => q.id);
    expect(ballot.filter((id) => !before.questionIds.includes(id)).length).toBeGreaterThan(0);
    expect(after.questionIds).toEqual(expect.arrayContaining([...before.questionIds, ...ballot]));
    expect(after.questionIds.length).toBeGreaterThan(before.questionIds.length);

    const audit = (await auditRows()).find((r) => r.action === 'glossary.edit' && r.targetId === 'isoloir');
    expect(audit).toBeDefined();
    expect(audit!.actorEmail).toBe(admin.email);
    expect(JSON.stringify(audit!.details)).toContain('definition');
  });

  it('edits through tRPC alike, audits it, and writes nothing when nothing changes', async () => {
    const res = await trpcMutation('admin.glossary.update', { slug: 'procuration', termAr: 'التوكيل في التصويت' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.termAr).toBe('التوكيل في التصويت');
    const count = async () => (await auditRows()).filter((r) => r.action === 'glossary.edit' && r.targetId === 'procuration').length;
    expect(await count()).toBe(1);
    const same = await trpcMutation('admin.glossary.update', { slug: 'procuration', termAr: 'التوكيل في التصويت' });
    expect(same.statusCode).toBe(200);
    expect(await count()).toBe(1);
    expect(((await trpcQuery('glossary.get', { slug: 'procuration' })).json().result.data as GlossaryTermDto).termAr).toBe('التوكيل في التصويت');
  });

  it('keeps an admin-edited entry when the seed runs again, and updates the others', async () => {
    const edited = await t.db.selectFrom('glossaryTerms').selectAll().where('slug', '=', 'procuration').executeTakeFirstOrThrow();
    const changedSeed = GLOSSARY_TERMS.map((x) =>
      x.slug === 'procuration' || x.slug === 'scrutin' ? { ...x, definitionEn: `${x.definitionEn} (reseeded)` } : x,
    );
    await seedGlossary(t.db, changedSeed);
    const procuration = await t.db.selectFrom('glossaryTerms').selectAll().where('slug', '=', 'procuration').executeTakeFirstOrThrow();
    expect(procuration).toEqual(edited);
    const scrutin = await t.db.selectFrom('glossaryTerms').select('definitionEn').where('slug', '=', 'scrutin').executeTakeFirstOrThrow();
    expect(scrutin.definitionEn).toMatch(/\(reseeded\)$/);
    // Back to the files' text, and a second run writes nothing.
    await seedGlossary(t.db, GLOSSARY_TERMS);
    const version = async () => (await t.db.selectFrom('cacheVersions').select('version').where('name', '=', 'glossary').executeTakeFirstOrThrow()).version;
    const v = await version();
    await seedGlossary(t.db, GLOSSARY_TERMS);
    expect(await version()).toBe(v);
  });
});
