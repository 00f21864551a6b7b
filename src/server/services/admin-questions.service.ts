// The question bank as admins see and edit it. An edit is checked as a whole (the answer stays
// among the options, and so on), written with the audit entry in one transaction, marks the row
// as admin-edited (the seed then leaves it alone) and refreshes the in-memory bank at once, so
// the next quiz draw sees it.
import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import type { QuestionRow, QuestionUpdate } from '../../../db/schema.js';
import {
  QUESTION_EDITABLE_FIELDS,
  questionSchema,
  type AdminQuestionDetailDto,
  type AdminQuestionsPageDto,
  type AdminQuestionsQuery,
  type QuestionFields,
  type QuestionUpdateInput,
} from '../../shared/schemas/admin.js';
import { containsPattern } from '../../shared/schemas/pagination.js';
import '../i18n/admin.messages.js';
import { recordAudit, type AuditActor } from './audit.service.js';
import { invalidateQuestionBank, markQuestionsChanged } from './question-bank.js';
import { parseOptions, toAdminQuestionDto } from './question.mapper.js';

function toDetailDto(row: QuestionRow): AdminQuestionDetailDto {
  return { ...toAdminQuestionDto(row), adminEditedAt: row.adminEditedAt };
}

/**
 * GET /api/admin/questions?q=&category=&status=&page=&pageSize=: the bank a page at a time, active
 * or not, as full objects, by id. `q` matches the id, either language's text, the answer or the
 * options (in the database; %, _ and \ are taken literally).
 */
export async function listAdminQuestions(db: Db, query: AdminQuestionsQuery): Promise<AdminQuestionsPageDto> {
  let filtered = db.selectFrom('questions');
  if (query.category) filtered = filtered.where('category', '=', query.category);
  if (query.status !== 'all') filtered = filtered.where('isActive', '=', query.status === 'active' ? 1 : 0);
  if (query.q) {
    const p = containsPattern(query.q);
    filtered = filtered.where(
      sql<boolean>`(id LIKE ${p} ESCAPE '\\' OR content LIKE ${p} ESCAPE '\\' OR content_en LIKE ${p} ESCAPE '\\' OR content_ar LIKE ${p} ESCAPE '\\' OR correct_answer LIKE ${p} ESCAPE '\\' OR options LIKE ${p} ESCAPE '\\')`,
    );
  }
  const [matching, bank, rows] = await Promise.all([
    filtered.select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db
      .selectFrom('questions')
      .select([sql<number>`count(*)`.as('all'), sql<number>`coalesce(sum(is_active), 0)`.as('active')])
      .executeTakeFirstOrThrow(),
    filtered
      .selectAll()
      .orderBy('id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    items: rows.map(toDetailDto),
    total: Number(matching.n),
    page: query.page,
    pageSize: query.pageSize,
    active: Number(bank.active),
    all: Number(bank.all),
  };
}

function currentFields(row: QuestionRow): QuestionFields {
  return {
    content: row.content,
    contentEn: row.contentEn,
    options: parseOptions(row.options),
    optionsEn: parseOptions(row.optionsEn),
    correctAnswer: row.correctAnswer,
    explanation: row.explanation,
    explanationEn: row.explanationEn,
    contentAr: row.contentAr,
    optionsAr: row.optionsAr === null ? null : parseOptions(row.optionsAr),
    explanationAr: row.explanationAr,
    difficulty: row.difficulty,
    category: row.category as QuestionFields['category'],
    theme: row.theme as QuestionFields['theme'],
    subtheme: row.subtheme as QuestionFields['subtheme'],
    isActive: row.isActive === 1,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * PATCH /api/admin/questions/{id}: any subset of the editable fields. The question as it would be
 * after the edit must pass the shared rules, else 400 with the field-level messages.
 */
export async function updateAdminQuestion(
  db: Db,
  actor: AuditActor,
  input: QuestionUpdateInput,
  now = new Date(),
): Promise<AdminQuestionDetailDto> {
  const result = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('questions').selectAll().where('id', '=', input.id).executeTakeFirst();
    if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'admin.question_not_found' });
    const before = currentFields(row);
    const patch: Partial<QuestionFields> = {};
    for (const field of QUESTION_EDITABLE_FIELDS) {
      if (input[field] !== undefined) (patch as Record<string, unknown>)[field] = input[field];
    }
    // A content edit is checked as a whole; switching a question on or off needs no check of
    // the rest (it is as the bank has it).
    const touchesContent = Object.keys(patch).some((f) => f !== 'isActive');
    let after: QuestionFields = { ...before, ...patch };
    if (touchesContent) {
      const checked = questionSchema.safeParse(after);
      if (!checked.success) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'errors.validation', cause: checked.error });
      }
      after = checked.data;
    }
    const changed = QUESTION_EDITABLE_FIELDS.filter((f) => patch[f] !== undefined && !same(before[f], after[f]));
    if (changed.length === 0) return { row, changed: false };

    const contentChanges = changed.filter((f) => f !== 'isActive');
    const iso = now.toISOString();
    const set: QuestionUpdate = { updatedAt: iso };
    for (const f of contentChanges) {
      const value = after[f];
      (set as Record<string, unknown>)[f] = Array.isArray(value) ? JSON.stringify(value) : value;
    }
    if (contentChanges.length) set.adminEditedAt = iso;
    if (changed.includes('isActive')) set.isActive = after.isActive ? 1 : 0;
    await trx.updateTable('questions').set(set).where('id', '=', row.id).execute();
    await markQuestionsChanged(trx);

    if (contentChanges.length) {
      await recordAudit(trx, actor, {
        action: 'question.edit',
        targetType: 'question',
        targetId: row.id,
        details: {
          fields: contentChanges,
          changes: Object.fromEntries(contentChanges.map((f) => [f, { from: before[f], to: after[f] }])),
        },
      });
    }
    if (changed.includes('isActive')) {
      await recordAudit(trx, actor, {
        action: 'question.toggle',
        targetType: 'question',
        targetId: row.id,
        details: { field: 'isActive', from: before.isActive, to: after.isActive },
      });
    }
    const updated = await trx.selectFrom('questions').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    return { row: updated, changed: true };
  });
  // After the commit: the next draw (demo, quiz, exam, counts) reloads the bank.
  if (result.changed) invalidateQuestionBank(db);
  return toDetailDto(result.row);
}
