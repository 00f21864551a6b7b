import type { Db } from '../../../db/client.js';
import type { User } from '../../../db/schema.js';
import { DEFAULT_QUESTION_COUNT, DEMO_QUIZ_LIMIT } from '../../shared/constants.js';
import type { QuestionDto } from '../../shared/dto.js';
import type { QuestionsQuery } from '../../shared/schemas/quiz.js';
import { sample } from './exam-draw.js';
import { getQuestionLevels } from './item-analysis.service.js';
import { inOptionOrder } from './option-order.js';
import { getQuestionBank, type QuestionBank } from './question-bank.js';

const NO_LEVELS = new Map<string, number>();

/** The 3 fixed demo questions (public). */
export async function getDemoQuestions(db: Db): Promise<QuestionDto[]> {
  return (await getQuestionBank(db)).demo;
}

type DrawFilters = Pick<QuestionsQuery, 'theme' | 'subtheme' | 'kind' | 'category' | 'difficulty'>;

// Pools of active questions per filter combination, built on first use for each bank version.
const pools = new WeakMap<QuestionBank, Map<string, QuestionDto[]>>();

/**
 * The level a draw filters on: the measured one once a question has enough answers, else the
 * editor's (docs/readiness.md, 'Measured difficulty').
 */
const drawLevel = (q: QuestionDto, measured: Map<string, number>): number => measured.get(q.id) ?? q.difficulty;

function pool(bank: QuestionBank, f: DrawFilters, measured: Map<string, number>): QuestionDto[] {
  // A level filter follows the measured levels, which move with the answers: filtered each time.
  if (f.difficulty !== undefined) {
    return pool(bank, { ...f, difficulty: undefined }, measured).filter((q) => drawLevel(q, measured) === f.difficulty);
  }
  let byKey = pools.get(bank);
  if (!byKey) {
    byKey = new Map();
    pools.set(bank, byKey);
  }
  const key = [f.theme, f.subtheme, f.kind, f.category].map((v) => v ?? '*').join(':');
  let list = byKey.get(key);
  if (!list) {
    list = bank.active.filter(
      (q) =>
        (f.theme === undefined || q.theme === f.theme) &&
        (f.subtheme === undefined || q.subtheme === f.subtheme) &&
        (f.kind === undefined || q.kind === f.kind) &&
        (f.category === undefined || q.category === f.category),
    );
    byKey.set(key, list);
  }
  return list;
}

/** What a draw really uses: without full access, no filter and 5 questions. */
export function effectiveQuizQuery(user: Pick<User, 'hasFullAccess'>, query: QuestionsQuery): DrawFilters & { limit: number } {
  if (user.hasFullAccess !== 1) return { limit: DEMO_QUIZ_LIMIT };
  return {
    theme: query.theme,
    subtheme: query.subtheme,
    kind: query.kind,
    category: query.category,
    difficulty: query.difficulty ? query.difficulty : undefined,
    limit: query.limit ?? DEFAULT_QUESTION_COUNT,
  };
}

/**
 * GET /api/questions: random active questions matching the filters (official theme, subtheme,
 * kind, then category and level).
 */
export async function drawQuestions(db: Db, user: Pick<User, 'hasFullAccess'>, query: QuestionsQuery): Promise<QuestionDto[]> {
  const bank = await getQuestionBank(db);
  const { limit, ...filters } = effectiveQuizQuery(user, query);
  const measured = filters.difficulty === undefined ? NO_LEVELS : await getQuestionLevels(db);
  // Options in the order of the attempt the draw is for (the same again on resume).
  return inOptionOrder(sample(pool(bank, filters, measured), limit), query.attemptId);
}
