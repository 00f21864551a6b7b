// Inputs and answers of the learning engine (spaced review, readiness, plan), shared by the tRPC
// router, the REST adapter and the client. docs/readiness.md explains the model.
import { z } from 'zod';
import type { Subtheme, Theme } from '../constants.js';
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
