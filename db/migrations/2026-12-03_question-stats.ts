// Frozen: never edit a migration that has shipped; add a new dated one instead.
// Item analysis kept on write (docs/item-analysis.md; src/server/services/item-analysis.service.ts
// keeps the tables up to date): per question, all time and per UTC day, the answers of finished
// quizzes and exams, the right ones, a histogram of the time spent, and the sums from which the
// point-biserial discrimination index is computed; per question and answer text, how often it was
// chosen; and the editors' « marquer comme revue ».
//
// The backfill below computes the same figures from the existing attempts and answers with the
// rules as they stand on this date. It is a copy on purpose: a migration must not change when the
// application code does later.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

const STAT_COLUMNS = ['answers', 'correct', 't0', 't1', 't2', 't3', 't4', 't5', 't6', 't7', 't8', 't9', 'disc_n', 'disc_right', 'sum_x', 'sum_xx', 'sum_xy'];

// A create-table builder, whichever table it builds.
function statColumns(table: any): any {
  let t = table;
  for (const column of STAT_COLUMNS) t = t.addColumn(column, 'integer', (c: any) => c.notNull().defaultTo(0));
  return t;
}

export async function up(db: Kysely<any>): Promise<void> {
  // SQLite: rows stored in their key's order (no rowid), so a question's days are read in one range
  // without a lookup per row.
  const clustered = dialectOf(db) === 'sqlite' ? sql`without rowid` : sql``;
  await statColumns(db.schema.createTable('question_stats').addColumn('question_id', 'text', (c) => c.primaryKey()))
    // The latest day with a counted answer: « jamais vue » without reading the window's daily rows.
    .addColumn('last_day', 'text')
    .modifyEnd(clustered)
    .execute();
  await statColumns(
    db.schema
      .createTable('question_stat_days')
      .addColumn('question_id', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull()),
  )
    .addPrimaryKeyConstraint('question_stat_days_pk', ['question_id', 'day'])
    .modifyEnd(clustered)
    .execute();
  // The recent answers of every question (the list sorted on them), from the index alone.
  await db.schema.createIndex('question_stat_days_day').on('question_stat_days').columns(['day', 'question_id', 'answers']).execute();
  await db.schema
    .createTable('question_choices')
    .addColumn('question_id', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('question_choices_pk', ['question_id', 'answer'])
    .modifyEnd(clustered)
    .execute();
  await db.schema
    .createTable('question_reviews')
    .addColumn('question_id', 'text', (c) => c.primaryKey())
    .addColumn('reviewed_at', 'text', (c) => c.notNull())
    .addColumn('reviewed_by', 'text')
    // All-time answers when it was marked: the flags come back after enough new ones.
    .addColumn('answers_at_review', 'integer', (c) => c.notNull())
    .execute();
  // The measured levels (quiz « niveau ») are cached per process under this version.
  await db.insertInto('cache_versions').values({ name: 'question_levels', version: 0 }).execute();
  await backfill(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('cache_versions').where('name', '=', 'question_levels').execute();
  for (const table of ['question_reviews', 'question_choices', 'question_stat_days', 'question_stats']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

// ---------------------------------------------------------------------------------------------
// Backfill, with the rules of this date
// ---------------------------------------------------------------------------------------------

const COUNTED_TYPES = ['full', 'exam'];
/** Upper bounds (seconds, exclusive) of the time buckets t0..t8; t9 is 120 s and more. */
const TIME_EDGES = [5, 10, 15, 20, 30, 45, 60, 90, 120];
/** An attempt feeds the discrimination sums when it holds at least this many answers. */
const DISC_MIN_ANSWERS = 5;
const ATTEMPTS_PER_CHUNK = 2000;
const ROWS_PER_INSERT = 50;

type Stat = number[];
const emptyStat = (): Stat => STAT_COLUMNS.map(() => 0);

function bucket(seconds: number): number {
  const i = TIME_EDGES.findIndex((edge) => seconds < edge);
  return i === -1 ? TIME_EDGES.length : i;
}

function add(stat: Stat, right: number, seconds: number, x: number | null): void {
  stat[0]! += 1;
  stat[1]! += right;
  stat[2 + bucket(seconds)]! += 1;
  if (x !== null) {
    stat[12]! += 1;
    stat[13]! += right;
    stat[14]! += x;
    stat[15]! += x * x;
    stat[16]! += x * right;
  }
}

async function insertRows(db: Kysely<any>, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const chunk = rows.slice(i, i + ROWS_PER_INSERT);
    await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) VALUES ${sql.join(
      chunk.map((r) => sql`(${sql.join(r)})`),
    )}`.execute(db);
  }
}

/** Exported for the test that compares it with the figures kept on write. */
export async function backfill(db: Kysely<any>): Promise<void> {
  const all = new Map<string, Stat>();
  const days = new Map<string, Stat>();
  const choices = new Map<string, number>();
  let after = '';
  for (;;) {
    const { rows: attempts } = await sql<{ aid: string; done: string }>`
      SELECT id AS aid, completed_at AS done FROM attempts
      WHERE id > ${after} AND is_completed = 1 AND completed_at IS NOT NULL AND type IN (${sql.join(COUNTED_TYPES)})
        AND user_id IN (SELECT id FROM users)
      ORDER BY id LIMIT ${ATTEMPTS_PER_CHUNK}`.execute(db);
    if (attempts.length === 0) break;
    after = attempts[attempts.length - 1]!.aid;
    const done = new Map(attempts.map((a) => [a.aid, a.done]));
    const { rows: answers } = await sql<{ aid: string; qid: string; answer: string; right: number; seconds: number }>`
      SELECT attempt_id AS aid, question_id AS qid, user_answer AS answer, is_correct AS "right", time_spent AS seconds
      FROM responses WHERE attempt_id IN (${sql.join(attempts.map((a) => a.aid))})`.execute(db);
    const byAttempt = new Map<string, typeof answers>();
    for (const r of answers) {
      const list = byAttempt.get(r.aid) ?? [];
      list.push(r);
      byAttempt.set(r.aid, list);
    }
    for (const [aid, list] of byAttempt) {
      const n = list.length;
      const c = list.reduce((s, r) => s + Number(r.right), 0);
      const day = done.get(aid)!.slice(0, 10);
      for (const r of list) {
        const right = Number(r.right);
        const x = n >= DISC_MIN_ANSWERS ? Math.round((1000 * (c - right)) / (n - 1)) : null;
        const stat = all.get(r.qid) ?? emptyStat();
        add(stat, right, Number(r.seconds), x);
        all.set(r.qid, stat);
        const key = `${r.qid}\u0000${day}`;
        const dayStat = days.get(key) ?? emptyStat();
        add(dayStat, right, Number(r.seconds), x);
        days.set(key, dayStat);
        const choice = `${r.qid}\u0000${r.answer}`;
        choices.set(choice, (choices.get(choice) ?? 0) + 1);
      }
    }
  }
  const lastDay = new Map<string, string>();
  for (const key of days.keys()) {
    const [qid, day] = key.split('\u0000') as [string, string];
    if (day > (lastDay.get(qid) ?? '')) lastDay.set(qid, day);
  }
  await insertRows(db, 'question_stats', ['question_id', ...STAT_COLUMNS, 'last_day'], [...all].map(([qid, s]) => [qid, ...s, lastDay.get(qid) ?? null]));
  await insertRows(
    db,
    'question_stat_days',
    ['question_id', 'day', ...STAT_COLUMNS],
    [...days].map(([key, s]) => [...key.split('\u0000'), ...s]),
  );
  await insertRows(
    db,
    'question_choices',
    ['question_id', 'answer', 'n'],
    [...choices].map(([key, n]) => {
      const cut = key.indexOf('\u0000');
      return [key.slice(0, cut), key.slice(cut + 1), n];
    }),
  );
}
