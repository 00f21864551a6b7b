// The daily session, the streak and the reminder e-mail through HTTP on a real migrated database
// and a real SMTP server: one call serves the due reviews then the day's new questions (the plan's,
// near the member's level), the summary says what the session changed, the streak counts Paris
// days without reproach, the reminder leaves once at the member's hour for who has not practised,
// and its one-click unsubscribe works without signing in (RFC 8058). Both doors.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialectOf } from '../../../db/dialect.js';
import { PUBLIC_URL, withMailApps } from '../../../tests/helpers/mail-apps.js';
import type { Mailbox } from '../../../tests/helpers/mailbox.js';
import { attemptIds, examReadyBank, getJson, wrongAnswer } from '../../../tests/helpers/quiz-fixtures.js';
import { createTestApp, createUser, request, type TestApp, type TestUser } from '../../../tests/helpers/test-app.js';
import type { QuestionDto } from '../../shared/dto.js';
import type { ReadinessDto, ReminderDto, SessionDto, SessionSummaryDto, TodayDto } from '../../shared/schemas/learning.js';
import { parisDay } from './community-aggregates.service.js';
import { BONUS_NEW, DEFAULT_DAILY_NEW, pickNew, streakOf, targetLevel } from './daily-session.service.js';
import { addDays } from './learning/plan.js';
import { parisHour, sendDueReminders } from './reminder.service.js';

let t: TestApp;
let mailbox: Mailbox;
let bank: QuestionDto[];
const newId = attemptIds('day');
const get = <T>(user: TestUser | null, url: string, headers: Record<string, string> = {}) => getJson<T>(t.app, user, url, headers);
const today = () => parisDay(new Date());

withMailApps({}, (apps) => ({ mailbox, t } = apps));
beforeAll(async () => {
  bank = (await examReadyBank(t.db)).filter((q) => q.type === 'mcq' && !q.id.startsWith('test-'));
});

/** Plays a session's questions as the client does: the attempt with its questions, then each answer. */
async function playSession(user: TestUser, session: SessionDto, isRight: (q: QuestionDto, i: number) => boolean) {
  const ids = session.questions.map((q) => q.id);
  const created = await request(t.app, {
    method: 'POST',
    url: '/api/attempts',
    payload: { id: session.attemptId, type: 'spaced', totalQuestions: ids.length, questionIds: ids },
    user,
  });
  expect(created.statusCode).toBe(201);
  for (const [i, q] of session.questions.entries()) {
    const res = await request(t.app, {
      method: 'POST',
      url: '/api/responses',
      payload: { questionId: q.id, userAnswer: isRight(q, i) ? q.correctAnswer : wrongAnswer(q), timeSpent: 3, attemptId: session.attemptId },
      user,
    });
    expect(res.statusCode).toBe(201);
  }
  expect((await request(t.app, { method: 'PATCH', url: `/api/attempts/${session.attemptId}`, payload: { isCompleted: true }, user })).statusCode).toBe(200);
}

/** Answers `questions` (all right) in a finished quiz, then makes them due now. */
async function seenAndDue(user: TestUser, questions: QuestionDto[]) {
  const id = newId();
  await request(t.app, { method: 'POST', url: '/api/attempts', payload: { id, type: 'full', totalQuestions: questions.length }, user });
  for (const q of questions) {
    await request(t.app, { method: 'POST', url: '/api/responses', payload: { questionId: q.id, userAnswer: q.correctAnswer, timeSpent: 2, attemptId: id }, user });
  }
  await request(t.app, { method: 'PATCH', url: `/api/attempts/${id}`, payload: { isCompleted: true }, user });
  await t.db
    .updateTable('questionMemory')
    .set({ due: new Date(Date.now() - 3_600_000).toISOString() })
    .where('userId', '=', user.id)
    .where(
      'questionId',
      'in',
      questions.map((q) => q.id),
    )
    .execute();
  // Those answers were « yesterday »: today starts with nothing done.
  await t.db.deleteFrom('learningDays').where('userId', '=', user.id).execute();
}

describe('« Commencer ma séance du jour »', () => {
  it('serves the due reviews first, then the new questions; the summary says what changed', async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    const reviewed = bank.slice(0, 4);
    await seenAndDue(u, reviewed);

    const todayDto = await get<TodayDto>(u, '/api/learning/today');
    expect(todayDto.status).toBe(200);
    expect(todayDto.body).toMatchObject({ reviewsDue: 4, sessionReviews: 4, sessionNew: DEFAULT_DAILY_NEW, bonus: false, hasPlan: false });

    const attemptId = newId();
    const started = await request(t.app, { method: 'POST', url: '/api/learning/session', payload: { attemptId }, user: u });
    expect(started.statusCode).toBe(200);
    const session = started.json<SessionDto>();
    expect(session).toMatchObject({ attemptId, reviews: 4, fresh: DEFAULT_DAILY_NEW });
    // Reviews first, then questions never answered.
    expect(new Set(session.questions.slice(0, 4).map((q) => q.id))).toEqual(new Set(reviewed.map((q) => q.id)));
    const fresh = session.questions.slice(4);
    expect(fresh).toHaveLength(DEFAULT_DAILY_NEW);
    for (const q of fresh) expect(reviewed.some((r) => r.id === q.id)).toBe(false);

    // Reviews all right, new ones: all wrong but the first two.
    await playSession(u, session, (_q, i) => i < 6);
    const summary = await get<SessionSummaryDto>(u, `/api/learning/session/${attemptId}/summary`);
    expect(summary.status).toBe(200);
    expect(summary.body.reviews).toEqual({ answered: 4, correct: 4 });
    expect(summary.body.fresh).toEqual({ answered: DEFAULT_DAILY_NEW, correct: 2 });
    expect(summary.body.subthemes.length).toBeGreaterThan(0);
    for (const s of summary.body.subthemes) expect(s.before).not.toBe(s.after);
    // The reviews were counted when first answered; the new questions count now.
    expect(summary.body.readiness.answered).toBe(4 + DEFAULT_DAILY_NEW);
    expect(summary.body.streak).toMatchObject({ current: 1, practisedToday: true });

    // Done for today: the next session offers a few more new questions, no reviews.
    const after = await get<TodayDto>(u, '/api/learning/today');
    expect(after.body).toMatchObject({ reviewsDue: 0, sessionReviews: 0, sessionNew: BONUS_NEW, bonus: true, done: { newQuestions: DEFAULT_DAILY_NEW, reviews: 4 } });
  });

  it("the summary gives the score's range before and after, the same as the readiness card's", async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    // Enough answers for a prediction before the session starts.
    await seenAndDue(u, bank.slice(10, 35));
    const before = (await get<ReadinessDto>(u, '/api/learning/readiness')).body;
    expect(before.scoreLow).not.toBeNull();
    const attemptId = newId();
    const session = (await request(t.app, { method: 'POST', url: '/api/learning/session', payload: { attemptId }, user: u })).json<SessionDto>();
    await playSession(u, session, (_q, i) => i % 3 === 0);
    const after = (await get<ReadinessDto>(u, '/api/learning/readiness')).body;
    const summary = (await get<SessionSummaryDto>(u, `/api/learning/session/${attemptId}/summary`)).body;
    expect(summary.readiness).toMatchObject({
      scoreLowBefore: before.scoreLow,
      scoreHighBefore: before.scoreHigh,
      scoreLowAfter: after.scoreLow,
      scoreHighAfter: after.scoreHigh,
    });
    expect(summary.readiness.scoreLowAfter!).toBeLessThanOrEqual(summary.readiness.scoreHighAfter!);
    // Mostly wrong answers: the range went down.
    expect(summary.readiness.scoreHighAfter!).toBeLessThanOrEqual(summary.readiness.scoreHighBefore!);
    // tRPC twin: the same figures.
    const trpc = await get<{ result: { data: SessionSummaryDto } }>(u, `/trpc/learning.sessionSummary?input=${encodeURIComponent(JSON.stringify({ attemptId }))}`);
    expect(trpc.body.result.data.readiness).toEqual(summary.readiness);

    // Not enough answers yet: no range, before or after.
    const fresh = await createUser(t.db, { hasFullAccess: true });
    const firstId = newId();
    const first = (await request(t.app, { method: 'POST', url: '/api/learning/session', payload: { attemptId: firstId }, user: fresh })).json<SessionDto>();
    await playSession(fresh, first, () => true);
    const empty = (await get<SessionSummaryDto>(fresh, `/api/learning/session/${firstId}/summary`)).body;
    expect(empty.readiness).toMatchObject({ scoreLowBefore: null, scoreHighBefore: null, scoreLowAfter: null, scoreHighAfter: null });
  });

  it('a session left unfinished comes back with its questions and answers; once finished, a new one', async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    const first = (await request(t.app, { method: 'POST', url: '/api/learning/session', payload: { attemptId: newId() }, user: u })).json<SessionDto>();
    const ids = first.questions.map((q) => q.id);
    await request(t.app, { method: 'POST', url: '/api/attempts', payload: { id: first.attemptId, type: 'spaced', totalQuestions: ids.length, questionIds: ids }, user: u });
    for (const q of first.questions.slice(0, 2)) {
      await request(t.app, { method: 'POST', url: '/api/responses', payload: { questionId: q.id, userAnswer: q.correctAnswer, timeSpent: 2, attemptId: first.attemptId }, user: u });
    }
    // Another device, or the page reloaded: the same session, where it was.
    const again = (await request(t.app, { method: 'POST', url: '/api/learning/session', payload: { attemptId: newId() }, user: u })).json<SessionDto>();
    expect(again.attemptId).toBe(first.attemptId);
    expect(again.questions.map((q) => q.id)).toEqual(ids);
    expect(again.questions.map((q) => q.options)).toEqual(first.questions.map((q) => q.options));
    expect(again.answers).toEqual(Object.fromEntries(first.questions.slice(0, 2).map((q) => [q.id, q.correctAnswer])));
    expect((await request(t.app, { method: 'PATCH', url: `/api/attempts/${first.attemptId}`, payload: { isCompleted: true }, user: u })).statusCode).toBe(200);
    const next = (await request(t.app, { method: 'POST', url: '/api/learning/session', payload: { attemptId: newId() }, user: u })).json<SessionDto>();
    expect(next.attemptId).not.toBe(first.attemptId);
    expect(next.answers).toEqual({});
  });

  it("follows the plan's new questions for today, minus those already done", async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    const examDate = addDays(today(), 60);
    expect((await request(t.app, { method: 'PUT', url: '/api/learning/plan', payload: { examDate, dailyMinutes: 30 }, user: u })).statusCode).toBe(200);
    const plan = (await get<{ days: { newQuestions: number }[] }>(u, '/api/learning/plan')).body;
    const planned = plan.days[0]!.newQuestions;
    expect(planned).toBeGreaterThan(0);
    const dto = (await get<TodayDto>(u, '/api/learning/today')).body;
    expect(dto).toMatchObject({ hasPlan: true, sessionReviews: 0, sessionNew: Math.min(planned, 40) });
  });

  it('without full access a session holds 5 questions, as any quiz', async () => {
    const u = await createUser(t.db, {});
    await seenAndDue(u, bank.slice(10, 13));
    const session = (await request(t.app, { method: 'POST', url: '/api/learning/session', payload: { attemptId: newId() }, user: u })).json<SessionDto>();
    expect(session.questions).toHaveLength(5);
    expect(session).toMatchObject({ reviews: 3, fresh: 2 });
  });

  it('tRPC twin: the same session; bad input is a translated 400, a visitor a 401, another member no summary', async () => {
    const u = await createUser(t.db, { hasFullAccess: true });
    const attemptId = newId();
    const res = await request(t.app, { method: 'POST', url: '/trpc/learning.startSession', payload: { attemptId }, user: u, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.questions).toHaveLength(DEFAULT_DAILY_NEW);

    const bad = await request(t.app, { method: 'POST', url: '/api/learning/session', payload: { attemptId: 'nope' }, user: u, headers: { 'x-product-language': 'ar' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).not.toMatch(/attempt_id_invalid/);
    expect((await request(t.app, { method: 'POST', url: '/api/learning/session', payload: { attemptId: newId() } })).statusCode).toBe(401);

    const other = await createUser(t.db, {});
    const stranger = await get<{ message: string }>(other, `/api/learning/session/${attemptId}/summary`);
    expect(stranger.status).toBe(404);
  });
});

describe('new questions near the member’s level', () => {
  it('a beginner meets the easy questions first, a strong member the hard ones; measured levels win', () => {
    expect(targetLevel(0, 0)).toBe(1);
    expect(targetLevel(90, 10)).toBeGreaterThanOrEqual(4);
    const qs = [1, 2, 3, 4, 5].map((difficulty) => ({ ...bank[0]!, id: `q${difficulty}`, difficulty }));
    expect(pickNew(qs, new Map(), 1, 2, 'seed').map((q) => q.id)).toEqual(['q1', 'q2']);
    expect(pickNew(qs, new Map(), 5, 1, 'seed').map((q) => q.id)).toEqual(['q5']);
    // q1 measured as hard (level 5): no longer among the easy ones.
    expect(pickNew(qs, new Map([['q1', 5]]), 1, 2, 'seed').map((q) => q.id)).toEqual(['q2', 'q3']);
  });
});

describe('the streak of days practised', () => {
  it('counts the run ending today or yesterday; after a gap it starts again, with the gap told', () => {
    const d = '2026-11-28';
    expect(streakOf([d, addDays(d, -1), addDays(d, -2)], d)).toEqual({ current: 3, longest: 3, practisedToday: true, daysSinceLast: 0 });
    expect(streakOf([addDays(d, -1), addDays(d, -2)], d)).toEqual({ current: 2, longest: 2, practisedToday: false, daysSinceLast: 1 });
    expect(streakOf([addDays(d, -5), addDays(d, -6), addDays(d, -7)], d)).toEqual({ current: 0, longest: 3, practisedToday: false, daysSinceLast: 5 });
    expect(streakOf([], d)).toEqual({ current: 0, longest: 0, practisedToday: false, daysSinceLast: null });
  });

  it('GET /api/learning/today reads it from the days practised', async () => {
    const u = await createUser(t.db, {});
    for (const back of [1, 2, 3, 6]) {
      await t.db.insertInto('learningDays').values({ userId: u.id, day: addDays(today(), -back), newQuestions: 3, reviews: 1 }).execute();
    }
    const dto = (await get<TodayDto>(u, '/api/learning/today')).body;
    expect(dto.streak).toEqual({ current: 3, longest: 3, practisedToday: false, daysSinceLast: 1 });
  });
});

describe('the reminder e-mail', () => {
  /** 19:05 in Paris today (whatever the offset). */
  const at = () => {
    const base = new Date(`${today()}T18:05:00Z`);
    return parisDay(base) === today() ? base : new Date(`${today()}T17:05:00Z`);
  };
  const put = (user: TestUser | null, payload: object, headers: Record<string, string> = {}) =>
    request(t.app, { method: 'PUT', url: '/api/account/reminder', payload, user, headers });

  it('is opt-in, stored per member, validated and translated', async () => {
    const u = await createUser(t.db, {});
    expect((await get<ReminderDto>(u, '/api/account/reminder')).body).toEqual({ enabled: false, hour: 19, available: true });
    expect((await put(u, { enabled: true, hour: 24 })).statusCode).toBe(400);
    expect((await put(null, { enabled: true, hour: 8 })).statusCode).toBe(401);
    const on = await put(u, { enabled: true, hour: 8 });
    expect(on.json()).toEqual({ enabled: true, hour: 8, available: true });
    expect((await get<ReminderDto>(u, '/api/account/reminder')).body.hour).toBe(8);
    // tRPC twin.
    const off = await request(t.app, { method: 'POST', url: '/trpc/account.setReminder', payload: { enabled: false, hour: 8 }, user: u, headers: { 'content-type': 'application/json' } });
    expect(off.statusCode).toBe(200);
    expect((await get<ReminderDto>(u, '/api/account/reminder')).body.enabled).toBe(false);
  });

  it('without SMTP it cannot be turned on (translated 412)', async () => {
    const bare = await createTestApp();
    try {
      const u = await createUser(bare.db, {});
      const res = await request(bare.app, { method: 'PUT', url: '/api/account/reminder', payload: { enabled: true, hour: 9 }, user: u, headers: { 'x-product-language': 'en' } });
      expect(res.statusCode).toBe(412);
      expect(res.json().message).toBe('E-mail reminders are not available on this site for now.');
    } finally {
      await bare.close();
    }
  });

  it("leaves once at the member's hour, only to who has not practised today, in their language; one click unsubscribes", async () => {
    const now = at();
    const hour = parisHour(now);
    const idle = await createUser(t.db, { firstName: 'Amina' });
    const busy = await createUser(t.db, {});
    const later = await createUser(t.db, {});
    expect((await put(idle, { enabled: true, hour }, { 'x-product-language': 'ar' })).statusCode).toBe(200);
    expect((await put(busy, { enabled: true, hour })).statusCode).toBe(200);
    expect((await put(later, { enabled: true, hour: (hour + 2) % 24 })).statusCode).toBe(200);
    await t.db.insertInto('learningDays').values({ userId: busy.id, day: today(), newQuestions: 1, reviews: 0 }).execute();

    expect(await sendDueReminders(t.db, t.env, now)).toBe(1);
    const mail = await mailbox.next(idle.email);
    expect(mail.subject).toBe('جلستك اليومية بانتظارك — Prépa Naturalisation');
    expect(mail.html).toContain('<html dir="rtl" lang="ar">');
    expect(mail.text).toContain(`${PUBLIC_URL}/seance`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const header = /^<(.+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!;
    expect(header.startsWith(`${PUBLIC_URL}/api/reminders/unsubscribe?token=`)).toBe(true);
    expect(mail.text).toContain(`${PUBLIC_URL}/desinscription?token=`);
    await mailbox.expectNone(busy.email);
    await mailbox.expectNone(later.email);
    // A minute later: nobody twice.
    expect(await sendDueReminders(t.db, t.env, new Date(now.getTime() + 60_000))).toBe(0);

    // RFC 8058: the mail client POSTs the form body to the header's address, without a session.
    const url = new URL(header);
    const forged = await request(t.app, {
      method: 'POST',
      url: `${url.pathname}?token=${encodeURIComponent(`${url.searchParams.get('token')!.split('.')[0]}.AAAA`)}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-product-language': 'fr' },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toContain("lien de désinscription n'est pas valide");
    const one = await request(t.app, {
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ unsubscribed: true });
    expect((await get<ReminderDto>(idle, '/api/account/reminder')).body.enabled).toBe(false);
    // The page of the e-mail's link calls the tRPC twin: again is fine.
    const again = await request(t.app, { method: 'POST', url: '/trpc/reminders.unsubscribe', payload: { token: url.searchParams.get('token') }, headers: { 'content-type': 'application/json' } });
    expect(again.statusCode).toBe(200);
  });

  it('two processes ticking at once send one e-mail, not two', async () => {
    const now = at();
    const u = await createUser(t.db, {});
    expect((await put(u, { enabled: true, hour: parisHour(now) })).statusCode).toBe(200);
    const [a, b] = await Promise.all([sendDueReminders(t.db, t.env, now), sendDueReminders(t.db, t.env, now)]);
    expect(a + b).toBe(1);
    await mailbox.next(u.email);
    await mailbox.expectNone(u.email);
  });

  it('the scheduler reads one hour of members through the index', async () => {
    if (dialectOf(t.db) !== 'sqlite') return;
    const plan = await sql<{ detail: string }>`EXPLAIN QUERY PLAN
      SELECT user_id FROM member_reminders WHERE hour = ${9} AND last_sent_day < ${today()} LIMIT 500`.execute(t.db);
    expect(plan.rows.map((r) => r.detail).join(' ')).toMatch(/USING INDEX member_reminders_hour \(hour=\? AND last_sent_day<\?\)/);
  });

  it("an account's deletion takes its reminder with it", async () => {
    const u = await createUser(t.db, {});
    await put(u, { enabled: true, hour: 7 });
    expect((await request(t.app, { method: 'DELETE', url: '/api/account', user: u })).statusCode).toBe(200);
    expect(await t.db.selectFrom('memberReminders').select('userId').where('userId', '=', u.id).execute()).toEqual([]);
  });
});
