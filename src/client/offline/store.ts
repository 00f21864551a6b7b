// What the device keeps for offline practice, in IndexedDB (docs/offline.md): the member's
// question pack and the answers waiting to be sent. Every record carries the member's id: the
// queue of one member is never counted, shown or sent under another's session, and the pack and
// the remembered profile are deleted when the member signs out. Plain IndexedDB (no library):
// this module runs in the page and in the service worker.
import type { QuestionDto } from '../../shared/dto';

const DB_NAME = 'prepa-offline';
const DB_VERSION = 2;
/** Event the page hears when the queue changes (the service worker posts the same type). */
export const QUEUE_EVENT = 'prepa-offline-queue';
/** Background Sync tag under which the worker sends the queue. */
export const SYNC_TAG = 'prepa-answers';

export interface StoredPack {
  userId: string;
  version: string;
  day: string;
  questions: QuestionDto[];
  dueIds: string[];
}

/** A quiz played offline: created on the server by the queue before its answers are sent. */
export interface QueuedAttempt {
  attemptId: string;
  userId: string;
  type: 'full' | 'review' | 'spaced';
  totalQuestions: number;
  /** Handed in ('Terminer') on the device: the queue completes it once its answers are stored. */
  completed: boolean;
  queuedAt: number;
}

export interface QueuedAnswer {
  /** attemptId|questionId: one answer per question and attempt, as on the server. */
  key: string;
  attemptId: string;
  userId: string;
  questionId: string;
  userAnswer: string;
  timeSpent: number;
  queuedAt: number;
}

let opening: Promise<IDBDatabase> | null = null;

/** The device's offline database, opened once per context (page or worker). */
export function openOfflineDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      const has = (name: string) => db.objectStoreNames.contains(name);
      // Version 1: the practice pack and the answer queue.
      if (!has('packs')) db.createObjectStore('packs', { keyPath: 'userId' });
      if (!has('attempts')) db.createObjectStore('attempts', { keyPath: 'attemptId' }).createIndex('userId', 'userId');
      if (!has('answers')) db.createObjectStore('answers', { keyPath: 'key' }).createIndex('userId', 'userId');
      // Version 2: the civic exam pack and the exams taken offline (exam-store.ts).
      if (!has('examPacks')) db.createObjectStore('examPacks', { keyPath: 'userId' });
      if (!has('exams')) db.createObjectStore('exams', { keyPath: 'token' }).createIndex('userId', 'userId');
    };
    req.onsuccess = () => {
      const db = req.result;
      // A newer version opened elsewhere (a new deployment in another tab or the worker): let it
      // upgrade, and open again on the next call.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    req.onerror = () => reject(req.error);
  });
  opening.catch(() => {
    opening = null;
  });
  return opening;
}

export type StoreName = 'packs' | 'attempts' | 'answers' | 'examPacks' | 'exams';

/** One transaction; resolves with the result of the request `work` returns once it commits. */
export async function run<T>(names: StoreName[], mode: IDBTransactionMode, work: (tx: IDBTransaction) => IDBRequest<T> | undefined): Promise<T | undefined> {
  const db = await openOfflineDb();
  return new Promise<T | undefined>((resolve, reject) => {
    const tx = db.transaction(names, mode);
    const req = work(tx);
    tx.oncomplete = () => resolve(req ? req.result : undefined);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

export function announce() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(QUEUE_EVENT));
}

export async function readPack(userId: string): Promise<StoredPack | undefined> {
  return run<StoredPack>(['packs'], 'readonly', (tx) => tx.objectStore('packs').get(userId));
}

/** Keeps one pack on the device: the current member's (another member's is dropped). */
export async function writePack(pack: StoredPack): Promise<void> {
  await run(['packs'], 'readwrite', (tx) => {
    const store = tx.objectStore('packs');
    store.clear();
    store.put(pack);
  });
}

export async function queueAttempt(attempt: QueuedAttempt): Promise<void> {
  await run(['attempts'], 'readwrite', (tx) => tx.objectStore('attempts').put(attempt));
}

export async function queueAnswer(answer: Omit<QueuedAnswer, 'key' | 'queuedAt'>): Promise<void> {
  const record: QueuedAnswer = { ...answer, key: `${answer.attemptId}|${answer.questionId}`, queuedAt: Date.now() };
  // add, not put: a second copy of an answer to the same question is not a new answer.
  await run(['answers'], 'readwrite', (tx) => {
    const req = tx.objectStore('answers').add(record);
    req.onerror = (event) => {
      event.preventDefault();
      event.stopPropagation();
    };
  }).catch(() => undefined);
  announce();
}

export async function markCompleted(attemptId: string): Promise<void> {
  await run(['attempts'], 'readwrite', (tx) => {
    const store = tx.objectStore('attempts');
    const req = store.get(attemptId);
    req.onsuccess = () => {
      if (req.result) store.put({ ...(req.result as QueuedAttempt), completed: true });
    };
  });
  announce();
}

export async function queuedAttempts(userId: string): Promise<QueuedAttempt[]> {
  const all = await run<QueuedAttempt[]>(['attempts'], 'readonly', (tx) => tx.objectStore('attempts').index('userId').getAll(userId));
  return (all ?? []).sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function queuedAnswers(userId: string, attemptId?: string): Promise<QueuedAnswer[]> {
  const all = await run<QueuedAnswer[]>(['answers'], 'readonly', (tx) => tx.objectStore('answers').index('userId').getAll(userId));
  return (all ?? []).filter((a) => attemptId === undefined || a.attemptId === attemptId).sort((a, b) => a.queuedAt - b.queuedAt);
}

/** Answers of this member still waiting to be sent. */
export async function pendingCount(userId: string): Promise<number> {
  const n = await run<number>(['answers'], 'readonly', (tx) => tx.objectStore('answers').index('userId').count(userId));
  return n ?? 0;
}

export async function removeAnswer(key: string): Promise<void> {
  await run(['answers'], 'readwrite', (tx) => tx.objectStore('answers').delete(key));
}

export async function removeAttempt(attemptId: string): Promise<void> {
  await run(['attempts'], 'readwrite', (tx) => tx.objectStore('attempts').delete(attemptId));
}

/**
 * Signing out: the packs (the practice questions with their answers, the exam paper drawn for
 * this member) go, and so do the outcomes of exams already scored. Answers and exams not yet sent
 * stay under their owner's id, invisible to anyone else, until that member is back.
 */
export async function clearMemberData(): Promise<void> {
  await run(['packs', 'examPacks', 'exams'], 'readwrite', (tx) => {
    tx.objectStore('packs').clear();
    tx.objectStore('examPacks').clear();
    const exams = tx.objectStore('exams');
    const cursor = exams.openCursor();
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (!at) return;
      const status = (at.value as { status?: string }).status;
      if (status === 'done' || status === 'refused') at.delete();
      at.continue();
    };
    return undefined;
  });
}
