// The "Liste officielle" practice mode: walks the Ministry's list in its published order, serving
// for each entry one of our questions linked to it (its `official` field holds the wording
// verbatim). Answers go through the ordinary quiz path, so the server decides correctness as for
// any quiz. Where a member stopped is kept on their device (docs/product.md, "Liste officielle").
import type { Db } from '../../../db/client.js';
import type { User } from '../../../db/schema.js';
import { DEMO_QUIZ_LIMIT } from '../../shared/constants.js';
import type { QuestionDto } from '../../shared/dto.js';
import type { OfficialListPageDto, OfficialListQuery } from '../../shared/schemas/official-list.js';
import { OFFICIAL_ENTRIES } from './official-list.js';
import { inOptionOrder } from './option-order.js';
import { getQuestionBank, type QuestionBank } from './question-bank.js';

// For each bank version: the question served for each official ref (the first linked one by id,
// so a page is the same from one visit to the next).
const byRefCache = new WeakMap<QuestionBank, Map<string, QuestionDto>>();

function questionsByRef(bank: QuestionBank): Map<string, QuestionDto> {
  let map = byRefCache.get(bank);
  if (!map) {
    map = new Map();
    for (const q of bank.active) if (q.official && !map.has(q.official.ref)) map.set(q.official.ref, q);
    byRefCache.set(bank, map);
  }
  return map;
}

/**
 * questions.officialList / GET /api/questions/official-list: the entries from rank `start` on, one
 * question each, `limit` of them (5 without full access, like any quiz). An entry whose questions
 * are all deactivated is skipped; past the end the page is empty.
 */
export async function officialListPage(db: Db, user: Pick<User, 'hasFullAccess'>, query: OfficialListQuery): Promise<OfficialListPageDto> {
  const bank = await getQuestionBank(db);
  const limit = user.hasFullAccess === 1 ? query.limit : Math.min(query.limit, DEMO_QUIZ_LIMIT);
  const byRef = questionsByRef(bank);
  const questions: QuestionDto[] = [];
  for (const entry of OFFICIAL_ENTRIES.slice(query.start - 1)) {
    const q = byRef.get(entry.ref);
    if (q) questions.push(q);
    if (questions.length === limit) break;
  }
  return { total: OFFICIAL_ENTRIES.length, version: OFFICIAL_ENTRIES[0]?.version ?? '', start: query.start, questions: inOptionOrder(questions, query.attemptId) };
}
