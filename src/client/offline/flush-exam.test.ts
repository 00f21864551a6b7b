// @vitest-environment jsdom
// Sending an offline exam (docs/offline.md), against an IndexedDB implementation (fake-indexeddb)
// and the server's replies: a 409 is the server refusing the paper for good (already handed in,
// its exam deleted since), so the exam leaves the queue with the server's reason instead of
// waiting forever; 429 and 5xx keep it for later.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfflineExamPackDto } from '../../shared/schemas/offline';
import type { ExamQuestionDto } from '../../shared/schemas/quiz';
import { handInExam, pendingExamCount, readExam, startExamFromPack, writeExamPack } from './exam-store';
import { flushQueue } from './flush';

function paper(token: string): OfflineExamPackDto {
  const question: ExamQuestionDto = { id: 'q1', content: 'q1', contentEn: 'q1', contentAr: null, type: 'mcq', options: ['A', 'B'], optionsEn: ['A', 'B'], optionsAr: null, category: 'valeurs', theme: 'principes_valeurs', subtheme: 'devise', kind: 'knowledge', mediaUrl: null };
  return { token, issuedAt: new Date().toISOString(), durationMinutes: 45, passMark: 32, questions: [question] };
}

async function queuedExam(userId: string, token: string) {
  await writeExamPack(userId, paper(token));
  const exam = (await startExamFromPack(userId, `attempt_${Date.now()}_${userId}`))!;
  await handInExam(exam.token);
  return exam.token;
}

const reply = (status: number, message: string) => vi.fn(async () => new Response(JSON.stringify({ message }), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an offline exam sent to the server', () => {
  it('leaves the queue with the reason when the server refuses its paper as already handed in (409)', async () => {
    const token = await queuedExam('fay', 't-fay');
    const message = "Ce sujet d'examen hors ligne a déjà été rendu\u202f; son examen a été supprimé, il ne peut pas être corrigé une seconde fois.";
    vi.stubGlobal('fetch', reply(409, message));
    expect(await flushQueue('fay')).toBe('done');
    expect(await readExam(token)).toMatchObject({ status: 'refused', refusal: message });
    expect(await pendingExamCount('fay')).toBe(0);
  });

  it('stays queued when the server is busy or down', async () => {
    const token = await queuedExam('gus', 't-gus');
    for (const status of [429, 503]) {
      vi.stubGlobal('fetch', reply(status, 'later'));
      expect(await flushQueue('gus')).toBe('later');
      expect((await readExam(token))!.status).toBe('queued');
    }
  });
});
