// Inputs and answers of the learning engine (spaced review, readiness, plan), shared by the tRPC
// router, the REST adapter and the client. docs/readiness.md explains the model.
import { z } from 'zod';
import type { Subtheme, Theme } from '../constants.js';
import type { QuestionDto } from '../dto.js';
import { attemptIdSchema } from './quiz.js';

/** Questions one review serves at most. */
export const DUE_LIMIT_MAX = 50;
export const DUE_LIMIT_DEFAULT = 20;
export const PLAN_MINUTES_MIN = 10;
export const PLAN_MINUTES_MAX = 240;

/** GET /api/review/due?limit=N: missing or empty → 20. */
export const dueQuerySchema = z.preprocess(
  (v) => v ?? {},
  z.object({
    /** The attempt the review is for: its options come in that attempt's order. */
    attemptId: z.preprocess((v) => (v === '' || v === null ? undefined : v), attemptIdSchema.optional()),
    limit: z.preprocess(
      (v) => (v === '' || v === undefined || v === null ? DUE_LIMIT_DEFAULT : v),
      z.coerce.number().int().min(1).max(DUE_LIMIT_MAX),
    ),
  }),
);
export type DueQuery = z.output<typeof dueQuerySchema>;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
const isCalendarDay = (v: string) => {
  const d = new Date(`${v}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** PUT /api/learning/plan. Whether the day is in the future and within 2 years is the service's rule. */
export const planInputSchema = z.object({
  examDate: z.string().max(10, { message: 'learning.exam_date_invalid' }).regex(DATE_PATTERN, { message: 'learning.exam_date_invalid' }).refine(isCalendarDay, { message: 'learning.exam_date_invalid' }),
  dailyMinutes: z.coerce.number().int().min(PLAN_MINUTES_MIN).max(PLAN_MINUTES_MAX),
});
export type PlanInput = z.infer<typeof planInputSchema>;

/** What the readiness figure rests on, said in words on the dashboard (« 2 examens blancs, 74 réponses sur 9 jours »). */
export interface ReadinessEvidenceDto {
  /** Counted answers: finished quizzes and handed-in mock exams (the dashboard's one counting rule). */
  answers: number;
  /** Mock exams handed in. */
  exams: number;
  /** Days (Paris) on which a counted quiz or mock exam was finished. */
  days: number;
  /** The latest mock exam handed in, or null. */
  lastExam: { correct: number; total: number; passed: boolean; completedAt: string } | null;
}

export interface ReadinessDto {
  /** P(score ≥ 32/40) under the official draw; null until enough answers. */
  passProbability: number | null;
  /** Out of 40; null until enough answers. */
  expectedScore: number | null;
  /** The exam score lies between these with 80 % probability; null until enough answers. */
  scoreLow: number | null;
  scoreHigh: number | null;
  /** Counted answers, and how many were right (the same figures as « Questions répondues »). */
  answered: number;
  correct: number;
  /** Counted answers below which there is no prediction (« pas assez de réponses »). */
  minimum: number;
  /** Answers still needed before a prediction. */
  needed: number;
  /** Questions due for review by the end of today (Paris). */
  dueToday: number;
  evidence: ReadinessEvidenceDto;
  themes: { theme: Theme; mastery: number | null; answered: number; correct: number }[];
  subthemes: { subtheme: Subtheme; theme: Theme; mastery: number | null; answered: number; correct: number; due: number }[];
  nextFocus: Subtheme[];
}

export interface PlanDone {
  newQuestions: number;
  reviews: number;
  exam: boolean;
  interview: boolean;
}

export interface PlanDayDto {
  /** YYYY-MM-DD (Paris). */
  date: string;
  /** Targets of the day. */
  newQuestions: number;
  reviews: number;
  exam: boolean;
  interview: boolean;
  /** What the member really did that day. */
  done: PlanDone;
}

export interface PlanDto {
  examDate: string;
  dailyMinutes: number;
  today: string;
  /** Days from today to the exam date, the exam day included. */
  daysLeft: number;
  /** Active questions never answered yet. */
  unseen: number;
  /** Unseen questions that do not fit in the minutes given before the exam (0 when all do). */
  notPlanned: number;
  /** Today and the following days up to the exam date, at most PLAN_DAYS_MAX. */
  days: PlanDayDto[];
  /** The previous days (at most 7, since the plan was made): what was done. */
  history: { date: string; done: PlanDone }[];
}

// ------------------------------------------------------------------ the daily session

/** POST /api/learning/session: today's session, for the attempt the client will record it in. */
export const sessionStartSchema = z.object({ attemptId: attemptIdSchema });
export type SessionStartInput = z.infer<typeof sessionStartSchema>;

/** GET /api/learning/session/{attemptId}/summary */
export const sessionSummaryInputSchema = z.object({ attemptId: attemptIdSchema });

export interface StreakDto {
  /** Consecutive Paris days practised, ending today or yesterday (0 when the run has ended). */
  current: number;
  /** The longest run within the last year. */
  longest: number;
  practisedToday: boolean;
  /** Days since the last day practised (null: never practised). */
  daysSinceLast: number | null;
}

/** GET /api/learning/today: what « Commencer ma séance du jour » will run. */
export interface TodayDto {
  today: string;
  /** Reviews due by the end of today (all of them, not only those the session holds). */
  reviewsDue: number;
  /** The session's questions: reviews first, then new ones (the plan's, or a default without one). */
  sessionReviews: number;
  sessionNew: number;
  /** Today's targets are met: the session offers a few more new questions. */
  bonus: boolean;
  hasPlan: boolean;
  done: { newQuestions: number; reviews: number };
  streak: StreakDto;
}

export interface SessionDto {
  attemptId: string;
  /** Reviews first (questionIds), then the new questions. */
  reviews: number;
  fresh: number;
  bonus: boolean;
  questions: QuestionDto[];
  /** A session taken up again (left unfinished, on this device or another): its answers so far. */
  answers: Record<string, string>;
}

export interface SessionSummaryDto {
  attemptId: string;
  reviews: { answered: number; correct: number };
  fresh: { answered: number; correct: number };
  /** Subthemes whose mastery moved by at least one point (rounded percentages), largest move first. */
  subthemes: { subtheme: Subtheme; before: number | null; after: number | null }[];
  readiness: {
    passBefore: number | null;
    passAfter: number | null;
    expectedBefore: number | null;
    expectedAfter: number | null;
    /**
     * The exam score's 80 % range (10th to 90th percentile) when the session started and now: the
     * readiness card's figures. Null until enough answers (and before, for a session started before
     * the range was kept).
     */
    scoreLowBefore: number | null;
    scoreHighBefore: number | null;
    scoreLowAfter: number | null;
    scoreHighAfter: number | null;
    answered: number;
    needed: number;
  };
  streak: StreakDto;
}

// ------------------------------------------------------------------ the reminder e-mail

export const REMINDER_HOUR_DEFAULT = 19;

/** PUT /api/account/reminder: on or off, and the Europe/Paris hour (0-23). */
export const reminderInputSchema = z.object({
  enabled: z.boolean(),
  hour: z.coerce.number().int().min(0).max(23),
});
export type ReminderInput = z.infer<typeof reminderInputSchema>;

export interface ReminderDto {
  enabled: boolean;
  hour: number;
  /** E-mail is configured on this server: without it the setting cannot be turned on. */
  available: boolean;
}

/** POST /api/reminders/unsubscribe?token=…: the signed token of the e-mail's link. */
export const unsubscribeInputSchema = z.object({ token: z.string().min(10).max(300) });
