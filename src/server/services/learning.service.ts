// The learning engine's reads and the plan (docs/readiness.md): questions due for today's review,
// readiness for the civic exam, and the plan to the exam date. Every read touches one member's
// rows only, through an index: question_memory holds at most one row per question of the bank.
import { TRPCError } from '@trpc/server';
import { createEmptyCard, Rating } from 'ts-fsrs';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import type { User } from '../../../db/schema.js';
import { DEMO_QUIZ_LIMIT, EXAM_PASS_MARK } from '../../shared/constants.js';
import type { QuestionDto } from '../../shared/dto.js';
import type { DueQuery, PlanDone, PlanDto, PlanInput, ReadinessDto } from '../../shared/schemas/learning.js';
import '../i18n/learning.messages.js';
import { finalizeExpiredExams } from './attempt.service.js';
import { parisDay } from './community-aggregates.service.js';
import { READINESS_MIN_ANSWERS, readinessFrom, scheduler } from './learning/model.js';
import { evidenceFromKept, keptEvidenceOf } from './learning/kept-evidence.js';
import { addDays, buildPlanDays, dayNumber, NOTHING_DONE, PLAN_DAYS_MAX, PLAN_HISTORY_DAYS, PLAN_MAX_DAYS_AHEAD } from './learning/plan.js';
import { inOptionOrder } from './option-order.js';
import { getQuestionBank } from './question-bank.js';
import { mapPages, pagesByKey } from './chunked-reads.js';
import { rowChunks } from '../http/json-chunks.js';

type Member = Pick<User, 'id' | 'hasFullAccess'>;

/** The first instant of the next Paris day: 'due today' means due before it. */
export function endOfParisDay(now: Date): Date {
  const tomorrow = addDays(parisDay(now), 1);
  const midnightUtc = Date.parse(`${tomorrow}T00:00:00Z`);
  // Paris is UTC+1 or UTC+2: the right candidate is the first instant of that day there.
  for (const hours of [2, 1]) {
    const at = new Date(midnightUtc - hours * 3_600_000);
    if (parisDay(at) === tomorrow && parisDay(new Date(at.getTime() - 1)) !== tomorrow) return at;
  }
  return new Date(midnightUtc - 3_600_000);
}

/**
 * GET /api/review/due?limit=N: the questions due for review by the end of today, most overdue
 * first, then the weak ones (recent wrong answers outweigh right ones; the largest share first) to
 * fill the review.
 * Without full access a review holds 5 questions, like any quiz.
 */
export async function dueQuestions(db: Db, user: Member, query: DueQuery, now = new Date()): Promise<QuestionDto[]> {
  await finalizeExpiredExams(db, user.id, now);
  const limit = user.hasFullAccess === 1 ? query.limit : Math.min(query.limit, DEMO_QUIZ_LIMIT);
  const bank = await getQuestionBank(db);
  const cutoff = endOfParisDay(now).toISOString();
  const picked: QuestionDto[] = [];
  const take = (rows: { questionId: string }[]) => {
    for (const { questionId } of rows) {
      const q = bank.byId.get(questionId);
      if (q && picked.length < limit && !picked.includes(q)) picked.push(q);
    }
  };
  // Deactivated questions are skipped, hence a little more than the limit.
  take(
    await db
      .selectFrom('questionMemory')
      .select('questionId')
      .where('userId', '=', user.id)
      .where('due', '<', cutoff)
      .orderBy('due')
      .orderBy('questionId')
      .limit(limit * 2)
      .execute(),
  );
  if (picked.length < limit) {
    take(
      await db
        .selectFrom('questionMemory')
        .select('questionId')
        .where('userId', '=', user.id)
        .where('due', '>=', cutoff)
        .whereRef('wrongWeight', '>', 'rightWeight')
        // Written out: Kysely's nested eb() operations compile without parentheses, which divided
        // by right_weight alone (NULL on SQLite, an error on PostgreSQL).
        .orderBy(sql`wrong_weight / (right_weight + wrong_weight + 1e-9)`, 'desc')
        .orderBy('stability')
        .orderBy('questionId')
        .limit(limit * 2)
        .execute(),
    );
  }
  // Options in the order of the attempt the review is for (the same again on resume).
  return inOptionOrder(picked, query.attemptId);
}

/**
 * GET /api/learning/readiness: the readiness model (learning/model.ts) over the member's counted
 * answers (counted-answers.ts, the rule « Questions répondues » uses too), the mock exams handed in
 * weighing as docs/readiness.md says, and the evidence in words. Due reviews come from the memory.
 * The answers are read as the sums kept on write (learning/kept-evidence.ts): one row per question
 * answered and one for the member, whatever the member's history.
 */
export async function getReadiness(db: Db, user: Pick<User, 'id'>, now = new Date()): Promise<ReadinessDto> {
  await finalizeExpiredExams(db, user.id, now);
  const [bank, memory, kept] = await Promise.all([
    getQuestionBank(db),
    db.selectFrom('questionMemory').select(['questionId', 'due']).where('userId', '=', user.id).execute(),
    keptEvidenceOf(db, [user.id]),
  ]);
  const { questions, member } = kept.get(user.id)!;
  const cutoff = endOfParisDay(now).toISOString();
  const due = new Map<string, number>();
  for (const row of memory) {
    const q = bank.byId.get(row.questionId);
    if (q && row.due < cutoff) due.set(q.subtheme, (due.get(q.subtheme) ?? 0) + 1);
  }
  const evidence = evidenceFromKept(questions, now, due);
  const { scoreLow, scoreHigh, ...result } = readinessFrom(evidence);
  return {
    passProbability: result.passProbability,
    expectedScore: result.expectedScore,
    scoreLow,
    scoreHigh,
    answered: result.answered,
    correct: result.correct,
    minimum: READINESS_MIN_ANSWERS,
    needed: result.needed,
    dueToday: result.dueToday,
    evidence: {
      answers: result.answered,
      exams: member.exams,
      days: member.days,
      lastExam:
        member.lastExamAt !== null
          ? { correct: member.lastExamCorrect!, total: member.lastExamTotal!, passed: member.lastExamCorrect! >= EXAM_PASS_MARK, completedAt: member.lastExamAt }
          : null,
    },
    themes: result.themes,
    subthemes: result.subthemes,
    nextFocus: result.nextFocus,
  };
}

/** After how many days a new question answered right comes back (FSRS's first interval). */
const FIRST_INTERVAL_DAYS = Math.max(1, scheduler.next(createEmptyCard(new Date(0)), new Date(0), Rating.Good).card.scheduled_days);

/** GET /api/learning/plan: null until the member has made one. */
export async function getPlan(db: Db, user: Pick<User, 'id'>, now = new Date()): Promise<PlanDto | null> {
  const plan = await db.selectFrom('studyPlans').selectAll().where('userId', '=', user.id).executeTakeFirst();
  if (!plan) return null;
  await finalizeExpiredExams(db, user.id, now);
  const today = parisDay(now);
  const madeOn = parisDay(new Date(plan.createdAt));
  const from = [addDays(today, -PLAN_HISTORY_DAYS), madeOn].sort()[1]!;
  const [bank, memory, learned, attempts] = await Promise.all([
    getQuestionBank(db),
    db.selectFrom('questionMemory').select(['questionId', 'due']).where('userId', '=', user.id).execute(),
    db
      .selectFrom('learningDays')
      .select(['day', 'newQuestions', 'reviews'])
      .where('userId', '=', user.id)
      .where('day', '>=', from)
      .where('day', '<=', today)
      .execute(),
    // A day of margin each side of the Paris days; the index is (user_id, started_at).
    db
      .selectFrom('attempts')
      .select(['type', 'startedAt', 'completedAt', 'isCompleted'])
      .where('userId', '=', user.id)
      .where('startedAt', '>=', `${addDays(from, -1)}T00:00:00.000Z`)
      .where('type', 'in', ['exam', 'interview'])
      .execute(),
  ]);
  const done = new Map<string, PlanDone>();
  const entry = (day: string) => done.get(day) ?? done.set(day, { ...NOTHING_DONE }).get(day)!;
  for (const d of learned) Object.assign(entry(d.day), { newQuestions: d.newQuestions, reviews: d.reviews });
  for (const a of attempts) {
    if (a.type === 'exam' && a.isCompleted === 1 && a.completedAt) entry(parisDay(new Date(a.completedAt))).exam = true;
    if (a.type === 'interview') entry(parisDay(new Date(a.startedAt))).interview = true;
  }
  const seen = new Set<string>();
  const dueByDay = new Map<string, number>();
  for (const m of memory) {
    if (!bank.byId.has(m.questionId)) continue;
    seen.add(m.questionId);
    const day = [parisDay(new Date(m.due)), today].sort()[1]!;
    dueByDay.set(day, (dueByDay.get(day) ?? 0) + 1);
  }
  const unseen = bank.active.filter((q) => !seen.has(q.id)).length;
  const daysLeft = Math.max(0, dayNumber(plan.examDate) - dayNumber(today) + 1);
  const { days, notPlanned } =
    daysLeft === 0
      ? { days: [], notPlanned: unseen }
      : buildPlanDays({ today, examDate: plan.examDate, dailyMinutes: plan.dailyMinutes, unseen, dueByDay, firstInterval: FIRST_INTERVAL_DAYS, done }, PLAN_DAYS_MAX);
  const history: PlanDto['history'] = [];
  for (let day = from; day < today; day = addDays(day, 1)) history.push({ date: day, done: done.get(day) ?? NOTHING_DONE });
  return { examDate: plan.examDate, dailyMinutes: plan.dailyMinutes, today, daysLeft, unseen, notPlanned, days, history };
}

/** PUT /api/learning/plan: the exam date must be today or later, and at most 2 years away. */
export async function setPlan(db: Db, user: Pick<User, 'id'>, input: PlanInput, now = new Date()): Promise<PlanDto> {
  const today = parisDay(now);
  if (input.examDate < today) throw new TRPCError({ code: 'BAD_REQUEST', message: 'learning.exam_date_past' });
  if (dayNumber(input.examDate) - dayNumber(today) > PLAN_MAX_DAYS_AHEAD) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'learning.exam_date_too_far' });
  }
  const at = now.toISOString();
  await db
    .insertInto('studyPlans')
    .values({ userId: user.id, examDate: input.examDate, dailyMinutes: input.dailyMinutes, createdAt: at, updatedAt: at })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ examDate: input.examDate, dailyMinutes: input.dailyMinutes, updatedAt: at }))
    .execute();
  return (await getPlan(db, user, now))!;
}

/**
 * The member's learning data for the account export: the plan, the memory of each question, the
 * days; the two lists are read a page at a time as the export is written (json-chunks.ts).
 */
export async function exportLearningData(db: Db, userId: string) {
  const plan = await db.selectFrom('studyPlans').select(['examDate', 'dailyMinutes', 'createdAt', 'updatedAt']).where('userId', '=', userId).executeTakeFirst();
  return {
    plan: plan ?? null,
    questionMemory: rowChunks(() =>
      mapPages(
        pagesByKey(db.selectFrom('questionMemory').selectAll().where('userId', '=', userId), 'questionId'),
        ({ userId: _, ...m }) => m,
      ),
    ),
    days: rowChunks(() =>
      pagesByKey(db.selectFrom('learningDays').select(['day', 'newQuestions', 'reviews']).where('userId', '=', userId), 'day'),
    ),
  };
}
