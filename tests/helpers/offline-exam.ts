// The offline exam paper as a test member downloads it, and a hand-in of it, for the server tests
// of the offline exam (src/server/services/offline-exam.test.ts, src/server/new-endpoints-hardening.test.ts).
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import type { OfflineExamPackDto } from '../../src/shared/schemas/offline.js';
import { request, type TestUser } from './test-app.js';

/** The paper as downloaded `ago` ms before now (its token carries that issue time). */
export async function fetchExamPack(app: FastifyInstance, user: TestUser, ago = 0): Promise<OfflineExamPackDto> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - ago });
  const res = await request(app, { method: 'GET', url: '/api/offline/exam-pack', user }).finally(() => vi.useRealTimers());
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json() as OfflineExamPackDto;
}

/**
 * A hand-in of `pack`: the first `right` answers right (`correct`: question id → right answer), the
 * rest wrong, each answered `step` ms after the previous one from `start`, finished at `finish`.
 */
export function examSubmission(pack: OfflineExamPackDto, correct: Map<string, string>, right: number, start: number, finish: number, step = 60_000) {
  return {
    token: pack.token,
    startedAt: new Date(start).toISOString(),
    finishedAt: new Date(finish).toISOString(),
    answers: pack.questions.map((q, i) => ({
      questionId: q.id,
      userAnswer: i < right ? correct.get(q.id)! : q.options.find((o) => o !== correct.get(q.id))!,
      answeredAt: new Date(start + (i + 1) * step).toISOString(),
    })),
  };
}
