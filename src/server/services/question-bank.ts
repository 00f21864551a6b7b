// The active question bank, held in memory: it changes only when an admin edits a question, so
// reads (demo, quiz draws, exam draws, counts) cost no query. After any write to the questions
// table call markQuestionsChanged(trx) in its transaction and invalidateQuestionBank(db) after it.
// Other processes on the same database see the bumped version within VERSION_CHECK_MS
// (versioned-cache.ts).
import type { Db } from '../../../db/client.js';
import type { QuestionDto } from '../../shared/dto.js';
import { readFactsByKey, withCurrentFact } from './current-facts.js';
import { demoOptionOrder } from './option-order.js';
import { toQuestionDto } from './question.mapper.js';
import { versionedCache } from './versioned-cache.js';

export interface QuestionBank {
  active: QuestionDto[];
  byId: Map<string, QuestionDto>;
  demo: QuestionDto[];
  /** The demo answer as JSON, serialised once: the hottest public read. */
  demoJson: string;
}

async function load(db: Db): Promise<QuestionBank> {
  const [rows, facts] = await Promise.all([
    db.selectFrom('questions').selectAll().where('isActive', '=', 1).orderBy('id').execute(),
    readFactsByKey(db),
  ]);
  // A question whose answer is a current fact is served with the fact's value (facts.service.ts);
  // a fact edit bumps the bank's version like a question edit.
  const active = rows.map((r) => withCurrentFact(toQuestionDto(r), r.factKey === null ? undefined : facts.get(r.factKey)));
  // The demo's options in their own order (option-order.ts); the bank keeps the stored one.
  const demo = demoOptionOrder(active.filter((_, i) => rows[i]!.isDemo === 1));
  return { active, byId: new Map(active.map((q) => [q.id, q])), demo, demoJson: JSON.stringify(demo) };
}

const banks = versionedCache('questions', load);

export const getQuestionBank = (db: Db): Promise<QuestionBank> => banks.get(db);
export const invalidateQuestionBank = (db: Db): void => banks.invalidate(db);
/** In the transaction that writes questions: tells every process to reload its bank. */
export const markQuestionsChanged = (trx: Db): Promise<void> => banks.markChanged(trx);
