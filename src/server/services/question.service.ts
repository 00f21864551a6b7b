import type { Db } from '../../../db/client.js';
import type { QuestionDto } from '../../shared/dto.js';
import { getQuestionBank } from './question-bank.js';

/** The 3 fixed demo questions (public). */
export async function getDemoQuestions(db: Db): Promise<QuestionDto[]> {
  return (await getQuestionBank(db)).demo;
}
