// The offline practice pack (docs/offline.md): questions with their right answers and
// explanations, so that a quiz run without network gives the same immediate feedback as online.
// Only practice questions: the civic exam's answers are never part of it.
import { createHash } from 'node:crypto';
import type { Db } from '../../../db/client.js';
import type { User } from '../../../db/schema.js';
import { DEMO_QUIZ_LIMIT } from '../../shared/constants.js';
import type { QuestionDto } from '../../shared/dto.js';
import type { OfflinePackDto, OfflinePackInput } from '../../shared/schemas/offline.js';
import { sample } from './exam-draw.js';
import { dueQuestions } from './learning.service.js';
import { inOptionOrder } from './option-order.js';
import { getQuestionBank, type QuestionBank } from './question-bank.js';

/** Questions in a full-access member's pack: ten quizzes of 20. */
export const OFFLINE_PACK_SIZE = 200;
/** Without full access a quiz has 5 questions: the pack holds four such quizzes. */
export const OFFLINE_PACK_SIZE_LIMITED = DEMO_QUIZ_LIMIT * 4;

const bankHashes = new WeakMap<QuestionBank, string>();

/** A short digest of the active bank: any admin edit makes a new bank object, hence a new digest. */
function bankHash(bank: QuestionBank): string {
  let hash = bankHashes.get(bank);
  if (!hash) {
    hash = createHash('sha256').update(JSON.stringify(bank.active)).digest('base64url').slice(0, 16);
    bankHashes.set(bank, hash);
  }
  return hash;
}

/** GET /api/offline/pack */
export async function getOfflinePack(
  db: Db,
  user: Pick<User, 'id' | 'hasFullAccess'>,
  input: OfflinePackInput,
  now = new Date(),
): Promise<OfflinePackDto> {
  const bank = await getQuestionBank(db);
  const full = user.hasFullAccess === 1;
  const version = `${bankHash(bank)}.${full ? 'full' : 'limited'}`;
  const day = now.toISOString().slice(0, 10);
  const due = await dueQuestions(db, user, { limit: full ? 20 : DEMO_QUIZ_LIMIT }, now);
  const dueIds = due.map((q) => q.id);
  if (input.have === version) return { version, day, questions: null, dueIds };
  const size = full ? OFFLINE_PACK_SIZE : OFFLINE_PACK_SIZE_LIMITED;
  const drawn = sample(bank.active, size);
  // Today's review is part of the pack, whatever the draw gave.
  const ids = new Set(drawn.map((q) => q.id));
  // Options in an order of this pack's own (kept on the device with it).
  const questions: QuestionDto[] = inOptionOrder([...due.filter((q) => !ids.has(q.id)), ...drawn]);
  return { version, day, questions, dueIds };
}
