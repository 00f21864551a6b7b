// The "Liste officielle" practice mode: the Ministry's wordings in their published order, a page at a
// time. Shared by the tRPC router, the REST adapter and the client. zod only.
import { z } from 'zod';
import { OFFICIAL_LIST_PAGE, QUESTION_LIMITS } from '../constants.js';
import type { QuestionDto } from '../dto.js';
import { attemptIdSchema } from './quiz.js';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** questions.officialList / GET /api/questions/official-list?start=&limit= */
export const officialListQuerySchema = z.object({
  /** The attempt the page is for: its options come in that attempt's order. */
  attemptId: z.preprocess(blankToUndefined, attemptIdSchema.optional()),
  /** 1-based rank of the first official entry of the page. */
  start: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .refine((n) => QUESTION_LIMITS.includes(n), { message: 'quiz.limit_not_offered' })
      .default(OFFICIAL_LIST_PAGE),
  ),
});
export type OfficialListQuery = z.infer<typeof officialListQuerySchema>;

export interface OfficialListPageDto {
  /** Entries in the official list (244 for the version of 12/12/2025). */
  total: number;
  /** Date of the list's version, as published. */
  version: string;
  /** Rank of the first entry of this page; the page holds the next ones in order. */
  start: number;
  /** One of our questions per official entry, in the list's order; each carries its `official` entry. */
  questions: QuestionDto[];
}
