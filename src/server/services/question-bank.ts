// The active question bank, held in memory: it changes only when an admin edits a question, so
// reads (demo, quiz draws, exam draws, counts) cost no query. After any write to the questions
// table call markQuestionsChanged(trx) in its transaction and invalidateQuestionBank(db) after it.
// Other processes on the same database see the bumped version within VERSION_CHECK_MS.
import type { Db } from '../../../db/client.js';
import type { QuestionDto } from '../../shared/dto.js';
import { readFactsByKey, withCurrentFact } from './facts.service.js';
import { toQuestionDto } from './question.mapper.js';

export interface QuestionBank {
  active: QuestionDto[];
  byId: Map<string, QuestionDto>;
  demo: QuestionDto[];
  /** The demo answer as JSON, serialised once: the hottest public read. */
  demoJson: string;
}

/** How stale another process's admin edit may be here, at most. */
export const VERSION_CHECK_MS = 2000;
const VERSION_NAME = 'questions';

interface Cached {
  bank: Promise<QuestionBank>;
  /** cache_versions.version when the bank was loaded. */
  version: number;
  checkedAt: number;
  /** A version check in flight, shared by the reads that wait for it. */
  checking: Promise<void> | null;
}

const banks = new WeakMap<Db, Cached>();

async function readVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('cacheVersions').select('version').where('name', '=', VERSION_NAME).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** In the transaction that writes questions: tells every process to reload its bank. */
export async function markQuestionsChanged(trx: Db): Promise<void> {
  await trx.updateTable('cacheVersions').set((eb) => ({ version: eb('version', '+', 1) })).where('name', '=', VERSION_NAME).execute();
}

async function load(db: Db): Promise<QuestionBank> {
  const [rows, facts] = await Promise.all([
    db.selectFrom('questions').selectAll().where('isActive', '=', 1).orderBy('id').execute(),
    readFactsByKey(db),
  ]);
  // A question whose answer is a current fact is served with the fact's value (facts.service.ts);
  // a fact edit bumps the bank's version like a question edit.
  const active = rows.map((r) => withCurrentFact(toQuestionDto(r), r.factKey === null ? undefined : facts.get(r.factKey)));
  const demo = active.filter((_, i) => rows[i]!.isDemo === 1);
  return { active, byId: new Map(active.map((q) => [q.id, q])), demo, demoJson: JSON.stringify(demo) };
}

function loadCached(db: Db): Cached {
  const cached: Cached = { bank: Promise.resolve(null as never), version: 0, checkedAt: Date.now(), checking: null };
  // The version first: an edit committed between the two reads then only causes one more reload.
  cached.bank = readVersion(db).then((version) => {
    cached.version = version;
    return load(db);
  });
  banks.set(db, cached);
  cached.bank.catch(() => {
    if (banks.get(db) === cached) banks.delete(db);
  });
  return cached;
}

export async function getQuestionBank(db: Db): Promise<QuestionBank> {
  const cached = banks.get(db) ?? loadCached(db);
  if (Date.now() - cached.checkedAt < VERSION_CHECK_MS) return cached.bank;
  // At most one cheap primary-key read every VERSION_CHECK_MS, not a timer: an idle process asks
  // nothing, and the first read after a while waits for the answer instead of serving a stale bank.
  cached.checking ??= (async () => {
    try {
      await cached.bank;
      const version = await readVersion(db);
      cached.checkedAt = Date.now();
      if (version !== cached.version && banks.get(db) === cached) banks.delete(db);
    } finally {
      cached.checking = null;
    }
  })();
  await cached.checking;
  return (banks.get(db) ?? loadCached(db)).bank;
}

export function invalidateQuestionBank(db: Db): void {
  banks.delete(db);
}
