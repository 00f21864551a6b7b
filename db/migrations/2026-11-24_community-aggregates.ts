// Frozen: never edit a migration that has shipped; add a new dated one instead.
// Community figures kept on write (src/server/services/community-aggregates.service.ts keeps them
// up to date): one scored row per completed attempt, per-member totals with an indexed points
// column for ranks, active days for streaks, points per month for the monthly top 10, and each
// joined challenge's progress. Also row counters kept by triggers, so that the admin counters
// never count 20 million answers, and the indexes the paginated admin lists sort on.
//
// The backfill below computes the same figures from the existing attempts and answers, member by
// member in chunks, with the rules as they stand on this date (docs/features.md, 'Community scoring'). It is
// a copy on purpose: a migration must not change when the application code does later.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('attempt_scores')
    .addColumn('attempt_id', 'text', (c) => c.primaryKey().references('attempts.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    // JSON {category: [correct, total]} of the attempt's answers.
    .addColumn('categories', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('attempt_scores_user_completed').on('attempt_scores').columns(['user_id', 'completed_at']).execute();

  await db.schema
    .createTable('member_stats')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quizzes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_day', 'text')
    .addColumn('run_length', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('longest_streak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('best_history', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('best_exam', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('member_stats_points').on('member_stats').columns(['points']).execute();

  await db.schema
    .createTable('member_days')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_days_pk', ['user_id', 'day'])
    .execute();

  await db.schema
    .createTable('member_months')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_months_pk', ['user_id', 'month'])
    .execute();
  await db.schema.createIndex('member_months_month_points').on('member_months').columns(['month', 'points']).execute();

  await db.schema.alterTable('challenge_participants').addColumn('qualifying', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('challenge_participants').addColumn('completed_at', 'text').execute();
  await db.schema.createIndex('challenge_participants_user').on('challenge_participants').columns(['user_id']).execute();

  await db.schema.createIndex('users_created').on('users').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('users_full_access').on('users').columns(['has_full_access']).execute();
  await db.schema.createIndex('contact_messages_handled_created').on('contact_messages').columns(['handled', 'created_at']).execute();
  await db.schema.createIndex('success_stories_submitted_by').on('success_stories').columns(['submitted_by']).execute();

  const postgres = dialectOf(db) === 'postgres';
  if (postgres) {
    await postgresSearchAndCounts(db);
    await backfill(db);
    return;
  }

  // The admin users search: a trigram index over e-mail and names finds 'contains' matches without
  // reading every member. Its own copy of the text, keyed by user id (rowids may change on VACUUM).
  await sql`CREATE VIRTUAL TABLE users_search USING fts5(user_id UNINDEXED, email, first_name, last_name, tokenize = 'trigram')`.execute(db);
  await sql`INSERT INTO users_search (user_id, email, first_name, last_name) SELECT id, email, first_name, last_name FROM users`.execute(db);
  await sql`CREATE TRIGGER users_search_insert AFTER INSERT ON users BEGIN
    INSERT INTO users_search (user_id, email, first_name, last_name) VALUES (new.id, new.email, new.first_name, new.last_name); END`.execute(db);
  await sql`CREATE TRIGGER users_search_delete AFTER DELETE ON users BEGIN
    DELETE FROM users_search WHERE user_id = old.id; END`.execute(db);
  await sql`CREATE TRIGGER users_search_update AFTER UPDATE OF id, email, first_name, last_name ON users BEGIN
    DELETE FROM users_search WHERE user_id = old.id;
    INSERT INTO users_search (user_id, email, first_name, last_name) VALUES (new.id, new.email, new.first_name, new.last_name); END`.execute(db);

  await db.schema
    .createTable('row_counts')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('n', 'integer', (c) => c.notNull())
    .execute();
  for (const table of ['attempts', 'responses']) {
    await sql`INSERT INTO row_counts (name, n) SELECT ${table}, count(*) FROM ${sql.table(table)}`.execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_count_insert AFTER INSERT ON ${table} BEGIN UPDATE row_counts SET n = n + 1 WHERE name = '${table}'; END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_count_delete AFTER DELETE ON ${table} BEGIN UPDATE row_counts SET n = n - 1 WHERE name = '${table}'; END`,
      )
      .execute(db);
  }

  await backfill(db);
}

/**
 * PostgreSQL: the same row counters through one trigger function, and the users search through
 * pg_trgm indexes on the users table itself (where the server offers the extension).
 */
async function postgresSearchAndCounts(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM pg_available_extensions WHERE name = 'pg_trgm'`.execute(db);
  if (Number(rows[0]?.n) > 0) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    for (const column of ['email', 'first_name', 'last_name']) {
      await sql.raw(`CREATE INDEX users_search_${column} ON users USING gin (lower(${column}) gin_trgm_ops)`).execute(db);
    }
  }
  await db.schema
    .createTable('row_counts')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('n', 'integer', (c) => c.notNull())
    .execute();
  await sql`CREATE FUNCTION row_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE row_counts SET n = n + CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END WHERE name = TG_TABLE_NAME;
      RETURN NULL;
    END $$`.execute(db);
  for (const table of ['attempts', 'responses']) {
    await sql`INSERT INTO row_counts (name, n) SELECT ${table}, count(*) FROM ${sql.table(table)}`.execute(db);
    await sql
      .raw(`CREATE TRIGGER ${table}_count AFTER INSERT OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION row_counts_keep()`)
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    for (const table of ['attempts', 'responses']) await sql.raw(`DROP TRIGGER IF EXISTS ${table}_count ON ${table}`).execute(db);
    await sql`DROP FUNCTION IF EXISTS row_counts_keep()`.execute(db);
    for (const column of ['email', 'first_name', 'last_name']) await sql.raw(`DROP INDEX IF EXISTS users_search_${column}`).execute(db);
  } else {
    for (const table of ['attempts', 'responses']) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_count_insert`).execute(db);
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_count_delete`).execute(db);
    }
    for (const trigger of ['users_search_insert', 'users_search_delete', 'users_search_update']) await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(db);
    await sql`DROP TABLE IF EXISTS users_search`.execute(db);
  }
  await db.schema.dropTable('row_counts').ifExists().execute();
  await db.schema.dropIndex('success_stories_submitted_by').ifExists().execute();
  await db.schema.dropIndex('contact_messages_handled_created').ifExists().execute();
  await db.schema.dropIndex('users_full_access').ifExists().execute();
  await db.schema.dropIndex('users_created').ifExists().execute();
  await db.schema.dropIndex('challenge_participants_user').ifExists().execute();
  await db.schema.alterTable('challenge_participants').dropColumn('completed_at').execute();
  await db.schema.alterTable('challenge_participants').dropColumn('qualifying').execute();
  for (const table of ['member_months', 'member_days', 'member_stats', 'attempt_scores']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

// ---------------------------------------------------------------------------------------------
// Backfill, with the rules of this date
// ---------------------------------------------------------------------------------------------

const USERS_PER_CHUNK = 500;
const ROWS_PER_INSERT = 100;
const POINT_TYPES = new Set(['full', 'review', 'exam', 'demo']);
const CHALLENGE_TYPES = new Set(['full', 'exam']);
const BONUS: Record<string, number> = { weekly: 50, monthly: 100, seasonal: 200, other: 150 };
const FULL_EXAM = 40;

const parisDays = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });
const nextDay = (day: string): string => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

interface Scored {
  attemptId: string;
  userId: string;
  type: string;
  completedAt: string;
  day: string;
  points: number;
  correct: number;
  total: number;
  categories: Record<string, [number, number]>;
}

function points(type: string, correct: number, total: number): number {
  if (type === 'interview') return 50;
  if (!POINT_TYPES.has(type)) return 0;
  let p = correct * 10;
  if (total >= 5 && correct * 100 >= 80 * total) p += 20;
  if (total >= 5 && correct === total) p += 30;
  return p;
}

function qualifies(a: Scored, c: { category: string; target: number; start: string; end: string }): boolean {
  if (!CHALLENGE_TYPES.has(a.type) || a.completedAt < c.start || a.completedAt > c.end) return false;
  let [correct, total] = [a.correct, a.total];
  if (c.category !== 'all') {
    const cat = a.categories[c.category];
    if (!cat || cat[1] < 5) return false;
    [correct, total] = cat;
  }
  return total > 0 && correct * 20 >= c.target * total;
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
  const { rows: members } = await sql<{ uid: string }>`
    SELECT DISTINCT user_id AS uid FROM attempts
    WHERE is_completed = 1 AND completed_at IS NOT NULL AND user_id IN (SELECT id FROM users)
    ORDER BY user_id`.execute(db);
  for (let i = 0; i < members.length; i += USERS_PER_CHUNK) {
    await backfillMembers(db, members.slice(i, i + USERS_PER_CHUNK).map((m) => m.uid));
  }
}

/** Backfills the given members (who have no aggregate rows yet). */
export async function backfillMembers(db: Kysely<any>, userIds: string[]): Promise<void> {
  const ids = sql.join(userIds);
  const { rows: attempts } = await sql<{ aid: string; uid: string; kind: string; done: string; good: number; qcount: number }>`
    SELECT id AS aid, user_id AS uid, type AS kind, completed_at AS done, correct_answers AS good, total_questions AS qcount
    FROM attempts WHERE user_id IN (${ids}) AND is_completed = 1 AND completed_at IS NOT NULL`.execute(db);
  const { rows: cats } = await sql<{ aid: string; cat: string; good: number; n: number }>`
    SELECT r.attempt_id AS aid, q.category AS cat, count(*) AS n, coalesce(sum(r.is_correct), 0) AS good
    FROM attempts a JOIN responses r ON r.attempt_id = a.id JOIN questions q ON q.id = r.question_id
    WHERE a.user_id IN (${ids}) AND a.is_completed = 1 AND a.completed_at IS NOT NULL
    GROUP BY r.attempt_id, q.category`.execute(db);
  const { rows: joined } = await sql<{ cid: string; uid: string; joinedat: string; kind: string; cat: string; target: number; goal: number; startdate: string; enddate: string }>`
    SELECT p.challenge_id AS cid, p.user_id AS uid, p.joined_at AS joinedat, c.type AS kind, c.category AS cat,
           c.target_score AS target, c.target_count AS goal, c.start_date AS startdate, c.end_date AS enddate
    FROM challenge_participants p JOIN challenges c ON c.id = p.challenge_id
    WHERE p.user_id IN (${ids})`.execute(db);

  const byAttempt = new Map<string, Scored>();
  const byUser = new Map<string, Scored[]>();
  for (const a of attempts) {
    const s: Scored = {
      attemptId: a.aid,
      userId: a.uid,
      type: a.kind,
      completedAt: a.done,
      day: parisDays.format(new Date(a.done)),
      points: points(a.kind, Number(a.good), Number(a.qcount)),
      correct: Number(a.good),
      total: Number(a.qcount),
      categories: {},
    };
    byAttempt.set(s.attemptId, s);
    const list = byUser.get(s.userId) ?? [];
    list.push(s);
    byUser.set(s.userId, list);
  }
  for (const c of cats) {
    const s = byAttempt.get(c.aid);
    if (s) s.categories[c.cat] = [Number(c.good), Number(c.n)];
  }

  const scoreRows: unknown[][] = [];
  const dayRows: unknown[][] = [];
  const monthRows: unknown[][] = [];
  const statRows: unknown[][] = [];
  const bonusByUser = new Map<string, number>();
  for (const j of joined) {
    const list = (byUser.get(j.uid) ?? []).filter((s) =>
      qualifies(s, { category: j.cat, target: Number(j.target), start: j.startdate, end: j.enddate }),
    );
    list.sort((a, b) => a.completedAt.localeCompare(b.completedAt));
    const goal = Math.max(1, Number(j.goal));
    const reached = list.length >= goal ? list[goal - 1]!.completedAt : null;
    const completedAt = reached === null ? null : reached > j.joinedat ? reached : j.joinedat;
    if (completedAt) bonusByUser.set(j.uid, (bonusByUser.get(j.uid) ?? 0) + (BONUS[j.kind] ?? 0));
    await sql`UPDATE challenge_participants SET qualifying = ${list.length}, completed_at = ${completedAt}
              WHERE challenge_id = ${j.cid} AND user_id = ${j.uid}`.execute(db);
  }
  for (const [userId, list] of byUser) {
    let total = bonusByUser.get(userId) ?? 0;
    let quizzes = 0;
    let bestHistory = 0;
    let bestExam = 0;
    const days = new Map<string, number>();
    const months = new Map<string, number>();
    for (const s of list) {
      scoreRows.push([s.attemptId, s.userId, s.type, s.completedAt, s.day, s.points, s.correct, s.total, JSON.stringify(s.categories)]);
      total += s.points;
      days.set(s.day, (days.get(s.day) ?? 0) + 1);
      if (s.points !== 0) months.set(s.day.slice(0, 7), (months.get(s.day.slice(0, 7)) ?? 0) + s.points);
      if (POINT_TYPES.has(s.type)) {
        quizzes += 1;
        const h = s.categories.histoire;
        if (h && h[1] === s.total && h[1] >= 5) bestHistory = Math.max(bestHistory, h[0] === h[1] ? 20 : Math.floor((h[0] / h[1]) * 20));
      }
      if (s.type === 'exam' && s.total === FULL_EXAM) bestExam = Math.max(bestExam, s.correct);
    }
    const sorted = [...days.keys()].sort();
    let run = 0;
    let longest = 0;
    let prev: string | null = null;
    for (const day of sorted) {
      run = prev !== null && nextDay(prev) === day ? run + 1 : 1;
      longest = Math.max(longest, run);
      prev = day;
    }
    for (const [day, n] of days) dayRows.push([userId, day, n]);
    for (const [month, p] of months) monthRows.push([userId, month, p]);
    statRows.push([userId, total, quizzes, prev, run, longest, bestHistory, bestExam]);
  }
  await insertRows(db, 'attempt_scores', ['attempt_id', 'user_id', 'type', 'completed_at', 'day', 'points', 'correct', 'total', 'categories'], scoreRows);
  await insertRows(db, 'member_days', ['user_id', 'day', 'attempts'], dayRows);
  await insertRows(db, 'member_months', ['user_id', 'month', 'points'], monthRows);
  await insertRows(
    db,
    'member_stats',
    ['user_id', 'points', 'quizzes', 'last_day', 'run_length', 'longest_streak', 'best_history', 'best_exam'],
    statRows,
  );
}
