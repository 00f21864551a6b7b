// Inputs of the quiz area (questions, responses, attempts, civic exam), shared by the tRPC
// routers, the REST adapter and the client. zod only.
import { z } from 'zod';
import { CATEGORIES, QUESTION_KINDS, QUESTION_LIMITS, SUBTHEME_THEME, SUBTHEMES, THEMES } from '../constants.js';

import { ATTEMPT_ID_PATTERN, newAttemptId } from '../attempt-id.js';
import type { OfficialEntryDto, QuestionDto } from '../dto.js';

/** The longest answer stored: the longest an option can be (admin question form). */
export const ANSWER_MAX = 300;

export { ATTEMPT_ID_PATTERN, newAttemptId };
export const attemptIdSchema = z.string().max(80).regex(ATTEMPT_ID_PATTERN, { message: 'quiz.attempt_id_invalid' });

const emptyToUndefined = (v: unknown) => (v === '' || v === null || v === 'all' ? undefined : v);

/**
 * GET /api/questions query: strings from a URL, or numbers from tRPC. The official theme,
 * subtheme and kind (knowledge or 'mise en situation') are the main practice axis; the
 * category stays a secondary filter. A subtheme must belong to the theme when both are given.
 */
export const questionsQuerySchema = z
  .object({
    /** The attempt the draw is for: its options come in that attempt's order (resume gives it again). */
    attemptId: z.preprocess(emptyToUndefined, attemptIdSchema.optional()),
    theme: z.preprocess(emptyToUndefined, z.enum(THEMES).optional()),
    subtheme: z.preprocess(emptyToUndefined, z.enum(SUBTHEMES as [string, ...string[]]).optional()),
    kind: z.preprocess(emptyToUndefined, z.enum(QUESTION_KINDS).optional()),
    category: z.preprocess(emptyToUndefined, z.enum(CATEGORIES).optional()),
    difficulty: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number().int().min(0).max(5).optional(),
    ),
    limit: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce
        .number()
        .int()
        .refine((n) => QUESTION_LIMITS.includes(n), {
          message: 'quiz.limit_not_offered',
        })
        .optional(),
    ),
  })
  .refine((q) => !q.theme || !q.subtheme || SUBTHEME_THEME[q.subtheme as keyof typeof SUBTHEME_THEME] === q.theme, {
    message: 'subtheme must belong to theme',
    path: ['subtheme'],
  });
export type QuestionsQuery = z.infer<typeof questionsQuerySchema>;

/** GET /api/questions/review?attemptId=: the attempt whose order the options take. */
export const reviewQuerySchema = z.object({ attemptId: z.preprocess(emptyToUndefined, attemptIdSchema.optional()) }).optional();
export type ReviewQuery = NonNullable<z.output<typeof reviewQuerySchema>>;

/**
 * POST /api/responses. userId and isCorrect are accepted for compatibility with the published REST
 * payload but ignored: the server knows who asks and decides correctness itself.
 */
export const responseInputSchema = z.object({
  userId: z.unknown().optional(),
  isCorrect: z.unknown().optional(),
  questionId: z.string().min(1).max(64),
  /** One of the question's options, so no longer than an option can be: a stored answer costs no more. */
  userAnswer: z.string().max(ANSWER_MAX),
  timeSpent: z.coerce.number().int().min(0).max(24 * 3600).default(0),
  attemptId: z.preprocess((v) => (v === '' ? null : v), attemptIdSchema.nullish()),
});
export type ResponseInput = z.infer<typeof responseInputSchema>;

/**
 * 'review' is a drill of the questions last answered wrong, 'spaced' today's review of the questions
 * due (learning.due): neither counts in the averages.
 */
export const CREATABLE_ATTEMPT_TYPES = ['full', 'review', 'spaced', 'exam', 'demo'] as const;

/** POST /api/attempts */
export const attemptCreateSchema = z.object({
  id: attemptIdSchema,
  type: z.enum(CREATABLE_ATTEMPT_TYPES),
  totalQuestions: z.coerce.number().int().min(1).max(50),
  /**
   * A quiz's questions in the order drawn (one per question, `totalQuestions` of them): kept with
   * the attempt so that it can be resumed on any device. Not for exams (the server draws them) nor demos.
   */
  questionIds: z.array(z.string().min(1).max(64)).max(50).optional(),
});
export type AttemptCreateInput = z.infer<typeof attemptCreateSchema>;

/**
 * PATCH /api/attempts/{id}. correctAnswers, score and completedAt are accepted as older
 * clients send them but recomputed on the server from the stored responses.
 */
export const attemptUpdateSchema = z.object({
  correctAnswers: z.unknown().optional(),
  score: z.unknown().optional(),
  completedAt: z.unknown().optional(),
  isCompleted: z.boolean(),
});
export type AttemptUpdateInput = z.infer<typeof attemptUpdateSchema>;

export const attemptIdInputSchema = z.object({ id: attemptIdSchema });

/** POST /api/questions/exam: resume the given exam attempt, or start one (with this id if given). */
export const examStartSchema = z.object({
  attemptId: z.preprocess(emptyToUndefined, attemptIdSchema.optional()),
});
export type ExamStartInput = z.infer<typeof examStartSchema>;

export const examResultSchema = z.object({ attemptId: attemptIdSchema });

/** POST /api/attempts/{attemptId}/translation-opened: the help translation opened on an exam question. */
export const examTranslationSchema = z.object({
  attemptId: attemptIdSchema,
  questionId: z.string().min(1).max(64),
});
export type ExamTranslationInput = z.infer<typeof examTranslationSchema>;

/** What recording an opened translation answers: every question of the exam it was opened on so far. */
export interface ExamTranslationDto {
  attemptId: string;
  translationOpened: string[];
}

// ---------------------------------------------------------------- answers (types only)

/** What POST /api/responses answers: correctness for quizzes, nothing that leaks for exams. */
export interface RecordedResponseDto {
  id: number;
  questionId: string;
  attemptId: string | null;
  userAnswer: string;
  /** null while an exam is in progress: the candidate gets no feedback. */
  isCorrect: boolean | null;
  correctAnswer: string | null;
}

/** An exam question as the candidate sees it during the exam: no answer, no explanation. */
export interface ExamQuestionDto {
  id: string;
  content: string;
  contentEn: string;
  /** Arabic help translation (null where none is written yet), shown as English is. */
  contentAr: string | null;
  type: 'mcq' | 'open';
  options: string[];
  optionsEn: string[];
  optionsAr: string[] | null;
  category: string;
  theme: string;
  subtheme: string;
  kind: 'knowledge' | 'situation';
  mediaUrl: string | null;
}

export interface ExamSessionDto {
  attemptId: string;
  startedAt: string;
  deadlineAt: string;
  /** The server's clock, so the countdown does not depend on the device's clock. */
  serverNow: string;
  durationMinutes: number;
  passMark: number;
  questions: ExamQuestionDto[];
  /** Answers already given (resume), by question id. */
  answers: Record<string, string>;
  /** The questions on which the help translation was opened (resume): the exam is taken in French. */
  translationOpened: string[];
}

export interface ExamCurrentDto {
  attemptId: string;
  deadlineAt: string;
  /** By the server's clock: the exam's time runs even when the candidate is away. */
  secondsLeft: number;
  answered: number;
  totalQuestions: number;
}

export interface ExamResultQuestionDto {
  id: string;
  content: string;
  contentEn: string;
  contentAr: string | null;
  options: string[];
  optionsEn: string[];
  optionsAr: string[] | null;
  correctAnswer: string;
  explanation: string;
  explanationEn: string;
  explanationAr: string | null;
  theme: string;
  subtheme: string;
  kind: 'knowledge' | 'situation';
  /** Where the answer comes from: a reference or a URL. */
  source: string;
  /** The Ministry's list entry it prepares (verbatim wording), or null for our own questions. */
  official: OfficialEntryDto | null;
  userAnswer: string | null;
  isCorrect: boolean;
  /** The help translation was opened on this question during the exam. */
  translationOpened: boolean;
}

export interface ExamResultDto {
  attemptId: string;
  startedAt: string;
  completedAt: string | null;
  correctAnswers: number;
  totalQuestions: number;
  score: number;
  passMark: number;
  passed: boolean;
  themes: { theme: string; correct: number; total: number }[];
  questions: ExamResultQuestionDto[];
}

/** GET /api/attempts/current: the member's quiz in progress, to resume where it was left. */
export interface QuizSessionDto {
  attemptId: string;
  type: 'full' | 'review' | 'spaced';
  startedAt: string;
  serverNow: string;
  totalQuestions: number;
  /** The quiz's questions in their order, options in the attempt's order, with their answers (feedback). */
  questions: QuestionDto[];
  /** Answers already given, by question id. */
  answers: Record<string, string>;
  /** Time spent answering so far (the sum of the answers' times): the quiz's timer goes on from it. */
  elapsedSeconds: number;
}

/** An attempt in lists (history, dashboard); `passed` is set for completed exams. */
export interface AttemptSummaryDto {
  id: string;
  type: 'demo' | 'full' | 'review' | 'spaced' | 'exam' | 'interview';
  startedAt: string;
  completedAt: string | null;
  isCompleted: boolean;
  score: string | null;
  correctAnswers: number;
  totalQuestions: number;
  /** How many questions were answered (the score is right answers / answers). */
  answered: number;
  deadlineAt: string | null;
  passed: boolean | null;
  /** How long it took once finished (docs/product.md#quiz-scoring), else null. */
  durationSeconds: number | null;
}
