// The community figures kept on write must equal a full recomputation from the attempts and
// answers: a random history (members, challenges joined at random moments, attempts of every type
// completed in any order, some deleted) goes through the real write paths, then the backfill of
// the migration recomputes the same members from scratch and both sets of rows are compared.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillMembers } from '../../../db/migrations/2026-11-24_community-aggregates.js';
import { createTestApp, createUser, request, type TestApp } from '../../../tests/helpers/test-app.js';
import { deleteAttempt } from './attempt.service.js';
import { joinChallenge } from './challenge.service.js';
import { recordCompletedAttempt } from './community-aggregates.service.js';
import { getUserStats, streaks } from './community-stats.service.js';

let t: TestApp;
const CATEGORIES = ['histoire', 'institutions', 'geographie', 'culture', 'valeurs'] as const;
const bank = new Map<string, string[]>();
beforeAll(async () => {
  t = await createTestApp();
  for (const c of CATEGORIES) {
    const rows = await t.db.selectFrom('questions').select('id').where('category', '=', c).where('isActive', '=', 1).limit(40).execute();
    bank.set(c, rows.map((r) => r.id));
  }
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-20T10:00:00Z');
// Twenty days back, across a DST change and a month boundary (Paris).
const SPAN_HOURS = 20 * 24;
const at = (hoursAgo: number) => new Date(NOW - hoursAgo * HOUR).toISOString();

const attemptArb = fc.record({
  member: fc.nat(3),
  type: fc.constantFrom('full', 'full', 'full', 'exam', 'demo', 'review', 'interview'),
  hoursAgo: fc.integer({ min: 0, max: SPAN_HOURS }),
  // Answers per category: [right, total].
  answers: fc.array(fc.tuple(fc.constantFrom(...CATEGORIES), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 })), { minLength: 1, maxLength: 3 }),
  fullExam: fc.boolean(),
  deleteLater: fc.boolean(),
});
const challengeArb = fc.record({
  type: fc.constantFrom('weekly', 'monthly', 'seasonal', 'other'),
  category: fc.constantFrom('all', 'all', 'all', ...CATEGORIES),
  targetScore: fc.integer({ min: 6, max: 20 }),
  targetCount: fc.integer({ min: 1, max: 3 }),
  startHoursAgo: fc.integer({ min: SPAN_HOURS / 2, max: SPAN_HOURS }),
  lengthHours: fc.integer({ min: 24, max: SPAN_HOURS }),
});
const historyArb = fc.record({
  challenges: fc.array(challengeArb, { minLength: 1, maxLength: 3 }),
  attempts: fc.array(attemptArb, { minLength: 6, maxLength: 14 }),
  // [member, challenge, moment in the sequence of attempts]: mostly early, so that later
  // attempts complete joined challenges on write.
  joins: fc.array(fc.tuple(fc.nat(3), fc.nat(2), fc.oneof(fc.nat(2), fc.nat(14))), { minLength: 2, maxLength: 8 }),
});

let run = 0;

async function snapshot(userIds: string[]) {
  const stats = await t.db.selectFrom('memberStats').selectAll().where('userId', 'in', userIds).orderBy('userId').execute();
  const days = await t.db.selectFrom('memberDays').selectAll().where('userId', 'in', userIds).orderBy('userId').orderBy('day').execute();
  const months = await t.db.selectFrom('memberMonths').selectAll().where('userId', 'in', userIds).orderBy('userId').orderBy('month').execute();
  const scores = await t.db.selectFrom('attemptScores').selectAll().where('userId', 'in', userIds).orderBy('attemptId').execute();
  const participants = await t.db
    .selectFrom('challengeParticipants')
    .select(['challengeId', 'userId', 'qualifying', 'completedAt'])
    .where('userId', 'in', userIds)
    .orderBy('challengeId')
    .orderBy('userId')
    .execute();
  return {
    // A member whose every attempt was deleted keeps a row of zeros: the same as no row.
    stats: stats.filter((s) => s.points !== 0 || s.quizzes !== 0 || s.lastDay !== null),
    days,
    months: months.filter((m) => m.points !== 0),
    scores: scores.map((s) => ({ ...s, categories: JSON.parse(s.categories) })),
    participants: participants.map((p) => ({ ...p, completedAt: p.completedAt !== null })),
  };
}

describe('community figures kept on write', () => {
  it('equal a full recomputation over a random history', async () => {
    await fc.assert(
      fc.asyncProperty(historyArb, async (h) => {
        run += 1;
        const members = [];
        for (let i = 0; i < 4; i++) members.push(await createUser(t.db, { firstName: `P${run}`, lastName: `M${i}` }));
        const userIds = members.map((m) => m.id);
        const challengeIds: string[] = [];
        for (const [i, c] of h.challenges.entries()) {
          const id = `prop-${run}-${i}`;
          challengeIds.push(id);
          await t.db
            .insertInto('challenges')
            .values({
              id,
              type: c.type,
              title: id,
              titleEn: id,
              description: id,
              descriptionEn: id,
              difficulty: 'Débutant',
              category: c.category,
              targetScore: c.targetScore,
              targetCount: c.targetCount,
              prize: '+',
              prizeEn: '+',
              startDate: at(c.startHoursAgo),
              endDate: at(c.startHoursAgo - c.lengthHours),
            })
            .execute();
        }
        const created: { id: string; member: number }[] = [];
        const join = async (step: number) => {
          for (const [member, challenge, moment] of h.joins) {
            if (moment !== step || challengeIds.length === 0) continue;
            const id = challengeIds[challenge % challengeIds.length]!;
            const row = await t.db.selectFrom('challenges').select('endDate').where('id', '=', id).executeTakeFirstOrThrow();
            // Joined at a moment when the challenge is still open.
            const when = new Date(Math.min(NOW, Date.parse(row.endDate) - 1000));
            await joinChallenge(t.db, userIds[member]!, id, when);
          }
        };
        for (const [step, a] of h.attempts.entries()) {
          await join(step);
          const id = `attempt_prop_${run}_${step}`;
          let questions: { id: string; right: boolean }[] = [];
          if (a.type === 'exam' && a.fullExam) {
            const right = a.answers.length;
            questions = [...bank.get('institutions')!.slice(0, 20), ...bank.get('valeurs')!.slice(0, 20)].map((q, i) => ({ id: q, right: i >= right }));
          } else if (a.type !== 'interview') {
            for (const [cat, right, total] of a.answers) {
              const ids = bank.get(cat)!.filter((q) => !questions.some((x) => x.id === q)).slice(0, total);
              questions.push(...ids.map((q, i) => ({ id: q, right: i < right })));
            }
          }
          const correct = a.type === 'interview' ? 12 : questions.filter((q) => q.right).length;
          await t.db.transaction().execute(async (trx) => {
            await trx
              .insertInto('attempts')
              .values({
                id,
                userId: userIds[a.member]!,
                type: a.type,
                startedAt: at(a.hoursAgo + 1),
                completedAt: at(a.hoursAgo),
                deadlineAt: null,
                isCompleted: 1,
                score: '0',
                correctAnswers: correct,
                totalQuestions: a.type === 'interview' ? 20 : questions.length,
                questionIds: null,
              })
              .execute();
            for (const q of questions) {
              await trx
                .insertInto('responses')
                .values({ userId: userIds[a.member]!, questionId: q.id, attemptId: id, userAnswer: 'x', isCorrect: q.right ? 1 : 0, timeSpent: 1 })
                .execute();
            }
            await recordCompletedAttempt(trx, id);
          });
          created.push({ id, member: a.member });
        }
        await join(h.attempts.length);
        for (const [i, c] of created.entries()) {
          if (h.attempts[i]!.deleteLater && i % 3 === 0) await deleteAttempt(t.db, { id: userIds[c.member]!, hasFullAccess: 1 }, c.id);
        }

        const kept = await snapshot(userIds);
        // The reads agree with a recomputation of the streak from the days.
        for (const id of userIds) {
          const s = await getUserStats(t.db, id, new Date(NOW));
          const days = kept.days.filter((d) => d.userId === id).map((d) => d.day);
          expect(s.streak).toBe(streaks(days, new Date(NOW)).current);
          expect(s.longestStreak).toBe(streaks(days, new Date(NOW)).longest);
        }

        await t.db.deleteFrom('attemptScores').where('userId', 'in', userIds).execute();
        await t.db.deleteFrom('memberStats').where('userId', 'in', userIds).execute();
        await t.db.deleteFrom('memberDays').where('userId', 'in', userIds).execute();
        await t.db.deleteFrom('memberMonths').where('userId', 'in', userIds).execute();
        await t.db.updateTable('challengeParticipants').set({ qualifying: 0, completedAt: null }).where('userId', 'in', userIds).execute();
        await backfillMembers(t.db, userIds);
        expect(await snapshot(userIds)).toEqual(kept);
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('gives no member id on the leaderboard and answers with the same figures as the table', async () => {
    const res = await request(t.app, { method: 'GET', url: '/api/community/leaderboard' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
  });
});
