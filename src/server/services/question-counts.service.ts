// Live question counts per category and in total, computed from the active bank (docs/product.md#question-bank:
// wherever a page shows a count, it comes from the bank, never typed in).
import type { Db } from '../../../db/client.js';
import { CATEGORIES, type Category } from '../../shared/constants.js';
import { getQuestionBank, type QuestionBank } from './question-bank.js';

export interface QuestionCountsDto {
  /** Active questions in the whole bank. */
  total: number;
  /** Active questions per category, in the product's category order; every category is present. */
  categories: { category: Category; count: number }[];
}

// One answer per bank version: the bank object changes whenever an admin edits a question.
const cache = new WeakMap<QuestionBank, QuestionCountsDto>();

export function countQuestions(bank: QuestionBank): QuestionCountsDto {
  const byCategory = new Map<Category, number>(CATEGORIES.map((c) => [c, 0]));
  for (const q of bank.active) byCategory.set(q.category, (byCategory.get(q.category) ?? 0) + 1);
  return {
    total: bank.active.length,
    categories: CATEGORIES.map((category) => ({ category, count: byCategory.get(category) ?? 0 })),
  };
}

/** GET /api/questions/counts and tRPC questions.counts (public). */
export async function getQuestionCounts(db: Db): Promise<QuestionCountsDto> {
  const bank = await getQuestionBank(db);
  let counts = cache.get(bank);
  if (!counts) {
    counts = countQuestions(bank);
    cache.set(bank, counts);
  }
  return counts;
}
