// The plan to the exam date (docs/readiness.md, "The plan"), a pure function of today's state:
// the minutes the member gives each day become questions (1.5 min each); questions due for review
// come first, then new ones, spread so that the last new question is met a week before the exam
// and can come back for review; a full mock exam every 7 days and an interview every 14 days,
// counted back from the exam date so that the last mock exam is two days before it.
import { MINUTES_PER_QUESTION, EXAM_DURATION_MINUTES } from '../../../shared/constants.js';
import type { PlanDayDto, PlanDone } from '../../../shared/schemas/learning.js';

/** Days the plan returns at most (today included): the rest is computed, not sent. */
export const PLAN_DAYS_MAX = 28;
/** Previous days shown with what was done. */
export const PLAN_HISTORY_DAYS = 7;
/** Furthest exam date accepted, in days from today. */
export const PLAN_MAX_DAYS_AHEAD = 731;
/** Time an interview rehearsal takes out of the day. */
export const INTERVIEW_MINUTES = 20;
/** New questions stop this many days before the exam, so that each comes back once for review. */
const NEW_QUESTIONS_STOP_DAYS = 7;

export const NOTHING_DONE: PlanDone = { newQuestions: 0, reviews: 0, exam: false, interview: false };

export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
}
export function addDays(day: string, by: number): string {
  return new Date((dayNumber(day) + by) * 86_400_000).toISOString().slice(0, 10);
}

export interface PlanState {
  today: string;
  examDate: string;
  dailyMinutes: number;
  /** Active questions never answered. */
  unseen: number;
  /** Reviews that fall due on each day (overdue ones on today). */
  dueByDay: Map<string, number>;
  /** After how many days a new question answered right comes back (FSRS's first interval). */
  firstInterval: number;
  done: Map<string, PlanDone>;
}

export function isMockExamDay(day: string, examDate: string): boolean {
  const before = dayNumber(examDate) - dayNumber(day);
  return before >= 2 && before % 7 === 2;
}
export function isInterviewDay(day: string, examDate: string): boolean {
  const before = dayNumber(examDate) - dayNumber(day);
  return before >= 3 && before % 14 === 3;
}

/**
 * Every day from today to the exam date with its targets (the first `keep` are returned), and how
 * many unseen questions do not fit in the minutes given before the exam.
 */
export function buildPlanDays(s: PlanState, keep = PLAN_DAYS_MAX): { days: PlanDayDto[]; notPlanned: number } {
  const total = dayNumber(s.examDate) - dayNumber(s.today) + 1;
  const perDay = Math.floor(s.dailyMinutes / MINUTES_PER_QUESTION);
  // The exam day itself is not a study day; with a week or less to go, new questions use every day.
  const studyDays = total - 1;
  const newDays = studyDays > NEW_QUESTIONS_STOP_DAYS ? studyDays - NEW_QUESTIONS_STOP_DAYS : studyDays;
  // fullDaysUntil(k): days before day k without a mock exam.
  const fullBefore = [0];
  for (let i = 0; i < total; i += 1) fullBefore.push(fullBefore[i]! + (isMockExamDay(addDays(s.today, i), s.examDate) ? 0 : 1));
  const fullDaysUntil = (k: number) => fullBefore[Math.min(k, total)]!;
  const returns = new Map<number, number>();
  let remaining = s.unseen;
  let backlog = 0;
  const days: PlanDayDto[] = [];
  for (let i = 0; i < total; i += 1) {
    const date = addDays(s.today, i);
    const isExamDay = i === total - 1;
    const exam = !isExamDay && isMockExamDay(date, s.examDate);
    const interview = !isExamDay && isInterviewDay(date, s.examDate);
    let capacity = isExamDay ? 0 : perDay;
    if (exam) capacity -= Math.floor(EXAM_DURATION_MINUTES / MINUTES_PER_QUESTION);
    if (interview) capacity -= Math.floor(INTERVIEW_MINUTES / MINUTES_PER_QUESTION);
    capacity = Math.max(0, capacity);
    backlog += (s.dueByDay.get(date) ?? 0) + (returns.get(i) ?? 0);
    const reviews = Math.min(capacity, backlog);
    backlog -= reviews;
    // Spread over the study days left that have no mock exam (those have little room).
    const fullDaysLeft = Math.max(1, fullDaysUntil(newDays) - fullDaysUntil(i) + (exam ? 1 : 0));
    const newQuestions = i < newDays ? Math.min(capacity - reviews, Math.ceil(remaining / fullDaysLeft)) : 0;
    remaining -= newQuestions;
    if (newQuestions > 0) returns.set(i + s.firstInterval, (returns.get(i + s.firstInterval) ?? 0) + newQuestions);
    if (days.length < keep) days.push({ date, newQuestions, reviews, exam, interview, done: s.done.get(date) ?? NOTHING_DONE });
  }
  return { days, notPlanned: remaining };
}
