// Item analysis for the editors (docs/item-analysis.md). Figures are kept on write, in the same
// transaction as the change that moves them:
//   - a quiz or exam becomes finished → recordAttemptItemStats (adds its answers);
//   - a finished attempt or a whole account is deleted → removeItemStats (takes them away).
// Reads (« Analyse des questions ») touch one row per question and the recent window's daily rows
// (for the list: yesterday's and today's, the days before from a per-process copy, recentOf), never
// the answers themselves.
import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import type { QuestionChoiceTable } from '../../../db/schema.js';
import type {
  AnalysisSort,
  OptionBarDto,
  QuestionAnalysisDetailDto,
  QuestionAnalysisPageDto,
  QuestionAnalysisQuery,
  QuestionAnalysisRowDto,
  QuestionFlag,
} from '../../shared/schemas/item-analysis.js';
import '../i18n/admin.messages.js';
import { recordAudit, type AuditActor } from './audit.service.js';
import { inTransaction } from './community-aggregates.service.js';
import {
  STAT_FIELDS,
  TIME_COLUMNS,
  TIME_FROM,
  addTo,
  contributions,
  emptySums,
  figures,
  measuredLevel,
  medianSeconds,
  rawFlags,
  shownFlags,
  type Contribution,
  type StatSums,
} from './item-analysis/figures.js';
import { COUNTED_ATTEMPT_TYPES, REVIEW_NEW_EVIDENCE, WINDOW_DAYS } from '../../shared/item-analysis-thresholds.js';
import { parseOptions } from './question.mapper.js';
import { versionedCache } from './versioned-cache.js';

const ROWS_PER_UPSERT = 50;
const SNAKE: Record<string, string> = { discN: 'disc_n', discRight: 'disc_right', sumX: 'sum_x', sumXx: 'sum_xx', sumXy: 'sum_xy' };
const snake = (f: string) => SNAKE[f] ?? f;

/** UTC day of an instant: the day bucket an attempt's answers count in. */
export const statDay = (iso: string) => iso.slice(0, 10);

// ---------------------------------------------------------------------------------------------
// Write path
// ---------------------------------------------------------------------------------------------

interface Deltas {
  all: Map<string, StatSums>;
  days: Map<string, StatSums>;
  choices: Map<string, number>;
}
const newDeltas = (): Deltas => ({ all: new Map(), days: new Map(), choices: new Map() });
const SEP = '\u0000';
const split = (key: string): [string, string] => {
  const cut = key.indexOf(SEP);
  return [key.slice(0, cut), key.slice(cut + 1)];
};

function collect(d: Deltas, day: string, list: Contribution[], sign: 1 | -1): void {
  for (const k of list) {
    const all = d.all.get(k.questionId) ?? emptySums();
    addTo(all, k, sign);
    d.all.set(k.questionId, all);
    const dayKey = `${k.questionId}${SEP}${day}`;
    const byDay = d.days.get(dayKey) ?? emptySums();
    addTo(byDay, k, sign);
    d.days.set(dayKey, byDay);
    const choiceKey = `${k.questionId}${SEP}${k.answer}`;
    d.choices.set(choiceKey, (d.choices.get(choiceKey) ?? 0) + sign);
  }
}

/** Counted, finished attempts among `attempts`, with their answers turned into contributions. */
async function attemptContributions(trx: Db, attempts: { id: string; type: string; completedAt: string | null; isCompleted: number }[]) {
  const counted = attempts.filter((a) => a.isCompleted === 1 && a.completedAt && COUNTED_ATTEMPT_TYPES.has(a.type));
  if (counted.length === 0) return [];
  const out: { day: string; list: Contribution[] }[] = [];
  for (let i = 0; i < counted.length; i += 500) {
    const chunk = counted.slice(i, i + 500);
    const answers = await trx
      .selectFrom('responses')
      .select(['attemptId', 'questionId', 'userAnswer', 'isCorrect', 'timeSpent'])
      .where('attemptId', 'in', chunk.map((a) => a.id))
      .execute();
    const byAttempt = new Map<string, typeof answers>();
    for (const r of answers) {
      const list = byAttempt.get(r.attemptId!) ?? [];
      list.push(r);
      byAttempt.set(r.attemptId!, list);
    }
    for (const a of chunk) {
      const list = byAttempt.get(a.id);
      if (list?.length) out.push({ day: statDay(a.completedAt!), list: contributions(list) });
    }
  }
  return out;
}

async function upsertSums(trx: Db, table: 'question_stats' | 'question_stat_days', rows: [string[], StatSums][]): Promise<void> {
  const keys = table === 'question_stats' ? ['question_id'] : ['question_id', 'day'];
  const columns = [...keys, ...STAT_FIELDS.map(snake)];
  for (let i = 0; i < rows.length; i += ROWS_PER_UPSERT) {
    const chunk = rows.slice(i, i + ROWS_PER_UPSERT);
    await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
      VALUES ${sql.join(chunk.map(([key, s]) => sql`(${sql.join([...key, ...STAT_FIELDS.map((f) => s[f])])})`))}
      ON CONFLICT (${sql.join(keys.map((k) => sql.ref(k)))}) DO UPDATE SET ${sql.join(
        STAT_FIELDS.map(snake).map((c) => sql`${sql.ref(c)} = ${sql.table(table)}.${sql.ref(c)} + excluded.${sql.ref(c)}`),
      )}`.execute(trx);
  }
}

/** The measured levels of the given questions, as the kept rows give them now. */
async function levelsOf(trx: Db, ids: string[]): Promise<Map<string, number | null>> {
  const out = new Map<string, number | null>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await trx.selectFrom('questionStats').select(['questionId', 'answers', 'correct']).where('questionId', 'in', ids.slice(i, i + 500)).execute();
    for (const r of rows) out.set(r.questionId, measuredLevel(Number(r.answers), Number(r.correct)));
  }
  return out;
}

async function apply(trx: Db, d: Deltas): Promise<void> {
  if (d.all.size === 0) return;
  const before = await levelsOf(trx, [...d.all.keys()]);
  // Rows in key order: concurrent transactions then lock shared rows in the same order (PostgreSQL).
  const byKey = <T>(m: Map<string, T>) => [...m].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  await upsertSums(trx, 'question_stats', byKey(d.all).map(([qid, s]) => [[qid], s]));
  await upsertSums(trx, 'question_stat_days', byKey(d.days).map(([key, s]) => [split(key), s]));
  const choices = byKey(d.choices).filter(([, n]) => n !== 0);
  for (let i = 0; i < choices.length; i += ROWS_PER_UPSERT) {
    const chunk = choices.slice(i, i + ROWS_PER_UPSERT);
    await sql`INSERT INTO question_choices (question_id, answer, n)
      VALUES ${sql.join(chunk.map(([key, n]) => sql`(${sql.join([...split(key), n])})`))}
      ON CONFLICT (question_id, answer) DO UPDATE SET n = question_choices.n + excluded.n`.execute(trx);
  }
  // Rows left empty by a removal go, so that the kept rows always equal a recount.
  const ids = [...d.all.keys()].sort();
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    await trx.deleteFrom('questionStats').where('questionId', 'in', chunk).where('answers', '<=', 0).execute();
    await trx.deleteFrom('questionStatDays').where('questionId', 'in', chunk).where('answers', '<=', 0).execute();
    await trx.deleteFrom('questionChoices').where('questionId', 'in', chunk).where('n', '<=', 0).execute();
  }
  // A daily row of a day before today moved (a deletion, an exam closed after its day): every
  // process reads its copy of the window's settled days again (recentOf).
  const today = statDay(new Date().toISOString());
  if ([...d.days.keys()].some((key) => split(key)[1] < today)) {
    await trx.updateTable('cacheVersions').set((eb) => ({ version: eb('version', '+', 1) })).where('name', '=', SETTLED_VERSION).execute();
  }
  for (let i = 0; i < ids.length; i += 500) {
    await sql`UPDATE question_stats SET last_day = (SELECT max(d.day) FROM question_stat_days d WHERE d.question_id = question_stats.question_id)
      WHERE question_id IN (${sql.join(ids.slice(i, i + 500))})`.execute(trx);
  }
  // A question whose measured level moved: every process reloads the levels (rare once measured).
  const after = await levelsOf(trx, ids);
  if (ids.some((id) => (before.get(id) ?? null) !== (after.get(id) ?? null))) await questionLevels.markChanged(trx);
}

// ---------------------------------------------------------------------------------------------
// Measured difficulty
// ---------------------------------------------------------------------------------------------

async function loadLevels(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('questionStats').select(['questionId', 'answers', 'correct']).where('answers', '>=', 1).execute();
  const out = new Map<string, number>();
  for (const r of rows) {
    const level = measuredLevel(Number(r.answers), Number(r.correct));
    if (level !== null) out.set(r.questionId, level);
  }
  return out;
}
const questionLevels = versionedCache('question_levels', loadLevels);

/**
 * The level (1-5) the answers give each question that has enough of them (docs/readiness.md,
 * 'Measured difficulty'); the others keep the editor's. Held per process, reloaded when a level moves.
 */
export const getQuestionLevels = (db: Db): Promise<Map<string, number>> => questionLevels.get(db);

/**
 * Adds a just-finished attempt's answers to its questions' figures. Call it inside the transaction
 * that marks the attempt finished, once (when that update changed the row).
 */
export async function recordAttemptItemStats(trx: Db, attemptId: string): Promise<void> {
  const attempt = await trx.selectFrom('attempts').select(['id', 'type', 'completedAt', 'isCompleted']).where('id', '=', attemptId).executeTakeFirst();
  if (!attempt) return;
  const d = newDeltas();
  for (const { day, list } of await attemptContributions(trx, [attempt])) collect(d, day, list, 1);
  await apply(trx, d);
}

/**
 * Takes away what a member's finished attempts added (all of them, or one): call it inside the
 * transaction that deletes them, before the delete.
 */
export async function removeItemStats(trx: Db, owner: { userId: string; attemptId?: string }): Promise<void> {
  let query = trx.selectFrom('attempts').select(['id', 'type', 'completedAt', 'isCompleted']).where('userId', '=', owner.userId);
  if (owner.attemptId !== undefined) query = query.where('id', '=', owner.attemptId);
  const attempts = await query.where('isCompleted', '=', 1).execute();
  const d = newDeltas();
  for (const { day, list } of await attemptContributions(trx, attempts)) collect(d, day, list, -1);
  await apply(trx, d);
}

// ---------------------------------------------------------------------------------------------
// Recount (tests and checks): the same figures from the answers themselves
// ---------------------------------------------------------------------------------------------

export interface KeptItemStats {
  all: Map<string, StatSums>;
  days: Map<string, StatSums>;
  choices: Map<string, number>;
}

/** Every figure recomputed from the stored answers (reads all of them: for tests and audits). */
export async function recountItemStats(db: Db): Promise<KeptItemStats> {
  const attempts = await db
    .selectFrom('attempts')
    .select(['id', 'type', 'completedAt', 'isCompleted'])
    .where('isCompleted', '=', 1)
    .where('userId', 'in', db.selectFrom('users').select('id'))
    .execute();
  const d = newDeltas();
  for (const { day, list } of await attemptContributions(db, attempts)) collect(d, day, list, 1);
  return d;
}

const toSums = (row: Record<string, unknown>): StatSums => {
  const s = emptySums();
  for (const f of STAT_FIELDS) s[f] = Number(row[f] ?? 0);
  return s;
};

/** The kept tables, in the recount's shape. */
export async function readKeptItemStats(db: Db): Promise<KeptItemStats> {
  const [all, days, choices] = await Promise.all([
    db.selectFrom('questionStats').selectAll().execute(),
    db.selectFrom('questionStatDays').selectAll().execute(),
    db.selectFrom('questionChoices').selectAll().execute(),
  ]);
  return {
    all: new Map(all.map((r) => [r.questionId, toSums(r)])),
    days: new Map(days.map((r) => [`${r.questionId}${SEP}${r.day}`, toSums(r)])),
    choices: new Map(choices.map((r) => [`${r.questionId}${SEP}${r.answer}`, Number(r.n)])),
  };
}

// ---------------------------------------------------------------------------------------------
// Read path
// ---------------------------------------------------------------------------------------------

/** First day (YYYY-MM-DD, UTC) of the recent window ending today. */
export function windowStart(now: Date): string {
  return new Date(now.getTime() - (WINDOW_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
}

const sumColumns = () => STAT_FIELDS.map((f) => sql<number>`coalesce(sum(${sql.ref(snake(f))}), 0)`.as(f));

/** The cache_versions row bumped by a write to a daily row of a day before today. */
const SETTLED_VERSION = 'question_stat_days_past';

const dayBefore = (instant: number) => new Date(instant - 86_400_000).toISOString().slice(0, 10);

/**
 * The first day of the window read live: yesterday (UTC), by `now` or by the clock if earlier. The
 * days before it are settled: a write to one of them bumps SETTLED_VERSION in its transaction
 * (apply), and a write that does not is to its own today, at least a day later than any day kept
 * here, even across midnight or with clocks a little apart.
 */
const liveFrom = (now: Date) => dayBefore(Math.min(now.getTime(), Date.now()));

/** Per process and database: the window's sums of every question over its settled days. */
const settledWindows = new WeakMap<Db, { key: string; sums: Promise<Map<string, StatSums>> }>();

/** The sums of the daily rows from `from` (before `before`), of every question or of `ids`. */
const windowSums = async (db: Db, range: { from: string; before?: string; ids?: string[] }): Promise<Map<string, StatSums>> => {
  const out = new Map<string, StatSums>();
  const chunks = range.ids ? Array.from({ length: Math.ceil(range.ids.length / 500) }, (_, i) => range.ids!.slice(i * 500, i * 500 + 500)) : [null];
  for (const chunk of chunks) {
    let query = db.selectFrom('questionStatDays').select(['questionId', ...sumColumns()]).where('day', '>=', range.from);
    if (range.before !== undefined) query = query.where('day', '<', range.before);
    // By question: one range of the primary key each (SQLite otherwise reads the day index, then
    // each row apart, then sorts them: three times the work). Only questions that exist are listed.
    query = query.where('questionId', 'in', chunk ?? db.selectFrom('questions').select('id'));
    for (const r of await query.groupBy('questionId').execute()) out.set(r.questionId, toSums(r as unknown as Record<string, unknown>));
  }
  return out;
};

/**
 * The recent window's sums of the questions `ids`: the settled days from this process's copy of
 * every question's (read again on a new day or after a write to one of them), yesterday and today
 * from the daily rows. A read costs one primary-key read and the daily rows of two days.
 */
async function recentOf(db: Db, ids: string[], now: Date): Promise<Map<string, StatSums>> {
  if (ids.length === 0) return new Map();
  const since = windowStart(now);
  let live = liveFrom(now);
  if (live < since) live = since;
  // The version before the rows: a write committed in between only causes one more read.
  const row = await db.selectFrom('cacheVersions').select('version').where('name', '=', SETTLED_VERSION).executeTakeFirst();
  const key = `${since} ${live} ${Number(row?.version ?? 0)}`;
  let settled = settledWindows.get(db);
  if (settled?.key !== key) {
    const entry = { key, sums: live > since ? windowSums(db, { from: since, before: live }) : Promise.resolve(new Map<string, StatSums>()) };
    settledWindows.set(db, entry);
    entry.sums.catch(() => {
      if (settledWindows.get(db) === entry) settledWindows.delete(db);
    });
    settled = entry;
  }
  const [kept, recent] = await Promise.all([settled.sums, windowSums(db, { from: live, ids })]);
  const out = new Map<string, StatSums>();
  for (const id of ids) {
    const [before, lately] = [kept.get(id), recent.get(id)];
    if (!before && !lately) continue;
    const sum = { ...(before ?? emptySums()) };
    if (lately) for (const f of STAT_FIELDS) sum[f] += lately[f];
    out.set(id, sum);
  }
  return out;
}

interface QuestionLine {
  id: string;
  content: string;
  theme: string;
  subtheme: string;
  isActive: number;
  difficulty: number;
  type: 'mcq' | 'open';
  options: string;
  correctAnswer: string;
}

interface Analysed {
  row: QuestionAnalysisRowDto;
  line: QuestionLine;
  all: StatSums;
  choices: Map<string, number>;
  answersAtReview: number | null;
  themeMedian: number | null;
}

/**
 * Every question of the filter with its figures and flags: one kept row per question, and for a sort
 * on the recent answers (`withRecent`) the recent window of every question (recentOf).
 */
async function analyse(db: Db, filter: { theme?: string; subtheme?: string; id?: string }, now: Date, withRecent = false): Promise<Analysed[]> {
  const since = windowStart(now);
  let questions = db
    .selectFrom('questions')
    .select(['id', 'content', 'theme', 'subtheme', 'isActive', 'difficulty', 'type', 'options', 'correctAnswer']);
  if (filter.id) questions = questions.where('id', '=', filter.id);
  if (filter.theme) questions = questions.where('theme', '=', filter.theme);
  if (filter.subtheme) questions = questions.where('subtheme', '=', filter.subtheme);
  const lines = await questions.orderBy('id').execute();
  if (lines.length === 0) return [];
  const ids = lines.map((l) => l.id);
  const one = filter.id !== undefined;
  const themes = [...new Set(lines.map((l) => l.theme))];

  const [allRows, recent, choiceRows, reviews, themeRows] = await Promise.all([
    one ? db.selectFrom('questionStats').selectAll().where('questionId', 'in', ids).execute() : db.selectFrom('questionStats').selectAll().execute(),
    withRecent ? recentOf(db, ids, now) : Promise.resolve(new Map<string, StatSums>()),
    one
      ? db.selectFrom('questionChoices').selectAll().where('questionId', 'in', ids).execute()
      : db.selectFrom('questionChoices').selectAll().execute(),
    one
      ? db.selectFrom('questionReviews').selectAll().where('questionId', 'in', ids).execute()
      : db.selectFrom('questionReviews').selectAll().execute(),
    // The theme's time histogram, summed over its questions: what « lente » compares with.
    db
      .selectFrom('questionStats as s')
      .innerJoin('questions as q', 'q.id', 's.questionId')
      .select(['q.theme as theme', ...TIME_COLUMNS.map((c) => sql<number>`coalesce(sum(${sql.ref(`s.${c}`)}), 0)`.as(c))])
      .where('q.theme', 'in', themes)
      .groupBy('q.theme')
      .execute(),
  ]);
  const stats = new Map(allRows.map((r) => [r.questionId, toSums(r)]));
  const lastDay = new Map(allRows.map((r) => [r.questionId, r.lastDay]));
  const choices = new Map<string, Map<string, number>>();
  for (const c of choiceRows as QuestionChoiceTable[]) {
    const m = choices.get(c.questionId) ?? new Map<string, number>();
    m.set(c.answer, Number(c.n));
    choices.set(c.questionId, m);
  }
  const reviewed = new Map(reviews.map((r) => [r.questionId, r]));
  const themeMedian = new Map(themeRows.map((t) => [t.theme, medianSeconds(toSums(t as unknown as Record<string, unknown>))]));

  return lines.map((line) => {
    const all = stats.get(line.id) ?? emptySums();
    const chosen = choices.get(line.id) ?? new Map<string, number>();
    const review = reviewed.get(line.id);
    const themeMedianSeconds = themeMedian.get(line.theme) ?? null;
    const raw = rawFlags({
      type: line.type,
      isActive: line.isActive === 1,
      correctAnswer: line.correctAnswer,
      options: parseOptions(line.options),
      all,
      seenInWindow: (lastDay.get(line.id) ?? '') >= since,
      choices: chosen,
      themeMedianSeconds,
    });
    const answersAtReview = review ? Number(review.answersAtReview) : null;
    return {
      line,
      all,
      choices: chosen,
      answersAtReview,
      themeMedian: themeMedianSeconds,
      row: {
        id: line.id,
        content: line.content,
        theme: line.theme,
        subtheme: line.subtheme,
        isActive: line.isActive === 1,
        difficulty: line.difficulty,
        all: figures(all),
        // The recent window: for a sort on it (`withRecent`); otherwise read below for the rows shown.
        last90: withRecent ? figures(recent.get(line.id) ?? emptySums()) : { answers: 0, correct: 0, p: null, medianSeconds: null, discrimination: null },
        flags: shownFlags(raw, all.answers, answersAtReview),
        rawFlags: raw,
        reviewedAt: review?.reviewedAt ?? null,
      },
    };
  });
}

/** The recent window's full figures of the given questions (one question's page). */
async function recentFigures(db: Db, ids: string[], now: Date): Promise<Map<string, StatSums>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('questionStatDays')
    .select(['questionId', ...sumColumns()])
    .where('questionId', 'in', ids)
    .where('day', '>=', windowStart(now))
    .groupBy('questionId')
    .execute();
  return new Map(rows.map((r) => [r.questionId, toSums(r as unknown as Record<string, unknown>)]));
}

function sortKey(r: QuestionAnalysisRowDto, sort: AnalysisSort): number | string {
  switch (sort) {
    case 'id':
      return r.id;
    case 'answers':
      return r.all.answers;
    case 'answers90':
      return r.last90.answers;
    case 'p':
      return r.all.p ?? -1;
    case 'discrimination':
      return r.all.discrimination ?? -2;
    case 'medianSeconds':
      return r.all.medianSeconds ?? -1;
    case 'flags':
      return r.flags.length;
  }
}

/**
 * GET /api/admin/questions/analysis: every question of the filter with its figures and flags,
 * sorted and a page at a time. Ties keep the id order.
 */
export async function listQuestionAnalysis(db: Db, query: QuestionAnalysisQuery, now = new Date()): Promise<QuestionAnalysisPageDto> {
  const byRecent = query.sort === 'answers90';
  const analysed = await analyse(db, { theme: query.theme || undefined, subtheme: query.subtheme || undefined }, now, byRecent);
  let rows = analysed.map((a) => a.row);
  if (query.flag === 'any') rows = rows.filter((r) => r.flags.length > 0);
  else if (query.flag) rows = rows.filter((r) => r.flags.includes(query.flag as QuestionFlag));
  const dir = query.order === 'asc' ? 1 : -1;
  rows.sort((a, b) => {
    const ka = sortKey(a, query.sort);
    const kb = sortKey(b, query.sort);
    if (ka < kb) return -dir;
    if (ka > kb) return dir;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
  let items = rows.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
  if (!byRecent) {
    const recent = await recentOf(
      db,
      items.map((r) => r.id),
      now,
    );
    items = items.map((r) => ({ ...r, last90: figures(recent.get(r.id) ?? emptySums()) }));
  }
  return {
    items,
    total: rows.length,
    page: query.page,
    pageSize: query.pageSize,
    since: windowStart(now),
  };
}

/** GET /api/admin/questions/{id}/analysis: the figures, the option bars and the trend by month. */
export async function getQuestionAnalysis(db: Db, id: string, now = new Date()): Promise<QuestionAnalysisDetailDto> {
  const [one] = await analyse(db, { id }, now);
  if (!one) throw new TRPCError({ code: 'NOT_FOUND', message: 'admin.question_not_found' });
  const [recent, months] = await Promise.all([
    recentFigures(db, [id], now),
    db
      .selectFrom('questionStatDays')
      .select([sql<string>`substr(day, 1, 7)`.as('month'), sql<number>`sum(answers)`.as('answers'), sql<number>`sum(correct)`.as('correct')])
      .where('questionId', '=', id)
      .groupBy(sql`substr(day, 1, 7)`)
      .orderBy(sql`substr(day, 1, 7)`)
      .execute(),
  ]);
  const options = parseOptions(one.line.options);
  const total = one.all.answers;
  const rate = (n: number) => (total > 0 ? Math.round((n / total) * 1000) / 1000 : 0);
  const bars: OptionBarDto[] = options.map((text) => {
    const n = one.choices.get(text) ?? 0;
    return { text, isKey: text === one.line.correctAnswer, n, rate: rate(n) };
  });
  // Answers no current option matches (an option edited since, or an open question's free text).
  const other = [...one.choices].filter(([text]) => !options.includes(text)).reduce((s, [, n]) => s + n, 0);
  if (other > 0) bars.push({ text: null, isKey: false, n: other, rate: rate(other) });
  return {
    ...one.row,
    last90: figures(recent.get(id) ?? emptySums()),
    type: one.line.type,
    correctAnswer: one.line.correctAnswer,
    options: bars,
    themeMedianSeconds: one.themeMedian,
    times: TIME_COLUMNS.map((c, i) => ({ from: TIME_FROM[i]!, n: one.all[c] })),
    trend: months.map((m) => {
      const answers = Number(m.answers);
      return { month: m.month, answers, p: answers > 0 ? Math.round((Number(m.correct) / answers) * 1000) / 1000 : null };
    }),
    answersSinceReview: one.answersAtReview === null ? null : one.all.answers - one.answersAtReview,
    reviewEvidence: REVIEW_NEW_EVIDENCE,
  };
}

/**
 * « Marquer comme revue » (POST /api/admin/questions/{id}/analysis/review): hides the question's
 * flags until REVIEW_NEW_EVIDENCE new answers arrive. Audited with the flags it hid.
 */
export async function markQuestionReviewed(db: Db, actor: AuditActor, id: string, now = new Date()): Promise<QuestionAnalysisDetailDto> {
  await inTransaction(db, async (trx) => {
    const question = await trx.selectFrom('questions').select('id').where('id', '=', id).executeTakeFirst();
    if (!question) throw new TRPCError({ code: 'NOT_FOUND', message: 'admin.question_not_found' });
    const [one] = await analyse(trx, { id }, now);
    const answers = one?.all.answers ?? 0;
    const values = { reviewedAt: now.toISOString(), reviewedBy: actor.id, answersAtReview: answers };
    await trx
      .insertInto('questionReviews')
      .values({ questionId: id, ...values })
      .onConflict((oc) => oc.column('questionId').doUpdateSet(values))
      .execute();
    await recordAudit(trx, actor, {
      action: 'question.analysis_review',
      targetType: 'question',
      targetId: id,
      details: { flags: one?.row.rawFlags ?? [], answers },
    });
  });
  return getQuestionAnalysis(db, id, now);
}
