// The civic exam taken offline, on the device (docs/offline.md). While online the member's device
// keeps one exam paper: 40 questions without their answers and the server's signed token. Starting
// the exam offline moves the paper into an exam record (so a paper is used once), the device clock
// times it, and each answer is written with its time as soon as it is given: a reload resumes the
// exam where it was. Handed in, the exam waits in the queue (flush.ts) until the server scores it;
// its outcome stays on the device only long enough to be shown. Plain IndexedDB through store.ts,
// so the service worker can send the queue too.
import type { OfflineExamPackDto, OfflineExamSubmitInput } from '../../shared/schemas/offline';
import type { ExamCurrentDto, ExamSessionDto } from '../../shared/schemas/quiz';
import { announce, run } from './store';

export interface StoredExamPack extends OfflineExamPackDto {
  userId: string;
}

export interface ExamAnswer {
  userAnswer: string;
  /** Device clock, ISO. */
  answeredAt: string;
}

/** What the server answered to the synced exam. */
export interface ExamOutcome {
  attemptId: string;
  correctAnswers: number;
  totalQuestions: number;
  passed: boolean;
}

export type StoredExamStatus = 'running' | 'queued' | 'done' | 'refused';

export interface StoredExam {
  /** The paper's signed token: one exam per paper, the key of the record. */
  token: string;
  userId: string;
  /** The device's name for the exam (marks for review are kept under it). */
  localId: string;
  /** Device clock, ISO: the 45 minutes count from here. */
  startedAt: string;
  finishedAt: string | null;
  durationMinutes: number;
  passMark: number;
  questions: OfflineExamPackDto['questions'];
  answers: Record<string, ExamAnswer>;
  /** The questions on which the help translation was opened (absent on exams stored before). */
  translationOpened?: string[];
  status: StoredExamStatus;
  outcome: ExamOutcome | null;
  /** The server's reason, in its words, when it refused the exam (400/403). */
  refusal: string | null;
  /** The member has been told of the outcome (a toast). */
  seen: boolean;
  settledAt: number | null;
}

const DAY_MS = 24 * 3600_000;

/** A new paper is fetched when there is none, and each UTC day (the bank may have changed). */
export function examPackIsStale(pack: Pick<StoredExamPack, 'issuedAt'> | undefined, now: Date): boolean {
  return !pack || pack.issuedAt.slice(0, 10) !== now.toISOString().slice(0, 10);
}

export function examDeadline(exam: Pick<StoredExam, 'startedAt' | 'durationMinutes'>): number {
  return Date.parse(exam.startedAt) + exam.durationMinutes * 60_000;
}

/**
 * The runner's session for an exam on the device. `serverNow` is the device's own clock: the
 * countdown runs on the device clock, the server checks it on sync.
 */
export function examSession(exam: StoredExam, now = new Date()): ExamSessionDto {
  return {
    attemptId: exam.localId,
    startedAt: exam.startedAt,
    deadlineAt: new Date(examDeadline(exam)).toISOString(),
    serverNow: now.toISOString(),
    durationMinutes: exam.durationMinutes,
    passMark: exam.passMark,
    questions: exam.questions,
    answers: Object.fromEntries(Object.entries(exam.answers).map(([id, a]) => [id, a.userAnswer])),
    translationOpened: exam.translationOpened ?? [],
  };
}

/** The rules screen's 'Reprendre' for an exam running on the device. */
export function examCurrent(exam: StoredExam, now = Date.now()): ExamCurrentDto {
  const deadline = examDeadline(exam);
  return {
    attemptId: exam.localId,
    deadlineAt: new Date(deadline).toISOString(),
    secondsLeft: Math.max(0, Math.ceil((deadline - now) / 1000)),
    answered: Object.keys(exam.answers).length,
    totalQuestions: exam.questions.length,
  };
}

/** What POST /api/offline/exam receives for a handed-in exam. */
export function examSubmission(exam: StoredExam): OfflineExamSubmitInput {
  return {
    token: exam.token,
    startedAt: exam.startedAt,
    finishedAt: exam.finishedAt ?? new Date(examDeadline(exam)).toISOString(),
    answers: exam.questions
      .filter((q) => exam.answers[q.id])
      .map((q) => ({ questionId: q.id, userAnswer: exam.answers[q.id]!.userAnswer, answeredAt: exam.answers[q.id]!.answeredAt })),
    ...(exam.translationOpened?.length ? { translationOpened: exam.translationOpened } : {}),
  };
}

export async function readExamPack(userId: string): Promise<StoredExamPack | undefined> {
  const pack = await run<StoredExamPack>(['examPacks'], 'readonly', (tx) => tx.objectStore('examPacks').get(userId));
  return pack?.userId === userId ? pack : undefined;
}

/** Keeps one paper on the device: the current member's (another member's is dropped). */
export async function writeExamPack(userId: string, pack: OfflineExamPackDto): Promise<void> {
  await run(['examPacks'], 'readwrite', (tx) => {
    const store = tx.objectStore('examPacks');
    store.clear();
    store.put({ ...pack, userId } satisfies StoredExamPack);
    return undefined;
  });
}

/** Every exam record of this member, the oldest first. */
export async function memberExams(userId: string): Promise<StoredExam[]> {
  const all = await run<StoredExam[]>(['exams'], 'readonly', (tx) => tx.objectStore('exams').index('userId').getAll(userId));
  return (all ?? []).sort((a, b) => Date.parse(a.startedAt) - Date.parse(b.startedAt));
}

/** The member's exam in progress on this device, if any. */
export async function runningExam(userId: string): Promise<StoredExam | undefined> {
  return (await memberExams(userId)).find((e) => e.status === 'running');
}

export async function readExam(token: string): Promise<StoredExam | undefined> {
  return run<StoredExam>(['exams'], 'readonly', (tx) => tx.objectStore('exams').get(token));
}

/** Exams handed in and not yet scored by the server (the banner counts them). */
export async function pendingExamCount(userId: string): Promise<number> {
  return (await memberExams(userId)).filter((e) => e.status === 'queued').length;
}

/**
 * Reads a record and writes back what `change` makes of it, in one transaction (the page, another
 * tab and the worker may write at once). `change` returns undefined to leave it as it is.
 */
async function update(token: string, change: (exam: StoredExam) => StoredExam | undefined): Promise<StoredExam | undefined> {
  let after: StoredExam | undefined;
  await run(['exams'], 'readwrite', (tx) => {
    const store = tx.objectStore('exams');
    const req = store.get(token);
    req.onsuccess = () => {
      const exam = req.result as StoredExam | undefined;
      after = exam && change(exam);
      if (after) store.put(after);
      else after = exam;
    };
    return undefined;
  });
  return after;
}

/**
 * Starts the exam from the member's paper: the paper leaves the pack store in the same
 * transaction, so two tabs cannot take one paper twice. undefined when there is no paper.
 */
export async function startExamFromPack(userId: string, localId: string, now = new Date()): Promise<StoredExam | undefined> {
  let exam: StoredExam | undefined;
  await run(['examPacks', 'exams'], 'readwrite', (tx) => {
    const packs = tx.objectStore('examPacks');
    const req = packs.get(userId);
    req.onsuccess = () => {
      const pack = req.result as StoredExamPack | undefined;
      if (!pack || pack.userId !== userId) return;
      packs.delete(userId);
      exam = {
        token: pack.token,
        userId,
        localId,
        startedAt: now.toISOString(),
        finishedAt: null,
        durationMinutes: pack.durationMinutes,
        passMark: pack.passMark,
        questions: pack.questions,
        answers: {},
        status: 'running',
        outcome: null,
        refusal: null,
        seen: false,
        settledAt: null,
      };
      tx.objectStore('exams').add(exam);
    };
    return undefined;
  });
  return exam;
}

/** Keeps an answer and its device time; the last answer to a question counts, as online. */
export async function saveExamAnswer(token: string, questionId: string, userAnswer: string, at = new Date()): Promise<StoredExam | undefined> {
  return update(token, (exam) =>
    exam.status === 'running' && exam.questions.some((q) => q.id === questionId)
      ? { ...exam, answers: { ...exam.answers, [questionId]: { userAnswer, answeredAt: at.toISOString() } } }
      : undefined,
  );
}

/** The help translation opened on a question of the exam running on the device. */
export async function saveExamTranslationOpened(token: string, questionId: string): Promise<StoredExam | undefined> {
  return update(token, (exam) =>
    exam.status === 'running' && exam.questions.some((q) => q.id === questionId) && !exam.translationOpened?.includes(questionId)
      ? { ...exam, translationOpened: [...(exam.translationOpened ?? []), questionId] }
      : undefined,
  );
}

/** Hands the exam in: it ends now, or at its deadline if the time ran out first. */
export async function handInExam(token: string, now = Date.now()): Promise<StoredExam | undefined> {
  const exam = await update(token, (e) =>
    e.status === 'running' ? { ...e, status: 'queued', finishedAt: new Date(Math.min(now, examDeadline(e))).toISOString() } : undefined,
  );
  announce();
  return exam;
}

/** The server's answer: scored, or refused for good. The questions and answers leave the device. */
export async function settleExam(token: string, settled: { outcome: ExamOutcome } | { refusal: string }, now = Date.now()): Promise<void> {
  await update(token, (e) =>
    e.status === 'queued'
      ? {
          ...e,
          status: 'outcome' in settled ? 'done' : 'refused',
          outcome: 'outcome' in settled ? settled.outcome : null,
          refusal: 'refusal' in settled ? settled.refusal : null,
          questions: [],
          answers: {},
          settledAt: now,
        }
      : undefined,
  );
}

export async function markExamSeen(token: string): Promise<void> {
  await update(token, (e) => (e.seen ? undefined : { ...e, seen: true }));
}

/** Outcomes already shown are forgotten a day after the server gave them. */
export async function forgetOldOutcomes(userId: string, now = Date.now()): Promise<void> {
  const old = (await memberExams(userId)).filter((e) => e.seen && e.settledAt !== null && now - e.settledAt > DAY_MS);
  if (old.length === 0) return;
  await run(['exams'], 'readwrite', (tx) => {
    for (const e of old) tx.objectStore('exams').delete(e.token);
    return undefined;
  });
}

/** An exam left running past its time (the page was closed): handed in at its deadline. */
export async function handInExpired(userId: string, now = Date.now()): Promise<void> {
  for (const exam of await memberExams(userId)) {
    if (exam.status === 'running' && now >= examDeadline(exam)) await handInExam(exam.token, now);
  }
}
