// The readiness model's evidence kept on write (docs/readiness.md, « How it is kept »; decisions:
// computed, not recomputed). A reader of the figure reads one row per question the member has
// counted answers to (at most the bank's size) and one row per member, whatever their history:
//
//   readiness_evidence (user, question): right and wrong answers, each weighing
//     0.5^(age / READINESS_HALF_LIFE_DAYS) × EXAM_SUPERSEDES^(mock exams handed in after it), summed
//     as of ref_at (the latest of them). Read at `now`, the sums are decayed from ref_at to now and
//     capped per question, which is exactly what evidenceFromAnswers does answer by answer.
//   readiness_members (user): mock exams handed in, the latest one, Paris days with a counted answer.
//
// Written in the transaction that finishes a quiz, a daily session or a mock exam (attempt.service.ts
// complete): the attempt's counted answers (counted-answers.ts, the same rule) are added to their
// questions' rows, and a mock exam first halves every row of the member (all their answers came
// before it). What cannot be added in order is recomputed from the member's counted answers, in the
// same transaction: a finish older than the latest one kept (an exam closed at its past deadline,
// an offline exam handed in), an answer older than a daily session's first answer already counted
// (an offline exam's), a deleted attempt.
import type { Selectable } from 'kysely';
import type { Db } from '../../../../db/client.js';
import { lockForTransaction } from '../../../../db/dialect.js';
import type { Attempt, ReadinessEvidenceTable, ReadinessMemberTable } from '../../../../db/schema.js';
import { SUBTHEMES, type Subtheme } from '../../../shared/constants.js';
import { parisDay } from '../community-aggregates.service.js';
import { countedAttemptAnswers, countedEvidenceOf, isFirstAnswer } from '../counted-answers.js';
import { EXAM_SUPERSEDES, QUESTION_EVIDENCE_CAP, READINESS_HALF_LIFE_DAYS, type SubthemeEvidence } from './model.js';

const HALF_LIFE_MS = READINESS_HALF_LIFE_DAYS * 86_400_000;
/** Members read per query: well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 500;
const ROWS_PER_INSERT = 100;

/** One member's counted answers to one question: a readiness_evidence row without its member. */
export type KeptQuestion = Omit<Selectable<ReadinessEvidenceTable>, 'userId'>;

/** What one member's readiness rests on, in words: a readiness_members row without its member. */
export type KeptMember = Omit<Selectable<ReadinessMemberTable>, 'userId'>;

export const NOTHING_KEPT: KeptMember = { exams: 0, lastExamCorrect: null, lastExamTotal: null, lastExamAt: null, days: 0, lastDay: null, lastAt: null };

/** How much an answer given at `from` weighs at `to` (never more than in full). */
function decay(from: string, to: string): number {
  return 0.5 ** (Math.max(0, Date.parse(to) - Date.parse(from)) / HALF_LIFE_MS);
}

/** A question's row after one more counted answer at `at` (not older than the row's refAt). */
export function withAnswer(prev: KeptQuestion | undefined, questionId: string, correct: boolean, at: string): KeptQuestion {
  const f = prev ? decay(prev.refAt, at) : 1;
  return {
    questionId,
    rightWeight: (prev?.rightWeight ?? 0) * f + (correct ? 1 : 0),
    wrongWeight: (prev?.wrongWeight ?? 0) * f + (correct ? 0 : 1),
    refAt: prev && prev.refAt > at ? prev.refAt : at,
    answered: (prev?.answered ?? 0) + 1,
    correct: (prev?.correct ?? 0) + (correct ? 1 : 0),
  };
}

/**
 * The rows of one member from all their counted answers and mock exams: what the writes keep,
 * computed at once (a deleted attempt, a finish out of order). The migration's backfill
 * (db/migrations/2026-12-08_readiness-kept.ts) is this computation frozen.
 */
export function keptFromAnswers(
  answers: readonly { questionId: string; completedAt: string; correct: boolean }[],
  exams: readonly { correct: number; total: number; completedAt: string }[],
): { questions: KeptQuestion[]; member: KeptMember | null } {
  if (answers.length === 0 && exams.length === 0) return { questions: [], member: null };
  const examsAt = exams.map((e) => e.completedAt).sort();
  const later = (at: string) => {
    let n = 0;
    for (let i = examsAt.length - 1; i >= 0 && examsAt[i]! > at; i -= 1) n += 1;
    return n;
  };
  const perQuestion = new Map<string, { at: string; correct: boolean }[]>();
  const days = new Set<string>();
  let lastAt: string | null = null;
  for (const a of answers) {
    (perQuestion.get(a.questionId) ?? perQuestion.set(a.questionId, []).get(a.questionId)!).push({ at: a.completedAt, correct: a.correct });
    days.add(parisDay(new Date(a.completedAt)));
    if (lastAt === null || a.completedAt > lastAt) lastAt = a.completedAt;
  }
  const questions: KeptQuestion[] = [];
  for (const [questionId, list] of perQuestion) {
    const refAt = list.map((x) => x.at).sort().at(-1)!;
    let rightWeight = 0;
    let wrongWeight = 0;
    for (const x of list) {
      const w = decay(x.at, refAt) * EXAM_SUPERSEDES ** later(x.at);
      if (x.correct) rightWeight += w;
      else wrongWeight += w;
    }
    questions.push({ questionId, rightWeight, wrongWeight, refAt, answered: list.length, correct: list.filter((x) => x.correct).length });
  }
  const last = [...exams].sort((x, y) => (x.completedAt < y.completedAt ? 1 : x.completedAt > y.completedAt ? -1 : 0))[0];
  if (last && (lastAt === null || last.completedAt > lastAt)) lastAt = last.completedAt;
  return {
    questions,
    member: {
      exams: exams.length,
      lastExamCorrect: last?.correct ?? null,
      lastExamTotal: last?.total ?? null,
      lastExamAt: last?.completedAt ?? null,
      days: days.size,
      lastDay: [...days].sort().at(-1) ?? null,
      lastAt,
    },
  };
}

/**
 * Each subtheme's evidence at `now` from the kept rows: the same weights as evidenceFromAnswers
 * (model.ts) gives answer by answer, decayed from each row's refAt and capped per question.
 */
export function evidenceFromKept(
  rows: readonly (KeptQuestion & { subtheme: string })[],
  now: Date,
  dueBySubtheme: ReadonlyMap<string, number> = new Map(),
): Partial<Record<Subtheme, SubthemeEvidence>> {
  const known = new Set<string>(SUBTHEMES);
  const at = now.toISOString();
  const evidence: Partial<Record<Subtheme, SubthemeEvidence>> = {};
  const entry = (s: Subtheme): SubthemeEvidence => {
    const e = evidence[s] ?? { right: 0, wrong: 0, answered: 0, correct: 0, due: 0 };
    evidence[s] = e;
    return e;
  };
  for (const q of rows) {
    if (!known.has(q.subtheme)) continue;
    const e = entry(q.subtheme as Subtheme);
    const f = decay(q.refAt, at);
    const right = q.rightWeight * f;
    const wrong = q.wrongWeight * f;
    const scale = right + wrong > QUESTION_EVIDENCE_CAP ? QUESTION_EVIDENCE_CAP / (right + wrong) : 1;
    e.right += right * scale;
    e.wrong += wrong * scale;
    e.answered += Number(q.answered);
    e.correct += Number(q.correct);
  }
  for (const [s, due] of dueBySubtheme) if (known.has(s)) entry(s as Subtheme).due += due;
  return evidence;
}

// ------------------------------------------------------------------ database

/** A kept question row as read back, its sums and counts as numbers (PostgreSQL's drivers may give strings). */
function keptQuestion<T extends KeptQuestion>(q: T): T {
  return { ...q, rightWeight: Number(q.rightWeight), wrongWeight: Number(q.wrongWeight), answered: Number(q.answered), correct: Number(q.correct) };
}

/** A kept member row as read back, without its member, its counts as numbers. */
function keptMember({ userId: _userId, ...m }: Selectable<ReadinessMemberTable>): KeptMember {
  return {
    ...m,
    exams: Number(m.exams),
    days: Number(m.days),
    lastExamCorrect: m.lastExamCorrect === null ? null : Number(m.lastExamCorrect),
    lastExamTotal: m.lastExamTotal === null ? null : Number(m.lastExamTotal),
  };
}

/** A kept question row with its place in the bank's taxonomy. */
type PlacedKeptQuestion = KeptQuestion & { subtheme: string; theme: string; category: string; kind: string };

/** The kept rows of these members: one per question they have counted answers to, one per member. */
export async function keptEvidenceOf(db: Db, userIds: string[]): Promise<Map<string, { questions: PlacedKeptQuestion[]; member: KeptMember }>> {
  const out = new Map(userIds.map((id) => [id, { questions: [] as PlacedKeptQuestion[], member: NOTHING_KEPT }]));
  for (let i = 0; i < userIds.length; i += CHUNK) {
    const ids = userIds.slice(i, i + CHUNK);
    const [rows, members] = await Promise.all([
      // Deactivated questions keep counting (the answer was given); the subtheme is the question's today.
      db
        .selectFrom('readinessEvidence as e')
        .innerJoin('questions as q', 'q.id', 'e.questionId')
        .select(['e.userId', 'e.questionId', 'e.rightWeight', 'e.wrongWeight', 'e.refAt', 'e.answered', 'e.correct', 'q.subtheme', 'q.theme', 'q.category', 'q.kind'])
        .where('e.userId', 'in', ids)
        .execute(),
      db.selectFrom('readinessMembers').selectAll().where('userId', 'in', ids).execute(),
    ]);
    for (const { userId, ...q } of rows) out.get(userId)?.questions.push(keptQuestion(q));
    for (const m of members) {
      const entry = out.get(m.userId);
      if (entry) entry.member = keptMember(m);
    }
  }
  return out;
}

/** One member's sums are changed by one transaction at a time, whichever process runs it (PostgreSQL). */
const lockKept = (trx: Db, userId: string) => lockForTransaction(trx, `readiness:${userId}`);

async function writeQuestions(trx: Db, userId: string, rows: KeptQuestion[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await trx
      .insertInto('readinessEvidence')
      .values(rows.slice(i, i + ROWS_PER_INSERT).map((q) => ({ userId, ...q })))
      .onConflict((oc) =>
        oc.columns(['userId', 'questionId']).doUpdateSet((eb) => ({
          rightWeight: eb.ref('excluded.rightWeight'),
          wrongWeight: eb.ref('excluded.wrongWeight'),
          refAt: eb.ref('excluded.refAt'),
          answered: eb.ref('excluded.answered'),
          correct: eb.ref('excluded.correct'),
        })),
      )
      .execute();
  }
}

async function writeMember(trx: Db, userId: string, member: KeptMember): Promise<void> {
  await trx
    .insertInto('readinessMembers')
    .values({ userId, ...member })
    .onConflict((oc) => oc.column('userId').doUpdateSet(member))
    .execute();
}

/**
 * Recomputes one member's kept rows from all their counted answers (counted-answers.ts). Bounded
 * by the member's history: only when an attempt is deleted or a finish arrives out of order.
 */
export async function rebuildKeptEvidence(trx: Db, userId: string): Promise<void> {
  await lockKept(trx, userId);
  const { answers, exams } = (await countedEvidenceOf(trx, [userId])).get(userId)!;
  const { questions, member } = keptFromAnswers(answers, exams);
  await trx.deleteFrom('readinessEvidence').where('userId', '=', userId).execute();
  await trx.deleteFrom('readinessMembers').where('userId', '=', userId).execute();
  await writeQuestions(trx, userId, questions);
  if (member) await writeMember(trx, userId, member);
}

/**
 * A daily session's first answer already counted, to one of this attempt's questions, given after
 * one of this attempt's answers: this attempt's answer is the first now (only an offline exam's
 * answers are stored with an earlier instant than their arrival).
 */
async function takesFirstAnswerBack(trx: Db, attemptId: string): Promise<boolean> {
  // `mine`: this attempt's answer; `r`: the later answer, first apart from this attempt's.
  const row = await trx
    .selectFrom('responses as mine')
    .innerJoin('responses as r', (j) => j.onRef('r.userId', '=', 'mine.userId').onRef('r.questionId', '=', 'mine.questionId').onRef('r.createdAt', '>', 'mine.createdAt'))
    .innerJoin('attempts as a', 'a.id', 'r.attemptId')
    .select('r.id')
    .where('mine.attemptId', '=', attemptId)
    .where('r.attemptId', '!=', attemptId)
    .where('a.type', '=', 'spaced')
    .where('a.isCompleted', '=', 1)
    .where((eb) => isFirstAnswer(eb, attemptId))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * In the transaction that completes the attempt (after its row is marked completed): its counted
 * answers join the member's kept rows, a mock exam halving what came before it first.
 */
export async function recordCountedAttempt(trx: Db, attempt: Pick<Attempt, 'id' | 'userId' | 'type' | 'totalQuestions'>, completedAt: string, correctAnswers: number): Promise<void> {
  if (attempt.type !== 'full' && attempt.type !== 'exam' && attempt.type !== 'spaced') return;
  const userId = attempt.userId;
  await lockKept(trx, userId);
  const [kept, counted] = await Promise.all([
    trx.selectFrom('readinessMembers').selectAll().where('userId', '=', userId).executeTakeFirst(),
    countedAttemptAnswers(trx, attempt),
  ]);
  if (counted.length === 0 && attempt.type !== 'exam') return;
  const at = completedAt;
  if ((kept?.lastAt != null && at <= kept.lastAt) || (counted.length > 0 && (await takesFirstAnswerBack(trx, attempt.id)))) {
    await rebuildKeptEvidence(trx, userId);
    return;
  }
  const member: KeptMember = kept ? keptMember(kept) : { ...NOTHING_KEPT };
  if (attempt.type === 'exam') {
    // Every answer kept so far was given before this mock exam.
    await trx
      .updateTable('readinessEvidence')
      .set((eb) => ({ rightWeight: eb('rightWeight', '*', EXAM_SUPERSEDES), wrongWeight: eb('wrongWeight', '*', EXAM_SUPERSEDES) }))
      .where('userId', '=', userId)
      .execute();
    Object.assign(member, { exams: member.exams + 1, lastExamCorrect: correctAnswers, lastExamTotal: attempt.totalQuestions, lastExamAt: at });
  }
  if (counted.length > 0) {
    const ids = [...new Set(counted.map((c) => c.questionId))];
    const prev = new Map<string, KeptQuestion>();
    for (const r of await trx.selectFrom('readinessEvidence').select(['questionId', 'rightWeight', 'wrongWeight', 'refAt', 'answered', 'correct']).where('userId', '=', userId).where('questionId', 'in', ids).execute()) {
      prev.set(r.questionId, keptQuestion(r));
    }
    for (const c of counted) prev.set(c.questionId, withAnswer(prev.get(c.questionId), c.questionId, Number(c.isCorrect) === 1, at));
    await writeQuestions(trx, userId, ids.map((id) => prev.get(id)!));
    const day = parisDay(new Date(at));
    if (member.lastDay !== day) Object.assign(member, { days: member.days + 1, lastDay: day });
  }
  member.lastAt = at;
  await writeMember(trx, userId, member);
}
