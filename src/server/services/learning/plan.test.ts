// The plan's arithmetic: the day's minutes become questions, reviews first, new questions spread
// to a week before the exam, a mock exam every 7 days and an interview every 14 counted back
// from the exam date, nothing on the exam day, and only PLAN_DAYS_MAX days sent.
import { describe, expect, it } from 'vitest';
import { addDays, buildPlanDays, PLAN_DAYS_MAX, type PlanState } from './plan.js';

const base = (over: Partial<PlanState> = {}): PlanState => ({
  today: '2026-11-24',
  examDate: '2027-01-15',
  dailyMinutes: 30,
  unseen: 400,
  dueByDay: new Map(),
  firstInterval: 3,
  done: new Map(),
  ...over,
});

describe('plan days', () => {
  it('spreads every unseen question before the last week, within the day’s minutes', () => {
    const { days, notPlanned } = buildPlanDays(base({ dailyMinutes: 60 }), 10_000);
    expect(notPlanned).toBe(0);
    expect(days[0]!.date).toBe('2026-11-24');
    expect(days.at(-1)!.date).toBe('2027-01-15');
    expect(days.reduce((s, d) => s + d.newQuestions, 0)).toBe(400);
    const lastWeek = days.filter((d) => d.date > addDays('2027-01-15', -8));
    expect(lastWeek.every((d) => d.newQuestions === 0)).toBe(true);
    for (const d of days) expect(d.newQuestions + d.reviews).toBeLessThanOrEqual(40);
    // The exam day itself is free.
    expect(days.at(-1)).toMatchObject({ newQuestions: 0, reviews: 0, exam: false, interview: false });
  });

  it('says how many questions do not fit when the minutes are too few', () => {
    const { days, notPlanned } = buildPlanDays(base({ dailyMinutes: 10 }), 10_000);
    expect(notPlanned).toBeGreaterThan(0);
    expect(days.reduce((s, d) => s + d.newQuestions, 0) + notPlanned).toBe(400);
  });

  it('serves reviews first, carries the ones that do not fit to the next day, and brings new questions back', () => {
    const days = buildPlanDays(base({ dueByDay: new Map([['2026-11-24', 25]]), unseen: 10, examDate: '2026-12-20' }), 100).days;
    expect(days[0]).toMatchObject({ reviews: 20, newQuestions: 0 });
    expect(days[1]!.reviews).toBeGreaterThanOrEqual(5);
    // New questions learned on a day come back firstInterval days later.
    const learned = days.findIndex((d) => d.newQuestions > 0);
    expect(days[learned + 3]!.reviews).toBeGreaterThanOrEqual(days[learned]!.newQuestions);
  });

  it('puts a mock exam every 7 days and an interview every 14, counted back from the exam date', () => {
    const days = buildPlanDays(base(), 10_000).days;
    const exams = days.filter((d) => d.exam).map((d) => d.date);
    expect(exams.at(-1)).toBe('2027-01-13');
    for (let i = 1; i < exams.length; i += 1) expect(Date.parse(exams[i]!) - Date.parse(exams[i - 1]!)).toBe(7 * 86_400_000);
    const interviews = days.filter((d) => d.interview).map((d) => d.date);
    expect(interviews.at(-1)).toBe('2027-01-12');
    for (let i = 1; i < interviews.length; i += 1) expect(Date.parse(interviews[i]!) - Date.parse(interviews[i - 1]!)).toBe(14 * 86_400_000);
    // A mock exam takes 45 minutes of a 60-minute day: 10 questions are left.
    const sixty = buildPlanDays(base({ dailyMinutes: 60, dueByDay: new Map([['2026-11-24', 1000]]) }), 10_000).days;
    const examDay = sixty.find((d) => d.exam)!;
    expect(examDay.reviews + examDay.newQuestions).toBe(10);
  });

  it('sends at most PLAN_DAYS_MAX days and the done of each day', () => {
    const done = new Map([['2026-11-25', { newQuestions: 3, reviews: 1, exam: true, interview: false }]]);
    const { days } = buildPlanDays(base({ done }));
    expect(days).toHaveLength(PLAN_DAYS_MAX);
    expect(days[1]!.done).toEqual({ newQuestions: 3, reviews: 1, exam: true, interview: false });
    expect(days[0]!.done).toEqual({ newQuestions: 0, reviews: 0, exam: false, interview: false });
  });
});
