import type { Db } from '../../../db/client.js';
import type { User } from '../../../db/schema.js';
import { DEFAULT_QUESTION_COUNT, DEMO_QUIZ_LIMIT } from '../../shared/constants.js';
import type { QuestionDto } from '../../shared/dto.js';
import type { QuestionsQuery } from '../../shared/schemas/quiz.js';
import { sample } from './exam-draw.js';
import { getQuestionBank, type QuestionBank } from './question-bank.js';

/** The 3 fixed demo questions (public). */
export async function getDemoQuestions(db: Db): Promise<QuestionDto[]> {
  return (await getQuestionBank(db)).demo;
}

// Pools of active questions per (category, difficulty), built on first use for each bank version.
const pools = new WeakMap<QuestionBank, Map<string, QuestionDto[]>>();

function pool(bank: QuestionBank, category: string | undefined, difficulty: number | undefined): QuestionDto[] {
  let byKey = pools.get(bank);
  if (!byKey) {
    byKey = new Map();
    pools.set(bank, byKey);
  }
  const key = `${category ?? '*'}:${difficulty ?? 0}`;
  let list = byKey.get(key);
  if (!list) {
    list = bank.active.filter(
      (q) => (category === undefined || q.category === category) && (difficulty === undefined || q.difficulty === difficulty),
    );
    byKey.set(key, list);
  }
  return list;
}

/** What a draw really uses: without full access, all categories, all levels and 5 questions. */
export function effectiveQuizQuery(user: Pick<User, 'hasFullAccess'>, query: QuestionsQuery) {
  if (user.hasFullAccess !== 1) return { category: undefined, difficulty: undefined, limit: DEMO_QUIZ_LIMIT };
  return {
    category: query.category,
    difficulty: query.difficulty ? query.difficulty : undefined,
    limit: query.limit ?? DEFAULT_QUESTION_COUNT,
  };
}

/** GET /api/questions: random active questions matching the filters (spec sections 6, 7). */
export async function drawQuestions(db: Db, user: Pick<User, 'hasFullAccess'>, query: QuestionsQuery): Promise<QuestionDto[]> {
  const bank = await getQuestionBank(db);
  const { category, difficulty, limit } = effectiveQuizQuery(user, query);
  return sample(pool(bank, category, difficulty), limit);
}
