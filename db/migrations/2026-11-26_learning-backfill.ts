// Frozen: never edit a migration that has shipped; add a new dated one instead.
// Members who answered before the learning engine existed get the memory their answers would have
// built (docs/readiness.md): each quiz and review answer replayed in order through FSRS (right →
// Good, wrong → Again; a completed exam's answers at its completion; demos and exams not handed in
// left out), and their days of new questions and reviews. The rules are copied as they stand on
// this date (src/server/services/learning/model.ts): a migration must not change when the
// application code does later.
import { sql, type Kysely } from 'kysely';
import { createEmptyCard, fsrs, Rating, type Card, type State } from 'ts-fsrs';

const scheduler = fsrs({ enable_fuzz: false, enable_short_term: false });
const HALF_LIFE_DAYS = 30;
const DAY_MS = 86_400_000;
const USERS_PER_CHUNK = 100;
const ROWS_PER_INSERT = 100;
const parisDays = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

interface Memory {
  user_id: string;
  question_id: string;
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: string | null;
  right_weight: number;
  wrong_weight: number;
  answers: number;
  correct: number;
}

function next(prev: Memory | undefined, userId: string, questionId: string, right: boolean, at: Date): Memory {
  const now = prev?.last_review && Date.parse(prev.last_review) > at.getTime() ? new Date(prev.last_review) : at;
  const card: Card = prev
    ? {
        due: new Date(prev.due),
        stability: prev.stability,
        difficulty: prev.difficulty,
        elapsed_days: prev.elapsed_days,
        scheduled_days: prev.scheduled_days,
        learning_steps: prev.learning_steps,
        reps: prev.reps,
        lapses: prev.lapses,
        state: prev.state as State,
        last_review: prev.last_review ? new Date(prev.last_review) : undefined,
      }
    : createEmptyCard(now);
  const c = scheduler.next(card, now, right ? Rating.Good : Rating.Again).card;
  const f = prev?.last_review ? 0.5 ** (Math.max(0, now.getTime() - Date.parse(prev.last_review)) / DAY_MS / HALF_LIFE_DAYS) : 1;
  return {
    user_id: userId,
    question_id: questionId,
    due: c.due.toISOString(),
    stability: c.stability,
    difficulty: c.difficulty,
    elapsed_days: c.elapsed_days,
    scheduled_days: c.scheduled_days,
    learning_steps: c.learning_steps,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state,
    last_review: now.toISOString(),
    right_weight: (prev?.right_weight ?? 0) * f + (right ? 1 : 0),
    wrong_weight: (prev?.wrong_weight ?? 0) * f + (right ? 0 : 1),
    answers: (prev?.answers ?? 0) + 1,
    correct: (prev?.correct ?? 0) + (right ? 1 : 0),
  };
}

async function insertAll(db: Kysely<any>, table: string, rows: object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await db.insertInto(table).values(rows.slice(i, i + ROWS_PER_INSERT)).execute();
}

/** Replays the given members' answers (members without memory rows yet). */
export async function backfillMembers(db: Kysely<any>, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const { rows } = await sql<{ uid: string; qid: string; good: number; at: string; rid: number }>`
    SELECT r.user_id AS uid, r.question_id AS qid, r.is_correct AS good, r.id AS rid,
           CASE WHEN a.type = 'exam' THEN a.completed_at ELSE r.created_at END AS at
    FROM responses r JOIN attempts a ON a.id = r.attempt_id
    WHERE r.user_id IN (${sql.join(userIds)})
      AND (a.type IN ('full', 'review', 'spaced') OR (a.type = 'exam' AND a.is_completed = 1 AND a.completed_at IS NOT NULL))`.execute(db);
  rows.sort((x, y) => (x.uid < y.uid ? -1 : x.uid > y.uid ? 1 : x.at < y.at ? -1 : x.at > y.at ? 1 : Number(x.rid) - Number(y.rid)));
  const memory = new Map<string, Memory>();
  const days = new Map<string, { user_id: string; day: string; new_questions: number; reviews: number }>();
  for (const r of rows) {
    const key = `${r.uid}\u0000${r.qid}`;
    const prev = memory.get(key);
    const at = new Date(r.at);
    memory.set(key, next(prev, r.uid, r.qid, Number(r.good) === 1, at));
    const day = parisDays.format(at);
    const dayKey = `${r.uid}\u0000${day}`;
    const d = days.get(dayKey) ?? { user_id: r.uid, day, new_questions: 0, reviews: 0 };
    if (prev) d.reviews += 1;
    else d.new_questions += 1;
    days.set(dayKey, d);
  }
  await insertAll(db, 'question_memory', [...memory.values()]);
  await insertAll(db, 'learning_days', [...days.values()]);
}

export async function up(db: Kysely<any>): Promise<void> {
  const { rows: members } = await sql<{ uid: string }>`
    SELECT DISTINCT user_id AS uid FROM responses WHERE attempt_id IS NOT NULL AND user_id IN (SELECT id FROM users) ORDER BY user_id`.execute(db);
  for (let i = 0; i < members.length; i += USERS_PER_CHUNK) {
    await backfillMembers(db, members.slice(i, i + USERS_PER_CHUNK).map((m) => m.uid));
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('learning_days').execute();
  await db.deleteFrom('question_memory').execute();
}
