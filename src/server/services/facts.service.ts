// Current facts: values that change over time (office holders, counts, the civic exam's rules), each
// with the day it was last checked. Anyone reads them (/sources); admins edit or confirm them, with
// an audit entry in the same transaction. A fact unchecked for FACT_STALE_DAYS days is flagged to
// admins. Questions that name a fact (questions.fact_key) are served with its value as the answer:
// the question bank applies withCurrentFact when it loads, and an edit here reloads the bank.
import { TRPCError } from '@trpc/server';
import type { Db } from '../../../db/client.js';
import type { CurrentFact } from '../../../db/schema.js';
import { FACT_SCHEDULED_CHANGES, OFFICE_HOLDER_FACT_KEYS } from '../../../db/seeds/content/facts.js';
import { FACT_STALE_DAYS } from '../../shared/constants.js';
import type { AdminFactDto, CurrentFactDto, FactUpdateInput } from '../../shared/schemas/facts.js';
import '../i18n/facts.messages.js';
import { recordAudit, type AuditActor } from './audit.service.js';
import { daysSince, isoDay, readFacts } from './current-facts.js';
import { invalidateQuestionBank, markQuestionsChanged } from './question-bank.js';

const OFFICE_HOLDERS = new Set(OFFICE_HOLDER_FACT_KEYS);

/**
 * « À vérifier »: not checked for FACT_STALE_DAYS days, an office holder no admin has confirmed yet,
 * or a value checked before a known change (an election) that has now taken place.
 */
export function factToCheck(f: Pick<CurrentFact, 'key' | 'verifiedAt' | 'updatedBy'>, now: Date): boolean {
  if (daysSince(f.verifiedAt, now) >= FACT_STALE_DAYS) return true;
  if (OFFICE_HOLDERS.has(f.key) && f.updatedBy === null) return true;
  const change = Object.hasOwn(FACT_SCHEDULED_CHANGES, f.key) ? FACT_SCHEDULED_CHANGES[f.key] : undefined;
  return change !== undefined && change <= isoDay(now) && f.verifiedAt < change;
}

function toDto(f: CurrentFact, now: Date): CurrentFactDto {
  return {
    key: f.key,
    valueFr: f.valueFr,
    valueEn: f.valueEn,
    valueAr: f.valueAr,
    source: f.source,
    verifiedAt: f.verifiedAt,
    stale: daysSince(f.verifiedAt, now) >= FACT_STALE_DAYS,
    toCheck: factToCheck(f, now),
  };
}

/** GET /api/facts (public): every fact with its last check, for /sources. */
export async function listFacts(db: Db, now = new Date()): Promise<CurrentFactDto[]> {
  return (await readFacts(db)).map((f) => toDto(f, now));
}

/** admin.facts.list: the facts, how old their last check is, who made it, and the questions that follow them. */
export async function listAdminFacts(db: Db, now = new Date()): Promise<AdminFactDto[]> {
  const [facts, editors, dependents] = await Promise.all([
    readFacts(db),
    db
      .selectFrom('currentFacts')
      .innerJoin('users', 'users.id', 'currentFacts.updatedBy')
      .select(['currentFacts.key', 'users.email'])
      .execute(),
    db
      .selectFrom('questions')
      .select(['id', 'content', 'correctAnswer', 'factKey'])
      .where('factKey', 'is not', null)
      .where('isActive', '=', 1)
      .orderBy('id')
      .execute(),
  ]);
  const emailOf = new Map(editors.map((e) => [e.key, e.email]));
  return facts.map((f) => ({
    ...toDto(f, now),
    daysSinceVerified: daysSince(f.verifiedAt, now),
    updatedBy: f.updatedBy === null ? null : (emailOf.get(f.key) ?? null),
    updatedAt: f.updatedAt,
    dependents: dependents
      .filter((q) => q.factKey === f.key)
      .map((q) => ({ id: q.id, content: q.content, writtenAnswer: q.correctAnswer, needsReview: q.correctAnswer !== f.valueFr })),
  }));
}

const VALUE_FIELDS = ['valueFr', 'valueEn', 'valueAr', 'source'] as const;

/**
 * admin.facts.update / PATCH /api/admin/facts/:key. A changed value or source counts as checked
 * today; `verified` alone confirms the value today. Audited in the same transaction; the question
 * bank reloads in every process, so dependent questions are served with the new value at once.
 */
export async function updateFact(db: Db, actor: AuditActor, input: FactUpdateInput, now = new Date()): Promise<AdminFactDto> {
  await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('currentFacts').selectAll().where('key', '=', input.key).executeTakeFirst();
    if (!current) throw new TRPCError({ code: 'NOT_FOUND', message: 'facts.not_found' });
    const changed = VALUE_FIELDS.filter((f) => input[f] !== undefined && input[f] !== current[f]);
    if (changed.length === 0 && !input.verified) throw new TRPCError({ code: 'BAD_REQUEST', message: 'admin.nothing_to_update' });
    const set: Partial<Record<(typeof VALUE_FIELDS)[number], string>> = {};
    for (const f of changed) set[f] = input[f]!;
    await trx
      .updateTable('currentFacts')
      .set({ ...set, verifiedAt: isoDay(now), updatedBy: actor.id, updatedAt: now.toISOString() })
      .where('key', '=', input.key)
      .execute();
    await recordAudit(trx, actor, {
      action: changed.length > 0 ? 'fact.update' : 'fact.verify',
      targetType: 'fact',
      targetId: input.key,
      details: {
        verifiedAt: { from: current.verifiedAt, to: isoDay(now) },
        ...Object.fromEntries(changed.map((f) => [f, { from: current[f], to: input[f] }])),
      },
    });
    if (changed.length > 0) await markQuestionsChanged(trx);
  });
  invalidateQuestionBank(db);
  const updated = (await listAdminFacts(db, now)).find((f) => f.key === input.key);
  if (!updated) throw new TRPCError({ code: 'NOT_FOUND', message: 'facts.not_found' });
  return updated;
}
