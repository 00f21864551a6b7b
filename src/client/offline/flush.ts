// Sends the answers and civic exams queued offline (docs/offline.md), from the page (on 'online', at start) or
// from the service worker (Background Sync). Plain fetch to the REST doors, so the worker can run
// it too. The server takes a replayed answer idempotently, so two senders at once, or a reply lost
// on the way back, never make a duplicate; an answer leaves the queue only once the server has
// stored it or can never accept it.
import { examSubmission, forgetOldOutcomes, handInExpired, memberExams, settleExam, type ExamOutcome, type StoredExam } from './exam-store';
import { queuedAnswers, queuedAttempts, removeAnswer, removeAttempt, type QueuedAttempt } from './store';

export type FlushResult = 'done' | 'later' | 'unauthorized';

const JSON_HEADERS = { 'content-type': 'application/json' };

async function send(url: string, method: string, body: unknown): Promise<number> {
  try {
    const res = await fetch(url, { method, headers: JSON_HEADERS, body: JSON.stringify(body), credentials: 'same-origin' });
    return res.status;
  } catch {
    return 0; // no network
  }
}

/** 0 (no network), 5xx and 429: try again later; 401: the session is gone. */
const retryLater = (status: number) => status === 0 || status === 429 || status >= 500;

async function flushAttempt(attempt: QueuedAttempt): Promise<FlushResult> {
  // Created again after a lost reply: 409 'already exists' is fine; the answers then tell.
  const created = await send('/api/attempts', 'POST', { id: attempt.attemptId, type: attempt.type, totalQuestions: attempt.totalQuestions });
  if (created === 401) return 'unauthorized';
  if (retryLater(created)) return 'later';
  for (const answer of await queuedAnswers(attempt.userId, attempt.attemptId)) {
    const status = await send('/api/responses', 'POST', {
      questionId: answer.questionId,
      userAnswer: answer.userAnswer,
      timeSpent: answer.timeSpent,
      attemptId: answer.attemptId,
    });
    if (status === 401) return 'unauthorized';
    // 404: the attempt could not be created yet (e.g. too many open quizzes): keep it all.
    if (retryLater(status) || status === 404) return 'later';
    // Stored (201), or never acceptable (409 a different answer already stored, 400 invalid).
    await removeAnswer(answer.key);
  }
  if (!attempt.completed) {
    // A quiz left unfinished on the device: forgotten a day later, its answers being stored.
    if (Date.now() - attempt.queuedAt > 24 * 3600_000) await removeAttempt(attempt.attemptId);
    return 'done';
  }
  const status = await send(`/api/attempts/${encodeURIComponent(attempt.attemptId)}`, 'PATCH', { isCompleted: true });
  if (status === 401) return 'unauthorized';
  if (retryLater(status)) return 'later';
  await removeAttempt(attempt.attemptId);
  return 'done';
}

/** The server's message from an error body ({ message }), else the status. */
async function reason(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON.
  }
  return `HTTP ${res.status}`;
}

/**
 * An exam taken offline: the server scores it. The same submission sent twice gets the same exam
 * back (one exam per paper), so a lost reply is simply sent again. 400/403/409: refused for good
 * (times it cannot believe, a paper not issued to this member, a paper already handed in whose
 * exam was deleted since); the member is told why.
 */
async function flushExam(exam: StoredExam): Promise<FlushResult> {
  let res: Response;
  try {
    res = await fetch('/api/offline/exam', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(examSubmission(exam)), credentials: 'same-origin' });
  } catch {
    return 'later';
  }
  if (res.status === 401) return 'unauthorized';
  if (retryLater(res.status)) return 'later';
  if (res.ok) {
    const result = (await res.json()) as ExamOutcome;
    const { attemptId, correctAnswers, totalQuestions, passed } = result;
    await settleExam(exam.token, { outcome: { attemptId, correctAnswers, totalQuestions, passed } });
  } else {
    await settleExam(exam.token, { refusal: await reason(res) });
  }
  return 'done';
}

async function flushExams(userId: string): Promise<FlushResult> {
  await handInExpired(userId);
  let result: FlushResult = 'done';
  for (const exam of await memberExams(userId)) {
    if (exam.status !== 'queued') continue;
    const r = await flushExam(exam);
    if (r === 'unauthorized') return r;
    if (r === 'later') result = 'later';
  }
  await forgetOldOutcomes(userId);
  return result;
}

let running: Promise<FlushResult> | null = null;

/** Sends this member's queue, one attempt after another; one run at a time per context. */
export function flushQueue(userId: string): Promise<FlushResult> {
  running ??= (async () => {
    try {
      let result: FlushResult = 'done';
      for (const attempt of await queuedAttempts(userId)) {
        const r = await flushAttempt(attempt);
        if (r === 'unauthorized') return r;
        if (r === 'later') result = 'later';
      }
      const exams = await flushExams(userId);
      return exams === 'done' ? result : exams;
    } finally {
      running = null;
    }
  })();
  return running;
}
