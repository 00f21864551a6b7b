// The active question bank, held in memory: it changes only when an admin edits a question, so
// reads (demo, quiz draws, exam draws, counts) cost no query. Call invalidateQuestionBank(db)
// after any write to the questions table.
import type { Db } from '../../../db/client.js';
import type { QuestionDto } from '../../shared/dto.js';
import { toQuestionDto } from './question.mapper.js';

export interface QuestionBank {
  active: QuestionDto[];
  byId: Map<string, QuestionDto>;
  demo: QuestionDto[];
  /** The demo answer as JSON, serialised once: the hottest public read. */
  demoJson: string;
}

const banks = new WeakMap<Db, Promise<QuestionBank>>();

async function load(db: Db): Promise<QuestionBank> {
  const rows = await db.selectFrom('questions').selectAll().where('isActive', '=', 1).orderBy('id').execute();
  const active = rows.map(toQuestionDto);
  const demo = rows.filter((r) => r.isDemo === 1).map(toQuestionDto);
  return { active, byId: new Map(active.map((q) => [q.id, q])), demo, demoJson: JSON.stringify(demo) };
}

export function getQuestionBank(db: Db): Promise<QuestionBank> {
  let bank = banks.get(db);
  if (!bank) {
    bank = load(db);
    banks.set(db, bank);
    bank.catch(() => banks.delete(db));
  }
  return bank;
}

export function invalidateQuestionBank(db: Db): void {
  banks.delete(db);
}
