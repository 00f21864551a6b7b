// Current facts: values that change over time (office holders, counts, the civic exam's rules), each
// with the day it was last checked. Anyone reads them (/sources); admins edit or confirm them, with
// an audit entry in the same transaction. A fact unchecked for FACT_STALE_DAYS days is flagged to
// admins. Questions that name a fact (questions.fact_key) are served with its value as the answer:
// the question bank applies withCurrentFact when it loads, and an edit here reloads the bank.
import { TRPCError } from '@trpc/server';
import type { Db } from '../../../db/client.js';
import type { CurrentFact } from '../../../db/schema.js';
import { CURRENT_FACTS, FACT_SCHEDULED_CHANGES, OFFICE_HOLDER_FACT_KEYS } from '../../../db/seeds/facts.js';
import { FACT_STALE_DAYS } from '../../shared/constants.js';
import type { QuestionDto } from '../../shared/dto.js';
import type { AdminFactDto, CurrentFactDto, FactUpdateInput } from '../../shared/schemas/facts.js';
import '../i18n/facts.messages.js';
import { recordAudit, type AuditActor } from './audit.service.js';
import { invalidateQuestionBank, markQuestionsChanged } from './question-bank.js';

const DAY_MS = 86_400_000;
const SEED_ORDER = new Map(CURRENT_FACTS.map((f, i) => [f.key, i]));

/** YYYY-MM-DD of `now` in UTC: the unit in which facts are checked. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function daysSince(day: string, now: Date): number {
  const then = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(then)) return Number.POSITIVE_INFINITY;
  return Math.floor((Date.parse(`${isoDay(now)}T00:00:00Z`) - then) / DAY_MS);
}

async function readFacts(db: Db): Promise<CurrentFact[]> {
  const rows = await db.selectFrom('currentFacts').selectAll().execute();
  const rank = (k: string) => SEED_ORDER.get(k) ?? SEED_ORDER.size;
  return rows.sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key));
}

/** The facts by key, for the question bank. */
export async function readFactsByKey(db: Db): Promise<Map<string, CurrentFact>> {
  return new Map((await readFacts(db)).map((f) => [f.key, f]));
}

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

const frenchDate = (day: string) => day.split('-').reverse().join('/');

/**
 * A question whose answer is a current fact, as served: the fact's value is the right answer.
 * When the value still equals the written answer nothing changes. Otherwise the value takes the
 * answer's place among the options (or, if it is already one of them, that option becomes the
 * answer), and since the written explanation argues for the old value, it is replaced by a short
 * dated one citing the fact's source until an admin rewrites the question (the Faits actuels tab
 * lists it as "à revoir"). Substituting the value inside free explanation text would be guesswork.
 */
export function withCurrentFact(q: QuestionDto, fact: CurrentFact | undefined): QuestionDto {
  if (!fact || fact.valueFr === q.correctAnswer) return q;
  const at = q.options.indexOf(q.correctAnswer);
  if (at < 0) return q;
  const options = [...q.options];
  const optionsEn = [...q.optionsEn];
  const optionsAr = q.optionsAr ? [...q.optionsAr] : null;
  if (!options.includes(fact.valueFr)) {
    options[at] = fact.valueFr;
    if (at < optionsEn.length) optionsEn[at] = fact.valueEn;
    if (optionsAr && at < optionsAr.length) optionsAr[at] = fact.valueAr;
  }
  const day = frenchDate(fact.verifiedAt);
  return {
    ...q,
    options,
    optionsEn,
    optionsAr,
    correctAnswer: fact.valueFr,
    explanation: `Réponse mise à jour\u202F: ${fact.valueFr} (vérifié le ${day}). L'explication détaillée de cette question est en cours de révision.`,
    explanationEn: `Updated answer: ${fact.valueEn} (checked on ${day}). The detailed explanation of this question is being revised.`,
    explanationAr: q.explanationAr === null ? null : `الإجابة المحدَّثة: ${fact.valueAr} (تم التحقق في ${day}). الشرح المفصل لهذا السؤال قيد المراجعة.`,
    source: fact.source,
  };
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
