// Frozen: never edit a migration that has shipped; add a new dated one instead.
// The readiness figure read from sums kept on write (docs/readiness.md, « How it is kept »;
// decisions: computed, not recomputed). One row per member and question the member has counted
// answers to (at most one per question of the bank): the recency-weighted right and wrong answers
// as of the latest one (`ref_at`), mock exams handed in since already applied, and the raw counts;
// one row per member for the evidence in words (mock exams, the latest one, days). Both are
// written in the transaction that finishes a quiz or hands an exam in. Rows go with the member.
//
// The backfill below gives members who answered before this migration the rows their answers
// would have built. The counting rule and the weights are copied as they stand on this date
// (src/server/services/counted-answers.ts and learning/model.ts): a migration must not change
// when the application code does later.
import { sql, type Kysely } from 'kysely';

const HALF_LIFE_MS = 14 * 86_400_000;
const EXAM_SUPERSEDES = 0.5;
const USERS_PER_CHUNK = 100;
const ROWS_PER_INSERT = 100;
const EPOCH = new Date(0).toISOString();
const parisDays = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

interface Counted {
  uid: string;
  qid: string;
  good: number;
  at: string | null;
}

async function insertAll(db: Kysely<any>, table: string, rows: object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await db.insertInto(table).values(rows.slice(i, i + ROWS_PER_INSERT)).execute();
}

/** Computes and writes the kept rows of these members from all their counted answers (none kept yet). */
export async function backfillReadiness(db: Kysely<any>, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  // The counting rule: finished quizzes and handed-in mock exams, and a finished daily session's
  // first answers (no earlier answer of the member to that question).
  const { rows: answers } = await sql<Counted>`
    SELECT r.user_id AS uid, r.question_id AS qid, r.is_correct AS good, a.completed_at AS at
    FROM responses r
    JOIN attempts a ON a.id = r.attempt_id
    JOIN questions q ON q.id = r.question_id
    WHERE r.user_id IN (${sql.join(userIds)}) AND a.is_completed = 1
      AND (a.type IN ('full', 'exam')
        OR (a.type = 'spaced' AND NOT EXISTS (
          SELECT 1 FROM responses e WHERE e.user_id = r.user_id AND e.question_id = r.question_id AND e.created_at < r.created_at)))`.execute(db);
  const { rows: exams } = await sql<{ uid: string; correct: number; total: number; at: string }>`
    SELECT user_id AS uid, correct_answers AS correct, total_questions AS total, completed_at AS at
    FROM attempts
    WHERE user_id IN (${sql.join(userIds)}) AND type = 'exam' AND is_completed = 1 AND completed_at IS NOT NULL`.execute(db);
  const examsOf = new Map<string, { correct: number; total: number; at: string }[]>();
  for (const e of exams) (examsOf.get(e.uid) ?? examsOf.set(e.uid, []).get(e.uid)!).push(e);
  for (const list of examsOf.values()) list.sort((x, y) => (x.at < y.at ? -1 : x.at > y.at ? 1 : 0));
  const answersOf = new Map<string, Counted[]>();
  for (const a of answers) (answersOf.get(a.uid) ?? answersOf.set(a.uid, []).get(a.uid)!).push(a);

  const questionRows: object[] = [];
  const memberRows: object[] = [];
  for (const uid of userIds) {
    const mine = answersOf.get(uid) ?? [];
    const examList = examsOf.get(uid) ?? [];
    if (mine.length === 0 && examList.length === 0) continue;
    const examsAfter = (at: string) => examList.filter((e) => e.at > at).length;
    const perQuestion = new Map<string, { at: string; good: boolean }[]>();
    const days = new Set<string>();
    let lastAt: string | null = null;
    for (const a of mine) {
      const at = a.at ?? EPOCH;
      (perQuestion.get(a.qid) ?? perQuestion.set(a.qid, []).get(a.qid)!).push({ at, good: Number(a.good) === 1 });
      days.add(parisDays.format(new Date(at)));
      if (lastAt === null || at > lastAt) lastAt = at;
    }
    for (const [qid, list] of perQuestion) {
      const ref = list.reduce((m, x) => (x.at > m ? x.at : m), list[0]!.at);
      let right = 0;
      let wrong = 0;
      for (const x of list) {
        const w = 0.5 ** ((Date.parse(ref) - Date.parse(x.at)) / HALF_LIFE_MS) * EXAM_SUPERSEDES ** examsAfter(x.at);
        if (x.good) right += w;
        else wrong += w;
      }
      questionRows.push({ user_id: uid, question_id: qid, right_weight: right, wrong_weight: wrong, ref_at: ref, answered: list.length, correct: list.filter((x) => x.good).length });
    }
    const last = examList[examList.length - 1];
    if (last && (lastAt === null || last.at > lastAt)) lastAt = last.at;
    const sortedDays = [...days].sort();
    memberRows.push({
      user_id: uid,
      exams: examList.length,
      last_exam_correct: last ? Number(last.correct) : null,
      last_exam_total: last ? Number(last.total) : null,
      last_exam_at: last?.at ?? null,
      days: days.size,
      last_day: sortedDays[sortedDays.length - 1] ?? null,
      last_at: lastAt,
    });
  }
  await insertAll(db, 'readiness_evidence', questionRows);
  await insertAll(db, 'readiness_members', memberRows);
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('readiness_evidence')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'text', (c) => c.notNull())
    // Weighted right and wrong answers as of ref_at: each weighs 0.5^(age / 14 days), halved once
    // per mock exam handed in after it.
    .addColumn('right_weight', 'real', (c) => c.notNull())
    .addColumn('wrong_weight', 'real', (c) => c.notNull())
    .addColumn('ref_at', 'text', (c) => c.notNull())
    .addColumn('answered', 'integer', (c) => c.notNull())
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('readiness_evidence_pk', ['user_id', 'question_id'])
    .execute();
  await db.schema
    .createTable('readiness_members')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('exams', 'integer', (c) => c.notNull())
    .addColumn('last_exam_correct', 'integer')
    .addColumn('last_exam_total', 'integer')
    .addColumn('last_exam_at', 'text')
    // Paris days with a counted answer, the latest of them, and the latest instant kept (answers
    // and mock exams): a finish older than it is recomputed from the answers, not added.
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('last_day', 'text')
    .addColumn('last_at', 'text')
    .execute();
  await backfill(db);
}

/** Every member with a finished quiz, daily session or mock exam, a hundred at a time. */
export async function backfill(db: Kysely<any>): Promise<void> {
  const { rows: members } = await sql<{ uid: string }>`
    SELECT DISTINCT user_id AS uid FROM attempts
    WHERE is_completed = 1 AND type IN ('full', 'exam', 'spaced') AND user_id IN (SELECT id FROM users) ORDER BY user_id`.execute(db);
  for (let i = 0; i < members.length; i += USERS_PER_CHUNK) {
    await backfillReadiness(db, members.slice(i, i + USERS_PER_CHUNK).map((m) => m.uid));
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('readiness_members').execute();
  await db.schema.dropTable('readiness_evidence').execute();
}
