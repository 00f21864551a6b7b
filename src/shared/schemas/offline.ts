// The offline practice pack (docs/offline.md): what the client downloads while online so that
// /quiz works without a network. Shared by the tRPC router, the REST adapter and the client.
import { z } from 'zod';
import type { QuestionDto } from '../dto.js';
import { ANSWER_MAX, type ExamQuestionDto } from './quiz.js';

/** GET /api/offline/pack?have=<version>: `have` is the version the device already holds. */
export const offlinePackInputSchema = z.preprocess(
  (v) => v ?? {},
  z.object({ have: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(100).optional()) }),
);
export type OfflinePackInput = z.infer<typeof offlinePackInputSchema>;

export interface OfflinePackDto {
  /** Changes with the question bank and with the member's access. */
  version: string;
  /** The UTC day (YYYY-MM-DD) the pack was drawn; the client downloads a new one each day. */
  day: string;
  /** null when the device already holds this version (`have`). */
  questions: QuestionDto[] | null;
  /** Ids of the pack's questions due for review today ('Révisions du jour'). */
  dueIds: string[];
}

/** The offline civic exam (docs/offline.md): 40 questions without their answers, and the signed token. */
export interface OfflineExamPackDto {
  /** Server-signed: member, question ids and issue time; sent back with the answers. */
  token: string;
  issuedAt: string;
  durationMinutes: number;
  passMark: number;
  questions: ExamQuestionDto[];
}

const isoInstant = z.string().max(40).datetime({ offset: true });

/** POST /api/offline/exam: the exam taken offline, timed by the device clock. */
export const offlineExamSubmitSchema = z.object({
  token: z.string().min(10).max(4000),
  startedAt: isoInstant,
  finishedAt: isoInstant,
  answers: z
    .array(
      z.object({
        questionId: z.string().min(1).max(100),
        userAnswer: z.string().max(ANSWER_MAX),
        /** Device time of the answer; answers given after the 45 minutes are not counted. */
        answeredAt: isoInstant.optional(),
      }),
    )
    .max(40),
  /** The questions on which the help translation was opened (the correction says so). */
  translationOpened: z.array(z.string().min(1).max(100)).max(40).optional(),
});
export type OfflineExamSubmitInput = z.infer<typeof offlineExamSubmitSchema>;
