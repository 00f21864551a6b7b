// The glossary (/glossaire): civic and administrative words with a plain French definition and
// their English and Arabic. Read from memory: the entries change only when an admin edits one, so a
// read costs no query beyond a version check (versioned-cache.ts, as the question bank). Which
// questions use a term is computed once per glossary and bank version with the matcher the client
// uses to mark terms (src/shared/glossary-match.ts), never by a scan per request.
import { TRPCError } from '@trpc/server';
import type { Db } from '../../../db/client.js';
import type { GlossaryTermRow, GlossaryTermUpdate } from '../../../db/schema.js';
import type { QuestionDto } from '../../shared/dto.js';
import { buildGlossaryMatcher } from '../../shared/glossary-match.js';
import {
  GLOSSARY_EDITABLE_FIELDS,
  glossaryFields,
  type AdminGlossaryTermDto,
  type GlossaryFields,
  type GlossaryQuestionDto,
  type GlossaryTermDetailDto,
  type GlossaryTermDto,
  type GlossaryUpdateInput,
} from '../../shared/schemas/glossary.js';
import { appError } from '../errors.js';
import '../i18n/glossary.messages.js';
import { recordAudit, type AuditActor } from './audit.service.js';
import { getQuestionBank, type QuestionBank } from './question-bank.js';
import { versionedCache } from './versioned-cache.js';

interface LoadedGlossary {
  rows: GlossaryTermRow[];
}

// By slug: where two entries share a form, the same one keeps it in every process.
const glossaries = versionedCache('glossary', async (db): Promise<LoadedGlossary> => ({
  rows: await db.selectFrom('glossaryTerms').selectAll().orderBy('slug').execute(),
}));

function parseVariants(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function fieldsOf(row: GlossaryTermRow): GlossaryFields {
  return {
    term: row.term,
    variants: parseVariants(row.variants),
    definition: row.definition,
    termEn: row.termEn,
    definitionEn: row.definitionEn,
    termAr: row.termAr,
    definitionAr: row.definitionAr,
  };
}

/** The French texts of a question a term may appear in: its wording, its options, its explanation. */
const frenchTexts = (q: QuestionDto) => [q.content, ...q.options, q.explanation];

export interface GlossaryView {
  /** Alphabetical (French order), each with the ids of the active questions that use it. */
  terms: GlossaryTermDto[];
  bySlug: Map<string, GlossaryTermDto>;
  /** `terms` serialised once: the public list's answer. */
  json: string;
  bank: QuestionBank;
}

const collator = new Intl.Collator('fr', { sensitivity: 'base' });
/** One view per loaded glossary and question bank: both are replaced, never mutated, on a change. */
const views = new WeakMap<LoadedGlossary, WeakMap<QuestionBank, GlossaryView>>();

function buildView(glossary: LoadedGlossary, bank: QuestionBank): GlossaryView {
  const entries = glossary.rows.map((row) => ({ slug: row.slug, ...fieldsOf(row) }));
  const matcher = buildGlossaryMatcher(entries.map((e) => ({ slug: e.slug, forms: [e.term, ...e.variants] })));
  const questionIds = new Map<string, string[]>(entries.map((e) => [e.slug, []]));
  for (const q of bank.active) {
    const found = new Set(frenchTexts(q).flatMap((text) => matcher.find(text)));
    for (const slug of found) questionIds.get(slug)?.push(q.id);
  }
  const terms = entries
    .map((e) => ({ ...e, questionIds: questionIds.get(e.slug) ?? [] }))
    .sort((a, b) => collator.compare(a.term, b.term) || (a.slug < b.slug ? -1 : 1));
  return { terms, bySlug: new Map(terms.map((t) => [t.slug, t])), json: JSON.stringify(terms), bank };
}

export async function getGlossaryView(db: Db): Promise<GlossaryView> {
  const [glossary, bank] = await Promise.all([glossaries.get(db), getQuestionBank(db)]);
  let byBank = views.get(glossary);
  if (!byBank) {
    byBank = new WeakMap();
    views.set(glossary, byBank);
  }
  let view = byBank.get(bank);
  if (!view) {
    view = buildView(glossary, bank);
    byBank.set(bank, view);
  }
  return view;
}

/** GET /api/glossary: every entry, alphabetical. */
export async function listGlossary(db: Db): Promise<GlossaryTermDto[]> {
  return (await getGlossaryView(db)).terms;
}

/** GET /api/glossary/{slug}: one entry with the questions that use it (their wording, never the answer). */
export async function getGlossaryTerm(db: Db, slug: string): Promise<GlossaryTermDetailDto> {
  const view = await getGlossaryView(db);
  const term = view.bySlug.get(slug);
  if (!term) throw appError('NOT_FOUND', 'glossary.term_not_found');
  const questions: GlossaryQuestionDto[] = term.questionIds.flatMap((id) => {
    const q = view.bank.byId.get(id);
    return q ? [{ id: q.id, content: q.content, theme: q.theme, subtheme: q.subtheme }] : [];
  });
  return { ...term, questions };
}

/** The admin tab's list: every entry with the date of its last admin edit. */
export async function listAdminGlossary(db: Db): Promise<AdminGlossaryTermDto[]> {
  const view = await getGlossaryView(db);
  const edited = await db.selectFrom('glossaryTerms').select(['slug', 'adminEditedAt']).execute();
  const at = new Map(edited.map((r) => [r.slug, r.adminEditedAt]));
  return view.terms.map((t) => ({ ...t, adminEditedAt: at.get(t.slug) ?? null }));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * PATCH /api/admin/glossary/{slug}: any subset of the fields. The entry as it would be after the
 * edit is checked as a whole (a French definition of 30 words at most, no duplicate variant), then
 * written with its audit entry in one transaction and marked as admin-edited (the seed then
 * leaves it alone); every process reloads its copy.
 */
export async function updateGlossaryTerm(
  db: Db,
  actor: AuditActor,
  input: GlossaryUpdateInput,
  now = new Date(),
): Promise<AdminGlossaryTermDto> {
  const changed = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('glossaryTerms').selectAll().where('slug', '=', input.slug).executeTakeFirst();
    if (!row) throw appError('NOT_FOUND', 'glossary.term_not_found');
    const before = fieldsOf(row);
    const patch: Partial<GlossaryFields> = {};
    for (const field of GLOSSARY_EDITABLE_FIELDS) {
      if (input[field] !== undefined) (patch as Record<string, unknown>)[field] = input[field];
    }
    const checked = glossaryFields.safeParse({ ...before, ...patch });
    if (!checked.success) throw new TRPCError({ code: 'BAD_REQUEST', message: 'errors.validation', cause: checked.error });
    const after = checked.data;
    const fields = GLOSSARY_EDITABLE_FIELDS.filter((f) => patch[f] !== undefined && !same(before[f], after[f]));
    if (fields.length === 0) return false;

    const iso = now.toISOString();
    const set: GlossaryTermUpdate = { updatedAt: iso, adminEditedAt: iso };
    for (const f of fields) {
      const value = after[f];
      (set as Record<string, unknown>)[f] = Array.isArray(value) ? JSON.stringify(value) : value;
    }
    await trx.updateTable('glossaryTerms').set(set).where('slug', '=', row.slug).execute();
    await glossaries.markChanged(trx);
    await recordAudit(trx, actor, {
      action: 'glossary.edit',
      targetType: 'glossary_term',
      targetId: row.slug,
      details: { fields, changes: Object.fromEntries(fields.map((f) => [f, { from: before[f], to: after[f] }])) },
    });
    return true;
  });
  // After the commit: the next read here reloads; other processes within VERSION_CHECK_MS.
  if (changed) glossaries.invalidate(db);
  const detail = (await listAdminGlossary(db)).find((t) => t.slug === input.slug);
  if (!detail) throw appError('NOT_FOUND', 'glossary.term_not_found');
  return detail;
}
